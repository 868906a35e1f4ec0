package main

import (
	"fmt"
	"io"
	"maps"
	"os"
	"path/filepath"
	"runtime/debug"
	"slices"
	"strconv"
	"strings"

	"github.com/spf13/cobra"

	"github.com/thronescript/thronescript/dsl/diag"
	"github.com/thronescript/thronescript/interp"
	"github.com/thronescript/thronescript/library"
	"github.com/thronescript/thronescript/play/ladder"
	"github.com/thronescript/thronescript/play/sim"
	"github.com/thronescript/thronescript/rules"
)

func newSimulateCmd(e *env) *cobra.Command {
	var o simOpts
	cmd := help("simulate", &cobra.Command{
		Example: `  throne simulate -n 1000 --p1 bot --p2 random
  throne simulate -n 20 --p1 search:48 --p2 bot --alternate
  throne simulate --ladder -n 20
  throne simulate --decks examples/decks -n 20
  throne simulate --decks examples/decks --ladder -n 2
  throne simulate --decks examples/decks --ladder -n 20 --ladder-games search=2
  throne simulate -n 500 --deck1 a.txt --deck2 b.txt --json
  throne simulate -n 1000 --compare my-change.card
  throne simulate -n 100000 --alternate --shard 3/8 --json > part-3.json
  throne simulate merge part-*.json`,
		Args: cobra.NoArgs,
		RunE: func(c *cobra.Command, args []string) error {
			for k := 3; k <= maxPlayers; k++ {
				o.kindSet[k-1] = c.Flags().Changed(fmt.Sprintf("p%d", k))
			}
			return runSimulate(e, &o)
		},
	})
	f := cmd.Flags()
	f.IntVarP(&o.n, "games", "n", 100, "number of games")
	f.StringVar(&o.deck1, "deck1", "", "deck list of player 1 (default: a shipped Greyjoy deck)")
	f.StringVar(&o.deck2, "deck2", "", "deck list of player 2 (default: a shipped Lannister deck)")
	f.StringVar(&o.kinds[0], "p1", sim.KindBot, "player 1: bot, random, search or search:N (N playouts per decision)")
	f.StringVar(&o.kinds[1], "p2", sim.KindBot, "player 2: bot, random, search or search:N (N playouts per decision)")
	for k := 3; k <= maxPlayers; k++ {
		f.StringVar(&o.kinds[k-1], fmt.Sprintf("p%d", k), sim.KindBot, fmt.Sprintf("player %d (with --players %d or more): bot, random, search or search:N", k, k))
	}
	f.StringToStringVar(&o.seatDecks, "deck", nil, "SEAT=FILE,…: with --players 3 to 6, the deck list of a seat (all=FILE: every seat, a mirror); other seats play the shipped melee decks")
	f.Uint64Var(&o.seed, "seed", 1, "seed of the first game")
	f.IntVar(&o.workers, "workers", 0, "games run in parallel (0: one per core)")
	f.BoolVar(&o.json, "json", false, "print the report as JSON")
	f.BoolVar(&o.alternate, "alternate", false, "swap the decks between the players in every second game (separates deck from player win rates)")
	f.StringVar(&o.compare, "compare", "", "a .card file loaded on top for a paired comparison")
	f.BoolVar(&o.ladder, "ladder", false, "rate player kinds against each other: -n games per pair of --players over both decks")
	f.StringSliceVar(&o.players, "players", []string{sim.KindRandom, sim.KindBot, sim.KindSearch}, "a number of players (3 to 6: melee games, the decks rotating through the seats), or the player kinds of --ladder")
	f.StringToIntVar(&o.ladderGames, "ladder-games", nil, "KIND=N,…: with --ladder, pairings with this player kind play N games (per pair of decks) instead of -n, e.g. search=2 (a search game costs seconds)")
	pathFlag(cmd, &o.paths)
	f.StringSliceVar(&o.decks, "decks", nil, "deck lists or folders of them (e.g. examples/decks): play -n games for every pair of them, each deck in each seat half of the time, and report the pooled figures (with --ladder: -n games per pair of decks and pair of players)")
	f.StringVar(&o.shard, "shard", "", "K/N: play only the games of shard K of N (K from 0 to N-1) and print their counts as a part for simulate merge (needs --json)")
	cmd.AddCommand(newSimulateMergeCmd(e))
	return cmd
}

