package syntax

import (
	"fmt"
	"io"
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/alecthomas/participle/v2/lexer"

	"github.com/thronescript/thronescript/dsl/diag"
)

// kind is the type of a token. The grammar (grammar.go) names the kinds by
// the keys of symbols, as participle token types (kind.lex).
type kind uint8

// Token kinds produced by the lexer.
const (
	tEOF      kind = iota // the end of the file (participle's lexer.EOF)
	tIdent                // word: forced-reaction, Bär
	tNumber               // 3, 01001, +2, -1, 2018-06-07
	tString               // "…" (the token keeps the quotes)
	tRaw                  // `…` (the token keeps the backticks)
	tOp                   // <= >= == != < > = + - * / :
	tLBrace               // {
	tRBrace               // }
	tLParen               // ( not directly after a word
	tCallOpen             // ( directly after a word: shadow(2)
	tRParen               // )
	tLBrack               // [
	tRBrack               // ]
	tComma                // ,
	tTerm                 // a statement end: newline or ;
	tAtom                 // a run of values of one token, as the grammar sees it (see tokenLexer)
	tNone     kind = 255  // no token (a character that starts none)
)

// lex returns k as participle's token type.
func (k kind) lex() lexer.TokenType {
	if k == tEOF {
		return lexer.EOF
	}
	return lexer.TokenType(k)
}

var symbols = map[string]lexer.TokenType{
	"EOF": tEOF.lex(), "Ident": tIdent.lex(), "Number": tNumber.lex(), "String": tString.lex(), "Raw": tRaw.lex(),
	"Op": tOp.lex(), "LBrace": tLBrace.lex(), "RBrace": tRBrace.lex(), "LParen": tLParen.lex(), "CallOpen": tCallOpen.lex(),
	"RParen": tRParen.lex(), "LBrack": tLBrack.lex(), "RBrack": tRBrack.lex(), "Comma": tComma.lex(), "Term": tTerm.lex(), "Atom": tAtom.lex(),
}

// token is one lexeme: its kind and its bytes [off, end) of the source (an
// unterminated string or raw string lacks the closing quote). It is 8
// bytes: a file of a million braces holds a million tokens. Its line and
// column come from the file's line index (text.pos).
type token struct {
	off int32
	ek  uint32 // the end (the low endBits bits) and the kind (the high bits)
}

// endBits is how many bits of token.ek hold the end: enough for
// MaxFileSize, and the rest for the kinds.
const endBits = 27

func mkToken(off, end int, k kind) token {
	return token{off: int32(off), ek: uint32(end) | uint32(k)<<endBits}
}

func (t *token) kind() kind    { return kind(t.ek >> endBits) }
func (t *token) endOff() int32 { return int32(t.ek & (1<<endBits - 1)) }

// text is a file's source and the start of each of its lines, from which
// positions are computed; it remembers the last position computed, so that
// positions asked for in order cost no more than the bytes between them.
type text struct {
	name  string
	src   string
	lines []int32 // the offset of each line's start (the first after a byte order mark)
	wide  []bool  // whether each line holds bytes beyond ASCII (a column is not a byte)
	// the last position computed
	line, off, col int
}

// newText indexes the lines of src.
func newText(name, src string) *text {
	x := &text{name: name, src: src}
	first := 0
	if strings.HasPrefix(src, "\ufeff") { // a byte order mark is not text
		first = 3
	}
	x.off, x.col = first, 1
	if len(src) > MaxFileSize { // not read (checkText): no index
		x.lines, x.wide = []int32{int32(first)}, []bool{true}
		return x
	}
	n := strings.Count(src, "\n") + 1
	x.lines = make([]int32, 0, n)
	x.wide = make([]bool, 0, n)
	for at := first; ; {
		i := strings.IndexByte(src[at:], '\n')
		end := len(src)
		if i >= 0 {
			end = at + i
		}
		x.lines = append(x.lines, int32(at))
		x.wide = append(x.wide, !isASCII(src[at:end]))
		if i < 0 {
			break
		}
		at = end + 1
	}
	return x
}

func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

