package syntax

import (
	"fmt"
	"strings"
	"sync"

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
	CodeInternal           = "E0199" // the grammar rejected input the recovery pass accepted (a bug)
)

// The grammar proper: the statement and block structure of a file. The
// grammar's nodes are small on purpose (participle allocates them by
// reflection); the walker turns them into the AST, taking words, values and
// positions from what the recovery pass recorded.
type (
	gFile struct {
		Stmts []*gStmt `parser:"@@*"`
	}
	gStmt struct {
		Block *gBlock `parser:"Ident @@?"`
	}
	gBlock struct {
		Stmts []*gStmt `parser:"LBrace @@* RBrace"`
	}
)

// grammar is the participle parser for the generic statement grammar. It is
// built once and never modified; participle parsers are safe for concurrent use.
var grammar = participle.MustBuild[gFile](
	participle.Lexer(definition{}),
	participle.UseLookahead(1),
)

// Grammar returns the EBNF of the statement grammar (for the reference manual).
func Grammar() string { return grammar.String() }

// ParseFile parses one file. It always returns a File holding every statement
// that could be read, together with every syntax error found.
func ParseFile(filename string, src []byte) (*File, diag.Diagnostics) {
	toks, comments, diags := lex(filename, string(src))
	f := &File{Name: filename, Comments: comments}
	p := &prep{name: filename, in: toks, out: make([]token, 0, len(toks)/2+1), heads: make([]head, 0, len(toks)/8+1)}
	p.stmts(nil)
	p.out = append(p.out, toks[len(toks)-1]) // EOF
	diags = append(diags, p.diags...)
	f.Range = diag.Range{Start: diag.Pos{Filename: filename, Line: 1, Column: 1}, End: toks[len(toks)-1].end.at(filename)}

	parsed, err := grammar.ParseFromLexer(peeking(p.out))
	if err != nil {
		diags = append(diags, reword(err, p.out, filename))
	} else {
		w := &walker{heads: p.heads, toks: toks, name: filename}
		f.Stmts = w.stmts(parsed.Stmts)
	}
	diags.Sort()
	return f, diags
}

// reword turns a participle error into a diagnostic naming the offending token.
func reword(err error, toks []token, file string) *diag.Diagnostic {
	msg := err.Error()
	off := -1
	if pe, ok := err.(participle.Error); ok {
		off = pe.Position().Offset
		msg = pe.Message()
	}
	r := toks[len(toks)-1].rng(file)
	for _, t := range toks {
		if int(t.start.off) == off && t.typ != tEOF {
			r = t.rng(file)
			msg = fmt.Sprintf("unexpected %s", describe(t))
			break
		}
	}
	return diag.Errorf(CodeInternal, r, "%s", msg).WithHint("this input confused the parser; please report it")
}

// describe names a token for a message: `}`, the word `cost`, the end of the file.
func describe(t token) string {
	switch t.typ {
	case tEOF:
		return "end of file"
	case tTerm:
		if t.val == ";" {
			return "`;`"
		}
		return "end of line"
	case tIdent:
		return fmt.Sprintf("word `%s`", t.val)
	case tNumber:
		return fmt.Sprintf("number %s", t.val)
	case tString:
		return "string " + t.val
	case tRaw:
		return "raw string"
	}
	return "`" + t.val + "`"
}

// prep is the recovery pass. It checks the bracket and statement structure
// of the token stream with exact positions, reports every error, and drops
// the offending statements, so that the grammar sees only well-formed input.
// It builds the values of each statement (see Value) and records, in source
// order, the ranges the grammar cannot know.
type prep struct {
	name  string
	in    []token
	i     int
	out   []token
	heads []head
	diags diag.Diagnostics
	slab  []Value  // values are allocated in chunks
	ptrs  []*Value // backing store for the value lists of statements
}

// newValue returns a zeroed value from the current chunk.
func (p *prep) newValue() *Value {
	if len(p.slab) == cap(p.slab) {
		p.slab = make([]Value, 0, 256)
	}
	p.slab = p.slab[:len(p.slab)+1]
	return &p.slab[len(p.slab)-1]
}

// list copies vs into a shared backing array (capacity-limited, so an
// append by a user of the AST reallocates instead of overwriting a neighbour).
func (p *prep) list(vs []*Value) []*Value {
	if len(vs) == 0 {
		return nil
	}
	if cap(p.ptrs)-len(p.ptrs) < len(vs) {
		p.ptrs = make([]*Value, 0, max(1024, len(vs)))
	}
	n := len(p.ptrs)
	p.ptrs = append(p.ptrs, vs...)
	return p.ptrs[n:len(p.ptrs):len(p.ptrs)]
}

