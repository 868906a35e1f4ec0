package sim

import (
	"runtime"
	"sync"
	"testing"

	"github.com/thronescript/thronescript/interp"
	"github.com/thronescript/thronescript/rules"
)

var (
	benchOnce sync.Once
	benchLib  *interp.Library
	benchDeck [2]rules.DeckList
)

// benchSetup loads the built-in library and two shipped decks (Core Set and
// first-cycle cards) once.
func benchSetup(tb testing.TB) (*interp.Library, [2]rules.DeckList) {
	tb.Helper()
	benchOnce.Do(func() {
		lib, ds := interp.Load(interp.NewRegistry(), interp.Options{Builtin: true})
		if ds.HasErrors() {
			panic(ds.Error())
		}
		ix := DeckIndex(lib)
		for k, f := range [2]string{"../../examples/decks/greyjoy-lion-raiders.txt", "../../examples/decks/lannister-kraken-schemes.txt"} {
			dl, _, ds := ReadDeck(f, ix)
			if ds.HasErrors() {
				panic(ds.Error())
			}
			benchDeck[k] = dl
		}
		benchLib = lib
	})
	return benchLib, benchDeck
}

func benchGames(b *testing.B, kinds [2]string) {
	lib, decks := benchSetup(b)
	cfg := Config{Lib: lib, Decks: decks, Players: kinds}
	b.ReportAllocs()
	var ms0, ms1 runtime.MemStats
	runtime.ReadMemStats(&ms0)
	b.ResetTimer()
	var mu sync.Mutex
	seed := uint64(0)
	rounds := 0
	b.RunParallel(func(pb *testing.PB) {
		for pb.Next() {
			mu.Lock()
			seed++
			s := seed
			mu.Unlock()
			r, err := PlayOne(cfg, s)
			if err != nil {
				b.Error(err)
				return
			}
			mu.Lock()
			rounds += r.Rounds
			mu.Unlock()
		}
	})
	b.StopTimer()
	runtime.ReadMemStats(&ms1)
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "games/s")
	b.ReportMetric(float64(rounds)/float64(b.N), "rounds/game")
	_ = ms0
	_ = ms1
}

// BenchmarkRandomGame plays full games between two random deciders with
// two shipped decks, on all cores (games/s is the throughput).
func BenchmarkRandomGame(b *testing.B) { benchGames(b, [2]string{KindRandom, KindRandom}) }

// BenchmarkBotGame plays full games between two bots.
func BenchmarkBotGame(b *testing.B) { benchGames(b, [2]string{KindBot, KindBot}) }

// BenchmarkLibraryLoad loads, checks and compiles the built-in library.
func BenchmarkLibraryLoad(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		_, ds := interp.Load(interp.NewRegistry(), interp.Options{Builtin: true})
		if ds.HasErrors() {
			b.Fatal(ds.Error())
		}
	}
}
