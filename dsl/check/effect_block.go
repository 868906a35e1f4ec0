package check

import (
	"fmt"

	"github.com/thronescript/thronescript/dsl/diag"
	"github.com/thronescript/thronescript/dsl/syntax"
)

// ifBlocks is the state of the `if COND { … }` / `else if COND { … }` /
// `else { … }` blocks of one ability's body (or of one block's lines).
type ifBlocks struct {
	n     *int    // blocks so far in the ability: the hidden names' numbers
	chain []*Cond // "that branch was taken", for each block of the open chain
	open  bool    // the last statement was an `if` or `else if` block: `else` may follow
	after bool    // the last statement was a block
	outer *Cond   // the condition of the block these blocks are inside (nil: none)
}

// effectBlock checks `if COND { LINES }`, `else if COND { LINES }` and
// `else { LINES }` among an ability's effects: the lines happen only in the
// first branch of the chain whose condition holds. A triggered ability or
// an action reads each condition once, where its block starts (a hidden
// remembered value), so a block's own lines cannot change which branch is
// taken; a constant ability applies each line under its branch's
// condition, as it does a line's own `if`. The lines are effect lines
// (`do`, `then`, `else`, `remember`, blocks); each keeps its own `if`.
func (c *checker) effectBlock(a *Ability, b *syntax.Stmt, sc *scope, st *ifBlocks) {
	isElse := b.Word == "else"
	vals := b.Values
	if isElse {
		if !st.open {
			c.errorf(CodeElse, b.WordRange(), "`else { … }` follows no `if CONDITION { … }` block").
				WithHint("write the block as `if CONDITION { … }`")
			st.after = true
			return
		}
		if len(vals) > 0 {
			if !vals[0].IsWord("if") || len(vals) < 2 {
				c.errorf(CodeCondition, vals[0].Range, "after `else` a block takes `if CONDITION` or nothing").
					WithHint("write `else if CONDITION { … }` or `else { … }`")
				st.open, st.after = false, true
				return
			}
			vals = vals[1:]
		}
	} else {
		st.chain = nil
		if len(vals) == 0 {
			c.errorf(CodeCondition, b.WordRange(), "missing condition after `if`").
				WithHint("write `if CONDITION { … }`")
			st.open, st.after = false, true
			return
		}
	}
	var cond *Cond
	if len(vals) > 0 {
		if cond = c.condAll(vals, b.Range, sc); cond == nil {
			st.open, st.after = false, true
			return
		}
	}
	// taken when the outer block's branch is, no block before it in the
	// chain was, and its own condition holds
	var parts []*Cond
	if st.outer != nil {
		parts = append(parts, st.outer)
	}
	for _, prev := range st.chain {
		parts = append(parts, &Cond{Op: "not", Args: []*Cond{prev}, Range: b.Range})
	}
	if cond != nil {
		parts = append(parts, cond)
	}
	taken := allOf(parts, b.Range)
	if a.Kind != "constant" && a.Kind != "while-attached" {
		*st.n++
		name := fmt.Sprintf("if %d", *st.n)
		a.Effects = append(a.Effects, &Effect{Remember: &Remember{Name: name, Cond: taken, Range: b.Range, NameRange: b.WordRange()}, Range: b.Range})
		taken = &Cond{Op: "cmp", CmpOp: "==", L: &IntExpr{Var: name, Range: b.Range}, R: &IntExpr{N: 1, Range: b.Range}, Range: b.Range}
	}
	st.chain = append(st.chain, taken)
	c.blockLines(a, b.Block, sc, taken, st.n)
	st.open, st.after = cond != nil, true
}

// allOf is the conjunction of parts (always true when there are none).
func allOf(parts []*Cond, r diag.Range) *Cond {
	switch len(parts) {
	case 0:
		return &Cond{Op: "cmp", CmpOp: "==", L: &IntExpr{N: 1}, R: &IntExpr{N: 1}, Range: r}
	case 1:
		return parts[0]
	}
	return &Cond{Op: "and", Args: parts, Range: r}
}

// blockLines checks the lines of a block: each effect line's condition
// becomes the block's and its own.
func (c *checker) blockLines(a *Ability, blk *syntax.Block, sc *scope, taken *Cond, n *int) {
	inner := &ifBlocks{n: n, outer: taken}
	first := len(a.Effects)
	for _, s := range blk.Stmts {
		if (s.Word == "if" || s.Word == "else") && s.Block != nil {
			c.effectBlock(a, s, sc, inner)
			continue
		}
		after := inner.after
		inner.open, inner.after = false, false
		switch s.Word {
		case "do", "then", "else":
			c.noBlock(s)
			if !c.wantValues(s, 1, -1, s.Word+" draw 1") {
				continue
			}
			prev := lastEffect(a)
			if s.Word == "else" && (after || len(a.Effects) == first || prev.ownIf == nil) {
				c.errorf(CodeElse, s.WordRange(), "`else` follows no line with `if` in this block").
					WithHint("put the condition on the line before (`do … if CONDITION`), or write this line as `do %s`", wordsText(s.Values))
				continue
			}
			from := len(a.Effects)
			c.effectLine(a, s, sc)
			for _, e := range a.Effects[from:] {
				e.ownIf = e.If
				if e.If == nil {
					e.If = taken
				} else {
					e.If = &Cond{Op: "and", Args: []*Cond{taken, e.If}, Range: e.Range}
				}
			}
		case "remember":
			c.remember(a, s, sc, false)
		default:
			c.errorf(CodeAbilityKind, s.WordRange(), "an `if` block holds effect lines, not `%s`", s.Word).
				WithHint("costs, targets, triggers and limits belong to the ability: write this line outside the block")
		}
	}
}
