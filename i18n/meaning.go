package i18n

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"fmt"
	"io"
	"sort"
	"strings"
	"unicode"

	"github.com/thronescript/thronescript/dsl/diag"
)

// The checks that read meaning: negation and and/or parity with the
// source text, sentences the translation drops, nouns that do not agree
// with their numbers, and words no dictionary knows.

// Dictionary is a language's spelling list (words folded to lower case)
// and its number table (the nouns texts count, singular ↔ plural).
type Dictionary struct {
	words    []string          // sorted, folded
	nouns    map[string]bool   // folded words the list has only capitalized ("karte")
	plural   map[string]string // singular → plural
	singular map[string]string // plural → singular
}

// LoadDictionary reads a spelling list (gzip of one word a line, as
// i18n/internal/genwords writes cards/i18n/<lang>.words.gz) and a number
// table ("singular plural" lines; # comments). Either may be nil.
func LoadDictionary(wordsGz, numbers []byte) (*Dictionary, error) {
	d := &Dictionary{plural: map[string]string{}, singular: map[string]string{}, nouns: map[string]bool{}}
	if wordsGz != nil {
		zr, err := gzip.NewReader(bytes.NewReader(wordsGz))
		if err != nil {
			return nil, fmt.Errorf("spelling list: %v", err)
		}
		data, err := io.ReadAll(io.LimitReader(zr, 64<<20))
		if err != nil {
			return nil, fmt.Errorf("spelling list: %v", err)
		}
		d.nouns = map[string]bool{}
		for _, w := range strings.Fields(string(data)) {
			lw := strings.ToLower(w)
			if lw != w {
				d.nouns[lw] = true
			}
			d.words = append(d.words, lw)
		}
		sort.Strings(d.words)
	}
	sc := bufio.NewScanner(bytes.NewReader(numbers))
	for sc.Scan() {
		l := strings.TrimSpace(sc.Text())
		if l == "" || strings.HasPrefix(l, "#") {
			continue
		}
		if s, p, ok := strings.Cut(l, " "); ok {
			d.plural[s], d.singular[strings.TrimSpace(p)] = strings.TrimSpace(p), s
		}
	}
	return d, nil
}

// Has reports whether the list holds a word (folded).
func (d *Dictionary) Has(w string) bool {
	i := sort.SearchStrings(d.words, w)
	return i < len(d.words) && d.words[i] == w
}

// Known reports whether a word is spelled right: in the list, or a
// compound of words in it (German writes "Herausforderungsphase"), with
// the linking s, es, n or en.
func (d *Dictionary) Known(w string) bool {
	return d.Has(w) || d.compound(w, 3)
}

func (d *Dictionary) compound(w string, depth int) bool {
	if depth == 0 {
		return false
	}
	rs := []rune(w)
	for i := len(rs) - 4; i >= 4; i-- { // parts of four letters or more ("chi" + "ben" is no word)
		head, tail := string(rs[:i]), string(rs[i:])
		if !d.Has(tail) && !d.compound(tail, depth-1) {
			continue
		}
		if d.Has(head) {
			return true
		}
		for _, link := range []string{"s", "es", "n", "en"} {
			if h, ok := strings.CutSuffix(head, link); ok && len([]rune(h)) >= 4 && d.Has(h) {
				return true
			}
		}
	}
	return false
}

// prefixed reports whether a word is a known word after a prefix that
// German writes on its own ("unverteidigte", "zurückzumischen").
func (d *Dictionary) prefixed(w string) bool {
	for _, p := range []string{"un", "zu", "zurück", "ab", "an", "auf", "aus", "ein", "mit", "nach", "vor", "weg", "nicht"} {
		if rest, ok := strings.CutPrefix(w, p); ok && len([]rune(rest)) >= 4 && (d.Known(rest) || d.prefixed(rest)) {
			return true
		}
	}
	return false
}

// suggest returns a word of the list one or two edits from w ("" if none
// is near): a likely typo of it.
func (d *Dictionary) suggest(w string) string {
	rs := []rune(w)
	if len(rs) < 4 {
		return ""
	}
	best, bestDist := "", 3
	alphabet := []rune("abcdefghijklmnopqrstuvwxyzäöüß")
	try := func(c string, dist int) {
		if dist < bestDist && d.Has(c) {
			best, bestDist = c, dist
		}
	}
	// one edit: deletion, transposition, substitution, insertion
	for i := range rs {
		try(string(rs[:i])+string(rs[i+1:]), 1)
		if i+1 < len(rs) {
			t := append([]rune{}, rs...)
			t[i], t[i+1] = t[i+1], t[i]
			try(string(t), 1)
		}
		for _, a := range alphabet {
			t := append([]rune{}, rs...)
			t[i] = a
			try(string(t), 1)
		}
	}
	for i := 0; i <= len(rs); i++ {
		for _, a := range alphabet {
			try(string(rs[:i])+string(a)+string(rs[i:]), 1)
		}
	}
	return best
}

