package interp

import (
	"github.com/thronescript/thronescript/dsl/check"
	"github.com/thronescript/thronescript/dsl/vocab"
	"github.com/thronescript/thronescript/rules"
)

// registerTargets adds the filters that judge a card together with the
// cards already chosen for the same target: a target's cards are chosen
// one at a time, and each choice offers only the cards that fit with those
// before it ("choose and kneel up to 4 total STR worth of characters":
// `target t any character standing total-strength-at-most 4`).
func registerTargets(r *Registry) {
	r.togetherFilter("total-strength-at-most {n:int}",
		"In a target: cards whose STR, added to that of the cards already chosen for the target, is N or less (\"up to N total STR worth of characters\"; a negative STR counts 0). With `any`, the player chooses cards until none fits or they stop.",
		"any character standing total-strength-at-most 4",
		func(b *builder, a *args, name string) filterFn {
			n := a.Int("n", 0)
			return func(ctx *rules.Context, c *rules.Card) bool {
				total := max(ctx.G.Strength(c), 0)
				for _, o := range ctx.Targets(name) {
					if o != c {
						total += max(ctx.G.Strength(o), 0)
					}
				}
				return total <= n(ctx)
			}
		})
}

// togetherFilter registers a filter that reads the cards already chosen
// for the target whose selector it stands in (named by build's name); in
// any other selector it is an error.
func (r *Registry) togetherFilter(pattern, doc, example string, build func(b *builder, a *args, name string) filterFn) *entry {
	return r.add(vocab.KindFilter, pattern, doc, example, &entry{filter: func(b *builder, a *args) filterFn {
		if b.choosing == "" {
			b.errorf(CodeTargetOnly, a.p.Range, "%q judges a card with the others chosen for a target: it stands only in a target's selector", a.p.Entry.Name).
				WithHint("write it in `target NAME any … %s`", a.p.Entry.Name)
			return func(*rules.Context, *rules.Card) bool { return false }
		}
		return build(b, a, b.choosing)
	}}).readsState(0)
}

// playerTarget compiles a player target (`target p opponent`: "choose an
// opponent"; `target ps up-to 2 players`): the engine offers the players
// the noun names, still in the game.
func (b *builder) playerTarget(t *check.Target) rules.TargetSpec {
	s := t.Sel
	spec := rules.TargetSpec{Name: t.Name, Min: s.Min, Max: s.Max, Players: eachPlayer}
	if t.Players == "opponent" {
		spec.Players = opponents
	}
	if s.MaxExpr != nil {
		spec.Min, spec.MaxFn = 0, b.intExpr(s.MaxExpr)
	}
	return spec
}
