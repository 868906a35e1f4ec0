package interp_test

import (
	"strings"
	"testing"

	"github.com/thronescript/thronescript/dsl/diag"
	"github.com/thronescript/thronescript/dsl/syntax"
	"github.com/thronescript/thronescript/interp"
	"github.com/thronescript/thronescript/rules"
)

// TestConstantTargetsListNothing: a constant ability's body visits the
// cards its selector matches in turn (ConstantSpec.Targets), without
// making a list of them: derived values are refreshed hundreds of times a
// game, and the lists were 8% of the bytes a random game allocated.
func TestConstantTargetsListNothing(t *testing.T) {
	src := `card 90910 "Rallying Banner" {
  location
  faction neutral
  cost 1
  constant rally {
    do give each character controlled-by you +1 strength
  }
}
card 90911 "Footman" {
  character
  faction neutral
  cost 1
  strength 1
  icons military
}
`
	lib, ds := interp.Build([]syntax.Source{{Name: "banner.card", Src: []byte(src)}, prelude(t)}, interp.WithWorkers(1))
	if ds.HasErrors() {
		var b strings.Builder
		_ = diag.WriteText(&b, ds.Errors(), lib.Sources)
		t.Fatalf("the test cards do not load:\n%s", b.String())
	}
	g, err := rules.NewScenario(lib, rules.Scenario{From: "marshaling-window", Players: []rules.ScenarioPlayer{
		{Cards: []rules.ScenarioCard{{Code: "90910", Area: "play"}, {Code: "90911", Area: "play"}, {Code: "90911", Area: "play"}, {Code: "90911", Area: "deck"}}},
		{Cards: []rules.ScenarioCard{{Code: "90911", Area: "play"}, {Code: "90911", Area: "deck"}}}}})
	if err != nil {
		t.Fatal(err)
	}
	var banner *rules.Card
	for _, c := range g.Cards {
		if c.Def.Code == "90910" {
			banner = c
		}
	}
	spec := banner.Def.Abilities[0].Constant
	ctx := &rules.Context{G: g, Source: banner, Ability: banner.Def.Abilities[0], Player: g.Player(0)}
	n := 0
	count := func(*rules.Card) { n++ }
	spec.Targets(ctx, count)
	if n != 2 {
		t.Fatalf("the constant applies to %d characters, want your 2", n)
	}
	if allocs := testing.AllocsPerRun(100, func() { spec.Targets(ctx, count) }); allocs > 0 {
		t.Errorf("%.1f allocations per visit of the constant's targets, want 0", allocs)
	}
}
