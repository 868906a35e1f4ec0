package syntax

import (
	"github.com/thronescript/thronescript/dsl/diag"
)

// MaxDepth bounds the nesting of blocks, calls, groups and lists together,
// so that the parser does not recurse without limit (a card needs a
// handful). It is the one nesting limit of the language: the checker
// bounds the nesting of phrases (`not not …`, a selector in a phrase in a
// selector) by it, and every walk of a tree read from a file stops there,
// all reporting CodeTooDeep.
const MaxDepth = 100

// Recovery happens at statement boundaries, around the grammar: the
// builder (parse.go) gives the grammar one statement at a time, and when
// the grammar rejects it, syntaxError turns the grammar's error — the
// statement's token where it stopped — into a diagnostic with its code, and
// the builder resumes at the next statement (skipStmt). Only the blocks'
// braces, which the grammar does not see (a block's body is parsed
// statement by statement), are matched by the builder itself.

// report adds an error to keep and returns it; one keep would only count
// is counted without being built, and the spare diagnostic is returned
// (for the hint the caller adds).
func report(keep *diag.Keep, spare *diag.Diagnostic, code string, r diag.Range, format string, args []any) *diag.Diagnostic {
	if keep.Skip(diag.Error, code, r) {
		*spare = diag.Diagnostic{}
		return spare
	}
	d := diag.Errorf(code, r, format, args...)
	keep.Add(d)
	return d
}

func (b *builder) errorf(code string, t *token, format string, args ...any) *diag.Diagnostic {
	return report(b.keep, &b.spare, code, b.x.tokRange(t), format, args)
}

// span is a token range [from, to).
type span struct{ from, to int32 }

// stop is where the statement head read by builder.head ended: the index
// of the token that ended it (a newline or `;`, the block's `{`, a `}` or
// the end of the file), and, when an opening bracket or brace would nest
// deeper than MaxDepth, that token's index (head stops there).
type stop struct {
	end, deep int
	block     bool // end is the `{` of the statement's block
}

// syntaxError reports the error the grammar found in the statement just
// read (sh, over b.typ and the block's braces), or its nesting too deep, and
// moves b.lx to the token where the next statement may start.
func (b *builder) syntaxError(sh *shape, st stop) {
	n := len(b.typ)
	if st.deep >= 0 && (sh.err == "" || sh.errAt >= n) {
		b.errorf(CodeTooDeep, &b.lx.toks[st.deep], "nesting too deep: more than %d levels of blocks and brackets", MaxDepth).
			WithHint("look for brackets left open, or split the statement")
		b.skipStmt(st.deep)
		return
	}
	at := st.end // the token after the statement's own: its end, `{`, `}` or the end of the file
	if sh.errAt >= 0 && sh.errAt < n {
		at = b.srcIndex(sh.errAt)
	}
	t := &b.lx.toks[at]
	open := b.openAt(min(max(sh.errAt, 0), n))
	switch {
	case sh.errAt == 0:
		d := b.errorf(CodeExpectedStmt, t, "unexpected %s: expected a statement, which starts with a word", b.x.describe(t))
		switch t.kind() {
		case tLBrace:
			d.WithHint("a block belongs to the statement before it: put `{` on the same line")
		case tRParen, tRBrack:
			d.WithHint("remove it, or look for a missing `(` or `[` above")
		default:
			d.WithHint("start the line with a word such as `cost` or `do`")
		}
	case t.kind() == tComma && open < 0:
		b.errorf(CodeUnexpectedToken, t, "unexpected `,` outside parentheses").
			WithHint("values of a statement are separated by spaces; commas only separate call arguments")
	case t.kind() == tComma:
		b.errorf(CodeUnexpectedToken, t, "unexpected `,`: expected a value before it").
			WithHint("remove the extra comma")
	case (t.kind() == tRParen || t.kind() == tRBrack) && open < 0:
		b.errorf(CodeUnexpectedClose, t, "unexpected `%s`: no `%s` is open", b.x.val(t), opener(t.kind())).
			WithHint("remove it, or add the missing `%s`", opener(t.kind()))
	case t.kind() == tRParen || t.kind() == tRBrack:
		o := &b.lx.toks[open]
		closer := closeText(o.kind())
		b.errorf(CodeUnexpectedClose, t, "unexpected `%s`: the `%s` at line %d needs `%s`", b.x.val(t), b.x.val(o), b.x.start(o).Line, closer).
			WithHint("write `%s` here", closer)
	case t.kind() == tTerm && open >= 0:
		o := &b.lx.toks[open]
		b.errorf(CodeUnexpectedToken, t, "unexpected `;` inside `%s … %s`", b.x.val(o), closeText(o.kind())).
			WithHint("close the `%s` before ending the statement", b.x.val(o))
	case open >= 0: // `{`, `}` or the end of the file: the bracket was never closed
		o := &b.lx.toks[open]
		b.errorf(CodeUnclosedGroup, o, "unclosed `%s`: no matching `%s`", b.x.val(o), closeText(o.kind())).
			WithHint("add `%s`", closeText(o.kind()))
		// resume at the end of the line the bracket opened on
		at = open + 1
		for k := b.lx.toks[at].kind(); k != tTerm && k != tEOF && k != tRBrace && k != tLBrace; k = b.lx.toks[at].kind() {
			at++
		}
	default: // the grammar's own words
		d := b.errorf(CodeUnexpectedToken, t, "unexpected %s", b.x.describe(t))
		d.Detail = sh.err
	}
	b.skipStmt(at)
}

// srcIndex returns the index among the lexer's tokens of the grammar's
// token k of the statement (an atom's first).
func (b *builder) srcIndex(k int) int {
	if b.at(k) == tAtom {
		return int(b.lx.runs[b.ref[k]].from)
	}
	return int(b.ref[k])
}

// openAt returns the index of the innermost bracket left open before the
// grammar's token k of the statement, or -1.
func (b *builder) openAt(k int) int {
	var stack []int
	for i := 0; i < k; i++ {
		switch b.at(i) {
		case tCallOpen, tLParen, tLBrack:
			stack = append(stack, int(b.ref[i]))
		case tRParen, tRBrack:
			if len(stack) > 0 {
				stack = stack[:len(stack)-1]
			}
		}
	}
	if len(stack) == 0 {
		return -1
	}
	return stack[len(stack)-1]
}

func opener(t kind) string {
	if t == tRBrack {
		return "["
	}
	return "("
}

func closeText(t kind) string {
	if t == tLBrack || t == tRBrack {
		return "]"
	}
	return ")"
}

// skipStmt moves b.lx to the end of the statement holding token i: the next
// newline or `;` outside braces, or the `}` closing the enclosing block
// (both left in place for the body's loop).
func (b *builder) skipStmt(i int) {
	toks := b.lx.toks
	depth := 0
	for ; ; i++ {
		switch toks[i].kind() {
		case tEOF:
			b.lx.i = i
			return
		case tTerm:
			if depth == 0 {
				b.lx.i = i
				return
			}
		case tLBrace:
			depth++
		case tRBrace:
			if depth == 0 {
				b.lx.i = i
				return
			}
			depth--
		}
	}
}
