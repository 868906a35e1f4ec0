package scenario_test

import (
	"testing"

	"github.com/thronescript/thronescript/dsl/check"
	"github.com/thronescript/thronescript/interp"
	"github.com/thronescript/thronescript/library"
	"github.com/thronescript/thronescript/rules"
)

// TestStandardAreasAreTheEngines: every area the checker lets a scenario
// name without a keyword declaring it is an area of a (melee) game.
func TestStandardAreasAreTheEngines(t *testing.T) {
	lib, ds := library.Load(interp.NewRegistry(), library.Options{Prelude: true})
	if ds.HasErrors() {
		t.Fatal(ds.Error())
	}
	g, err := rules.NewScenario(lib, rules.Scenario{Players: make([]rules.ScenarioPlayer, 3), Melee: &rules.Melee{}})
	if err != nil {
		t.Fatal(err)
	}
	for _, a := range check.StandardAreas {
		if _, ok := g.AreaByName(a); !ok {
			t.Errorf("check.StandardAreas names %q, which the engine does not have", a)
		}
	}
}
