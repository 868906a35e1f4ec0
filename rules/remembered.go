package rules

// Remembered values: a value an ability keeps while it resolves, named by
// the card's author and read by its later costs and effects ("X is the
// number of gold on this card", read before the card is sacrificed; "X is
// the number of cards that player shuffled", one value per player).

type rememberedValue struct {
	name   string
	player int // the player the value is for; -1: one value for all
	n      int
}

// Remember keeps n under name, for player p (nil: one value for every
// player), replacing what was kept before.
func (ctx *Context) Remember(name string, p *Player, n int) {
	idx := -1
	if p != nil {
		idx = p.Index
	}
	for i := range ctx.remembered {
		if r := &ctx.remembered[i]; r.name == name && r.player == idx {
			r.n = n
			return
		}
	}
	ctx.remembered = append(ctx.remembered, rememberedValue{name, idx, n})
}

// Remembered returns the value kept under name for player p (the value
// kept for every player when p has none of its own; 0 when nothing was
// kept).
func (ctx *Context) Remembered(name string, p *Player) int {
	all := 0
	for _, r := range ctx.remembered {
		if r.name != name {
			continue
		}
		if p != nil && r.player == p.Index {
			return r.n
		}
		if r.player == -1 {
			all = r.n
		}
	}
	return all
}
