package sim

import (
	"math"
	"strings"
	"testing"

	"github.com/thronescript/thronescript/dsl/syntax"
	"github.com/thronescript/thronescript/interp"
	"github.com/thronescript/thronescript/library"
	"github.com/thronescript/thronescript/rules"
)

func testConfig(t *testing.T, n int, kinds [2]string) Config {
	lib, decks := benchSetup(t)
	return Config{Lib: lib, Decks: decks, DeckNames: [2]string{"stark", "martell"}, Players: kinds, Games: n, Seed: 42}
}

func TestWilson(t *testing.T) {
	for _, tc := range []struct {
		k, n      int
		low, high float64
	}{
		// reference values of the Wilson score interval (z = 1.96)
		{50, 100, 0.4038, 0.5962},
		{0, 10, 0, 0.2775},
		{10, 10, 0.7225, 1},
		{81, 100, 0.7222, 0.8744},
	} {
		r := Wilson(tc.k, tc.n)
		if math.Abs(r.Low-tc.low) > 5e-4 || math.Abs(r.High-tc.high) > 5e-4 {
			t.Errorf("Wilson(%d, %d) = [%.4f, %.4f], want [%.4f, %.4f]", tc.k, tc.n, r.Low, r.High, tc.low, tc.high)
		}
		if r.Rate < r.Low || r.Rate > r.High {
			t.Errorf("Wilson(%d, %d): rate %.3f outside its interval", tc.k, tc.n, r.Rate)
		}
	}
}

// TestReportConsistent: wins and no-winner games add up to n, intervals
// shrink as n grows, per-card counts are plausible, and the report does
// not depend on the number of workers.
func TestReportConsistent(t *testing.T) {
	var widths []float64
	for _, n := range []int{25, 100, 400} {
		cfg := testConfig(t, n, [2]string{KindBot, KindRandom})
		res, err := Run(cfg)
		if err != nil {
			t.Fatal(err)
		}
		rep := Summarize(cfg, res, TitlesOf(cfg.Lib))
		sum := rep.Players[0].Wins.Wins + rep.Players[1].Wins.Wins + rep.NoWinner
		if sum != n {
			t.Errorf("n=%d: wins %d + %d + no winner %d = %d", n, rep.Players[0].Wins.Wins, rep.Players[1].Wins.Wins, rep.NoWinner, sum)
		}
		reasons := 0
		for _, v := range rep.Reasons {
			reasons += v
		}
		if reasons != n {
			t.Errorf("n=%d: reasons add up to %d", n, reasons)
		}
		if rep.Length.Min > int(rep.Length.Median) || float64(rep.Length.P90) < rep.Length.Median || rep.Length.Max < rep.Length.P90 {
			t.Errorf("n=%d: inconsistent lengths %+v", n, rep.Length)
		}
		for _, c := range rep.Cards {
			if c.Won > c.Played || c.Played > n {
				t.Errorf("n=%d: card %s: won %d of %d played games", n, c.Code, c.Won, c.Played)
			}
		}
		w := rep.Players[0].Wins
		widths = append(widths, w.High-w.Low)
	}
	for i := 1; i < len(widths); i++ {
		if widths[i] >= widths[i-1] {
			t.Errorf("interval widths do not shrink with n: %v", widths)
		}
	}
}

func TestReportDeterministic(t *testing.T) {
	render := func(workers int) string {
		cfg := testConfig(t, 60, [2]string{KindRandom, KindBot})
		cfg.Workers = workers
		res, err := Run(cfg)
		if err != nil {
			t.Fatal(err)
		}
		rep := Summarize(cfg, res, TitlesOf(cfg.Lib))
		return rendered(t, rep.WriteText, rep.WriteJSON)
	}
	a, b, c := render(1), render(3), render(1)
	cfg := testConfig(t, 60, [2]string{KindRandom, KindBot})
	res, _ := Run(cfg)
	areas := Summarize(cfg, res, nil).Areas
	if len(areas) == 0 {
		t.Fatal("no hidden area in the card counts")
	}
	if a != b || a != c {
		t.Errorf("reports differ between runs or worker counts")
	}
	for _, want := range []string{"Win rate by player", "First player", "Game length (rounds)", "into " + areas[0], "\"firstPlayer\"", "\"winRateWhenPlayed\""} {
		if !strings.Contains(a, want) {
			t.Errorf("report lacks %q", want)
		}
	}
}

