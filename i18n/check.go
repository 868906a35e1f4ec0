package i18n

import (
	"fmt"
	"sort"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/thronescript/thronescript/dsl/diag"
)

// Check compares the TargetLang texts of in with the cards and with the
// SourceLang texts, and returns every finding. Errors: missing texts and
// fields, wrong keyword values, numbers, icons, labels, traits and titles,
// broken markup. Warnings: glossary terms that seem replaced by other
// words, forbidden synonyms, and note lines.
func Check(in *Input) diag.Diagnostics {
	if in.Source == nil || in.Target == nil {
		// Without glossaries only the structural checks can run.
		cp := *in
		if cp.Source == nil {
			cp.Source = &Glossary{Lang: in.SourceLang, byID: map[string]*Entry{}}
		}
		if cp.Target == nil {
			cp.Target = &Glossary{Lang: in.TargetLang, byID: map[string]*Entry{}}
		}
		in = &cp
	}
	c := &checker{
		in:     in,
		cards:  map[string]*CardFacts{},
		source: map[string]*TextBlock{},
		target: map[string]*TextBlock{},
	}
	for _, card := range in.Cards {
		c.cards[card.Code] = card
	}
	// With SourceLang == TargetLang the texts are checked against the
	// cards only (every comparison with the source text agrees).
	for _, b := range in.Texts {
		if b.Lang == in.TargetLang && c.target[b.Code] == nil {
			c.target[b.Code] = b
		}
		if b.Lang == in.SourceLang && c.source[b.Code] == nil {
			c.source[b.Code] = b
		}
	}
	c.collectTitles()
	for _, card := range in.Cards {
		if c.target[card.Code] == nil {
			c.add(diag.Errorf(CodeMissingText, card.Range, "card %s %q has no %s text", card.Code, card.Title, in.TargetLang).
				WithHint("add a `text %s %s { title \"…\" … }` block", in.TargetLang, card.Code))
		}
	}
	for _, b := range in.Texts {
		if b.Lang == in.TargetLang {
			c.block(b)
		}
	}
	c.ds.Sort()
	return c.ds
}

type checker struct {
	in     *Input
	cards  map[string]*CardFacts
	source map[string]*TextBlock
	target map[string]*TextBlock
	titles []titlePair // longest source title first
	ds     diag.Diagnostics
	known  map[string]bool // words of the target glossary and titles (spelling)
	// untranslated: the block checked is marked `untranslated`
	untranslated bool
}

type titlePair struct {
	code, source, target string
}

func (c *checker) add(d *diag.Diagnostic) {
	if (c.in.Partial || c.untranslated) && (d.Code == CodeMissingText || d.Code == CodeMissingField || d.Code == CodeMissingAbility) {
		return // a partial language: what is not translated yet is progress
	}
	c.ds = append(c.ds, d)
}

func (c *checker) collectTitles() {
	for code, sb := range c.source {
		tb := c.target[code]
		if sb.Title == nil || tb == nil || tb.Title == nil {
			continue
		}
		s, t := strings.TrimSpace(sb.Title.Value), strings.TrimSpace(tb.Title.Value)
		if utf8.RuneCountInString(s) < 4 || s == t {
			continue // too short to find reliably, or the same in both languages
		}
		c.titles = append(c.titles, titlePair{code, s, t})
	}
	sort.Slice(c.titles, func(i, j int) bool {
		a, b := c.titles[i], c.titles[j]
		if len(a.source) != len(b.source) {
			return len(a.source) > len(b.source)
		}
		return a.code < b.code
	})
}

func (c *checker) block(tb *TextBlock) {
	card := c.cards[tb.Code]
	sb := c.source[tb.Code]
	if tb.Untranslated {
		// copies of the source awaiting a translator are progress, as in a
		// partial language: only the fields translated so far are checked
		tb = tb.Translated(sb)
		c.untranslated = true
		defer func() { c.untranslated = false }()
	}
	for _, n := range tb.Notes {
		c.add(diag.Warningf(CodeNote, n.Range, "note on %s text of %s: %s", tb.Lang, tb.Code, n.Value))
	}
	if card == nil {
		d := diag.Errorf(CodeUnknownCard, tb.Range, "%s text for unknown card %s", tb.Lang, tb.Code)
		c.add(d)
	}
	for _, f := range []*Field{tb.Title, tb.Traits, tb.Keywords, tb.Flavor} {
		if f != nil {
			c.markup(f)
		}
	}
	if tb.Title == nil {
		c.add(diag.Errorf(CodeMissingField, tb.Range, "%s text of %s has no title", tb.Lang, tb.Code).
			WithHint("add `title \"…\"`"))
	}
	if card != nil {
		if tb.Traits == nil && len(card.Traits) > 0 {
			c.add(noted(tb, "no traits", diag.Errorf(CodeMissingField, tb.Range, "%s text of %s has no traits line; the card has %s", tb.Lang, tb.Code, strings.Join(card.Traits, ", ")).
				WithHint("add `traits \"%s\"`", c.expectedTraits(card))))
		} else if tb.Traits != nil {
			c.traitsLine(card, tb.Traits)
		}
		if !tb.Untranslated || tb.Keywords != nil {
			c.keywords(card, tb) // (an untranslated copy of the keyword line is progress)
		}
	}
	c.abilityCoverage(card, sb, tb)
	for i := range tb.Abilities {
		at := &tb.Abilities[i]
		var sa *AbilityText
		if sb != nil {
			sa = sb.Ability(at.ID)
		}
		c.ability(card, at, sa)
	}
}

