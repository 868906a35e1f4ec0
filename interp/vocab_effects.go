package interp

import (
	"github.com/thronescript/thronescript/dsl/vocab"
	"github.com/thronescript/thronescript/rules"
)

// cardsEffect registers an effect over a `target:cards` parameter that calls
// one engine primitive for all the cards at once.
func (r *Registry) cardsEffect(pattern, doc, example string, do func(ctx *rules.Context, a *args, cs []*rules.Card) bool) {
	r.add(vocab.KindEffect, pattern, doc, example, &entry{effect: func(b *builder, a *args) effectFn {
		sel := a.choose("target")
		a.precompile() // do reads a's parameters while the game runs
		return func(ctx *rules.Context) bool {
			cs := sel(ctx)
			if len(cs) == 0 {
				return false
			}
			return do(ctx, a, cs)
		}
	}})
}

// choose compiles a cards parameter in effect position: "each …" takes all,
// "a …" / "up-to N …" prompts the ability's controller.
func (a *args) choose(name string) cardsFn {
	x := a.arg(name)
	if x == nil || x.Sel == nil {
		return func(*rules.Context) []*rules.Card { return nil }
	}
	return a.b.selector(x.Sel, true)
}

func registerEffects(r *Registry) {
	r.cardsEffect("kill {target:cards} [cannot-be-saved]", "Kill characters: they go to their owners' dead piles.", "do kill t",
		func(ctx *rules.Context, a *args, cs []*rules.Card) bool {
			return ctx.G.Kill(ctx, a.Has("cannot-be-saved"), cs...)
		})
	r.cardsEffect("discard {target:cards} [cannot-be-saved]", "Discard cards from play (or from wherever they are) to their owners' discard piles.", "do discard t",
		func(ctx *rules.Context, a *args, cs []*rules.Card) bool {
			return ctx.G.Discard(ctx, a.Has("cannot-be-saved"), cs...)
		})
	r.cardsEffect("sacrifice {target:cards}", "Sacrifice cards you control (cannot be saved).", "do sacrifice self",
		func(ctx *rules.Context, a *args, cs []*rules.Card) bool { return ctx.G.Sacrifice(ctx, cs...) })
	r.cardsEffect("return-to-hand {target:cards} [cannot-be-saved]", "Return cards to their owners' hands.", "do return-to-hand t",
		func(ctx *rules.Context, a *args, cs []*rules.Card) bool {
			return ctx.G.ReturnToHand(ctx, a.Has("cannot-be-saved"), cs...)
		})
	r.cardsEffect("return-to-deck {target:cards} [bottom]", "Place cards on top (or at the bottom) of their owners' decks.", "do return-to-deck self",
		func(ctx *rules.Context, a *args, cs []*rules.Card) bool {
			ok := true
			for _, c := range cs {
				ok = ctx.G.ReturnToDeck(ctx, c, a.Has("bottom")) && ok
			}
			return ok
		})
	r.cardsEffect("shuffle-into-deck {target:cards}", "Shuffle cards into their owners' decks.", "do shuffle-into-deck t",
		func(ctx *rules.Context, a *args, cs []*rules.Card) bool {
			ok := true
			owners := map[int]bool{}
			for _, c := range cs {
				owners[c.Owner] = true
				ok = ctx.G.ReturnToDeck(ctx, c, false) && ok
			}
			for i := range ctx.G.Players {
				if owners[i] {
					ctx.G.ShuffleDeck(ctx.G.Player(i))
				}
			}
			return ok
		})
	r.cardsEffect("move {target:cards} to {area:area}", "Move cards to a declared area (facedown if the area says so): e.g. to shadows.", "do move self to discard",
		func(ctx *rules.Context, a *args, cs []*rules.Card) bool {
			ok := true
			for _, c := range cs {
				ok = ctx.G.MoveToArea(ctx, c, a.Word("area")) && ok
			}
			return ok
		})
	r.cardsEffect("put-into-play {target:cards} [under {p:player}] [kneeling] [via {via:string}]",
		"Put cards into play (not marshaled, not played); `via` tags the event so definitions can react to how it entered.",
		"do put-into-play t", func(ctx *rules.Context, a *args, cs []*rules.Card) bool {
			var under *rules.Player
			if ps := a.Players("p", nil); ps != nil {
				if l := ps(ctx); len(l) > 0 {
					under = l[0]
				}
			}
			ok := true
			for _, c := range cs {
				ok = ctx.G.PutIntoPlay(ctx, c, rules.PutOptions{Controller: under, Kneeling: a.Has("kneeling"), Via: a.Word("via")}) && ok
			}
			return ok
		})
	r.cardsEffect("stand {target:cards}", "Stand kneeling cards.", "do stand self",
		func(ctx *rules.Context, a *args, cs []*rules.Card) bool { return ctx.G.Stand(ctx, cs...) })
	r.cardsEffect("kneel {target:cards}", "Kneel standing cards.", "do kneel each faction-card controlled-by opponent",
		func(ctx *rules.Context, a *args, cs []*rules.Card) bool { return ctx.G.Kneel(ctx, cs...) })
	r.cardsEffect("reveal {target:cards}", "Reveal cards to every player.", "do reveal t",
		func(ctx *rules.Context, a *args, cs []*rules.Card) bool {
			ok := true
			for _, c := range cs {
				ok = ctx.G.Reveal(ctx, c) && ok
			}
			return ok
		})
	r.cardsEffect("take-control {target:cards}", "Take control of cards in play.", "do take-control t",
		func(ctx *rules.Context, a *args, cs []*rules.Card) bool {
			ok := true
			for _, c := range cs {
				ok = ctx.G.TakeControl(ctx, c, ctx.Player) && ok
			}
			return ok
		})
	r.cardsEffect("remove-from-challenge {target:cards}", "Remove characters from the challenge.", "do remove-from-challenge t",
		func(ctx *rules.Context, a *args, cs []*rules.Card) bool {
			for _, c := range cs {
				ctx.G.RemoveFromChallenge(c)
			}
			return true
		})
	r.cardsEffect("bypass {target:cards}", "Characters cannot be declared as defenders in this challenge (they are bypassed, as by stealth).", "do bypass t",
		func(ctx *rules.Context, a *args, cs []*rules.Card) bool {
			ch := ctx.G.Challenge()
			if ch == nil {
				return false
			}
			for _, c := range cs {
				ch.Exclude(c)
			}
			return true
		})
	r.cardsEffect("place-tokens {n:int} {kind:string} on {target:cards}", "Place tokens of a kind on cards (poison, betrayal, stand, …).", "do place-tokens 1 poison on t",
		func(ctx *rules.Context, a *args, cs []*rules.Card) bool {
			n := a.Int("n", 1)(ctx)
			ok := true
			for _, c := range cs {
				ok = ctx.G.AddTokens(ctx, c, a.Word("kind"), n) && ok
			}
			return ok
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
		})
	r.cardsEffect("gain-power {n:int} on {target:cards}", "Cards gain power.", "do gain-power 1 on self",
		func(ctx *rules.Context, a *args, cs []*rules.Card) bool {
			n := a.Int("n", 1)(ctx)
			ok := true
			for _, c := range cs {
				ok = ctx.G.GainPower(ctx, c, n) && ok
			}
			return ok
		})
	r.cardsEffect("discard-power {n:int} from {target:cards}", "Discard power from cards.", "do discard-power 1 from t",
		func(ctx *rules.Context, a *args, cs []*rules.Card) bool {
			n := a.Int("n", 1)(ctx)
			ok := true
			for _, c := range cs {
				ok = ctx.G.DiscardPower(ctx, c, n) && ok
			}
			return ok
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
	r.add(vocab.KindEffect, "gain-faction-power {n:int} [for {p:player}]", "Gain power for your faction (on your faction card).",
		"do gain-faction-power 2", &entry{effect: func(b *builder, a *args) effectFn {
			n, ps := a.Int("n", 1), a.Players("p", b.players("you"))
			return func(ctx *rules.Context) bool {
				ok := true
				for _, p := range ps(ctx) {
					ok = ctx.G.GainPower(ctx, ctx.G.FactionCard(p), n(ctx)) && ok
				}
				return ok
			}
		}})
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
	r.add(vocab.KindEffect, "draw {n:int} [for {p:player}]", "Players draw cards (as many as their decks hold, E4).", "do draw 2", &entry{
		effect: func(b *builder, a *args) effectFn {
			n, ps := a.Int("n", 1), a.Players("p", b.players("you"))
			return func(ctx *rules.Context) bool {
				want, got := n(ctx), 0
				for _, p := range ps(ctx) {
					got += ctx.G.Draw(ctx, p, want)
				}
				return got > 0 || want == 0
			}
		}})
	r.add(vocab.KindEffect, "gain-gold {n:int} [for {p:player}]", "Players gain gold from the treasury.", "do gain-gold 2", &entry{
		effect: func(b *builder, a *args) effectFn {
			n, ps := a.Int("n", 1), a.Players("p", b.players("you"))
			return func(ctx *rules.Context) bool {
				ok := true
				for _, p := range ps(ctx) {
					ok = ctx.G.GainGold(ctx, p, n(ctx)) && ok
				}
				return ok
			}
		}})
	r.add(vocab.KindEffect, "return-gold {n:int} [for {p:player}]", "Players return gold from their pools to the treasury.", "do return-gold (gold each-player) for each-player", &entry{
		effect: func(b *builder, a *args) effectFn {
			n, ps := a.Int("n", 1), a.Players("p", b.players("you"))
			return func(ctx *rules.Context) bool {
				for _, p := range ps(ctx) {
					ctx.G.ReturnGold(ctx, p, n(ctx))
				}
				return true
			}
		}})
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
	r.add(vocab.KindEffect, "discard-top {n:int} of {p:player}", "Discard the top cards of players' decks.", "do discard-top 1 of loser", &entry{
		effect: func(b *builder, a *args) effectFn {
			n, ps := a.Int("n", 1), a.Players("p", b.players("you"))
			return func(ctx *rules.Context) bool {
				got := 0
				for _, p := range ps(ctx) {
					got += ctx.G.DiscardFromDeck(ctx, p, n(ctx))
				}
				return got > 0
			}
		}})
	r.add(vocab.KindEffect, "discard-at-random {n:int} from-hand-of {p:player}", "Discard cards at random from players' hands.", "do discard-at-random 1 from-hand-of opponent", &entry{
		effect: func(b *builder, a *args) effectFn {
			n, ps := a.Int("n", 1), a.Players("p", b.players("you"))
			return func(ctx *rules.Context) bool {
				got := false
				for _, p := range ps(ctx) {
					hand := ctx.G.CardsIn(p, rules.AreaHand)
					k := n(ctx)
					for i := 0; i < k && len(hand) > 0; i++ {
						j := ctx.G.Rand().IntN(len(hand))
						c := hand[j]
						hand = append(hand[:j:j], hand[j+1:]...)
						got = ctx.G.Discard(ctx, false, c) || got
					}
				}
				return got
			}
		}})
	r.add(vocab.KindEffect, "discard-from-hand {n:int} [for {p:player}]", "Players choose and discard cards from their own hands.", "do discard-from-hand 2", &entry{
		effect: func(b *builder, a *args) effectFn {
			n, ps := a.Int("n", 1), a.Players("p", b.players("you"))
			return func(ctx *rules.Context) bool {
				got := false
				for _, p := range ps(ctx) {
					hand := ctx.G.CardsIn(p, rules.AreaHand)
					k := n(ctx)
					if k > len(hand) {
						k = len(hand)
					}
					if k == 0 {
						continue
					}
					cs := ctx.G.ChooseCards(p, "discard", hand, k, k, ctx)
					got = ctx.G.Discard(ctx, false, cs...) || got
				}
				return got
			}
		}})
	r.add(vocab.KindEffect, "search-deck {what:cards} [top {n:int}] [to {to:word(hand|play)}]",
		"Search your deck (or its top N cards) for a card matching the selector, reveal it and add it to your hand (or put it into play); then shuffle.",
		"do search-deck character top 10", &entry{effect: func(b *builder, a *args) effectFn {
			var filter filterFn
			if x := a.arg("what"); x != nil && x.Sel != nil {
				filter = b.selectorFilter(x.Sel)
			}
			n := a.Int("n", 0)
			to := a.WordOr("to", "hand")
			return func(ctx *rules.Context) bool {
				deck := ctx.G.CardsIn(ctx.Player, rules.AreaDeck) // bottom first
				limit := n(ctx)
				start := 0
				if limit > 0 && limit < len(deck) {
					start = len(deck) - limit
				}
				var cands []*rules.Card
				for i := len(deck) - 1; i >= start; i-- {
					if filter == nil || filter(ctx, deck[i]) {
						cands = append(cands, deck[i])
					}
				}
				found := false
				if len(cands) > 0 {
					pick := ctx.G.ChooseCards(ctx.Player, "search", cands, 0, 1, ctx)
					for _, c := range pick {
						found = true
						ctx.G.Reveal(ctx, c)
						if to == "play" {
							ctx.G.PutIntoPlay(ctx, c, rules.PutOptions{})
						} else {
							ctx.G.MoveToArea(ctx, c, rules.AreaNameHand)
						}
					}
				}
				ctx.G.ShuffleDeck(ctx.Player)
				return found
			}
		}})
	r.add(vocab.KindEffect, "shuffle-deck [for {p:player}]", "Shuffle players' decks.", "do shuffle-deck", &entry{effect: func(b *builder, a *args) effectFn {
		ps := a.Players("p", b.players("you"))
		return func(ctx *rules.Context) bool {
			for _, p := range ps(ctx) {
				ctx.G.ShuffleDeck(p)
			}
			return true
		}
	}})
	r.add(vocab.KindEffect, "emit {event:string} [{target:cards}]",
		"Raise an event declared by a keyword definition (`event NAME`), so abilities can react to it.", "do emit comes-out-of-shadows self", &entry{
			effect: func(b *builder, a *args) effectFn {
				name := a.Word("event")
				sel := a.Cards("target")
				return func(ctx *rules.Context) bool {
					var c *rules.Card
					if sel != nil {
						if cs := sel(ctx); len(cs) > 0 {
							c = cs[0]
						}
					}
					return ctx.G.Emit(ctx, name, c, nil)
				}
			}})
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
	r.add(vocab.KindEffect, "lua {hook:string}", "Run a Lua hook of the card (see spec/lua.md).", "do lua resolve", &entry{effect: func(b *builder, a *args) effectFn {
		return b.luaEffect(a.Word("hook"), a.p.Range)
	}})

	registerModifiers(r)
}
