package syntax

import (
	"github.com/alecthomas/participle/v2"
	"github.com/alecthomas/participle/v2/lexer"
)

// The grammar of .card files, declared as participle grammar structs: the
// one parser of the statement grammar. It reads the tokens of the lexer
// (lexer.go) as tokenLexer passes them on; Grammar prints it as EBNF.
// Tokens are named by the keys of symbols; participle prints them in lower
// case:
//
//   - <term> ends statements: one or more newlines and `;` (newlines inside
//     ( ) and [ ] do not end a statement and are not passed on);
//   - <ident> is a word that names a statement or a call (directly before
//     the `(` of the call, a <callopen>);
//   - <atom> is a run of one-token values: any other word, numbers, strings,
//     raw strings and operators, one after the other;
//   - the rest is punctuation.
//
// The shapes are chosen for speed: participle tries the alternatives of a
// production one by one, each on a copy of its state, and allocates every
// node by reflection. So the one-token values are one token type, a run of
// them is one token (the lexer records which tokens it covers), runs are
// matched without alternatives (<atom>*), and an atom is no node at all:
// each node records the tokens it spans (a slice of participle's token
// array).
//
// The grammar looks at token types only. ParseFile therefore gives it each
// statement on its own — the statement's tokens, with its block's body left
// out (`{` `}`), the body's statements going the same way — and keeps what
// it found (the bracketed values, or the error) for that sequence of types:
// participle parses each distinct sequence once per file (per worker of
// ParseFiles), and the AST is built from its result and the lexer's tokens
// (see builder in parse.go). A file the grammar parses whole has the same
// tree (TestGrammarIsTheLanguage). Where the grammar rejects a statement,
// the position of its error is the diagnostic's (recover.go): with
// unbounded lookahead participle reports the deepest error, which is the
// first token no statement can continue with (TestGrammarErrorPositions);
// with a lookahead of 1 it gave up on a bracket at the enclosing one.
type (
	// body is a file, or the inside of a block: statements separated by
	// newlines or `;`.
	body struct {
		Stmts []*statement `parser:"Term? ( @@ ( Term @@? )* )?"`
	}
	// statement is a word, its values and an optional block.
	statement struct {
		Tokens []lexer.Token
		Groups []*bracketed `parser:"Ident Atom* ( @@ Atom* )*"`
		Block  *block       `parser:"@@?"`
	}
	// block is a braced body.
	block struct {
		Tokens []lexer.Token
		Body   body `parser:"LBrace @@ RBrace"`
	}
	// bracketed is a call word(…), a group ( … ) or a list [ … ], whose
	// items are separated by spaces or commas.
	bracketed struct {
		Tokens []lexer.Token
		Groups []*bracketed `parser:"Ident CallOpen ( ( Atom | @@ ) Comma? )* RParen | LParen ( ( Atom | @@ ) Comma? )* RParen | LBrack ( ( Atom | @@ ) Comma? )* RBrack"`
	}
)

// grammar is the participle parser of the statement grammar. It is built
// once and never modified; participle parsers are safe for concurrent use.
var grammar = participle.MustBuild[body](
	participle.Lexer(definition{symbols}),
	participle.UseLookahead(participle.MaxLookahead),
)

// Grammar returns the EBNF of the language (spec/language.md shows it).
func Grammar() string { return grammar.String() }