// noted makes d a warning when a note of tb records the gap (its text
// holds about): a data problem of the source that the note documents.
func noted(tb *TextBlock, about string, d *diag.Diagnostic) *diag.Diagnostic {
	for _, n := range tb.Notes {
		if strings.Contains(n.Value, about) {
			d.Severity = diag.Warning
			d.Summary += " (a data problem: see the note)"
			break
		}
	}
	return d
}

// abilityCoverage reports abilities without text and texts without
// abilities.
func (c *checker) abilityCoverage(card *CardFacts, sb, tb *TextBlock) {
	known := map[string]bool{}
	if card != nil {
		for _, a := range card.Abilities {
			known[a.ID] = true
		}
	}
	var expected []string
	switch {
	case sb != nil:
		for _, a := range sb.Abilities {
			expected = append(expected, a.ID)
			known[a.ID] = true
		}
	case card != nil:
		for _, a := range card.Abilities {
			expected = append(expected, a.ID)
		}
	}
	for _, id := range expected {
		if tb.Ability(id) == nil {
			d := diag.Errorf(CodeMissingAbility, tb.Range, "%s text of %s has no text for ability %q", tb.Lang, tb.Code, id)
			if sb != nil && sb.Ability(id) != nil {
				d.WithDetail("%s: %s", c.in.SourceLang, sb.Ability(id).Text.Value)
			}
			d.WithHint("add `ability %s \"…\"`", id)
			if len(tb.Notes) > 0 {
				// a note records the known data problem (the source data
				// lacks the text): report it as such, not as an error
				d.Severity = diag.Warning
				d.Summary += " (a data problem: see the note)"
			}
			c.add(d)
		}
	}
	if card == nil || (len(card.Abilities) == 0 && sb == nil) {
		return
	}
	for _, at := range tb.Abilities {
		if !known[at.ID] {
			ids := make([]string, 0, len(known))
			for id := range known {
				ids = append(ids, id)
			}
			sort.Strings(ids)
			d := diag.Errorf(CodeUnknownAbility, idRange(at), "card %s has no ability %q", tb.Code, at.ID)
			if s := diag.Suggest(at.ID, ids); s != "" {
				d.WithHint("did you mean %q?", s)
			} else if len(ids) > 0 {
				d.WithHint("its abilities are %s", strings.Join(ids, ", "))
			}
			c.add(d)
		}
	}
}

func idRange(at AbilityText) diag.Range {
	if at.IDRange.Start.IsValid() {
		return at.IDRange
	}
	return at.Text.Range
}

func (c *checker) ability(card *CardFacts, at, sa *AbilityText) {
	f := &at.Text
	tsc := scan(f.Value)
	c.markupScanned(f, tsc)
	c.label(card, at, sa, tsc)
	var ssc *scanned
	if sa != nil {
		ssc = scan(sa.Text.Value)
		smask := c.titleMask(sa.Text.Value, true)
		tmask := c.titleMask(f.Value, false)
		c.numbers(at, sa, ssc, tsc, smask, tmask)
		c.icons(at, sa, ssc, tsc)
		c.traitMentions(at, sa, ssc, tsc)
		c.titleMentions(at, sa, ssc)
		c.terms(at, sa, ssc, tsc, smask)
		var sr, tr []span // a reminder the other text has nothing like
		if !strings.Contains(f.Value, "(") {
			sr = reminders(ssc)
		}
		if !strings.Contains(sa.Text.Value, "(") {
			tr = reminders(tsc)
		}
		c.parity(at, sa, ssc, tsc, append(smask, sr...), append(tmask, tr...))
		c.values(at, sa, ssc, tsc)
		c.sentences(at, sa)
	}
	c.agreement(f, tsc)
	c.spelling(f, tsc, append(c.titleMask(f.Value, false), c.titleMask(f.Value, true)...)) // a title left in the source language is E0812's
	c.forbidden(f, tsc)
}

// markup reports malformed tags of f.
func (c *checker) markup(f *Field) { c.markupScanned(f, scan(f.Value)) }

func (c *checker) markupScanned(f *Field, sc *scanned) {
	for _, m := range sc.markup {
		c.add(diag.Errorf(CodeMarkup, f.Span(m.start, m.end), "%s", m.msg).
			WithHint("card texts use <b>Label:</b> and <i>Trait</i>"))
	}
}

// labelID returns the glossary id of the label an ability of the given kind
// and phase prints, or "" when it prints none.
func labelID(kind, phase string) string {
	switch kind {
	case "action":
		if phase == "" {
			return "ability-label:action"
		}
		return "ability-label:" + phase + "-action"
	case "reaction", "interrupt", "forced-reaction", "forced-interrupt", "when-revealed":
		return "ability-label:" + kind
	}
	return ""
}

