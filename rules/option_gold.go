package rules

// OptionGold is the gold an option of prompt p would cost now, for
// prompts that show it: marshaling (a duplicate is free), a setup
// placement, and an ability's gold costs (an event's printed or play-from
// cost included). ok is false for an option that costs no gold as far as
// the engine knows (a cost that does not say its gold is not counted).
func (g *Game) OptionGold(p *Prompt, o *Option) (gold int, ok bool) {
	pl := g.Players[p.Player]
	switch o.Kind {
	case OptMarshal:
		cost, can := g.marshalCost(pl, o.Card)
		return cost, can
	case OptSetup:
		return o.N, true
	case OptAbility:
	default:
		return 0, false
	}
	ctx := g.newCtx(o.Card, o.Ability, o.kw, nil)
	ctx.Player = pl
	c := o.Card
	costs := o.Ability.Costs
	if c != nil && isEventPlay(ctx) && (!g.InPlay(c) || g.asIfInHand(c)) {
		if o.pf == nil {
			gold, ok = g.CostOf(c, pl, g.PrintedCost(c), "gold", "play"), true
		} else {
			costs = append(append([]Cost(nil), o.pf.Costs...), costs...)
		}
	}
	for i := range costs {
		if costs[i].Gold != nil {
			gold, ok = gold+costs[i].Gold(ctx), true
		}
	}
	return gold, ok
}
