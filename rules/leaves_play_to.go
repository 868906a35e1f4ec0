package rules

// SetLeavesPlayTo makes c go to the out-of-play area to instead of where it
// would go the next time it leaves play ("if that card leaves play, remove
// it from the game"): a revealed plot replaced by a new one, a character
// killed or discarded. It lasts while c stays in play (nothing when c is not
// in play or to is an in-play area).
func (g *Game) SetLeavesPlayTo(c *Card, to AreaID) {
	if c == nil || !g.InPlay(c) || int(to) >= len(g.areas) || g.areas[to].InPlay {
		return
	}
	c.leavesTo = to + 1
}

// leavingTo is the area c goes to when it leaves play for to: the area
// SetLeavesPlayTo gave it, which is used once.
func (g *Game) leavingTo(c *Card, to AreaID) AreaID {
	if c.leavesTo == 0 {
		return to
	}
	to, c.leavesTo = c.leavesTo-1, 0
	return to
}
