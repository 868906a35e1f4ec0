package sim

import (
	"errors"
	"fmt"

	"github.com/thronescript/thronescript/rules"
)

// MeleeConfig says what to simulate in a melee (three or more players,
// the title pool). The decks rotate through the seats: in game i, seat s
// plays deck (s+i) mod N, so that over N games every deck sits in every
// seat once and the seats' and the decks' win rates are measured apart.
type MeleeConfig struct {
	// Lib supplies the card definitions; Titles are the title pool's codes.
	Lib    rules.Definitions
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
	}
	if err := (run{shard: c.Shard}).check(); err != nil {
		return err
	}
	return checkPlayers(c.Players)
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
	r := run{games: cfg.Games, shard: cfg.Shard, workers: cfg.Workers, progress: cfg.Progress}
	return playAll(r, func() func(int) (MeleeResult, error) {
		var wk Worker
		return func(i int) (MeleeResult, error) { return wk.PlayMelee(&cfg, i) }
	}, each)
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
	p, err := w.playGame(cfg.Lib, seed, decks, cfg.Players, cfg.MaxSteps, &rules.Melee{Titles: cfg.Titles})
	res.Winner, res.Reason, res.Rounds, res.First = p.winner, p.reason, p.rounds, p.first
	res.Cards, res.Titles, res.Play = p.cards, p.titles, p.play
	return res, err
}
