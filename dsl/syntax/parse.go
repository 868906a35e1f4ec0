package syntax

import (
	"fmt"
	"strings"
	"sync"
	"unicode/utf8"

	"github.com/alecthomas/participle/v2"
	"github.com/alecthomas/participle/v2/lexer"

	"github.com/thronescript/thronescript/dsl/diag"
)

// Syntax diagnostic codes (E01xx).
const (
	CodeBadChar            = "E0101" // a character that starts no token
	CodeUnterminatedString = "E0102" // "… without the closing quote on its line
	CodeUnterminatedRaw    = "E0103" // `… without the closing backtick
	CodeBadEscape          = "E0104" // an unknown \x escape in a string
	CodeExpectedStmt       = "E0105" // a statement must start with a word
	CodeUnexpectedClose    = "E0106" // a } ) ] that closes nothing, or the wrong one
	CodeUnclosedBlock      = "E0107" // a { without its }
	CodeUnclosedGroup      = "E0108" // a ( or [ without its ) or ]
	CodeAfterBlock         = "E0109" // something after a block's } on the same line
	CodeUnexpectedToken    = "E0110" // a token that cannot appear here (`,` or `;` out of place)
	CodeTooDeep            = "E0111" // blocks, brackets or phrases nested deeper than MaxDepth
	CodeNotUTF8            = "E0112" // bytes that are not UTF-8 text (the file is left as it is)
	CodeLoneCR             = "E0113" // a carriage return not followed by a newline
	CodeNotText            = "E0114" // a binary file (NUL bytes or mostly invalid UTF-8), or one too large
	// E0199 is retired (diag.Retired): the grammar is the one parser, so
	// nothing can disagree with it.
)

// ParseFile parses one file. It always returns a File holding every statement
// that could be read, together with every syntax error found (options:
// MaxDiagnostics, InParts).
//
// The lexer splits the text into tokens; the participle grammar parses each
// statement, and its tree becomes the AST. Where the grammar rejects a
// statement, its error becomes a diagnostic and parsing resumes at the next
// statement (recover.go).
func ParseFile(filename string, src []byte, opts ...Option) (*File, diag.Diagnostics) {
	o := options(opts)
	if o.part != nil {
		return nil, parseFileParts(filename, src, o.max, o.partBytes, o.part)
	}
	return parseFile(filename, src, shapes{}, o.max)
}

func parseFile(filename string, src []byte, memo shapes, max int) (*File, diag.Diagnostics) {
	f, b, keep := prepare(filename, src, memo, max)
	f.Stmts = b.top(0, nil)
	return f, keep.Result()
}

func parseFileParts(filename string, src []byte, max, partBytes int, part func(*File)) diag.Diagnostics {
	f, b, keep := prepare(filename, src, shapes{}, max)
	first := true
	b.top(partBytes, func(stmts []*Stmt) {
		p := &File{Name: f.Name, Range: f.Range, Stmts: stmts}
		if first {
			p.Comments, first = f.Comments, false
		}
		part(p)
	})
	if first {
		part(f)
	}
	return keep.Result()
}

// prepare lexes src: what is left is to parse the statements.
func prepare(filename string, src []byte, memo shapes, max int) (*File, *builder, *diag.Keep) {
	x := newText(filename, string(src))
	keep := diag.NewKeep(max)
	toks, comments := lex(x, keep)
	eof := toks[len(toks)-1]
	f := &File{Name: filename, Comments: comments}
	f.Range = diag.Range{Start: diag.Pos{Filename: filename, Line: 1, Column: 1}, End: x.end(&eof)}
	b := &builder{x: x, memo: memo, lx: newTokenLexer(x, toks, eof), keep: keep}
	return f, b, keep
}

// describe names a token for a message: `}`, the word `cost`, the end of the file.
func (x *text) describe(t *token) string {
	v := x.val(t)
	switch t.kind() {
	case tEOF:
		return "end of file"
	case tTerm:
		if v == ";" {
			return "`;`"
		}
		return "end of line"
	case tIdent:
		return fmt.Sprintf("word `%s`", v)
	case tNumber:
		return fmt.Sprintf("number %s", v)
	case tString:
		return "string " + v
	case tRaw:
		return "raw string"
	}
	return "`" + v + "`"
}

