package translate

import (
	"bytes"
	"fmt"
	"path"
	"sort"
	"strings"

	"github.com/thronescript/thronescript/dsl/diag"
	"github.com/thronescript/thronescript/dsl/syntax"
	"github.com/thronescript/thronescript/i18n"
	"github.com/thronescript/thronescript/i18n/po"
)

// poHeader is the header of a fresh export. The revision date is fixed so
// that an export is reproducible; translators' tools fill it in.
func poHeader(lang string) []po.HeaderField {
	return po.Header("Thronescript cards", lang, "2018-06-07 00:00+0000", "", lang+" <https://thronescript.invalid/i18n>")
}

// units lists the PO units of the cards in scope, translating from into to.
func (l *Library) units(from, to string) []po.Unit {
	in, _ := l.input(from, to)
	inScope := map[string]bool{}
	for _, c := range l.checked.Cards {
		if l.inScope(c.File) {
			inScope[c.Code] = true
		}
	}
	sourceBlock := map[string]*i18n.TextBlock{}
	for _, tb := range l.texts {
		if (tb.Lang == from || tb.Lang == to) && l.inScope(tb.Range.Start.Filename) {
			inScope[tb.Code] = true
		}
		if tb.Lang == from && sourceBlock[tb.Code] == nil {
			sourceBlock[tb.Code] = tb
		}
	}
	var out []po.Unit
	for _, t := range i18n.Translatables(in) {
		if !inScope[t.Code] {
			continue
		}
		u := po.Unit{Code: t.Code, Field: t.Field, Source: t.Source, Target: t.Target, Notes: t.Notes}
		if r, ok := l.cardAt[t.Code]; ok {
			u.Refs = append(u.Refs, ref(r.Start))
		}
		if sb := sourceBlock[t.Code]; sb != nil {
			if f := sb.Field(t.Field); f != nil && f.Range.Start.IsValid() {
				u.Refs = append(u.Refs, ref(f.Range.Start))
			}
		}
		out = append(out, u)
	}
	return out
}

// ref is a PO source reference "file:line".
func ref(p diag.Pos) string { return fmt.Sprintf("%s:%d", p.Filename, p.Line) }

// export makes the PO file of the cards in scope. With old (the file being
// updated), header, translator comments, flags and fuzzy drafts are kept
// from it (see `throne i18n export --help`).
func (l *Library) Export(from, to string, old *po.File) *po.File {
	units := l.units(from, to)
	if old == nil {
		return po.Export(poHeader(to), units)
	}
	byCtx := map[string]*po.Entry{}
	for _, e := range old.Entries {
		if e.Context != nil && !e.Obsolete {
			byCtx[*e.Context] = e
		}
	}
	used := map[*po.Entry]bool{}
	for i := range units {
		u := &units[i]
		e := byCtx[po.Context(u.Code, u.Field)]
		if e == nil {
			continue
		}
		used[e] = true
		u.Comments = e.Comments
		u.Flags = e.Flags
		u.Previous = e.PrevID
		u.PrevField = e.PrevContext
		if e.HasFlag("fuzzy") && e.Translation() != "" {
			u.Target = e.Translation()
		}
		if e.ID != u.Source && u.Target != "" {
			prev := e.ID
			u.Previous = &prev
			if !e.HasFlag("fuzzy") {
				u.Flags = append([]string{"fuzzy"}, e.Flags...)
			}
		}
	}
	header := poHeader(to)
	if h := old.Header(); h != nil {
		header = po.HeaderFields(h.Translation())
	}
	f := po.Export(header, units)
	if h := old.Header(); h != nil {
		// Keep the header entry as it was (comments, flags, field order).
		cp := *h
		f.Entries[0] = &cp
	}
	for _, e := range old.Entries {
		if e.Context != nil && !used[e] && (e.Obsolete || e.Translation() != "") {
			gone := *e
			gone.Obsolete = true
			f.Entries = append(f.Entries, &gone)
		}
	}
	return f
}

// ImportResult is what importing a PO file would change.
type ImportResult struct {
	Changes []Change
	Files   map[string][]byte // new contents of the changed files
	Stale   []*po.Entry
	Fuzzy   int // fuzzy entries skipped
	Diags   diag.Diagnostics
}

// Change is one translation written.
type Change struct {
	Code, Field string
	Where       string // "file:line" of the new text
}

