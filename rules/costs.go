package rules

// Cost constructors for the common costs of card text. Each prompts the
// paying player when there is a choice; opponents' cards never pay costs.

// CardFilter selects cards for costs and targets.
type CardFilter func(ctx *Context, c *Card) bool

// CostGold pays n gold from the controller's pool (a fixed ability cost;
// card cost reducers do not apply).
func CostGold(n int) Cost {
	return Cost{Kind: "gold",
		CanPay: func(ctx *Context) bool { return ctx.G.SpendableGold(ctx.Player) >= n },
		Pay: func(ctx *Context) bool {
			if ctx.G.SpendableGold(ctx.Player) < n {
				return false
			}
			ctx.G.fillPoolFor(ctx.Player, n)
			ctx.Player.Gold -= n
			ctx.G.touch()
			return true
		}}
}

// CostGoldOf pays a gold cost of a declared kind ("shadow", …) for the
// source card: base(ctx) modified by CostOf(kind) and player reducers.
func CostGoldOf(kind string, base func(ctx *Context) int) Cost {
	amount := func(ctx *Context) int { return ctx.G.CostOf(ctx.Source, ctx.Player, base(ctx), kind) }
	return Cost{Kind: kind,
		CanPay: func(ctx *Context) bool { return amount(ctx) <= ctx.G.SpendableGold(ctx.Player) },
		Pay: func(ctx *Context) bool {
			n := amount(ctx)
			if n > ctx.G.SpendableGold(ctx.Player) {
				return false
			}
			ctx.G.consumeReducers(ctx.Source, ctx.Player, kind)
			ctx.G.fillPoolFor(ctx.Player, n)
			ctx.Player.Gold -= n
			ctx.G.touch()
			return true
		}}
}

// CostKneelSelf kneels the source card.
func CostKneelSelf() Cost {
	return Cost{Kind: "kneel",
		CanPay: func(ctx *Context) bool {
			return ctx.G.InPlay(ctx.Source) && !ctx.Source.Kneeling && !ctx.G.Cannot(ctx.Source, "kneel")
		},
		Pay: func(ctx *Context) bool {
			if !ctx.G.Kneel(ctx, ctx.Source) {
				return false
			}
			ctx.Paid = append(ctx.Paid, ctx.Source)
			return true
		}}
}

// CostKneelFaction kneels the controller's faction card.
func CostKneelFaction() Cost {
	return Cost{Kind: "kneel",
		CanPay: func(ctx *Context) bool {
			f := ctx.G.FactionCard(ctx.Player)
			return f != nil && !f.Kneeling
		},
		Pay: func(ctx *Context) bool {
			f := ctx.G.FactionCard(ctx.Player)
			return f != nil && ctx.G.Kneel(ctx, f)
		}}
}

// ownInPlay lists standing/any cards the controller controls in play matching f.
func ownInPlay(ctx *Context, f CardFilter, standing bool) []*Card {
	var out []*Card
	ctx.G.EachInPlay(func(c *Card) {
		if c.Controller == ctx.Player.Index && (!standing || !c.Kneeling) && (f == nil || f(ctx, c)) {
			out = append(out, c)
		}
	})
	return out
}

// CostKneel kneels n standing cards the controller controls matching f.
func CostKneel(n int, f CardFilter) Cost {
	return Cost{Kind: "kneel",
		CanPay: func(ctx *Context) bool { return len(ownInPlay(ctx, f, true)) >= n },
		Pay: func(ctx *Context) bool {
			cs := ctx.G.ChooseCards(ctx.Player, "cost:kneel", ownInPlay(ctx, f, true), n, n, ctx)
			if len(cs) < n || !ctx.G.Kneel(ctx, cs...) {
				return false
			}
			ctx.Paid = append(ctx.Paid, cs...)
			return true
		}}
}

// CostSacrificeSelf sacrifices the source card.
func CostSacrificeSelf() Cost {
	return Cost{Kind: "sacrifice",
		CanPay: func(ctx *Context) bool { return ctx.G.InPlay(ctx.Source) },
		Pay: func(ctx *Context) bool {
			ctx.Paid = append(ctx.Paid, ctx.Source)
			return ctx.G.Sacrifice(ctx, ctx.Source)
		}}
}

// CostSacrifice sacrifices n cards the controller controls matching f.
func CostSacrifice(n int, f CardFilter) Cost {
	return Cost{Kind: "sacrifice",
		CanPay: func(ctx *Context) bool { return len(ownInPlay(ctx, f, false)) >= n },
		Pay: func(ctx *Context) bool {
			cs := ctx.G.ChooseCards(ctx.Player, "cost:sacrifice", ownInPlay(ctx, f, false), n, n, ctx)
			if len(cs) < n {
				return false
			}
			ctx.Paid = append(ctx.Paid, cs...)
			return ctx.G.Sacrifice(ctx, cs...)
		}}
}

// CostReturnSelfToHand returns the source card to its owner's hand.
func CostReturnSelfToHand() Cost {
	return Cost{Kind: "return",
		CanPay: func(ctx *Context) bool { return ctx.G.InPlay(ctx.Source) },
		Pay:    func(ctx *Context) bool { return ctx.G.ReturnToHand(ctx, true, ctx.Source) }}
}

// CostDiscardFromHand discards n cards matching f from the controller's hand.
func CostDiscardFromHand(n int, f CardFilter) Cost {
	cands := func(ctx *Context) []*Card {
		var out []*Card
		for _, id := range ctx.Player.zones[AreaHand] {
			c := ctx.G.Cards[id]
			if c != ctx.Source && (f == nil || f(ctx, c)) {
				out = append(out, c)
			}
		}
		return out
	}
	return Cost{Kind: "discard",
		CanPay: func(ctx *Context) bool { return len(cands(ctx)) >= n },
		Pay: func(ctx *Context) bool {
			cs := ctx.G.ChooseCards(ctx.Player, "cost:discard", cands(ctx), n, n, ctx)
			if len(cs) < n {
				return false
			}
			ctx.Paid = append(ctx.Paid, cs...)
			return ctx.G.Discard(ctx, true, cs...)
		}}
}

// CostDiscardPower discards n power from the source card (or, with
// faction set, from the controller's faction card).
func CostDiscardPower(n int, faction bool) Cost {
	from := func(ctx *Context) *Card {
		if faction {
			return ctx.G.FactionCard(ctx.Player)
		}
		return ctx.Source
	}
	return Cost{Kind: "discard-power",
		CanPay: func(ctx *Context) bool { c := from(ctx); return c != nil && c.Count(TokenPower) >= n },
		Pay:    func(ctx *Context) bool { return ctx.G.DiscardPower(ctx, from(ctx), n) }}
}

// CostRemoveTokens removes n tokens of kind from the source card.
func CostRemoveTokens(kind string, n int) Cost {
	return Cost{Kind: "remove-tokens",
		CanPay: func(ctx *Context) bool { return ctx.Source.Count(kind) >= n },
		Pay:    func(ctx *Context) bool { return ctx.G.AddTokens(ctx, ctx.Source, kind, -n) }}
}