// triggeredLabel reports whether id is the label of a triggered ability or
// action (which constants must not print).
func triggeredLabel(id string) bool {
	switch strings.TrimPrefix(id, "ability-label:") {
	case "action", "reaction", "interrupt", "forced-reaction", "forced-interrupt", "when-revealed",
		"marshaling-action", "challenges-action", "dominance-action", "plot-action", "taxation-action", "draw-action", "standing-action":
		return true
	}
	return false
}

func (c *checker) label(card *CardFacts, at, sa *AbilityText, tsc *scanned) {
	f := &at.Text
	want, from := "", ""
	known := false
	if card != nil {
		for _, a := range card.Abilities {
			if a.ID == at.ID {
				want, known, from = labelID(a.Kind, a.Phase), true, "a "+a.Kind+" ability"
				if a.Phase != "" {
					from = "a " + a.Phase + " " + a.Kind + " ability"
				}
			}
		}
	}
	if !known && sa != nil {
		if l := leadingLabel(sa.Text.Value); l != "" {
			if e := c.in.Source.ByTerm(KindAbilityLabel, l); e != nil {
				want, known, from = e.ID, true, fmt.Sprintf("the %s text's label %q", c.in.SourceLang, l)
			}
		} else {
			known, from = true, fmt.Sprintf("the %s text, which has no label", c.in.SourceLang)
		}
	}
	if known && card != nil && sa != nil {
		// The printed source text is what a translation follows: where its
		// label and the card's modelled kind disagree (a forced reaction
		// written as a constant), the finding is about the engine's model,
		// not the translation, and the source's label is wanted.
		// A leading phrase that is no label, neither bold nor a glossary
		// label ("Attached location gains: "Action: …"", an action the
		// card models as its own), is no label.
		l := leadingLabel(sa.Text.Value)
		notLabel := l != "" && scan(sa.Text.Value).label == nil && c.in.Source.ByTerm(KindAbilityLabel, l) == nil
		if (l == "" || notLabel) && want != "" {
			want, from = "", fmt.Sprintf("the %s text, which has no label", c.in.SourceLang)
		} else if e := c.in.Source.ByTerm(KindAbilityLabel, l); l != "" && e != nil && e.ID != want {
			want, from = e.ID, fmt.Sprintf("the %s text's label %q", c.in.SourceLang, l)
		}
	}
	if !known {
		return
	}
	var got *Entry
	if tsc.label != nil {
		got = c.in.Target.ByTerm(KindAbilityLabel, tsc.label.text)
	}
	wantEntry := c.in.Target.Entry(want)
	wantTerm := ""
	if wantEntry != nil {
		wantTerm = wantEntry.Term
	}
	switch {
	case want == "" && got != nil && triggeredLabel(got.ID):
		c.add(diag.Errorf(CodeLabel, f.Span(tsc.label.start, tsc.label.end), "label %q on ability %q, which is %s", tsc.label.text, at.ID, from).
			WithHint("remove the label"))
	case want == "":
	case tsc.label == nil:
		d := diag.Errorf(CodeLabel, f.Span(0, firstWordEnd(f.Value)), "ability %q has no label; %s needs %q", at.ID, from, wantTerm)
		c.add(d.WithHint("start the text with <b>%s</b>", wantTerm))
	case wantEntry == nil:
		// The target glossary lacks the label: nothing to compare against.
	case got == nil:
		c.add(diag.Errorf(CodeLabel, f.Span(tsc.label.start, tsc.label.end), "unknown label %q on ability %q; %s needs %q", tsc.label.text, at.ID, from, wantTerm).
			WithHint("write <b>%s</b>", wantTerm))
	case got.ID != want:
		c.add(diag.Errorf(CodeLabel, f.Span(tsc.label.start, tsc.label.end), "label %q does not match ability %q, which is %s", tsc.label.text, at.ID, from).
			WithHint("write <b>%s</b>", wantTerm))
	}
}

// leadingLabel returns the label a text starts with: the content of a
// leading <b>…</b>, or else the words before a colon when they are short
// (the English title cards print "Supports:" without bold).
func leadingLabel(s string) string {
	if sc := scan(s); sc.label != nil {
		return sc.label.text
	}
	p := plain(s)
	if i := strings.Index(p, ":"); i > 0 && i < 30 && !strings.ContainsAny(p[:i], ".\n") {
		return p[:i+1]
	}
	return ""
}

func firstWordEnd(s string) int {
	n := 0
	for _, r := range s {
		if unicode.IsSpace(r) && n > 0 {
			return n
		}
		n++
	}
	return n
}

// numberWord returns the value of a number word of lang ("three" → "3",
// "zweimal" → "2"), or "". "ein Mal" is handled in numbersOf.
func numberWord(lang, w string) string {
	switch lang {
	case "en":
		switch w {
		case "one", "once":
			return "1"
		case "two", "twice":
			return "2"
		case "three", "thrice":
			return "3"
		case "four":
			return "4"
		case "five":
			return "5"
		case "six":
			return "6"
		case "seven":
			return "7"
		case "eight":
			return "8"
		case "nine":
			return "9"
		case "ten":
			return "10"
		}
	case "de":
		switch w {
		case "eins", "einmal":
			return "1"
		case "zwei", "zweimal":
			return "2"
		case "drei", "dreimal":
			return "3"
		case "vier":
			return "4"
		case "fünf":
			return "5"
		case "sechs":
			return "6"
		case "sieben":
			return "7"
		case "acht":
			return "8"
		case "neun":
			return "9"
		case "zehn":
			return "10"
		case "zwölf":
			return "12"
		}
	}
	return ""
}

