package scenario_test

import (
	"testing"

	"github.com/thronescript/thronescript/interp"
	"github.com/thronescript/thronescript/library"
	"github.com/thronescript/thronescript/scenario"
)

// BenchmarkScenarios measures running every scenario of the built-in
// library and the examples once (ns/op is per scenario).
func BenchmarkScenarios(b *testing.B) {
	lib, ds := library.Load(interp.NewRegistry(), library.Options{Builtin: true, Paths: []string{"../examples/keywords"}})
	if ds.HasErrors() {
		b.Fatal(ds.Error())
	}
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
