package sim

import (
	"bytes"
	"testing"
)

// writtenAndRead is p written as simulate --part writes it and read back.
func writtenAndRead(t testing.TB, p *Part) *Part {
	t.Helper()
	var b bytes.Buffer
	if err := p.WriteJSON(&b); err != nil {
		t.Fatal(err)
	}
	rp, err := ReadPart(&b)
	if err != nil {
		t.Fatalf("a part as simulate writes it: %v", err)
	}
	return rp
}

// TestShardsMergeToTheRun: the parts of every shard, written and read back
// as JSON and merged in any order, give the single run's report byte for
// byte; each game is played by exactly one shard.
func TestShardsMergeToTheRun(t *testing.T) {
	cfg := testConfig(t, 23, [2]string{KindBot, KindRandom})
	cfg.Alternate = true
	render := func(r *Report) string { return rendered(t, r.WriteText, r.WriteJSON) }
	title := TitlesOf(cfg.Lib)
	whole := NewTally(cfg)
	if err := RunEach(cfg, func(_ int, r GameResult) { whole.Add(&r) }); err != nil {
		t.Fatal(err)
	}
	want := render(whole.Report(title))
	const n = 4
	var parts []*Part
	played := map[int]int{}
	for k := n - 1; k >= 0; k-- {
		c := cfg
		c.Shard = Shard{K: k, N: n}
		tally := NewTally(c)
		if err := RunEach(c, func(i int, r GameResult) { played[i]++; tally.Add(&r) }); err != nil {
			t.Fatal(err)
		}
		parts = append(parts, writtenAndRead(t, PartOf(c, tally, title)))
	}
	for i := 0; i < cfg.Games; i++ {
		if played[i] != 1 {
			t.Errorf("game %d played by %d shards", i, played[i])
		}
	}
	m, err := Merge(parts)
	if err != nil {
		t.Fatal(err)
	}
	if got := render(m.Report); got != want {
		t.Errorf("merged report differs from the single run's:\n%s\nwant:\n%s", got, want)
	}
	if _, err := Merge(parts[1:]); err == nil {
		t.Error("merge without shard 3 succeeded")
	}
}
