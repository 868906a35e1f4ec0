package importer

import (
	"fmt"
	"regexp"
	"strings"
)

// Keyword is one keyword instance read from a card's keyword line, in the
// language's form: shadow(2), renown, no-attachments(except Weapon).
type Keyword struct {
	Name string
	Args []string // values (numbers or X) or, for no-attachments, "except" and a trait
}

// String renders the keyword as a .card value.
func (k Keyword) String() string {
	if len(k.Args) == 0 {
		return k.Name
	}
	args := make([]string, len(k.Args))
	for i, a := range k.Args {
		args[i] = word(a)
	}
	return k.Name + "(" + strings.Join(args, " ") + ")"
}

// sameAs compares keywords across languages: names, numeric values and the
// presence of an exception (whose trait is translated).
func (k Keyword) sameAs(o Keyword) bool {
	if k.Name != o.Name || len(k.Args) != len(o.Args) {
		return false
	}
	if k.Name == "no-attachments" {
		return true
	}
	for i := range k.Args {
		if k.Args[i] != o.Args[i] {
			return false
		}
	}
	return true
}

// Paragraph is one ability paragraph of a card's printed text (one line of
// the data, plus any "- " bullet lines that continue it).
type Paragraph struct {
	Kind string // action, reaction, …, constant (unlabelled rule text)
	ID   string // Kind, with -2, -3 for repeats within the card
	Text string // the printed text, markup kept
}

// Split is a card's printed text taken apart.
type Split struct {
	KeywordLine  string    // the keyword line as printed ("" if none)
	Keywords     []Keyword // the keywords found on it
	Restrictions []string  // non-keyword sentences of the keyword line ("Character you control only.")
	Paragraphs   []Paragraph
	Unknown      []string // keyword-like things not recognised (reported)
	Repairs      []string // markup of the source data that was repaired (reported)
}

// language holds what the splitter needs to know about one language.
type language struct {
	labels      map[string]string // ability label (without colon) → kind
	keyword     func(sentence string) (Keyword, bool)
	restriction func(sentence string) bool
	lineKind    func(line string) string // kind of an unlabelled line ("" = constant)
	repairs     []repair                 // typing slips of the source data, mended with a note
}

// repair mends one kind of typing slip in a translation's source data: what
// re matches is replaced by with (regexp.Expand syntax) and noted.
type repair struct {
	re   *regexp.Regexp
	with string
}

