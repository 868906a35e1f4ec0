package interp

import (
	"github.com/thronescript/thronescript/dsl/vocab"
	"github.com/thronescript/thronescript/rules"
)

// registerDitD adds the generic words first needed by Daggers in the Dark
// (Dance of Shadows 2): paying a chosen X, putting an attachment into play
// on a chosen card, an effect that waits for the challenge in progress to
// be won, keywords whose value is each card's own printed cost, and the
// printed (not gained) keywords of a card.
func registerDitD(r *Registry) {
	r.add(vocab.KindCost, "pay-x [as {kind:string}]",
		"Choose X (any amount you can pay) and pay X gold; X is then the ability's X (\"Cost: X\" events). `as KIND` names the cost so modifiers and reducers of that kind apply.",
		"cost pay-x", &entry{cost: func(b *builder, a *args) rules.Cost {
			kind := a.Word("kind")
			costOf := func(ctx *rules.Context, x int) int {
				if kind == "" {
					return x
				}
				return ctx.G.CostOf(ctx.Source, ctx.Player, x, kind)
			}
			return rules.Cost{
				Kind:   "gold",
				CanPay: func(ctx *rules.Context) bool { return costOf(ctx, 0) <= ctx.Player.Gold },
				Pay: func(ctx *rules.Context) bool {
					// the highest X whose (modified) cost can be paid; costs
					// grow with X and reducers only lower them.
					max := -1
					for x := 0; x <= ctx.Player.Gold+20; x++ {
						if costOf(ctx, x) <= ctx.Player.Gold {
							max = x
						} else if x > ctx.Player.Gold {
							break
						}
					}
					if max < 0 {
						return false
					}
					x := ctx.G.ChooseNumber(ctx.Player, "x", 0, max, ctx)
					ctx.X = x
					tagPaid(ctx, kind)
					if m := costOf(ctx, x); m > 0 && !ctx.G.ReturnGold(ctx, ctx.Player, m) {
						return false
					}
					if kind != "" {
						ctx.G.ConsumeReducers(ctx.Source, ctx.Player, kind)
					}
					return true
				},
			}
		}})

	r.add(vocab.KindEffect, "put-into-play-attached {target:cards} to {parent:cards}",
		"Put attachment cards into play attached to a card of the `parent` selector that may legally have them (the ability's controller chooses the card; \"put it into play attached to a character you control\").",
		"do put-into-play-attached an attachment in deck of you to a character controlled-by you", &entry{effect: func(b *builder, a *args) effectFn {
			sel := a.choose("target")
			var parentOK filterFn
			if x := a.arg("parent"); x != nil && x.Sel != nil {
				parentOK = b.selectorFilter(x.Sel)
			}
			return func(ctx *rules.Context) bool {
				cs := sel(ctx)
				if len(cs) == 0 {
					return false
				}
				ok := true
				for _, c := range cs {
					var ps []*rules.Card
					for _, p := range ctx.G.LegalParents(c, ctx.Player) {
						if parentOK == nil || parentOK(ctx, p) {
							ps = append(ps, p)
						}
					}
					if len(ps) == 0 {
						ok = false
						continue
					}
					par := ctx.G.ChooseCards(ctx.Player, "attach-to", ps, 1, 1, ctx)
					if len(par) == 0 {
						ok = false
						continue
					}
					ok = ctx.G.PutIntoPlay(ctx, c, rules.PutOptions{Parent: par[0]}) && ok
				}
				return ok
			}
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

	r.modifier("gain-keyword-at-printed-cost {target:cards} {kw:keyword} [until {d:duration}]",
		"Cards gain a keyword whose value is each card's own printed cost (\"it gains shadow (X). X is its printed cost\").",
		"do gain-keyword-at-printed-cost each card in shadows of you with-tokens shadow shadow", func(b *builder, a *args) *modSpec {
			kw := a.Word("kw")
			return &modSpec{targets: a.Cards("target"), until: a.Duration("d"), spec: rules.ConstantSpec{
				Apply: func(ctx *rules.Context, c *rules.Card, d *rules.Derived) {
					d.Keywords = append(d.Keywords, rules.KeywordInstance{Name: kw, Values: []int{ctx.G.PrintedCost(c)}})
				},
			}}
		})

	for _, neg := range []bool{false, true} {
		neg := neg
		name, doc := "with-printed-keyword", "Cards whose printed text has a keyword (gained keywords do not count)."
		if neg {
			name, doc = "without-printed-keyword", "Cards whose printed text does not have a keyword (gained keywords do not count)."
		}
		r.filter(name+" {k:keyword}", doc, "card in hand of you "+name+" shadow", func(b *builder, a *args) filterFn {
			k := a.Word("k")
			return func(ctx *rules.Context, c *rules.Card) bool {
				has := false
				for _, x := range c.Def.Keywords {
					if x.Name == k {
						has = true
						break
					}
				}
				return has != neg
			}
		})
	}
	r.declareReads(vocab.KindEffect, 0, "gain-keyword-at-printed-cost")
	r.declareReads(vocab.KindFilter, 0, "with-printed-keyword", "without-printed-keyword")
}