// meaningWords are, per language, the words of a negation and of "or",
// folded; a prefix ends in "*", a suffix starts with it. ("and" is no
// check of its own: translations add and drop it freely; a swapped "und"
// and "oder" shows as an "or" one text has and the other lacks.)
type meaningWords struct {
	negation, or []string
	// pairs are phrases where "or" is not a choice ("his or her").
	pairs []string
}

var meaning = map[string]meaningWords{
	"en": {negation: []string{"not", "no", "cannot", "never", "nor", "non", "without", "nothing", "none", "n't", "out-of-faction"},
		or:    []string{"or"},
		pairs: []string{"his or her", "he or she", "him or her", "himself or herself", "and/or"}},
	"de": {negation: []string{"nicht*", "kein*", "nie", "niemals", "niemand*", "weder", "ohne", "nichts", "*frei", "*los"},
		or:    []string{"oder"},
		pairs: []string{"und/oder"}},
}

// countWords counts the tokens of sc matching a word list ("nicht*"),
// except inside a card's title (mask: "Der Norden vergisst nicht", "Mann
// ohne Gesicht" deny nothing).
func countWords(sc *scanned, raw string, list []string, skip []string, mask []span) (n int, first *token) {
	text := strings.ToLower(raw)
	for _, p := range skip {
		n -= strings.Count(text, p) // "his or her" is not a choice
	}
	for i := range sc.tokens {
		t := &sc.tokens[i]
		if t.glyph || t.number || masked(mask, t.start) {
			continue
		}
		for _, w := range list {
			pre, star := strings.CutSuffix(w, "*")
			suf, lead := strings.CutPrefix(w, "*")
			ok := t.fold == w || star && strings.HasPrefix(t.fold, pre) || lead && strings.HasSuffix(t.fold, suf) && len(t.fold) > len(suf)+2
			if ok {
				n++
				if first == nil {
					first = t
				}
				break
			}
		}
	}
	for _, w := range list {
		if strings.ContainsAny(w, "'-") { // "n't", "out-of-faction": not one token
			n += strings.Count(text, w) + strings.Count(text, strings.ReplaceAll(w, "'", "’"))*boolInt(strings.Contains(w, "'"))
		}
	}
	if n < 0 {
		n = 0
	}
	return n, first
}

