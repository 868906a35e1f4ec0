package syntax

import (
	"fmt"
	"sort"
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
	CodeTooDeep            = "E0111" // blocks and brackets nested deeper than maxDepth
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
	toks, comments, diags := lex(filename, string(src))
	eof := &toks[len(toks)-1]
	f := &File{Name: filename, Comments: comments}
	f.Range = diag.Range{Start: diag.Pos{Filename: filename, Line: 1, Column: 1}, End: tokEnd(eof)}
	p := &prep{name: filename, in: toks}
	p.stmts(nil)
	p.closeBlocks()
	diags = append(diags, p.diags...)

	// The top-level statements are parsed in chunks of a few hundred tokens:
	// participle copies the tokens it parses into a slice it grows by
	// appending, which wastes least on slices of about that size.
	var b builder
	f.Stmts = make([]*Stmt, 0, len(p.tops))
	for k := 0; k < len(p.tops); {
		n := 1
		for k+n < len(p.tops) && p.tops[k+n].to-p.tops[k].from < chunkTokens {
			n++
		}
		f.Stmts = b.chunk(f.Stmts, p.in, p.tops[k:k+n], &diags)
		k += n
	}
	if len(f.Stmts) == 0 {
		f.Stmts = nil
	}
	diags.Sort()
	return f, diags
}

// chunkTokens is the size of the chunks of a file the grammar parses at once.
const chunkTokens = 500

// chunk parses the statements of tops, which follow one another in toks, and
// appends them to out. If the grammar rejects the chunk (a bug: the recovery
// pass let through something it does not accept), each statement is parsed
// alone, so that only the offending one is lost.
func (b *builder) chunk(out []*Stmt, toks []token, tops []span, diags *diag.Diagnostics) []*Stmt {
	from, to := tops[0].from, tops[len(tops)-1].to
	tl := newTokenLexer(toks[from:to], token{Type: tEOF, Pos: toks[to].Pos})
	pl, _ := lexer.Upgrade(tl)
	tree, err := grammar.ParseFromLexer(pl)
	if err == nil {
		b.lx = tl
		for _, st := range tree.Stmts {
			out = append(out, b.stmt(st))
		}
		return out
	}
	if len(tops) > 1 {
		for i := range tops {
			out = b.chunk(out, toks, tops[i:i+1], diags)
		}
		return out
	}
	*diags = append(*diags, reword(err, toks[from:to]))
	return out
}

// reword turns a participle error into a diagnostic naming the offending token.
func reword(err error, toks []token) *diag.Diagnostic {
	msg := err.Error()
	off := -1
	if pe, ok := err.(participle.Error); ok {
		off = pe.Position().Offset
		msg = pe.Message()
	}
	r := tokRange(&toks[len(toks)-1])
	for i := range toks { // the offending token, or the statement's last
		if t := &toks[i]; t.Pos.Offset == off && t.Type != tEOF && t.Type != tDropped {
			r = tokRange(t)
			msg = fmt.Sprintf("unexpected %s", describe(t))
			break
		}
	}
	return diag.Errorf(CodeInternal, r, "%s", msg).WithHint("this input confused the parser; please report it")
}

// describe names a token for a message: `}`, the word `cost`, the end of the file.
func describe(t *token) string {
	switch t.Type {
	case tEOF:
		return "end of file"
	case tTerm:
		if t.Value == ";" {
			return "`;`"
		}
		return "end of line"
	case tIdent:
		return fmt.Sprintf("word `%s`", t.Value)
	case tNumber:
		return fmt.Sprintf("number %s", t.Value)
	case tString:
		return "string " + t.Value
	case tRaw:
		return "raw string"
	}
	return "`" + t.Value + "`"
}

// builder turns the grammar's tree into the AST. Nodes are allocated in
// chunks, and value lists share backing arrays (capacity-limited, so an
// append by a user of the AST reallocates instead of overwriting a neighbour).
type builder struct {
	lx       *tokenLexer // the lexer of the tree being built: its runs of atoms
	stmtSlab []Stmt
	valSlab  []Value
	ptrs     []*Value
}

