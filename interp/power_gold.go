package interp

import (
	"github.com/thronescript/thronescript/dsl/vocab"
	"github.com/thronescript/thronescript/rules"
)

// registerPowerGold adds the effects on power, gold and other tokens.
func registerPowerGold(r *Registry) {
	r.cardsByN("place-tokens {n:int} {kind:string} on {target:cards}", "Place tokens of a kind on cards (poison, betrayal, stand, …).", "do place-tokens 1 poison on t", 1,
		func(ctx *rules.Context, a *args, c *rules.Card, n int) bool {
			return ctx.G.AddTokens(ctx, c, a.Word("kind"), n)
		})
	r.cardsEffect("remove-tokens {n:int} {kind:string} from {target:cards}", "Remove tokens of a kind from cards.", "do remove-tokens 1 stand from self",
		func(ctx *rules.Context, a *args, cs []*rules.Card) bool {
			n := a.Int("n", 1)(ctx)
			ok := true
			for _, c := range cs {
				if c.Count(a.Word("kind")) < n {
					ok = false
				}
				ok = ctx.G.AddTokens(ctx, c, a.Word("kind"), -n) && ok
			}
			return ok
		}).affecting(func(a *args) filterFn {
		n, kind := a.Int("n", 1), a.Word("kind")
		return func(ctx *rules.Context, c *rules.Card) bool {
			return c.Count(kind) >= max(n(ctx), 1) // X not chosen yet reads 0: at least 1
		}
	})
	r.cardsByN("gain-power {n:int} on {target:cards}", "Cards gain power.", "do gain-power 1 on self", 1,
		func(ctx *rules.Context, a *args, c *rules.Card, n int) bool {
			return ctx.G.GainPower(ctx, c, n)
		})
	r.cardsByN("discard-power {n:int} from {target:cards}", "Discard power from cards.", "do discard-power 1 from t", 1,
		func(ctx *rules.Context, a *args, c *rules.Card, n int) bool {
			return ctx.G.DiscardPower(ctx, c, n)
		}).affecting(func(a *args) filterFn {
		n := a.Int("n", 1)
		return func(ctx *rules.Context, c *rules.Card) bool { return c.Count(rules.TokenPower) >= max(n(ctx), 1) }
	})
	r.cardsEffect("place-gold [up-to] {n:int} on {target:cards}",
		"Move gold from your gold pool onto cards (with up-to, you choose how much).", "do place-gold up-to x on self",
		func(ctx *rules.Context, a *args, cs []*rules.Card) bool {
			n := a.Int("n", 0)(ctx)
			if n > ctx.Player.Gold {
				n = ctx.Player.Gold
			}
			if a.Has("up-to") {
				n = ctx.G.ChooseNumber(ctx.Player, "gold-amount", 0, n, ctx)
			}
			if n <= 0 {
				return true
			}
			return ctx.G.MoveGold(ctx, ctx.Player, nil, cs[0], n)
		})
	r.playersByN("gain-faction-power {n:int} [for {p:player}]", "Gain power for your faction (on your faction card).",
		"do gain-faction-power 2",
		func(ctx *rules.Context, p *rules.Player, n int) bool {
			return ctx.G.GainPower(ctx, ctx.G.FactionCard(p), n)
		})
	r.modifier("at-most-each-round {n:int} {what:word(gold|cards-drawn|power)} [for {p:player}] [until {d:duration}]",
		"A player (default: you) cannot gain more than N gold (draw more than N cards, gain more than N power on the cards they control) each round: what goes past N is not gained (drawn), counting all gained this round, income included; the lowest cap applies (\"each player cannot gain more than 7 gold each round. Each player cannot draw more than 3 cards each round\", 08097 The High Sparrow; \"cannot gain more than 3 power each round\", 26061 Edric Storm).",
		"do at-most-each-round 7 gold for each-player", func(b *builder, a *args) *modSpec {
			n := a.Int("n", 1)
			what := map[string]int{"gold": rules.EachRoundGold, "cards-drawn": rules.EachRoundDraws, "power": rules.EachRoundPower}[a.Word("what")]
			return &modSpec{players: a.Players("p", b.players("you")), until: a.Duration("d"), spec: rules.ConstantSpec{
				ApplyPlayer: func(ctx *rules.Context, p *rules.Player, d *rules.PlayerDerived) {
					d.MaxEachRound[what] = rules.MinLimit(d.MaxEachRound[what], max(n(ctx), 1))
				},
			}}
		}).readsState(0)
	r.add(vocab.KindEffect, "move-power {n:int} from {from:cards} to {to:cards}", "Move power from one card to another (not gaining).",
		"do move-power 1 from faction-card controlled-by loser to faction-card controlled-by you", &entry{effect: func(b *builder, a *args) effectFn {
			n, from, to := a.Int("n", 1), a.choose("from"), a.choose("to")
			return func(ctx *rules.Context) bool {
				f, t := from(ctx), to(ctx)
				if len(f) == 0 || len(t) == 0 {
					return false
				}
				return ctx.G.MovePower(ctx, f[0], t[0], n(ctx))
			}
		}})
	r.playersByN("gain-gold {n:int} [for {p:player}]", "Players gain gold from the treasury.", "do gain-gold 2",
		func(ctx *rules.Context, p *rules.Player, n int) bool {
			return ctx.G.GainGold(ctx, p, n)
		})
	r.playersByN("return-gold {n:int} [for {p:player}]", "Players return gold from their pools to the treasury.", "do return-gold (gold each-player) for each-player",
		func(ctx *rules.Context, p *rules.Player, n int) bool {
			ctx.G.ReturnGold(ctx, p, n)
			return true
		})
	r.add(vocab.KindEffect, "move-gold {n:int} from {from:player} to {to:player}", "Move gold from one player's pool to another's.", "do move-gold 1 from its-controller to you", &entry{
		effect: func(b *builder, a *args) effectFn {
			n, from, to := a.Int("n", 1), a.Players("from", nil), a.Players("to", b.players("you"))
			return func(ctx *rules.Context) bool {
				if from == nil {
					return false
				}
				f, t := from(ctx), to(ctx)
				if len(f) == 0 || len(t) == 0 {
					return false
				}
				return ctx.G.MoveGold(ctx, f[0], t[0], nil, n(ctx))
			}
		}})
}

