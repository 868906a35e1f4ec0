package interp

import (
	"github.com/thronescript/thronescript/dsl/vocab"
	"github.com/thronescript/thronescript/rules"
)

// registerReplacements adds the effects of interrupts that change what an
// event does: going elsewhere instead, another card in its place,
// entering play kneeling, "unless that player pays".
func registerReplacements(r *Registry) {
	r.add(vocab.KindEffect, "instead",
		"Interrupts: the effects that follow replace the resolution of the interrupted event (a replacement effect, \"instead of the normal claim effects, kill that character\"): they resolve when the event would, in its place; when several interrupts replace the same event, the most recent one is used (Replacement Effects) and the others' effects never happen.",
		"do instead", &entry{
			effect: func(b *builder, a *args) effectFn {
				return func(ctx *rules.Context) bool { return false } // nothing follows: nothing replaces
			},
			defers: func(b *builder, a *args) func(rest func(ctx *rules.Context) bool) effectFn {
				return func(rest func(ctx *rules.Context) bool) effectFn {
					return func(ctx *rules.Context) bool {
						ev := ctx.Event
						if ev == nil {
							return false
						}
						ev.Replace = func(*rules.Game, *rules.Event) { rest(ctx) }
						return true
					}
				}
			},
		}).interrupting()

	r.replacement("send-instead-to {area:area}",
		"Interrupts: the card of the event being interrupted goes to this area instead (\"return him to your hand instead of placing him in your dead pile\").",
		"do send-instead-to hand", func(ctx *rules.Context, a *args, ev *rules.Event) bool {
			id, ok := ctx.G.AreaByName(a.Word("area"))
			if ok {
				ev.To = id
			}
			return ok
		})
	eligible := func(ctx *rules.Context, c *rules.Card) bool {
		return ctx.G.CanSubstitute(ctx.Event, c)
	}
	r.add(vocab.KindEffect, "substitute {target:cards} [at-random]",
		"Interrupts: a card takes the place of the card the interrupted event is about (a replacement effect, \"… instead\"): in an interrupt to `effect-initiated`, of the initiating ability's only target, if it is an eligible target of that ability (its target's selector accepts it now; a target of `substitute` is chosen only among eligible cards): \"choose an eligible character to become the target of that triggered ability instead\"; in an interrupt to `plot-chosen`, of the plot chosen to reveal, by a plot of the same plot deck. The first eligible card of the selection takes the place; with `at-random`, one chosen at random among the eligible ones (\"choose a plot card to reveal at random\").",
		"do substitute t",
		&entry{effect: func(b *builder, a *args) effectFn {
			sel := a.Cards("target")
			random := a.Has("at-random")
			return func(ctx *rules.Context) bool {
				if ctx.Event == nil || sel == nil {
					return false
				}
				var ok []*rules.Card
				for _, c := range sel(ctx) {
					if eligible(ctx, c) {
						ok = append(ok, c)
					}
				}
				if len(ok) == 0 {
					return false
				}
				c := ok[0]
				if random {
					c = ok[ctx.G.Rand().IntN(len(ok))]
				}
				return ctx.G.Substitute(ctx.Event, c)
			}
		}}).affecting(func(*args) filterFn { return eligible }).interrupting()
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
		}}).interrupting()
	r.add(vocab.KindEffect, "uncancel",
		"In an interrupt that `cancels`: the interrupted event is not canceled after all, its effects go on — the other side of a choice offered instead of the cancel (\"that opponent must choose, either: cancel those effects, or you draw 2 cards\": `do choose-one-by its-controller Cancel Draw`, `then uncancel if chose Draw`, 09044 Words Are Wind).",
		"then uncancel if chose Draw", &entry{effect: func(b *builder, a *args) effectFn {
			return func(ctx *rules.Context) bool {
				ev := ctx.Event
				if ev == nil || !ev.Cancelled {
					return false
				}
				ev.Cancelled = false
				return true
			}
		}}).interrupting()
	r.replacement("enter-kneeling",
		"Interrupts to a card entering play (`when enters-play self`): the card enters play kneeling (\"… enters play knelt\").",
		"do enter-kneeling", func(ctx *rules.Context, a *args, ev *rules.Event) bool {
			if !ev.EntersPlay {
				return false
			}
			ev.Amount = -1 // the engine's "enter kneeling" mark on entering-play events
			return true
		})
	r.replacement("shuffle-instead-into-deck",
		"Interrupts: the card of the event being interrupted goes into its owner's deck instead (of the dead pile, discard pile, …), and that deck is shuffled right after the event resolves (\"shuffle him back into your deck instead of placing him in your dead pile\").",
		"then shuffle-instead-into-deck", func(ctx *rules.Context, a *args, ev *rules.Event) bool {
			deck, ok := ctx.G.AreaByName("deck")
			if !ok {
				return false
			}
			ev.To = deck
			owner := ctx.G.Player(ev.Card.Owner)
			afterEvent(ctx, ev, func(dctx *rules.Context) { dctx.G.ShuffleDeck(owner) })
			return true
		})
}

// eventCard is the event an interrupt interrupts when it has a card (the
// card the replacement effects change), else nil.
func eventCard(ctx *rules.Context) *rules.Event {
	if ctx.Event == nil || ctx.Event.Card == nil {
		return nil
	}
	return ctx.Event
}

// replacement registers an interrupt's effect that changes the
// interrupted event of a card: do gets the event (without an event that
// has a card the effect does not resolve) and reads a's parameters while
// the game runs.
func (r *Registry) replacement(pattern, doc, example string, do func(ctx *rules.Context, a *args, ev *rules.Event) bool) *entry {
	return r.add(vocab.KindEffect, pattern, doc, example, &entry{effect: func(b *builder, a *args) effectFn {
		a.precompile()
		return func(ctx *rules.Context) bool {
			ev := eventCard(ctx)
			return ev != nil && do(ctx, a, ev)
		}
	}}).interrupting()
}
