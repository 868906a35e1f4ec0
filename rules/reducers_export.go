package rules

// ConsumeReducers marks the limited-use cost reducers that applied to a
// payment of c's cost of the given kinds as used. Callers that pay a cost
// computed with CostOf (definitions' own cost kinds) call it after paying.
func (g *Game) ConsumeReducers(c *Card, p *Player, kinds ...string) {
	g.consumeReducers(c, p, kinds...)
}
