package syntax

import "github.com/thronescript/thronescript/dsl/diag"

// TokenKind is the kind of a Token: the lexer's kinds, and comments.
type TokenKind uint8

// The kinds of Token. They are the lexer's own (lexer.go), which the parser
// reads, so every reader of .card text sees the tokens the parser sees.
const (
	TokenWord     = TokenKind(tIdent)    // forced-reaction, Bär
	TokenNumber   = TokenKind(tNumber)   // 3, 01001, +2, -1, 2018-06-07
	TokenString   = TokenKind(tString)   // "…" (with its quotes)
	TokenRaw      = TokenKind(tRaw)      // `…` (with its backticks)
	TokenOp       = TokenKind(tOp)       // <= >= == != < > = + - * / :
	TokenLBrace   = TokenKind(tLBrace)   // {
	TokenRBrace   = TokenKind(tRBrace)   // }
	TokenLParen   = TokenKind(tLParen)   // ( not directly after a word
	TokenCallOpen = TokenKind(tCallOpen) // ( directly after a word: shadow(2)
	TokenRParen   = TokenKind(tRParen)   // )
	TokenLBrack   = TokenKind(tLBrack)   // [
	TokenRBrack   = TokenKind(tRBrack)   // ]
	TokenComma    = TokenKind(tComma)    // ,
	TokenEnd      = TokenKind(tTerm)     // a statement end: a newline or ;
	TokenComment  = TokenKind(tAtom + 1) // # to the end of the line
)

// Token is one lexeme of .card text: its kind and its bytes [Offset, End)
// of the source.
type Token struct {
	Kind        TokenKind
	Offset, End int
	// Unclosed marks a string without its closing quote (it ends at the end
	// of its line) or a raw string without its closing backtick (it ends at
	// the end of the text).
	Unclosed bool
}

// Lex splits src into tokens as the parser reads it, with the comments
// among them, in order; the end of the text is no token. What the lexer
// cannot read (a character that starts no token, bytes that are not text)
// is left out: ParseFile reports it.
func Lex(src string) []Token {
	x := newText("", src)
	toks, comments := lex(x, diag.NewKeep(1))
	out := make([]Token, 0, len(toks)+len(comments))
	c := 0
	for i := range toks {
		t := &toks[i]
		for ; c < len(comments) && comments[c].Range.Start.Offset < int(t.off); c++ {
			r := comments[c].Range
			out = append(out, Token{Kind: TokenComment, Offset: r.Start.Offset, End: r.End.Offset})
		}
		if t.kind() == tEOF {
			break
		}
		out = append(out, Token{Kind: TokenKind(t.kind()), Offset: int(t.off), End: int(t.endOff()), Unclosed: unclosed(x.val(t))})
	}
	return out
}

// unclosed reports whether the token text v is a string or raw string
// without its closing quote.
func unclosed(v string) bool {
	switch {
	case v == "":
		return false
	case v[0] == '`':
		return len(v) < 2 || v[len(v)-1] != '`'
	case v[0] != '"':
		return false
	case len(v) < 2 || v[len(v)-1] != '"':
		return true
	}
	// a final quote closes the string unless a backslash escapes it
	slashes := 0
	for i := len(v) - 2; i > 0 && v[i] == '\\'; i-- {
		slashes++
	}
	return slashes%2 == 1
}

// TokenPattern is one kind of token of the lexer written as a regular
// expression, for readers that cannot call Lex: the page's highlighter
// (web/editor/src/tokens.js is generated from them). The expressions mean
// the same in Go's regexp and in a JavaScript RegExp with the u flag.
type TokenPattern struct {
	Name   string
	Kind   TokenKind
	Regexp string
}

// TokenPatterns returns the lexer's tokens as patterns, in the order a
// reader tries them at a position after blanks (spaces, tabs, carriage
// returns). A `(` directly after a word is a TokenCallOpen, which no
// pattern can tell: the pattern says TokenLParen. A string's pattern is
// the string's line (a string never spans lines; an escaped newline is the
// one exception the pattern keeps). TestTokenPatterns holds them to the
// lexer.
func TokenPatterns() []TokenPattern {
	const wordRune = `[\p{L}\p{Nd}\p{M}_]`
	return []TokenPattern{
		{"comment", TokenComment, `#[^\n]*`},
		{"raw", TokenRaw, "`[^`]*`?"},
		{"string", TokenString, `"(?:[^"\\\n]|\\[\s\S]|\\$)*"?`},
		{"word", TokenWord, `[\p{L}_]` + wordRune + `*(?:-` + wordRune + `+)*`},
		{"number", TokenNumber, `[+-]?[0-9]+(?:-[0-9]+)*`},
		{"op", TokenOp, `[<>=!]=|[<>=:+*/-]`},
		{"lbrace", TokenLBrace, `\{`},
		{"rbrace", TokenRBrace, `\}`},
		{"lparen", TokenLParen, `\(`},
		{"rparen", TokenRParen, `\)`},
		{"lbrack", TokenLBrack, `\[`},
		{"rbrack", TokenRBrack, `\]`},
		{"comma", TokenComma, `,`},
		{"end", TokenEnd, `[;\n]`},
	}
}
