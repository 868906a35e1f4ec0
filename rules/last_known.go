package rules

import "slices"

// Last known state. Triggering Condition and Leaves Play: a triggering
// condition is the occurrence as it happened — a card that left play left
// as what it was then (the faction an attachment gave it, the keywords it
// had gained, its controller), and an event played was an event even if it
// became an attachment while it resolved. The engine keeps, on the event,
// the card's characteristics from just before it moved (lastKnown), and a
// trigger's matching and conditions read the card as that while they are
// checked for that event (viewKnown … endKnown). Effects read the card as
// it is. The tokens on the card are part of what it was ("after a
// character with a prayer token is killed"): leaving play discards them.

// lastKnown is a card's characteristics just before an event moved it.
type lastKnown struct {
	controller int
	typ        CardType
	d          *Derived // a copy (nil: nothing modified it)
	tokens     []Token
}

// snapshotCard records c's characteristics now.
func (g *Game) snapshotCard(c *Card) *lastKnown {
	k := &lastKnown{controller: c.Controller, typ: g.Type(c), tokens: slices.Clone(c.Tokens)}
	if d := g.Derived(c); d != nil {
		cp := *d
		cp.Keywords = slices.Clone(d.Keywords)
		cp.LoseKeywords = slices.Clone(d.LoseKeywords)
		cp.Traits = slices.Clone(d.Traits)
		cp.LoseTraits = slices.Clone(d.LoseTraits)
		cp.Cannot = slices.Clone(d.Cannot)
		cp.Abilities = slices.Clone(d.Abilities)
		cp.Cost = slices.Clone(d.Cost)
		cp.Immune = slices.Clone(d.Immune)
		cp.NotOnlyTarget = slices.Clone(d.NotOnlyTarget)
		cp.Factions = slices.Clone(d.Factions)
		cp.May = slices.Clone(d.May)
		cp.immuneBy = slices.Clone(d.immuneBy)
		cp.notOnlyBy = slices.Clone(d.notOnlyBy)
		k.d = &cp
	}
	return k
}

// knownView is the card shown as its last known state, if any.
type knownView struct {
	card       *Card
	k          *lastKnown
	controller int     // the card's real controller, restored by endKnown
	tokens     []Token // the card's real tokens, restored by endKnown
}

// viewKnown makes ev's card read as its last known state (until endKnown)
// when it left play or, played as an event, is now something else; it
// reports whether it did.
func (g *Game) viewKnown(ev *Event) bool {
	c, k := ev.Card, ev.known
	if c == nil || k == nil || g.known.card != nil {
		return false
	}
	if g.InPlay(c) && ev.Name != EvPlayed {
		return false
	}
	g.ensure() // derived values of the present, before the card reads as it was
	g.known = knownView{card: c, k: k, controller: c.Controller, tokens: c.Tokens}
	c.Controller = k.controller
	c.Tokens = k.tokens
	return true
}

// endKnown ends viewKnown.
func (g *Game) endKnown() {
	if c := g.known.card; c != nil {
		c.Controller = g.known.controller
		c.Tokens = g.known.tokens
		g.known = knownView{}
	}
}

// knownDerived returns the derived values of c's last known state while
// viewKnown shows it (ok false otherwise).
func (g *Game) knownDerived(c *Card) (*Derived, bool) {
	if g.known.card != c || c == nil {
		return nil, false
	}
	return g.known.k.d, true
}

// ReadKnown calls f with the card of ev (the triggering event of an
// ability) read as its last known state when it has left play (or, played
// as an event, is now something else), and returns what f returns: a
// condition of an effect reads "that card" as the triggering condition
// saw it. With no such card f reads the game as it is.
func (g *Game) ReadKnown(ev *Event, f func() bool) bool {
	if ev == nil || !g.viewKnown(ev) {
		return f()
	}
	defer g.endKnown()
	return f()
}