// builder parses the statements with the grammar and builds the AST. The
// grammar parses each statement's own tokens as it sees them (its word,
// values and bracketed values, with its block's body left out: the
// statements of the body are parsed on their own), and depends on nothing
// but their types. So what it found in a sequence of types — the shape — is
// kept in memo and reused for every statement with the same sequence:
// participle parses each distinct shape once (`cost <atom>` is one shape for
// every card). Nodes are allocated in chunks, and value lists share backing
// arrays (capacity-limited, so an append by a user of the AST reallocates
// instead of overwriting a neighbour).
type builder struct {
	x    *text
	memo shapes
	lx   *tokenLexer // the lexer's tokens as the grammar sees them, and their runs of atoms
	typ  []byte      // the types of the tokens the grammar sees of the statement (see head)
	ref  []int32     // each token of typ: its index in lx.toks, or for an atom its run in lx.runs
	key  []byte      // scratch: the key of a statement in memo
	keep *diag.Keep
	// the top-level statements not yet handed over, and the spare
	// diagnostic of errorf
	out   []*Stmt
	spare diag.Diagnostic

	stmtSlab []Stmt
	valSlab  []Value
	ptrs     []*Value
	stmtPtrs []*Stmt
	scratch  []*Stmt
}

// shapes maps the token types of a statement (see builder) to its shape.
type shapes map[string]*shape

// shape is what the grammar found in a statement: its bracketed values, or
// its error.
type shape struct {
	groups []group
	err    string // the grammar rejected it: participle's message
	errAt  int    // where, counting the statement's tokens (-1: unknown)
}

// group is a bracketed value: tokens [from, to) of its statement's, and the
// bracketed values among its items.
type group struct {
	from, to int32
	groups   []group
}

// at returns the type of the statement's token k.
func (b *builder) at(k int) kind { return kind(b.typ[k]) }

// tok returns the source token of the statement's (non-atom) token k.
func (b *builder) tok(k int) *token { return &b.lx.toks[b.ref[k]] }

// top parses the top-level statements. With part set, top hands them to
// part a run of about partBytes of source at a time instead of returning
// them.
func (b *builder) top(partBytes int, part func([]*Stmt)) []*Stmt {
	for {
		switch t := &b.lx.toks[b.lx.i]; t.kind() {
		case tTerm:
			b.lx.i++
		case tEOF:
			if part != nil && len(b.out) > 0 {
				part(b.out)
				return nil
			}
			return b.out
		case tRBrace:
			b.errorf(CodeUnexpectedClose, t, "unexpected `}`: no block is open").
				WithHint("remove it, or look for a missing `{` above")
			b.lx.i++ // what follows is a new statement
		default:
			s := b.stmt(0)
			if s == nil {
				continue
			}
			b.out = append(b.out, s)
			if part != nil && s.Range.End.Offset-b.out[0].Range.Start.Offset >= partBytes {
				part(b.out)
				b.out = nil
			}
		}
	}
}

// body parses the statements of the block opened by the `{` at index open,
// at the given depth, up to its `}` (or the end of the file), where it
// leaves b.lx.
func (b *builder) body(open int, depth int) []*Stmt {
	mark := len(b.scratch)
	defer func() { b.scratch = b.scratch[:mark] }()
loop:
	for {
		switch t := &b.lx.toks[b.lx.i]; t.kind() {
		case tTerm:
			b.lx.i++
		case tRBrace:
			break loop
		case tEOF:
			b.errorf(CodeUnclosedBlock, &b.lx.toks[open], "unclosed block: this `{` has no matching `}`").
				WithHint("add `}` at the end of the block")
			break loop
		default:
			if s := b.stmt(depth); s != nil {
				b.scratch = append(b.scratch, s)
			}
		}
	}
	list := b.scratch[mark:]
	if len(list) == 0 {
		return nil
	}
	if cap(b.stmtPtrs)-len(b.stmtPtrs) < len(list) {
		b.stmtPtrs = make([]*Stmt, 0, max(256, len(list)))
	}
	at := len(b.stmtPtrs)
	b.stmtPtrs = append(b.stmtPtrs, list...)
	return b.stmtPtrs[at:len(b.stmtPtrs):len(b.stmtPtrs)]
}

// head reads the tokens the grammar sees of the statement at b.lx.i, inside
// depth blocks, into typ and ref: up to its end outside brackets (a newline
// or `;`, passed), its block's `{` (passed), a `}` or the end of the file
// (left in place), or a `;` inside brackets (passed: the grammar rejects the
// statement there). It stops at a bracket or brace that would nest deeper
// than MaxDepth.
func (b *builder) head(depth int) stop {
	b.typ, b.ref = b.typ[:0], b.ref[:0]
	l := b.lx
	l.runs, l.prev, l.depth, l.group = l.runs[:0], tTerm, 0, false
	for {
		k := l.next()
		at := l.i - 1 // the token passed on (an atom's last)
		switch k {
		case tEOF:
			l.i = len(l.toks) - 1
			return stop{end: l.i, deep: -1}
		case tRBrace:
			l.i = at
			return stop{end: at, deep: -1}
		case tTerm:
			return stop{end: at, deep: -1}
		case tLBrace:
			if depth >= MaxDepth {
				return stop{end: at, deep: at}
			}
			return stop{end: at, deep: -1, block: true}
		}
		ref := at
		if k == tAtom {
			ref = len(l.runs) - 1
		}
		b.typ = append(b.typ, byte(k))
		b.ref = append(b.ref, int32(ref))
		if (k == tCallOpen || k == tLParen || k == tLBrack) && depth+l.depth > MaxDepth {
			return stop{end: at, deep: at}
		}
	}
}