func newSimulateMergeCmd(e *env) *cobra.Command {
	var asJSON bool
	cmd := help("simulate-merge", &cobra.Command{
		Example: `  for k in 0 1 2 3; do throne simulate -n 10000 --alternate --shard $k/4 --json > part-$k.json; done
  throne simulate merge part-*.json`,
		Args: cobra.MinimumNArgs(1),
		RunE: func(c *cobra.Command, args []string) error { return runSimulateMerge(e, args, asJSON) },
	})
	cmd.Flags().BoolVar(&asJSON, "json", false, "print the report as JSON")
	return cmd
}

func runSimulateMerge(e *env, files []string, asJSON bool) error {
	const hint = "pass the files written by simulate --shard K/N --json, unchanged"
	var parts []*sim.Part
	for _, f := range files {
		r, err := os.Open(f)
		if err != nil {
			_ = diag.WriteText(e.stderr, diag.Diagnostics{fileDiag("E0902", f, "cannot read the part: %v", diag.Cause(err)).WithHint(hint)}, nil)
			return exitError{exitFindings}
		}
		p, err := sim.ReadPart(r)
		r.Close()
		if err != nil {
			_ = diag.WriteText(e.stderr, diag.Diagnostics{partDiag(f, err).WithHint(hint)}, nil)
			return exitError{exitFindings}
		}
		p.Name = f
		parts = append(parts, p)
	}
	m, err := sim.Merge(parts)
	if pe, ok := err.(*sim.PartError); ok && pe.Part >= 0 && pe.Part < len(files) {
		_ = diag.WriteText(e.stderr, diag.Diagnostics{partDiag(files[pe.Part], pe).WithHint("pass the part of every shard of one run once, unchanged")}, nil)
		return exitError{exitFindings}
	}
	if err != nil {
		return usageError{msg: err.Error(), hint: "pass the part of every shard of one run once"}
	}
	if m.Compare != nil {
		return printReport(e, m.Compare, asJSON)
	}
	if m.Melee != nil {
		return printReport(e, m.Melee, asJSON)
	}
	return printReport(e, m.Report, asJSON)
}

// partDiag is the diagnostic of a part file that cannot be merged: the
// field and what is wrong with it when sim says.
func partDiag(file string, err error) *diag.Diagnostic {
	if pe, ok := err.(*sim.PartError); ok {
		return fileDiag("E0902", file, "cannot merge the part: %s: %s", pe.Field, pe.Problem)
	}
	return fileDiag("E0902", file, "cannot read the part: %v", err)
}

// parseShard reads "K/N".
func parseShard(s string) (sim.Shard, error) {
	a, b, ok := strings.Cut(s, "/")
	k, err1 := strconv.Atoi(a)
	n, err2 := strconv.Atoi(b)
	if !ok || err1 != nil || err2 != nil || n < 1 || k < 0 || k >= n {
		return sim.Shard{}, fmt.Errorf("--shard %s: want K/N with N ≥ 1 and K from 0 to N-1", s)
	}
	return sim.Shard{K: k, N: n}, nil
}

// Bound on -n: simulate streams its games (a comparison too, pairing each
// seed's two games in one worker), so only time limits the number.
const maxSimGames = sim.MaxGames

type simOpts struct {
	n, workers      int
	deck1, deck2    string
	kinds           [maxPlayers]string
	kindSet         [maxPlayers]bool
	seatDecks       map[string]string
	seed            uint64
	json, alternate bool
	ladder          bool
	ladderGames     map[string]int
	players         []string
	compare         string
	paths           []string
	shard           string
	decks           []string
}