// edit replaces src[start:end] with text.
type edit struct {
	start, end int
	order      int // field order, for insertions at the same place
	text       string
	change     int // index in ImportResult.Changes, whose place is set once applied
}

// fieldOrder is the position of a text statement kind in a block.
func fieldOrder(name string) int {
	switch {
	case name == "title":
		return 0
	case name == "traits":
		return 1
	case name == "keywords":
		return 2
	case strings.HasPrefix(name, "ability"):
		return 3
	case name == "flavor":
		return 4
	}
	return 5 // note
}

// Import computes the file changes that write the translations of f
// (language to, msgids in from) into the text blocks of the library.
func (l *Library) Import(f *po.File, from, to string, fuzzy bool) *ImportResult {
	res := &ImportResult{Files: map[string][]byte{}}
	target := map[string]*i18n.TextBlock{}
	source := map[string]*i18n.TextBlock{}
	for _, tb := range l.texts {
		if tb.Lang == to && target[tb.Code] == nil {
			target[tb.Code] = tb
		}
		if tb.Lang == from && source[tb.Code] == nil {
			source[tb.Code] = tb
		}
	}
	cards := map[string]string{} // code → file of the card declaration
	abilities := map[string]bool{}
	for _, c := range l.checked.Cards {
		if _, ok := cards[c.Code]; !ok {
			cards[c.Code] = c.File
		}
		for _, a := range c.Abilities {
			abilities[c.Code+"|ability:"+a.ID] = true
		}
	}
	known := func(code, field string) bool {
		if _, ok := cards[code]; !ok {
			return false
		}
		if sb := source[code]; sb != nil && sb.Field(field) != nil {
			return true
		}
		if abilities[po.Context(code, field)] {
			return true
		}
		tb := target[code]
		return tb != nil && tb.Field(field) != nil
	}
	imp := po.Import(f, known)
	res.Diags = imp.Diags
	res.Stale = imp.Stale
	edits := map[string][]edit{}
	newBlocks := map[string]*i18n.TextBlock{} // code → block to append
	var newOrder []string
	for _, u := range imp.Units {
		if u.Target == "" {
			continue
		}
		if hasFlag(u.Flags, "fuzzy") && !fuzzy {
			res.Fuzzy++
			continue
		}
		tb := target[u.Code]
		if tb == nil {
			nb := newBlocks[u.Code]
			if nb == nil {
				nb = &i18n.TextBlock{Lang: to, Code: u.Code}
				newBlocks[u.Code] = nb
				newOrder = append(newOrder, u.Code)
			}
			_ = nb.Set(u.Field, u.Target)
			continue
		}
		file := tb.Range.Start.Filename
		if cur := tb.Field(u.Field); cur != nil {
			if cur.Value == u.Target {
				continue
			}
			edits[file] = append(edits[file], edit{cur.Range.Start.Offset, cur.Range.End.Offset, 0, i18n.Quote(u.Target), len(res.Changes)})
			res.Changes = append(res.Changes, Change{u.Code, u.Field, ""})
			continue
		}
		at, text := l.insertion(tb, u.Field, u.Target)
		edits[file] = append(edits[file], edit{at, at, fieldOrder(u.Field), text, len(res.Changes)})
		res.Changes = append(res.Changes, Change{u.Code, u.Field, ""})
	}
	for file, es := range edits {
		out, starts := applyEdits(l.Sources[file], es)
		res.Files[file] = out
		for i, e := range es {
			line := 1 + bytes.Count(out[:starts[i]], []byte("\n"))
			if strings.HasSuffix(e.text, "\n") && e.start == e.end {
				line += strings.Count(strings.TrimRight(e.text, "\n"), "\n") // an added line: name it, not the one before
			}
			res.Changes[e.change].Where = fmt.Sprintf("%s:%d", file, line)
		}
	}
	for _, code := range newOrder {
		nb := newBlocks[code]
		// Keep the fields in block order, as export lists them.
		sorted := &i18n.TextBlock{Lang: nb.Lang, Code: nb.Code}
		for _, nf := range nb.Fields() {
			_ = sorted.Set(nf.Name, nf.Field.Value)
		}
		file := textFileFor(cards[code], to)
		cur, ok := res.Files[file]
		if !ok {
			cur = l.Sources[file]
		}
		var b strings.Builder
		b.Write(cur)
		if len(cur) > 0 && !strings.HasSuffix(string(cur), "\n") {
			b.WriteByte('\n')
		}
		if len(cur) > 0 {
			b.WriteByte('\n')
		}
		line := strings.Count(b.String(), "\n") + 1
		b.WriteString(sorted.Format())
		res.Files[file] = []byte(b.String())
		for i, nf := range sorted.Fields() {
			res.Changes = append(res.Changes, Change{code, nf.Name, fmt.Sprintf("%s:%d", file, line+1+i)})
		}
	}
	return res
}

