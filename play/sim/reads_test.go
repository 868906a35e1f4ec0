package sim

import (
	"fmt"
	"testing"

	"github.com/thronescript/thronescript/rules"
)

// TestReadsDeclarationsKeepGamesIdentical checks the engine's refresh
// skipping (rules.ConstantSpec.Reads, declared per word by the registry)
// and its memory reuse (rules.Reuse): games with every shipped deck, random
// and bot players (the Core and cycle decks and both waves' decks), each
// played in the memory of the one before, give the same log, byte for
// byte, and the same error, if any, as fresh games that recompute derived
// values after every change.
func TestReadsDeclarationsKeepGamesIdentical(t *testing.T) {
	lib, _ := benchSetup(t)
	decks, names := shippedDecks(t)
	for _, more := range []func(testing.TB) ([]rules.DeckList, []string){wave1Decks, wave2Decks} {
		wd, wn := more(t)
		decks, names = append(decks, wd...), append(names, wn...)
	}
	games := 16
	if testing.Short() {
		games = 2
	}
	var reuse rules.Reuse
	play := func(d1, d2 rules.DeckList, kinds [2]string, seed uint64, always bool) (uint64, error) {
		cfg := rules.Config{Seed: seed, Players: []rules.DeckList{d1, d2}, NoCache: always}
		if !always {
			cfg.Reuse = &reuse
		}
		g, err := rules.NewGame(lib, cfg)
		if err != nil {
			return 0, err
		}
		seat := make(Seat, 2)
		for k := range seat {
			seat[k], _ = NewDecider(kinds[k], PlayerSeed(seed, k))
		}
		_, err = g.Run(seat)
		h := g.LogHash()
		if err == nil {
			g.Recycle()
		}
		return h, err
	}
	for i, d1 := range decks {
		d2 := decks[(i+1)%len(decks)]
		for _, kinds := range [][2]string{{KindRandom, KindRandom}, {KindBot, KindRandom}} {
			for s := 1; s <= games; s++ {
				seed := uint64(100*i + s)
				name := fmt.Sprintf("%s vs %s, %s/%s, seed %d", names[i], names[(i+1)%len(decks)], kinds[0], kinds[1], seed)
				fast, err := play(d1, d2, kinds, seed, false)
				slow, err2 := play(d1, d2, kinds, seed, true)
				if fmt.Sprint(err) != fmt.Sprint(err2) {
					t.Fatalf("%s: %v (with caches), %v (without)", name, err, err2)
				}
				if err != nil {
					// an engine error (a loop of triggered abilities) is
					// the same game too when both runs end on it
					t.Logf("%s: %v (with and without caches)", name, err)
				}
				if fast != slow {
					t.Errorf("%s: log hash %x with skipped refreshes and reused memory, %x fresh and refreshing after every change", name, fast, slow)
				}
			}
		}
	}
}
