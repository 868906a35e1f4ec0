package rules

import "slices"

// killAtZeroStrength kills (cannot be saved) each character in play that a
// modifier marks as killed at STR 0 (Modifier.KilledAtZero: a constant
// ability's "… and is killed if its STR is 0") and whose STR is 0. The
// game checks at the same points as its state checks; a kill's own
// consequences are checked by the next round of checks.
func (g *Game) killAtZeroStrength() {
	g.ensure()
	if !g.zeroKills || g.ext.checking || g.result.Over {
		return
	}
	g.ext.checking = true
	defer func() { g.ext.checking = false }()
	for round := 0; round < 64; round++ {
		var dying []*Card
		for _, p := range g.Players {
			for _, id := range p.zones[AreaPlay] {
				c := g.Cards[id]
				if c.IsDuplicate || c.d == nil || c.dver != g.ver || !c.d.KilledAtZero {
					continue
				}
				if g.Type(c) == TypeCharacter && g.Strength(c) == 0 && !slices.Contains(dying, c) {
					dying = append(dying, c)
				}
			}
		}
		if len(dying) == 0 {
			return
		}
		g.Kill(nil, true, dying...)
		left := false
		for _, c := range dying {
			left = left || !g.InPlay(c)
		}
		if !left {
			return // none could be killed (cannot be killed, …)
		}
		g.ensure()
		if !g.zeroKills {
			return
		}
	}
}