// typingRepairs are slips of the German data that hide a term or number
// from the translators' check: a sign split from its number ("Reservewert
// + 1", 02085), a run of spaces ("Ser Allisar  Thorn", 02045), a trait of
// "Keine Verstärkungen außer Waffe." without its italics (02065).
var typingRepairs = []repair{
	// (not a bullet: "- 6 oder höher ist, …", 09002, is a list item)
	{regexp.MustCompile(`(\S+ |\()([+-]) ([0-9X]+)`), "${1}${2}${3}"},
	{regexp.MustCompile(`^(\+) ([0-9X]+)`), "${1}${2}"},
	{regexp.MustCompile(`(\S+) {2,}(\S+)`), "${1} ${2}"},
	{regexp.MustCompile(`^(Keine Verstärkungen außer )([A-ZÄÖÜ][^<.]*)\.`), "${1}<i>${2}</i>."},
	// Words the extraction of the German data split or cut ("Heraus
	// forderung", "Cha rakter", "auf die and"), found by the spelling
	// check of throne i18n check (issue 38); each is mended with a note
	// that records the source.
	{regexp.MustCompile(`teilneh men ?den`), "teilnehmenden"},
	{regexp.MustCompile(`\bintiier`), "initiier"},
	{regexp.MustCompile(`aufge druckten`), "aufgedruckten"},
	{regexp.MustCompile(`auf die and\b`), "auf die Hand"},
	{regexp.MustCompile(`\baufzurichen\b`), "aufzurichten"},
	{regexp.MustCompile(`Charak ter|Cha rakter`), "Charakter"},
	{regexp.MustCompile(`Ver stär kung`), "Verstärkung"},
	{regexp.MustCompile(`wor den is,`), "worden ist,"},
	{regexp.MustCompile(`Fraktions karte`), "Fraktionskarte"},
	{regexp.MustCompile(`angrei fenden`), "angreifenden"},
	{regexp.MustCompile(`verstär kten`), "verstärkten"},
	{regexp.MustCompile(`\bver schiebst`), "verschiebst"},
	{regexp.MustCompile(`begon nen`), "begonnen"},
	{regexp.MustCompile(`\bE ekt\b`), "Effekt"},
	{regexp.MustCompile(`verlie renden`), "verlierenden"},
	{regexp.MustCompile(`Ein schüchternd`), "Einschüchternd"},
	{regexp.MustCompile(`Heraus forderung`), "Herausforderung"},
	{regexp.MustCompile(`Strategie karte`), "Strategiekarte"},
	{regexp.MustCompile(`limitierte arte\b`), "limitierte Karte"},
	{regexp.MustCompile(`Gold reserve`), "Goldreserve"},
	// the second wave's (issue 36)
	{regexp.MustCompile(`Cha rak ter`), "Charakter"},
	{regexp.MustCompile(`\bge wonnen\b`), "gewonnen"},
	{regexp.MustCompile(`\bauf ge ho ben\b`), "aufgehoben"},
	{regexp.MustCompile(`\bwel cher\b`), "welcher"},
	{regexp.MustCompile(`Meerdrach enturm`), "Meerdrachenturm"},
	{regexp.MustCompile(`Schatz kammer`), "Schatzkammer"},
	{regexp.MustCompile(`Her aus for der ung`), "Herausforderung"},
	{regexp.MustCompile(`\bKarteneffkte\b`), "Karteneffekte"},
	{regexp.MustCompile(`Die Zweit geborenen`), "Die Zweitgeborenen"},
	{regexp.MustCompile(`Grenzer bogen`), "Grenzerbogen"},
	{regexp.MustCompile(`alleine an greift`), "alleine angreift"},
	{regexp.MustCompile(`als verteidigen der Spieler`), "als verteidigender Spieler"},
	// the third wave's (issue 39): typing slips of the German data
	{regexp.MustCompile(`\bkon(?:rolliers|tolliers)t\b`), "kontrollierst"},
	{regexp.MustCompile(`\baufgdedruckten\b`), "aufgedruckten"},
	{regexp.MustCompile(`\baugedrucktes\b`), "aufgedrucktes"},
	{regexp.MustCompile(`\bGefänginiswärter\b`), "Gefängniswärter"},
	{regexp.MustCompile(`\bverblienen\b`), "verbliebenen"},
	{regexp.MustCompile(`\boderweniger\b`), "oder weniger"},
	{regexp.MustCompile(`</i>- or <i>`), "</i>- oder <i>"},
	{regexp.MustCompile(`\bDothraktische\b`), "Dothrakische"},
	{regexp.MustCompile(`^<b>Action:</b>`), "<b>Aktion:</b>"},
	{regexp.MustCompile(`Herausforderunsaktion`), "Herausforderungsaktion"},
	{regexp.MustCompile(`\bin dne Schatten\b`), "in den Schatten"},
	{regexp.MustCompile(`\bOrte mt\b`), "Orte mit"},
	{regexp.MustCompile(`\bHerrschaftphase\b`), "Herrschaftsphase"},
	{regexp.MustCompile(`\beine generischen Charakter\b`), "einen gegnerischen Charakter"},
}

// mend applies the language's repairs to a line of source text and says
// what it changed.
func (lang *language) mend(line string, s *Split) string {
	for _, r := range lang.repairs {
		for {
			m := r.re.FindStringSubmatchIndex(line)
			if m == nil {
				break
			}
			fixed := string(r.re.ExpandString(nil, r.with, line, m))
			s.Repairs = append(s.Repairs, fmt.Sprintf("source data %q read as %q", line[m[0]:m[1]], fixed))
			line = line[:m[0]] + fixed + line[m[1]:]
		}
	}
	return line
}

