package rules

import "testing"

func TestSetupOptionOncePerCard(t *testing.T) {
	tests := []struct {
		name string
		kws  []KeywordInstance
		want int // into-shadows options per card
	}{
		{name: "one Shadow value", kws: []KeywordInstance{kw("shadow", 1)}, want: 1},
		{name: "two Shadow values", kws: []KeywordInstance{kw("shadow", 1), kw("shadow", 3)}, want: 1},
		{name: "no Shadow", want: 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			lib := testLibrary()
			lib.Cards["S2"] = &CardDef{Code: "S2", Title: "Twin Shade", Type: TypeCharacter, Cost: CostValue{Value: 2}, Strength: 1, Icons: IconIntrigue, Keywords: tt.kws}
			cfg := Config{Seed: 7, Players: []DeckList{
				{Name: "p1", Faction: "F1", Plots: []string{"P1"}, Deck: sameDeck("S2", 20)},
				{Name: "p2", Faction: "F2", Plots: []string{"P2"}, Deck: sameDeck("S2", 20)},
			}}
			g, err := NewGame(lib, cfg)
			if err != nil {
				t.Fatal(err)
			}
			counted := false
			d := DeciderFunc(func(g *Game, p *Prompt) (Choice, error) {
				if p.ID != StepSetupPlace {
					return Choice{0}, nil // no mulligan
				}
				if !counted {
					counted = true
					per := map[*Card]int{}
					for _, o := range p.Options {
						if o.Kind == OptSetup && o.Text == "into-shadows" {
							per[o.Card]++
						}
					}
					for c, n := range per {
						if n != tt.want {
							t.Errorf("%s #%d offered into-shadows %d times, want %d", c.Def.Title, c.ID, n, tt.want)
						}
					}
					if tt.want > 0 && len(per) == 0 {
						t.Error("no into-shadows option")
					}
				}
				return Choice{}, ErrStop
			})
			if _, err := g.Run(d); err != ErrStop {
				t.Fatalf("run: %v", err)
			}
			if !counted {
				t.Fatal("no setup prompt")
			}
		})
	}
}
