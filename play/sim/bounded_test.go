package sim

import (
	"runtime"
	"testing"
)

// TestRunEachHugeRun: a run of 2^26 games of which a shard plays two
// (games 0 and 2^25) allocates what two games need, not a result per game
// of the run (issue 20: -n 1000000000 ran out of memory before any game,
// the results sized by n up front; -n 100000000 took 3.4 GB).
func TestRunEachHugeRun(t *testing.T) {
	if testing.Short() {
		t.Skip("a loop over 2^26 game numbers")
	}
	cfg := testConfig(t, 1<<26, [2]string{KindRandom, KindRandom})
	cfg.Shard = Shard{K: 0, N: 1 << 25}
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	played := 0
	if err := RunEach(cfg, func(int, GameResult) { played++ }); err != nil {
		t.Fatal(err)
	}
	runtime.ReadMemStats(&after)
	t.Logf("%d MB allocated", (after.TotalAlloc-before.TotalAlloc)>>20)
	if played != 2 {
		t.Errorf("%d games played, want 2", played)
	}
	if alloc := after.TotalAlloc - before.TotalAlloc; alloc > 64<<20 {
		t.Errorf("two games of a 2^26-game run allocated %d MB", alloc>>20)
	}
}
