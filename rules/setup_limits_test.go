package rules

import "testing"

// setupAgenda is a test agenda with one constant player modifier on its
// controller (both players have it: "You cannot place cards during setup", "You cannot spend
// more than 4 gold during setup").
func setupAgenda(m *PlayerModifier) *CardDef {
	return &CardDef{Code: "XA", Title: "Setup Agenda", Type: TypeAgenda, Abilities: []*Ability{{
		ID: "setup-agenda", Kind: Constant, Constant: &ConstantSpec{Players: func(ctx *Context, y func(*Player)) { y(ctx.Player) }, PlayerMod: m}}}}
}

// TestRR_SetupLimits: a player restriction (setup) and a player value
// (setup-gold) reach setup step 3, which placed up to a fixed 8 gold.
func TestRR_SetupLimits(t *testing.T) {
	tests := []struct {
		name string
		mod  *PlayerModifier
		want int // Knights (cost 3) each player places, as many as allowed
	}{
		{name: "no agenda text", mod: &PlayerModifier{}, want: 2},
		{name: "cannot place setup cards", mod: &PlayerModifier{Cannot: []string{CannotSetup}}, want: 0},
		{name: "setup gold -4", mod: &PlayerModifier{Values: []Token{{ValueSetupGold, -4}}}, want: 1},
		{name: "setup gold +1", mod: &PlayerModifier{Values: []Token{{ValueSetupGold, 1}}}, want: 3},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			cfg := Config{Seed: 42, Players: []DeckList{
				{Name: "p1", Faction: "F1", Agenda: "XA", Plots: []string{"P1"}, Deck: sameDeck("C4", 20)},
				{Name: "p2", Faction: "F2", Agenda: "XA", Plots: []string{"P2"}, Deck: sameDeck("C4", 20)},
			}}
			g, err := NewGame(NewDefinitions(append(testDefs(), setupAgenda(tt.mod)), testKeywords()), cfg)
			if err != nil {
				t.Fatal(err)
			}
			script := []string{"no", "no"}
			for i := 0; i < 2*tt.want; i++ {
				script = append(script, "Knight")
			}
			play(t, g, script...)
			for p := 0; p < 2; p++ {
				if n := len(inPlay(g, p)); n != tt.want {
					t.Fatalf("p%d placed %d setup cards, want %d", p+1, n, tt.want)
				}
			}
		})
	}
}