func runSimulate(e *env, o *simOpts) error {
	if os.Getenv("GOGC") == "" {
		defer debug.SetGCPercent(debug.SetGCPercent(400))
	}
	if o.n < 1 {
		return usageError{msg: fmt.Sprintf("-n %d: at least one game", o.n), hint: "use -n 1000"}
	}
	if o.n > maxSimGames {
		return usageError{msg: fmt.Sprintf("-n %d: at most %d games", o.n, maxSimGames), hint: "use -n 1000"}
	}
	var shard sim.Shard
	if o.shard != "" {
		var err error
		if shard, err = parseShard(o.shard); err != nil {
			return usageError{msg: err.Error(), hint: "use --shard 0/4 … --shard 3/4, then simulate merge"}
		}
		if !o.json || o.ladder {
			return usageError{msg: "--shard writes a part for simulate merge: it needs --json and no --ladder", hint: "throne simulate … --shard K/N --json > part-K.json"}
		}
	}
	seats, err := simSeats(o)
	if err != nil {
		return err
	}
	if seats > 2 {
		return runMeleeSimulate(e, o, seats)
	}
	if len(o.seatDecks) > 0 {
		return usageError{msg: "--deck SEAT=FILE names the decks of melee games (--players 3 to 6)", hint: "use --deck1 and --deck2 for two players"}
	}
	if _, err := seatKinds(o.kinds, o.kindSet, 2, false); err != nil {
		return err
	}
	for _, k := range slices.Sorted(maps.Keys(o.ladderGames)) {
		if v := o.ladderGames[k]; !o.ladder || v < 1 || v > maxSimGames {
			return usageError{msg: fmt.Sprintf("--ladder-games %s=%d: a number of games from 1 to %d, with --ladder", k, v, maxSimGames), hint: "use --ladder --ladder-games search=2"}
		}
		if err := checkKind(k, false); err != nil {
			return usageError{msg: "--ladder-games: " + err.Error(), hint: "use --ladder --ladder-games search=2"}
		}
	}
	if o.ladder {
		if seats == 2 && len(o.players) == 1 && o.players[0] == "2" {
			return usageError{msg: "--ladder needs at least two --players kinds", hint: "use --ladder --players random,bot,search"}
		}
		for _, k := range o.players {
			if err := checkKind(k, false); err != nil {
				return usageError{msg: err.Error(), hint: "--players lists bot, random, search or search:N"}
			}
		}
		if len(o.players) < 2 || o.compare != "" {
			return usageError{msg: "--ladder needs at least two --players and no --compare", hint: "use --ladder --players random,bot,search"}
		}
	}
	if len(o.decks) > 0 {
		return runMeta(e, o)
	}
	s, err := loadSetup(e, o.paths, []string{o.deck1, o.deck2})
	if err != nil {
		return err
	}
	if o.ladder {
		base := sim.Config{Lib: sim.NewOverlay(s.lib), Decks: [2]rules.DeckList(s.decks), DeckNames: [2]string(s.deckNames), Seed: o.seed, Workers: o.workers}
		rep, err := ladder.Run(ladder.Config{Base: base, Kinds: o.players, Games: o.n, GamesWith: o.ladderGames})
		if err != nil {
			return err
		}
		return printReport(e, rep, o.json)
	}
	cfg := sim.Config{Lib: sim.NewOverlay(s.lib), Decks: [2]rules.DeckList(s.decks), DeckNames: [2]string(s.deckNames), Players: [2]string{o.kinds[0], o.kinds[1]},
		Games: o.n, Seed: o.seed, Workers: o.workers, Alternate: o.alternate, Shard: shard}
	bar := newProgress(e, o.json)
	if o.compare == "" {
		cfg.Progress = bar.update("")
		// results are tallied as games finish: memory does not grow with -n
		tally := sim.NewTally(cfg)
		err := sim.RunEach(cfg, func(_ int, r sim.GameResult) { tally.Add(&r) })
		bar.done()
		if err != nil {
			return err
		}
		if o.shard != "" {
			return sim.PartOf(cfg, tally, sim.TitlesOf(s.lib)).WriteJSON(e.stdout)
		}
		rep := tally.Report(sim.TitlesOf(s.lib))
		return printReport(e, rep, o.json)
	}
	if also := loadedByPath(o.compare, o.paths); also != "" {
		return usageError{msg: fmt.Sprintf("--compare %s is loaded by --path too (%s): both versions would hold its cards", o.compare, also),
			hint: "keep the compared file out of the --path folders"}
	}
	// the compared file comes first: between files loaded on top of the
	// built-in library the first card of a code is kept (the later one is
	// an E0206 that replacements drops), and the compared file's cards
	// must win over --path's
	changed, ds := loadInterp(append([]string{o.compare}, o.paths...), true)
	ds = replacements(ds)
	if ds.HasErrors() {
		writeDiags(e.stderr, "text", ds, changed.Sources)
		return exitError{exitFindings}
	}
	cards, used := changedCards(changed, o.compare, s)
	if !used {
		var names []string
		for _, c := range cards {
			names = append(names, c.Code+" "+c.Title)
		}
		what := "no card"
		if len(names) > 0 {
			what = "the changed cards (" + strings.Join(names, ", ") + ")"
		}
		_ = diag.WriteText(e.stderr, diag.Diagnostics{fileDiag("E0906", o.compare, "no deck uses %s: p1 plays %s, p2 plays %s", what, s.deckNames[0], s.deckNames[1]).
			WithHint("the comparison would show no difference; pass decks that play the changed cards with --deck1 and --deck2")}, nil)
		return exitError{exitFindings}
	}
	cfg2 := cfg
	cfg2.Lib = sim.NewOverlay(changed)
	cfg.Progress = bar.update("")
	ct := sim.NewCompareTally(cfg)
	err = sim.RunPaired(cfg, cfg2, func(_ int, a, b sim.GameResult) { ct.Add(&a, &b) })
	bar.done()
	if err != nil {
		return err
	}
	if o.shard != "" {
		return ct.PartOf(cfg, o.compare, cards, sim.TitlesOf(changed)).WriteJSON(e.stdout)
	}
	cmp := ct.Report(o.compare, cards)
	return printReport(e, cmp, o.json)
}

