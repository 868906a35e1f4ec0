package i18n

import (
	"bufio"
	"bytes"
	"io/fs"
	"path"
	"sort"
	"strings"
	"unicode/utf8"

	"github.com/thronescript/thronescript/dsl/diag"
)

// Kinds of glossary entries; an entry id is "<kind>:<key>".
const (
	KindKeyword      = "keyword"       // keyword names: Shadow / Schatten
	KindRulesTerm    = "rules-term"    // rules vocabulary: kneel / beugen
	KindCardType     = "cardtype"      // character, location, …
	KindFaction      = "faction"       // house names
	KindChallenge    = "challenge"     // military, intrigue, power
	KindIcon         = "icon"          // glyph tokens such as [military]
	KindTrait        = "trait"         // traits: Lord, Knight / Ritter
	KindAbilityLabel = "ability-label" // Reaction: / Reaktion:
	// KindLanguage says things about the language itself: the entry
	// language:status | partial declares a language being translated
	// (cards without its text are progress, not errors).
	KindLanguage = "language"
)

var kinds = []string{KindKeyword, KindRulesTerm, KindCardType, KindFaction, KindChallenge, KindIcon, KindTrait, KindAbilityLabel, KindLanguage}

// Entry is one glossary line: a term of one language, keyed by an id that
// is shared with its translations in the other languages' glossaries.
type Entry struct {
	ID        string   // "<kind>:<key>", e.g. "keyword:shadow"
	Kind      string   // one of the Kind constants
	Key       string   // the id without its kind
	Term      string   // canonical form, as printed on cards
	Variants  []string // other accepted forms (patterns, see the glossary header)
	Forbidden []string // forms a text must not use for this term
	NoCheck   bool     // excluded from the term-usage heuristic
	Source    string   // where the term comes from
	Note      string   // why a choice was made
	Pos       diag.Pos // the line of the entry

	accept []pattern // Term and Variants
	forbid []pattern
}

// Glossary is the parsed glossary of one language.
type Glossary struct {
	Lang    string
	File    string
	Entries []*Entry
	byID    map[string]*Entry
}

// ParseGlossary reads a glossary file (see cards/i18n for the format). The
// language is the file's base name without ".glossary". Malformed lines are
// reported and skipped.
func ParseGlossary(filename string, src []byte) (*Glossary, diag.Diagnostics) {
	g := &Glossary{
		Lang: strings.TrimSuffix(path.Base(filename), ".glossary"),
		File: filename,
		byID: map[string]*Entry{},
	}
	var ds diag.Diagnostics
	sc := bufio.NewScanner(bytes.NewReader(src))
	sc.Buffer(make([]byte, 0, 64*1024), len(src)+1)
	line, offset := 0, 0
	for sc.Scan() {
		line++
		text := sc.Text()
		start := diag.Pos{Filename: filename, Offset: offset, Line: line, Column: 1}
		lineRange := diag.Range{Start: start, End: diag.Pos{Filename: filename, Offset: offset + len(text), Line: line, Column: utf8.RuneCountInString(text) + 1}}
		offset += len(sc.Bytes()) + 1
		trimmed := strings.TrimSpace(text)
		if trimmed == "" || strings.HasPrefix(trimmed, "#") {
			continue
		}
		cols := strings.Split(text, "|")
		for i := range cols {
			cols[i] = strings.TrimSpace(cols[i])
		}
		if len(cols) < 2 || len(cols) > 7 {
			ds = append(ds, diag.Errorf(CodeGlossarySyntax, lineRange, "glossary line has %d columns, want 2 to 7", len(cols)).
				WithHint("write id | term | variants | forbidden | flags | source | note"))
			continue
		}
		for len(cols) < 7 {
			cols = append(cols, "")
		}
		kind, key, ok := strings.Cut(cols[0], ":")
		if !ok || key == "" || cols[1] == "" {
			ds = append(ds, diag.Errorf(CodeGlossarySyntax, lineRange, "glossary entry needs an id of the form kind:key and a term").
				WithHint("for example: keyword:shadow | Schatten"))
			continue
		}
		if !knownKind(kind) {
			d := diag.Errorf(CodeGlossaryKind, lineRange, "unknown glossary kind %q", kind)
			if s := diag.Suggest(kind, kinds); s != "" {
				d.WithHint("did you mean %q?", s)
			}
			ds = append(ds, d)
			continue
		}
		e := &Entry{
			ID: cols[0], Kind: kind, Key: key, Term: cols[1],
			Variants: splitList(cols[2]), Forbidden: splitList(cols[3]),
			Source: cols[5], Note: cols[6], Pos: start,
		}
		for _, flag := range strings.Fields(cols[4]) {
			switch flag {
			case "nocheck":
				e.NoCheck = true
			default:
				ds = append(ds, diag.Errorf(CodeGlossarySyntax, lineRange, "unknown glossary flag %q", flag).WithHint("the only flag is nocheck"))
			}
		}
		if prev, dup := g.byID[e.ID]; dup {
			ds = append(ds, diag.Errorf(CodeGlossaryDuplicate, lineRange, "glossary id %q is already defined on line %d", e.ID, prev.Pos.Line))
			continue
		}
		e.accept = append(e.accept, compilePattern(e.Term))
		for _, v := range e.Variants {
			e.accept = append(e.accept, compilePattern(v))
		}
		for _, f := range e.Forbidden {
			e.forbid = append(e.forbid, compilePattern(f))
		}
		g.Entries = append(g.Entries, e)
		g.byID[e.ID] = e
	}
	return g, ds
}

