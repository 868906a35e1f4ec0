package interp

import (
	"github.com/thronescript/thronescript/dsl/vocab"
	"github.com/thronescript/thronescript/rules"
)

// registerOnlyTarget adds the words of interrupts to an ability that chose
// a single target (`when-would effect-initiated`): the filter naming that
// target, and the effect that gives the ability another target instead.
func registerOnlyTarget(r *Registry) {
	r.simpleFilter("only-target",
		"In an interrupt to `effect-initiated`: the card the initiating ability chose as its only target (\"an ability that chooses a character you control as its only target\").",
		func(ctx *rules.Context, c *rules.Card) bool {
			return ctx.Event != nil && rules.OnlyTargetOf(ctx.Event) == c
		}).readsState(0)
	eligible := func(ctx *rules.Context, c *rules.Card) bool {
		return ctx.Event != nil && ctx.G.CanRetarget(ctx.Event, c)
	}
	r.add(vocab.KindEffect, "retarget {target:cards}",
		"In an interrupt to `effect-initiated`: the card becomes the initiating ability's only target instead of the card it chose, if it is an eligible target of that ability (its target's selector accepts it now; a target of `retarget` is chosen only among eligible cards): \"choose an eligible character to become the target of that triggered ability instead\".",
		"do retarget t",
		&entry{effect: func(b *builder, a *args) effectFn {
			sel := a.Cards("target")
			return func(ctx *rules.Context) bool {
				if ctx.Event == nil || sel == nil {
					return false
				}
				for _, c := range sel(ctx) {
					if eligible(ctx, c) {
						return ctx.G.Retarget(ctx.Event, c)
					}
				}
				return false
			}
		}}).affecting(func(*args) filterFn { return eligible })
}
