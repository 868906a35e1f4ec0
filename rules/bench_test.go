package rules

import (
	"sync"
	"syscall"
	"testing"
	"time"
)

func cpuTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// BenchmarkRandomGame plays full random games with the test decks
// (single-threaded). Besides wall-clock games/s it reports process CPU time
// per game, which stays meaningful on a loaded machine (it includes the
// garbage collector's work).
func BenchmarkRandomGame(b *testing.B) {
	lib := testLibrary()
	b.ReportAllocs()
	var decisions, rounds int
	cfg := testConfig(0)
	cpu0 := cpuTime()
	for i := 0; i < b.N; i++ {
		seed := uint64(i + 1)
		cfg.Seed = seed
		g, err := NewGame(lib, cfg)
		if err != nil {
			b.Fatal(err)
		}
		if _, err := g.Run(NewRandomDecider(seed)); err != nil {
			b.Fatal(err)
		}
		decisions += g.Decisions()
		rounds += g.Round
	}
	cpu := cpuTime() - cpu0
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "games/s")
	if cpu > 0 {
		b.ReportMetric(float64(b.N)/cpu.Seconds(), "games/cpu-s")
	}
	b.ReportMetric(float64(decisions)/float64(b.N), "decisions/game")
	b.ReportMetric(float64(rounds)/float64(b.N), "rounds/game")
}

// BenchmarkRandomGameParallel plays random games on every core (games are
// independent values: no shared state).
func BenchmarkRandomGameParallel(b *testing.B) {
	lib := testLibrary()
	b.ReportAllocs()
	var next uint64
	var mu sync.Mutex
	base := testConfig(0)
	b.RunParallel(func(pb *testing.PB) {
		for pb.Next() {
			mu.Lock()
			next++
			seed := next
			mu.Unlock()
			cfg := base
			cfg.Seed = seed
			g, err := NewGame(lib, cfg)
			if err != nil {
				b.Error(err)
				return
			}
			if _, err := g.Run(NewRandomDecider(seed)); err != nil {
				b.Error(err)
				return
			}
		}
	})
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "games/s")
}
