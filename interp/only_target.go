package interp

import (
	"github.com/thronescript/thronescript/rules"
)

// registerOnlyTarget adds the filter naming the only target of the ability
// an interrupt to `effect-initiated` interrupts (`substitute` gives that
// ability another target instead).
func registerOnlyTarget(r *Registry) {
	r.simpleFilter("only-target",
		"In an interrupt to `effect-initiated`: the card the initiating ability chose as its only target (\"an ability that chooses a character you control as its only target\").",
		func(ctx *rules.Context, c *rules.Card) bool {
			return ctx.Event != nil && rules.OnlyTargetOf(ctx.Event) == c
		}).readsState(0)
}
