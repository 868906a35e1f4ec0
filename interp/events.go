package interp

import (
	"github.com/thronescript/thronescript/dsl/vocab"
	"github.com/thronescript/thronescript/rules"
)

// registerEvents adds the effects that raise events of their own (emit,
// emit-after) and write the game log (log-line).
func registerEvents(r *Registry) {
	r.add(vocab.KindEffect, "emit {event:name(event)} [{target:cards}]",
		"Raise an event declared by a keyword definition (`event NAME`), so abilities can react to it.", "do emit comes-out-of-shadows self", &entry{
			effect: func(b *builder, a *args) effectFn {
				name := a.Word("event")
				sel := a.Cards("target")
				return func(ctx *rules.Context) bool {
					var c *rules.Card
					if sel != nil {
						if cs := sel(ctx); len(cs) > 0 {
							c = cs[0]
						}
					}
					return ctx.G.Emit(ctx, name, c, nil)
				}
			}})

	r.add(vocab.KindEffect, "emit-after {event:name(event)} [{target:cards}]",
		"In an interrupt: raise a declared event right after the triggering event resolves (before reactions to it), if its card then is in play (for events about a card arriving: every way into play from an area).",
		"do emit-after pillaged self", &entry{effect: func(b *builder, a *args) effectFn {
			name := a.Word("event")
			sel := a.Cards("target")
			logAs := b.logAfter
			return func(ctx *rules.Context) bool {
				trig := ctx.Event
				if trig == nil {
					return false
				}
				var c *rules.Card
				if sel != nil {
					if cs := sel(ctx); len(cs) > 0 {
						c = cs[0]
					}
				}
				afterEvent(ctx, trig, func(dctx *rules.Context) {
					if c != nil && !dctx.G.InPlay(c) {
						return
					}
					if logAs != "" && !trig.Announced() {
						dctx.G.Logf(dctx.Player, logAs, c, nil, 0)
					}
					dctx.G.Emit(dctx, name, c, nil)
				})
				return true
			}
		}}).interrupting()

	r.add(vocab.KindEffect, "log-line {template:string}",
		"Add a line to the game log: {actor} is the ability's controller, {card} the source card (masked for readers who may not see it), {n} the source card's position number in an area that shows positions.",
		"then log-line \"{actor} stashes a card (#{n})\"", &entry{effect: func(b *builder, a *args) effectFn {
			tmpl := a.Word("template")
			return func(ctx *rules.Context) bool {
				n := 0
				if ctx.Source != nil {
					n = ctx.Source.Slot
				}
				ctx.G.Logf(ctx.Player, tmpl, ctx.Source, nil, n)
				return true
			}
		}})
}
