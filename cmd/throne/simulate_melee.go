package main

import (
	"fmt"
	"strconv"

	"github.com/thronescript/thronescript/play/sim"
)

// simSeats reads --players: a number is the seats of the game (3 to 6:
// a melee); otherwise --players lists the player kinds of --ladder and the
// game is a joust. It returns 2 for a joust.
func simSeats(o *simOpts) (int, error) {
	if len(o.players) != 1 {
		return 2, nil
	}
	n, err := strconv.Atoi(o.players[0])
	if err != nil {
		return 2, nil // a kind: --ladder's list
	}
	if n < 2 || n > maxPlayers {
		return 0, usageError{msg: fmt.Sprintf("--players %d: from 2 (a joust) to %d (a melee)", n, maxPlayers), hint: "use --players 4 for melee games of four"}
	}
	if o.ladder {
		return 0, usageError{msg: "--ladder rates player kinds in joust games: --players lists the kinds, not a number of players", hint: "use --ladder --players random,bot,search"}
	}
	return n, nil
}

// meleeDecks returns the deck file of each of n seats from --deck1,
// --deck2 and --deck SEAT=FILE, where SEAT "all" gives every seat the
// deck (a mirror).
func meleeDecks(n int, o *simOpts) ([]string, error) {
	decks := o.seatDecks
	if all, ok := decks["all"]; ok {
		if len(decks) > 1 || o.deck1 != "" || o.deck2 != "" {
			return nil, usageError{msg: "--deck all=FILE gives every seat the deck: no other --deck, --deck1 or --deck2 with it", hint: "--deck all=my.txt plays a mirror"}
		}
		out := make([]string, n)
		for k := range out {
			out[k] = all
		}
		return out, nil
	}
	return seatDecks(n, o.deck1, o.deck2, decks)
}

// runMeleeSimulate is simulate --players N for N ≥ 3: melee games (the
// library's titles), the decks rotating through the seats.
func runMeleeSimulate(e *env, o *simOpts, n int) error {
	if o.compare != "" || o.alternate {
		return usageError{msg: "--players " + strconv.Itoa(n) + ": a melee run has no --compare or --alternate (its decks always rotate through the seats)", hint: "throne simulate --players 4 -n 1000"}
	}
	kinds, err := seatKinds(o.kinds, o.kindSet, n, false)
	if err != nil {
		return err
	}
	var shard sim.Shard
	if o.shard != "" {
		shard, _ = parseShard(o.shard) // checked by runSimulate
	}
	if len(o.decks) > 0 {
		if o.deck1 != "" || o.deck2 != "" || len(o.seatDecks) > 0 || o.shard != "" {
			return usageError{msg: "--decks plays every combination of its decks: no --deck1, --deck2, --deck or --shard with it", hint: "throne simulate --players 4 --decks examples/decks/melee -n 20"}
		}
		return runMeleeMeta(e, o, kinds)
	}
	files, err := meleeDecks(n, o)
	if err != nil {
		return err
	}
	s, err := loadSetup(e, o.paths, files)
	if err != nil {
		return err
	}
	cfg := sim.MeleeConfig{Lib: sim.NewOverlay(s.lib), Titles: sim.MeleeTitles(s.lib), Decks: s.decks, DeckNames: s.deckNames,
		Players: kinds, Games: o.n, Seed: o.seed, Workers: o.workers, Shard: shard}
	bar := newProgress(e, o.json)
	cfg.Progress = bar.update("")
	tally := sim.NewMeleeTally(kinds, s.deckNames, o.seed)
	err = sim.RunMelee(cfg, func(_ int, r sim.MeleeResult) { tally.Add(&r) })
	bar.done()
	if err != nil {
		return err
	}
	if o.shard != "" {
		return sim.MeleePartOf(cfg, tally, sim.TitlesOf(s.lib)).WriteJSON(e.stdout)
	}
	return printReport(e, tally.Report(sim.TitlesOf(s.lib)), o.json)
}

// runMeleeMeta plays every combination of len(kinds) of the --decks.
func runMeleeMeta(e *env, o *simOpts, kinds []string) error {
	files, err := deckFiles(o.decks)
	if err != nil {
		return usageError{msg: err.Error(), hint: "pass deck list files or folders holding .txt or .json deck lists"}
	}
	if len(files) < len(kinds) {
		return usageError{msg: fmt.Sprintf("--decks: %d deck lists for games of %d players", len(files), len(kinds)), hint: "throne simulate --players 4 --decks examples/decks/melee -n 20"}
	}
	lib, decks, names, err := loadMetaDecks(e, o, files)
	if err != nil {
		return err
	}
	m := sim.MeleeMetaConfig{Base: sim.MeleeConfig{Lib: sim.NewOverlay(lib), Titles: sim.MeleeTitles(lib), Players: kinds, Games: o.n, Seed: o.seed, Workers: o.workers},
		Decks: decks, Names: names}
	rep, err := sim.RunMeleeMeta(m, sim.TitlesOf(lib))
	if err != nil {
		return err
	}
	return printReport(e, rep, o.json)
}
