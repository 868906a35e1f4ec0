package sim

import (
	"bytes"
	"math"
	"testing"
)

// FuzzMergeParts: whatever two part files (or one, b empty) say, reading and merging them
// never panics, and a merge that succeeds reports the run's games with
// every rate a share from 0 to 1 (issue 31: "-1/40 -2.5% [NaN%]").
func FuzzMergeParts(f *testing.F) {
	for _, cmp := range []bool{false, true} {
		parts, _ := synthParts(f, cmp)
		var a, b bytes.Buffer
		_ = parts[0].WriteJSON(&a)
		_ = parts[1].WriteJSON(&b)
		f.Add(a.Bytes(), b.Bytes())
	}
	// a whole run in one part (b empty) that says p1 won -1 games
	f.Add([]byte(`{"format":"throne-simulate-part/1","shard":0,"shards":1,"run":{"games":40,"seed":1,"players":["bot","bot"],"decks":["a","b"]},"titles":{},`+
		`"tally":{"games":40,"noWinner":1,"wins":[-1,40],"deckWins":[-1,40],"firstGames":0,"firstWins":0,"reasons":{"power":40},"rounds":{"5":40},"play":{},"cards":[]}}`), []byte{})
	f.Fuzz(func(t *testing.T, a, b []byte) {
		var parts []*Part
		for _, src := range [][]byte{a, b} {
			if len(src) == 0 {
				continue
			}
			p, err := ReadPart(bytes.NewReader(src))
			if err != nil {
				return
			}
			parts = append(parts, p)
		}
		m, err := Merge(parts)
		if err != nil {
			return
		}
		share := func(what string, r Rate) {
			for _, x := range []float64{r.Rate, r.Low, r.High} {
				if math.IsNaN(x) || x < 0 || x > 1 || r.Wins < 0 || r.Wins > r.Of {
					t.Fatalf("%s: %+v", what, r)
				}
			}
		}
		if c := m.Compare; c != nil {
			if c.Games != parts[0].Run.Games {
				t.Fatalf("%d games merged of a %d-game run", c.Games, parts[0].Run.Games)
			}
			share("base", c.Base)
			share("changed", c.Changed)
			if c.Diff < -1 || c.Diff > 1 || math.IsNaN(c.DiffLow) || math.IsNaN(c.DiffHigh) {
				t.Fatalf("diff %v [%v, %v]", c.Diff, c.DiffLow, c.DiffHigh)
			}
			return
		}
		r := m.Report
		if r.Games != parts[0].Run.Games {
			t.Fatalf("%d games merged of a %d-game run", r.Games, parts[0].Run.Games)
		}
		for _, p := range r.Players {
			share(p.Player, p.Wins)
		}
		for _, d := range r.Decks {
			share("deck "+d.Label, d)
		}
		share("first player", r.First)
		share("defended", r.Defended)
		for _, c := range r.Cards {
			if c.WinRate != nil {
				share("card "+c.Code, *c.WinRate)
			}
		}
		var out bytes.Buffer
		if err := r.WriteText(&out); err != nil {
			t.Fatal(err)
		}
	})
}
