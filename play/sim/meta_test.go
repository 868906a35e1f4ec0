package sim

import "testing"

// TestMetaPoolsEveryPair: three decks make three pairs; every deck plays
// in two of them; the pooled figures add up to the pairs' and the report
// is the same with one and with two workers.
func TestMetaPoolsEveryPair(t *testing.T) {
	lib, _ := benchSetup(t)
	decks, names := shippedDecks(t)
	m := MetaConfig{Base: Config{Lib: lib, Players: [2]string{KindBot, KindBot}, Games: 4, Seed: 3}, Decks: decks[:3], Names: names[:3]}
	text := func(workers int) (string, *MetaReport) {
		m.Base.Workers = workers
		r, err := RunMeta(m, nil)
		if err != nil {
			t.Fatal(err)
		}
		return rendered(t, r.WriteText), r
	}
	a, r := text(1)
	if b, _ := text(2); a != b {
		t.Errorf("1 worker:\n%s\n2 workers:\n%s", a, b)
	}
	if len(r.Pairs) != 3 || r.AllGames != 12 {
		t.Fatalf("%d pairs, %d games; want 3 and 12", len(r.Pairs), r.AllGames)
	}
	wins, pairWins := 0, 0
	for _, d := range r.Decks {
		if d.Of != 8 {
			t.Errorf("deck %s played %d games, want 8", d.Label, d.Of)
		}
		wins += d.Wins
	}
	for _, p := range r.Pairs {
		pairWins += p.Wins.Of
	}
	if wins != r.AllGames-r.NoWinner || pairWins != r.AllGames || r.Seats[0].Wins+r.Seats[1].Wins != wins {
		t.Errorf("deck wins %d, seat wins %d+%d, pair games %d of %d games", wins, r.Seats[0].Wins, r.Seats[1].Wins, pairWins, r.AllGames)
	}
	if r.Play.Challenges == 0 || r.Defended.Of != r.Play.Challenges {
		t.Errorf("challenges %d, defended %+v", r.Play.Challenges, r.Defended)
	}
	// pair 1 (decks 0 and 2) is the run PairConfig gives
	res, err := Run(m.PairConfig(1, 0, 2))
	if err != nil {
		t.Fatal(err)
	}
	w := 0
	for _, g := range res {
		if (g.Winner == 0) != g.Swapped && g.Winner >= 0 {
			w++
		}
	}
	if r.Pairs[1].Wins.Wins != w {
		t.Errorf("pair 1: %d wins of the first deck, its run says %d", r.Pairs[1].Wins.Wins, w)
	}
}
