package interp_test

import (
	"testing"

	"github.com/thronescript/thronescript/internal/gametest"
	"github.com/thronescript/thronescript/rules"
)

// TestSetupOneLimitedCard: "No more than 1 card with the 'Limited' keyword
// may be placed" in setup (Rules Reference, Setup and Limited). A player
// whose setup hand holds The Kingsroad and The Roseroad (both limited)
// places one; the setup question then offers the other no more.
func TestSetupOneLimitedCard(t *testing.T) {
	lib := gametest.Library(t)
	deck := []string{"01039", "01040", "01053", "01053", "01053", "01053", "01053"}
	g, err := rules.NewGame(lib, rules.Config{Seed: 3, Players: []rules.DeckList{
		{Name: "p1", Plots: []string{"01025"}, Deck: deck},
		{Name: "p2", Plots: []string{"01025"}, Deck: deck},
	}})
	if err != nil {
		t.Fatal(err)
	}
	limited := func(o *rules.Option) bool {
		return o.Card != nil && (o.Card.Def.Code == "01039" || o.Card.Def.Code == "01040")
	}
	placed, asked := 0, 0
	d := rules.DeciderFunc(func(g *rules.Game, p *rules.Prompt) (rules.Choice, error) {
		if p.ID == "mulligan" {
			for i, o := range p.Options {
				if o.Kind == rules.OptNo {
					return rules.Choice{Index: i}, nil
				}
			}
		}
		if p.ID != rules.StepSetupPlace {
			return rules.Choice{}, rules.ErrStop
		}
		if p.Player != 0 {
			for i, o := range p.Options {
				if o.Kind == rules.OptDone {
					return rules.Choice{Index: i}, nil
				}
			}
		}
		asked++
		for i := range p.Options {
			if limited(&p.Options[i]) {
				if placed > 0 {
					t.Errorf("setup question %d offers %s after a limited card was placed", asked, p.Options[i].Card.Def.Title)
				}
				placed++
				return rules.Choice{Index: i}, nil
			}
		}
		for i, o := range p.Options {
			if o.Kind == rules.OptDone {
				return rules.Choice{Index: i}, nil
			}
		}
		return rules.Choice{}, nil
	})
	if _, err := g.Run(d); err != nil && err != rules.ErrStop {
		t.Fatal(err)
	}
	if placed == 0 || asked < 2 {
		t.Fatalf("p1 placed %d limited cards over %d setup questions: the test did not reach a second question", placed, asked)
	}
}
