// Package translate is the translators' side of a card library: its text
// blocks as dsl/check read them (with the range of every string), the
// translation checks over them, export to PO files and import from them by
// editing the .card files at those ranges.
package translate

import (
	"bytes"
	"fmt"
	"maps"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"github.com/thronescript/thronescript/cards"
	"github.com/thronescript/thronescript/dsl/check"
	"github.com/thronescript/thronescript/dsl/diag"
	"github.com/thronescript/thronescript/dsl/syntax"
	"github.com/thronescript/thronescript/dsl/vocab"
	"github.com/thronescript/thronescript/i18n"
)

// Corpus is what the i18n commands work on: the checked card files, the
// text blocks of the checked model (with the exact range of every string
// literal), and which files the user named.
type Corpus struct {
	Sources diag.Sources
	checked *check.Model
	cards   []*i18n.CardFacts
	cardAt  map[string]diag.Range // card code → the card's header (`card CODE "Title"`)
	texts   []*i18n.TextBlock
	blocks  map[*i18n.TextBlock]*check.Text // the checked block of each text block, for edits
	// scope holds the files the user named; nil means every file.
	scope map[string]bool
	// syntaxDiags are the syntax errors of the files in scope.
	syntaxDiags diag.Diagnostics
	voc         vocab.Table // what the cards were checked against
	// Glossaries are glossary files of a workspace ("<lang>.glossary" →
	// source), read before the embedded ones: a language begun in a
	// workspace is checked against its own glossary, no rebuild.
	Glossaries map[string][]byte
	// NewFilesDir is the folder where an import writes the new text files
	// of built-in cards that the files in scope do not declare (a
	// workspace of translations); "" writes them beside the card in cards/.
	NewFilesDir string
	dicts       map[string]*i18n.Dictionary // by language, read on first use
}

// inScope reports whether a file is one the user asked about.
func (l *Corpus) inScope(file string) bool { return l.scope == nil || l.scope[file] }

// Load merges the built-in library's sources and the user's: without mine
// every built-in file is in scope; with mine only those files are (the
// built-in library is loaded for context: card facts, titles). A file of
// mine that is a copy of a built-in file (same content, or the same path
// below cards/) replaces it. voc is the phrase vocabulary cards are checked
// against.
func Load(builtin, mine []syntax.Source, voc vocab.Table) *Corpus {
	if len(mine) == 0 {
		return New(builtin, nil, voc)
	}
	scope := map[string]bool{}
	var srcs []syntax.Source
	for _, b := range builtin {
		if !replacedBy(b, mine) {
			srcs = append(srcs, b)
		}
	}
	for _, m := range mine {
		scope[m.Name] = true
		srcs = append(srcs, m)
	}
	return New(srcs, scope, voc)
}

// New parses and checks srcs against the vocabulary voc; scope names the
// files reported on (nil: all).
func New(srcs []syntax.Source, scope map[string]bool, voc vocab.Table) *Corpus {
	lib := &Corpus{Sources: diag.Sources{}, cardAt: map[string]diag.Range{}, blocks: map[*i18n.TextBlock]*check.Text{}, scope: scope, voc: voc}
	for _, s := range srcs {
		lib.Sources[s.Name] = s.Src
	}
	files, ds := syntax.ParseFiles(srcs, syntax.Workers(2))
	for _, d := range ds {
		if lib.inScope(d.Subject.Start.Filename) {
			lib.syntaxDiags = append(lib.syntaxDiags, d)
		}
	}
	checked, _ := check.Check(files, check.Config{Vocab: voc})
	if checked == nil {
		checked = &check.Model{}
	}
	lib.checked = checked
	for _, c := range checked.Cards {
		if _, dup := lib.cardAt[c.Code]; !dup {
			lib.cardAt[c.Code] = c.Header
		}
	}
	for _, t := range checked.TextBlocks {
		tb := textBlock(lib.Sources[t.File], t)
		lib.texts = append(lib.texts, tb)
		lib.blocks[tb] = t
	}
	lib.texts = withoutReplaced(lib.texts)
	lib.cards = cardFacts(checked, lib.cardAt)
	return lib
}

