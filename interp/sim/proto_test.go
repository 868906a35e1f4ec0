package sim

import (
	"testing"
	"time"

	"github.com/thronescript/thronescript/interp"
	"github.com/thronescript/thronescript/rules"
)

func TestProto(t *testing.T) {
	t0 := time.Now()
	lib, ds := interp.Load(interp.NewRegistry(), interp.Options{Builtin: true})
	t.Logf("load %v, %d diags errors=%v", time.Since(t0), len(ds), ds.HasErrors())
	ix := DeckIndex(lib)
	d1, _, ds1 := ReadDeck("../../examples/decks/stark-shadows-of-the-north.txt", ix)
	d2, _, ds2 := ReadDeck("../../examples/decks/martell-assault-from-the-shadows.txt", ix)
	t.Log(ds1, ds2)
	t0 = time.Now()
	wins := [3]int{}
	rounds := 0
	n := 200
	reasons := map[string]int{}
	for i := 0; i < n; i++ {
		g, err := rules.NewGame(lib, rules.Config{Seed: uint64(i), Players: []rules.DeckList{d1, d2}})
		if err != nil {
			t.Fatal(err)
		}
		res, err := g.Run(rules.NewRandomDecider(uint64(i)))
		if err != nil {
			t.Log(i, err)
			continue
		}
		wins[res.Winner+1]++
		rounds += res.Round
		reasons[res.Reason]++
	}
	t.Logf("%d games in %v: %v rounds/game %.1f %v", n, time.Since(t0), wins, float64(rounds)/float64(n), reasons)
}