// isArticle reports whether w is an indefinite article of lang, which may
// stand for a "1" or "one" of the other language ("choose one" / "wähle
// einen").
func isArticle(lang, w string) bool {
	switch lang {
	case "en":
		return w == "a" || w == "an"
	case "de":
		switch w {
		case "ein", "eine", "einen", "einem", "einer", "eines":
			return true
		}
	}
	return false
}

type number struct {
	value      string
	start, end int  // rune offsets
	word       bool // a number word ("one", "ein Mal"), not digits
}

// numbersOf returns the numbers and number words of a text outside italics
// and masked spans (card titles), and how many indefinite articles it has.
func numbersOf(sc *scanned, lang string, mask []span) ([]number, int) {
	var out []number
	nArt := 0
	for i := 0; i < len(sc.tokens); i++ {
		t := sc.tokens[i]
		if t.italic || masked(mask, t.start) {
			continue
		}
		switch {
		case t.number:
			v := minusSigns.Replace(t.text)
			out = append(out, number{v, t.start, t.end, false})
		case lang == "de" && (t.fold == "ein" || t.fold == "eine") && i+1 < len(sc.tokens) && sc.tokens[i+1].fold == "mal":
			out = append(out, number{"1", t.start, sc.tokens[i+1].end, true})
			i++
		case numberWord(lang, t.fold) != "":
			out = append(out, number{numberWord(lang, t.fold), t.start, t.end, true})
		case isArticle(lang, t.fold):
			// "declared as a defender" / "als Verteidiger": an article after
			// "as"/"als" never stands for a number
			if i > 0 && (sc.tokens[i-1].fold == "as" || sc.tokens[i-1].fold == "als") {
				continue
			}
			nArt++
		}
	}
	return out, nArt
}

// minusSigns reads the minus sign and the en dash (Obsidian Arrows: "–3
// STR") as the hyphen-minus of a signed number.
var minusSigns = strings.NewReplacer("−", "-", "–", "-")

func masked(mask []span, at int) bool {
	for _, m := range mask {
		if at >= m.start && at < m.end {
			return true
		}
	}
	return false
}

func (c *checker) numbers(at, sa *AbilityText, ssc, tsc *scanned, smask, tmask []span) {
	// an errata note (<em>Errata aus FAQ v1.3d</em>) holds no rule number
	smask = append(smask, emSpans(ssc)...)
	tmask = append(tmask, emSpans(tsc)...)
	src, srcArt := numbersOf(ssc, c.in.SourceLang, smask)
	tgt, tgtArt := numbersOf(tsc, c.in.TargetLang, tmask)
	missing, extra := diffNumbers(src, tgt)
	// An indefinite article may stand for a 1 of the other language
	// ("choose 1 card" / "wähle eine Karte"): a side with more articles
	// than the other may lack that many ones.
	missing = forgiveOnes(missing, tgtArt-srcArt)
	extra = forgiveOnes(extra, srcArt-tgtArt)
	f := &at.Text
	srcList := numberList(src)
	for i := 0; i < len(missing) || i < len(extra); i++ {
		switch {
		case i < len(missing) && i < len(extra):
			c.add(diag.Errorf(CodeNumber, f.Span(extra[i].start, extra[i].end), "%s text of ability %q says %s where the %s text says %s",
				c.in.TargetLang, at.ID, extra[i].value, c.in.SourceLang, missing[i].value).
				WithDetail("%s: %s", c.in.SourceLang, sa.Text.Value).WithHint("the %s numbers are %s", c.in.SourceLang, srcList))
		case i < len(extra):
			c.add(diag.Errorf(CodeNumber, f.Span(extra[i].start, extra[i].end), "number %s in the %s text of ability %q is not in the %s text",
				extra[i].value, c.in.TargetLang, at.ID, c.in.SourceLang).
				WithDetail("%s: %s", c.in.SourceLang, sa.Text.Value).WithHint("the %s numbers are %s", c.in.SourceLang, srcList))
		default:
			c.add(diag.Errorf(CodeNumber, f.Range, "the %s text of ability %q lacks the number %s of the %s text",
				c.in.TargetLang, at.ID, missing[i].value, c.in.SourceLang).
				WithDetail("%s: %s", c.in.SourceLang, sa.Text.Value).WithHint("the %s numbers are %s", c.in.SourceLang, srcList))
		}
	}
}

// diffNumbers returns the source numbers without a partner in the target
// (missing) and the target numbers without a partner in the source (extra),
// each in text order.
func diffNumbers(src, tgt []number) (missing, extra []number) {
	used := make([]bool, len(tgt))
	for _, s := range src {
		found := false
		for j, t := range tgt {
			if !used[j] && t.value == s.value {
				used[j], found = true, true
				break
			}
		}
		if !found {
			missing = append(missing, s)
		}
	}
	for j, t := range tgt {
		if !used[j] {
			extra = append(extra, t)
		}
	}
	return missing, extra
}