// withoutReplaced drops the built-in text blocks that a workspace's block
// stands in for (same language and card), as the library shows the
// workspace's: export, check, status and import read that one.
func withoutReplaced(texts []*i18n.TextBlock) []*i18n.TextBlock {
	mine := map[string]bool{}
	for _, tb := range texts {
		if !builtinBlock(tb) {
			mine[tb.Lang+"|"+tb.Code] = true
		}
	}
	if len(mine) == 0 {
		return texts
	}
	out := texts[:0]
	for _, tb := range texts {
		if !builtinBlock(tb) || !mine[tb.Lang+"|"+tb.Code] {
			out = append(out, tb)
		}
	}
	return out
}

// replacedBy reports whether a built-in file is replaced by a named file.
func replacedBy(b syntax.Source, mine []syntax.Source) bool {
	for _, m := range mine {
		p := filepath.ToSlash(filepath.Clean(m.Name))
		if p == b.Name || strings.HasSuffix(p, "/"+b.Name) || bytes.Equal(m.Src, b.Src) {
			return true
		}
	}
	return false
}

// textBlock makes an i18n.TextBlock of a checked text block, keeping each
// string literal as written and its range.
func textBlock(src []byte, t *check.Text) *i18n.TextBlock {
	tb := &i18n.TextBlock{Lang: t.Lang, Code: t.Code, Range: t.Header, PluralTitle: t.PluralTitle, Untranslated: t.Untranslated}
	for _, ts := range t.Stmts {
		if !ts.ValueRange.Start.IsValid() {
			continue // not a well-formed field (reported by dsl/check)
		}
		f := field(src, ts.Value, ts.ValueRange)
		switch ts.Word {
		case "note":
			tb.Notes = append(tb.Notes, *f)
		case "ability":
			tb.Abilities = append(tb.Abilities, i18n.AbilityText{ID: ts.ID, IDRange: ts.IDRange, Text: *f})
		default:
			_ = tb.SetField(ts.Word, f) // title, traits, keywords, flavor (other words are dsl/check's findings)
		}
	}
	return tb
}

// field makes an i18n.Field of a string: decoded text, the literal as
// written, and its range.
func field(src []byte, value string, r diag.Range) *i18n.Field {
	f := &i18n.Field{Value: value, Range: r}
	if a, b := r.Start.Offset, r.End.Offset; a >= 0 && a < b && b <= len(src) {
		f.Raw = string(src[a:b])
	}
	return f
}

// cardFacts turns the checked cards into what the translation checks need.
func cardFacts(lib *check.Model, at map[string]diag.Range) []*i18n.CardFacts {
	var out []*i18n.CardFacts
	seen := map[string]bool{}
	for _, c := range lib.Cards {
		if seen[c.Code] {
			continue
		}
		seen[c.Code] = true
		cf := &i18n.CardFacts{
			Code: c.Code, Title: c.Title, Type: c.Type, Faction: c.Faction,
			Unique: c.Unique, Loyal: c.Loyal, Traits: c.Traits, Range: c.Range,
		}
		if r, ok := at[c.Code]; ok {
			cf.Range = r
		}
		switch c.Cost.Kind {
		case check.CostNumber:
			cf.Cost = strconv.Itoa(c.Cost.N)
		case check.CostX:
			cf.Cost = "X"
		}
		if c.Strength != nil {
			cf.Strength = strconv.Itoa(*c.Strength)
		}
		for _, k := range c.Keywords {
			cf.Keywords = append(cf.Keywords, i18n.KeywordUse{Name: k.Name, Values: k.Values})
		}
		for _, a := range c.Abilities {
			cf.Abilities = append(cf.Abilities, i18n.AbilityFact{ID: a.ID, Kind: a.Kind, Phase: a.Phase})
		}
		out = append(out, cf)
	}
	return out
}

// input builds the check input for translating from into to, with the
// embedded glossaries. Glossary problems are returned as diagnostics.
func (l *Corpus) input(from, to string) (*i18n.Input, diag.Diagnostics) {
	var ds diag.Diagnostics
	src, more := l.glossary(from)
	ds = append(ds, more...)
	tgt, more := l.glossary(to)
	if !l.HasGlossary(to) {
		more = nil // a language begun without a glossary: no terms to check yet
	}
	ds = append(ds, more...)
	in := &i18n.Input{Cards: l.cards, Texts: l.texts, SourceLang: from, TargetLang: to, Source: src, Target: tgt, Partial: tgt != nil && tgt.Partial()}
	in.Words = l.dictionary(to)
	return in, ds
}

