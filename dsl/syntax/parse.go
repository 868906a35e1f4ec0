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
	CodeInternal           = "E0199" // the grammar rejected input the recovery pass accepted (a bug)
)

// ParseFile parses one file. It always returns a File holding every statement
// that could be read, together with every syntax error found.
//
// The lexer splits the text into tokens; the recovery pass reports every
// error and drops the malformed statements; the participle grammar parses
// what is left, and its tree becomes the AST.
func ParseFile(filename string, src []byte) (*File, diag.Diagnostics) {
	return parseFile(filename, src, shapes{}, 0)
}

// ParseFileKeep is ParseFile keeping only the first max diagnostics of the
// file (in the order of diag.Diagnostics.Sort) and the count of the rest
// (see diag.Keep), so that a file with a million mistakes does not hold a
// million diagnostics. max ≤ 0 keeps all.
func ParseFileKeep(filename string, src []byte, max int) (*File, diag.Diagnostics) {
	return parseFile(filename, src, shapes{}, max)
}

func parseFile(filename string, src []byte, memo shapes, max int) (*File, diag.Diagnostics) {
	f, b, keep := prepare(filename, src, memo, max)
	f.Stmts = b.top(keep, 0, nil)
	return f, keep.Result()
}

// ParseFileParts is ParseFileKeep for a large file its caller reads a
// run of top-level statements at a time: it hands the statements to part
// in order, about partBytes of source at a time, each run as a File of its
// own (with the file's name and range; the first holds the comments),
// and builds the next run only when part returns, so that the caller may
// let each run go before the next is built. It returns the diagnostics of
// the file once every part is handed over.
func ParseFileParts(filename string, src []byte, max, partBytes int, part func(*File)) diag.Diagnostics {
	f, b, keep := prepare(filename, src, shapes{}, max)
	first := true
	b.top(keep, partBytes, func(stmts []*Stmt) {
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

// prepare lexes src and runs the recovery pass: what is left is to build
// the statements.
func prepare(filename string, src []byte, memo shapes, max int) (*File, *builder, *diag.Keep) {
	x := newText(filename, string(src))
	keep := diag.NewKeep(max)
	toks, comments := lex(x, keep)
	eof := toks[len(toks)-1]
	f := &File{Name: filename, Comments: comments}
	f.Range = diag.Range{Start: diag.Pos{Filename: filename, Line: 1, Column: 1}, End: x.end(&eof)}
	p := &prep{x: x, in: toks, keep: keep}
	p.stmts(nil)
	p.closeBlocks()

	b := &builder{x: x, memo: memo, lx: newTokenLexer(x, p.in, eof)}
	return f, b, keep
}

// internal reports input the grammar rejected at t although the recovery
// pass accepted it: a bug.
func internal(x *text, t *token, format string, args ...any) *diag.Diagnostic {
	return diag.Errorf(CodeInternal, x.tokRange(t), format, args...).WithHint("this input confused the parser; please report it")
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

// builder turns the token stream the grammar sees into the AST, one
// statement at a time. The grammar parses each statement's own tokens (its
// word, values and bracketed values, with its block's body left out: the
// statements of the body are parsed on their own), and depends on nothing
// but the token types. So what it found in a sequence of types — the shape
// — is kept in memo and reused for every statement with the same sequence:
// participle parses each distinct shape once (`cost <atom>` is one shape
// for every card). Nodes are allocated in chunks, and value lists share
// backing arrays (capacity-limited, so an append by a user of the AST
// reallocates instead of overwriting a neighbour).
type builder struct {
	x    *text
	memo shapes
	lx   *tokenLexer // the lexer of the whole file: its runs of atoms
	typ  []byte      // the types of the tokens the grammar sees of a top-level statement (see read)
	ref  []int32     // each token of typ: its index in lx.toks, or for an atom its run in lx.runs
	key  []byte      // scratch: the key of a statement in memo

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
	err    string // the grammar rejected it (a bug: the recovery pass let it through)
	errAt  int    // where, counting the statement's tokens (-1: unknown)
}

// group is a bracketed value: tokens [from, to) of its statement's, and the
// bracketed values among its items.
type group struct {
	from, to int32
	groups   []group
}

// read collects the tokens the grammar sees of the next top-level
// statement, as lx passes them on: up to and with its end outside braces,
// or to the end of the file. So typ, ref and lx.runs hold one top-level
// statement (a card) at a time, however large the file. It reports false
// at the end of the file.
func (b *builder) read() bool {
	b.typ, b.ref, b.lx.runs = b.typ[:0], b.ref[:0], b.lx.runs[:0]
	depth := 0
	for {
		k := b.lx.next()
		if k == tEOF {
			return len(b.typ) > 0
		}
		ref := b.lx.i - 1
		if k == tAtom {
			ref = len(b.lx.runs) - 1
		}
		b.typ = append(b.typ, byte(k))
		b.ref = append(b.ref, int32(ref))
		switch k {
		case tLBrace:
			depth++
		case tRBrace:
			depth--
		case tTerm:
			if depth <= 0 {
				return true
			}
		}
	}
}

// at returns the type of stream token k.
func (b *builder) at(k int) kind { return kind(b.typ[k]) }

// tok returns the source token of the (non-atom) stream token k.
func (b *builder) tok(k int) *token { return &b.lx.toks[b.ref[k]] }

// top builds the top-level statements. A statement the grammar rejects
// (the recovery pass should have dropped it) is reported and left out.
// With part set, top hands them to part a run of about partBytes of
// source at a time instead of returning them.
func (b *builder) top(keep *diag.Keep, partBytes int, part func([]*Stmt)) []*Stmt {
	var out []*Stmt
	for b.read() {
		for k := 0; k < len(b.typ); {
			if b.at(k) == tTerm {
				k++
				continue
			}
			s, next, d := b.stmt(k)
			if d != nil {
				keep.Add(d)
				next = len(b.typ) // read holds one top-level statement
			} else {
				out = append(out, s)
				if part != nil && s.Range.End.Offset-out[0].Range.Start.Offset >= partBytes {
					part(out)
					out = nil
				}
			}
			k = next
		}
	}
	if part != nil && len(out) > 0 {
		part(out)
		return nil
	}
	return out
}

// body builds the statements from stream token k up to the `}` that ends
// the block, and returns them and the index of the `}`.
func (b *builder) body(k int) ([]*Stmt, int, *diag.Diagnostic) {
	mark := len(b.scratch)
	defer func() { b.scratch = b.scratch[:mark] }()
	for k < len(b.typ) && b.at(k) != tRBrace {
		if b.at(k) == tTerm {
			k++
			continue
		}
		s, next, d := b.stmt(k)
		if d != nil {
			return nil, next, d
		}
		b.scratch = append(b.scratch, s)
		k = next
	}
	if k >= len(b.typ) {
		return nil, k, internal(b.x, &b.lx.toks[len(b.lx.toks)-1], "a block without its `}`")
	}
	list := b.scratch[mark:]
	if len(list) == 0 {
		return nil, k, nil
	}
	if cap(b.stmtPtrs)-len(b.stmtPtrs) < len(list) {
		b.stmtPtrs = make([]*Stmt, 0, max(256, len(list)))
	}
	at := len(b.stmtPtrs)
	b.stmtPtrs = append(b.stmtPtrs, list...)
	return b.stmtPtrs[at:len(b.stmtPtrs):len(b.stmtPtrs)], k, nil
}

// stmt builds the statement starting at stream token k (a word) and returns
// it and the index of the token after it.
func (b *builder) stmt(k int) (*Stmt, int, *diag.Diagnostic) {
	j, depth := k+1, 0
scan:
	for ; j < len(b.typ); j++ {
		switch b.at(j) {
		case tCallOpen, tLParen, tLBrack:
			depth++
		case tRParen, tRBrack:
			depth--
		case tTerm, tRBrace, tLBrace:
			if depth <= 0 {
				break scan
			}
		}
	}
	block := j < len(b.typ) && b.at(j) == tLBrace
	b.key = append(b.key[:0], b.typ[k:j]...)
	if block {
		b.key = append(b.key, byte(tLBrace), byte(tRBrace))
	}
	sh := b.memo[string(b.key)]
	if sh == nil {
		sh = shapeOf(b.key)
		b.memo[string(b.key)] = sh
	}
	if sh.err != "" {
		at := k
		if sh.errAt >= 0 && k+sh.errAt < j {
			at = k + sh.errAt
		}
		t := b.srcTok(at)
		return nil, j, internal(b.x, t, "unexpected %s (%s)", b.x.describe(t), sh.err)
	}
	s := alloc(&b.stmtSlab, 128)
	w := b.tok(k)
	s.Word = b.x.val(w)
	s.Range = b.x.tokRange(w)
	s.Values = b.values(k, k+1, j, sh.groups)
	if n := len(s.Values); n > 0 {
		s.Range.End = s.Values[n-1].Range.End
	}
	if block {
		stmts, rb, d := b.body(j + 1)
		if d != nil {
			return nil, rb, d
		}
		s.Block = &Block{Stmts: stmts, Range: diag.Range{Start: b.x.start(b.tok(j)), End: b.x.end(b.tok(rb))}}
		s.Range.End = s.Block.Range.End
		j = rb + 1
		if j < len(b.typ) && b.at(j) != tTerm && b.at(j) != tRBrace {
			t := b.srcTok(j)
			return nil, j, internal(b.x, t, "unexpected %s after a block", b.x.describe(t))
		}
	}
	return s, j, nil
}

// srcTok returns the source token of stream token k: the first of an atom's run.
func (b *builder) srcTok(k int) *token {
	if b.at(k) == tAtom {
		return &b.lx.toks[b.lx.runs[b.ref[k]].from]
	}
	return b.tok(k)
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
				if t.kind() != tTerm && t.kind() != tDropped {
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
				if run[k].kind() != tTerm && run[k].kind() != tDropped {
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

// ParseFiles parses files on up to workers goroutines. The result is in the
// order of files, and the diagnostics are sorted by file and position.
func ParseFiles(files []Source, workers int) ([]*File, diag.Diagnostics) {
	return ParseFilesKeep(files, workers, 0)
}

// ParseFilesKeep is ParseFiles keeping the first max diagnostics of each
// file and the count of the rest, as ParseFileKeep does.
func ParseFilesKeep(files []Source, workers, max int) ([]*File, diag.Diagnostics) {
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
