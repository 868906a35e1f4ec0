package syntax

import (
	"github.com/alecthomas/participle/v2"
	"github.com/alecthomas/participle/v2/lexer"
)

// The grammar of .card files, declared as participle grammar structs. The
// parser built from them reads the token stream of the lexer (lexer.go) and
// builds the tree that ParseFile turns into the AST (ast.go); Grammar prints
// it as EBNF. Tokens are named by the keys of symbols; participle prints them
// in lower case (<ident>, <newline>, …).
//
// The nodes keep no copies of text: each records the tokens it spans (a
// slice of participle's token array) and the AST takes words, numbers and
// positions from those tokens.
//
// The tokens are those of the lexer (lexer.go) as the recovery pass
// (recover.go) and tokenLexer pass them on: a <term> ends statements (one or
// more newlines and `;`; newlines inside ( ) and [ ] are no statement
// ends and are not passed on); an <ident> is a word that names a statement
// or a call; an <atom> is any other word, or a number, string, raw string or
// operator. Making the one-token values a single token type keeps the
// grammar fast: participle tries the alternatives of a production one by
// one, each on a copy of its state.
type (
	// body is a file, or the inside of a block: statements separated by
	// newlines or `;`.
	body struct {
		Stmts []*statement `parser:"Term? ( @@ ( Term @@? )* )?"`
	}
	// statement is a word, its values and an optional block.
	statement struct {
		Tokens []lexer.Token
		Values []*value `parser:"Ident @@*"`
		Block  *block   `parser:"@@?"`
	}
	// block is a braced body.
	block struct {
		Tokens []lexer.Token
		Body   body `parser:"LBrace @@ RBrace"`
	}
	// value is a word, number, string, raw string or operator; a call
	// word(…); a group ( … ) or a list [ … ], in which newlines do not end
	// the statement. A `(` directly after a word is a CallOpen token, except
	// after a statement's own word, where it opens a group (the recovery pass
	// gives it the LParen type).
	value struct {
		Tokens []lexer.Token
		Items  []*value `parser:"Atom | Ident CallOpen ( @@ Comma? )* RParen | LParen ( @@ Comma? )* RParen | LBrack ( @@ Comma? )* RBrack"`
	}
)

// grammar is the participle parser of the statement grammar. It is built
// once and never modified; participle parsers are safe for concurrent use.
var grammar = participle.MustBuild[body](
	participle.Lexer(definition{symbols}),
	participle.UseLookahead(1),
)

// stmtGrammar parses one statement: ParseFile parses the top-level
// statements of a file one by one (the recovery pass knows where each ends).
var stmtGrammar = participle.MustBuild[statement](
	participle.Lexer(definition{symbols}),
	participle.UseLookahead(1),
)

// Grammar returns the EBNF of the language (spec/language.md shows it).
func Grammar() string { return grammar.String() }
