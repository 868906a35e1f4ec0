package gametest

import (
	"strings"
	"testing"

	"github.com/thronescript/thronescript/dsl/check"
	"github.com/thronescript/thronescript/dsl/diag"
	"github.com/thronescript/thronescript/interp"
	"github.com/thronescript/thronescript/scenario"
)

// Failures renders a scenario result's failures in their sources.
func Failures(lib *interp.Library, res *scenario.Result) string {
	return diag.Text(res.Failures, lib.Sources)
}

// RunScenarios runs each of the library's scenarios that keep accepts (all
// when keep is nil) as a subtest named after it; a scenario that fails
// fails its subtest with the failures and the game's log. It returns how
// many ran.
func RunScenarios(t *testing.T, lib *interp.Library, keep func(*check.Scenario) bool) int {
	t.Helper()
	n := 0
	for _, sc := range lib.Checked.Scenarios {
		if keep != nil && !keep(sc) {
			continue
		}
		n++
		t.Run(sc.Name, func(t *testing.T) {
			if res := scenario.Run(lib, sc); !res.Passed() {
				t.Errorf("%s\nlog:\n  %s", Failures(lib, res), strings.Join(res.Log, "\n  "))
			}
		})
	}
	return n
}
