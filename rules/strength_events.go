package rules

// EvStrengthIncreased is raised when a card's STR goes up because of a card
// effect: a lasting effect or a constant ability taking effect (or growing,
// "+1 STR for each …"). Event.Card is the card, Event.Amount the increase,
// Event.Player its controller. A STR that rises only because a penalty
// ended (a -1 STR effect expiring, its source leaving play) is not
// increased by a card effect and raises nothing; neither does a card
// entering play with its STR already modified. "STR becomes X" effects
// are not counted as increases.
const EvStrengthIncreased = "strength-increased"

// strengthWatch remembers, per card in play, its STR and the sum of the
// STR bonuses card effects give it, as of the last check. It works only
// while some ability listens to EvStrengthIncreased.
type strengthWatch struct {
	snaps   []strengthSnap // indexed by CardID
	raising bool
}

type strengthSnap struct {
	instance uint32
	known    bool
	str      int
	raised   int
}

// noteRaise records in d how much the modification just applied raised
// the card's STR (called by applyTo for each constant or lasting effect).
func (d *Derived) noteRaise(before int) {
	if d.Strength > before {
		d.raised += d.Strength - before
	}
}

// raisedStrength returns the total of the STR bonuses card effects give c
// now.
func (g *Game) raisedStrength(c *Card) int {
	if d := g.Derived(c); d != nil && !d.HasSetStrength {
		return d.raised
	}
	return 0
}

// watchStrength compares the STR of every character in play with the last
// check and raises EvStrengthIncreased (simultaneously) for each whose STR
// and whose card-effect bonus both went up. It runs at the same points as
// the state checks: after every event and every ability resolves. Cards
// seen for the first time (or again after changing area) are only
// recorded.
func (g *Game) watchStrength() {
	if !g.listening[EvStrengthIncreased] || g.str.raising || g.result.Over {
		return
	}
	g.str.raising = true
	defer func() { g.str.raising = false }()
	for round := 0; round < 16; round++ {
		var evs []*Event
		if len(g.str.snaps) < len(g.Cards) {
			g.str.snaps = append(g.str.snaps, make([]strengthSnap, len(g.Cards)-len(g.str.snaps))...)
		}
		for _, pl := range g.Players {
			for _, id := range pl.zones[AreaPlay] {
				c := g.Cards[id]
				if c.IsDuplicate || !c.Faceup || g.Type(c) != TypeCharacter {
					continue
				}
				s := &g.str.snaps[id]
				str, raised := g.Strength(c), g.raisedStrength(c)
				if s.known && s.instance == c.instance && str > s.str && raised > s.raised {
					ev := g.newEvent(EvStrengthIncreased)
					ev.Card, ev.Player, ev.Amount = c, g.Players[c.Controller], min(str-s.str, raised-s.raised)
					evs = append(evs, ev)
				}
				*s = strengthSnap{instance: c.instance, known: true, str: str, raised: raised}
			}
		}
		if len(evs) == 0 {
			return
		}
		g.Raise(evs...)
	}
}
