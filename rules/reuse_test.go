package rules

import "testing"

// TestReuse_GamesInRecycledMemoryAreIdentical plays games one after another
// in the memory of the game before (Config.Reuse, Game.Recycle) and checks
// each log against the same game played in fresh memory.
func TestReuse_GamesInRecycledMemoryAreIdentical(t *testing.T) {
	lib := testLibrary()
	var r Reuse
	for seed := uint64(1); seed <= 12; seed++ {
		fresh := playRandom(t, lib, seed)
		cfg := testConfig(seed)
		cfg.Reuse = &r
		g, err := NewGame(lib, cfg)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := g.Run(NewRandomDecider(seed * 7919)); err != nil {
			t.Fatal(err)
		}
		if got, want := g.LogHash(), fresh.LogHash(); got != want {
			t.Fatalf("seed %d: log hash %x in recycled memory, %x in fresh memory", seed, got, want)
		}
		if seed > 1 && (cap(g.log) == 0 || len(g.evChunks) == 0) {
			t.Fatalf("seed %d: the game did not take the recycled memory", seed)
		}
		g.Recycle()
		if g.log != nil || g.Cards != nil || len(r.log) != 0 || cap(r.log) == 0 || len(r.events) == 0 {
			t.Fatalf("seed %d: Recycle did not hand the memory over", seed)
		}
	}
}

// TestReuse_TakenOnce checks that a second game built from a Reuse before
// the first is recycled gets its own memory.
func TestReuse_TakenOnce(t *testing.T) {
	lib := testLibrary()
	var r Reuse
	a := playRandom(t, lib, 1)
	a.reuse = &r
	a.Recycle()
	cfg := testConfig(2)
	cfg.Reuse = &r
	g1, _ := NewGame(lib, cfg)
	g2, _ := NewGame(lib, cfg)
	if &g1.log[:1][0] == &g2.log[:1][0] || &g1.cardStore[0] == &g2.cardStore[0] {
		t.Fatal("two live games share memory")
	}
	if g1.start.Config.Reuse != nil {
		t.Fatal("the saved start holds the Reuse")
	}
}
