// Package syntax reads .card files: a hand-written lexer, the grammar of the
// language declared as participle grammar structs (grammar.go), and an AST in
// which every node knows its source range.
//
// Parsing recovers from errors: one run reports every syntax error in every
// file, and the statements that parsed are kept.
package syntax

import (
	"github.com/thronescript/thronescript/dsl/diag"
)

// File is one parsed .card file.
type File struct {
	Name     string
	Stmts    []*Stmt
	Comments []*Comment
	Range    diag.Range
}

// Stmt is a statement: a word, values, and an optional block.
//
//	card 01001 "A Clash of Kings" { … }
type Stmt struct {
	Word   string
	Values []*Value
	Block  *Block
	// Range covers the whole statement, WordRange() only its first word.
	Range diag.Range
}

// WordRange is the range of the statement's first word (computed: a large
// library holds hundreds of thousands of statements).
func (s *Stmt) WordRange() diag.Range {
	return diag.Range{Start: s.Range.Start, End: advance(s.Range.Start, s.Word)}
}

// Block is the braced body of a statement.
type Block struct {
	Stmts []*Stmt
	Range diag.Range
}

// ValueKind says which form a Value has.
type ValueKind uint8

// Value kinds.
const (
	WordValue   ValueKind = iota // kill, stark, self
	NumberValue                  // 3, 01001, +2, -1
	StringValue                  // "Bolton Flayer"
	RawValue                     // `lua code`
	OpValue                      // <= >= == != < > = + - * / :
	CallValue                    // shadow(2), no-attachments(except Weapon)
	ParenValue                   // (count character controlled-by you)
	ListValue                    // [a b]
)

// Value is one value of a statement. Text holds the word, the number's text
// (leading zeros kept), the decoded string, the raw string's content, or the
// operator. Calls, parenthesised and bracketed values hold their Items. The
// grammar of values is the Value production of grammar.go.
type Value struct {
	Text  string
	Items []*Value
	Range diag.Range
	Kind  ValueKind
	Comma bool // followed by a comma (inside calls and groups)
}

// Comment is a # comment, kept for the formatter.
type Comment struct {
	Text  string // including the leading #
	Range diag.Range
}

// IsWord reports whether v is the bare word w.
func (v *Value) IsWord(w string) bool { return v.Kind == WordValue && v.Text == w }

// Source is one input file for ParseFiles.
type Source struct {
	Name string
	Src  []byte
}
