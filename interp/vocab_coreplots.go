package interp

import (
	"github.com/thronescript/thronescript/dsl/check"
	"slices"

	"github.com/thronescript/thronescript/dsl/vocab"
	"github.com/thronescript/thronescript/rules"
)

// registerCorePlots adds the generic words first needed by the Core Set's
// plots and agendas: challenges won by type, a player restriction lifted by
// a condition read for that player, a revealed plot's base value treated as
// another number, choices each player makes among their own cards, and one
// card chosen from several areas.
func registerCorePlots(r *Registry) {
	r.value("challenges-won [of {type:challenge}] [by {p:player}] [this {period:word(round|phase)}]",
		"How many challenges (of a type) a player (default: you) won this round (or phase).",
		"(challenges-won of intrigue by you this phase)", func(b *builder, a *args) valueFn {
			typ, hasType := rules.ParseChallenge(a.Word("type"))
			ps := a.Players("p", b.players("you"))
			phaseOnly := a.Word("period") == "phase"
			return func(ctx *rules.Context) int {
				return ctx.G.CountHistory(func(h *rules.HistEntry) bool {
					if h.Event != rules.EvChallengeWon || (phaseOnly && h.Phase != ctx.G.Phase) {
						return false
					}
					if hasType && h.Amount != int(typ) {
						return false
					}
					return h.Player >= 0 && playerIs(ctx, ps, ctx.G.Player(h.Player))
				})
			}
		})

	r.modifier("player-cannot-unless {what:string} {c:cond} [for {p:player}]",
		"A player cannot do something (initiate-military, marshal, …) unless the condition holds for that player: in the condition, `you` is the restricted player (\"a player cannot initiate a challenge unless he or she has won …\").",
		"do player-cannot-unless initiate-power challenges-won of intrigue by you this phase >= 1 for each-player",
		func(b *builder, a *args) *modSpec {
			what := a.Word("what")
			cond := a.Cond("c")
			return &modSpec{players: a.Players("p", b.players("you")), spec: rules.ConstantSpec{
				ApplyPlayer: func(ctx *rules.Context, p *rules.Player, d *rules.PlayerDerived) {
					if cond != nil {
						pctx := *ctx
						pctx.Player = p
						if cond(&pctx) {
							return
						}
					}
					d.Cannot = append(d.Cannot, what)
				},
			}}
		})

	r.modifier("plot-base-value {stat:word(income|initiative|claim|reserve)} {n:int} on {target:cards}",
		"Treat the base (printed) value of each revealed plot card among the cards as N: its controller's value changes by N minus the printed value (other modifiers still apply).",
		"do plot-base-value income 0 on each plot with-trait Kingdom or Edict", func(b *builder, a *args) *modSpec {
			stat := a.Word("stat")
			n := a.Int("n", 0)
			plots := a.Cards("target")
			return &modSpec{players: b.players("each-player"), spec: rules.ConstantSpec{
				ApplyPlayer: func(ctx *rules.Context, p *rules.Player, d *rules.PlayerDerived) {
					plot := ctx.G.RevealedPlot(p)
					if plot == nil || plots == nil || !slices.Contains(plots(ctx), plot) {
						return
					}
					s := plot.Def.Plot
					switch stat {
					case "income":
						d.Income += n(ctx) - s.Income
					case "initiative":
						d.Initiative += n(ctx) - s.Initiative
					case "claim":
						d.Claim += n(ctx) - s.Claim
					case "reserve":
						d.Reserve += n(ctx) - s.Reserve
					}
				},
			}}
		})

	r.modifier("player-value {name:string} {delta:signed} [for {p:player}] [until {d:duration}]",
		"Add to a named player-level number that definitions read with `player-value-of` (\"you may marshal 1 additional limited card\": `player-value limited +1`).",
		"do player-value limited +1", func(b *builder, a *args) *modSpec {
			return playerMod(b, a, &rules.PlayerModifier{Values: []rules.Token{{Kind: a.Word("name"), N: a.Signed("delta")}}})
		})
	r.value("player-value-of {name:string} [{p:player}]",
		"The named player-level number (see `player-value`) of a player (default: you); 0 when nothing sets it.",
		"(player-value-of limited you)", func(b *builder, a *args) valueFn {
			name := a.Word("name")
			ps := a.Players("p", b.players("you"))
			return func(ctx *rules.Context) int {
				n := 0
				for _, p := range ps(ctx) {
					n += ctx.G.PlayerValue(p, name)
				}
				return n
			}
		})

	r.add(vocab.KindEffect, "each-player-chooses {target:cards} to {act:word(kill|discard|sacrifice|return-to-hand|kneel|stand)} [cannot-be-saved]",
		"Each player, in turn order from the first player, chooses among the cards matching the selector that they control (as many as `a`/`N`/`up-to N` say; \"if able\"); then the act applies to every chosen card at once. Not targeting.",
		"do each-player-chooses a character to discard cannot-be-saved", &entry{effect: func(b *builder, a *args) effectFn {
			choose := eachPlayerChooser(b, a)
			act, unsaved := a.Word("act"), a.Has("cannot-be-saved")
			return func(ctx *rules.Context) bool {
				chosen := choose(ctx)
				if len(chosen) == 0 {
					return false
				}
				return applyAct(ctx, act, unsaved, chosen)
			}
		}})

	r.add(vocab.KindEffect, "each-player-spares {target:cards} then {act:word(kill|discard|sacrifice|return-to-hand|kneel|stand)} {rest:cards} [cannot-be-saved]",
		"Each player, in turn order from the first player, chooses among the cards matching the first selector that they control (as many as `N`/`up-to N` say); then the act applies at once to every card matching the second selector that no player chose (\"kill each character not chosen\").",
		"do each-player-spares up-to 3 character then kill each character cannot-be-saved", &entry{effect: func(b *builder, a *args) effectFn {
			choose := eachPlayerChooser(b, a)
			rest := a.Cards("rest")
			act, unsaved := a.Word("act"), a.Has("cannot-be-saved")
			return func(ctx *rules.Context) bool {
				spared := choose(ctx)
				if rest == nil {
					return false
				}
				var hit []*rules.Card
				for _, c := range rest(ctx) {
					if !slices.Contains(spared, c) {
						hit = append(hit, c)
					}
				}
				if len(hit) == 0 {
					return true
				}
				return applyAct(ctx, act, unsaved, hit)
			}
		}})

	r.add(vocab.KindEffect, "choose-card-to {act:word(put-into-play|return-to-hand|discard|kill|kneel|stand)} {what:cards} [also {more:cards}]",
		"The ability's controller chooses one card matching either selector (\"a character in your hand or discard pile\": one selector per area) and the act applies to it. The choice is made on resolution (not targeting); with put-into-play only cards that could enter play under that player are offered.",
		"do choose-card-to put-into-play character in hand of you printed-cost-at-most 5 also character in discard of you printed-cost-at-most 5",
		&entry{effect: func(b *builder, a *args) effectFn {
			what, more := a.Cards("what"), a.Cards("more")
			act := a.Word("act")
			return func(ctx *rules.Context) bool {
				g := ctx.G
				var cands []*rules.Card
				for _, sel := range []cardsFn{what, more} {
					if sel == nil {
						continue
					}
					for _, c := range sel(ctx) {
						if slices.Contains(cands, c) {
							continue
						}
						if act == "put-into-play" {
							if ok, _ := g.CanEnterPlay(c, ctx.Player); !ok {
								continue
							}
						}
						cands = append(cands, c)
					}
				}
				if len(cands) == 0 {
					return false
				}
				got := g.ChooseCards(ctx.Player, "choose", cands, 1, 1, ctx)
				if len(got) == 0 {
					return false
				}
				if act == "put-into-play" {
					return g.PutIntoPlay(ctx, got[0], rules.PutOptions{})
				}
				return applyAct(ctx, act, false, got)
			}
		}})
	r.declareReads(vocab.KindEffect, 0, "player-cannot-unless", "player-value")
	r.declareReads(vocab.KindValue, 0, "player-value-of")
	r.declareArgReads(vocab.KindValue, "challenges-won", func(p *check.Phrase) (rules.Reads, []string, []string) {
		return historyReads(p, rules.EvChallengeWon)
	})
	r.declareReads(vocab.KindEffect, 0, "plot-base-value")
}

