package syntax

import (
	"fmt"
	"io"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/alecthomas/participle/v2/lexer"

	"github.com/thronescript/thronescript/dsl/diag"
)

// Token types produced by the lexer. They are participle's token types: the
// grammar (grammar.go) names them by the keys of symbols.
const (
	tEOF      = lexer.EOF
	tIdent    = lexer.TokenType(1)  // word: forced-reaction, Bär
	tNumber   = lexer.TokenType(2)  // 3, 01001, +2, -1, 2018-06-07
	tString   = lexer.TokenType(3)  // "…" (the token keeps the quotes)
	tRaw      = lexer.TokenType(4)  // `…` (the token keeps the backticks)
	tOp       = lexer.TokenType(5)  // <= >= == != < > = + - * / :
	tLBrace   = lexer.TokenType(6)  // {
	tRBrace   = lexer.TokenType(7)  // }
	tLParen   = lexer.TokenType(8)  // ( not directly after a word
	tCallOpen = lexer.TokenType(9)  // ( directly after a word: shadow(2)
	tRParen   = lexer.TokenType(10) // )
	tLBrack   = lexer.TokenType(11) // [
	tRBrack   = lexer.TokenType(12) // ]
	tComma    = lexer.TokenType(13) // ,
	tTerm     = lexer.TokenType(14) // a statement end: newline or ;
	tDropped  = lexer.TokenType(15) // dropped by the recovery pass; the parser skips it
	tAtom     = lexer.TokenType(16) // a run of values of one token, as the grammar sees it (see tokenLexer)
)

var symbols = map[string]lexer.TokenType{
	"EOF": tEOF, "Ident": tIdent, "Number": tNumber, "String": tString, "Raw": tRaw,
	"Op": tOp, "LBrace": tLBrace, "RBrace": tRBrace, "LParen": tLParen, "CallOpen": tCallOpen,
	"RParen": tRParen, "LBrack": tLBrack, "RBrack": tRBrack, "Comma": tComma, "Term": tTerm, "Atom": tAtom,
}

// token is one lexeme; its Value is its exact source text (an unterminated
// string or raw string lacks the closing quote), so its end is computed.
type token = lexer.Token

// toPos converts a participle position.
func toPos(p lexer.Position) diag.Pos { return diag.Pos(p) }

// tokEnd returns the position just after t.
func tokEnd(t *token) diag.Pos { return advance(diag.Pos(t.Pos), t.Value) }

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

// tokRange returns the source range of t.
func tokRange(t *token) diag.Range {
	return diag.Range{Start: diag.Pos(t.Pos), End: tokEnd(t)}
}

// pos is a compact source position (the file name is known from context).
type pos struct{ off, line, col int32 }

// at returns p as a diag.Pos in file.
func (p pos) at(file string) diag.Pos {
	return diag.Pos{Filename: file, Offset: int(p.off), Line: int(p.line), Column: int(p.col)}
}

// scanner is the hand-written lexer: a single pass over the bytes, no regexp.
type scanner struct {
	name     string
	src      string
	off      int
	line     int
	col      int
	toks     []token
	comments []*Comment
	diags    diag.Diagnostics
}

// lex splits src into tokens and comments. Lexical errors become
// diagnostics and the scanner continues.
func lex(filename string, src string) ([]token, []*Comment, diag.Diagnostics) {
	s := &scanner{name: filename, src: src, line: 1, col: 1}
	s.toks = make([]token, 0, len(src)/4+8)
	if strings.HasPrefix(src, "\ufeff") { // a byte order mark is not text
		s.off = 3
	}
	if !s.checkText() {
		s.emit(tEOF, s.pos())
		return s.toks, nil, s.diags
	}
	s.run()
	return s.toks, s.comments, s.diags
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
		s.diags = append(s.diags, diag.Errorf(CodeNotText, s.rangeAt(0, 0), "the file is %d bytes, more than the limit of %d", len(src), MaxFileSize).
			WithHint("split the cards into several files"))
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
			s.diags = append(s.diags, diag.Errorf(CodeNotText, s.rangeAt(i, i+1), "this is not a text file: a NUL byte at byte %d", i).
				WithHint(".card files are UTF-8 text; check that this is the file you meant"))
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
					s.diags = append(s.diags, diag.Errorf(CodeNotText, s.rangeAt(bad[0], bad[0]+1), "this is not a text file: more than %d places are not UTF-8", maxBadText).
						WithHint(".card files are UTF-8 text; check that this is the file you meant"))
					return false
				}
			}
			i += n
		}
	}
	for _, at := range bad {
		s.diags = append(s.diags, diag.Errorf(CodeNotUTF8, s.rangeAt(at, at+1), "byte 0x%02x is not UTF-8 text", src[at]).
			WithHint("save the file as UTF-8; fmt and i18n import leave it unchanged until then"))
	}
	if len(crs) > 0 {
		d := diag.Errorf(CodeLoneCR, s.rangeAt(crs[0], crs[0]+1), "a carriage return without a newline (old Mac line end)").
			WithHint("save the file with \\n (or \\r\\n) line ends")
		if len(crs) > 1 {
			d.Detail = fmt.Sprintf("%d carriage returns in this file are not followed by a newline", len(crs))
		}
		s.diags = append(s.diags, d)
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
		return diag.Pos{Filename: s.name, Offset: off, Line: line, Column: col}
	}
	return diag.Range{Start: at(from), End: at(to)}
}