// stmt parses the statement at b.lx.i inside depth blocks and returns it,
// or nil when the grammar rejects it (reported; b.lx is then at the end of
// the statement).
func (b *builder) stmt(depth int) *Stmt {
	st := b.head(depth)
	b.key = append(b.key[:0], b.typ...)
	if st.block {
		b.key = append(b.key, byte(tLBrace), byte(tRBrace))
	}
	sh := b.memo[string(b.key)]
	if sh == nil {
		sh = shapeOf(b.key)
		b.memo[string(b.key)] = sh
	}
	if sh.err != "" || st.deep >= 0 {
		b.syntaxError(sh, st)
		return nil
	}
	s := alloc(&b.stmtSlab, 128)
	w := b.tok(0)
	s.Word = b.x.val(w)
	s.Range = b.x.tokRange(w)
	s.Values = b.values(0, 1, len(b.typ), sh.groups)
	if n := len(s.Values); n > 0 {
		s.Range.End = s.Values[n-1].Range.End
	}
	if !st.block {
		return s
	}
	open := &b.lx.toks[st.end]
	stmts := b.body(st.end, depth+1)
	close := &b.lx.toks[b.lx.i] // its `}`, or the end of the file
	s.Block = &Block{Stmts: stmts, Range: diag.Range{Start: b.x.start(open), End: b.x.end(close)}}
	s.Range.End = s.Block.Range.End
	if close.kind() == tRBrace {
		b.lx.i++
	}
	if n := &b.lx.toks[b.lx.i]; n.kind() != tTerm && n.kind() != tRBrace && n.kind() != tEOF {
		b.errorf(CodeAfterBlock, n, "unexpected %s after the block's `}`: expected a new line or `;`", b.x.describe(n)).
			WithHint("start a new line before it")
		b.skipStmt(b.lx.i)
	}
	return s
}

// values builds the values of stream tokens [from, to) of the statement
// starting at base: each token of an atom run is a value, and each
// bracketed value is the next of groups, whose tokens it skips. A comma
// marks the value before it.
func (b *builder) values(base, from, to int, groups []group) []*Value {
	n := 0
	for i, gi := from, 0; i < to; i++ {
		switch b.at(i) {
		case tAtom:
			for _, t := range b.run(i) {
				if t.kind() != tTerm {
					n++
				}
			}
		case tIdent, tLParen, tLBrack:
			if gi < len(groups) {
				i = base + int(groups[gi].to) - 1
				gi++
				n++
			}
		}
	}
	if n == 0 {
		return nil
	}
	if cap(b.ptrs)-len(b.ptrs) < n {
		b.ptrs = make([]*Value, 0, max(1024, n))
	}
	k := len(b.ptrs)
	b.ptrs = b.ptrs[:k+n] // reserve the slots before nested values take theirs
	out := b.ptrs[k:len(b.ptrs):len(b.ptrs)]
	vi := 0
	for i, gi := from, 0; i < to; i++ {
		switch b.at(i) {
		case tAtom:
			run := b.run(i)
			for k := range run {
				if run[k].kind() != tTerm {
					out[vi] = b.atom(&run[k])
					vi++
				}
			}
		case tComma:
			if vi > 0 {
				out[vi-1].Comma = true
			}
		case tIdent, tLParen, tLBrack:
			if gi < len(groups) {
				g := &groups[gi]
				out[vi] = b.bracketed(base, g)
				vi++
				i = base + int(g.to) - 1
				gi++
			}
		}
	}
	return out
}

// run returns the source tokens of the atom run at stream token k.
func (b *builder) run(k int) []token {
	r := b.lx.runs[b.ref[k]]
	return b.lx.toks[r.from:r.to]
}

func (b *builder) atom(t *token) *Value {
	v := alloc(&b.valSlab, 256)
	text := b.x.val(t)
	v.Kind, v.Text, v.Range = atomKind(text), text, b.x.tokRange(t)
	switch v.Kind {
	case StringValue:
		v.Text = unquote(text)
	case RawValue:
		v.Text = unraw(text)
	}
	return v
}

