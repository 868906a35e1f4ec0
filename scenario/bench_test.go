package scenario_test

import (
	"testing"

	"github.com/thronescript/thronescript/internal/gametest"
	"github.com/thronescript/thronescript/scenario"
)

// BenchmarkScenarios measures running every scenario of the built-in
// library and the examples once (ns/op is per scenario).
func BenchmarkScenarios(b *testing.B) {
	lib := gametest.Library(b, "../examples/keywords")
	scs := lib.Checked.Scenarios
	if len(scs) == 0 {
		b.Fatal("no scenarios")
	}
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		if res := scenario.Run(lib, scs[i%len(scs)]); !res.Passed() {
			b.Fatalf("scenario %q failed", res.Name)
		}
		i++
	}
	b.ReportMetric(float64(len(scs)), "scenarios")
}
