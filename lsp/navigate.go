package lsp

import (
	"fmt"
	"path/filepath"
	"strings"

	"github.com/tliron/glsp"
	protocol "github.com/tliron/glsp/protocol_3_16"

	"github.com/thronescript/thronescript/dsl/check"
	"github.com/thronescript/thronescript/dsl/diag"
	"github.com/thronescript/thronescript/dsl/syntax"
	"github.com/thronescript/thronescript/interp"
)

// target is what the cursor names.
type target struct {
	keyword *check.Keyword
	card    *check.Card
	hook    string
	entries bool // a vocabulary word (hover only)
	word    string
}

// targetAt works out what the word at off names.
func (s *Server) targetAt(d *document, off int) target {
	lib := s.library()
	var t target
	if str, ok := stringAt(d.text, off); ok {
		t.card = findCard(lib, str)
		return t
	}
	w, start, _ := wordAt(d.text, off)
	t.word = w
	if w == "" {
		return t
	}
	cc := contextAt(d.text, start)
	first, prev := "", ""
	if len(cc.words) > 0 {
		first, prev = cc.words[0], cc.words[len(cc.words)-1]
	}
	if prev == "lua" && first != "lua" || first == "lua" && len(cc.words) == 1 && blockKind(cc.block(), func(w string) bool { return check.IsAbilityKind(w, true) }) == "ability" {
		t.hook = w
		return t
	}
	if cardCode(w) {
		t.card = findCard(lib, w)
		if t.card != nil {
			return t
		}
	}
	kw := findKeyword(lib, w)
	if kw != nil && (first == "keywords" || first == "keyword" && len(cc.words) == 1 || prev == "with-keyword" || prev == "without-keyword") {
		t.keyword = kw
		return t
	}
	if len(s.reg.Lookup(w)) > 0 {
		t.entries = true
		return t
	}
	t.keyword = kw
	return t
}

func findCard(lib *interp.Library, q string) *check.Card {
	if lib == nil || lib.Checked == nil {
		return nil
	}
	// a later file's card replaces the library's with the same code
	var byCode, byTitle *check.Card
	for _, c := range lib.Checked.Cards {
		if c.Code == q {
			byCode = c
		}
		if strings.EqualFold(c.Title, q) {
			byTitle = c
		}
	}
	if byCode != nil {
		return byCode
	}
	return byTitle
}

func findKeyword(lib *interp.Library, name string) *check.Keyword {
	if lib == nil || lib.Checked == nil {
		return nil
	}
	for _, k := range lib.Checked.Keywords {
		if k.Name == name {
			return k
		}
	}
	return nil
}

func (s *Server) hover(_ *glsp.Context, p *protocol.HoverParams) (*protocol.Hover, error) {
	d := s.cardDoc(p.TextDocument.URI)
	if d == nil {
		return nil, nil
	}
	t := s.targetAt(d, d.offset(p.Position))
	var text string
	switch {
	case t.card != nil:
		text = s.cardText(t.card)
	case t.hook != "":
		text = fmt.Sprintf("Lua hook `%s`", t.hook)
		if _, file, _ := s.luaSourceAround(d, d.offset(p.Position)); file != "" {
			text += " in " + filepath.Base(file)
		}
	case t.entries:
		var parts []string
		for _, e := range s.reg.Lookup(t.word) {
			parts = append(parts, entryDoc(e))
		}
		text = strings.Join(parts, "\n\n---\n\n")
	case t.keyword != nil:
		text = fmt.Sprintf("**keyword** `%s`", t.keyword.Name)
		if c := keywordComment(s.library(), t.keyword); c != "" {
			text += "\n\n" + c
		}
	default:
		return nil, nil
	}
	return &protocol.Hover{Contents: protocol.MarkupContent{Kind: protocol.MarkupKindMarkdown, Value: text}}, nil
}

// cardText is the card as `throne show` prints it, or a short summary.
func (s *Server) cardText(c *check.Card) string {
	if s.opt.Show != nil && strings.HasPrefix(c.File, interp.BuiltinPrefix) && !filepath.IsAbs(c.File) {
		s.mu.Lock()
		locale := s.locale
		s.mu.Unlock()
		if out := s.opt.Show(c.Code, locale); out != "" {
			return "```text\n" + strings.TrimRight(out, "\n") + "\n```"
		}
	}
	var b strings.Builder
	fmt.Fprintf(&b, "**%s** (%s)\n\n%s, %s", c.Title, c.Code, c.Type, c.Faction)
	if c.Cost.Kind == check.CostNumber {
		fmt.Fprintf(&b, ", cost %d", c.Cost.N)
	}
	if c.Strength != nil {
		fmt.Fprintf(&b, ", STR %d", *c.Strength)
	}
	if len(c.Traits) > 0 {
		fmt.Fprintf(&b, "\n\n%s.", strings.Join(c.Traits, ". "))
	}
	return b.String()
}

