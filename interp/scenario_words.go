package interp

import (
	"github.com/thronescript/thronescript/dsl/check"
	"github.com/thronescript/thronescript/rules"
)

// registerScenarioWords declares, for the checker, the areas and events a
// scenario may name beyond the phrase vocabulary: the engine's standard
// areas and those words of this registry declare at run time, and every
// event of the engine's event table (`until EVENT`).
func registerScenarioWords(r *Registry) {
	r.set.Declare("area", check.StandardAreas...)
	for _, a := range effectAreas {
		r.set.Declare("area", a.def.Name)
	}
	r.set.Declare("area", rules.AreaNameResolving, rules.AreaNameRemoved)
	for _, ev := range rules.Events() {
		r.set.Declare("event", ev.Name)
	}
}