func (b *builder) bracketed(base int, g *group) *Value {
	v := alloc(&b.valSlab, 256)
	from, last := base+int(g.from), base+int(g.to)-1
	t := b.tok(from)
	v.Text = b.x.val(t)
	v.Range = diag.Range{Start: b.x.start(t), End: b.x.end(b.tok(last))}
	items := from + 1
	switch b.at(from) {
	case tIdent:
		v.Kind, items = CallValue, from+2
	case tLParen:
		v.Kind = ParenValue
	case tLBrack:
		v.Kind = ListValue
	}
	v.Items = b.values(base, items, last, g.groups)
	return v
}

// shapeOf parses a statement's token types (key) with the grammar.
func shapeOf(key []byte) *shape {
	toks := make([]lexer.Token, len(key)+1)
	for i, t := range key {
		toks[i] = lexer.Token{Type: kind(t).lex(), Pos: lexer.Position{Offset: i}}
	}
	toks[len(key)] = lexer.Token{Type: lexer.EOF, Pos: lexer.Position{Offset: len(key)}}
	pl, _ := lexer.Upgrade(&sliceLexer{toks: toks})
	tree, err := grammar.ParseFromLexer(pl)
	sh := &shape{errAt: -1}
	switch {
	case err != nil:
		sh.err = err.Error()
		if pe, ok := err.(participle.Error); ok {
			sh.err, sh.errAt = pe.Message(), pe.Position().Offset
		}
	case len(tree.Stmts) != 1:
		sh.err = fmt.Sprintf("%d statements where one was expected", len(tree.Stmts))
	default:
		sh.groups = groupsOf(tree.Stmts[0].Groups)
	}
	return sh
}

// groupsOf converts the grammar's bracketed values, whose tokens are
// numbered by their offsets (see shapeOf).
func groupsOf(list []*bracketed) []group {
	if len(list) == 0 {
		return nil
	}
	out := make([]group, len(list))
	for i, g := range list {
		from := g.Tokens[0].Pos.Offset
		out[i] = group{from: int32(from), to: int32(from + len(g.Tokens)), groups: groupsOf(g.Groups)}
	}
	return out
}

// sliceLexer passes toks to participle; the last is the end of the file.
type sliceLexer struct {
	toks []lexer.Token
	i    int
}

func (l *sliceLexer) Next() (lexer.Token, error) {
	t := l.toks[l.i]
	if l.i < len(l.toks)-1 {
		l.i++
	}
	return t, nil
}

// atomKind tells the kind of an atom by its first character (see the lexer).
func atomKind(s string) ValueKind {
	switch c := s[0]; {
	case c == '"':
		return StringValue
	case c == '`':
		return RawValue
	case isDigit(c) || (c == '+' || c == '-') && len(s) > 1:
		return NumberValue
	case isIdentStartASCII(c) || c >= utf8.RuneSelf:
		return WordValue
	}
	return OpValue
}

// alloc returns a zeroed element from the current chunk of *slab.
func alloc[T any](slab *[]T, chunk int) *T {
	if len(*slab) == cap(*slab) {
		*slab = make([]T, 0, chunk)
	}
	*slab = (*slab)[:len(*slab)+1]
	return &(*slab)[len(*slab)-1]
}

// unraw returns the content of a raw string token (which lacks the closing
// backtick when it ran to the end of the file).
func unraw(q string) string {
	if len(q) >= 2 && q[len(q)-1] == '`' {
		return q[1 : len(q)-1]
	}
	return q[1:]
}

// unquote decodes a "…" string token (the lexer already reported bad escapes
// and a missing closing quote).
func unquote(q string) string {
	s := q[1:]
	esc := false
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '\\':
			esc = true
			i++
		case '"':
			s = s[:i]
		}
	}
	if !esc {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c != '\\' || i+1 >= len(s) {
			b.WriteByte(c)
			continue
		}
		i++
		switch s[i] {
		case 'n':
			b.WriteByte('\n')
		case 't':
			b.WriteByte('\t')
		default:
			b.WriteByte(s[i])
		}
	}
	return b.String()
}

// ParseFiles parses files (on Workers goroutines). The result is in the
// order of files, and the diagnostics are sorted by file and position.
func ParseFiles(files []Source, opts ...Option) ([]*File, diag.Diagnostics) {
	o := options(opts)
	workers, max := o.workers, o.max
	if workers < 1 {
		workers = 1
	}
	out := make([]*File, len(files))
	ds := make([]diag.Diagnostics, len(files))
	var wg sync.WaitGroup
	next := make(chan int)
	for w := 0; w < workers && w < len(files); w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			memo := shapes{} // one per worker: the statements of every file share their shapes
			for i := range next {
				out[i], ds[i] = parseFile(files[i].Name, files[i].Src, memo, max)
			}
		}()
	}
	for i := range files {
		next <- i
	}
	close(next)
	wg.Wait()
	var all diag.Diagnostics
	for _, d := range ds {
		all = append(all, d...)
	}
	all.Sort()
	return out, all
}
