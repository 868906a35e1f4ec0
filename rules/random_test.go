package rules

import (
	"testing"
)

func playRandom(t testing.TB, lib Definitions, seed uint64) *Game {
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

func TestRandomDecider_PassWeight(t *testing.T) {
	g, _ := NewGame(testLibrary(), testConfig(3))
	res, err := g.Run(&RandomDecider{Seed: 3, PassWeight: 3})
	if err != nil || !res.Over {
		t.Fatalf("%+v %v", res, err)
	}
	p := &Prompt{Options: []Option{{Kind: OptCard}, {Kind: OptPass}}}
	passes := 0
	for i := 0; i < 400; i++ {
		g.choices = append(g.choices, 0)
		c, _ := (&RandomDecider{Seed: 1, PassWeight: 3}).Decide(g, p)
		if c.Index == 1 {
			passes++
		}
	}
	if passes < 250 || passes > 350 { // expected 4/5
		t.Fatalf("passes %d of 400", passes)
	}
}