// TestCardCounts checks the per-card counts against the log of one game.
func TestCardCounts(t *testing.T) {
	cfg := testConfig(t, 1, [2]string{KindBot, KindBot})
	r, err := PlayOne(cfg, 7)
	if err != nil {
		t.Fatal(err)
	}
	marshaled := 0
	for _, m := range r.Cards {
		for _, c := range m {
			marshaled += c.Marshaled
			if c.Drawn == 0 && c.Marshaled > 0 {
				t.Errorf("a card was marshaled but never drawn: %+v", c)
			}
		}
	}
	// replay the same game and count marshal log lines
	g, _ := rules.NewGame(cfg.Lib, rules.Config{Seed: 7, Players: []rules.DeckList{cfg.Decks[0], cfg.Decks[1]}})
	seat := make(Seat, 2)
	for k := range seat {
		seat[k], _ = NewDecider(KindBot, PlayerSeed(7, k))
	}
	if _, err := g.Run(seat); err != nil {
		t.Fatal(err)
	}
	want := 0
	for _, e := range g.Log() {
		if e.Msg == rules.MsgMarshals || e.Msg == rules.MsgMarshalsDuplicate {
			want++
		}
	}
	if marshaled != want || want == 0 {
		t.Errorf("marshaled %d, log has %d marshal lines", marshaled, want)
	}
}

func TestCompareSameLibrary(t *testing.T) {
	cfg := testConfig(t, 40, [2]string{KindBot, KindRandom})
	a, err := Run(cfg)
	if err != nil {
		t.Fatal(err)
	}
	b, err := Run(cfg)
	if err != nil {
		t.Fatal(err)
	}
	c := CompareResults(a, b, cfg.Seed, "same")
	if c.Diff != 0 || c.DiffLow != 0 || c.DiffHigh != 0 || c.ChangedGames != 0 {
		t.Errorf("the same library twice differs: %+v", c)
	}
	// flip half the winners: the difference and its interval follow
	for i := 0; i < len(b); i += 2 {
		b[i].Winner = 1 - b[i].Winner
	}
	c = CompareResults(a, b, cfg.Seed, "flipped")
	if c.ChangedGames != 20 || c.DiffLow > c.Diff || c.DiffHigh < c.Diff || c.DiffHigh-c.DiffLow <= 0 {
		t.Errorf("flipped comparison: %+v", c)
	}
}

// TestAlternate: with alternating decks, deck wins and player wins are
// counted separately and both add up to the games with a winner.
func TestAlternate(t *testing.T) {
	cfg := testConfig(t, 40, [2]string{KindBot, KindRandom})
	cfg.Alternate = true
	res, err := Run(cfg)
	if err != nil {
		t.Fatal(err)
	}
	swapped := 0
	for _, r := range res {
		if r.Swapped {
			swapped++
		}
	}
	if swapped != 20 {
		t.Errorf("%d of 40 games swapped, want 20", swapped)
	}
	rep := Summarize(cfg, res, nil)
	pw := rep.Players[0].Wins.Wins + rep.Players[1].Wins.Wins
	dw := rep.Decks[0].Wins + rep.Decks[1].Wins
	if pw != dw || pw+rep.NoWinner != 40 {
		t.Errorf("player wins %d, deck wins %d, no winner %d", pw, dw, rep.NoWinner)
	}
	// the bot wins most games whichever deck it plays: each deck wins
	// about half of the games, the bot most of them
	if rep.Players[0].Wins.Rate < 0.8 || math.Abs(rep.Decks[0].Rate-0.5) > 0.3 {
		t.Errorf("player rates %v, deck rates %v", rep.Players, rep.Decks)
	}
}

