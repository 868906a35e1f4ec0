package sim

import (
	"bytes"
	"encoding/json"
	"math"
	"strings"
	"testing"
)

// synthResult is game i of a made-up run: every kind of count, consistent
// as real games make them (no engine needed).
func synthResult(i int) GameResult {
	w := i%3 - 1
	r := GameResult{Seed: uint64(i), Winner: w, Reason: []string{"budget", "power", "elimination"}[i%3], Rounds: 3 + i%4, First: i % 2,
		Swapped: i%2 == 1, Play: PlayCounts{Challenges: 5, Defended: 2, EventsDrawn: 3, EventsPlayed: 1, Abilities: 4}}
	if w < 0 {
		r.First = -1
	}
	for k := range r.Cards {
		won := 0
		if w == k {
			won = 1
		}
		own := []string{"01002", "01003"}[k] // a card of one deck only
		r.Cards[k] = map[string]*CardCounts{
			"01001": {Drawn: 2, Marshaled: 1, Triggered: 1, Offered: 1, Used: 1, MarshalOffered: 1, Played: 1, Won: won, Into: map[string]int{"shadows": 1}},
			own:     {Drawn: 1},
		}
	}
	return r
}

// synthParts returns the parts of the two shards of a made-up run of 10
// games (a comparison when cmp is set), and the report of the whole run.
func synthParts(t testing.TB, cmp bool) ([]*Part, string) {
	cfg := Config{Games: 10, Seed: 3, Players: [2]string{KindBot, KindRandom}, DeckNames: [2]string{"a", "b"}, Alternate: true}
	title := func(code string) string { return "Title " + code }
	whole, wholeCmp := NewTally(cfg), NewCompareTally(cfg)
	var parts []*Part
	for k := 0; k < 2; k++ {
		c := cfg
		c.Shard = Shard{K: k, N: 2}
		tally, ct := NewTally(c), NewCompareTally(c)
		for i := k; i < cfg.Games; i += 2 {
			a, b := synthResult(i), synthResult(i+1)
			b.Swapped = a.Swapped
			tally.Add(&a)
			whole.Add(&a)
			ct.Add(&a, &b)
			wholeCmp.Add(&a, &b)
		}
		p := PartOf(c, tally, title)
		if cmp {
			p = ct.PartOf(c, "x.card", []ChangedCard{{Code: "01001", Title: "Title 01001", Decks: []string{"a"}}}, title)
		}
		parts = append(parts, writtenAndRead(t, p))
	}
	if cmp {
		return parts, rendered(t, wholeCmp.Report("x.card", []ChangedCard{{Code: "01001", Title: "Title 01001", Decks: []string{"a"}}}).WriteText)
	}
	return parts, rendered(t, whole.Report(title).WriteText)
}

// mergeSafely is Merge with a panic turned into an error.
func mergeSafely(parts []*Part) (m *Merged, err error) {
	defer func() {
		if r := recover(); r != nil {
			m, err = nil, &PartError{Part: -1, Field: "panic", Problem: "Merge panicked"}
		}
	}()
	return Merge(parts)
}

