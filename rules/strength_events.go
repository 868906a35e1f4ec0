package rules

import "slices"

// EvStrengthIncreased is raised when a card's STR goes up because of a card
// effect: a lasting effect or a constant ability taking effect (or growing,
// "+1 STR for each …"). Event.Card is the card, Event.Amount the increase,
// Event.Player its controller. A STR that rises only because a penalty
// ended (a -1 STR effect expiring, its source leaving play) is not
// increased by a card effect and raises nothing; neither does a card
// entering play with its STR already modified. "STR becomes X" effects
// are not counted as increases.
const EvStrengthIncreased = "strength-increased"

// EvStrengthDecreased is its mirror: a card's STR goes down because of a
// card effect (a -N STR lasting effect or constant taking effect, or
// growing). Event.Amount is the decrease; the STR after it is the card's
// STR when the event is raised. A STR that falls only because a bonus
// ended raises nothing.
const EvStrengthDecreased = "strength-decreased"

// strengthWatch remembers, per card in play, its STR and the sums of the
// STR bonuses and penalties card effects give it, as of the last check. It
// works only while some ability listens to EvStrengthIncreased or
// EvStrengthDecreased.
type strengthWatch struct {
	snaps   []strengthSnap // indexed by CardID
	raising bool
}

type strengthSnap struct {
	instance uint32
	known    bool
	str      int
	raised   int
	lowered  int
}

// noteRaise records in d how much the modification just applied raised
// (or lowered) the card's STR (called by applyTo for each constant or
// lasting effect).
func (d *Derived) noteRaise(before int) {
	if d.Strength > before {
		d.raised += d.Strength - before
	} else if d.Strength < before {
		d.lowered += before - d.Strength
	}
}

// raisedStrength returns the totals of the STR bonuses and penalties card
// effects give c now.
func (g *Game) raisedStrength(c *Card) (raised, lowered int) {
	if d := g.derivedFor(c, readStrength); d != nil && !d.HasSetStrength {
		if slices.Contains(d.Cannot, CannotHaveStrengthReduced) {
			return d.raised, 0
		}
		return d.raised, d.lowered
	}
	return 0, 0
}

// watchStrength compares the STR of every character in play with the last
// check and raises EvStrengthIncreased (simultaneously) for each whose STR
// and whose card-effect bonus both went up, EvStrengthDecreased for each
// whose STR went down and whose card-effect penalty went up. It runs at the same points as
// the state checks: after every event and every ability resolves. Cards
// seen for the first time (or again after changing area) are only
// recorded.
func (g *Game) watchStrength() {
	if !g.listening[EvStrengthIncreased] && !g.listening[EvStrengthDecreased] || g.str.raising || g.result.Over {
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
				str := g.Strength(c)
				raised, lowered := g.raisedStrength(c)
				if s.known && s.instance == c.instance {
					name, n := "", 0
					switch {
					case str > s.str && raised > s.raised:
						name, n = EvStrengthIncreased, min(str-s.str, raised-s.raised)
					case str < s.str && lowered > s.lowered:
						name, n = EvStrengthDecreased, min(s.str-str, lowered-s.lowered)
					}
					if name != "" && g.listening[name] {
						ev := g.newEvent(name)
						ev.Card, ev.Player, ev.Amount = c, g.Players[c.Controller], n
						evs = append(evs, ev)
					}
				}
				*s = strengthSnap{instance: c.instance, known: true, str: str, raised: raised, lowered: lowered}
			}
		}
		if len(evs) == 0 {
			return
		}
		g.Raise(evs...)
	}
}
