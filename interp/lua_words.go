package interp

import (
	"github.com/thronescript/thronescript/dsl/vocab"
	"github.com/thronescript/thronescript/rules"
)

// registerLuaWords adds the words that run a card's Lua hooks: the lua
// effect, condition, filter (targets hook), value and cost, and the
// delayed-lua effect. Each runs with the same per-call step budget.
func registerLuaWords(r *Registry) {
	r.filter("lua {hook:string}", "Cards a Lua targets hook of the card lists (pure; it returns a list of card ids): `target t character lua pick` offers the characters the hook returns.", "card lua pick", func(b *builder, a *args) filterFn {
		return b.luaFilter(a.Word("hook"), a.p.Range)
	})
	r.value("lua {hook:string}", "A number a Lua value hook of the card computes (pure): `do gain-gold (lua bonus)`; in a comparison write it in parentheses, `if (lua bonus) >= 2`, since `if lua HOOK` alone is the condition.", "(lua bonus)", func(b *builder, a *args) valueFn {
		return b.luaValue(a.Word("hook"), a.p.Range)
	})
	r.add(vocab.KindCost, "lua {hook:string}", "A cost a Lua hook of the card pays (a cost payment hook: it returns false if it could not pay); the hook HOOK_can, when the file defines it, says whether it can be paid (a pure cost check).", "cost lua fee", &entry{cost: func(b *builder, a *args) rules.Cost {
		return b.luaCost(a.Word("hook"), a.p.Range)
	}})
	r.add(vocab.KindEffect, "lua {hook:string}", "Run a Lua hook of the card (see spec/lua.md).", "do lua resolve", &entry{effect: func(b *builder, a *args) effectFn {
		return b.luaEffect(a.Word("hook"), a.p.Range)
	}})
	r.condition("lua {hook:string}", "A Lua predicate hook of the card (pure: it may not change the game).", "if lua can_play", func(b *builder, a *args) condFn {
		return b.luaCond(a.Word("hook"), a.p.Range)
	})

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

// underLeaveEvents are the events after which a card has left play, for
// delayed effects that end when it does.
var underLeaveEvents = []string{
	rules.EvKilled, rules.EvDiscarded, rules.EvSacrificed, rules.EvReturnedToHand,
	rules.EvReturnedToDeck, rules.EvMoved,
}

// delayedEvents maps the periods of `at-end-of` to the events that end them.
var delayedEvents = map[string]string{
	"phase":     rules.EvPhaseEnds,
	"challenge": rules.EvChallengeEnded,
	"round":     rules.EvRoundEnds,
}