// TestMergeRefusesImpossibleParts (issue 31): a part no run writes —
// negative counts, more wins than games, a card played in more games than
// the part has, more games than its shard of the run, sums that overflow,
// another run's configuration — is refused with the part and the field,
// instead of a report saying "-1/40 -2.5% [NaN%]", "41/40 102.5%" or "41
// games" for a 40-game run. Each row fails on the Merge without checks.
func TestMergeRefusesImpossibleParts(t *testing.T) {
	for _, cmp := range []bool{false, true} {
		parts, want := synthParts(t, cmp)
		m, err := Merge(parts)
		if err != nil {
			t.Fatalf("valid parts (compare %v): %v", cmp, err)
		}
		got := ""
		if cmp {
			got = rendered(t, m.Compare.WriteText)
		} else {
			got = rendered(t, m.Report.WriteText)
		}
		if got != want {
			t.Errorf("merged report differs from the whole run's:\n%s\nwant:\n%s", got, want)
		}
	}
	tally := func(p *Part) *TallyData { return p.Tally }
	base := func(p *Part) *TallyData { return p.Compare.Base }
	across := map[string]bool{"sum overflows": true, "another seed": true, "another player": true, "other titles": true,
		"a comparison beside a plain part": true, "other changed cards": true}
	for _, tc := range []struct {
		name  string
		cmp   bool
		edit  func(ps []*Part)
		part  int
		field string
	}{
		{"negative wins", false, func(ps []*Part) { tally(ps[0]).Wins[0] = -1; tally(ps[0]).NoWinner += 1 }, 0, "tally.wins[0]"},
		{"more wins than games", false, func(ps []*Part) { tally(ps[1]).Wins[0] += 1 }, 1, "tally.wins"},
		{"more games than the shard", false, func(ps []*Part) { tally(ps[0]).Games++; tally(ps[0]).NoWinner++ }, 0, "tally.games"},
		{"deck wins beyond the wins", false, func(ps []*Part) { tally(ps[0]).DeckWins[1] += 1 }, 0, "tally.deckWins"},
		{"first wins beyond first games", false, func(ps []*Part) { tally(ps[0]).FirstWins = tally(ps[0]).FirstGames + 1 }, 0, "tally.firstWins"},
		{"defended beyond challenges", false, func(ps []*Part) { tally(ps[0]).Play.Defended = tally(ps[0]).Play.Challenges + 1 }, 0, "tally.play.defended"},
		{"negative challenges", false, func(ps []*Part) { tally(ps[1]).Play.Challenges = -5; tally(ps[1]).Play.Defended = -6 }, 1, "tally.play.challenges"},
		{"reasons beyond the games", false, func(ps []*Part) { tally(ps[0]).Reasons["power"] += 1 }, 0, "tally.reasons"},
		{"rounds fewer than the games", false, func(ps []*Part) { clear(tally(ps[0]).Rounds) }, 0, "tally.rounds"},
		{"a negative round", false, func(ps []*Part) { tally(ps[0]).Rounds[-3] = 0 }, 0, `tally.rounds["-3"]`},
		{"card played in more games than the part", false, func(ps []*Part) { tally(ps[0]).Cards[0].Played = 6 }, 0, "tally.cards[0].playedGames"},
		{"card won more than played", false, func(ps []*Part) { c := &tally(ps[0]).Cards[0]; c.Won = c.Played + 1 }, 0, "tally.cards[0].wonGames"},
		{"card used more than offered", false, func(ps []*Part) { c := &tally(ps[0]).Cards[0]; c.Used = c.Offered + 1 }, 0, "tally.cards[0].usedGames"},
		{"negative drawn", false, func(ps []*Part) { tally(ps[1]).Cards[1].Drawn = -1 }, 1, "tally.cards[1].drawn"},
		{"negative into", false, func(ps []*Part) { tally(ps[1]).Cards[0].Into["shadows"] = -1 }, 1, `tally.cards[0].into["shadows"]`},
		{"third deck", false, func(ps []*Part) { tally(ps[0]).Cards[1].Deck = 2 }, 0, "tally.cards[1].deck"},
		{"card counted twice", false, func(ps []*Part) { d := tally(ps[0]); d.Cards = append(d.Cards, d.Cards[0]) }, 0, "tally.cards[4].code"},
		{"sum overflows", false, func(ps []*Part) {
			tally(ps[0]).Cards[0].Drawn = math.MaxInt/2 + 1
			tally(ps[1]).Cards[0].Drawn = math.MaxInt/2 + 1
		}, 1, "tally.cards[0].drawn"},
		{"huge shard count", false, func(ps []*Part) { ps[0].Shards, ps[1].Shards = 1<<62, 1<<62 }, 0, "shards"},
		{"shard outside the count", false, func(ps []*Part) { ps[1].Shard = 2 }, 1, "shard"},
		{"no games", false, func(ps []*Part) { ps[0].Run.Games, ps[1].Run.Games = 0, 0 }, 0, "run.games"},
		{"another seed", false, func(ps []*Part) { ps[1].Run.Seed++ }, 1, "run.seed"},
		{"another player", false, func(ps []*Part) { ps[1].Run.Players[1] = KindBot }, 1, "run.players[1]"},
		{"other titles", false, func(ps []*Part) { ps[1].Titles["01001"] = "Someone Else" }, 1, `titles["01001"]`},
		{"a comparison beside a plain part", false, func(ps []*Part) {
			ps[1].Compare = &ComparePart{Base: ps[1].Tally, Changed: ps[1].Tally, Pairs: PairTally{Games: 5, WinsBase: ps[1].Tally.Wins[0], WinsChanged: ps[1].Tally.Wins[0]}}
			ps[1].Tally = nil
		}, 1, "compare"},
		{"pairs beyond the games", true, func(ps []*Part) { ps[0].Compare.Pairs.Games++ }, 0, "compare.pairs.games"},
		{"pairs wins not the base's", true, func(ps []*Part) { ps[0].Compare.Pairs.WinsBase++ }, 0, "compare.pairs.winsBase"},
		{"pairs sum", true, func(ps []*Part) { ps[0].Compare.Pairs.Sum += 2 }, 0, "compare.pairs.sum"},
		{"pairs sum2", true, func(ps []*Part) { ps[1].Compare.Pairs.Sum2 = ps[1].Compare.Pairs.ChangedGames + 1 }, 1, "compare.pairs.sum2"},
		{"base card won more than played", true, func(ps []*Part) { c := &base(ps[1]).Cards[0]; c.Won = c.Played + 1 }, 1, "compare.base.cards[0].wonGames"},
		{"other changed cards", true, func(ps []*Part) { ps[1].Compare.Cards[0].Title = "Other" }, 1, "compare.cards[0]"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			parts, _ := synthParts(t, tc.cmp)
			tc.edit(parts)
			m, err := mergeSafely(parts)
			if err == nil {
				out := ""
				if m.Report != nil {
					out = rendered(t, m.Report.WriteText)
				}
				t.Fatalf("merged:\n%s", out)
			}
			pe, ok := err.(*PartError)
			if !ok || pe.Part != tc.part || !strings.HasPrefix(pe.Field, tc.field) {
				t.Fatalf("error %q, want part %d, field %s", err, tc.part+1, tc.field)
			}
			// the same part, written and read back, is refused by ReadPart
			// too, unless only the other part shows what is wrong
			var b bytes.Buffer
			if err := json.NewEncoder(&b).Encode(parts[tc.part]); err != nil {
				t.Fatal(err)
			}
			_, err = ReadPart(&b)
			if across[tc.name] != (err == nil) {
				t.Errorf("ReadPart of the part alone: %v", err)
			}
		})
	}
}
