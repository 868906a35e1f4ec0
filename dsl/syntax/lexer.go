package syntax

import (
	"io"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/alecthomas/participle/v2/lexer"

	"github.com/thronescript/thronescript/dsl/diag"
)

// Token types produced by the lexer. They double as participle token types.
const (
	tEOF      = lexer.EOF
	tIdent    = lexer.TokenType(1)  // word: forced-reaction, Bär
	tNumber   = lexer.TokenType(2)  // 3, 01001, +2, -1, 2018-06-07
	tString   = lexer.TokenType(3)  // "…" (Value keeps the quotes)
	tRaw      = lexer.TokenType(4)  // `…` (Value keeps the backticks)
	tOp       = lexer.TokenType(5)  // <= >= == != < > = + - * / :
	tLBrace   = lexer.TokenType(6)  // {
	tRBrace   = lexer.TokenType(7)  // }
	tLParen   = lexer.TokenType(8)  // ( not directly after a word
	tCallOpen = lexer.TokenType(9)  // ( directly after a word: shadow(2)
	tRParen   = lexer.TokenType(10) // )
	tLBrack   = lexer.TokenType(11) // [
	tRBrack   = lexer.TokenType(12) // ]
	tComma    = lexer.TokenType(13) // ,
	tTerm     = lexer.TokenType(14) // newline or ;
	tComment  = lexer.TokenType(15) // # … (never given to the parser)
	tValues   = lexer.TokenType(16) // reserved
)

var symbols = map[string]lexer.TokenType{
	"EOF": tEOF, "Ident": tIdent, "Number": tNumber, "String": tString, "Raw": tRaw,
	"Op": tOp, "LBrace": tLBrace, "RBrace": tRBrace, "LParen": tLParen, "CallOpen": tCallOpen,
	"RParen": tRParen, "LBrack": tLBrack, "RBrack": tRBrack, "Comma": tComma, "Term": tTerm,
	"Comment": tComment, "Values": tValues,
}

// pos is a compact source position (the file name is known from context).
type pos struct{ off, line, col int32 }

// at returns p as a diag.Pos in file.
func (p pos) at(file string) diag.Pos {
	return diag.Pos{Filename: file, Offset: int(p.off), Line: int(p.line), Column: int(p.col)}
}

// token is one lexeme with its exact range.
type token struct {
	typ        lexer.TokenType
	val        string
	start, end pos
}

// rng returns the range of t in file.
func (t *token) rng(file string) diag.Range {
	return diag.Range{Start: t.start.at(file), End: t.end.at(file)}
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
	s.run()
	return s.toks, s.comments, s.diags
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
	s.toks = append(s.toks, token{typ: typ, val: s.src[start.off:s.off], start: start, end: s.pos()})
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
			s.emitAt(tTerm, start, "\n")
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
				s.toks[len(s.toks)-1].val += "`"
				continue
			}
			s.advanceTo(end + 1)
			s.emit(tRaw, start)
		default:
			s.scanPunct(c, start)
		}
	}
	s.toks = append(s.toks, token{typ: tEOF, start: s.pos(), end: s.pos()})
}

func (s *scanner) emitAt(typ lexer.TokenType, start pos, val string) {
	end := start
	end.off += int32(len(val))
	end.col += int32(len(val))
	s.toks = append(s.toks, token{typ: typ, val: val, start: start, end: end})
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
	s.toks[len(s.toks)-1].val += `"`
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

// tokenLexer feeds a prepared token slice to participle.
type tokenLexer struct {
	toks []lexer.Token
	i    int
}

func (l *tokenLexer) Next() (lexer.Token, error) {
	if l.i >= len(l.toks) {
		return l.toks[len(l.toks)-1], nil
	}
	t := l.toks[l.i]
	l.i++
	return t, nil
}

// definition implements lexer.Definition for participle. Parsing never goes
// through Lex: the parser feeds its own prepared tokens; Lex exists so the
// grammar can be built and used on its own (e.g. in tests).
type definition struct{}

func (definition) Symbols() map[string]lexer.TokenType { return symbols }

func (definition) Lex(filename string, r io.Reader) (lexer.Lexer, error) {
	b, err := io.ReadAll(r)
	if err != nil {
		return nil, err
	}
	toks, _, _ := lex(filename, string(b))
	return &tokenLexer{toks: toParticiple(toks)}, nil
}

func toParticiple(toks []token) []lexer.Token {
	out := make([]lexer.Token, 0, len(toks))
	for _, t := range toks {
		out = append(out, lexer.Token{Type: t.typ, Value: t.val, Pos: lexer.Position{
			Offset: int(t.start.off), Line: int(t.start.line), Column: int(t.start.col)}})
	}
	return out
}