// CheckLang validates a --lang value against the embedded glossaries.
func CheckLang(lang string) error {
	for _, l := range cards.GlossaryLanguages() {
		if l == lang {
			return nil
		}
	}
	return &LangError{Lang: lang, Known: cards.GlossaryLanguages()}
}

// HasGlossary reports whether lang has a glossary: the workspace's or an
// embedded one.
func (l *Corpus) HasGlossary(lang string) bool {
	if _, ok := l.Glossaries[lang+".glossary"]; ok {
		return true
	}
	return CheckLang(lang) == nil
}

// Languages lists every language the library knows: those with a
// glossary (embedded or the workspace's) and those with text blocks.
func (l *Corpus) KnownLanguages() []string {
	seen := map[string]bool{}
	for _, g := range cards.GlossaryLanguages() {
		seen[g] = true
	}
	for name := range l.Glossaries {
		seen[strings.TrimSuffix(name, ".glossary")] = true
	}
	for _, t := range l.Languages() {
		seen[t] = true
	}
	return slices.Sorted(maps.Keys(seen))
}

// LangError is a language without a glossary.
type LangError struct {
	Lang  string
	Known []string // the languages with a glossary
}

func (e *LangError) Error() string { return fmt.Sprintf("unknown language %q", e.Lang) }

// Check runs the translation checks and returns the findings about the
// files in scope, with the syntax errors of those files and any glossary
// problem.
func (l *Corpus) Check(from, to string) diag.Diagnostics {
	in, ds := l.input(from, to)
	ds = append(ds, l.syntaxDiags...)
	for _, d := range i18n.Check(in) {
		if l.inScope(d.Subject.Start.Filename) {
			ds = append(ds, d)
		}
	}
	ds.Sort()
	return ds
}

// FileCount is the number of files in scope.
func (l *Corpus) FileCount() int {
	if l.scope != nil {
		return len(l.scope)
	}
	return len(l.Sources)
}

// glossary loads the glossary of a language: the workspace's, else the
// embedded one.
func (l *Corpus) glossary(lang string) (*i18n.Glossary, diag.Diagnostics) {
	if src, ok := l.Glossaries[lang+".glossary"]; ok {
		return i18n.ParseGlossary(lang+".glossary", src)
	}
	return glossary(lang)
}

// glossary loads the embedded glossary of a language.
func glossary(lang string) (*i18n.Glossary, diag.Diagnostics) {
	return i18n.LoadGlossary(cards.GlossaryFS(), "cards/i18n", lang)
}

// GlossarySkeleton is the glossary a new language starts from: every term
// of the from language's glossary, to fill in (see i18n.Skeleton).
func GlossarySkeleton(from, lang string) []byte {
	src, _ := glossary(from)
	return i18n.Skeleton(src, lang)
}

// GlossaryTable writes the glossaries of from and to as one table for
// translation tools: format "csv" or "tbx".
func GlossaryTable(from, to, format string) ([]byte, error) {
	src, ds := glossary(from)
	if ds.HasErrors() {
		return nil, fmt.Errorf("the %s glossary: %v", from, ds.Error())
	}
	tgt, ds := glossary(to)
	if ds.HasErrors() {
		return nil, fmt.Errorf("the %s glossary: %v", to, ds.Error())
	}
	switch format {
	case "csv":
		return i18n.GlossaryCSV(src, tgt)
	case "tbx":
		return i18n.GlossaryTBX(src, tgt)
	}
	return nil, fmt.Errorf("unknown glossary format %q (csv or tbx)", format)
}

// dictionary is the spelling list and number table of a language: the
// workspace's (<lang>.words.gz, <lang>.numbers beside its glossary), else
// the embedded ones; nil when it has none. Read once per library.
func (l *Corpus) dictionary(lang string) *i18n.Dictionary {
	if d, ok := l.dicts[lang]; ok {
		return d
	}
	words, numbers := cards.Dictionary(lang)
	if w, ok := l.Glossaries[lang+".words.gz"]; ok {
		words = w
	}
	if n, ok := l.Glossaries[lang+".numbers"]; ok {
		numbers = n
	}
	var d *i18n.Dictionary
	if words != nil || numbers != nil {
		d, _ = i18n.LoadDictionary(words, numbers)
	}
	if l.dicts == nil {
		l.dicts = map[string]*i18n.Dictionary{}
	}
	l.dicts[lang] = d
	return d
}