// pos returns the position of byte offset off: its line, and its column
// counting runes (each byte that is not UTF-8 counts as one).
func (x *text) pos(off int) diag.Pos {
	l := x.line
	switch {
	case off >= int(x.lines[l]) && (l+1 == len(x.lines) || off < int(x.lines[l+1])):
	case l+1 < len(x.lines) && off >= int(x.lines[l+1]) && (l+2 == len(x.lines) || off < int(x.lines[l+2])):
		l++
	default:
		l = sort.Search(len(x.lines), func(i int) bool { return int(x.lines[i]) > off }) - 1
		l = max(l, 0)
	}
	start := int(x.lines[l])
	var col int
	switch {
	case off < start: // inside the byte order mark
		col = 1
	case !x.wide[l]:
		col = off - start + 1
	case l == x.line && off >= x.off:
		col = x.col + utf8.RuneCountInString(x.src[x.off:off])
	default:
		col = 1 + utf8.RuneCountInString(x.src[start:off])
	}
	if off >= start {
		x.line, x.off, x.col = l, off, col
	}
	return diag.Pos{Filename: x.name, Offset: off, Line: l + 1, Column: col}
}

// rng returns the range of bytes [from, to).
func (x *text) rng(from, to int) diag.Range {
	a := x.pos(from)
	return diag.Range{Start: a, End: x.pos(to)}
}

// tokRange returns the source range of t.
func (x *text) tokRange(t *token) diag.Range { return x.rng(int(t.off), int(t.endOff())) }

// start and end return the positions of the start of t and just after it.
func (x *text) start(t *token) diag.Pos { return x.pos(int(t.off)) }
func (x *text) end(t *token) diag.Pos   { return x.pos(int(t.endOff())) }

// val returns the source text of t.
func (x *text) val(t *token) string { return x.src[t.off:t.endOff()] }

// participle returns t as participle's token.
func (x *text) participle(t *token) lexer.Token {
	return lexer.Token{Type: t.kind().lex(), Value: x.val(t), Pos: lexer.Position(x.start(t))}
}

// advance returns the position after the token text v that starts at p.
func advance(p diag.Pos, v string) diag.Pos {
	p.Offset += len(v)
	if v != "" && v[0] == '`' { // only raw strings span lines
		if i := strings.LastIndexByte(v, '\n'); i >= 0 {
			p.Line += strings.Count(v, "\n")
			p.Column = 1
			v = v[i+1:]
		}
	}
	for i := 0; i < len(v); i++ {
		if v[i] >= utf8.RuneSelf {
			p.Column += utf8.RuneCountInString(v[i:])
			return p
		}
		p.Column++
	}
	return p
}

// scanner is the hand-written lexer: a single pass over the bytes, no regexp.
type scanner struct {
	x        *text
	src      string
	off      int
	toks     []token
	over     int  // tokens past the capacity of toks (counted, not kept)
	quiet    bool // a second pass: no diagnostics and no comments
	comments []*Comment
	keep     *diag.Keep
	spare    diag.Diagnostic // the diagnostic errorf returns when it reports nothing
}

// lex splits the source of x into tokens and comments; the diagnostics
// go to keep. Lexical errors become diagnostics and the scanner continues.
// The tokens are one slice: a file denser than the first guess is lexed twice,
// the second time into a slice of the size the first counted, so that its
// tokens are not copied as a slice grows.
func lex(x *text, keep *diag.Keep) ([]token, []*Comment) {
	s := &scanner{x: x, src: x.src, keep: keep}
	s.toks = make([]token, 0, len(s.src)/4+8)
	if strings.HasPrefix(s.src, "\ufeff") { // a byte order mark is not text
		s.off = 3
	}
	first := s.off
	if !s.checkText() {
		s.emit(tEOF, s.off)
		return s.toks, nil
	}
	s.run()
	if s.over > 0 {
		again := &scanner{x: x, src: x.src, off: first, quiet: true}
		again.toks = make([]token, 0, len(s.toks)+s.over)
		s.toks = nil
		again.run()
		s.toks = again.toks
	}
	return s.toks, s.comments
}

// errorf reports an error (not in the second pass: the first reported it).
func (s *scanner) errorf(code string, r diag.Range, format string, args ...any) *diag.Diagnostic {
	if s.quiet {
		s.spare = diag.Diagnostic{}
		return &s.spare
	}
	return report(s.keep, &s.spare, code, r, format, args)
}

// MaxFileSize is the largest source file the lexer reads.
const MaxFileSize = 64 << 20

// maxBadText is how many places of invalid UTF-8 (or lone carriage
// returns) are reported one by one; a file with more is not text.
const maxBadText = 8