// cardsByN registers an effect that does do with the number n (def when
// absent) to each target card; it succeeds when do succeeds on every card.
func (r *Registry) cardsByN(pattern, doc, example string, def int, do func(ctx *rules.Context, a *args, c *rules.Card, n int) bool) *entry {
	return r.cardsEffect(pattern, doc, example, func(ctx *rules.Context, a *args, cs []*rules.Card) bool {
		n := a.Int("n", def)(ctx)
		return together(ctx, len(cs), func() bool { return forAll(cs, func(c *rules.Card) bool { return do(ctx, a, c, n) }) })
	})
}

// together runs f, which raises events for n cards or players: with more
// than one they happen simultaneously (one Raise: "each player gains 1
// power" leaves the first player to choose the winner when both reach
// 15), and the result is whether they all resolved.
func together(ctx *rules.Context, n int, f func() bool) bool {
	if n <= 1 {
		return f()
	}
	return ctx.G.Simultaneously(func() { f() })
}

// playersByN registers an effect that does do with the number n to each
// player of [for {p:player}] (you when absent); it succeeds when do
// succeeds for every player.
func (r *Registry) playersByN(pattern, doc, example string, do func(ctx *rules.Context, p *rules.Player, n int) bool) *entry {
	return r.add(vocab.KindEffect, pattern, doc, example, &entry{effect: func(b *builder, a *args) effectFn {
		n, ps := a.Int("n", 1), a.Players("p", b.players("you"))
		return func(ctx *rules.Context) bool {
			players := ps(ctx)
			return together(ctx, len(players), func() bool {
				ok := true
				for _, p := range players {
					ok = do(ctx, p, valueFor(ctx, p, n)) && ok
				}
				return ok
			})
		}
	}})
}
