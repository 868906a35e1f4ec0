package interp_test

import (
	"testing"

	"github.com/thronescript/thronescript/internal/gametest"
	"github.com/thronescript/thronescript/rules"
)

// TestSetAsideSchemes: the wave-1 Lannister deck runs "The Rains of
// Castamere" ("During the plot phase, Scheme cards are not considered to
// be in your plot deck"); its deck-building `set-aside plot with-trait
// Scheme during plot` line keeps the 5 Schemes in the 12-card plot deck
// and sets them aside (only the owner may look at them) while the plot
// phase lasts: the plot prompt never offers them, and once the phase
// ends they are back in the plot deck, where effects outside the plot
// phase reach them. The other deck has no such agenda and keeps its plots.
func TestSetAsideSchemes(t *testing.T) {
	lib, decks := gametest.Decks(t, "wave1/lannister-lions-of-the-rock.txt", "wave1/stark-wolves-of-winter.txt")
	if len(decks[0].Plots) != 12 {
		t.Fatalf("the Rains deck lists %d plots, want 12", len(decks[0].Plots))
	}
	g, err := rules.NewGame(lib, rules.Config{Seed: 1, Players: decks})
	if err != nil {
		t.Fatal(err)
	}
	aside, ok := g.AreaByName("set-aside")
	if !ok {
		t.Fatal("no set-aside area declared")
	}
	p, o := g.Player(0), g.Player(1)
	schemes := func(a rules.AreaID) int {
		n := 0
		for _, c := range g.CardsIn(p, a) {
			if c.Def.HasTrait("Scheme") && c.Def.Type == rules.TypePlot {
				n++
			}
		}
		return n
	}
	if n := len(g.CardsIn(p, rules.AreaPlotDeck)); n != 12 || schemes(rules.AreaPlotDeck) != 5 {
		t.Errorf("before the game the plot deck holds %d cards (%d Schemes), want 12 (5)", n, schemes(rules.AreaPlotDeck))
	}
	plotPrompts, afterPlot := 0, false
	rnd := rules.NewRandomDecider(1)
	d := rules.DeciderFunc(func(g *rules.Game, pr *rules.Prompt) (rules.Choice, error) {
		switch {
		case pr.ID == "plot" && pr.Player == p.Index:
			plotPrompts++
			for _, op := range pr.Options {
				if op.Card != nil && op.Card.Def.HasTrait("Scheme") {
					t.Errorf("the plot prompt offers the Scheme %s", op.Card.Def.Title)
				}
			}
			if schemes(aside) != 5 {
				t.Errorf("during the plot phase %d Schemes are set aside, want 5", schemes(aside))
			}
		case g.Phase == rules.PhaseMarshaling && !afterPlot:
			afterPlot = true
			if schemes(rules.AreaPlotDeck) != 5 || len(g.CardsIn(p, aside)) != 0 {
				t.Errorf("after the plot phase the plot deck holds %d Schemes and %d cards are set aside, want 5 and 0", schemes(rules.AreaPlotDeck), len(g.CardsIn(p, aside)))
			}
			return rules.Choice{}, rules.ErrStop
		}
		return rnd.Decide(g, pr)
	})
	if _, err := g.Run(d); err != rules.ErrStop {
		t.Fatalf("run: %v", err)
	}
	if plotPrompts == 0 || !afterPlot {
		t.Fatalf("the game never asked for a plot (%d) or reached the marshaling phase (%v)", plotPrompts, afterPlot)
	}
	if len(g.CardsIn(o, aside)) != 0 {
		t.Errorf("the other player's plots moved: %d set aside", len(g.CardsIn(o, aside)))
	}
}
