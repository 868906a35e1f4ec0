package lua

import (
	"sync"
	"testing"
)

// TestProgramsSharedAcrossWorkers: one compiled Program is used by several
// worker goroutines, each with its own Runner; results and step counts are
// identical everywhere (run with -race to check for data races).
func TestProgramsSharedAcrossWorkers(t *testing.T) {
	p, ds := Compile("shared.lua", benchCard)
	if ds != nil {
		t.Fatal(ds)
	}
	const workers, calls = 4, 200
	results := make([][]int, workers)
	var wg sync.WaitGroup
	for w := range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			r := NewRunner(Limits{})
			defer r.Close()
			for i := range calls {
				h := newFakeHost()
				hook, kind := "targets", Targets
				if i%2 == 1 {
					hook, kind = "resolve", Resolve
				}
				res, err := r.Call(h, Call{Program: p, Hook: hook, Kind: kind, Card: 1, You: 1, Targets: []CardID{3}})
				if err != nil {
					t.Error(err)
					return
				}
				results[w] = append(results[w], res.Steps, len(res.Cards), len(h.log))
			}
		}()
	}
	wg.Wait()
	for w := 1; w < workers; w++ {
		if len(results[w]) != len(results[0]) {
			t.Fatalf("worker %d made %d results, worker 0 %d", w, len(results[w]), len(results[0]))
		}
		for i := range results[0] {
			if results[w][i] != results[0][i] {
				t.Fatalf("worker %d differs at %d: %d vs %d", w, i, results[w][i], results[0][i])
			}
		}
	}
}
