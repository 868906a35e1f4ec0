package rules

import "testing"

// drillConstant is a constant "each character you control gets +n STR".
func drillConstant(id string, n int) *Ability {
	return &Ability{ID: id, Kind: Constant, Constant: &ConstantSpec{
		Targets: func(ctx *Context, yield func(*Card)) {
			for _, c := range ctx.G.Characters(ctx.Player) {
				yield(c)
			}
		},
		Mod: &Modifier{Strength: n},
	}}
}

// grantConstant is a constant that gives each other character its
// controller controls the ability ab.
func grantConstant(ab *Ability) *Ability {
	return &Ability{ID: "grant", Kind: Constant, Constant: &ConstantSpec{
		Targets: func(ctx *Context, yield func(*Card)) {
			for _, c := range ctx.G.Characters(ctx.Player) {
				if c != ctx.Source {
					yield(c)
				}
			}
		},
		Mod: &Modifier{Abilities: []*Ability{ab}},
	}}
}

func TestGrantedConstants(t *testing.T) {
	banner := &KeywordDef{Name: "banner", Abilities: []*Ability{drillConstant("banner-drill", 1)}}
	grantor := &CardDef{Code: "G1", Title: "Drillmaster", Type: TypeCharacter, Cost: CostValue{Value: 1}, Strength: 1, Icons: IconMilitary,
		Abilities: []*Ability{grantConstant(drillConstant("granted-drill", 1))}}
	tests := []struct {
		name string
		p1   []ScenarioCard
		// grant adds the lasting effect (nil: none) to the first Footman.
		grant *Modifier
		// leave moves the first Footman to the discard pile afterwards.
		leave bool
		want  int // STR of the Knight (printed 3)
	}{
		{name: "no grant", p1: cards("play", "C1", "C4"), want: 3},
		{name: "lasting grants a constant ability", p1: cards("play", "C1", "C4"),
			grant: &Modifier{Abilities: []*Ability{drillConstant("gained", 2)}}, want: 5},
		{name: "lasting grants a keyword whose definition has a constant", p1: cards("play", "C1", "C4"),
			grant: &Modifier{Keywords: []KeywordInstance{kw("banner")}}, want: 4},
		{name: "grant ends when the card leaves play", p1: cards("play", "C1", "C4"),
			grant: &Modifier{Abilities: []*Ability{drillConstant("gained", 2)}}, leave: true, want: 3},
		// the Drillmaster's printed constant gives the Footman and the Knight
		// "+1 STR to your characters": two granted copies, each applied once.
		{name: "a constant grants a constant", p1: cards("play", "C1", "C4", "G1"), want: 5},
		{name: "a constant granted by a granted constant", p1: cards("play", "C1", "C4"),
			grant: &Modifier{Abilities: []*Ability{grantConstant(drillConstant("granted-drill", 1))}}, want: 4},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			lib := testLibrary()
			lib.Cards[grantor.Code] = grantor
			lib.Keywords = append(lib.Keywords, banner)
			s := Scenario{From: StepMarshalWindow, Players: []ScenarioPlayer{{Name: "p1", Cards: tt.p1}, {Name: "p2", Cards: cards("play", "C4")}}}
			g, err := NewScenario(lib, s)
			if err != nil {
				t.Fatal(err)
			}
			foot, knight := one(t, g, 0, "Footman"), one(t, g, 0, "Knight")
			exec(t, g, func(g *Game) {
				if tt.grant != nil {
					g.AddLasting(&Lasting{Ctx: &Context{G: g, Player: g.Player(0)}, Cards: []*Card{foot}, Spec: ConstantSpec{Mod: tt.grant}})
				}
				if tt.leave {
					g.Discard(&Context{G: g, Player: g.Player(0)}, false, foot)
				}
			})
			if got := g.Strength(knight); got != tt.want {
				t.Fatalf("Knight STR %d, want %d", got, tt.want)
			}
			// the opponent's characters are never affected.
			if got := g.Strength(one(t, g, 1, "Knight")); got != 3 {
				t.Fatalf("p2's Knight STR %d, want 3", got)
			}
		})
	}
}

func TestGrantedConstants_PlayerModifierFromGainedText(t *testing.T) {
	// A plot gains another plot's text box: its constant gives the player
	// an additional military challenge while the plot stays revealed.
	extra := &Ability{ID: "extra", Kind: Constant, Constant: &ConstantSpec{
		Players:   func(ctx *Context, yield func(*Player)) { yield(ctx.Player) },
		PlayerMod: &PlayerModifier{Challenges: [3]int{1, 0, 0}},
	}}
	g := marshalScenario(t, join(cards("play", "C1"), cards("plot", "P1")), nil, 0, 0)
	p1 := g.Player(0)
	plotCard := g.RevealedPlot(p1)
	if n := g.PlayerMods(p1).Challenges[Military]; n != 0 {
		t.Fatalf("additional military challenges before the grant: %d", n)
	}
	exec(t, g, func(g *Game) {
		g.AddLasting(&Lasting{Ctx: &Context{G: g, Player: p1, Source: plotCard}, Cards: []*Card{plotCard}, Spec: ConstantSpec{Mod: &Modifier{Abilities: []*Ability{extra}}}})
	})
	if n := g.PlayerMods(p1).Challenges[Military]; n != 1 {
		t.Fatalf("additional military challenges with the gained text: %d, want 1", n)
	}
	if n := g.PlayerMods(g.Player(1)).Challenges[Military]; n != 0 {
		t.Fatalf("the opponent got %d additional military challenges", n)
	}
}
