package rules

// CardList returns c as a one-card list without allocating. The list is
// shared: callers must not write to it (appending copies it).
func (g *Game) CardList(c *Card) []*Card {
	if c == nil {
		return nil
	}
	if int(c.ID) < len(g.Cards) && g.Cards[c.ID] == c {
		return g.Cards[c.ID : c.ID+1 : c.ID+1]
	}
	return []*Card{c}
}

// PlayerList returns p as a one-player list without allocating (shared:
// callers must not write to it).
func (g *Game) PlayerList(p *Player) []*Player {
	if p == nil {
		return nil
	}
	if p.Index < len(g.Players) && g.Players[p.Index] == p {
		return g.Players[p.Index : p.Index+1 : p.Index+1]
	}
	return []*Player{p}
}

// EachIn calls f for each card in p's area a, in order, without copying
// the area (f must not move cards).
func (g *Game) EachIn(p *Player, a AreaID, f func(c *Card)) {
	for _, id := range p.zones[a] {
		f(g.Cards[id])
	}
}
