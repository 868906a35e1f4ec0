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
// A <term> is a newline or `;`. The recovery pass (recover.go), which feeds
// the grammar, drops newlines inside ( ) and [ ]: they do not end a statement.
type (
	// body is a file, or the inside of a block: statements separated by
	// newlines or `;`.
	body struct {
		Stmts []*statement `parser:"Term* ( @@ ( Term Term* @@? )* )?"`
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
		Items  []*value `parser:"Ident ( CallOpen ( @@ Comma? )* RParen )? | Number | Op | String | LParen ( @@ Comma? )* RParen | LBrack ( @@ Comma? )* RBrack | Raw"`
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
