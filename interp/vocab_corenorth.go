package interp

import (
	"github.com/thronescript/thronescript/dsl/vocab"
	"github.com/thronescript/thronescript/rules"
)

// registerCoreNorth adds the generic words first needed by the Core Set's
// northern factions: a card entering play kneeling (written as an
// interrupt to its own entering play), and a player reward that waits for
// the challenge in progress to be won.
func registerCoreNorth(r *Registry) {
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
	r.add(vocab.KindEffect, "if-challenge-won {act:word(draw|gain-gold|gain-faction-power)} {n:int} [by {p:player}]",
		"A delayed effect for the challenge in progress: if the player (default: you) wins it, that player draws N cards (gains N gold, gains N power for their faction) right after it is won (\"if you win the challenge, draw 1 card\").",
		"do if-challenge-won draw 1", &entry{effect: func(b *builder, a *args) effectFn {
			act := a.Word("act")
			n := a.Int("n", 1)
			by := a.Players("p", b.players("you"))
			return func(ctx *rules.Context) bool {
				return onChallengeWon(ctx, by, func(dctx *rules.Context, ev *rules.Event) {
					g, p, k := dctx.G, ev.Player, n(dctx)
					switch act {
					case "draw":
						g.Draw(dctx, p, k)
					case "gain-gold":
						g.GainGold(dctx, p, k)
					case "gain-faction-power":
						g.GainPower(dctx, g.FactionCard(p), k)
					}
				})
			}
		}})
}

// onChallengeWon registers do as a delayed effect of ctx's ability: it
// resolves once, right after the challenge in progress is won by one of
// the players by (nil: by anyone). It returns false when no challenge is in
// progress.
func onChallengeWon(ctx *rules.Context, by playersFn, do func(dctx *rules.Context, ev *rules.Event)) bool {
	g := ctx.G
	ch := g.Challenge()
	if ch == nil {
		return false
	}
	src := *ctx
	g.AddDelayed(&rules.Delayed{
		Event: rules.EvChallengeWon,
		Ctx:   &src,
		Match: func(dctx *rules.Context, ev *rules.Event) bool {
			return g.Challenge() == ch && (by == nil || playerIs(dctx, by, ev.Player))
		},
		Do:    do,
		Until: rules.PerRound,
	})
	return true
}
