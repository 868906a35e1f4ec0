package syntax

import (
	"github.com/thronescript/thronescript/dsl/diag"
)

// MaxDepth bounds the nesting of blocks, calls, groups and lists together,
// so that neither pass recurses without limit (a card needs a handful). It
// is the one nesting limit of the language: the checker bounds the nesting
// of phrases (`not not …`, a selector in a phrase in a selector) by it, and
// every walk of a tree read from a file stops there, all reporting
// CodeTooDeep.
const MaxDepth = 100

// prep is the recovery pass. It walks the statement and bracket structure of
// the token stream with exact positions and reports every error. It marks
// the tokens of malformed statements as dropped (a token type tokenLexer
// skips), so that the grammar sees only input it accepts.
type prep struct {
	x       *text
	in      []token
	i       int
	missing int // blocks left open at the end of the file
	depth   int
	keep    *diag.Keep
	spare   diag.Diagnostic // the diagnostic errorf returns when keep only counts it
}

func (p *prep) errorf(code string, t *token, format string, args ...any) *diag.Diagnostic {
	return report(p.keep, &p.spare, code, p.x.tokRange(t), format, args)
}

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

// span is a token range [from, to).
type span struct{ from, to int32 }

// take keeps the current token.
func (p *prep) take() { p.i++ }

// drop drops the tokens from index from up to p.i.
func (p *prep) drop(from int) {
	for k := from; k < p.i; k++ {
		p.in[k].setKind(tDropped)
	}
}

// closeBlocks adds a `}` at the end of the file for each block left open.
func (p *prep) closeBlocks() {
	if p.missing == 0 {
		return
	}
	eof := p.in[len(p.in)-1]
	p.in = p.in[:len(p.in)-1]
	for ; p.missing > 0; p.missing-- {
		p.in = append(p.in, mkToken(int(eof.off), int(eof.off), tRBrace))
	}
	p.in = append(p.in, eof)
}

// tooDeep reports t (a `{`, `(` or `[`) when it would nest deeper than MaxDepth.
func (p *prep) tooDeep(t *token) bool {
	if p.depth < MaxDepth {
		return false
	}
	p.errorf(CodeTooDeep, t, "nesting too deep: more than %d levels of blocks and brackets", MaxDepth).
		WithHint("look for brackets left open, or split the statement")
	return true
}

// stmts reads statements up to the closing brace of open (or the end of the
// file when open is nil). The closing brace is left for the caller.
func (p *prep) stmts(open *token) {
	for {
		t := &p.in[p.i]
		switch t.kind() {
		case tTerm:
			p.i++
		case tEOF:
			if open != nil {
				p.errorf(CodeUnclosedBlock, open, "unclosed block: this `{` has no matching `}`").
					WithHint("add `}` at the end of the block")
			}
			return
		case tRBrace:
			if open != nil {
				return
			}
			p.errorf(CodeUnexpectedClose, t, "unexpected `}`: no block is open").
				WithHint("remove it, or look for a missing `{` above")
			p.in[p.i].setKind(tTerm) // what follows is a new statement
			p.i++
		case tIdent:
			mark := p.i
			if !p.stmt() {
				p.skipStmt()
				p.drop(mark)
			}
		default:
			d := p.errorf(CodeExpectedStmt, t, "unexpected %s: expected a statement, which starts with a word", p.x.describe(t))
			switch t.kind() {
			case tLBrace:
				d.WithHint("a block belongs to the statement before it: put `{` on the same line")
			case tRParen, tRBrack:
				d.WithHint("remove it, or look for a missing `(` or `[` above")
			default:
				d.WithHint("start the line with a word such as `cost` or `do`")
			}
			mark := p.i
			p.skipStmt()
			p.drop(mark)
		}
	}
}

