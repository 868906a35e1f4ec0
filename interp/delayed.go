package interp

import (
	"github.com/thronescript/thronescript/dsl/vocab"
	"github.com/thronescript/thronescript/rules"
)

// registerDelayed adds the delayed effects: at the end of a period, when a
// challenge is won, and tokens that expire.
func registerDelayed(r *Registry) {
	r.add(vocab.KindEffect, "at-end-of {period:word(phase|challenge|round|self-stands-or-leaves-play|self-leaves-play)} {act:word(return-to-hand|kill|discard|sacrifice|return-to-deck|return-to-deck-bottom|shuffle-into-deck|place-in-dead-pile|return-control)} {target:cards} [cannot-be-saved]",
		"A delayed effect: at the end of the phase (challenge, round), if the cards are still in play, return them to hand (kill, discard, …) them (return-to-deck-bottom: place them on the bottom of their owners' decks; place-in-dead-pile: move them to their owners' dead piles, which is not a kill; return-control: control of those the ability's controller still controls goes back to their owners, \"take control of it until the end of the phase\"); with cannot-be-saved the return to hand (kill, discard) cannot be saved (\"… return it to your hand (cannot be saved)\"). `self-stands-or-leaves-play` is no period: the delayed effect happens as soon as the ability's card stands or leaves play (\"take control of that character until Recruiter for the Watch stands or leaves play\": `at-end-of self-stands-or-leaves-play return-control t`, 06045; later 24003 Dragonstone); `self-leaves-play`, as soon as it leaves play (\"take control of that character until Yoren leaves play\": 13085).",
		"do at-end-of phase return-to-hand t", &entry{effect: func(b *builder, a *args) effectFn {
			act, unsaveable := a.Word("act"), a.Has("cannot-be-saved")
			return atEndOf(a.Word("period"), a.choose("target"), nil, func(ctx *rules.Context, still []*rules.Card) {
				delayedActSaving(ctx, act, still, unsaveable)
			})
		}})
	r.add(vocab.KindEffect, "expire-token {kind:string} on {target:cards} at-end-of {period:word(phase|challenge|round)} then {act:word(kill|discard|sacrifice|return-to-hand)}",
		"A delayed effect: at the end of the phase (challenge, round), each of the cards still in play that still has a token of the kind has one removed and is then killed (discarded, …).",
		"do expire-token poison on t at-end-of phase then kill", &entry{effect: func(b *builder, a *args) effectFn {
			kind, act := a.Word("kind"), a.Word("act")
			return atEndOf(a.Word("period"), a.choose("target"), func(ctx *rules.Context, c *rules.Card) bool {
				return c.Count(kind) > 0 && ctx.G.AddTokens(ctx, c, kind, -1)
			}, func(ctx *rules.Context, still []*rules.Card) {
				delayedAct(ctx, act, still)
			})
		}})

	r.add(vocab.KindEffect, "on-challenge-won [by {p:player}] {act:word(kill|discard|sacrifice|return-to-hand|stand|kneel)} {target:cards}",
		"A delayed effect for the challenge in progress: if it is won (by the player), the cards (read when it is won, e.g. `each character attacking`) are killed (discarded, …) right after the challenge is won.",
		"do on-challenge-won by you kill each character attacking", &entry{effect: func(b *builder, a *args) effectFn {
			by := a.Players("p", nil)
			act := a.Word("act")
			sel := a.choose("target")
			return func(ctx *rules.Context) bool {
				return onChallengeWon(ctx, by, func(dctx *rules.Context, _ *rules.Event) {
					cs := sel(dctx)
					if len(cs) == 0 {
						return
					}
					switch act {
					case "stand":
						dctx.G.Stand(dctx, cs...)
					case "kneel":
						dctx.G.Kneel(dctx, cs...)
					default:
						delayedAct(dctx, act, cs)
					}
				})
			}
		}})
	r.add(vocab.KindEffect, "if-challenge-won [{act:word(draw|gain-gold|gain-faction-power)} {n:int}] [by {p:player}]",
		"A delayed effect for the challenge in progress: if the player (default: you) wins it, right after it is won, the effects that follow in the ability resolve (any effects; `then` works among them), or with ACT N that player draws N cards (gains N gold, gains N power for their faction) (\"if you win this challenge, draw 1 card\").",
		"do if-challenge-won draw 1", &entry{
			effect: func(b *builder, a *args) effectFn {
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
			},
			defers: func(b *builder, a *args) func(rest func(ctx *rules.Context) bool) effectFn {
				if a.Word("act") != "" {
					return nil // ACT N: the following effects resolve now
				}
				return func(rest func(ctx *rules.Context) bool) effectFn {
					by := a.Players("p", b.players("you"))
					return func(ctx *rules.Context) bool {
						return onChallengeWon(ctx, by, func(dctx *rules.Context, _ *rules.Event) { rest(dctx) })
					}
				}
			},
		})
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

// afterEvent runs do right after the event ev resolves (before reactions
// to it), with a copy of ctx: an interrupt's effect that follows the event
// it interrupts.
func afterEvent(ctx *rules.Context, ev *rules.Event, do func(dctx *rules.Context)) {
	src := *ctx
	ctx.G.AddDelayed(&rules.Delayed{
		Event: ev.Name,
		Match: func(_ *rules.Context, e *rules.Event) bool { return e == ev },
		Ctx:   &src,
		Do:    func(dctx *rules.Context, _ *rules.Event) { do(dctx) },
		Until: rules.PerRound,
	})
}

// leaveEvents are the history entries after which a card is no longer the
// card a delayed effect was created for (it left play or moved).
var leaveEvents = map[string]bool{
	rules.EvKilled: true, rules.EvDiscarded: true, rules.EvSacrificed: true, rules.EvReturnedToHand: true,
	rules.EvReturnedToDeck: true, rules.EvMoved: true,
}

// leftSince reports whether the history records c leaving play (or moving)
// after entry index since.
// atEndOf returns an effect that chooses its target cards now and, at the
// end of the period (phase, challenge, round), calls act with those of them
// still in play since (and for which keep holds, when given).
func atEndOf(period string, sel cardsFn, keep func(ctx *rules.Context, c *rules.Card) bool, act func(ctx *rules.Context, still []*rules.Card)) effectFn {
	return func(ctx *rules.Context) bool {
		cs := sel(ctx)
		if len(cs) == 0 {
			return false
		}
		g := ctx.G
		since := len(g.History())
		if period == selfStands || period == selfLeaves {
			return untilSelf(ctx, period == selfStands, func(ctx *rules.Context) {
				var still []*rules.Card
				for _, c := range cs {
					if g.InPlay(c) && !leftSince(g, c, since) && (keep == nil || keep(ctx, c)) {
						still = append(still, c)
					}
				}
				if len(still) > 0 {
					act(ctx, still)
				}
			})
		}
		phase := g.Phase.String()
		g.AddDelayed(&rules.Delayed{
			Event: delayedEvents[period],
			Ctx:   ctx,
			Match: func(_ *rules.Context, ev *rules.Event) bool { return period != "phase" || ev.Kind == phase },
			Do: func(ctx *rules.Context, _ *rules.Event) {
				var still []*rules.Card
				for _, c := range cs {
					if g.InPlay(c) && !leftSince(g, c, since) && (keep == nil || keep(ctx, c)) {
						still = append(still, c)
					}
				}
				if len(still) > 0 {
					act(ctx, still)
				}
			},
		})
		return true
	}
}

// selfStands and selfLeaves are the at-end-of "periods" that end when the
// ability's card stands or leaves play, and when it leaves play.
const (
	selfStands = "self-stands-or-leaves-play"
	selfLeaves = "self-leaves-play"
)

// untilSelf registers do as a delayed effect of ctx's ability that runs
// once, right after its card leaves play or, with stands, stands (false
// when the card is not in play).
func untilSelf(ctx *rules.Context, stands bool, do func(ctx *rules.Context)) bool {
	g, src := ctx.G, ctx.Source
	if src == nil || !g.InPlay(src) {
		return false
	}
	done := false
	fire := func(ctx *rules.Context, _ *rules.Event) {
		if !done {
			done = true
			do(ctx)
		}
	}
	if stands {
		g.AddDelayed(&rules.Delayed{
			Event: rules.EvStood, Ctx: ctx, Do: fire, Until: rules.PerGame,
			Match: func(_ *rules.Context, ev *rules.Event) bool { return !done && ev.Card == src },
		})
	}
	for _, name := range underLeaveEvents {
		g.AddDelayed(&rules.Delayed{
			Event: name, Ctx: ctx, Do: fire, Until: rules.PerGame,
			Match: func(_ *rules.Context, ev *rules.Event) bool { return !done && ev.Card == src && ev.LeavesPlay },
		})
	}
	return true
}

func leftSince(g *rules.Game, c *rules.Card, since int) bool {
	h := g.History()
	if since > len(h) {
		since = 0 // the history was cleared at a new round
	}
	for _, e := range h[since:] {
		if e.Card == c.ID && leaveEvents[e.Event] {
			return true
		}
	}
	return false
}

// delayedAct applies the effect a delayed `at-end-of` names.
func delayedAct(ctx *rules.Context, act string, cs []*rules.Card) {
	delayedActSaving(ctx, act, cs, false)
}

// delayedActSaving is delayedAct; with unsaveable the return to hand, kill
// or discard cannot be saved.
func delayedActSaving(ctx *rules.Context, act string, cs []*rules.Card, unsaveable bool) {
	g := ctx.G
	switch act {
	case "return-to-hand":
		g.ReturnToHand(ctx, unsaveable, cs...)
	case "kill":
		g.Kill(ctx, unsaveable, cs...)
	case "discard":
		g.Discard(ctx, unsaveable, cs...)
	case "sacrifice":
		g.Sacrifice(ctx, cs...)
	case "return-to-deck", "return-to-deck-bottom":
		for _, c := range cs {
			g.ReturnToDeck(ctx, c, act == "return-to-deck-bottom")
		}
	case "place-in-dead-pile":
		moveTo(ctx, cs, "dead")
	case "return-control":
		for _, c := range cs {
			if c.Controller == ctx.Player.Index && c.Owner != c.Controller {
				g.TakeControl(ctx, c, g.Players[c.Owner])
			}
		}
	case "shuffle-into-deck":
		owners := map[int]bool{}
		for _, c := range cs {
			owners[c.Owner] = true
			g.ReturnToDeck(ctx, c, false)
		}
		for i := range g.Players {
			if owners[i] {
				g.ShuffleDeck(g.Player(i))
			}
		}
	}
}