// eachPlayerChooser compiles the `target` selector of an each-player choice:
// every player in turn order from the first player picks among the matching
// cards they control, as many as the selector's quantity says.
func eachPlayerChooser(b *builder, a *args) cardsFn {
	x := a.arg("target")
	if x == nil || x.Sel == nil {
		return func(*rules.Context) []*rules.Card { return nil }
	}
	all := b.selector(x.Sel, false)
	lo, hi := x.Sel.Min, x.Sel.Max
	if lo == 0 && hi == 0 && !x.Sel.Each {
		lo, hi = 1, 1
	}
	return func(ctx *rules.Context) []*rules.Card {
		g := ctx.G
		cands := all(ctx)
		var chosen []*rules.Card
		n := len(g.Players)
		for i := 0; i < n; i++ {
			p := g.Player((g.First + i) % n)
			if p.Eliminated {
				continue
			}
			var own []*rules.Card
			for _, c := range cands {
				if c.Controller == p.Index {
					own = append(own, c)
				}
			}
			if len(own) == 0 {
				continue
			}
			if x.Sel.Each {
				chosen = append(chosen, own...)
				continue
			}
			min, max := min(lo, len(own)), hi
			if max <= 0 || max > len(own) {
				max = len(own)
			}
			chosen = append(chosen, g.ChooseCards(p, "choose", own, min, max, ctx)...)
		}
		return chosen
	}
}

// applyAct applies a card act (kill, discard, …) to the cards at once.
func applyAct(ctx *rules.Context, act string, cannotBeSaved bool, cs []*rules.Card) bool {
	g := ctx.G
	switch act {
	case "kill":
		return g.Kill(ctx, cannotBeSaved, cs...)
	case "discard":
		return g.Discard(ctx, cannotBeSaved, cs...)
	case "sacrifice":
		return g.Sacrifice(ctx, cs...)
	case "return-to-hand":
		return g.ReturnToHand(ctx, cannotBeSaved, cs...)
	case "kneel":
		return g.Kneel(ctx, cs...)
	case "stand":
		return g.Stand(ctx, cs...)
	}
	return false
}