// stmt reads one statement; false means it was malformed (already reported)
// and the caller drops it and skips the rest of it.
func (p *prep) stmt() bool {
	p.take() // the word
	for {
		t := &p.in[p.i]
		switch t.kind() {
		case tIdent, tNumber, tString, tRaw, tOp, tLParen, tLBrack, tCallOpen:
			if !p.value(false) {
				return false
			}
			continue
		case tComma:
			p.errorf(CodeUnexpectedToken, t, "unexpected `,` outside parentheses").
				WithHint("values of a statement are separated by spaces; commas only separate call arguments")
			return false
		case tRParen, tRBrack:
			p.errorf(CodeUnexpectedClose, t, "unexpected `%s`: no `%s` is open", p.x.val(t), opener(t.kind())).
				WithHint("remove it, or add the missing `%s`", opener(t.kind()))
			return false
		}
		break
	}
	open := p.in[p.i]
	if open.kind() != tLBrace {
		return true // a newline, `;`, `}` or the end of the file ends the statement
	}
	if p.tooDeep(&open) {
		return false
	}
	p.take()
	p.depth++
	p.stmts(&open)
	p.depth--
	if p.in[p.i].kind() == tRBrace {
		p.take()
	} else {
		p.missing++ // at the end of the file
	}
	if n := &p.in[p.i]; n.kind() != tTerm && n.kind() != tRBrace && n.kind() != tEOF {
		p.errorf(CodeAfterBlock, n, "unexpected %s after the block's `}`: expected a new line or `;`", p.x.describe(n)).
			WithHint("start a new line before it")
		mark := p.i
		p.skipStmt()
		p.drop(mark)
	}
	return true
}

func opener(t kind) string {
	if t == tRBrack {
		return "["
	}
	return "("
}

func closeText(t kind) string {
	if t == tRBrack {
		return "]"
	}
	return ")"
}

// value reads one value at p.i (which starts a value), with an optional
// trailing comma when inGroup.
func (p *prep) value(inGroup bool) bool {
	switch p.in[p.i].kind() {
	case tIdent:
		p.take()
		if p.in[p.i].kind() == tCallOpen && !p.group() {
			return false
		}
	case tLParen, tCallOpen, tLBrack: // ( right after a statement's word is a group
		if !p.group() {
			return false
		}
	default:
		p.take()
	}
	if inGroup && p.in[p.i].kind() == tComma {
		p.take()
	}
	return true
}

// group reads a call's arguments, a group or a list; p.i is at the opening token.
func (p *prep) group() bool {
	open := &p.in[p.i]
	if p.tooDeep(open) {
		return false
	}
	p.depth++
	ok := p.items(open)
	p.depth--
	return ok
}

func (p *prep) items(open *token) bool {
	openAt := p.i
	closer := tRParen
	if open.kind() == tLBrack {
		closer = tRBrack
	}
	p.take()
	for {
		t := &p.in[p.i]
		switch t.kind() {
		case tTerm:
			if p.x.val(t) == ";" {
				p.errorf(CodeUnexpectedToken, t, "unexpected `;` inside `%s … %s`", p.x.val(open), closeText(closer)).
					WithHint("close the `%s` before ending the statement", p.x.val(open))
				return false
			}
			p.i++ // newlines inside ( ) and [ ] do not end the statement
		case tIdent, tNumber, tString, tRaw, tOp, tLParen, tLBrack:
			if !p.value(true) {
				return false
			}
		case tComma:
			p.errorf(CodeUnexpectedToken, t, "unexpected `,`: expected a value before it").
				WithHint("remove the extra comma")
			return false
		case closer:
			p.take()
			return true
		case tRParen, tRBrack:
			p.errorf(CodeUnexpectedClose, t, "unexpected `%s`: the `%s` at line %d needs `%s`", p.x.val(t), p.x.val(open), p.x.start(open).Line, closeText(closer)).
				WithHint("write `%s` here", closeText(closer))
			return false
		default: // { } or end of file: the group was never closed
			p.errorf(CodeUnclosedGroup, open, "unclosed `%s`: no matching `%s`", p.x.val(open), closeText(closer)).
				WithHint("add `%s`", closeText(closer))
			// resume at the end of the line the group started on
			p.i = openAt + 1
			for k := p.in[p.i].kind(); k != tTerm && k != tEOF && k != tRBrace && k != tLBrace; k = p.in[p.i].kind() {
				p.i++
			}
			return false
		}
	}
}

// skipStmt skips to the end of the current statement: the next newline or `;`
// outside braces, or the `}` closing the enclosing block (left in place).
func (p *prep) skipStmt() {
	depth := 0
	for {
		switch p.in[p.i].kind() {
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