// forgiveOnes drops up to n numbers 1 from ns.
func forgiveOnes(ns []number, n int) []number {
	out := ns[:0:0]
	for _, x := range ns {
		if x.value == "1" && n > 0 {
			n--
			continue
		}
		out = append(out, x)
	}
	return out
}

func numberList(ns []number) string {
	if len(ns) == 0 {
		return "none"
	}
	vs := make([]string, len(ns))
	for i, n := range ns {
		vs[i] = n.value
	}
	return strings.Join(vs, ", ")
}

func (c *checker) icons(at, sa *AbilityText, ssc, tsc *scanned) {
	// Distinct glyphs: "[thenightswatch] location or attachment" may
	// become "[thenightswatch]-Ort oder eine [thenightswatch]-Verstärkung".
	glyphs := func(sc *scanned) []number {
		var out []number
		seen := map[string]bool{}
		for _, t := range sc.tokens {
			if t.glyph && !seen[t.text] {
				seen[t.text] = true
				out = append(out, number{t.text, t.start, t.end, false})
			}
		}
		return out
	}
	missing, extra := diffNumbers(glyphs(ssc), glyphs(tsc))
	f := &at.Text
	for i := 0; i < len(missing) || i < len(extra); i++ {
		switch {
		case i < len(missing) && i < len(extra):
			c.add(diag.Errorf(CodeIcon, f.Span(extra[i].start, extra[i].end), "%s text of ability %q has %s where the %s text has %s",
				c.in.TargetLang, at.ID, extra[i].value, c.in.SourceLang, missing[i].value).WithHint("write %s", missing[i].value))
		case i < len(extra):
			d := diag.Errorf(CodeIcon, f.Span(extra[i].start, extra[i].end), "icon %s in the %s text of ability %q is not in the %s text",
				extra[i].value, c.in.TargetLang, at.ID, c.in.SourceLang)
			if w := strings.Trim(extra[i].value, "[]"); challengeIcon[w] && strings.Contains(strings.ToLower(sa.Text.Value), w+" ") {
				// the source writes the icon as a word ("a military
				// challenge"): the same meaning, a difference of the data
				d.Severity = diag.Warning
				d.Summary += fmt.Sprintf(" (the %s text writes it as the word %q)", c.in.SourceLang, w)
			}
			c.add(d)
		default:
			c.add(diag.Errorf(CodeIcon, f.Range, "the %s text of ability %q lacks the icon %s of the %s text",
				c.in.TargetLang, at.ID, missing[i].value, c.in.SourceLang))
		}
	}
}

// challengeIcon names the challenge icons, which card texts may also
// write as words.
var challengeIcon = map[string]bool{"military": true, "intrigue": true, "power": true}

// traitName normalizes the content of an italic span for trait lookup:
// "Baumeister-" (as in "<i>Baumeister-</i>Charakter") → "Baumeister".
func traitName(s string) string {
	return strings.TrimSpace(strings.TrimRight(strings.TrimSpace(plain(s)), "-"))
}

// targetTrait is the target glossary's entry for the trait the source
// glossary calls name; nil when either glossary lacks it.
func (c *checker) targetTrait(name string) *Entry {
	if se := c.in.Source.ByTerm(KindTrait, name); se != nil {
		return c.in.Target.Entry(se.ID)
	}
	return nil
}

func (c *checker) traitMentions(at, sa *AbilityText, ssc, tsc *scanned) {
	used := make([]bool, len(tsc.italics))
	f := &at.Text
	for _, si := range ssc.italics {
		name := traitName(si.text)
		te := c.targetTrait(name)
		if te == nil {
			continue
		}
		found := false
		for j, ti := range tsc.italics {
			if !used[j] && c.in.Target.ByTerm(KindTrait, traitName(ti.text)) == te {
				used[j], found = true, true
				break
			}
		}
		if found {
			continue
		}
		r := f.Range
		wrong := ""
		for j, ti := range tsc.italics {
			if !used[j] && len([]rune(ti.text)) < 40 { // long italics are reminder text
				r, wrong = f.Span(ti.start, ti.end), traitName(ti.text)
				used[j] = true
				break
			}
		}
		var d *diag.Diagnostic
		if wrong != "" {
			d = diag.Errorf(CodeTrait, r, "trait <i>%s</i> where the %s text names <i>%s</i>, which is <i>%s</i> in %s", wrong, c.in.SourceLang, name, te.Term, c.in.TargetLang)
		} else {
			d = diag.Errorf(CodeTrait, r, "the %s text of ability %q does not name the trait <i>%s</i> (the %s text's <i>%s</i>)", c.in.TargetLang, at.ID, te.Term, c.in.SourceLang, name)
		}
		c.add(d.WithHint("write <i>%s</i> (glossary %s:%d)", te.Term, te.Pos.Filename, te.Pos.Line))
	}
}

// titleMask returns the spans of card titles in s: source titles when
// source is true, else target titles.
func (c *checker) titleMask(s string, source bool) []span {
	var out []span
	for _, tp := range c.titles {
		title := tp.target
		if source {
			title = tp.source
		}
		for _, sp := range findTitle(s, title) {
			if !masked(out, sp.start) {
				out = append(out, sp)
			}
		}
	}
	return out
}