// head is what prep knows of one kept statement.
type head struct {
	word   int32 // token index of the statement's word
	open   int32 // token index of the block's { (0 without a block)
	close  int32 // token index of the block's } (-1: missing, at the end of the file)
	values []*Value
}

func (p *prep) errorf(code string, t token, format string, args ...any) *diag.Diagnostic {
	d := diag.Errorf(code, t.rng(p.name), format, args...)
	p.diags = append(p.diags, d)
	return d
}

// stmts reads statements up to the closing brace of open (or the end of the
// file when open is nil). The closing brace is left for the caller.
func (p *prep) stmts(open *token) {
	for {
		t := p.in[p.i]
		switch t.typ {
		case tTerm:
			p.i++
		case tEOF:
			if open != nil {
				p.errorf(CodeUnclosedBlock, *open, "unclosed block: this `{` has no matching `}`").
					WithHint("add `}` at the end of the block")
			}
			return
		case tRBrace:
			if open != nil {
				return
			}
			p.errorf(CodeUnexpectedClose, t, "unexpected `}`: no block is open").
				WithHint("remove it, or look for a missing `{` above")
			p.i++
		case tIdent:
			mark, hmark := len(p.out), len(p.heads)
			if !p.stmt() {
				p.out, p.heads = p.out[:mark], p.heads[:hmark]
				p.skipStmt()
			}
		default:
			d := p.errorf(CodeExpectedStmt, t, "unexpected %s: expected a statement, which starts with a word", describe(t))
			switch t.typ {
			case tLBrace:
				d.WithHint("a block belongs to the statement before it: put `{` on the same line")
			case tRParen, tRBrack:
				d.WithHint("remove it, or look for a missing `(` or `[` above")
			default:
				d.WithHint("start the line with a word such as `cost` or `do`")
			}
			p.skipStmt()
		}
	}
}

// stmt reads one statement; false means it was malformed (already reported)
// and the caller drops it and skips the rest of it.
func (p *prep) stmt() bool {
	p.out = append(p.out, p.in[p.i])
	hi := len(p.heads)
	p.heads = append(p.heads, head{word: int32(p.i)})
	p.i++
	var buf [16]*Value
	values := buf[:0]
	for {
		t := p.in[p.i]
		switch t.typ {
		case tIdent, tNumber, tString, tRaw, tOp, tLParen, tLBrack, tCallOpen:
			v, ok := p.value(false)
			if !ok {
				return false
			}
			values = append(values, v)
			continue
		case tComma:
			p.errorf(CodeUnexpectedToken, t, "unexpected `,` outside parentheses").
				WithHint("values of a statement are separated by spaces; commas only separate call arguments")
			return false
		case tRParen, tRBrack:
			p.errorf(CodeUnexpectedClose, t, "unexpected `%s`: no `%s` is open", t.val, opener(t.typ)).
				WithHint("remove it, or add the missing `%s`", opener(t.typ))
			return false
		}
		break
	}
	p.heads[hi].values = p.list(values)
	t := p.in[p.i]
	if t.typ != tLBrace {
		return true // tTerm, tRBrace, tEOF end the statement
	}
	open := t
	p.heads[hi].open = int32(p.i)
	p.out = append(p.out, t)
	p.i++
	p.stmts(&open)
	c := p.in[p.i]
	if c.typ == tRBrace {
		p.heads[hi].close = int32(p.i)
		p.i++
	} else {
		p.heads[hi].close = -1
		c = token{typ: tRBrace, val: "}", start: c.start, end: c.start}
	}
	p.out = append(p.out, c)
	if n := p.in[p.i]; n.typ != tTerm && n.typ != tRBrace && n.typ != tEOF {
		p.errorf(CodeAfterBlock, n, "unexpected %s after the block's `}`: expected a new line or `;`", describe(n)).
			WithHint("start a new line before it")
		p.skipStmt()
	}
	return true
}

func opener(t lexer.TokenType) string {
	if t == tRBrack {
		return "["
	}
	return "("
}

// value reads one value at p.i (which starts a value), with an optional
// trailing comma when inGroup.
func (p *prep) value(inGroup bool) (*Value, bool) {
	t := p.in[p.i]
	p.i++
	v := p.newValue()
	v.Text, v.Range = t.val, t.rng(p.name)
	switch t.typ {
	case tIdent:
		v.Kind = WordValue
		if p.in[p.i].typ == tCallOpen {
			v.Kind = CallValue
			if !p.group(v, p.in[p.i]) {
				return nil, false
			}
		}
	case tNumber:
		v.Kind = NumberValue
	case tString:
		v.Kind, v.Text = StringValue, unquote(t.val)
	case tRaw:
		v.Kind, v.Text = RawValue, t.val[1:len(t.val)-1]
	case tOp:
		v.Kind = OpValue
	case tLParen, tCallOpen: // ( right after a statement's word is a group
		v.Kind, v.Text = ParenValue, "("
		p.i--
		if !p.group(v, t) {
			return nil, false
		}
	case tLBrack:
		v.Kind = ListValue
		p.i--
		if !p.group(v, t) {
			return nil, false
		}
	}
	if inGroup && p.in[p.i].typ == tComma {
		v.Comma = true
		p.i++
	}
	return v, true
}