var (
	reValueKW = regexp.MustCompile(`^(Shadow|Ambush|Bestow) \((\d+|X)\)\.?$`)
	reNoAtt   = regexp.MustCompile(`^No attachments(?: except <i>([^<]+)</i>)?\.?$`)
	reLabel   = regexp.MustCompile(`^<b>([^<]+?):?</b>:?\s*`)
	// reBrokenLabel is a label whose opening tag lost its ">" in the
	// source data ("<bHerrschaftsaktion:</b>", 11090)
	reBrokenLabel = regexp.MustCompile(`^<b([^<>]+?:)</b>`)
	// reErrata is a line that only says the text is the errata'd one
	// ("<em>Errata aus FAQ v1.3d</em>", 01051): no ability text
	reErrata = regexp.MustCompile(`^<em>Errata[^<]*</em>\.?$`)
	// reReminder matches reminder text after a keyword: "Stealth. <i>(…)</i>"
	reReminder = regexp.MustCompile(`\s*<i>\([^<]*\)\s*</i>`) // ") </i>" too (06097)

	reValueKWde = regexp.MustCompile(`^(Schatten|Hinterhalt|Investition) \((\d+|X)\)\.?$`)
	reNoAttDe   = regexp.MustCompile(`^Keine Verstärkungen(?: außer <i>([^<]+)</i>)?\.?$`)
)

var englishWords = map[string]string{
	"Renown": "renown", "Stealth": "stealth", "Insight": "insight", "Intimidate": "intimidate",
	"Pillage": "pillage", "Limited": "limited", "Terminal": "terminal",
	"Shadow": "shadow", "Ambush": "ambush", "Bestow": "bestow",
}

var germanWords = map[string]string{
	"Ruhmreich": "renown", "Heimlich": "stealth", "Einblick": "insight", "Einschüchternd": "intimidate",
	"Brandschatzen": "pillage", "Limitiert": "limited", "Vergänglich": "terminal",
	"Schatten": "shadow", "Hinterhalt": "ambush", "Investition": "bestow",
}

func keywordParser(values *regexp.Regexp, noAtt *regexp.Regexp, words map[string]string) func(string) (Keyword, bool) {
	return func(s string) (Keyword, bool) {
		s = strings.TrimSpace(s)
		if m := values.FindStringSubmatch(s); m != nil {
			return Keyword{Name: words[m[1]], Args: []string{m[2]}}, true
		}
		if m := noAtt.FindStringSubmatch(s); m != nil {
			if m[1] != "" {
				return Keyword{Name: "no-attachments", Args: []string{"except", m[1]}}, true
			}
			return Keyword{Name: "no-attachments"}, true
		}
		if name, ok := words[strings.TrimSuffix(s, ".")]; ok && name != "shadow" && name != "ambush" && name != "bestow" {
			return Keyword{Name: name}, true
		}
		return Keyword{}, false
	}
}

// English is the language of the data files.
var english = &language{
	labels: map[string]string{
		"Action": "action", "Marshaling Action": "marshaling-action", "Challenges Action": "challenges-action",
		"Challenge Action": "challenges-action", // 13078 Knights of the Mind prints the singular
		"Dominance Action": "dominance-action", "Plot Action": "plot-action", "Draw Action": "draw-action",
		"Taxation Action": "taxation-action", "Standing Action": "standing-action",
		"Reaction": "reaction", "Interrupt": "interrupt", "Forced Reaction": "forced-reaction",
		"Forced Interrupt": "forced-interrupt", "When Revealed": "when-revealed",
	},
	keyword: keywordParser(reValueKW, reNoAtt, englishWords),
	restriction: func(s string) bool {
		s = strings.TrimSpace(s)
		return strings.HasSuffix(s, " only.") && !strings.HasPrefix(s, "Play only")
	},
	lineKind: func(l string) string {
		switch {
		case strings.HasPrefix(l, "Supported by"):
			return "supported-by"
		case strings.HasPrefix(l, "Supports:"):
			return "supports"
		case strings.HasPrefix(l, "Rivals:"):
			return "rivals"
		}
		return ""
	},
}