// findTitle returns the occurrences of title in s as rune spans, where the
// title is not part of a longer word.
func findTitle(s, title string) []span {
	var out []span
	from := 0
	for {
		i := strings.Index(s[from:], title)
		if i < 0 {
			return out
		}
		i += from
		j := i + len(title)
		before, _ := utf8.DecodeLastRuneInString(s[:i])
		after, _ := utf8.DecodeRuneInString(s[j:])
		if (i == 0 || !isWordRune(before)) && (j == len(s) || !isWordRune(after)) {
			start := utf8.RuneCountInString(s[:i])
			out = append(out, span{title, start, start + utf8.RuneCountInString(title)})
		}
		from = j
	}
}

func (c *checker) titleMentions(at, sa *AbilityText, ssc *scanned) {
	f := &at.Text
	seen := map[string]bool{}
	var taken []span
	for _, tp := range c.titles {
		for _, sp := range findTitle(sa.Text.Value, tp.source) {
			if masked(taken, sp.start) || inItalics(ssc, sp.start) || ssc.label != nil && sp.start < ssc.label.end {
				// (a title inside the label is the label: "Taxation Action:")
				continue
			}
			taken = append(taken, sp)
			if seen[tp.code] {
				continue
			}
			seen[tp.code] = true
			if named(f.Value, tp.target) {
				continue
			}
			r := f.Range
			if left := findTitle(f.Value, tp.source); len(left) > 0 {
				r = f.Span(left[0].start, left[0].end)
			}
			c.add(diag.Errorf(CodeTitle, r, "the %s text of ability %q does not name card %s by its %s title %q",
				c.in.TargetLang, at.ID, tp.code, c.in.TargetLang, tp.target).
				WithDetail("the %s text names %q", c.in.SourceLang, tp.source).
				WithHint("write %q", tp.target))
		}
	}
}

// articles are the German article forms a title's leading article takes
// in running text ("beuge das Jungfrauengewölbe" names "Das
// Jungfrauengewölbe").
var articles = []string{"Der ", "Die ", "Das ", "Den ", "Dem ", "Des ", "der ", "die ", "das ", "den ", "dem ", "des "}

// named reports whether text names title, whose leading article (if any)
// may be declined or in lower case.
func named(text, title string) bool {
	if strings.Contains(text, title) {
		return true
	}
	for _, a := range articles[:3] {
		if rest, ok := strings.CutPrefix(title, a); ok {
			for _, b := range articles {
				if strings.Contains(text, b+rest) {
					return true
				}
			}
		}
	}
	return false
}

// reminders are the italic reminder texts of sc ("<i>(Other modifiers
// do not …)</i>"): they explain a rule, and a language may print one the
// other lacks (15044), where they deny nothing and offer no choice of the
// card's.
func reminders(sc *scanned) []span {
	var out []span
	for _, it := range sc.italics {
		if strings.HasPrefix(strings.TrimSpace(it.text), "(") {
			out = append(out, it)
		}
	}
	return out
}

func inItalics(sc *scanned, at int) bool {
	for _, it := range sc.italics {
		if at >= it.start && at < it.end {
			return true
		}
	}
	return false
}

// termKinds are the kinds the term-usage heuristic looks at.
func termKind(k string) bool {
	return k == KindRulesTerm || k == KindKeyword || k == KindCardType
}

func (c *checker) terms(at, sa *AbilityText, ssc, tsc *scanned, smask []span) {
	var entries []*Entry
	for _, e := range c.in.Source.Entries {
		if termKind(e.Kind) {
			entries = append(entries, e)
		}
	}
	// Labels are checked on their own; titles and italics (traits) are
	// names, not rules terms.
	var toks []token
	for _, t := range ssc.tokens {
		if t.italic || masked(smask, t.start) || (ssc.label != nil && t.start < ssc.label.end) {
			continue
		}
		toks = append(toks, t)
	}
	seen := map[string]bool{}
	ttoks := suspended(tsc)
	for _, m := range termsSaid(entries, toks) {
		if seen[m.entry.ID] || m.entry.NoCheck {
			continue
		}
		seen[m.entry.ID] = true
		te := c.in.Target.Entry(m.entry.ID)
		if te == nil || te.NoCheck || te.accepts(ttoks) {
			continue
		}
		said := string(ssc.runes[toks[m.start].start:toks[m.end-1].end])
		c.add(diag.Warningf(CodeTerm, at.Text.Range, "the %s text of ability %q says %q but the %s text has no %q", c.in.SourceLang, at.ID, said, c.in.TargetLang, te.Term).
			WithDetail("accepted %s forms: %s", c.in.TargetLang, strings.Join(append([]string{te.Term}, te.Variants...), ", ")).
			WithHint("use the glossary term %q (%s:%d) or add the form used here as a variant", te.Term, te.Pos.Filename, te.Pos.Line))
	}
}

