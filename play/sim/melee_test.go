package sim

import (
	"bytes"
	"encoding/json"
	"slices"
	"strings"
	"testing"
)

// meleeConfig is a melee run of the first n shipped melee decks.
func meleeConfig(t testing.TB, n, games int, kinds ...string) MeleeConfig {
	lib, _ := benchSetup(t)
	decks, names := decksIn(t, "../../examples/decks/melee", "melee", 6)
	if len(kinds) == 0 {
		for range n {
			kinds = append(kinds, KindBot)
		}
	}
	return MeleeConfig{Lib: lib, Titles: MeleeTitles(lib), Decks: decks[:n], DeckNames: names[:n], Players: kinds, Games: games, Seed: 11}
}

// TestMeleeRun: melee games of four rotate the decks through the seats
// (each deck in each seat once in four games), every game ends, the seats'
// wins and the games without a winner add up, every round's titles are
// counted (one bearer per player and round), and the report is the same
// whatever the number of workers.
func TestMeleeRun(t *testing.T) {
	cfg := meleeConfig(t, 4, 8)
	var results []MeleeResult
	cfg.Workers = 2
	if err := RunMelee(cfg, func(_ int, r MeleeResult) { results = append(results, r) }); err != nil {
		t.Fatal(err)
	}
	if len(results) != 8 {
		t.Fatalf("%d results, want 8", len(results))
	}
	seatOf := map[[2]string]int{}
	for _, r := range results {
		if r.Reason == "error" || r.Reason == "unfinished" {
			t.Fatalf("game %d: %s", r.Seed, r.Reason)
		}
		if r.Rounds < 1 || len(r.Decks) != 4 || len(r.Titles) != 4 || len(r.Cards) != 4 {
			t.Fatalf("game %d: %d rounds, %d decks, %d titles, %d cards", r.Seed, r.Rounds, len(r.Decks), len(r.Titles), len(r.Cards))
		}
		borne := 0
		for _, m := range r.Titles {
			for _, k := range m {
				borne += k
			}
		}
		// four players: 5 titles in the pool after one is removed, one each
		if borne != 4*r.Rounds && borne != 4*(r.Rounds-1) {
			t.Errorf("game %d: %d titles borne in %d rounds of 4 players", r.Seed, borne, r.Rounds)
		}
		for s, d := range r.Decks {
			seatOf[[2]string{d, string(rune('1' + s))}]++
		}
	}
	for _, d := range cfg.DeckNames {
		for s := range 4 {
			if n := seatOf[[2]string{d, string(rune('1' + s))}]; n != 2 {
				t.Errorf("%s in seat %d in %d of 8 games, want 2", d, s+1, n)
			}
		}
	}
	tally := NewMeleeTally(cfg.Players, cfg.DeckNames, cfg.Seed)
	for i := range results {
		tally.Add(&results[i])
	}
	rep := tally.Report(TitlesOf(cfg.Lib))
	wins := rep.NoWinner
	for _, s := range rep.Seats {
		wins += s.Wins.Wins
	}
	if wins != 8 || len(rep.Decks) != 4 || len(rep.Titles) == 0 || rep.Fair != 0.25 {
		t.Fatalf("wins+no winner %d of 8, %d decks, %d titles, fair %v", wins, len(rep.Decks), len(rep.Titles), rep.Fair)
	}
	for _, tr := range rep.Titles {
		if tr.Title == tr.Code || tr.Wins.Of == 0 {
			t.Errorf("title %+v", tr)
		}
	}
	one := cfg
	one.Workers = 1
	t1 := NewMeleeTally(one.Players, one.DeckNames, one.Seed)
	if err := RunMelee(one, func(_ int, r MeleeResult) { t1.Add(&r) }); err != nil {
		t.Fatal(err)
	}
	render := func(r *MeleeReport) string { return rendered(t, r.WriteText, r.WriteJSON) }
	if a, b := render(rep), render(t1.Report(TitlesOf(cfg.Lib))); a != b {
		t.Errorf("the report depends on the workers:\n%s\nvs\n%s", a, b)
	}
}

