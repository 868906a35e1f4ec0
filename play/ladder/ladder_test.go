package ladder

import (
	"bytes"
	"math"
	"strings"
	"testing"

	"github.com/thronescript/thronescript/internal/gametest"
	"github.com/thronescript/thronescript/play/sim"
)

// TestFit: ratings follow the results; of two kinds, one that wins 3 of 4
// is 147 Elo above the other (with the half virtual win each way: 3.5 to
// 1.5); an unbeaten kind keeps a finite rating.
func TestFit(t *testing.T) {
	var gs []game
	for i := 0; i < 4; i++ {
		w := 1
		if i == 0 {
			w = 0
		}
		gs = append(gs, game{0, 1, w}, game{1, 2, 2})
	}
	r := fit(3, gs)
	if r[0] != 0 || !(r[1] > 0) || !(r[2] > r[1]) || math.IsInf(r[2], 0) || math.IsNaN(r[2]) {
		t.Fatalf("ratings %v", r)
	}
	// two kinds: the fit is exact
	r = fit(2, []game{{0, 1, 0}, {0, 1, 1}, {0, 1, 1}, {0, 1, 1}})
	if want := 400 * math.Log10(3.5/1.5); math.Abs(r[1]-want) > 1 {
		t.Errorf("kind 1: %.0f, want %.0f", r[1], want)
	}
}

// TestLadderDeterministic: the same seed gives the same ladder with one
// and with two workers; the bot rates above random.
func TestLadderDeterministic(t *testing.T) {
	lib, decks := gametest.TwoDecks(t)
	text := func(workers int) (string, *Report) {
		base := sim.Config{Lib: lib, Decks: decks, DeckNames: [2]string{"a", "b"}, Seed: 4, Workers: workers}
		r, err := Run(Config{Base: base, Kinds: []string{sim.KindRandom, sim.KindBot}, Games: 10})
		if err != nil {
			t.Fatal(err)
		}
		return reportText(t, r), r
	}
	a, r := text(1)
	b, _ := text(2)
	if a != b {
		t.Errorf("1 worker:\n%s\n2 workers:\n%s", a, b)
	}
	if r.Ratings[1].Rating <= 0 || r.Ratings[1].Low <= 0 || !strings.Contains(a, "random       vs bot") {
		t.Errorf("the bot should rate above random:\n%s", a)
	}
}

// TestLadderMeta: over three decks each pair of kinds plays its games on
// each of the three pairs of decks.
func TestLadderMeta(t *testing.T) {
	names := []string{"greyjoy-lion-raiders.txt", "lannister-kraken-schemes.txt", "stark-shadows-of-the-north.txt"}
	lib, decks := gametest.Decks(t, names...)
	m := sim.MetaConfig{Base: sim.Config{Lib: lib, Seed: 2}, Decks: decks, Names: names}
	r, err := RunMeta(Config{Base: m.Base, Kinds: []string{sim.KindRandom, sim.KindBot}, Games: 4}, m)
	if err != nil {
		t.Fatal(err)
	}
	if text := reportText(t, r); len(r.Pairs) != 1 || r.Pairs[0].Wins.Of != 12 || !strings.Contains(text, "on each of the 3 pairs of decks") {
		t.Errorf("want 12 games over 3 pairs of decks:\n%s", text)
	}
}

// reportText is the ladder report as text; an error fails t.
func reportText(t *testing.T, r *Report) string {
	t.Helper()
	var b strings.Builder
	if err := r.WriteText(&b); err != nil {
		t.Fatal(err)
	}
	return b.String()
}

// TestGamesWith: a pairing with a kind named in GamesWith (in full or by
// its name before the colon) plays that many games, the fewest when both
// kinds are named; the others play Games; the header says so.
func TestGamesWith(t *testing.T) {
	cfg := Config{Games: 20, GamesWith: map[string]int{"search": 2, "bot": 6, "search:8": 4}}
	for _, c := range []struct {
		a, b string
		want int
	}{
		{"random", "bot", 6},
		{"random", "random", 20},
		{"bot", "search", 2},
		{"random", "search:8", 2}, // search and search:8 both match: the fewest
		{"random", "search:16", 2},
		{"bot:1", "random", 6},
	} {
		if got := cfg.gamesOf(c.a, c.b); got != c.want {
			t.Errorf("%s vs %s: %d games, want %d", c.a, c.b, got, c.want)
		}
	}
	if s := cfg.stride(); s != 20 {
		t.Errorf("stride %d, want 20", s)
	}
	lib, decks := gametest.TwoDecks(t)
	base := sim.Config{Lib: lib, Decks: decks, DeckNames: [2]string{"a", "b"}, Seed: 4, Workers: 1}
	r, err := Run(Config{Base: base, Kinds: []string{sim.KindRandom, sim.KindBot}, Games: 10, GamesWith: map[string]int{"bot": 2}})
	if err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	if err := r.WriteText(&b); err != nil {
		t.Fatal(err)
	}
	if r.Pairs[0].Wins.Of != 2 || !strings.Contains(b.String(), "10 (with bot: 2) games per pair") {
		t.Errorf("want 2 games of random vs bot:\n%s", b.String())
	}
}