// suspended returns the tokens of sc and, after them, the words a
// suspended compound leaves out: "Ablage- oder Totenstapeln" (16024) also
// says Ablagestapeln (each ending of the next word is tried, as the
// compound's split is not known).
func suspended(sc *scanned) []token {
	out := sc.tokens
	for i := 0; i+2 < len(sc.tokens); i++ {
		t, conj, w := sc.tokens[i], sc.tokens[i+1], sc.tokens[i+2]
		if t.end+1 >= len(sc.runes) || sc.runes[t.end] != '-' || sc.runes[t.end+1] != ' ' ||
			conj.fold != "oder" && conj.fold != "und" && conj.fold != "bzw" {
			continue
		}
		if len(out) == len(sc.tokens) {
			out = append([]token(nil), sc.tokens...)
		}
		rs := []rune(w.text)
		for k := 2; k+3 <= len(rs); k++ {
			x := t
			x.text = t.text + strings.ToLower(string(rs[k:]))
			x.fold = strings.ToLower(x.text)
			out = append(out, x)
		}
	}
	return out
}

// termsSaid returns the occurrences of the entries' terms in a source
// text, leaving out a term inside a longer hyphenated word, which is
// another word ("faction card" in "out-of-faction card").
func termsSaid(entries []*Entry, toks []token) []match {
	var out []match
	for _, m := range findAll(entries, toks) {
		if !toks[m.start].hyphened {
			out = append(out, m)
		}
	}
	return out
}

func (c *checker) forbidden(f *Field, tsc *scanned) {
	if c.in.Target == nil {
		return
	}
	for _, e := range c.in.Target.Entries {
		for k, p := range e.forbid {
			for i := range tsc.tokens {
				n, ok := p.matchAt(tsc.tokens, i)
				if !ok || len(p) == 0 {
					continue
				}
				start, end := tsc.tokens[i].start, tsc.tokens[i+n-1].end
				c.add(diag.Warningf(CodeForbidden, f.Span(start, end), "%q is not the glossary word for %s", string(tsc.runes[start:end]), e.ID).
					WithHint("write a form of %q; %s:%d forbids %q", e.Term, e.Pos.Filename, e.Pos.Line, e.Forbidden[k]))
			}
		}
	}
}

// expectedTraits returns the traits line the target glossary predicts for
// the card.
func (c *checker) expectedTraits(card *CardFacts) string {
	var parts []string
	for _, t := range card.Traits {
		name := t
		if se := c.in.Source.ByTerm(KindTrait, t); se != nil {
			if te := c.in.Target.Entry(se.ID); te != nil {
				name = te.Term
			}
		}
		parts = append(parts, name+".")
	}
	return strings.Join(parts, " ")
}

// items splits a traits or keyword line at periods into trimmed items with
// their rune spans.
func items(s string) []span {
	var out []span
	rs := []rune(s)
	start := 0
	flush := func(end int) {
		a, b := start, end
		for a < b && unicode.IsSpace(rs[a]) {
			a++
		}
		for b > a && unicode.IsSpace(rs[b-1]) {
			b--
		}
		if b > a {
			out = append(out, span{string(rs[a:b]), a, b})
		}
	}
	depth := 0
	for i, r := range rs {
		switch r {
		case '(':
			depth++
		case ')':
			depth--
		case '.', '\n':
			if depth <= 0 {
				flush(i)
				start = i + 1
			}
		}
	}
	flush(len(rs))
	return out
}

func (c *checker) traitsLine(card *CardFacts, f *Field) {
	got := items(f.Value)
	if len(got) != len(card.Traits) {
		c.add(diag.Errorf(CodeTraitsLine, f.Range, "traits line names %d traits, the card has %d (%s)", len(got), len(card.Traits), strings.Join(card.Traits, ", ")).
			WithHint("write %q", c.expectedTraits(card)))
		return
	}
	// A translation may print the traits in another order (German cards
	// sort them by their German names: "Gefährte. Rabe." for "Raven.
	// Companion."): a trait is right when it is anywhere on the line.
	at := func(te *Entry) int {
		for i, g := range got {
			// the term itself, even when another trait lists it as a
			// variant (Citadel: The Citadel's term, a variant of Citadel)
			if g.text == te.Term || c.in.Target.ByTerm(KindTrait, g.text) == te {
				return i
			}
		}
		return -1
	}
	for i, t := range card.Traits {
		te := c.targetTrait(t)
		if te == nil || at(te) >= 0 {
			continue
		}
		c.add(diag.Errorf(CodeTraitsLine, f.Span(got[i].start, got[i].end), "trait %q should be %q (%s)", got[i].text, te.Term, t).
			WithHint("write %q (glossary %s:%d)", te.Term, te.Pos.Filename, te.Pos.Line))
	}
}

// keywordItem is one item of a keyword line: "Schatten (2)".
type keywordItem struct {
	entry      *Entry
	name       string
	start, end int
	values     []int
	valueSpans []span
}

