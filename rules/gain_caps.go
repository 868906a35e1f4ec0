package rules

// What PlayerModifier.MaxEachRound caps, by index.
const (
	EachRoundGold  = iota // gold gained (income included)
	EachRoundDraws        // cards drawn
	EachRoundPower        // power gained (on any card the player controls)
)

// capGain returns how much of n p may gain (gold, draws or power: what)
// under the lowest cap in effect for the round, and counts it as gained.
func (g *Game) capGain(p *Player, what, n int) int {
	if p == nil || n <= 0 {
		return n
	}
	if limit := g.PlayerMods(p).MaxEachRound[what]; limit > 0 {
		n = max(min(n, limit-p.gained[what]), 0)
	}
	p.gained[what] += n
	return n
}