// TestHookFailuresAreNotAbilityUses: a Lua hook that fails logs a line, but
// the statistics count only the ability's use, not the failure.
func TestHookFailuresAreNotAbilityUses(t *testing.T) {
	base, decks := benchSetup(t)
	code := ""
	for _, c := range decks[0].Deck {
		if d := base.CardDef(c); d != nil && d.Type == rules.TypeCharacter {
			code = c
			break
		}
	}
	src := `card ` + code + ` "Failing Hook" {
  character
  faction neutral
  cost 0
  strength 1
  icons military
  lua ` + "`function boom(ctx) error(\"boom\") end`" + `
  forced-reaction boom {
    after marshaled self
    lua boom
  }
}
`
	var srcs []syntax.Source
	for _, f := range base.Files {
		srcs = append(srcs, syntax.Source{Name: f.Name, Src: base.Sources[f.Name]})
	}
	srcs = append(srcs, syntax.Source{Name: "my/failing.card", Src: []byte(src)})
	lib, ds := interp.Build(srcs, interp.WithReadFile(library.ReadFile))
	if ds.HasErrors() {
		t.Fatal(ds.Error())
	}
	cfg := Config{Lib: NewOverlay(lib), Decks: decks, DeckNames: [2]string{"a", "b"}, Players: [2]string{KindBot, KindBot}, Games: 1, Seed: 1}
	failures := 0
	for seed := uint64(1); seed <= 4; seed++ {
		r, err := PlayOne(cfg, seed)
		if err != nil {
			t.Fatal(err)
		}
		g, _ := rules.NewGame(cfg.Lib, rules.Config{Seed: seed, Players: []rules.DeckList{decks[0], decks[1]}})
		seat := make(Seat, 2)
		for k := range seat {
			seat[k], _ = NewDecider(KindBot, PlayerSeed(seed, k))
		}
		if _, err := g.Run(seat); err != nil {
			t.Fatal(err)
		}
		uses := 0
		for _, e := range g.Log() {
			switch {
			case e.Msg == rules.MsgUses && e.Card.ID != rules.NoCard && g.Cards[e.Card.ID].Def.Code == code && g.Cards[e.Card.ID].Owner == 0:
				uses++
			case e.Msg == rules.MsgCustom && strings.Contains(e.S, "boom"):
				failures++
			}
		}
		got := 0
		if c := r.Cards[0][code]; c != nil {
			got = c.Triggered
		}
		if got != uses {
			t.Errorf("seed %d: %d ability uses counted, the log has %d uses of the card", seed, got, uses)
		}
	}
	if failures == 0 {
		t.Fatalf("the failing hook never ran: the test proves nothing")
	}
}

// TestTallyLengths: the histogram of game lengths gives the same mean,
// median and 90th percentile as the sorted list it replaced.
func TestTallyLengths(t *testing.T) {
	tests := []struct {
		rounds []int
		want   Length
	}{
		{[]int{5}, Length{Mean: 5, Median: 5, P90: 5, Min: 5, Max: 5}},
		{[]int{3, 9, 4, 4}, Length{Mean: 5, Median: 4, P90: 9, Min: 3, Max: 9}},
		{[]int{1, 2, 3, 4, 5, 6, 7, 8, 9, 10}, Length{Mean: 5.5, Median: 5.5, P90: 9, Min: 1, Max: 10}},
		{[]int{7, 7, 7, 2, 2}, Length{Mean: 5, Median: 7, P90: 7, Min: 2, Max: 7}},
	}
	for _, tt := range tests {
		tl := NewTally(Config{})
		for _, r := range tt.rounds {
			tl.Add(&GameResult{Rounds: r, Winner: -1, First: -1})
		}
		if got := tl.Report(nil).Length; got != tt.want {
			t.Errorf("%v: %+v, want %+v", tt.rounds, got, tt.want)
		}
	}
}

// TestOffersCounted: a card's options offered and taken are counted once
// per game, a taken option was offered, marshaled cards were offered for
// marshaling, and the report flags cards offered often and never used.
func TestOffersCounted(t *testing.T) {
	cfg := testConfig(t, 1, [2]string{KindBot, KindRandom})
	r, err := PlayOne(cfg, 7)
	if err != nil {
		t.Fatal(err)
	}
	offered, used := 0, 0
	for _, m := range r.Cards {
		for code, c := range m {
			offered += c.Offered
			used += c.Used
			if c.Offered > 1 || c.Used > c.Offered || c.MarshalOffered > 1 {
				t.Errorf("%s: offered %d, used %d, marshal offered %d in one game", code, c.Offered, c.Used, c.MarshalOffered)
			}
			if c.Marshaled > 0 && c.MarshalOffered == 0 {
				t.Errorf("%s: marshaled but never offered for marshaling", code)
			}
		}
	}
	if offered == 0 || used == 0 {
		t.Errorf("offered %d, used %d: want both counted", offered, used)
	}
	tl := NewTally(cfg)
	for i := 0; i < NeverUsedMin; i++ {
		tl.Add(&GameResult{Winner: 0, Cards: [2]map[string]*CardCounts{{"a": {Offered: 1}, "b": {Offered: 1, Used: 1}, "c": {MarshalOffered: 1}}}})
	}
	rep := tl.Report(nil)
	var flagged []string
	for _, c := range rep.NeverUsedWhenAvailable {
		flagged = append(flagged, c.Code)
	}
	if strings.Join(flagged, ",") != "a,c" {
		t.Errorf("never used when available: %v, want a and c", flagged)
	}
}
