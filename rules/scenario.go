package rules

import (
	"fmt"
)

// Scenario describes a game built directly in a given state.
type Scenario struct {
	Seed uint64 `json:"seed"`
	// From is the point to run from: a phase word ("marshaling",
	// "challenges", …), "marshaling-window" (the active player's marshaling
	// action window, income already collected) or "challenges-window".
	From    string           `json:"from"`
	Round   int              `json:"round"`
	First   int              `json:"first"`
	Active  int              `json:"active"`
	Players []ScenarioPlayer `json:"players"`
	// MaxSteps as in Config.
	MaxSteps int `json:"maxSteps,omitempty"`
	// Melee, if set, makes it a melee game; a player's card in area
	// "title" bears that title, the other titles are in the pool.
	Melee *Melee `json:"melee,omitempty"`
}

// ScenarioPlayer is one player's state.
type ScenarioPlayer struct {
	Name string `json:"name"`
	Gold int    `json:"gold"`
	// Power is put on the faction card.
	Power int            `json:"power"`
	Cards []ScenarioCard `json:"cards"`
	// Faction is the faction card's faction ("stark"; "" for none).
	Faction string `json:"faction,omitempty"`
}

// ScenarioCard is one card: Area is an area name ("hand", "play", "deck",
// "shadows", "plot" for the revealed plot, …). In the deck, the first card
// listed is the top card. AttachTo is the 1-based index, in this player's
// Cards, of the card it is attached to (a unique copy becomes a duplicate).
type ScenarioCard struct {
	Code     string  `json:"code"`
	Area     string  `json:"area"`
	Kneeling bool    `json:"kneeling,omitempty"`
	Tokens   []Token `json:"tokens,omitempty"`
	AttachTo int     `json:"attachTo,omitempty"`
}

// NewScenario builds a game in the described state; Run runs it from
// s.From.
func NewScenario(lib Definitions, s Scenario) (*Game, error) {
	if err := checkPlayers(len(s.Players), s.Melee); err != nil {
		return nil, fmt.Errorf("rules: scenario: %w", err)
	}
	if s.From == "" {
		s.From = "marshaling"
	}
	g := newGame(lib, s.Seed, s.MaxSteps, nil)
	g.seatPlayers(len(s.Players), func(i int) string { return s.Players[i].Name }, s.Melee)
	for _, sp := range s.Players {
		for _, sc := range sp.Cards {
			if d := lib.CardDef(sc.Code); d != nil && d.SetAside != nil {
				g.DeclareArea(d.SetAside.Area) // an agenda's own deck, as NewGame declares it
			}
		}
	}
	for i, sp := range s.Players {
		p := g.Players[i]
		p.Gold = sp.Gold
		made := make([]*Card, len(sp.Cards))
		var deck []*Card
		for j, sc := range sp.Cards {
			d := lib.CardDef(sc.Code)
			if d == nil {
				return nil, fmt.Errorf("rules: scenario: unknown card code %q", sc.Code)
			}
			a, ok := g.AreaByName(sc.Area)
			if !ok {
				return nil, fmt.Errorf("rules: scenario: unknown area %q", sc.Area)
			}
			c := g.newCard(d, p, a)
			c.Kneeling = sc.Kneeling && g.areas[a].InPlay
			c.Tokens = append(c.Tokens, sc.Tokens...)
			made[j] = c
			if a == AreaDeck {
				deck = append(deck, c)
			}
		}
		// first listed deck card is the top (last in the zone).
		z := p.zones[AreaDeck]
		for k := range deck {
			z[len(z)-1-k] = deck[k].ID
		}
		for j, sc := range sp.Cards {
			if sc.AttachTo == 0 {
				continue
			}
			if sc.AttachTo < 1 || sc.AttachTo > len(made) {
				return nil, fmt.Errorf("rules: scenario: attachTo %d out of range", sc.AttachTo)
			}
			c, par := made[j], made[sc.AttachTo-1]
			if c.Def.Unique && c.Def.Title == par.Def.Title {
				c.IsDuplicate = true
				c.Parent = par.ID
				par.Duplicates = append(par.Duplicates, c.ID)
			} else {
				g.attachNow(c, par)
			}
		}
		g.ensureFactionCard(p, sp.Faction)
		if sp.Power > 0 {
			g.FactionCard(p).addTokens(TokenPower, sp.Power)
		}
	}
	if err := g.fillMeleeTitles(s.Melee); err != nil {
		return nil, err
	}
	g.Round = s.Round
	if g.Round == 0 {
		g.Round = 1
	}
	g.First, g.Active = s.First, s.Active
	if ph, ok := ParsePhase(s.From); ok {
		g.Phase = ph
	}
	g.start = startSpec{Scenario: &s, From: s.From}
	g.finishSetup()
	return g, nil
}
