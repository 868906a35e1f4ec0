package interp

import (
	"github.com/thronescript/thronescript/dsl/vocab"
	"github.com/thronescript/thronescript/rules"
)

// registerReplacements adds the effects of interrupts that change what an
// event does: going elsewhere instead, entering play kneeling, random
// replacement, "unless that player pays".
func registerReplacements(r *Registry) {
	r.add(vocab.KindEffect, "send-instead-to {area:area}",
		"Interrupts: the card of the event being interrupted goes to this area instead (\"return him to your hand instead of placing him in your dead pile\").",
		"do send-instead-to hand", &entry{effect: func(b *builder, a *args) effectFn {
			area := a.Word("area")
			return func(ctx *rules.Context) bool {
				id, ok := ctx.G.AreaByName(area)
				if !ok || ctx.Event == nil || ctx.Event.Card == nil {
					return false
				}
				ctx.Event.To = id
				return true
			}
		}})
	r.add(vocab.KindEffect, "instead-random {area:area}",
		"Interrupts: the event's card (the plot being revealed, …) is replaced by a card chosen at random from the same player's AREA.",
		"do instead-random plot-deck", &entry{effect: func(b *builder, a *args) effectFn {
			area := a.Word("area")
			return func(ctx *rules.Context) bool {
				ev := ctx.Event
				if ev == nil || ev.Card == nil {
					return false
				}
				id, ok := ctx.G.AreaByName(area)
				if !ok {
					return false
				}
				p := ev.Player
				if p == nil {
					p = ctx.G.Player(ev.Card.Owner)
				}
				cs := ctx.G.CardsIn(p, id)
				if len(cs) == 0 {
					return false
				}
				ev.Card = cs[ctx.G.Rand().IntN(len(cs))]
				return true
			}
		}})
	r.add(vocab.KindEffect, "unless-pays {n:int} [by {p:player}]",
		"In an interrupt that `cancels`: the event goes on after all if the player (default: the event's player) chooses to pay N gold (\"cancel those effects unless that player pays 1 gold\").",
		"do unless-pays 1", &entry{effect: func(b *builder, a *args) effectFn {
			n := a.Int("n", 1)
			ps := a.Players("p", nil)
			return func(ctx *rules.Context) bool {
				ev := ctx.Event
				if ev == nil {
					return false
				}
				p := ev.Player
				if ps != nil {
					if l := ps(ctx); len(l) > 0 {
						p = l[0]
					}
				}
				k := n(ctx)
				if p == nil || p.Gold < k || !ctx.G.AskYesNo(p, "pay-to-avoid-cancel", ctx) {
					return true
				}
				ctx.G.ReturnGold(ctx, p, k)
				ev.Cancelled = false
				ctx.G.Logf(p, "{actor} pays to keep the effects of {card}", ev.Card, nil, 0)
				return false
			}
		}})
	r.add(vocab.KindEffect, "enter-kneeling",
		"Interrupts to a card entering play (`when enters-play self`): the card enters play kneeling (\"… enters play knelt\").",
		"do enter-kneeling", &entry{effect: func(b *builder, a *args) effectFn {
			return func(ctx *rules.Context) bool {
				ev := ctx.Event
				if ev == nil || !ev.EntersPlay || ev.Card == nil {
					return false
				}
				ev.Amount = -1 // the engine's "enter kneeling" mark on entering-play events
				return true
			}
		}})
	r.add(vocab.KindEffect, "shuffle-instead-into-deck",
		"Interrupts: the card of the event being interrupted goes into its owner's deck instead (of the dead pile, discard pile, …), and that deck is shuffled right after the event resolves (\"shuffle him back into your deck instead of placing him in your dead pile\").",
		"then shuffle-instead-into-deck", &entry{effect: func(b *builder, a *args) effectFn {
			return func(ctx *rules.Context) bool {
				trig := ctx.Event
				if trig == nil || trig.Card == nil {
					return false
				}
				deck, ok := ctx.G.AreaByName("deck")
				if !ok {
					return false
				}
				trig.To = deck
				owner := ctx.G.Player(trig.Card.Owner)
				src := *ctx
				ctx.G.AddDelayed(&rules.Delayed{
					Event: trig.Name,
					Match: func(_ *rules.Context, ev *rules.Event) bool { return ev == trig },
					Ctx:   &src,
					Do: func(dctx *rules.Context, ev *rules.Event) {
						dctx.G.ShuffleDeck(owner)
					},
					Until: rules.PerRound,
				})
				return true
			}
		}})
}