// group reads the items of a call, parenthesised or bracketed value; p.i is
// at the opening token.
func (p *prep) group(v *Value, open token) bool {
	openAt := p.i
	closer := tRParen
	if open.typ == tLBrack {
		closer = tRBrack
	}
	p.i++
	for {
		t := p.in[p.i]
		switch t.typ {
		case tTerm:
			if t.val == ";" {
				p.errorf(CodeUnexpectedToken, t, "unexpected `;` inside `%s … %s`", open.val, closeText(closer)).
					WithHint("close the `%s` before ending the statement", open.val)
				return false
			}
			p.i++ // newlines inside ( ) and [ ] do not end the statement
		case tIdent, tNumber, tString, tRaw, tOp, tLParen, tLBrack:
			it, ok := p.value(true)
			if !ok {
				return false
			}
			v.Items = append(v.Items, it)
		case tComma:
			p.errorf(CodeUnexpectedToken, t, "unexpected `,`: expected a value before it").
				WithHint("remove the extra comma")
			return false
		case closer:
			p.i++
			v.Range.End = t.end.at(p.name)
			return true
		case tRParen, tRBrack:
			p.errorf(CodeUnexpectedClose, t, "unexpected `%s`: the `%s` at line %d needs `%s`", t.val, open.val, open.start.line, closeText(closer)).
				WithHint("write `%s` here", closeText(closer))
			return false
		default: // { } or end of file: the group was never closed
			p.errorf(CodeUnclosedGroup, open, "unclosed `%s`: no matching `%s`", open.val, closeText(closer)).
				WithHint("add `%s`", closeText(closer))
			// resume at the end of the line the group started on
			p.i = openAt + 1
			for p.in[p.i].typ != tTerm && p.in[p.i].typ != tEOF && p.in[p.i].typ != tRBrace && p.in[p.i].typ != tLBrace {
				p.i++
			}
			return false
		}
	}
}

func closeText(t lexer.TokenType) string {
	if t == tRBrack {
		return "]"
	}
	return ")"
}

// skipStmt skips to the end of the current statement: the next newline or `;`
// outside braces, or the `}` closing the enclosing block (left in place).
func (p *prep) skipStmt() {
	depth := 0
	for {
		t := p.in[p.i]
		switch t.typ {
		case tEOF:
			return
		case tTerm:
			if depth == 0 {
				return
			}
		case tLBrace:
			depth++
		case tRBrace:
			if depth == 0 {
				return
			}
			depth--
		}
		p.i++
	}
}

// walker completes the statements the grammar built with what the recovery
// pass recorded; both visit statements in source order.
type walker struct {
	slab  []Stmt
	name  string
	toks  []token
	heads []head
	i     int
}

func (w *walker) stmts(list []*gStmt) []*Stmt {
	if len(list) == 0 {
		return nil
	}
	out := make([]*Stmt, len(list))
	for i, g := range list {
		s := w.newStmt()
		out[i] = s
		h := &w.heads[w.i]
		w.i++
		s.Word = w.toks[h.word].val
		s.WordRange = w.toks[h.word].rng(w.name)
		s.Range = s.WordRange
		s.Values = h.values
		if len(h.values) > 0 {
			s.Range.End = h.values[len(h.values)-1].Range.End
		}
		if g.Block != nil {
			end := w.toks[len(w.toks)-1].end
			if h.close >= 0 {
				end = w.toks[h.close].end
			}
			s.Block = &Block{Range: diag.Range{Start: w.toks[h.open].start.at(w.name), End: end.at(w.name)}}
			s.Range.End = s.Block.Range.End
			s.Block.Stmts = w.stmts(g.Block.Stmts)
		}
	}
	return out
}

// newStmt returns a zeroed statement from the current chunk.
func (w *walker) newStmt() *Stmt {
	if len(w.slab) == cap(w.slab) {
		w.slab = make([]Stmt, 0, 128)
	}
	w.slab = w.slab[:len(w.slab)+1]
	return &w.slab[len(w.slab)-1]
}

// unquote decodes a "…" string token (the lexer already reported bad escapes).
func unquote(q string) string {
	s := q[1 : len(q)-1]
	if strings.IndexByte(s, '\\') < 0 {
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

func peeking(toks []token) *lexer.PeekingLexer {
	pl, _ := lexer.Upgrade(&tokenLexer{toks: toParticiple(toks)})
	return pl
}
