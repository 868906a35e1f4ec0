package rules

import (
	"testing"
)

func playRandom(t testing.TB, lib Library, seed uint64) *Game {
	t.Helper()
	g, err := NewGame(lib, testConfig(seed))
	if err != nil {
		t.Fatal(err)
	}
	res, err := g.Run(NewRandomDecider(seed * 7919))
	if err != nil {
		t.Fatalf("seed %d: %v", seed, err)
	}
	if !res.Over || res.Winner < 0 {
		t.Fatalf("seed %d: game did not end with a winner: %+v", seed, res)
	}
	return g
}

func TestRandomGamesReachAWinner(t *testing.T) {
	lib := testLibrary()
	reasons := map[string]int{}
	for seed := uint64(1); seed <= 20; seed++ {
		g := playRandom(t, lib, seed)
		reasons[g.Result().Reason]++
	}
	t.Logf("outcomes: %v", reasons)
}
