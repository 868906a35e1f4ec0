package check

import (
	"github.com/thronescript/thronescript/dsl/syntax"
	"github.com/thronescript/thronescript/dsl/vocab"
)

// rememberNames collects the names of an ability's `remember NAME VALUE`
// lines, reporting a name the language reads in the same places (a
// value, condition or player word, x, a card reference), a target's
// name, or a name remembered twice.
func (c *checker) rememberNames(stmts []*syntax.Stmt, targets map[string]*Target) map[string]bool {
	var names map[string]bool
	for _, b := range stmts {
		if b.Word != "remember" || len(b.Values) == 0 || b.Values[0].Kind != syntax.WordValue {
			continue
		}
		v := b.Values[0]
		if c.nameTaken(v, "remembered value") {
			continue
		}
		if c.cfg.Vocab != nil && (c.lookup(vocab.KindValue, v.Text) != nil || c.lookup(vocab.KindCondition, v.Text) != nil) {
			// the name wins in its ability, as a target's does: a name
			// written before the word joined the language stays a name
			c.warnf(CodeNameTaken, v.Range, "remembered value %s is named like a value or condition word", show(v)).
				WithDetail("in this ability `%s` reads the remembered value, not the vocabulary's word", v.Text).
				WithHint("give it another name if the word is meant: `%s-then`, `n`", v.Text)
		}
		if targets[v.Text] != nil {
			c.errorf(CodeNameTaken, v.Range, "%s names a target of the ability already", show(v)).
				WithHint("give the value another name")
			continue
		}
		if names[v.Text] {
			c.errorf(CodeDuplicateTarget, v.Range, "value %s is remembered twice", v.Text).
				WithHint("give each remembered value its own name")
			continue
		}
		if names == nil {
			names = map[string]bool{}
		}
		names[v.Text] = true
	}
	return names
}

// remember checks `remember NAME VALUE`; atCost says a cost line follows
// it, so the value is read in its place among the costs.
func (c *checker) remember(a *Ability, b *syntax.Stmt, sc *scope, atCost bool) {
	if len(b.Values) != 2 || b.Values[0].Kind != syntax.WordValue {
		c.errorf(CodeValueCount, b.Range, "write `remember NAME VALUE`").
			WithHint("for example `remember n (tokens gold on self)`; later lines read it as `n`")
		return
	}
	if !sc.isValueName(b.Values[0]) {
		return // reported by rememberNames
	}
	v := b.Values[1]
	if !isUnsigned(v) && v.Kind != syntax.ParenValue && !v.IsWord("x") && !v.IsWord("X") {
		c.errorf(CodeParamKind, v.Range, "expected a value, found %s", show(v)).
			WithHint("a value is a number, x, or a value phrase in parentheses: `(count character kneeling)`")
		return
	}
	r := &Remember{Name: b.Values[0].Text, Value: c.intExpr(v, sc), Range: b.Range, NameRange: b.Values[0].Range}
	if atCost {
		r.Cost, r.AtCost = true, len(a.Costs)
		a.Remembered = append(a.Remembered, r)
		return
	}
	a.Effects = append(a.Effects, &Effect{Remember: r, Range: b.Range})
}
