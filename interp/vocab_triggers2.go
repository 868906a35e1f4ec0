package interp

import (
	"github.com/thronescript/thronescript/dsl/vocab"
	"github.com/thronescript/thronescript/rules"
)

// facedownUnder is the out-of-play area of cards placed facedown under a
// card in play (only their owner may look at them).
const facedownUnder = "facedown-under"

// underLeaveEvents are the events after which a card has left play, for
// delayed effects that end when it does.
var underLeaveEvents = []string{
	rules.EvKilled, rules.EvDiscarded, rules.EvSacrificed, rules.EvReturnedToHand,
	rules.EvReturnedToDeck, rules.EvMoved,
}

// registerTriggers2 adds generic words for triggers on STR changes, for
// ending a challenge early and for cards set aside under a card: the
// trigger strength-increased, the effects end-challenge,
// place-facedown-under and delayed-lua. Every word is generic: it
// names no card and no keyword.
func registerTriggers2(r *Registry) {
	r.add(vocab.KindTrigger, rules.EvStrengthIncreased+" [{card:cards}] [by {p:player}]",
		"A card's STR is increased by a card effect (a lasting effect or a constant ability taking effect, or growing); `by` is the card's controller.",
		"after strength-increased self", &entry{
			trigger: func(b *builder, a *args) triggerSpec {
				return triggerSpec{event: rules.EvStrengthIncreased, match: cardTriggerMatch(a)}
			},
		})

	r.add(vocab.KindEffect, "end-challenge",
		"End the challenge in progress with no winner or loser: nobody declares defenders or takes actions in it any more, no claim or challenge bonus applies, and it goes on to its end (it still counts as initiated).",
		"do end-challenge", &entry{effect: func(b *builder, a *args) effectFn {
			return func(ctx *rules.Context) bool { return ctx.G.EndChallenge(ctx) }
		}})

	r.add(vocab.KindEffect, "place-facedown-under {target:cards} on {parent:card}",
		"Place cards facedown under a card in play: they leave their area (a hand, …) for their owners' out-of-play area `facedown-under`, which only the owner may look at (`each card in facedown-under of you` reads them).",
		"do place-facedown-under each card in hand of you on self", &entry{effect: func(b *builder, a *args) effectFn {
			sel, parent := a.choose("target"), a.Cards("parent")
			return func(ctx *rules.Context) bool {
				if parent == nil {
					return false
				}
				ps := parent(ctx)
				if len(ps) == 0 || !ctx.G.InPlay(ps[0]) {
					return false
				}
				cs := sel(ctx)
				if len(cs) == 0 {
					return false
				}
				ctx.G.DeclareArea(&rules.AreaDef{Name: facedownUnder, Facedown: true, Visible: rules.VisibleOwner, Ordered: true, PerPlayer: true})
				ok := true
				for _, c := range cs {
					ok = ctx.G.MoveToArea(ctx, c, facedownUnder) && ok
				}
				return ok
			}
		}})

	r.add(vocab.KindEffect, "delayed-lua {hook:string} at-end-of {period:word(phase|challenge|round)} [or-when-leaves-play {card:card}]",
		"A delayed effect that runs a Lua hook of the card once: at the end of the phase (challenge, round) or, with or-when-leaves-play, right after that card leaves play if that comes first (\"at the end of the phase, or if this card leaves play, …\").",
		"do delayed-lua resolve at-end-of phase or-when-leaves-play self", &entry{effect: func(b *builder, a *args) effectFn {
			run := b.luaEffect(a.Word("hook"), a.p.Range)
			period := a.Word("period")
			watch := a.Cards("card")
			return func(ctx *rules.Context) bool {
				g := ctx.G
				var card *rules.Card
				if watch != nil {
					if cs := watch(ctx); len(cs) > 0 && g.InPlay(cs[0]) {
						card = cs[0]
					}
				}
				phase := g.Phase.String()
				// the effects are dropped once the period is surely over
				until := map[string]rules.Period{"phase": rules.PerRound, "challenge": rules.PerPhase, "round": rules.PerGame}[period]
				done := false
				fire := func(ctx *rules.Context, _ *rules.Event) {
					if !done {
						done = true
						run(ctx)
					}
				}
				g.AddDelayed(&rules.Delayed{
					Event: delayedEvents[period],
					Ctx:   ctx,
					Match: func(_ *rules.Context, ev *rules.Event) bool {
						return !done && (period != "phase" || ev.Kind == phase)
					},
					Do:    fire,
					Until: until,
				})
				if card != nil {
					for _, name := range underLeaveEvents {
						g.AddDelayed(&rules.Delayed{
							Event: name,
							Ctx:   ctx,
							Match: func(_ *rules.Context, ev *rules.Event) bool {
								return !done && ev.Card == card && ev.LeavesPlay
							},
							Do:    fire,
							Until: until,
						})
					}
				}
				return true
			}
		}})
}
