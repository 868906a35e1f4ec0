package rules

// whenRevealedSet is the set of when revealed abilities being resolved
// together (Plot Deck, step III: "If multiple players have When revealed
// abilities on their plot cards, the first player determines the order in
// which these abilities initiate"), and the players who revealed a plot
// while they resolve.
type whenRevealedSet struct {
	list     []whenRevealedAbility
	revealed []bool // by player index
}

type whenRevealedAbility struct {
	c  *Card
	ab *Ability
}

// add puts the when revealed abilities of the plots in play among plots
// into the set.
func (s *whenRevealedSet) add(g *Game, plots []*Card) {
	for _, c := range plots {
		if c == nil || c.Area != AreaPlot {
			continue
		}
		s.revealed[c.Controller] = true
		g.eachAbility(c, func(ab *Ability, kw *KeywordInstance) bool {
			if ab.Kind == WhenRevealed {
				s.list = append(s.list, whenRevealedAbility{c, ab})
			}
			return true
		})
	}
}

// RevealPlot reveals a new plot for p outside the plot phase framework
// step (no initiative, no first player). Its when revealed ability joins
// those still to resolve when another one revealed it (At Prince Doran's
// Behest: the first player orders them all); otherwise it resolves, and
// then each player who revealed the last card of their plot deck meanwhile
// takes back their used pile (Plot Card: "after all just revealed plot
// cards have entered play and all necessary \"When Revealed\" abilities
// have resolved").
// revealed, when not nil, is called as soon as c is revealed, before any
// when revealed ability resolves (a plot that is removed from the game when
// it leaves play is marked so before it can leave).
func (g *Game) RevealPlot(ctx *Context, p *Player, c *Card, revealed func(*Card)) {
	ev := g.newEvent(EvPlotRevealed)
	ev.Card, ev.Player, ev.Source, ev.op = c, p, ctx, opFunc
	ev.Handler = func(g *Game, ev *Event) {
		g.revealPlot(p, c)
		if revealed != nil {
			revealed(c)
		}
		if g.wr != nil {
			g.wr.add(g, []*Card{c})
			return
		}
		for i, rev := range g.whenRevealed([]*Card{c}) {
			if rev {
				g.returnUsedPile(g.Players[i])
			}
		}
	}
	g.Raise(ev)
}

// whenRevealed resolves the when revealed abilities of plots, and of the
// plots revealed while they resolve, the first player choosing the order
// of those left each time. It returns the players who revealed a plot
// (by index).
func (g *Game) whenRevealed(plots []*Card) []bool {
	s := &whenRevealedSet{revealed: make([]bool, len(g.Players))}
	s.add(g, plots)
	g.wr = s
	defer func() { g.wr = nil }()
	for len(s.list) > 0 {
		i := g.askOrder("order-when-revealed", len(s.list), func(j int) (*Card, *Ability) { return s.list[j].c, s.list[j].ab })
		w := s.list[i]
		s.list = append(s.list[:i], s.list[i+1:]...)
		ctx := g.newCtx(w.c, w.ab, nil, nil)
		if g.canInitiate(ctx, nil) {
			g.logf(MsgWhenRevealed, w.c.Controller, w.c, nil, 0, "")
			g.runFramework(ctx)
		}
	}
	return s.revealed
}

// returnUsedPile returns p's used pile to p's plot deck when the plot deck
// is empty.
func (g *Game) returnUsedPile(p *Player) {
	if len(p.zones[AreaPlotDeck]) > 0 {
		return
	}
	for len(p.zones[AreaUsed]) > 0 {
		g.place(g.Cards[p.zones[AreaUsed][0]], AreaPlotDeck, p.Index, false)
	}
}
