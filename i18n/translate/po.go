package translate

import (
	"bytes"
	"fmt"
	"path"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"time"

	"github.com/thronescript/thronescript/dsl/check"
	"github.com/thronescript/thronescript/dsl/diag"
	"github.com/thronescript/thronescript/dsl/syntax"
	"github.com/thronescript/thronescript/i18n"
	"github.com/thronescript/thronescript/i18n/po"
)

// ExportOptions tune an export.
type ExportOptions struct {
	// Now is the time of the export: the header's POT-Creation-Date (and
	// PO-Revision-Date of a fresh file). The CLI passes the clock (or
	// SOURCE_DATE_EPOCH), tests a fixed time.
	Now time.Time
	// Template: write a POT template (every msgstr empty, gettext's header
	// placeholders) instead of the translations of a language.
	Template bool
}

// project names the card texts in PO headers.
const project = "Thronescript cards"

// poHeader is the header of a fresh export.
func poHeader(lang string, opt ExportOptions) []po.HeaderField {
	if opt.Template {
		return po.TemplateHeader(project, po.Date(opt.Now))
	}
	return po.Header(project, lang, po.Date(opt.Now), po.Date(opt.Now), "", lang+" <https://thronescript.invalid/i18n>")
}

// units lists the PO units of the cards in scope, translating from into to.
func (l *Corpus) units(from, to string) []po.Unit {
	in, _ := l.input(from, to)
	inScope := map[string]bool{}
	for _, c := range l.checked.Cards {
		if l.inScope(c.File) {
			inScope[c.Code] = true
		}
	}
	sourceBlock := map[string]*i18n.TextBlock{}
	pluralTitle := map[string]bool{}
	for _, tb := range l.texts {
		if (tb.Lang == from || tb.Lang == to) && l.inScope(tb.Range.Start.Filename) {
			inScope[tb.Code] = true
		}
		if tb.Lang == from && sourceBlock[tb.Code] == nil {
			sourceBlock[tb.Code] = tb
		}
		if t := l.blocks[tb]; tb.Lang == to && t != nil && t.PluralTitle {
			pluralTitle[tb.Code] = true
		}
	}
	var out []po.Unit
	for _, t := range i18n.Translatables(in) {
		if !inScope[t.Code] {
			continue
		}
		u := po.Unit{Code: t.Code, Field: t.Field, Source: t.Source, Target: t.Target, Notes: t.Notes}
		if t.Field == "title" && pluralTitle[t.Code] {
			u.Comments = []string{pluralTitleComment}
		}
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

// pluralTitleComment is the translator comment of a title entry that
// says the translated title is grammatically plural (the text block's
// `plural-title`: the game log agrees with it, "Nächtliche Räuber greifen
// an"). Translators add or remove it in their PO editor; gettext's tools
// keep translator comments.
const pluralTitleComment = "plural-title"

// ref is a PO source reference "file:line".
// The file is named as a path relative to where the library was read
// ("./cards/core/stark.card" and the built-in "cards/core/stark.card" are
// one name), so an export of the built-in library and one of a checkout's
// cards/ folder have the same references.
func ref(p diag.Pos) string {
	return fmt.Sprintf("%s:%d", path.Clean(filepath.ToSlash(p.Filename)), p.Line)
}

// export makes the PO file of the cards in scope. With old (the file being
// updated), header, translator comments, flags and fuzzy drafts are kept
// from it (see `throne i18n export --help`).
func (l *Corpus) Export(from, to string, old *po.File, opt ExportOptions) *po.File {
	units := l.units(from, to)
	if opt.Template {
		for i := range units {
			units[i].Target = ""
		}
	}
	if old == nil {
		f := po.Export(poHeader(to, opt), units)
		if opt.Template {
			f.Entries[0].Flags = []string{"fuzzy"}
			f.Entries[0].Comments = []string{"Thronescript card texts: the template of every language.", "This file is distributed under the same license as Thronescript."}
		}
		return f
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
		plural := slices.Contains(u.Comments, pluralTitleComment)
		u.Comments = e.Comments
		if plural && !slices.Contains(u.Comments, pluralTitleComment) {
			u.Comments = append(slices.Clone(u.Comments), pluralTitleComment)
		}
		u.Flags = e.Flags
		u.Previous = e.PrevID
		u.PrevField = e.PrevContext
		// The file is the translator's: a translation in it is kept,
		// imported or not (msgmerge keeps it too); the library's fills
		// only an entry the file leaves empty.
		if e.Translation() != "" {
			u.Target = e.Translation()
		}
		if e.ID != u.Source && u.Target != "" {
			// The source text changed: fuzzy, with the text the
			// translation was made from as the previous msgid.
			prev := e.ID
			if e.HasFlag("fuzzy") && e.PrevID != nil {
				prev = *e.PrevID
			}
			u.Previous = &prev
			if u.PrevField == nil && e.Context != nil {
				ctx := *e.Context // msgmerge --previous writes both
				u.PrevField = &ctx
			}
			if !e.HasFlag("fuzzy") {
				u.Flags = append([]string{"fuzzy"}, e.Flags...)
			}
		}
	}
	header := poHeader(to, opt)
	if h := old.Header(); h != nil {
		header = po.HeaderFields(h.Translation())
	}
	f := po.Export(header, units)
	if h := old.Header(); h != nil {
		// Keep the header entry as it was (comments, flags, field order),
		// with the time of this export as its POT-Creation-Date, as
		// msgmerge does.
		cp := *h
		cp.Str = []string{setHeaderField(h.Translation(), "POT-Creation-Date", po.Date(opt.Now))}
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

// setHeaderField replaces the value of a header field that is present.
func setHeaderField(header, name, value string) string {
	lines := strings.SplitAfter(header, "\n")
	for i, l := range lines {
		if k, _, ok := strings.Cut(l, ":"); ok && strings.TrimSpace(k) == name {
			lines[i] = name + ": " + value
			if strings.HasSuffix(l, "\n") {
				lines[i] += "\n"
			}
		}
	}
	return strings.Join(lines, "")
}

// ImportResult is what importing a PO file would change.
type ImportResult struct {
	Changes []Change
	Files   map[string][]byte // new contents of the changed files
	Stale   []*po.Entry
	Fuzzy   int // fuzzy entries skipped
	// Outdated counts the entries translated from another source text than
	// the library's now (not written: fuzzy until the translator checks
	// them; the next export marks them so).
	Outdated int
	// Refused counts the entries whose text fails a translation check
	// (not written; CodeRefused errors name them).
	Refused int
	// NotesCleared counts the note lines removed from text blocks that the
	// import wrote to (a note records a gap the translation fills).
	NotesCleared int
	Diags        diag.Diagnostics
}

// Change is one translation written.
type Change struct {
	Code, Field string
	Where       string // "file:line" of the new text
	// file and span of the written text in the new file (for checks)
	file       string
	start, end int
	unit       *po.Unit
}

// edit replaces src[start:end] with text.
type edit struct {
	start, end int
	order      int // field order, for insertions at the same place
	text       string
	change     int // index in ImportResult.Changes, whose place is set once applied (-1: none)
}

// fieldOrder is the position of a text statement kind in a block.
func fieldOrder(name string) int {
	switch {
	case name == "title", name == "plural-title":
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
// Entries translated from another source text than the library's are not
// written (CodeOutdated warnings); the written texts are checked as
// `throne i18n check` checks them, and an entry whose text has an error
// there is not written (CodeRefused errors; the other entries are).
func (l *Corpus) Import(f *po.File, from, to string, fuzzy bool) *ImportResult {
	res := l.importUnits(f, from, to, fuzzy, nil)
	if len(res.Changes) == 0 {
		return res
	}
	refused := l.refusals(res, from, to)
	if len(refused) == 0 {
		return res
	}
	again := l.importUnits(f, from, to, fuzzy, refused)
	for _, ds := range refused {
		again.Diags = append(again.Diags, ds...)
	}
	again.Refused = len(refused)
	return again
}

// refusals checks the library as the import would leave it and returns,
// by msgctxt, the findings that refuse an entry: errors inside the text it
// writes, reported at the entry. Warnings there are passed on as warnings.
func (l *Corpus) refusals(res *ImportResult, from, to string) map[string]diag.Diagnostics {
	var srcs []syntax.Source
	for name, src := range l.Sources {
		if nb, ok := res.Files[name]; ok {
			src = nb
		}
		srcs = append(srcs, syntax.Source{Name: name, Src: src})
	}
	for name, nb := range res.Files {
		if _, ok := l.Sources[name]; !ok {
			srcs = append(srcs, syntax.Source{Name: name, Src: nb})
		}
	}
	sort.Slice(srcs, func(i, j int) bool { return srcs[i].Name < srcs[j].Name })
	after := New(srcs, nil, l.voc)
	in, _ := after.input(from, to)
	out := map[string]diag.Diagnostics{}
	for _, d := range i18n.Check(in) {
		if !refusable[d.Code] {
			continue // a finding about what is missing, not about a text written
		}
		at := d.Subject.Start
		for _, ch := range res.Changes {
			if ch.unit == nil || ch.file != at.Filename || at.Offset < ch.start || at.Offset >= ch.end {
				continue
			}
			ctx := po.Context(ch.Code, ch.Field)
			r := diag.Range{Start: ch.unit.Pos, End: ch.unit.Pos}
			r.End.Column++
			if d.Severity == diag.Error {
				out[ctx] = append(out[ctx], diag.Errorf(CodeRefused, r, "msgctxt %s not imported: %s", po.Quote(ctx), d.Summary).
					WithHint("%s", hintOr(d.Hint, "correct the translation and import the file again")))
			} else {
				res.Diags = append(res.Diags, diag.Warningf(d.Code, r, "msgctxt %s: %s", po.Quote(ctx), d.Summary).WithHint("%s", d.Hint))
			}
		}
	}
	return out
}

// refusable are the checks of a text's content: an error among them
// refuses the entry that wrote the text, a warning is passed on.
var refusable = map[string]bool{
	i18n.CodeKeywordValue: true, i18n.CodeKeywordMissing: true, i18n.CodeKeywordExtra: true, i18n.CodeNumber: true,
	i18n.CodeIcon: true, i18n.CodeLabel: true, i18n.CodeTrait: true, i18n.CodeTraitsLine: true, i18n.CodeTitle: true,
	i18n.CodeTerm: true, i18n.CodeForbidden: true, i18n.CodeMarkup: true,
}

func hintOr(h, alt string) string {
	if h != "" {
		return h
	}
	return alt
}

// importUnits computes the edits of an import, leaving out the entries
// named in skip (by msgctxt).
func (l *Corpus) importUnits(f *po.File, from, to string, fuzzy bool, skip map[string]diag.Diagnostics) *ImportResult {
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
	copied := map[string]*i18n.TextBlock{}    // code → the built-in block a new one stands in for
	var newOrder []string
	touched := map[*i18n.TextBlock]bool{}
	for i := range imp.Units {
		u := &imp.Units[i]
		if u.Target == "" {
			continue
		}
		if at, r0 := controlChar(u.Target); at >= 0 {
			r := diag.Range{Start: u.Pos, End: u.Pos}
			r.End.Column++
			res.Diags = append(res.Diags, diag.Errorf(CodeControl, r, "msgctxt %s holds the control character %U at byte %d of its translation", po.Quote(po.Context(u.Code, u.Field)), r0, at).
				WithHint("a card text is printable text: delete the character (editors show NUL as \\0 or ^@)"))
			continue
		}
		if _, no := skip[po.Context(u.Code, u.Field)]; no {
			continue
		}
		if hasFlag(u.Flags, "fuzzy") && !fuzzy {
			res.Fuzzy++
			continue
		}
		if sb := source[u.Code]; sb != nil && !fuzzy {
			if cur := sb.Field(u.Field); cur != nil && cur.Value != u.Source {
				res.Outdated++
				r := diag.Range{Start: u.Pos, End: u.Pos}
				r.End.Column++
				res.Diags = append(res.Diags, diag.Warningf(CodeOutdated, r, "msgctxt %s was translated from another %s text; not imported (fuzzy)", po.Quote(po.Context(u.Code, u.Field)), from).
					WithDetail("%s now: %s", from, cur.Value).
					WithHint("update the file with `throne i18n export -o FILE` (the entry becomes fuzzy with the old text as its previous msgid), check the translation, and import it again"))
				continue
			}
		}
		tb := target[u.Code]
		if tb != nil && l.NewFilesDir != "" && builtinBlock(tb) {
			// A built-in text changed from outside the repository: the
			// block, with the change, goes into the workspace, where it
			// stands in for the built-in one (the binary's cards/ is not
			// written).
			if cur := tb.Field(u.Field); cur != nil && cur.Value == u.Target {
				continue
			}
			nb := newBlocks[u.Code]
			if nb == nil {
				nb = &i18n.TextBlock{Lang: to, Code: u.Code, PluralTitle: tb.PluralTitle}
				for _, nf := range tb.Fields() {
					_ = nb.Set(nf.Name, nf.Field.Value)
				}
				newBlocks[u.Code] = nb
				newOrder = append(newOrder, u.Code)
				copied[u.Code] = tb
			}
			_ = nb.Set(u.Field, u.Target)
			if u.Field == i18n.FieldTitle {
				nb.PluralTitle = slices.Contains(u.Comments, pluralTitleComment)
			}
			continue
		}
		if tb != nil && u.Field == "title" {
			if es, ok := l.pluralTitleEdit(tb, slices.Contains(u.Comments, pluralTitleComment), len(res.Changes)); ok {
				file := tb.Range.Start.Filename
				edits[file] = append(edits[file], es)
				res.Changes = append(res.Changes, Change{Code: u.Code, Field: "plural-title", unit: u})
				touched[tb] = true
			}
		}
		if tb == nil {
			nb := newBlocks[u.Code]
			if nb == nil {
				nb = &i18n.TextBlock{Lang: to, Code: u.Code}
				newBlocks[u.Code] = nb
				newOrder = append(newOrder, u.Code)
			}
			_ = nb.Set(u.Field, u.Target)
			if u.Field == i18n.FieldTitle {
				nb.PluralTitle = slices.Contains(u.Comments, pluralTitleComment)
			}
			continue
		}
		file := tb.Range.Start.Filename
		if cur := tb.Field(u.Field); cur != nil {
			if cur.Value == u.Target {
				continue
			}
			edits[file] = append(edits[file], edit{cur.Range.Start.Offset, cur.Range.End.Offset, 0, i18n.Quote(u.Target), len(res.Changes)})
			res.Changes = append(res.Changes, Change{Code: u.Code, Field: u.Field, unit: u})
			touched[tb] = true
			continue
		}
		at, text := l.insertion(tb, u.Field, u.Target)
		edits[file] = append(edits[file], edit{at, at, fieldOrder(u.Field), text, len(res.Changes)})
		res.Changes = append(res.Changes, Change{Code: u.Code, Field: u.Field, unit: u})
		touched[tb] = true
	}
	// A note records a gap of the data that the translation now fills: the
	// text blocks written to lose their notes.
	for tb := range touched {
		src := l.Sources[tb.Range.Start.Filename]
		for _, st := range l.blocks[tb].Stmts {
			if st.Word != "note" {
				continue
			}
			start, end := stmtSpan(src, st)
			file := tb.Range.Start.Filename
			edits[file] = append(edits[file], edit{start, end, 6, "", -1})
			res.NotesCleared++
		}
	}
	for file, es := range edits {
		out, starts := applyEdits(l.Sources[file], es)
		res.Files[file] = out
		for i, e := range es {
			if e.change < 0 {
				continue
			}
			line := 1 + bytes.Count(out[:starts[i]], []byte("\n"))
			if strings.HasSuffix(e.text, "\n") && e.start == e.end {
				line += strings.Count(strings.TrimRight(e.text, "\n"), "\n") // an added line: name it, not the one before
			}
			ch := &res.Changes[e.change]
			ch.Where = fmt.Sprintf("%s:%d", file, line)
			ch.file, ch.start, ch.end = file, starts[i], starts[i]+len(e.text)
		}
	}
	for _, code := range newOrder {
		nb := newBlocks[code]
		// Keep the fields in block order, as export lists them.
		sorted := &i18n.TextBlock{Lang: nb.Lang, Code: nb.Code, PluralTitle: nb.PluralTitle}
		for _, nf := range nb.Fields() {
			_ = sorted.Set(nf.Name, nf.Field.Value)
		}
		file := textFileFor(cards[code], to)
		if rest, ok := strings.CutPrefix(file, builtinPrefix); ok && l.NewFilesDir != "" {
			// A built-in card's first text in the language goes into the
			// workspace, beside where the card sits in cards/.
			file = path.Join(filepath.ToSlash(l.NewFilesDir), rest)
		}
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
		at := b.Len()
		block := sorted.Format()
		b.WriteString(block)
		res.Files[file] = []byte(b.String())
		lines := strings.SplitAfter(block, "\n") // the header, then a line per field (and plural-title after the title)
		at += len(lines[0])
		var names []string
		for _, nf := range sorted.Fields() {
			names = append(names, nf.Name)
			if nf.Name == i18n.FieldTitle && sorted.PluralTitle {
				names = append(names, pluralTitleComment)
			}
		}
		for i, name := range names {
			ch := Change{Code: code, Field: name, Where: fmt.Sprintf("%s:%d", file, line+1+i), file: file, start: at, end: at + len(lines[1+i])}
			at = ch.end
			field := name
			if name == pluralTitleComment {
				field = i18n.FieldTitle // the title entry's comment said so
			}
			if old := copied[code]; old != nil && unchanged(old, sorted, name) {
				continue // a built-in text copied as it was: not a change
			}
			for k := range imp.Units {
				if u := &imp.Units[k]; u.Code == code && u.Field == field {
					ch.unit = u
				}
			}
			res.Changes = append(res.Changes, ch)
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

// unchanged reports whether a field (or plural-title) of a block copied
// from a built-in one is as it was there.
func unchanged(old, nb *i18n.TextBlock, name string) bool {
	if name == pluralTitleComment {
		return old.PluralTitle == nb.PluralTitle
	}
	o, n := old.Field(name), nb.Field(name)
	return o != nil && n != nil && o.Value == n.Value
}

// builtinBlock reports whether a text block is in a file of the built-in
// library.
func builtinBlock(tb *i18n.TextBlock) bool {
	return strings.HasPrefix(tb.Range.Start.Filename, builtinPrefix)
}

// builtinPrefix starts the names of the built-in library's files
// (interp.BuiltinPrefix); a user's file under a folder named cards is
// named "./cards/…".
const builtinPrefix = "cards/"

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
func (l *Corpus) insertion(tb *i18n.TextBlock, name, value string) (int, string) {
	src := l.Sources[tb.Range.Start.Filename]
	t := l.blocks[tb]
	stmt := "  " + name + " " + i18n.Quote(value)
	if id, ok := strings.CutPrefix(name, "ability:"); ok {
		stmt = "  ability " + id + " " + i18n.Quote(value)
	}
	want := fieldOrder(name)
	var after, before *check.TextStmt
	for i := range t.Stmts {
		b := &t.Stmts[i]
		if fieldOrder(b.Word) <= want {
			after = b
		} else if before == nil {
			before = b
		}
	}
	bare := strings.TrimLeft(stmt, " ")
	open, closing := t.Block.Start.Offset, t.Block.End.Offset-1
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
		end := t.Block.End.Offset - 1
		if end < 0 || end >= len(src) || src[end] != '}' {
			end = t.Block.End.Offset
		}
		start := lineStart(src, end)
		if strings.TrimSpace(string(src[start:end])) == "" {
			return start, stmt + "\n"
		}
		return end, "\n" + stmt + "\n"
	}
}

// pluralTitleEdit adds `plural-title` to a text block (after its title)
// or removes it, as the title's PO entry says (its translator comment
// plural-title); ok is false when the block already agrees.
func (l *Corpus) pluralTitleEdit(tb *i18n.TextBlock, plural bool, change int) (edit, bool) {
	t := l.blocks[tb]
	if t == nil || t.PluralTitle == plural {
		return edit{}, false
	}
	src := l.Sources[tb.Range.Start.Filename]
	if plural {
		at, text := l.insertion(tb, "plural-title", "")
		return edit{at, at, 0, strings.Replace(text, `plural-title ""`, "plural-title", 1), change}, true
	}
	for _, st := range t.Stmts {
		if st.Word != "plural-title" {
			continue
		}
		start, end := stmtSpan(src, st)
		return edit{start, end, 0, "", change}, true
	}
	return edit{}, false
}

// stmtSpan is what removing a statement takes out of src: its line, when
// it stands alone on it, else the statement.
func stmtSpan(src []byte, st check.TextStmt) (start, end int) {
	start, end = st.Range.Start.Offset, st.Range.End.Offset
	if ls := lineStart(src, start); strings.TrimSpace(string(src[ls:start])) == "" {
		if i := bytes.IndexByte(src[end:], '\n'); i >= 0 && strings.TrimSpace(string(src[end:end+i])) == "" {
			start, end = ls, end+i+1 // the whole line
		}
	}
	return start, end
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

// controlChar finds the first control character of a translation (C0
// but tab and newline, DEL, C1), which no card file holds: its byte
// offset and the rune, or -1.
func controlChar(s string) (int, rune) {
	for i, r := range s {
		if r < 0x20 && r != '\t' && r != '\n' || r >= 0x7f && r < 0xa0 {
			return i, r
		}
	}
	return -1, 0
}