// LoadGlossary reads "<lang>.glossary" from fsys (for the library:
// cards.GlossaryFS()); dir prefixes the file name in positions, e.g.
// "cards/i18n" gives "cards/i18n/de.glossary:12:1".
func LoadGlossary(fsys fs.FS, dir, lang string) (*Glossary, diag.Diagnostics) {
	file := lang + ".glossary"
	src, err := fs.ReadFile(fsys, file)
	name := path.Join(dir, file)
	if err != nil {
		return &Glossary{Lang: lang, File: name, byID: map[string]*Entry{}},
			diag.Diagnostics{diag.Errorf(CodeGlossarySyntax, diag.Range{Start: diag.Pos{Filename: name}}, "cannot read the %s glossary: %v", lang, err)}
	}
	return ParseGlossary(name, src)
}

func knownKind(k string) bool {
	for _, x := range kinds {
		if x == k {
			return true
		}
	}
	return false
}

func splitList(s string) []string {
	var out []string
	for _, part := range strings.Split(s, ",") {
		if part = strings.TrimSpace(part); part != "" {
			out = append(out, part)
		}
	}
	return out
}

// Entry returns the entry with the given id, or nil.
func (g *Glossary) Entry(id string) *Entry {
	if g == nil {
		return nil
	}
	return g.byID[id]
}

// Count returns the number of entries of each kind.
func (g *Glossary) Count() map[string]int {
	m := map[string]int{}
	for _, e := range g.Entries {
		m[e.Kind]++
	}
	return m
}

// ByTerm returns the entry of the given kind whose term or a variant is
// exactly s (ignoring case and surrounding markup), or nil.
func (g *Glossary) ByTerm(kind, s string) *Entry {
	if g == nil {
		return nil
	}
	toks := scan(s).tokens
	if len(toks) == 0 {
		return nil
	}
	for _, e := range g.Entries {
		if e.Kind != kind {
			continue
		}
		for _, p := range e.accept {
			if n, ok := p.matchAt(toks, 0); ok && n == len(toks) {
				return e
			}
		}
	}
	return nil
}

// Partial reports whether the glossary declares its language partial
// (language:status | partial): a language being translated, whose cards
// without a text are progress, not errors.
func (g *Glossary) Partial() bool {
	e := g.byID[KindLanguage+":status"]
	return e != nil && strings.EqualFold(e.Term, "partial")
}

// Compare reports ids that one glossary has and the other lacks, as
// warnings at the entry's line.
func Compare(a, b *Glossary) diag.Diagnostics {
	var ds diag.Diagnostics
	one := func(x, y *Glossary) {
		for _, e := range x.Entries {
			if y.byID[e.ID] == nil && e.Kind != KindLanguage {
				r := diag.Range{Start: e.Pos, End: e.Pos}
				r.End.Column += utf8.RuneCountInString(e.ID)
				r.End.Offset += len(e.ID)
				ds = append(ds, diag.Warningf(CodeGlossaryMissing, r, "%s glossary has %q but the %s glossary does not", x.Lang, e.ID, y.Lang).
					WithHint("add a line for %s to %s", e.ID, y.File))
			}
		}
	}
	one(a, b)
	one(b, a)
	ds.Sort()
	return ds
}

