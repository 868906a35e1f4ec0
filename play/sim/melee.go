package sim

import (
	"errors"
	"fmt"
	"runtime"
	"sync"

	"github.com/thronescript/thronescript/rules"
)

// MeleeConfig says what to simulate in a melee (three or more players,
// the title pool). The decks rotate through the seats: in game i, seat s
// plays deck (s+i) mod N, so that over N games every deck sits in every
// seat once and the seats' and the decks' win rates are measured apart.
type MeleeConfig struct {
	// Lib supplies the card definitions; Titles are the title pool's codes.
	Lib    rules.Library
	Titles []string
	// Decks are the N players' deck lists (3 to 6); DeckNames name them in
	// reports (decks of one name are counted together: a mirror).
	Decks     []rules.DeckList
	DeckNames []string
	// Players are the seats' decider kinds, one per seat.
	Players []string
	// Games to play; game i uses seed GameSeed(Seed, i).
	Games int
	Seed  uint64
	// Workers run games in parallel (0: GOMAXPROCS).
	Workers int
	// MaxSteps bounds each game (0: the engine's default).
	MaxSteps int
	// Shard, if its N is set, plays only the games of shard K of N.
	Shard Shard
	// Progress, if set, is called after each finished game.
	Progress func(done, total int)
}

// DeckOf is the deck (an index of Decks) seat s plays in game i.
func (c *MeleeConfig) DeckOf(i, s int) int { return (s + i) % len(c.Decks) }

// check reports what makes the config unplayable.
func (c *MeleeConfig) check() error {
	n := len(c.Decks)
	switch {
	case c.Lib == nil:
		return errors.New("sim: no library")
	case n < 3:
		return fmt.Errorf("sim: a melee needs 3 or more players, got %d", n)
	case len(c.DeckNames) != n || len(c.Players) != n:
		return fmt.Errorf("sim: %d decks, %d deck names and %d players", n, len(c.DeckNames), len(c.Players))
	case c.Shard.N > 0 && (c.Shard.K < 0 || c.Shard.K >= c.Shard.N):
		return fmt.Errorf("sim: shard %d/%d: K must be from 0 to N-1", c.Shard.K, c.Shard.N)
	}
	for _, k := range c.Players {
		if _, err := NewDecider(k, 0); err != nil {
			return err
		}
	}
	return nil
}

// MeleeResult is the outcome of one melee game.
type MeleeResult struct {
	Seed   uint64 `json:"seed"`
	Winner int    `json:"winner"` // the winning seat, or -1
	Reason string `json:"reason"`
	Rounds int    `json:"rounds"`
	// First is the first player (a seat) chosen in round 1 (-1 if none).
	First int `json:"first"`
	// Decks names each seat's deck (DeckNames of the seat's deck).
	Decks []string `json:"decks"`
	// Titles counts, per seat, the rounds it bore each title (by code).
	Titles []map[string]int `json:"titles"`
	Play   PlayCounts       `json:"play"`
	// Cards are per-card counts of this game, by seat then code.
	Cards []map[string]*CardCounts `json:"-"`
}

// RunMelee plays cfg.Games melee games (those of cfg.Shard) and hands each
// result to each, one call at a time, in the order games finish (i is the
// game's number): memory does not grow with the number of games, and the
// sums a MeleeTally makes depend only on the seed, not on the workers.
func RunMelee(cfg MeleeConfig, each func(i int, r MeleeResult)) error {
	if err := cfg.check(); err != nil {
		return err
	}
	n := cfg.Shard.Count(cfg.Games)
	workers := cfg.Workers
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	workers = max(min(workers, n), 1)
	jobs := make(chan int)
	var wg sync.WaitGroup
	var mu sync.Mutex
	done := 0
	var firstErr error
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			var wk Worker
			for i := range jobs {
				r, err := wk.PlayMelee(&cfg, i)
				mu.Lock()
				if err != nil && firstErr == nil {
					firstErr = err
				}
				each(i, r)
				done++
				if cfg.Progress != nil {
					cfg.Progress(done, n)
				}
				mu.Unlock()
			}
		}()
	}
	for i := 0; i < cfg.Games; i++ {
		if cfg.Shard.Has(i) {
			jobs <- i
		}
	}
	close(jobs)
	wg.Wait()
	return firstErr
}

// PlayMelee plays game i of a melee run in the worker's memory.
func (w *Worker) PlayMelee(cfg *MeleeConfig, i int) (MeleeResult, error) {
	seed := GameSeed(cfg.Seed, i)
	n := len(cfg.Decks)
	res := MeleeResult{Seed: seed, Winner: -1, First: -1, Decks: make([]string, n)}
	decks := make([]rules.DeckList, n)
	for s := range decks {
		d := cfg.DeckOf(i, s)
		decks[s] = cfg.Decks[d]
		res.Decks[s] = cfg.DeckNames[d]
		decks[s].Name = fmt.Sprintf("p%d", s+1)
	}
	g, err := rules.NewGame(cfg.Lib, rules.Config{Seed: seed, Players: decks, MaxSteps: cfg.MaxSteps, Reuse: &w.reuse,
		Melee: &rules.Melee{Titles: cfg.Titles}})
	if err != nil {
		return res, err
	}
	seat := make(Seat, n)
	for k := range seat {
		seat[k], _ = NewDecider(cfg.Players[k], PlayerSeed(seed, k))
	}
	col := newCollector(g)
	g.SetObserver(col.observe)
	r, err := g.Run(offers{seat, col})
	switch {
	case err == nil && r.Over:
		res.Winner, res.Reason = r.Winner, r.Reason
	case errors.Is(err, rules.ErrBudget):
		res.Reason = "budget"
	case err != nil:
		res.Reason = "error"
	default:
		res.Reason = "unfinished"
	}
	res.Rounds = g.Round
	res.First = col.first
	res.Cards = col.finish(g, res.Winner)
	res.Titles = col.titles
	res.Play = col.play
	g.Recycle()
	return res, nil
}