// german maps the German labels to the English kinds.
var german = &language{
	labels: map[string]string{
		"Aktion": "action", "Aufmarschaktion": "marshaling-action", "Herausforderungsaktion": "challenges-action",
		"Herrschaftsaktion": "dominance-action", "Strategieaktion": "plot-action",
		"Aufrichtaktion": "standing-action", "Ziehaktion": "draw-action",
		"Steueraktion": "taxation-action", "Abgabenaktion": "taxation-action",
		"Reaktion": "reaction", "Unterbrechung": "interrupt", "Erzwungene Reaktion": "forced-reaction",
		"Erzwungene Unterbrechung": "forced-interrupt", "Sobald aufgedeckt": "when-revealed",
		"Unterstützt": "supports", "Konkurriert mit": "rivals",
	},
	keyword: keywordParser(reValueKWde, reNoAttDe, germanWords),
	repairs: typingRepairs,
	restriction: func(s string) bool {
		return strings.HasPrefix(strings.TrimSpace(s), "Nur ")
	},
	lineKind: func(l string) string {
		if strings.HasPrefix(l, "Wird vo") && strings.Contains(l, "unterstützt") {
			return "supported-by"
		}
		return ""
	},
}

// languages lists the languages the importer can split, by code.
var languages = map[string]*language{"en": english, "de": german}

// sentences splits a line at ". " boundaries, keeping the periods.
func sentences(line string) []string {
	var out []string
	rest := strings.TrimSpace(line)
	for rest != "" {
		i := strings.Index(rest, ". ")
		if i < 0 {
			out = append(out, rest)
			break
		}
		out = append(out, rest[:i+1])
		rest = strings.TrimSpace(rest[i+2:])
	}
	return out
}

// looksLikeKeyword reports sentences that are probably keywords the
// splitter does not know: one capitalised word, maybe with (N).
var reKeywordish = regexp.MustCompile(`^[A-ZÄÖÜ][a-zäöüß]+( \((\d+|X)\))?\.$`)

// splitText takes a card's printed text apart in language lang.
func splitText(text string, lang *language) Split {
	var s Split
	lines := strings.Split(text, "\n")
	for i := range lines {
		lines[i] = lang.mend(lines[i], &s)
	}
	if len(lines) > 0 {
		first := lines[0]
		sents := sentences(reReminder.ReplaceAllString(first, ""))
		var kws []Keyword
		var restr []string
		n := 0 // the leading sentences that are keywords or restrictions
		for _, sent := range sents {
			if k, isKW := lang.keyword(sent); isKW {
				kws = append(kws, k)
			} else if lang.restriction(sent) {
				restr = append(restr, sent)
			} else {
				break
			}
			n++
		}
		ok := len(sents) > 0 && n == len(sents)
		if !ok && len(kws) > 0 && len(restr) == 0 && valued(kws) && first == reReminder.ReplaceAllString(first, "") {
			// the keyword line run into the text ("Bestow (2). You are
			// considered …", 06015): keywords with a value cannot be a
			// sentence of rules text, so they are a line of their own
			kwLine := strings.Join(sents[:n], " ")
			rest := strings.Join(sents[n:], " ")
			s.Repairs = append(s.Repairs, fmt.Sprintf("source data %q read as the keyword line %q and the text %q", first, kwLine, rest))
			lines = append([]string{kwLine, rest}, lines[1:]...)
			first, ok = kwLine, true
		}
		if ok {
			s.KeywordLine = strings.TrimSpace(first)
			s.Keywords = kws
			s.Restrictions = restr
			lines = lines[1:]
		}
	}
	counts := map[string]int{}
	for _, l := range lines {
		if strings.TrimSpace(l) == "" {
			continue
		}
		if reErrata.MatchString(strings.TrimSpace(l)) {
			// the errata note of the printed text: kept under the text it
			// corrects ("<em>Errata aus FAQ v1.3d</em>", 01051)
			if len(s.Paragraphs) > 0 {
				p := &s.Paragraphs[len(s.Paragraphs)-1]
				p.Text += "\n" + strings.TrimSpace(l)
			}
			continue
		}
		if m := reBrokenLabel.FindStringSubmatch(l); m != nil {
			fixed := "<b>" + m[1] + "</b>"
			s.Repairs = append(s.Repairs, fmt.Sprintf("source data markup %q read as %q", m[0], fixed))
			l = fixed + l[len(m[0]):]
		}
		if strings.HasPrefix(l, "- ") && len(s.Paragraphs) > 0 {
			p := &s.Paragraphs[len(s.Paragraphs)-1]
			p.Text += "\n" + l
			continue
		}
		kind := "constant"
		if m := reLabel.FindStringSubmatch(l); m != nil {
			if k, ok := lang.labels[m[1]]; ok {
				kind = k
			} else {
				kind = slug(m[1])
				s.Unknown = append(s.Unknown, fmt.Sprintf("unknown ability label %q", m[1]))
			}
		} else if k := lang.lineKind(l); k != "" {
			kind = k
		} else if len(s.Paragraphs) == 0 && s.KeywordLine == "" {
			for _, sent := range sentences(l) {
				if _, isKW := lang.keyword(sent); isKW || reKeywordish.MatchString(sent) {
					s.Unknown = append(s.Unknown, fmt.Sprintf("keyword-like sentence %q in a line that is not a keyword line", sent))
				}
			}
		}
		counts[kind]++
		id := kind
		if n := counts[kind]; n > 1 {
			id = fmt.Sprintf("%s-%d", kind, n)
		}
		s.Paragraphs = append(s.Paragraphs, Paragraph{Kind: kind, ID: id, Text: l})
	}
	return s
}