func (s *scanner) pos() pos {
	return pos{off: int32(s.off), line: int32(s.line), col: int32(s.col)}
}

// rng returns the range from a to the current position.
func (s *scanner) rng(a pos) diag.Range {
	return diag.Range{Start: a.at(s.name), End: s.pos().at(s.name)}
}

// advance moves over n bytes that contain no newline and are ASCII.
func (s *scanner) advanceASCII(n int) {
	s.off += n
	s.col += n
}

// advanceTo moves to byte offset end, counting lines and runes.
func (s *scanner) advanceTo(end int) {
	for s.off < end {
		c := s.src[s.off]
		if c == '\n' {
			s.line++
			s.col = 1
			s.off++
			continue
		}
		if c < utf8.RuneSelf {
			s.off++
		} else {
			_, n := utf8.DecodeRuneInString(s.src[s.off:])
			s.off += n
		}
		s.col++
	}
}

func (s *scanner) emit(typ lexer.TokenType, start pos) {
	if len(s.toks) == cap(s.toks) { // dense input: double (append grows large slices by a quarter)
		s.toks = slices.Grow(s.toks, cap(s.toks))
	}
	s.toks = append(s.toks, token{Type: typ, Value: s.src[start.off:s.off], Pos: lexer.Position(start.at(s.name))})
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
		start := s.pos()
		switch {
		case c == ' ' || c == '\t' || c == '\r':
			s.advanceASCII(1)
		case c == '\n':
			s.off++
			s.emit(tTerm, start)
			s.line++
			s.col = 1
		case c == '#':
			end := s.off
			for end < len(src) && src[end] != '\n' {
				end++
			}
			s.advanceTo(end)
			s.comments = append(s.comments, &Comment{Text: src[start.off:end], Range: s.rng(start)})
		case isIdentStartASCII(c) || c >= utf8.RuneSelf && s.identRune(s.off, true) > 0:
			s.scanIdent()
			s.emit(tIdent, start)
			if s.off < len(src) && src[s.off] == '(' {
				p := s.pos()
				s.advanceASCII(1)
				s.emit(tCallOpen, p)
			}
		case isDigit(c):
			s.scanNumber()
			s.emit(tNumber, start)
		case (c == '+' || c == '-') && s.off+1 < len(src) && isDigit(src[s.off+1]):
			s.advanceASCII(1)
			s.scanNumber()
			s.emit(tNumber, start)
		case c == '"':
			s.scanString(start)
		case c == '`':
			end := s.off + 1
			for end < len(src) && src[end] != '`' {
				end++
			}
			if end >= len(src) {
				s.advanceTo(s.off + 1)
				s.diags = append(s.diags, diag.Errorf(CodeUnterminatedRaw, s.rng(start),
					"unterminated raw string: no closing backtick").WithHint("add a closing ` after the text"))
				s.advanceTo(len(src))
				s.emit(tRaw, start)
				continue
			}
			s.advanceTo(end + 1)
			s.emit(tRaw, start)
		default:
			s.scanPunct(c, start)
		}
	}
	s.emit(tEOF, s.pos())
}

func (s *scanner) scanIdent() {
	for {
		n := s.identRune(s.off, false)
		if n == 0 {
			// a hyphen joins words: forced-reaction
			if s.off+1 < len(s.src) && s.src[s.off] == '-' && s.identRune(s.off+1, false) > 0 {
				s.advanceASCII(1)
				continue
			}
			return
		}
		if n == 1 {
			s.advanceASCII(1)
		} else {
			s.off += n
			s.col++
		}
	}
}

// scanNumber reads digits, and dash-joined groups such as a date 2018-06-07.
func (s *scanner) scanNumber() {
	src := s.src
	for {
		for s.off < len(src) && isDigit(src[s.off]) {
			s.advanceASCII(1)
		}
		if s.off+1 < len(src) && src[s.off] == '-' && isDigit(src[s.off+1]) {
			s.advanceASCII(1)
			continue
		}
		return
	}
}

