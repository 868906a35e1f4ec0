package sim

import (
	"errors"
	"fmt"
	"runtime"
	"sync"

	"github.com/thronescript/thronescript/rules"
)

// run says how a run's games are spread over workers: the part of a
// joust (Config) or a melee (MeleeConfig) that does not depend on the
// number of players.
type run struct {
	games    int
	shard    Shard
	workers  int
	progress func(done, total int)
}

// check reports a shard that names no part of the run.
func (r run) check() error {
	if r.shard.N > 0 && (r.shard.K < 0 || r.shard.K >= r.shard.N) {
		return fmt.Errorf("sim: shard %d/%d: K must be from 0 to N-1", r.shard.K, r.shard.N)
	}
	return nil
}

// playAll plays the run's games (those of its shard) on its workers:
// start is called once per worker goroutine and returns the function that
// plays game i there (in that worker's memory); each gets every result,
// one call at a time, in the order games finish. The first error is
// returned, after every game has been played.
func playAll[R any](r run, start func() func(i int) (R, error), each func(i int, res R)) error {
	n := r.shard.Count(r.games)
	workers := r.workers
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
			play := start()
			for i := range jobs {
				res, err := play(i)
				mu.Lock()
				if err != nil && firstErr == nil {
					firstErr = err
				}
				each(i, res)
				done++
				if r.progress != nil {
					r.progress(done, n)
				}
				mu.Unlock()
			}
		}()
	}
	for i := 0; i < r.games; i++ {
		if r.shard.Has(i) {
			jobs <- i
		}
	}
	close(jobs)
	wg.Wait()
	return firstErr
}

// checkPlayers reports a decider kind NewDecider does not know.
func checkPlayers(kinds []string) error {
	for _, k := range kinds {
		if _, err := NewDecider(k, 0); err != nil {
			return err
		}
	}
	return nil
}

// played is what one game gives, whatever its number of players.
type played struct {
	winner int // a seat, or -1
	reason string
	rounds int
	first  int // the first player (a seat) chosen in round 1, or -1
	cards  []map[string]*CardCounts
	titles []map[string]int
	play   PlayCounts
}

// playGame plays one game of decks (one per seat; a melee when melee is
// set), each seat asked by a decider of its kind in players, and collects
// its statistics in the worker's memory. A game that exceeds its step
// budget ends without a winner ("budget"); an error building the game is
// returned.
func (w *Worker) playGame(lib rules.Definitions, seed uint64, decks []rules.DeckList, players []string, maxSteps int, melee *rules.Melee) (played, error) {
	res := played{winner: -1, first: -1}
	g, err := rules.NewGame(lib, rules.Config{Seed: seed, Players: decks, MaxSteps: maxSteps, Reuse: &w.reuse, Melee: melee})
	if err != nil {
		return res, err
	}
	seat := make(Seat, len(decks))
	for k := range seat {
		seat[k], _ = NewDecider(players[k], PlayerSeed(seed, k))
	}
	col := newCollector(g)
	g.SetObserver(col.observe)
	r, err := g.Run(offers{seat, col})
	switch {
	case err == nil && r.Over:
		res.winner, res.reason = r.Winner, r.Reason
	case errors.Is(err, rules.ErrBudget):
		res.reason = "budget"
	case err != nil:
		res.reason = "error"
	default:
		res.reason = "unfinished"
	}
	res.rounds = g.Round
	res.first = col.first
	res.cards = col.finish(g, res.winner)
	res.titles = col.titles
	res.play = col.play
	g.Recycle()
	return res, nil
}
