package check

import (
	"strconv"

	"github.com/thronescript/thronescript/dsl/syntax"
)

// playerNouns are the nouns of a player target: `target p opponent`
// ("choose an opponent"), `target ps up-to 2 players`.
var playerNouns = map[string]string{"player": "player", "players": "player", "opponent": "opponent", "opponents": "opponent"}

// isPlayerTarget reports whether the words after a target's name choose
// players: [a|an|any|N|up-to N] player(s)|opponent(s).
func isPlayerTarget(vs []*syntax.Value) bool {
	if len(vs) == 0 {
		return false
	}
	if _, ok := playerNouns[vs[len(vs)-1].Text]; !ok || vs[len(vs)-1].Kind != syntax.WordValue {
		return false
	}
	switch q := vs[:len(vs)-1]; len(q) {
	case 0:
		return true
	case 1:
		return q[0].IsWord("a") || q[0].IsWord("an") || q[0].IsWord("any") || q[0].IsWord("each") || isUnsigned(q[0])
	case 2:
		return q[0].IsWord("up-to")
	}
	return false
}

// playerTarget reads a player target's quantity and noun into t.
func (c *checker) playerTarget(t *Target, vs []*syntax.Value, sc *scope) {
	sel := &Selector{Min: 1, Max: 1, Range: valueRange(nil, vs)}
	q := vs[:len(vs)-1]
	switch {
	case len(q) == 0:
	case len(q) == 1 && (q[0].IsWord("a") || q[0].IsWord("an")):
	case len(q) == 1 && q[0].IsWord("each"):
		c.errorf(CodeSelector, q[0].Range, "a target cannot be `each`").
			WithHint("targets are chosen; for every player write the player word in the effect: `draw 1 for each-player`, `for opponent`")
	case len(q) == 1 && q[0].IsWord("any"):
		sel.Min, sel.Max = 0, -1
	case len(q) == 1 && isUnsigned(q[0]):
		sel.Min, _ = strconv.Atoi(q[0].Text)
		sel.Max = sel.Min
	case len(q) == 2 && q[0].IsWord("up-to") && isUnsigned(q[1]):
		sel.Min = 0
		sel.Max, _ = strconv.Atoi(q[1].Text)
	case len(q) == 2 && q[0].IsWord("up-to") && (q[1].Kind == syntax.ParenValue || q[1].IsWord("x") || q[1].IsWord("X")):
		sel.Min = 0
		sel.MaxExpr = c.intExpr(q[1], sc)
	default:
		c.errorf(CodeSelector, valueRange(nil, q), "a player target is [a | N | up-to N | any] player or opponent").
			WithHint("write `target %s opponent` (\"choose an opponent\") or `target %s up-to 2 players`", t.Name, t.Name)
		return
	}
	t.Players = playerNouns[vs[len(vs)-1].Text]
	t.Sel = sel
}

// playerTargetRef reports a player target's name written where cards go.
func (c *checker) playerTargetRef(v *syntax.Value, sc *scope) bool {
	if sc == nil || v.Kind != syntax.WordValue {
		return false
	}
	t := sc.targets[v.Text]
	if t == nil || t.Players == "" {
		return false
	}
	c.errorf(CodeParamKind, v.Range, "target %s is a %s, not cards", v.Text, t.Players).
		WithHint("a chosen player goes where a player does: `draw 1 for %s`, `character controlled-by %s`, `card in discard of %s`", v.Text, v.Text, v.Text)
	return true
}

// nameTaken reports a name an author gives (a target's, a remembered
// value's) that is a word the language already gives a meaning in the
// same places: a card reference (self, it, …), a player word (you,
// opponent, …) or x. Other words stay free: the name is scoped to its
// ability, where it wins over a vocabulary word of the same spelling.
func (c *checker) nameTaken(v *syntax.Value, what string) bool {
	n := v.Text
	if !contains(refs, n) && !contains(players, n) && !contains(cardPlayers, n) && n != "x" && n != "X" {
		return false
	}
	c.errorf(CodeNameTaken, v.Range, "%s %s is named like a word of the language", what, show(v)).
		WithDetail("`%s` already names a card, a player or X wherever the name would be read", n).
		WithHint("give it another name: `%s2`, `chosen`, `n`", n)
	return true
}
