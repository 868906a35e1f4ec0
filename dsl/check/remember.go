package check

import (
	"github.com/thronescript/thronescript/dsl/syntax"
	"github.com/thronescript/thronescript/dsl/vocab"
)

// rememberNames collects the names of an ability's `remember NAME VALUE`
// lines, reporting a name the language reads in the same places (a
// value, condition or player word, x, a card reference), a target's
// name, or a name remembered twice. The names of `remember NAME CARDS`
// lines join targets, marked Remembered: later lines read them as they
// read a target.
func (c *checker) rememberNames(stmts []*syntax.Stmt, targets map[string]*Target) map[string]bool {
	var names map[string]bool
	for _, b := range rememberStmts(stmts, nil) {
		if len(b.Values) == 0 || b.Values[0].Kind != syntax.WordValue {
			continue
		}
		v := b.Values[0]
		if c.nameTaken(v, "remembered value") {
			continue
		}
		if rememberedCards(b) {
			if prev := targets[v.Text]; prev != nil {
				if prev.Remembered {
					c.errorf(CodeDuplicateTarget, v.Range, "cards %s are remembered twice", v.Text).
						WithHint("give each remembered set of cards its own name")
				} else {
					c.errorf(CodeNameTaken, v.Range, "%s names a target of the ability already", show(v)).
						WithHint("give the cards another name")
				}
				continue
			}
			if names[v.Text] {
				c.errorf(CodeDuplicateTarget, v.Range, "%s is remembered twice", v.Text).
					WithHint("give each remembered value its own name")
				continue
			}
			targets[v.Text] = &Target{Name: v.Text, Remembered: true, Range: b.Range, NameRange: v.Range}
			continue
		}
		if c.cfg.Vocab != nil && (c.lookup(vocab.KindValue, v.Text) != nil || c.lookup(vocab.KindCondition, v.Text) != nil) {
			// the name wins in its ability, as a target's does: a name
			// written before the word joined the language stays a name
			c.warnf(CodeNameTaken, v.Range, "remembered value %s is named like a value or condition word", show(v)).
				WithDetail("in this ability `%s` reads the remembered value, not the vocabulary's word", v.Text).
				WithHint("give it another name if the word is meant: `%s-then`, `n`", v.Text)
		}
		if t := targets[v.Text]; t != nil {
			if t.Remembered {
				c.errorf(CodeDuplicateTarget, v.Range, "%s is remembered twice", v.Text).
					WithHint("give each remembered value its own name")
				continue
			}
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

// rememberedCards reports whether a `remember` line keeps cards: its
// name is followed by a selector (`remember revealed each card in deck
// top-of-deck 1`), not by one value.
func rememberedCards(b *syntax.Stmt) bool {
	if len(b.Values) < 2 {
		return false
	}
	v := b.Values[1]
	if len(b.Values) == 2 && (isUnsigned(v) || v.Kind == syntax.ParenValue || v.IsWord("x") || v.IsWord("X")) {
		return false
	}
	if isUnsigned(v) && len(b.Values) > 2 && b.Values[2].Kind == syntax.WordValue {
		_, noun := nouns[b.Values[2].Text]
		return noun // a number of cards: `remember pair 2 character …`
	}
	if v.Kind != syntax.WordValue {
		return false
	}
	_, noun := nouns[v.Text]
	return noun || contains(quantities, v.Text) && len(b.Values) > 2
}

// remember checks `remember NAME VALUE` and `remember NAME CARDS`; atCost
// says a cost line follows it, so it is read in its place among the costs.
func (c *checker) remember(a *Ability, b *syntax.Stmt, sc *scope, atCost bool) {
	forPlayers := len(b.Values) == 4 && b.Values[2].IsWord("for") && !rememberedCards(b)
	if len(b.Values) < 2 || b.Values[0].Kind != syntax.WordValue || len(b.Values) > 2 && !rememberedCards(b) && !forPlayers {
		c.errorf(CodeValueCount, b.Range, "write `remember NAME VALUE [for PLAYERS]` or `remember NAME CARDS`").
			WithHint("for example `remember n (tokens gold on self)` or `remember found a character in deck of you top-of-deck 10`; later lines read it as `n`, `found`")
		return
	}
	var r *Remember
	if rememberedCards(b) {
		if t := sc.targets[b.Values[0].Text]; t == nil || !t.Remembered {
			return // reported by rememberNames
		}
		ws, by := b.Values[1:], ""
		if n := len(ws); n >= 3 && ws[n-2].IsWord("by") {
			p := ws[n-1]
			t := sc.targets[p.Text]
			if p.Kind != syntax.WordValue || !contains(players, p.Text) && (t == nil || t.Players == "") {
				c.errorf(CodeParamKind, p.Range, "expected a player after `by`, found %s", show(p)).
					WithHint("the player who chooses the cards: `remember two 2 character by p` (`you` in the selector is that player)")
				return
			}
			ws, by = ws[:n-2], p.Text
		}
		sel := c.selectorAll(ws, b.Range, sc)
		if sel == nil {
			return
		}
		r = &Remember{Name: b.Values[0].Text, Cards: sel, By: by, Range: b.Range, NameRange: b.Values[0].Range}
	} else {
		if !sc.isValueName(b.Values[0]) {
			return // reported by rememberNames
		}
		v := b.Values[1]
		if !isUnsigned(v) && v.Kind != syntax.ParenValue && !v.IsWord("x") && !v.IsWord("X") {
			c.errorf(CodeParamKind, v.Range, "expected a value or cards, found %s", show(v)).
				WithHint("a value is a number, x, or a value phrase in parentheses: `(count character kneeling)`; cards are a selector: `each card in deck top-of-deck 1`")
			return
		}
		r = &Remember{Name: b.Values[0].Text, Value: c.intExpr(v, sc), Range: b.Range, NameRange: b.Values[0].Range}
		if forPlayers {
			p := b.Values[3]
			t := sc.targets[p.Text]
			if p.Kind != syntax.WordValue || !contains(players, p.Text) && (t == nil || t.Players == "") {
				c.errorf(CodeParamKind, p.Range, "expected a player after `for`, found %s", show(p)).
					WithHint("one value per player: `remember n (hand-size you) for each-player` (`you` is each player in turn)")
				return
			}
			r.For = p.Text
		}
	}
	if atCost {
		r.Cost, r.AtCost = true, len(a.Costs)
		a.Remembered = append(a.Remembered, r)
		return
	}
	a.Effects = append(a.Effects, &Effect{Remember: r, Range: b.Range})
}

// rememberStmts appends to out the `remember` statements of stmts, those
// inside `if … { … }` and `else { … }` blocks too.
func rememberStmts(stmts []*syntax.Stmt, out []*syntax.Stmt) []*syntax.Stmt {
	for _, b := range stmts {
		switch {
		case b.Word == "remember":
			out = append(out, b)
		case (b.Word == "if" || b.Word == "else") && b.Block != nil:
			out = rememberStmts(b.Block.Stmts, out)
		}
	}
	return out
}
