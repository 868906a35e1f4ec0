package interp

import (
	"github.com/thronescript/thronescript/dsl/vocab"
	"github.com/thronescript/thronescript/rules"
)

// registerNameCard adds "name a card": the effect that has a player name a
// card title, and the filter of the cards with the title named.
func registerNameCard(r *Registry) {
	r.add(vocab.KindEffect, "name-card [by {p:player}]",
		"A player (default: the ability's controller) names a card: a title among the library's characters, locations, attachments and events (the log says which); the filter `named` then finds the cards with that title (\"name a card … discards each card with that name\").",
		"do name-card", &entry{effect: func(b *builder, a *args) effectFn {
			by := a.Players("p", b.players("you"))
			return func(ctx *rules.Context) bool {
				ps := by(ctx)
				if len(ps) == 0 {
					return false
				}
				return ctx.G.NameCard(ctx, ps[0]) != ""
			}
		}})
	r.simpleFilter("named", "Cards with the title the ability named (`name-card`).", func(ctx *rules.Context, c *rules.Card) bool {
		return ctx.Named != "" && ctx.G.Title(c) == ctx.Named
	}).readsState(0)
}