func (c *checker) parseKeywords(f *Field) []keywordItem {
	var out []keywordItem
	for _, it := range items(f.Value) {
		if strings.HasPrefix(strings.TrimSpace(plain(it.text)), "(") {
			continue // reminder text: "<i>(Falls die verstärkte Karte …)</i>"
		}
		ki := keywordItem{start: it.start, end: it.end}
		name := it.text
		if i := strings.Index(name, "("); i >= 0 {
			name = name[:i]
		}
		ki.name = strings.TrimSpace(plain(name))
		// values: every "(N)" of the item
		rs := []rune(it.text)
		for i := 0; i < len(rs); i++ {
			if rs[i] != '(' {
				continue
			}
			j := i + 1
			for j < len(rs) && rs[j] >= '0' && rs[j] <= '9' {
				j++
			}
			if j > i+1 && j < len(rs) && rs[j] == ')' {
				v, _ := strconv.Atoi(string(rs[i+1 : j]))
				ki.values = append(ki.values, v)
				ki.valueSpans = append(ki.valueSpans, span{string(rs[i+1 : j]), it.start + i + 1, it.start + j})
			}
		}
		ki.entry = c.in.Target.ByTerm(KindKeyword, ki.name)
		if ki.entry == nil {
			// "Keine Verstärkungen außer <i>Waffe</i>": a keyword term at the start.
			toks := scan(it.text).tokens
			best := 0
			for _, e := range c.in.Target.Entries {
				if e.Kind != KindKeyword {
					continue
				}
				for _, p := range e.accept {
					if n, ok := p.matchAt(toks, 0); ok && len(p) > 1 && n > best {
						ki.entry, best = e, n
					}
				}
			}
		}
		out = append(out, ki)
	}
	return out
}

func sameValues(a, b []int) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

func formatKeyword(term string, values []int) string {
	var b strings.Builder
	b.WriteString(term)
	for _, v := range values {
		fmt.Fprintf(&b, " (%d)", v)
	}
	return b.String()
}

func (c *checker) keywords(card *CardFacts, tb *TextBlock) {
	var got []keywordItem
	if tb.Keywords != nil {
		got = c.parseKeywords(tb.Keywords)
	}
	used := make([]bool, len(got))
	type pending struct {
		kw KeywordUse
		te *Entry
	}
	var unmatched []pending
	for _, kw := range card.Keywords {
		te := c.in.Target.Entry("keyword:" + kw.Name)
		if te == nil {
			continue // not in the glossary: cannot be checked
		}
		found := false
		for i, it := range got {
			if !used[i] && it.entry == te && sameValues(it.values, kw.Values) {
				used[i], found = true, true
				break
			}
		}
		if !found {
			unmatched = append(unmatched, pending{kw, te})
		}
	}
	for _, p := range unmatched {
		want := formatKeyword(p.te.Term, p.kw.Values)
		found := false
		for i, it := range got {
			if used[i] || it.entry != p.te {
				continue
			}
			used[i], found = true, true
			r := tb.Keywords.Span(it.start, it.end)
			if len(it.valueSpans) > 0 {
				r = tb.Keywords.Span(it.valueSpans[0].start, it.valueSpans[len(it.valueSpans)-1].end)
			}
			c.add(diag.Errorf(CodeKeywordValue, r, "keyword %q does not match the card's %s", formatKeyword(it.name, it.values), keywordDSL(p.kw)).
				WithHint("write %q", want))
			break
		}
		if found {
			continue
		}
		r := tb.Range
		if tb.Keywords != nil {
			r = tb.Keywords.Range
		}
		c.add(noted(tb, "keyword line", diag.Errorf(CodeKeywordMissing, r, "%s text of %s lacks the card's keyword %s", tb.Lang, tb.Code, keywordDSL(p.kw)).
			WithHint("add %q to the keywords line", want+".")))
	}
	for i, it := range got {
		if used[i] {
			continue
		}
		r := tb.Keywords.Span(it.start, it.end)
		switch {
		case it.entry != nil:
			c.add(diag.Errorf(CodeKeywordExtra, r, "keyword %q is not on card %s", it.name, tb.Code).
				WithHint("remove it, or add %s to the card", strings.TrimPrefix(it.entry.ID, "keyword:")))
		default:
			var names []string
			for _, e := range c.in.Target.Entries {
				if e.Kind == KindKeyword {
					names = append(names, e.Term)
				}
			}
			// Keyword lines also hold attachment restrictions ("Nur
			// [stark]-Charaktere."): an unknown item is reported only when
			// it has a value or looks like a misspelled keyword.
			s := diag.Suggest(it.name, names)
			if len(names) == 0 || (len(it.values) == 0 && s == "") {
				continue // no glossary keywords to compare with, or not a keyword
			}
			d := diag.Warningf(CodeKeywordExtra, r, "%q is not a keyword of the %s glossary", it.name, c.in.TargetLang)
			if len(it.values) > 0 {
				d.Severity = diag.Error
			}
			if s != "" {
				d.WithHint("did you mean %q?", s)
			}
			c.add(d)
		}
	}
}

func keywordDSL(kw KeywordUse) string {
	if len(kw.Values) == 0 {
		return kw.Name
	}
	vs := make([]string, len(kw.Values))
	for i, v := range kw.Values {
		vs[i] = strconv.Itoa(v)
	}
	return kw.Name + "(" + strings.Join(vs, ", ") + ")"
}

// emSpans are the rune spans of a text's <em>…</em> parts.
func emSpans(sc *scanned) []span {
	var out []span
	rs := sc.runes
	for i := 0; i+4 <= len(rs); i++ {
		if string(rs[i:i+4]) != "<em>" {
			continue
		}
		for j := i + 4; j+5 <= len(rs); j++ {
			if string(rs[j:j+5]) == "</em>" {
				out = append(out, span{string(rs[i+4 : j]), i + 4, j})
				i = j
				break
			}
		}
	}
	return out
}