func (s *scanner) scanString(start pos) {
	src := s.src
	i := s.off + 1
	for i < len(src) {
		c := src[i]
		if c == '"' {
			s.advanceTo(i + 1)
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
				s.advanceTo(i)
				p := s.pos()
				s.advanceTo(i + 2)
				s.diags = append(s.diags, diag.Errorf(CodeBadEscape, s.rng(p),
					"unknown escape %q in string", src[i:i+2]).WithHint(`the escapes are \" \\ \n \t`))
			}
			i += 2
			continue
		}
		i++
	}
	// unterminated: the string runs to the end of the line
	s.advanceTo(i)
	s.diags = append(s.diags, diag.Errorf(CodeUnterminatedString, s.rng(start),
		"unterminated string: no closing quote on this line").WithHint(`add a closing " (strings cannot span lines; use backticks for that)`))
	s.emit(tString, start)
}

func (s *scanner) scanPunct(c byte, start pos) {
	src := s.src
	var typ lexer.TokenType
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
			typ = 0
		}
	}
	if typ == 0 {
		r, size := utf8.DecodeRuneInString(src[s.off:])
		s.advanceTo(s.off + size)
		if r == utf8.RuneError && size == 1 {
			return // reported by checkText
		}
		d := diag.Errorf(CodeBadChar, s.rng(start), "unexpected character %q", r)
		switch r {
		case '!':
			d.WithHint("`!` is only valid in `!=`; write `not` to negate a condition")
		case '\'', '“', '”', '„':
			d.WithHint(`strings use straight double quotes: "…"`)
		default:
			d.WithHint("remove it, or put it inside a string")
		}
		s.diags = append(s.diags, d)
		return
	}
	s.advanceASCII(n)
	s.emit(typ, start)
}

// tokenLexer feeds a token slice to participle, then eof: it is the lexer
// the grammar sees. It skips the tokens the recovery pass dropped, newlines
// inside ( ) and [ ] (they do not end a statement) and all but the first of
// a run of statement ends, and it gives the grammar its token types: a word
// is an <ident> where it names a statement (the first word at the start, after
// a statement end or a brace) or a call (directly before `(`); every other
// word, number, string, raw string and operator is a value of one token, and
// a run of them is one <atom> (runs records the tokens of each). A `(`
// directly after a statement's word opens a group, so it is an <lparen> there.
type tokenLexer struct {
	toks  []token
	i     int
	eof   token
	prev  lexer.TokenType // the type of the last token passed on
	depth int             // open ( and [
	group bool            // the next token is a `(` directly after a statement's word
	runs  []span          // the tokens of each <atom> passed on, in order
}

func newTokenLexer(toks []token, eof token) *tokenLexer {
	return &tokenLexer{toks: toks, eof: eof, prev: tLBrace}
}

func (l *tokenLexer) Next() (lexer.Token, error) {
	for l.i < len(l.toks) {
		t := l.toks[l.i]
		l.i++
		group := l.group
		l.group = false
		switch t.Type {
		case tDropped:
			continue
		case tTerm:
			if l.depth > 0 || l.prev == tTerm {
				continue
			}
		case tIdent:
			call := l.i < len(l.toks) && l.toks[l.i].Type == tCallOpen
			if l.prev == tTerm || l.prev == tLBrace || l.prev == tRBrace {
				l.group = call
			} else if !call {
				t.Type = tAtom
			}
		case tCallOpen:
			if group {
				t.Type = tLParen
			}
			l.depth++
		case tLParen, tLBrack:
			l.depth++
		case tRParen, tRBrack:
			l.depth = max(l.depth-1, 0)
		case tNumber, tString, tRaw, tOp:
			t.Type = tAtom
		}
		if t.Type == tAtom {
			l.atoms()
		}
		l.prev = t.Type
		return t, nil
	}
	return l.eof, nil
}

// atoms extends the <atom> just read (at l.i-1) over the one-token values
// that follow it: the grammar sees a run of them as one <atom>, and the run
// is recorded for the builder, which makes a value of each token.
func (l *tokenLexer) atoms() {
	from, end := l.i-1, l.i
scan:
	for j := l.i; j < len(l.toks); j++ {
		switch l.toks[j].Type {
		case tDropped:
			continue
		case tTerm:
			if l.depth > 0 {
				continue // newlines inside ( ) and [ ]
			}
		case tNumber, tString, tRaw, tOp:
			end = j + 1
			continue
		case tIdent:
			if j+1 >= len(l.toks) || l.toks[j+1].Type != tCallOpen {
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
// go through Lex: it lexes, lets the recovery pass drop malformed statements
// and feeds the rest; Lex exists so the grammar can be used on its own.
type definition struct {
	symbols map[string]lexer.TokenType // a field, so that symbols is initialised before the grammar
}

func (d definition) Symbols() map[string]lexer.TokenType { return d.symbols }

func (definition) Lex(filename string, r io.Reader) (lexer.Lexer, error) {
	b, err := io.ReadAll(r)
	if err != nil {
		return nil, err
	}
	toks, _, _ := lex(filename, string(b))
	return newTokenLexer(toks, toks[len(toks)-1]), nil
}
