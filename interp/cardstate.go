package interp

import (
	"github.com/thronescript/thronescript/dsl/vocab"
	"github.com/thronescript/thronescript/rules"
)

// registerCardstate adds the effects that change a card's state in place:
// stand, kneel, reveal, and who controls it.
func registerCardstate(r *Registry) {
	r.cardsEffect("stand {target:cards}", "Stand kneeling cards.", "do stand self",
		func(ctx *rules.Context, a *args, cs []*rules.Card) bool { return ctx.G.Stand(ctx, cs...) }).
		affecting(inPlayUnless(rules.CannotStand, func(_ *rules.Game, c *rules.Card) bool { return c.Kneeling }))
	r.cardsEffect("kneel {target:cards}", "Kneel standing cards.", "do kneel each faction-card controlled-by opponent",
		func(ctx *rules.Context, a *args, cs []*rules.Card) bool { return ctx.G.Kneel(ctx, cs...) }).
		affecting(func(*args) filterFn {
			return func(ctx *rules.Context, c *rules.Card) bool {
				g := ctx.G
				return g.InPlay(c) && !c.Kneeling && !g.Cannot(c, rules.CannotKneel) && !g.CannotBeKneltBy(c, ctx)
			}
		})
	r.cardsEffect("reveal {target:cards}", "Reveal cards to every player.", "do reveal t",
		func(ctx *rules.Context, a *args, cs []*rules.Card) bool {
			return forAll(cs, func(c *rules.Card) bool { return ctx.G.Reveal(ctx, c) })
		})
	r.cardsEffect("look-at {target:cards}", "The ability's controller looks at cards (an opponent's hand: `look-at each card in hand of loser`): the log names them for that player alone, and for whoever may see them anyway; they are not revealed (no `revealed` event).", "do look-at each card in hand of opponent",
		func(ctx *rules.Context, a *args, cs []*rules.Card) bool {
			return forAll(cs, func(c *rules.Card) bool { return ctx.G.LookAt(ctx.Player, c) })
		})
	r.cardsEffect("take-control {target:cards}", "Take control of cards in play.", "do take-control t",
		func(ctx *rules.Context, a *args, cs []*rules.Card) bool {
			return forAll(cs, func(c *rules.Card) bool { return ctx.G.TakeControl(ctx, c, ctx.Player) })
		})
	r.add(vocab.KindEffect, "give-control {target:cards} to {p:player}", "Give control of cards in play to a player (\"give control of this card to that player\").",
		"do give-control self to opponent", &entry{effect: func(b *builder, a *args) effectFn {
			sel := a.choose("target")
			ps := a.Players("p", b.players("opponent"))
			return func(ctx *rules.Context) bool {
				l := ps(ctx)
				cs := sel(ctx)
				if len(l) == 0 || len(cs) == 0 {
					return false
				}
				p := l[0]
				if len(l) > 1 {
					p = ctx.G.ChoosePlayer(ctx.Player, "player", l)
				}
				return forAll(cs, func(c *rules.Card) bool { return ctx.G.TakeControl(ctx, c, p) })
			}
		}})
}