// checkText reports what makes src not a text file the language can keep
// byte for byte: invalid UTF-8 (the formatter would replace it), carriage
// returns without a newline (check and fmt would read lines differently),
// NUL bytes and too much invalid UTF-8 (binary data: one short error, and no
// tokens). It reports false when the file must not be scanned.
func (s *scanner) checkText() bool {
	src := s.src
	if len(src) > MaxFileSize {
		s.errorf(CodeNotText, s.rangeAt(0, 0), "the file is %d bytes, more than the limit of %d", len(src), MaxFileSize).
			WithHint("split the cards into several files")
		return false
	}
	if utf8.ValidString(src) && strings.IndexByte(src, 0) < 0 && !hasLoneCR(src) {
		return true
	}
	var bad, crs []int
	for i := s.off; i < len(src); {
		c := src[i]
		switch {
		case c == 0:
			s.errorf(CodeNotText, s.rangeAt(i, i+1), "this is not a text file: a NUL byte at byte %d", i).
				WithHint(".card files are UTF-8 text; check that this is the file you meant")
			return false
		case c == '\r' && (i+1 >= len(src) || src[i+1] != '\n'):
			crs = append(crs, i)
			i++
		case c < utf8.RuneSelf:
			i++
		default:
			r, n := utf8.DecodeRuneInString(src[i:])
			if r == utf8.RuneError && n == 1 {
				bad = append(bad, i)
				if len(bad) > maxBadText {
					s.errorf(CodeNotText, s.rangeAt(bad[0], bad[0]+1), "this is not a text file: more than %d places are not UTF-8", maxBadText).
						WithHint(".card files are UTF-8 text; check that this is the file you meant")
					return false
				}
			}
			i += n
		}
	}
	for _, at := range bad {
		s.errorf(CodeNotUTF8, s.rangeAt(at, at+1), "byte 0x%02x is not UTF-8 text", src[at]).
			WithHint("save the file as UTF-8; fmt and i18n import leave it unchanged until then")
	}
	if len(crs) > 0 {
		d := s.errorf(CodeLoneCR, s.rangeAt(crs[0], crs[0]+1), "a carriage return without a newline (old Mac line end)").
			WithHint("save the file with \\n (or \\r\\n) line ends")
		if len(crs) > 1 {
			d.Detail = fmt.Sprintf("%d carriage returns in this file are not followed by a newline", len(crs))
		}
	}
	return true
}

func hasLoneCR(src string) bool {
	for i := strings.IndexByte(src, '\r'); i >= 0; {
		if i+1 >= len(src) || src[i+1] != '\n' {
			return true
		}
		j := strings.IndexByte(src[i+1:], '\r')
		if j < 0 {
			return false
		}
		i += 1 + j
	}
	return false
}

// rangeAt is the range of bytes [from, to) of the source, counting lines
// and runes from the start (used for the few diagnostics of checkText).
func (s *scanner) rangeAt(from, to int) diag.Range {
	at := func(off int) diag.Pos {
		line, col := 1, 1
		for i := 0; i < off && i < len(s.src); {
			if s.src[i] == '\n' {
				line, col = line+1, 1
				i++
				continue
			}
			_, n := utf8.DecodeRuneInString(s.src[i:])
			i += n
			col++
		}
		return diag.Pos{Filename: s.x.name, Offset: off, Line: line, Column: col}
	}
	return diag.Range{Start: at(from), End: at(to)}
}

// rng returns the range from byte start to the current offset.
func (s *scanner) rng(start int) diag.Range { return s.x.rng(start, s.off) }

// emit adds a token from byte start to the current offset; past the
// capacity of the slice it is only counted (lex scans again).
func (s *scanner) emit(typ kind, start int) {
	if len(s.toks) >= cap(s.toks) {
		s.over++
		return
	}
	s.toks = append(s.toks, mkToken(start, s.off, typ))
}

func isIdentStartASCII(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c == '_'
}

func isDigit(c byte) bool { return c >= '0' && c <= '9' }

// identRune reports the length of an identifier rune at i (0 when none).
func (s *scanner) identRune(i int, start bool) int {
	if i >= len(s.src) {
		return 0
	}
	c := s.src[i]
	if c < utf8.RuneSelf {
		if isIdentStartASCII(c) || (!start && isDigit(c)) {
			return 1
		}
		return 0
	}
	r, n := utf8.DecodeRuneInString(s.src[i:])
	if unicode.IsLetter(r) || (!start && (unicode.IsDigit(r) || unicode.IsMark(r))) {
		return n
	}
	return 0
}