// pattern is a compiled term: a sequence of word matchers.
type pattern []patWord

type patWord struct {
	text   string // lower case
	prefix bool   // "kneel*"
	suffix bool   // "*marker"
	any    bool   // "*"
	gap    bool   // "..." or "…": up to maxGap words of the same sentence
}

// maxGap is how many words "..." may stand for. German puts the particle
// of a separable verb at the end of its clause, many words after the verb
// ("lege bis zu 3 zufällige Karten von der Hand des verlierenden Gegners
// ab"), so the gap is long, but it never crosses the end of a sentence.
const maxGap = 20

func compilePattern(s string) pattern {
	var p pattern
	for _, w := range strings.Fields(s) {
		if w == "..." || w == "…" {
			p = append(p, patWord{gap: true})
			continue
		}
		if w == "*" {
			p = append(p, patWord{any: true})
			continue
		}
		pw := patWord{}
		if strings.HasSuffix(w, "*") {
			pw.prefix = true
			w = strings.TrimSuffix(w, "*")
		} else if strings.HasPrefix(w, "*") {
			pw.suffix = true
			w = strings.TrimPrefix(w, "*")
		}
		// A pattern word may hold punctuation ("Aktion:", "opponent's"):
		// match it the way texts are tokenized.
		for i, t := range scan(w).tokens {
			q := patWord{text: t.fold}
			if i == 0 {
				q.suffix = pw.suffix
			}
			q.prefix = pw.prefix
			p = append(p, q)
		}
	}
	return p
}

func (w patWord) match(t token) bool {
	switch {
	case w.any:
		return true
	case w.prefix && w.suffix:
		return strings.Contains(t.fold, w.text)
	case w.prefix:
		return strings.HasPrefix(t.fold, w.text)
	case w.suffix:
		return strings.HasSuffix(t.fold, w.text)
	}
	return t.fold == w.text
}

// matchAt reports whether p matches toks starting at i and how many tokens
// the match covers (the shortest match).
func (p pattern) matchAt(toks []token, i int) (int, bool) {
	end, ok := p.match(toks, i, 0)
	if !ok {
		return 0, false
	}
	return end - i, true
}

func (p pattern) match(toks []token, i, k int) (int, bool) {
	if k == len(p) {
		return i, true
	}
	w := p[k]
	if w.gap {
		for skip := 0; skip <= maxGap && i+skip <= len(toks); skip++ {
			// skipping toks[i:i+skip]: neither the word before the gap
			// nor a skipped word may end a sentence
			if skip == 1 && k > 0 && i > 0 && toks[i-1].stop || skip > 0 && toks[i+skip-1].stop {
				return 0, false
			}
			if end, ok := p.match(toks, i+skip, k+1); ok {
				return end, true
			}
		}
		return 0, false
	}
	if i >= len(toks) || !w.match(toks[i]) {
		return 0, false
	}
	return p.match(toks, i+1, k+1)
}

// match is one occurrence of a glossary entry in a text.
type match struct {
	entry      *Entry
	start, end int // token indexes [start, end)
}

// findAll returns the non-overlapping occurrences of the given entries'
// accepted forms in toks, preferring longer matches (so "discard pile"
// wins over "discard").
func findAll(entries []*Entry, toks []token) []match {
	var all []match
	for _, e := range entries {
		for _, p := range e.accept {
			if len(p) == 0 {
				continue
			}
			for i := range toks {
				if n, ok := p.matchAt(toks, i); ok {
					all = append(all, match{e, i, i + n})
				}
			}
		}
	}
	sort.SliceStable(all, func(a, b int) bool {
		la, lb := all[a].end-all[a].start, all[b].end-all[b].start
		if la != lb {
			return la > lb
		}
		return all[a].start < all[b].start
	})
	taken := make([]bool, len(toks))
	var out []match
next:
	for _, m := range all {
		for i := m.start; i < m.end; i++ {
			if taken[i] {
				continue next
			}
		}
		for i := m.start; i < m.end; i++ {
			taken[i] = true
		}
		out = append(out, m)
	}
	sort.Slice(out, func(a, b int) bool { return out[a].start < out[b].start })
	return out
}

// accepts reports whether any accepted form of e occurs in toks.
func (e *Entry) accepts(toks []token) bool {
	for _, p := range e.accept {
		for i := range toks {
			if _, ok := p.matchAt(toks, i); ok && len(p) > 0 {
				return true
			}
		}
	}
	return false
}