func (b *builder) stmts(list []*statement) []*Stmt {
	if len(list) == 0 {
		return nil
	}
	out := make([]*Stmt, len(list))
	for i, g := range list {
		out[i] = b.stmt(g)
	}
	return out
}

func (b *builder) stmt(g *statement) *Stmt {
	s := alloc(&b.stmtSlab, 128)
	w := &g.Tokens[0]
	s.Word = w.Value
	s.WordRange = tokRange(w)
	s.Range = s.WordRange
	s.Values = b.values(g.Tokens[1:], g.Groups)
	if n := len(s.Values); n > 0 {
		s.Range.End = s.Values[n-1].Range.End
	}
	if g.Block != nil {
		bt := g.Block.Tokens
		s.Block = &Block{Range: diag.Range{Start: toPos(bt[0].Pos), End: tokEnd(&bt[len(bt)-1])}}
		s.Range.End = s.Block.Range.End
		s.Block.Stmts = b.stmts(g.Block.Body.Stmts)
	}
	return s
}

// values builds the values in toks, up to a `{`, `)` or `]` or the end: each
// token of an atom run is a value, and each bracketed value is the next of
// groups, whose tokens it skips. A comma marks the value before it.
func (b *builder) values(toks []token, groups []*bracketed) []*Value {
	n := 0
	for i, gi := 0, 0; i < len(toks); i++ {
		switch toks[i].Type {
		case tAtom:
			for _, t := range b.run(&toks[i]) {
				if t.Type != tTerm && t.Type != tDropped {
					n++
				}
			}
		case tComma:
		case tIdent, tLParen, tLBrack:
			i += len(groups[gi].Tokens) - 1
			gi++
			n++
		default:
			i = len(toks)
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
	for i, gi, vi := 0, 0, 0; i < len(toks); i++ {
		switch t := &toks[i]; t.Type {
		case tAtom:
			run := b.run(t)
			for k := range run {
				if run[k].Type != tTerm && run[k].Type != tDropped {
					out[vi] = b.atom(&run[k])
					vi++
				}
			}
		case tComma:
			out[vi-1].Comma = true
		case tIdent, tLParen, tLBrack:
			g := groups[gi]
			out[vi] = b.bracketed(g)
			vi++
			i += len(g.Tokens) - 1
			gi++
		default:
			i = len(toks)
		}
	}
	return out
}

// run returns the tokens of the atom run t, which the lexer recorded.
func (b *builder) run(t *token) []token {
	runs := b.lx.runs
	k := sort.Search(len(runs), func(k int) bool { return b.lx.toks[runs[k].from].Pos.Offset >= t.Pos.Offset })
	r := runs[k]
	return b.lx.toks[r.from:r.to]
}

func (b *builder) atom(t *token) *Value {
	v := alloc(&b.valSlab, 256)
	v.Kind, v.Text, v.Range = atomKind(t.Value), t.Value, tokRange(t)
	switch v.Kind {
	case StringValue:
		v.Text = unquote(t.Value)
	case RawValue:
		v.Text = unraw(t.Value)
	}
	return v
}

func (b *builder) bracketed(g *bracketed) *Value {
	v := alloc(&b.valSlab, 256)
	toks := g.Tokens
	t, last := &toks[0], len(toks)-1
	v.Text = t.Value
	v.Range = diag.Range{Start: toPos(t.Pos), End: tokEnd(&toks[last])}
	items := toks[1:last]
	switch t.Type {
	case tIdent:
		v.Kind, items = CallValue, toks[2:last]
	case tLParen:
		v.Kind = ParenValue
	case tLBrack:
		v.Kind = ListValue
	}
	v.Items = b.values(items, g.Groups)
	return v
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
			for i := range next {
				out[i], ds[i] = ParseFile(files[i].Name, files[i].Src)
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