func (s *scanner) run() {
	src := s.src
	for s.off < len(src) {
		c := src[s.off]
		start := s.off
		switch {
		case c == ' ' || c == '\t' || c == '\r':
			s.off++
		case c == '\n':
			s.off++
			s.emit(tTerm, start)
		case c == '#':
			end := strings.IndexByte(src[s.off:], '\n')
			if end < 0 {
				end = len(src)
			} else {
				end += s.off
			}
			s.off = end
			if !s.quiet {
				s.comments = append(s.comments, &Comment{Text: src[start:end], Range: s.rng(start)})
			}
		case isIdentStartASCII(c) || c >= utf8.RuneSelf && s.identRune(s.off, true) > 0:
			s.scanIdent()
			s.emit(tIdent, start)
			if s.off < len(src) && src[s.off] == '(' {
				s.off++
				s.emit(tCallOpen, s.off-1)
			}
		case isDigit(c):
			s.scanNumber()
			s.emit(tNumber, start)
		case (c == '+' || c == '-') && s.off+1 < len(src) && isDigit(src[s.off+1]):
			s.off++
			s.scanNumber()
			s.emit(tNumber, start)
		case c == '"':
			s.scanString(start)
		case c == '`':
			end := strings.IndexByte(src[s.off+1:], '`')
			if end < 0 {
				s.errorf(CodeUnterminatedRaw, s.x.rng(start, start+1),
					"unterminated raw string: no closing backtick").WithHint("add a closing ` after the text")
				s.off = len(src)
				s.emit(tRaw, start)
				continue
			}
			s.off += end + 2
			s.emit(tRaw, start)
		default:
			s.scanPunct(c, start)
		}
	}
	s.emit(tEOF, s.off)
}

func (s *scanner) scanIdent() {
	for {
		n := s.identRune(s.off, false)
		if n == 0 {
			// a hyphen joins words: forced-reaction
			if s.off+1 < len(s.src) && s.src[s.off] == '-' && s.identRune(s.off+1, false) > 0 {
				s.off++
				continue
			}
			return
		}
		s.off += n
	}
}

// scanNumber reads digits, and dash-joined groups such as a date 2018-06-07.
func (s *scanner) scanNumber() {
	src := s.src
	for {
		for s.off < len(src) && isDigit(src[s.off]) {
			s.off++
		}
		if s.off+1 < len(src) && src[s.off] == '-' && isDigit(src[s.off+1]) {
			s.off++
			continue
		}
		return
	}
}

func (s *scanner) scanString(start int) {
	src := s.src
	i := s.off + 1
	for i < len(src) {
		c := src[i]
		if c == '"' {
			s.off = i + 1
			s.emit(tString, start)
			return
		}
		if c == '\n' {
			break
		}
		if c == '\\' && i+1 < len(src) {
			switch src[i+1] {
			case '"', '\\', 'n', 't':
			default:
				// the escape's second character may be a rune of several bytes
				_, n := utf8.DecodeRuneInString(src[i+1:])
				s.errorf(CodeBadEscape, s.x.rng(i, i+1+n),
					"unknown escape %q in string", src[i:i+2]).WithHint(`the escapes are \" \\ \n \t`)
			}
			i += 2
			continue
		}
		i++
	}
	// unterminated: the string runs to the end of the line
	s.off = i
	s.errorf(CodeUnterminatedString, s.rng(start),
		"unterminated string: no closing quote on this line").WithHint(`add a closing " (strings cannot span lines; use backticks for that)`)
	s.emit(tString, start)
}

func (s *scanner) scanPunct(c byte, start int) {
	src := s.src
	typ := tNone
	n := 1
	switch c {
	case '{':
		typ = tLBrace
	case '}':
		typ = tRBrace
	case '(':
		typ = tLParen
	case ')':
		typ = tRParen
	case '[':
		typ = tLBrack
	case ']':
		typ = tRBrack
	case ',':
		typ = tComma
	case ';':
		typ = tTerm
	case ':', '+', '-', '*', '/':
		typ = tOp
	case '<', '>', '=', '!':
		typ = tOp
		if s.off+1 < len(src) && src[s.off+1] == '=' {
			n = 2
		} else if c == '!' {
			typ = tNone
		}
	}
	if typ == tNone {
		r, size := utf8.DecodeRuneInString(src[s.off:])
		s.off += size
		if r == utf8.RuneError && size == 1 {
			return // reported by checkText
		}
		d := s.errorf(CodeBadChar, s.rng(start), "unexpected character %q", r)
		switch r {
		case '!':
			d.WithHint("`!` is only valid in `!=`; write `not` to negate a condition")
		case '\'', '“', '”', '„':
			d.WithHint(`strings use straight double quotes: "…"`)
		default:
			d.WithHint("remove it, or put it inside a string")
		}
		return
	}
	s.off += n
	s.emit(typ, start)
}

