package interp

import (
	"github.com/thronescript/thronescript/dsl/vocab"
	"github.com/thronescript/thronescript/rules"
)

// registerDeclare adds the effects that declare characters in the current
// challenge and the word for what a character counts toward dominance
// (issue 32).
func registerDeclare(r *Registry) {
	for _, role := range []struct {
		word, article, side string
		defend              bool
	}{{"attacker", "an", "attacking", false}, {"defender", "a", "defending", true}} {
		role := role
		r.add(vocab.KindEffect, "declare-as-"+role.word+" {target:cards}",
			"Declare characters as "+role.word+"s in the current challenge (\"declare it as "+role.article+" "+role.word+"\"): only characters the framework would accept (controlled by the "+
				role.side+" player, standing with the challenge's icon unless a permission says otherwise, not yet participating, within the declaration limit) are offered; they kneel as declared characters do and the declared-as-"+role.word+" events are raised (stealth and other framework steps of the declaration do not run again).",
			"do declare-as-"+role.word+" up-to 1 character controlled-by you other",
			&entry{effect: func(b *builder, a *args) effectFn {
				sel := a.chooseWhere("target", func(ctx *rules.Context, c *rules.Card) bool { return ctx.G.CanDeclare(c, role.defend) }, nil)
				return onCards(sel, func(ctx *rules.Context, cs []*rules.Card) bool { return ctx.G.Declare(ctx, role.defend, cs...) })
			}})
	}
	r.modifier("set {stat:word(strength)} of {target:cards} to {n:int} [until {d:duration}]",
		"Set a stat of cards to N: their STR is N whatever other modifiers say (\"set its STR to 1. (Other modifiers do not raise or lower its STR.)\", 09043 Strangler; \"until the end of the challenge, set that character's STR to 3\", 26082 Northern Pyre; later 15036 Fight to the Last); when several set it, the one applied last counts. N may be a value in parentheses, read whenever STR is (a constant ability) or when the effect resolves (a lasting effect).",
		"do set strength of t to 3 until end-of-challenge",
		func(b *builder, a *args) *modSpec {
			return settingSpec(a, func(d *rules.Derived, v int) { d.SetStrength, d.HasSetStrength = v, true })
		}).readsState(0)
	r.modifier("dominance-strength {target:cards} {n:int} [until {d:duration}]",
		"Characters count N toward their controller's dominance total instead of their STR while they stand (\"counts 1 STR for dominance\"); their STR is unchanged for everything else, and effects that change it do not change what they count. N may be a value in parentheses, read whenever dominance is counted (a constant ability) or when the effect resolves (a lasting effect).",
		"do dominance-strength self 1",
		func(b *builder, a *args) *modSpec {
			return settingSpec(a, func(d *rules.Derived, v int) { d.DominanceStrength, d.HasDominanceStrength = v, true })
		}).readsState(0)
}

// settingSpec is a modifier that sets a derived value of its targets to N
// (`n`): read whenever the value is read in a constant ability, frozen
// when a lasting effect resolves.
func settingSpec(a *args, set func(d *rules.Derived, v int)) *modSpec {
	n := a.Int("n", 0)
	spec := func(v valueFn) rules.ConstantSpec {
		return rules.ConstantSpec{Apply: func(ctx *rules.Context, c *rules.Card, d *rules.Derived) { set(d, v(ctx)) }}
	}
	return &modSpec{targets: a.Cards("target"), each: a.Each("target"), until: a.Duration("d"), spec: spec(n),
		freeze: func(ctx *rules.Context) rules.ConstantSpec {
			k := n(ctx)
			return spec(func(*rules.Context) int { return k })
		}}
}