func (s *Server) definition(_ *glsp.Context, p *protocol.DefinitionParams) (any, error) {
	d := s.cardDoc(p.TextDocument.URI)
	if d == nil {
		return nil, nil
	}
	off := d.offset(p.Position)
	t := s.targetAt(d, off)
	switch {
	case t.keyword != nil:
		return s.location(t.keyword.File, t.keyword.Range), nil
	case t.card != nil:
		return s.location(t.card.File, t.card.Range), nil
	case t.hook != "":
		if loc := s.hookLocation(d, off, t.hook); loc != nil {
			return *loc, nil
		}
	}
	return nil, nil
}

// hookLocation finds the Lua function named hook for the card around off.
func (s *Server) hookLocation(d *document, off int, hook string) *protocol.Location {
	src, file, base := s.luaSourceAround(d, off)
	for _, f := range luaFunctions(src) {
		if f.name != hook {
			continue
		}
		text := src
		if base > 0 { // inline: positions are in the card file
			text = d.text
		}
		lines := lineStarts(text)
		at := base + f.off
		pos := positionIn(text, lines, at)
		end := positionIn(text, lines, at+len(f.name))
		uri := s.openURI(file)
		if b := s.builtin.nameOf(file); b != "" || d.builtin != "" {
			uri = pathToURI(file)
		}
		return &protocol.Location{URI: uri, Range: protocol.Range{Start: pos, End: end}}
	}
	return nil
}

// location converts a range in a library file to a Location: built-in
// files are served as read-only copies.
func (s *Server) location(file string, r diag.Range) *protocol.Location {
	lib := s.library()
	var text string
	if lib != nil {
		text = string(lib.Sources[file])
	}
	path := file
	if !filepath.IsAbs(file) && strings.HasPrefix(file, interp.BuiltinPrefix) {
		p, err := s.builtin.path(file)
		if err != nil {
			s.Printf("cannot copy %s: %v", file, err)
			return nil
		}
		path = p
	}
	if d := s.docByPath(path); d != nil {
		text = d.text
	}
	if r.End.Offset <= r.Start.Offset || r.End.Line != r.Start.Line {
		r.End = diag.Pos{} // the first word
	}
	return &protocol.Location{URI: s.openURI(path), Range: rangeIn(text, lineStarts(text), r)}
}

func (s *Server) references(_ *glsp.Context, p *protocol.ReferenceParams) ([]protocol.Location, error) {
	d := s.cardDoc(p.TextDocument.URI)
	if d == nil {
		return nil, nil
	}
	off := d.offset(p.Position)
	t := s.targetAt(d, off)
	lib := s.library()
	var out []protocol.Location
	add := func(l *protocol.Location) {
		if l != nil {
			out = append(out, *l)
		}
	}
	switch {
	case t.keyword != nil && lib != nil:
		if p.Context.IncludeDeclaration {
			add(s.location(t.keyword.File, t.keyword.Range))
		}
		for _, c := range lib.Checked.Cards {
			for _, k := range c.Keywords {
				if k.Name == t.keyword.Name {
					add(s.location(c.File, k.Range))
				}
			}
		}
	case t.card != nil && lib != nil:
		if p.Context.IncludeDeclaration {
			add(s.location(t.card.File, t.card.Range))
		}
		for _, f := range lib.Files {
			for _, st := range f.Stmts {
				if st.Word != "scenario" {
					continue
				}
				walkValues(st, func(v *syntax.Value) {
					if v.Text == t.card.Code || v.Kind == syntax.StringValue && v.Text == t.card.Title {
						add(s.location(f.Name, v.Range))
					}
				})
			}
		}
	case t.hook != "":
		if p.Context.IncludeDeclaration {
			add(s.hookLocation(d, off, t.hook))
		}
		f, _ := syntax.ParseFile(d.path, []byte(d.text))
		for _, st := range f.Stmts {
			if off < st.Range.Start.Offset || off > st.Range.End.Offset {
				continue
			}
			walkStmts(st, func(x *syntax.Stmt) {
				for i, v := range x.Values {
					if v.Text == t.hook && (i > 0 && x.Values[i-1].IsWord("lua") || i == 0 && x.Word == "lua") {
						out = append(out, protocol.Location{URI: d.uri, Range: rangeIn(d.text, d.lines, v.Range)})
					}
				}
			})
		}
	}
	return out, nil
}

// walkStmts calls f on st and the statements of its blocks, to
// syntax.MaxDepth levels (as deep as a parsed file goes).
func walkStmts(st *syntax.Stmt, f func(*syntax.Stmt)) { walkStmtsAt(st, f, 0) }

func walkStmtsAt(st *syntax.Stmt, f func(*syntax.Stmt), depth int) {
	f(st)
	if st.Block != nil && depth < syntax.MaxDepth {
		for _, b := range st.Block.Stmts {
			walkStmtsAt(b, f, depth+1)
		}
	}
}

// walkValues calls f on every value of st and of the statements of its
// blocks, items too, to syntax.MaxDepth levels of brackets.
func walkValues(st *syntax.Stmt, f func(*syntax.Value)) {
	var vals func([]*syntax.Value, int)
	vals = func(vs []*syntax.Value, depth int) {
		for _, v := range vs {
			f(v)
			if depth < syntax.MaxDepth {
				vals(v.Items, depth+1)
			}
		}
	}
	walkStmts(st, func(x *syntax.Stmt) { vals(x.Values, 0) })
}