// TestMeleeShardsMerge: the parts of every shard of a melee run, written
// and read back as JSON and merged, give the run's report byte for byte;
// a part whose seats won more games than it has is refused, naming the
// field; a melee part and a joust part are not one run.
func TestMeleeShardsMerge(t *testing.T) {
	cfg := meleeConfig(t, 3, 7)
	title := TitlesOf(cfg.Lib)
	whole := NewMeleeTally(cfg.Players, cfg.DeckNames, cfg.Seed)
	if err := RunMelee(cfg, func(_ int, r MeleeResult) { whole.Add(&r) }); err != nil {
		t.Fatal(err)
	}
	render := func(r *MeleeReport) string { return rendered(t, r.WriteText, r.WriteJSON) }
	want := render(whole.Report(title))
	var raw [][]byte
	for k := 2; k >= 0; k-- {
		c := cfg
		c.Shard = Shard{K: k, N: 3}
		tally := NewMeleeTally(c.Players, c.DeckNames, c.Seed)
		if err := RunMelee(c, func(_ int, r MeleeResult) { tally.Add(&r) }); err != nil {
			t.Fatal(err)
		}
		var b bytes.Buffer
		if err := MeleePartOf(c, tally, title).WriteJSON(&b); err != nil {
			t.Fatal(err)
		}
		raw = append(raw, b.Bytes())
	}
	read := func() []*Part {
		var ps []*Part
		for _, b := range raw {
			p, err := ReadPart(bytes.NewReader(b))
			if err != nil {
				t.Fatal(err)
			}
			ps = append(ps, p)
		}
		return ps
	}
	m, err := Merge(read())
	if err != nil {
		t.Fatal(err)
	}
	if m.Melee == nil || render(m.Melee) != want {
		t.Fatalf("merged melee report differs from the run's:\n%v\nwant:\n%s", m.Melee, want)
	}
	ps := read()
	ps[1].Melee.Tally.SeatWins[0] += 5
	if _, err := Merge(ps); err == nil || !strings.Contains(err.Error(), "melee.tally.seatWins") {
		t.Fatalf("a part with more wins than games merged: %v", err)
	}
	ps = read()
	ps[0].Melee.Decks = slices.Clone(ps[0].Melee.Decks)
	ps[0].Melee.Decks[0] = "another deck"
	if _, err := Merge(ps); err == nil {
		t.Fatal("parts of two runs' decks merged")
	}
	joust := testConfig(t, cfg.Games, [2]string{KindRandom, KindRandom})
	joust.Seed, joust.Shard = cfg.Seed, Shard{K: 1, N: 3}
	jt := NewTally(joust)
	if err := RunEach(joust, func(_ int, r GameResult) { jt.Add(&r) }); err != nil {
		t.Fatal(err)
	}
	jp := writtenAndRead(t, PartOf(joust, jt, title))
	if _, err := Merge(append(read()[:1], jp)); err == nil {
		t.Fatal("a melee part and a joust part merged")
	}
	// a part holding a melee run and a tally is refused when read
	var bad map[string]any
	if err := json.Unmarshal(raw[0], &bad); err != nil {
		t.Fatal(err)
	}
	bad["tally"] = map[string]any{"games": 1}
	both, _ := json.Marshal(bad)
	if _, err := ReadPart(bytes.NewReader(both)); err == nil {
		t.Fatal("a part with a melee run and a tally was read")
	}
}

// TestCombinations: every combination of n of k, once, in order.
func TestCombinations(t *testing.T) {
	cs := Combinations(5, 3)
	if len(cs) != 10 || !slices.Equal(cs[0], []int{0, 1, 2}) || !slices.Equal(cs[9], []int{2, 3, 4}) {
		t.Fatalf("%v", cs)
	}
	if len(Combinations(3, 4)) != 0 || len(Combinations(4, 4)) != 1 {
		t.Fatal("combinations of more than there are")
	}
}

// TestMeleeMeta: simulate --players 3 --decks plays every combination of
// three of four decks, each deck in three of them, and pools the figures.
func TestMeleeMeta(t *testing.T) {
	cfg := meleeConfig(t, 3, 3)
	decks, names := decksIn(t, "../../examples/decks/melee", "melee", 6)
	m := MeleeMetaConfig{Base: cfg, Decks: decks[:4], Names: names[:4]}
	rep, err := RunMeleeMeta(m, TitlesOf(cfg.Lib))
	if err != nil {
		t.Fatal(err)
	}
	if rep.Games != 12 || len(rep.Combinations) != 4 || len(rep.Decks) != 4 {
		t.Fatalf("%d games, %d combinations, %d decks; want 12, 4, 4", rep.Games, len(rep.Combinations), len(rep.Decks))
	}
	for _, d := range rep.Decks {
		if d.Wins.Of != 9 {
			t.Errorf("%s played %d games, want 9", d.Seat, d.Wins.Of)
		}
	}
}

// BenchmarkMelee4RandomGame plays melee games of four random players with
// the first four shipped melee decks (rotating), on all cores (games/s;
// games/cpu-s is one core's share, steadier on a loaded machine).
func BenchmarkMelee4RandomGame(b *testing.B) { benchMelee(b, KindRandom) }

// BenchmarkMelee4BotGame plays melee games of four bots.
func BenchmarkMelee4BotGame(b *testing.B) { benchMelee(b, KindBot) }

func benchMelee(b *testing.B, kind string) {
	cfg := meleeConfig(b, 4, 0, kind, kind, kind, kind)
	gamesInParallel(b, func() func(n uint64) bool {
		var w Worker
		return func(n uint64) bool {
			r, err := w.PlayMelee(&cfg, int(n))
			if !noError(b, err) {
				return false
			}
			if r.Reason == "error" {
				b.Errorf("game %d: error", n)
				return false
			}
			return true
		}
	})
}
