package sim

import (
	"path/filepath"
	"runtime"
	"sync"
	"sync/atomic"
	"testing"

	"github.com/thronescript/thronescript/interp"
	"github.com/thronescript/thronescript/library"
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
		lib, ds := library.Load(interp.NewRegistry(), library.Options{Builtin: true})
		if ds.HasErrors() {
			panic(ds.Error())
		}
		ix := library.IndexOf(lib).Deck()
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

// shippedDecks reads every deck in examples/decks (Core Set and cycle
// cards), with their file names.
func shippedDecks(tb testing.TB) ([]rules.DeckList, []string) {
	tb.Helper()
	return decksIn(tb, "../../examples/decks", "shipped", 6)
}

// wave1Decks reads the decks of examples/decks/wave1: one per great house,
// built from the Core Set and the packs of the card pool's first wave.
func wave1Decks(tb testing.TB) ([]rules.DeckList, []string) {
	tb.Helper()
	return decksIn(tb, "../../examples/decks/wave1", "wave-1", 8)
}

// wave2Decks reads the decks of examples/decks/wave2: one per great house,
// built from the Core Set and the packs of both waves up to Sands of Dorne.
func wave2Decks(tb testing.TB) ([]rules.DeckList, []string) {
	tb.Helper()
	return decksIn(tb, "../../examples/decks/wave2", "wave-2", 8)
}

// decksIn reads the deck lists (.txt and .json files) of a folder, with
// their file names; fewer than least (the folder's what) fail tb.
func decksIn(tb testing.TB, dir, what string, least int) ([]rules.DeckList, []string) {
	tb.Helper()
	lib, _ := benchSetup(tb)
	ix := library.IndexOf(lib).Deck()
	files, _ := filepath.Glob(filepath.Join(dir, "*"))
	var decks []rules.DeckList
	var names []string
	for _, f := range files {
		if ext := filepath.Ext(f); ext != ".txt" && ext != ".json" {
			continue
		}
		dl, _, ds := ReadDeck(f, ix)
		if ds.HasErrors() {
			tb.Fatalf("%s: %v", f, ds.Error())
		}
		decks = append(decks, dl)
		names = append(names, filepath.Base(f))
	}
	if len(decks) < least {
		tb.Fatalf("found %d %s decks, want ≥ %d", len(decks), what, least)
	}
	return decks, names
}

// BenchmarkRandomGameAllDecks plays random games with every ordered pair
// of shipped decks in turn (game i uses pair i mod pairs), on all cores:
// the library-wide figure next to BenchmarkRandomGame's single pairing.
func BenchmarkRandomGameAllDecks(b *testing.B) {
	decks, _ := shippedDecks(b)
	allPairs(b, decks)
}

// BenchmarkRandomGameWave1Decks is BenchmarkRandomGameAllDecks over the
// decks of the card pool's first wave (examples/decks/wave1).
func BenchmarkRandomGameWave1Decks(b *testing.B) {
	decks, _ := wave1Decks(b)
	allPairs(b, decks)
}

// BenchmarkRandomGameWave2Decks is BenchmarkRandomGameAllDecks over the
// decks of the card pool's second wave (examples/decks/wave2).
func BenchmarkRandomGameWave2Decks(b *testing.B) {
	decks, _ := wave2Decks(b)
	allPairs(b, decks)
}

// allPairs plays random games with every ordered pair of the decks in
// turn (game i uses pair i mod pairs), on all cores.
func allPairs(b *testing.B, decks []rules.DeckList) {
	lib, _ := benchSetup(b)
	var pairs [][2]rules.DeckList
	for i := range decks {
		for j := range decks {
			if i != j {
				pairs = append(pairs, [2]rules.DeckList{decks[i], decks[j]})
			}
		}
	}
	gamesInParallel(b, func() func(n uint64) bool {
		var w Worker
		return func(n uint64) bool {
			i := n - 1
			cfg := Config{Lib: lib, Decks: pairs[i%uint64(len(pairs))], Players: [2]string{KindRandom, KindRandom}}
			_, err := w.Play(cfg, i/uint64(len(pairs))+1)
			return noError(b, err)
		}
	})
}

func benchGames(b *testing.B, kinds [2]string) {
	lib, decks := benchSetup(b)
	cfg := Config{Lib: lib, Decks: decks, Players: kinds}
	var mu sync.Mutex
	rounds := 0
	gamesInParallel(b, func() func(n uint64) bool {
		var w Worker
		return func(n uint64) bool {
			r, err := w.Play(cfg, n)
			if !noError(b, err) {
				return false
			}
			mu.Lock()
			rounds += r.Rounds
			mu.Unlock()
			return true
		}
	})
	b.ReportMetric(float64(rounds)/float64(b.N), "rounds/game")
	b.ReportMetric(float64(retainedPerGame(b, kinds, 20)), "retained-B/game")
}

// retainedPerGame measures the heap a finished game keeps alive (its state
// and log): the live heap after a GC with n finished games held, minus the
// live heap before, divided by n.
func retainedPerGame(tb testing.TB, kinds [2]string, n int) uint64 {
	lib, decks := benchSetup(tb)
	seat := make(Seat, 2)
	// one game first: the library's lazily built tables (as the titles a
	// "name a card" offers) are the library's, not a game's
	warm, err := rules.NewGame(lib, rules.Config{Seed: uint64(n + 1), Players: []rules.DeckList{decks[0], decks[1]}})
	if err != nil {
		tb.Fatal(err)
	}
	for k := range seat {
		seat[k], _ = NewDecider(kinds[k], PlayerSeed(uint64(n+1), k))
	}
	if _, err := warm.Run(seat); err != nil {
		tb.Fatal(err)
	}
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	games := make([]*rules.Game, n)
	for i := range games {
		g, err := rules.NewGame(lib, rules.Config{Seed: uint64(i + 1), Players: []rules.DeckList{decks[0], decks[1]}})
		if err != nil {
			tb.Fatal(err)
		}
		for k := range seat {
			seat[k], _ = NewDecider(kinds[k], PlayerSeed(uint64(i+1), k))
		}
		if _, err := g.Run(seat); err != nil {
			tb.Fatal(err)
		}
		games[i] = g
	}
	runtime.GC()
	runtime.ReadMemStats(&after)
	runtime.KeepAlive(games)
	if after.HeapAlloc < before.HeapAlloc {
		return 0
	}
	return (after.HeapAlloc - before.HeapAlloc) / uint64(n)
}

// TestRetainedPerGame checks the memory goal: a finished game keeps at
// most 200 KB alive.
func TestRetainedPerGame(t *testing.T) {
	for _, kinds := range [][2]string{{KindRandom, KindRandom}, {KindBot, KindBot}} {
		b := retainedPerGame(t, kinds, 20)
		t.Logf("%s vs %s: %d bytes retained per finished game", kinds[0], kinds[1], b)
		if b > 200<<10 {
			t.Errorf("%s games retain %d bytes each (goal ≤ 200 KB)", kinds[0], b)
		}
	}
}

// BenchmarkRandomGameNoStats is BenchmarkRandomGame without the statistics
// observer: the engine's own speed with the interpreted library.
func BenchmarkRandomGameNoStats(b *testing.B) {
	lib, decks := benchSetup(b)
	gamesInParallel(b, func() func(n uint64) bool {
		var reuse rules.Reuse
		return func(n uint64) bool {
			g, err := rules.NewGame(lib, rules.Config{Seed: n, Players: []rules.DeckList{decks[0], decks[1]}, Reuse: &reuse})
			if !noError(b, err) {
				return false
			}
			if _, err := g.Run(rules.NewRandomDecider(n)); err != nil && err != rules.ErrBudget {
				b.Error(err)
				return false
			}
			g.Recycle()
			return true
		}
	})
}

// gamesInParallel plays b.N games on all cores and reports the game rates:
// each goroutine makes its player with newPlayer, which plays game n (1,
// 2, …) and returns false to stop.
func gamesInParallel(b *testing.B, newPlayer func() func(n uint64) bool) {
	b.ReportAllocs()
	b.ResetTimer()
	cpu0 := cpuSeconds()
	var next atomic.Uint64
	b.RunParallel(func(pb *testing.PB) {
		play := newPlayer()
		for pb.Next() {
			if !play(next.Add(1)) {
				return
			}
		}
	})
	b.StopTimer()
	reportGameRates(b, cpu0)
}

// noError reports whether err is nil; an error fails the benchmark.
func noError(b *testing.B, err error) bool {
	if err != nil {
		b.Error(err)
	}
	return err == nil
}

// reportGameRates reports games per second of wall time (the throughput
// on all cores) and games per CPU-second (one core's share, steadier on a
// loaded machine), cpu0 being the CPU time when the timer started.
func reportGameRates(b *testing.B, cpu0 float64) {
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "games/s")
	if cpu := cpuSeconds(); cpu0 >= 0 && cpu > cpu0 {
		b.ReportMetric(float64(b.N)/(cpu-cpu0), "games/cpu-s")
	}
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
		_, ds := library.Load(interp.NewRegistry(), library.Options{Builtin: true})
		if ds.HasErrors() {
			b.Fatal(ds.Error())
		}
	}
}
