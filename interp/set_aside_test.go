package interp_test

import (
	"testing"

	"github.com/thronescript/thronescript/internal/gametest"
	"github.com/thronescript/thronescript/rules"
)

// TestSetAsideSchemes: the wave-1 Lannister deck runs "The Rains of
// Castamere"; its deck-building `set-aside plot with-trait Scheme` line
// takes the 5 Schemes out of the 12-card plot deck before setup, into the
// owner's set-aside area, where only the owner may look at them. The
// other deck has no such agenda and keeps its plots.
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
	if n := len(g.CardsIn(p, rules.AreaPlotDeck)); n != 7 {
		t.Errorf("plot deck holds %d cards, want 7", n)
	}
	set := g.CardsIn(p, aside)
	if len(set) != 5 {
		t.Fatalf("%d cards set aside, want 5", len(set))
	}
	for _, c := range set {
		if !c.Def.HasTrait("Scheme") || c.Def.Type != rules.TypePlot {
			t.Errorf("%s %s set aside: not a Scheme plot", c.Def.Code, c.Def.Title)
		}
	}
	for _, c := range g.CardsIn(p, rules.AreaPlotDeck) {
		if c.Def.HasTrait("Scheme") {
			t.Errorf("Scheme %s left in the plot deck", c.Def.Title)
		}
	}
	if len(g.CardsIn(o, aside)) != 0 || len(g.CardsIn(o, rules.AreaPlotDeck)) != len(decks[1].Plots) {
		t.Errorf("the other player's plots moved: %d set aside, %d in the plot deck", len(g.CardsIn(o, aside)), len(g.CardsIn(o, rules.AreaPlotDeck)))
	}
}
