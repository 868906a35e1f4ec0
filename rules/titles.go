package rules

import (
	"fmt"
	"slices"
)

// Title areas and framework steps of the melee format (Appendix I, 1.4
// and 7.4). Titles are cards of type TypeTitle; the engine knows none of
// them by name: the pool is the list of codes in Melee.Titles.
const (
	// AreaNameTitle is the in-play area holding the title a player bears.
	AreaNameTitle = "title"
	// AreaNameTitlePool holds the titles nobody bears (facedown, out of play).
	AreaNameTitlePool = "title-pool"
	// StepSelectTitles is framework step 1.4.
	StepSelectTitles = "1.4-select-titles"
	// StepReturnTitles is framework step 7.4.
	StepReturnTitles = "7.4-return-titles"
	// EvTitleSelected: a selected title enters play under its bearer
	// (step 1.4; it matches "enters-play" triggers too).
	EvTitleSelected = "title-selected"
	// EvTitleReturned: a title leaves play back to the title pool (step
	// 7.4; it matches "leaves-play" triggers too; it cannot be saved).
	EvTitleReturned = "title-returned"
)

// MeleeAreas returns the two title areas a melee game declares (title,
// title-pool), new values on each call.
func MeleeAreas() []*AreaDef {
	return []*AreaDef{
		{Name: AreaNameTitle, InPlay: true, Visible: VisibleAll, PerPlayer: true},
		{Name: AreaNameTitlePool, Facedown: true, Visible: VisibleNone, PerPlayer: true},
	}
}

// titleAreas declares the two title areas (a melee game only, so the
// areas of a joust game are unchanged).
func (g *Game) titleAreas() {
	as := MeleeAreas()
	g.melee.title = g.DeclareArea(as[0])
	g.melee.pool = g.DeclareArea(as[1])
}

// fillTitlePool creates the title cards of the pool that are not already
// in the game (a scenario may give a player a title at the start). Pool
// cards are kept in the first player's (index 0) pool zone; a title
// returns there when its bearer gives it back.
func (g *Game) fillTitlePool(codes []string) error {
	for _, code := range codes {
		d := g.lib.CardDef(code)
		if d == nil {
			return fmt.Errorf("rules: unknown title code %q", code)
		}
		if d.Type != TypeTitle {
			return fmt.Errorf("rules: card %s (%s) in the title pool is not a title", code, d.Title)
		}
		present := false
		for _, c := range g.Cards {
			if c.Def == d {
				present = true
				break
			}
		}
		if !present {
			g.newCard(d, g.Players[0], g.melee.pool)
		}
	}
	return nil
}

// TitlePool returns the titles in the title pool (nobody bears them),
// in a stable order. Nil in a joust game.
func (g *Game) TitlePool() []*Card {
	if g.melee == nil {
		return nil
	}
	var out []*Card
	for _, p := range g.Players {
		for _, id := range p.zones[g.melee.pool] {
			out = append(out, g.Cards[id])
		}
	}
	slices.SortFunc(out, func(a, b *Card) int { return int(a.ID - b.ID) })
	return out
}

// TitleOf returns the title card p bears, or nil (joust games have none).
func (g *Game) TitleOf(p *Player) *Card {
	if g.melee == nil {
		return nil
	}
	for _, id := range p.zones[g.melee.title] {
		if c := g.Cards[id]; c.Controller == p.Index {
			return c
		}
	}
	return nil
}

// TitleBearer returns the player who bears the title card with the given
// title (the card's printed title), or nil if nobody bears it.
func (g *Game) TitleBearer(title string) *Player {
	if g.melee == nil {
		return nil
	}
	for _, p := range g.Players {
		if c := g.TitleOf(p); c != nil && c.Def.Title == title {
			return p
		}
	}
	return nil
}

// titlesRemoved is how many titles step 1.4 removes at random before the
// players choose: one, two with three players, none with six or more.
func titlesRemoved(players int) int {
	switch {
	case players == 3:
		return 2
	case players >= 6:
		return 0
	}
	return 1
}

// selectTitles is step 1.4: titles are shuffled, some removed at random,
// then the first player and each next player in player order take one
// (hidden until everyone has chosen); the chosen titles then enter play
// together, each under the player who chose it.
func (g *Game) selectTitles() {
	g.Step = StepSelectTitles
	var players []*Player
	for _, i := range g.playerOrder() {
		if p := g.Players[i]; !p.Eliminated {
			players = append(players, p)
		}
	}
	pool := g.TitlePool()
	g.rng.Shuffle(len(pool), func(i, j int) { pool[i], pool[j] = pool[j], pool[i] })
	k := min(titlesRemoved(len(players)), len(pool))
	avail := pool[k:]
	// offer the remaining titles in a stable order: only the removal is random.
	slices.SortFunc(avail, func(a, b *Card) int { return int(a.ID - b.ID) })
	chosen := make([]*Card, len(players))
	for i, p := range players {
		if len(avail) == 0 {
			break // more players than titles: this player plays the round without one
		}
		c := g.ChooseCards(p, "title", avail, 1, 1, nil)[0]
		chosen[i] = c
		avail = slices.DeleteFunc(slices.Clone(avail), func(x *Card) bool { return x == c })
	}
	// the chosen titles enter play simultaneously
	var evs []*Event
	for i, c := range chosen {
		if c == nil {
			continue
		}
		ev := g.moveEvent(EvTitleSelected, nil, c, g.melee.title, MsgNone)
		ev.Player = players[i]
		evs = append(evs, ev)
	}
	if len(evs) == 0 {
		return
	}
	g.Raise(evs...)
	for _, ev := range evs {
		if ev.Card.Area == g.melee.title {
			g.logf(MsgTakesTitle, ev.Player.Index, ev.Card, nil, 0, "")
		}
	}
	g.touch()
}

// returnTitles is step 7.4: every title leaves play at once and returns
// to the title pool.
func (g *Game) returnTitles() {
	g.Step = StepReturnTitles
	var titles []*Card
	for _, p := range g.Players {
		titles = append(titles, g.CardsIn(p, g.melee.title)...)
	}
	if len(titles) == 0 {
		return
	}
	evs := make([]*Event, len(titles))
	for i, c := range titles {
		g.logf(MsgReturnsTitle, c.Controller, c, nil, 0, "")
		ev := g.moveEvent(EvTitleReturned, nil, c, g.melee.pool, MsgNone)
		ev.Player = g.Players[c.Controller]
		ev.CannotBeSaved = true
		evs[i] = ev
	}
	g.Raise(evs...)
	// a title leaves play to the title pool whatever happened to the event
	for _, c := range titles {
		if c.Area == g.melee.title {
			g.place(c, g.melee.pool, c.Owner, false)
		}
	}
	g.touch()
}