// progress draws a bar on stderr when it is a terminal.
type progress struct {
	e  *env
	on bool
}

func newProgress(e *env, quiet bool) *progress {
	p := &progress{e: e}
	if f, ok := e.stderr.(*os.File); ok && !quiet {
		if st, err := f.Stat(); err == nil && st.Mode()&os.ModeCharDevice != 0 {
			p.on = true
		}
	}
	return p
}

func (p *progress) update(label string) func(done, total int) {
	if !p.on {
		return nil
	}
	return func(done, total int) {
		if done != total && done%max(1, total/200) != 0 {
			return
		}
		const width = 40
		k := done * width / total
		fmt.Fprintf(p.e.stderr, "\r%s[%s%s] %d/%d games", label, strings.Repeat("#", k), strings.Repeat(".", width-k), done, total)
	}
}

func (p *progress) done() {
	if p.on {
		fmt.Fprint(p.e.stderr, "\r\033[K")
	}
}

var _ rules.Definitions = (*sim.Overlay)(nil)

// replacements drops the "card code used twice" errors of files loaded on
// top of the built-in library (--path, --compare): repeating a card's code
// is how a designer replaces the card. A built-in card is replaced by the
// file's; between two files on top, the first one loaded keeps the code.
func replacements(ds diag.Diagnostics) diag.Diagnostics {
	out := ds[:0:0]
	for _, d := range ds {
		if d.Code == "E0206" && !interp.IsBuiltin(d.Subject.Start.Filename) {
			continue
		}
		out = append(out, d)
	}
	return out
}

// loadedByPath returns the --path file that is also one of the compared
// files ("" when none is).
func loadedByPath(compare string, paths []string) string {
	cmp, _ := library.CardFiles(compare)
	abs := map[string]bool{}
	for _, f := range cmp {
		if a, err := filepath.Abs(f); err == nil {
			abs[a] = true
		}
	}
	for _, p := range paths {
		files, _ := library.CardFiles(p)
		for _, f := range files {
			if a, err := filepath.Abs(f); err == nil && abs[a] {
				return f
			}
		}
	}
	return ""
}

// changedCards lists the cards the compared file (or folder) defines, each
// with the decks of the setup that play it, and reports whether a deck
// plays one of them (or the file defines a keyword, which may change any
// card).
func changedCards(lib *interp.Library, compare string, s *gameSetup) ([]sim.ChangedCard, bool) {
	files, _ := library.CardFiles(compare)
	in := map[string]bool{}
	for _, f := range files {
		in[interp.UserPath(f)] = true
	}
	used := false
	for _, k := range lib.Checked.Keywords {
		used = used || in[k.File]
	}
	var out []sim.ChangedCard
	for _, c := range lib.Checked.Cards {
		if !in[c.File] {
			continue
		}
		cc := sim.ChangedCard{Code: c.Code, Title: c.Title}
		for k, d := range s.decks {
			if deckPlays(d, c.Code) && !slices.Contains(cc.Decks, s.deckNames[k]) {
				cc.Decks = append(cc.Decks, s.deckNames[k])
			}
		}
		used = used || len(cc.Decks) > 0
		out = append(out, cc)
	}
	return out, used
}

// deckPlays reports whether a deck list holds the card (agenda, plot or
// draw deck).
func deckPlays(d rules.DeckList, code string) bool {
	return d.Agenda == code || slices.Contains(d.Plots, code) || slices.Contains(d.Deck, code)
}

// report is what simulate prints: a run's, a comparison's, a meta's or a
// ladder's report.
type report interface {
	WriteText(io.Writer) error
	WriteJSON(io.Writer) error
}

// printReport prints rep on standard output, as JSON with --json, else as
// text.
func printReport(e *env, rep report, asJSON bool) error {
	if asJSON {
		return rep.WriteJSON(e.stdout)
	}
	return rep.WriteText(e.stdout)
}