func hasFlag(flags []string, flag string) bool {
	for _, f := range flags {
		if f == flag {
			return true
		}
	}
	return false
}

// textFileFor names the text file of a language beside a card file:
// cards/core/stark.card → cards/core/stark.de.card.
func textFileFor(cardFile, lang string) string {
	if cardFile == "" {
		return lang + ".card"
	}
	dir, base := path.Split(cardFile)
	base = strings.TrimSuffix(base, ".card")
	return dir + base + "." + lang + ".card"
}

// insertion returns where and what to insert to add a field to an existing
// text block: a new line after the last statement that comes before it in
// block order, indented like its neighbours.
func (l *Library) insertion(tb *i18n.TextBlock, name, value string) (int, string) {
	src := l.Sources[tb.Range.Start.Filename]
	s := l.stmts[tb]
	stmt := "  " + name + " " + i18n.Quote(value)
	if id, ok := strings.CutPrefix(name, "ability:"); ok {
		stmt = "  ability " + id + " " + i18n.Quote(value)
	}
	want := fieldOrder(name)
	var after, before *syntax.Stmt
	for _, b := range s.Block.Stmts {
		if fieldOrder(b.Word) <= want {
			after = b
		} else if before == nil {
			before = b
		}
	}
	bare := strings.TrimLeft(stmt, " ")
	open, closing := s.Block.Range.Start.Offset, s.Block.Range.End.Offset-1
	switch {
	case after != nil:
		indent := lineIndent(src, after.Range.Start.Offset)
		end := after.Range.End.Offset
		i := strings.IndexByte(string(src[end:]), '\n')
		if i < 0 || end+i > closing {
			// The block closes on this line (`text de 1 { title "…" }`):
			// add the statement on the same line.
			return end, "; " + bare
		}
		return end + i + 1, indent + bare + "\n"
	case before != nil:
		start := lineStart(src, before.Range.Start.Offset)
		if start <= open {
			// The statement shares its line with the opening brace.
			return before.Range.Start.Offset, bare + "; "
		}
		return start, lineIndent(src, before.Range.Start.Offset) + bare + "\n"
	default:
		// An empty block: put the statement on its own line before "}".
		end := s.Block.Range.End.Offset - 1
		if end < 0 || end >= len(src) || src[end] != '}' {
			end = s.Block.Range.End.Offset
		}
		start := lineStart(src, end)
		if strings.TrimSpace(string(src[start:end])) == "" {
			return start, stmt + "\n"
		}
		return end, "\n" + stmt + "\n"
	}
}

// lineStart returns the offset of the start of the line holding off.
func lineStart(src []byte, off int) int {
	for off > 0 && src[off-1] != '\n' {
		off--
	}
	return off
}

// lineIndent returns the leading blanks of the line holding off.
func lineIndent(src []byte, off int) string {
	start := lineStart(src, off)
	end := start
	for end < len(src) && (src[end] == ' ' || src[end] == '\t') {
		end++
	}
	return string(src[start:end])
}

// applyEdits applies non-overlapping edits to src. It sorts es and
// returns, for each, where its text starts in the result.
func applyEdits(src []byte, es []edit) ([]byte, []int) {
	sort.SliceStable(es, func(i, j int) bool {
		if es[i].start != es[j].start {
			return es[i].start < es[j].start
		}
		return es[i].order < es[j].order
	})
	var b strings.Builder
	starts := make([]int, len(es))
	at := 0
	for i, e := range es {
		if e.start < at {
			starts[i] = b.Len()
			continue // overlapping: cannot happen for distinct fields
		}
		b.Write(src[at:e.start])
		starts[i] = b.Len()
		b.WriteString(e.text)
		at = e.end
	}
	b.Write(src[at:])
	return []byte(b.String()), starts
}
