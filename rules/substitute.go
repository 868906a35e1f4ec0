package rules

// The card an interrupted event is about can be replaced by another one
// (a replacement effect, "… instead"): the only target an ability chose
// (EvEffectInitiated) or the plot a player chose to reveal (EvPlotChosen).
// Other events keep their card.

// CanSubstitute reports whether c may take the place of the card the
// interrupted event ev is about: an eligible target of the initiating
// ability other than the one it chose, or a plot in the plot deck of the
// player choosing (the chosen plot itself included, so a random pick may
// land on it).
func (g *Game) CanSubstitute(ev *Event, c *Card) bool {
	if ev == nil || c == nil {
		return false
	}
	switch ev.Name {
	case EvEffectInitiated:
		return g.canRetarget(ev, c)
	case EvPlotChosen:
		return ev.Player != nil && c.Owner == ev.Player.Index && c.Area == AreaPlotDeck && c.Def.Type == TypePlot
	}
	return false
}

// Substitute puts c in the place of the card the interrupted event ev is
// about, when CanSubstitute allows it; it reports whether it did.
func (g *Game) Substitute(ev *Event, c *Card) bool {
	if !g.CanSubstitute(ev, c) {
		return false
	}
	if ev.Name == EvEffectInitiated {
		g.retarget(ev, c)
	} else {
		ev.Card = c
	}
	g.touch()
	return true
}
