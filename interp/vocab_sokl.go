package interp

import (
	"github.com/thronescript/thronescript/dsl/vocab"
	"github.com/thronescript/thronescript/rules"
)

// registerSoKL adds the generic words first needed by The Streets of
// King's Landing (Dance of Shadows 3): a "choose one" made by another
// player, a player choosing which of their own cards an effect hits, and
// marshaling a card from an area other than the hand.
func registerSoKL(r *Registry) {
	r.add(vocab.KindEffect, "choose-one-by {p:player} {o1:string} {o2:string} [{o3:string}] [{o4:string}]",
		"\"The losing opponent chooses, either: …\": like `choose-one`, but another player picks the label; the card then raises `option-chosen LABEL` (by that player), which the option's body follows.",
		"do choose-one-by loser Power Draw", &entry{effect: func(b *builder, a *args) effectFn {
			var labels []string
			for _, n := range []string{"o1", "o2", "o3", "o4"} {
				if w := a.Word(n); w != "" {
					labels = append(labels, w)
				}
			}
			ps := a.Players("p", b.players("you"))
			return func(ctx *rules.Context) bool {
				l := ps(ctx)
				if len(l) == 0 {
					return false
				}
				g, p := ctx.G, l[0]
				label := labels[g.ChooseText(p, "choose-one", labels, ctx)]
				g.Logf(p, "{actor} chooses "+logSafe(label), ctx.Source, nil, 0)
				return g.EmitEvent(&rules.Event{Name: optionChosen, Card: ctx.Source, Player: p, Via: label, Source: ctx})
			}
		}})

	r.add(vocab.KindEffect, "player-chooses {p:player} {act:word(kill|discard|sacrifice|return-to-hand|kneel|stand)} {target:cards}",
		"A player other than the ability's controller chooses which of the cards (as many as `a`/`N`/`up-to N` say) are killed (discarded, …): \"the winning opponent must choose and kill a character he or she controls\". Not targeting.",
		"do player-chooses opponent kill a character controlled-by opponent", &entry{effect: func(b *builder, a *args) effectFn {
			ps := a.Players("p", b.players("you"))
			act := a.Word("act")
			var all cardsFn
			lo, hi := 1, 1
			if x := a.arg("target"); x != nil && x.Sel != nil {
				all = b.selector(x.Sel, false)
				switch {
				case x.Sel.Each || x.Sel.Ref != "":
					lo, hi = -1, -1
				case x.Sel.Min != 0 || x.Sel.Max != 0:
					lo, hi = x.Sel.Min, x.Sel.Max
				}
			}
			return func(ctx *rules.Context) bool {
				l := ps(ctx)
				if len(l) == 0 || all == nil {
					return false
				}
				g := ctx.G
				cands := all(ctx)
				if len(cands) == 0 {
					return false
				}
				cs := cands
				if lo >= 0 {
					min, max := min(lo, len(cands)), hi
					if max <= 0 || max > len(cands) {
						max = len(cands)
					}
					cs = g.ChooseCards(l[0], "choose", cands, min, max, ctx)
				}
				if len(cs) == 0 {
					return false
				}
				switch act {
				case "kneel":
					return g.Kneel(ctx, cs...)
				case "stand":
					return g.Stand(ctx, cs...)
				}
				delayedAct(ctx, act, cs)
				return true
			}
		}})

	r.filter("has-attachment {card:cards}", "Cards that one of the cards is attached to (\"if attached character has the Maester trait\": `exists character has-attachment self with-trait Maester`).",
		"character has-attachment self with-trait Maester", func(b *builder, a *args) filterFn {
			sel := a.Cards("card")
			return func(ctx *rules.Context, c *rules.Card) bool {
				if sel == nil {
					return false
				}
				for _, o := range sel(ctx) {
					if o.Parent == c.ID && ctx.G.InPlay(o) {
						return true
					}
				}
				return false
			}
		})

	r.filter("can-be-marshaled", "Cards you could marshal now as if they were in your hand (a character, location or attachment with a printed cost that may enter play under you, whose marshal cost you can pay; an attachment needs a card to attach to).",
		"location in discard of you can-be-marshaled", func(b *builder, a *args) filterFn {
			return func(ctx *rules.Context, c *rules.Card) bool {
				_, ok := marshalCostFrom(ctx, c)
				return ok
			}
		})

	r.cardsEffect("marshal {target:cards}",
		"Marshal cards from where they are (discard pile, …) as if they were in your hand: pay their marshal cost (modifiers and reducers apply; a duplicate is free) and they enter play marshaled.",
		"do marshal t", func(ctx *rules.Context, a *args, cs []*rules.Card) bool {
			g, p := ctx.G, ctx.Player
			ok := true
			for _, c := range cs {
				cost, can := marshalCostFrom(ctx, c)
				if !can {
					ok = false
					continue
				}
				if _, dup := g.CanEnterPlay(c, p); dup == nil {
					g.ConsumeReducers(c, p, "gold", "marshal")
				}
				if cost > 0 && !g.ReturnGold(ctx, p, cost) {
					ok = false
					continue
				}
				mctx := &rules.Context{G: g, Player: p}
				ok = g.PutIntoPlay(mctx, c, rules.PutOptions{Name: rules.EvMarshaled, Via: "marshal"}) && ok
			}
			return ok
		})
	r.declareReads(vocab.KindFilter, 0, "has-attachment")
}

// marshalCostFrom is the gold ctx's player would pay to marshal c from its
// area as if it were in hand, and whether they may.
func marshalCostFrom(ctx *rules.Context, c *rules.Card) (int, bool) {
	g, p := ctx.G, ctx.Player
	t := g.Type(c)
	if g.InPlay(c) || c.Owner != p.Index || (t != rules.TypeCharacter && t != rules.TypeLocation && t != rules.TypeAttachment) || c.Def.Cost.None {
		return 0, false
	}
	if g.PlayerCannot(p, "marshal") {
		return 0, false
	}
	ok, dup := g.CanEnterPlay(c, p)
	if !ok {
		return 0, false
	}
	if dup != nil {
		return 0, true
	}
	if g.Restricted("marshal", p, c, nil) {
		return 0, false
	}
	cost := g.CostOf(c, p, g.PrintedCost(c), "gold", "marshal")
	if cost > p.Gold {
		return 0, false
	}
	if t == rules.TypeAttachment && len(g.LegalParents(c, p)) == 0 {
		return 0, false
	}
	return cost, true
}
