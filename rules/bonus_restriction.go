package rules

// CannotGainBonusPower is the player restriction "cannot gain power from
// challenge bonuses": neither the unopposed bonus (4.2.3) nor a melee
// rivals bonus puts power on that player's faction card.
const CannotGainBonusPower = "gain-challenge-bonus-power"

// gainBonusPower puts n power on p's faction card for a challenge bonus,
// unless p cannot gain power from challenge bonuses.
func (g *Game) gainBonusPower(p *Player, n int) {
	if g.PlayerCannot(p, CannotGainBonusPower) {
		return
	}
	if f := g.FactionCard(p); f != nil {
		g.GainPower(nil, f, n)
	}
}
