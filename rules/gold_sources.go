package rules

// MaySpendAsPool is the permission word (Modifier.May) that lets the
// controller of a card in play spend the gold on it as if it were in their
// gold pool ("you may spend gold on The Iron Bank as if it were in your
// gold pool").
const MaySpendAsPool = "spend-gold-as-pool"

// eachGoldSource calls f for each card in play p controls with gold on it
// whose gold p may spend as if it were in their pool, in play order.
func (g *Game) eachGoldSource(p *Player, f func(c *Card)) {
	for _, id := range p.zones[AreaPlay] {
		c := g.Cards[id]
		if c.Controller == p.Index && c.Count(TokenGold) > 0 && g.May(c, MaySpendAsPool) {
			f(c)
		}
	}
}

// SpendableGold is the gold p may spend now: the gold in their pool and
// the gold on the cards they may spend as if it were in their pool.
func (g *Game) SpendableGold(p *Player) int {
	n := p.Gold
	g.eachGoldSource(p, func(c *Card) { n += c.Count(TokenGold) })
	return n
}

// fillPoolFor makes p's pool hold n gold, if it holds less, by taking the
// rest from the cards whose gold p may spend as if it were in their pool
// (in play order), just before p pays n: the gold is spent from the
// cards as if it were in the pool.
func (g *Game) fillPoolFor(p *Player, n int) {
	if p.Gold >= n {
		return
	}
	g.eachGoldSource(p, func(c *Card) {
		k := min(n-p.Gold, c.Count(TokenGold))
		if k > 0 {
			c.addTokens(TokenGold, -k)
			p.Gold += k
		}
	})
	g.touch()
}