// onlyList reports whether both texts are restrictions to a list ("… only"
// / "Nur …").
func onlyList(src, tgt string) bool {
	return strings.Contains(strings.ToLower(plain(src)), " only") && strings.Contains(strings.ToLower(plain(tgt)), "nur ")
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

// parity reports a negation, "or" or "and" that one text has and the
// other lacks.
func (c *checker) parity(at, sa *AbilityText, ssc, tsc *scanned, smask, tmask []span) {
	sw, ok1 := meaning[c.in.SourceLang]
	tw, ok2 := meaning[c.in.TargetLang]
	if !ok1 || !ok2 {
		return
	}
	f := &at.Text
	negS, _ := countWords(ssc, sa.Text.Value, sw.negation, nil, smask)
	negT, _ := countWords(tsc, f.Value, tw.negation, nil, tmask)
	for _, k := range []struct {
		code, what string
		src, tgt   []string
		skipSrc    []string
		skipTgt    []string
	}{
		{CodeNegation, "a negation", sw.negation, tw.negation, nil, nil},
		{CodeConjunction, "\"" + sw.or[0] + "\"", sw.or, tw.or, sw.pairs, tw.pairs},
	} {
		ns, _ := countWords(ssc, sa.Text.Value, k.src, k.skipSrc, smask)
		nt, first := countWords(tsc, f.Value, k.tgt, k.skipTgt, tmask)
		if k.code == CodeConjunction && ns > 0 && nt == 0 && (negS > 0 && negT > 0 || onlyList(sa.Text.Value, f.Value)) {
			// a denied choice: "cannot marshal locations or attachments"
			// is "keine Orte und Verstärkungen", "weder … noch"; a
			// restriction: "Lord or Lady character only" is "Nur Lord-
			// und Lady-Charaktere"
			continue
		}
		switch {
		case ns > 0 && nt == 0:
			c.add(diag.Errorf(k.code, f.Range, "the %s text of ability %q has %s and the %s text none", c.in.SourceLang, at.ID, k.what, c.in.TargetLang).
				WithDetail("%s: %s", c.in.SourceLang, sa.Text.Value).WithHint("a translation keeps what the text denies, and the choices it offers"))
		case nt > 0 && ns == 0:
			c.add(diag.Errorf(k.code, f.Span(first.start, first.end), "%q in the %s text of ability %q has nothing like it in the %s text", first.text, c.in.TargetLang, at.ID, c.in.SourceLang).
				WithDetail("%s: %s", c.in.SourceLang, sa.Text.Value).WithHint("a translation keeps what the text denies, and the choices it offers"))
		}
	}
}

// sentences reports a translation with fewer sentences than its source (a
// sentence dropped; one source sentence may become two).
func (c *checker) sentences(at, sa *AbilityText) {
	ns, nt := sentenceCount(sa.Text.Value), sentenceCount(at.Text.Value)
	// A translation may join two sentences ("…, wobei X …"); one that
	// dropped a sentence is also short: less text than its source.
	ls, lt := len([]rune(plain(sa.Text.Value))), len([]rune(plain(at.Text.Value)))
	if nt < ns && 10*lt < 11*ls {
		f := &at.Text
		c.add(diag.Errorf(CodeSentences, f.Range, "the %s text of ability %q has %d %s, the %s text %d", c.in.TargetLang, at.ID, nt, plural(nt, "sentence", "sentences"), c.in.SourceLang, ns).
			WithDetail("%s: %s", c.in.SourceLang, sa.Text.Value).WithHint("translate every sentence"))
	}
}

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

// sentenceCount counts the sentences of a text: runs ending in . ! ? or a
// line break, outside markup, with some text in them.
func sentenceCount(s string) int {
	s = plain(s)
	n, words := 0, 0
	rs := []rune(s)
	for i, r := range rs {
		switch {
		case unicode.IsLetter(r) || unicode.IsDigit(r):
			if i == 0 || !(unicode.IsLetter(rs[i-1]) || unicode.IsDigit(rs[i-1])) {
				words++
			}
		case r == '.' || r == '!' || r == '?' || r == '\n':
			if words > 1 && (i+1 == len(rs) || unicode.IsSpace(rs[i+1]) || rs[i+1] == ')' || rs[i+1] == '"') {
				n++
				words = 0
			}
		}
	}
	if words > 1 {
		n++
	}
	return n
}

// agreement reports a noun that does not agree with the number before it
// ("3 Karte", "1 Karten"), for the nouns of the language's number table.
func (c *checker) agreement(f *Field, tsc *scanned) {
	d := c.in.Words
	if d == nil || len(d.plural) == 0 {
		return
	}
	toks := tsc.tokens
	for i := 0; i+1 < len(toks); i++ {
		if !toks[i].number || toks[i].stop {
			continue
		}
		n := toks[i].fold
		j := i + 1
		if partitive[toks[j].fold] || strings.TrimSpace(string(tsc.runes[toks[i].end:toks[j].start])) != "" {
			continue // "1 dieser Karten"; "(wähle 1): 2 Karten"
		}
		if j+1 < len(toks) && !upperWord(toks[j].text) && upperWord(toks[j+1].text) && !toks[j].stop {
			j++ // one adjective between: "3 zufällige Karten"
		}
		w := toks[j].fold
		switch {
		case n == "1" && d.singular[w] != "":
			c.add(diag.Errorf(CodeAgreement, f.Span(toks[i].start, toks[j].end), "%q: %s is plural after 1", string(tsc.runes[toks[i].start:toks[j].end]), toks[j].text).
				WithHint("write %s %s", n, matchCase(d.singular[w], toks[j].text)))
		case n != "1" && d.plural[w] != "":
			c.add(diag.Errorf(CodeAgreement, f.Span(toks[i].start, toks[j].end), "%q: %s is singular after %s", string(tsc.runes[toks[i].start:toks[j].end]), toks[j].text, n).
				WithHint("write %s %s", n, matchCase(d.plural[w], toks[j].text)))
		}
	}
}

// partitive are the words after a number that make it "one of" the plural
// noun after them ("1 dieser Karten").
var partitive = map[string]bool{"dieser": true, "jener": true, "der": true, "deiner": true, "seiner": true, "ihrer": true, "aller": true}

func upperWord(w string) bool {
	for _, r := range w {
		return unicode.IsUpper(r)
	}
	return false
}

// matchCase writes w with the first letter's case of like.
func matchCase(w, like string) string {
	if upperWord(like) {
		for i, r := range w {
			return string(unicode.ToUpper(r)) + w[i+len(string(r)):]
		}
	}
	return w
}

// spelling reports the words of a text that the language's dictionary,
// its glossary and the card titles do not know. A word a dictionary word
// is one edit from is a typo (an error, with the word as the hint);
// another unknown word (a name) is a warning.
func (c *checker) spelling(f *Field, tsc *scanned, mask []span) {
	d := c.in.Words
	if d == nil || len(d.words) == 0 {
		return
	}
	for _, t := range tsc.tokens {
		if t.glyph || t.number || masked(mask, t.start) || len([]rune(t.fold)) < 2 || !isLetters(t.fold) {
			continue
		}
		if d.nouns[t.fold] && !upperWord(t.text) && !t.hyphened && !d.prefixed(t.fold) {
			// a noun in lower case: what an extraction leaves of a split
			// word ("Strategie karte", "Heraus forderung")
			c.add(diag.Errorf(CodeSpelling, f.Span(t.start, t.end), "%q is a noun written in lower case", t.text).
				WithHint("a word split in two? write %q, or join it to the word before", matchCase(t.text, "X")))
			continue
		}
		if d.Known(t.fold) || c.glossaryWord(t.fold) || d.prefixed(t.fold) {
			continue
		}
		if stem, ok := strings.CutSuffix(t.fold, "s"); ok && upperWord(t.text) && c.glossaryWord(stem) {
			continue // a name's genitive: "Starks"
		}
		if s := d.suggest(t.fold); s != "" {
			c.add(diag.Errorf(CodeSpelling, f.Span(t.start, t.end), "%q is not a %s word", t.text, c.in.TargetLang).
				WithHint("did you mean %q?", matchCase(s, t.text)))
			continue
		}
		c.add(diag.Warningf(CodeSpelling, f.Span(t.start, t.end), "%q is in no %s dictionary", t.text, c.in.TargetLang).
			WithHint("correct it, or add it to the glossary if it is a term of the cards"))
	}
}

func isLetters(w string) bool {
	for _, r := range w {
		if !unicode.IsLetter(r) {
			return false
		}
	}
	return true
}

// glossaryWord reports whether a word (folded) is a word of a target
// glossary term or variant, or of a title of the target language.
func (c *checker) glossaryWord(w string) bool {
	if c.known == nil {
		c.known = map[string]bool{}
		if c.in.Target != nil {
			for _, e := range c.in.Target.Entries {
				for _, s := range append([]string{e.Term}, e.Variants...) {
					for _, x := range strings.FieldsFunc(strings.ToLower(s), func(r rune) bool { return !unicode.IsLetter(r) }) {
						c.known[x] = true
					}
				}
			}
		}
		for _, tb := range c.target {
			if tb.Title != nil {
				for _, x := range strings.FieldsFunc(strings.ToLower(tb.Title.Value), func(r rune) bool { return !unicode.IsLetter(r) }) {
					c.known[x] = true
				}
			}
		}
	}
	return c.known[w]
}

// plotValues are the glossary ids of the values a plot card prints that a
// text may raise or lower; an id's group holds its other forms.
var plotValues = [][]string{
	{"rules-term:initiative", "rules-term:initiative-value"},
	{"rules-term:reserve"},
	{"rules-term:claim"},
}

// values reports a plot value the translation names and the source does
// not ("Initiativewert -1" for "-1 Reserve."): a swapped value.
func (c *checker) values(at, sa *AbilityText, ssc, tsc *scanned) {
	if c.in.Source == nil || c.in.Target == nil {
		return
	}
	said := func(g *Glossary, ids []string, sc *scanned) *match {
		var es []*Entry
		for _, id := range ids {
			if e := g.Entry(id); e != nil {
				es = append(es, e)
			}
		}
		if ms := termsSaid(es, sc.tokens); len(ms) > 0 {
			return &ms[0]
		}
		return nil
	}
	for _, ids := range plotValues {
		if said(c.in.Source, ids, ssc) != nil {
			continue
		}
		if m := said(c.in.Target, ids, tsc); m != nil {
			f := &at.Text
			start, end := tsc.tokens[m.start].start, tsc.tokens[m.end-1].end
			c.add(diag.Errorf(CodeValue, f.Span(start, end), "%q in the %s text of ability %q is a value the %s text does not name", string(tsc.runes[start:end]), c.in.TargetLang, at.ID, c.in.SourceLang).
				WithDetail("%s: %s", c.in.SourceLang, sa.Text.Value).WithHint("name the value the %s text names (gold, initiative, claim, reserve)", c.in.SourceLang))
		}
	}
}
