package sim

import (
	"fmt"

	"github.com/thronescript/thronescript/rules"
)

// Combinations lists the combinations of n of k indexes in run order:
// (0,1,2), (0,1,3), …
func Combinations(k, n int) [][]int {
	var out [][]int
	cur := make([]int, 0, n)
	var rec func(from int)
	rec = func(from int) {
		if len(cur) == n {
			out = append(out, append([]int(nil), cur...))
			return
		}
		for i := from; i <= k-(n-len(cur)); i++ {
			cur = append(cur, i)
			rec(i + 1)
			cur = cur[:len(cur)-1]
		}
	}
	if n >= 1 && n <= k {
		rec(0)
	}
	return out
}

// MeleeMetaConfig plays every combination of Base.Players' number of
// decks among Decks (simulate --players N --decks): Base supplies the
// library, titles, players, games per combination, seed and workers (its
// Decks and DeckNames are set per combination).
type MeleeMetaConfig struct {
	Base  MeleeConfig
	Decks []rules.DeckList
	Names []string
}

// CombinationConfig is the run of combination k (deck indexes idx): Base's
// games with seeds Base.Seed + k*Base.Games + i.
func (m MeleeMetaConfig) CombinationConfig(k int, idx []int) MeleeConfig {
	c := m.Base
	c.Decks, c.DeckNames = nil, nil
	for _, i := range idx {
		c.Decks = append(c.Decks, m.Decks[i])
		c.DeckNames = append(c.DeckNames, m.Names[i])
	}
	c.Seed = m.Base.Seed + uint64(k*m.Base.Games)
	c.Shard = Shard{}
	return c
}

// RunMeleeMeta plays every combination and pools the results in one
// report (decks by name), with each combination's deck win rates.
func RunMeleeMeta(m MeleeMetaConfig, title TitleFunc) (*MeleeReport, error) {
	n := len(m.Base.Players)
	if len(m.Decks) < n || len(m.Names) != len(m.Decks) {
		return nil, fmt.Errorf("sim: %d decks for %d players: a melee meta needs at least as many named decks as players", len(m.Decks), n)
	}
	all := NewMeleeTally(m.Base.Players, m.Names, m.Base.Seed)
	var combos []MeleeCombination
	for k, idx := range Combinations(len(m.Decks), n) {
		cfg := m.CombinationConfig(k, idx)
		one := NewMeleeTally(cfg.Players, cfg.DeckNames, cfg.Seed)
		err := RunMelee(cfg, func(_ int, r MeleeResult) {
			all.Add(&r)
			one.Add(&r)
		})
		if err != nil {
			return nil, err
		}
		c := MeleeCombination{Decks: cfg.DeckNames}
		for _, d := range cfg.DeckNames {
			w := Wilson(one.deckWins[d], one.deckGames[d])
			w.Label = d
			c.Wins = append(c.Wins, w)
		}
		combos = append(combos, c)
	}
	r := all.Report(title)
	r.Combinations = combos
	return r, nil
}