// tokenLexer feeds a token slice to participle, then eof: it is the lexer
// the grammar sees. It skips newlines inside ( ) and [ ] (they do not end a
// statement; a `;` there does, and the grammar rejects it) and all but the
// first of a run of statement ends, and it gives the grammar its token
// types: a word is an <ident> where it names a statement (the first word at
// the start, after a statement end or a brace) or a call (directly before
// `(`); every other word, number, string, raw string and operator is a
// value of one token, and a run of them is one <atom> (runs records the
// tokens of each). A `(` directly after a statement's word opens a group,
// so it is an <lparen> there.
type tokenLexer struct {
	x     *text
	toks  []token
	i     int
	eof   token
	prev  kind   // the type of the last token passed on
	depth int    // open ( and [
	group bool   // the next token is a `(` directly after a statement's word
	runs  []span // the tokens of each <atom> passed on, in order
}

func newTokenLexer(x *text, toks []token, eof token) *tokenLexer {
	return &tokenLexer{x: x, toks: toks, eof: eof, prev: tLBrace}
}

// Next passes the next token on to participle (the parser's own token
// stream goes through next).
func (l *tokenLexer) Next() (lexer.Token, error) {
	k := l.next()
	if k == tEOF {
		return l.x.participle(&l.eof), nil
	}
	t := l.toks[l.i-1]
	if k == tAtom {
		t = l.toks[l.runs[len(l.runs)-1].from]
	}
	lt := l.x.participle(&t)
	lt.Type = k.lex()
	return lt, nil
}

// next returns the kind of the next token the grammar sees; l.i is after
// it (or after the run of an atom, the last of l.runs).
func (l *tokenLexer) next() kind {
	for l.i < len(l.toks) {
		t := l.toks[l.i]
		l.i++
		group := l.group
		l.group = false
		typ := t.kind()
		switch typ {
		case tTerm:
			if l.prev == tTerm || l.depth > 0 && l.x.src[t.off] == '\n' {
				continue
			}
		case tIdent:
			call := l.i < len(l.toks) && l.toks[l.i].kind() == tCallOpen
			if l.prev == tTerm || l.prev == tLBrace || l.prev == tRBrace {
				l.group = call
			} else if !call {
				typ = tAtom
			}
		case tCallOpen:
			if group {
				typ = tLParen
			}
			l.depth++
		case tLParen, tLBrack:
			l.depth++
		case tRParen, tRBrack:
			l.depth = max(l.depth-1, 0)
		case tNumber, tString, tRaw, tOp:
			typ = tAtom
		}
		if typ == tAtom {
			l.atoms()
		}
		l.prev = typ
		return typ
	}
	return tEOF
}

// atoms extends the <atom> just read (at l.i-1) over the one-token values
// that follow it: the grammar sees a run of them as one <atom>, and the run
// is recorded for the builder, which makes a value of each token.
func (l *tokenLexer) atoms() {
	from, end := l.i-1, l.i
scan:
	for j := l.i; j < len(l.toks); j++ {
		switch l.toks[j].kind() {
		case tTerm:
			if l.depth > 0 && l.x.src[l.toks[j].off] == '\n' {
				continue // newlines inside ( ) and [ ]
			}
		case tNumber, tString, tRaw, tOp:
			end = j + 1
			continue
		case tIdent:
			if j+1 >= len(l.toks) || l.toks[j+1].kind() != tCallOpen {
				end = j + 1
				continue
			}
		}
		break scan
	}
	l.i = end
	l.runs = append(l.runs, span{int32(from), int32(end)})
}

// definition implements lexer.Definition for participle. ParseFile does not
// go through its Lex: it gives the grammar one statement at a time; Lex
// exists so the grammar can be used on its own.
type definition struct {
	symbols map[string]lexer.TokenType // a field, so that symbols is initialised before the grammar
}

func (d definition) Symbols() map[string]lexer.TokenType { return d.symbols }

func (definition) Lex(filename string, r io.Reader) (lexer.Lexer, error) {
	b, err := io.ReadAll(r)
	if err != nil {
		return nil, err
	}
	return lexAll(filename, string(b)), nil
}

// lexAll returns the token lexer of a whole file (for the grammar on its
// own).
func lexAll(filename, src string) *tokenLexer {
	x := newText(filename, src)
	toks, _ := lex(x, diag.NewKeep(0))
	return newTokenLexer(x, toks, toks[len(toks)-1])
}