// valued reports whether every keyword has a value ("Bestow (2)").
func valued(kws []Keyword) bool {
	for _, k := range kws {
		if len(k.Args) == 0 || k.Name == "no-attachments" {
			return false
		}
	}
	return true
}

// slug lower-cases s and joins its words with hyphens: "The Shadow City" →
// "the-shadow-city", "Streets of King's Landing" → "streets-of-kings-landing".
func slug(s string) string {
	var b strings.Builder
	dash := false
	for _, r := range strings.ToLower(s) {
		switch {
		case r >= 'a' && r <= 'z' || r >= '0' && r <= '9':
			if dash && b.Len() > 0 {
				b.WriteByte('-')
			}
			dash = false
			b.WriteRune(r)
		case r == '\'' || r == '’':
		default:
			dash = true
		}
	}
	return b.String()
}

// reJoined is two sentences the source data wrote without a space or line
// break between them ("aufnehmen.Reduziere", 04038).
var reJoined = regexp.MustCompile(`([a-zäöüß)][.!?])(\p{Lu})`)

// align brings a translation's paragraphs to the English count where the
// source data joins or splits them, and says what it did (for notes): a
// sentence run into the next is split there; an unlabelled line that
// finishes a sentence is joined to the paragraph before it ("Mische dein
// Deck." on its own line, 02038). A line that is not a sentence ("Goldwert
// +2", 05006) stays a paragraph of its own. The result may still differ.
func align(tr []Paragraph, en []Paragraph) ([]Paragraph, []string) {
	var did []string
	out := append([]Paragraph(nil), tr...)
	for len(out) < len(en) {
		split := false
		for i, p := range out {
			m := reJoined.FindStringSubmatchIndex(p.Text)
			if m == nil {
				continue
			}
			at := m[3] // after the sentence's end
			first, second := strings.TrimSpace(p.Text[:at]), strings.TrimSpace(p.Text[at:])
			from := strings.LastIndexByte(p.Text[:m[2]], ' ') + 1
			to := m[5] + strings.IndexByte(p.Text[m[5]:]+" ", ' ')
			did = append(did, fmt.Sprintf("the source data joins two paragraphs (%q): split", p.Text[from:to]))
			out = append(out[:i], append([]Paragraph{{Kind: p.Kind, Text: first}, {Kind: "constant", Text: second}}, out[i+1:]...)...)
			split = true
			break
		}
		if !split {
			break
		}
	}
	for len(out) > len(en) {
		joined := false
		for i := 1; i < len(out); i++ {
			p := out[i]
			t := strings.TrimSpace(p.Text)
			if p.Kind != "constant" || reLabel.MatchString(t) || !strings.ContainsAny(t[len(t)-1:], ".!?)") {
				continue
			}
			did = append(did, fmt.Sprintf("the source data splits a paragraph before %q: joined", t))
			out[i-1].Text += " " + t
			out = append(out[:i], out[i+1:]...)
			joined = true
			break
		}
		if !joined {
			break
		}
	}
	// ids as the splitter gives them: kind, kind-2, …
	counts := map[string]int{}
	for i := range out {
		counts[out[i].Kind]++
		out[i].ID = out[i].Kind
		if n := counts[out[i].Kind]; n > 1 {
			out[i].ID = fmt.Sprintf("%s-%d", out[i].Kind, n)
		}
	}
	return out, did
}
