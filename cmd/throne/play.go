package main

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"

	"github.com/spf13/cobra"

	"github.com/thronescript/thronescript/dsl/diag"
	"github.com/thronescript/thronescript/interp"
	"github.com/thronescript/thronescript/library"
	"github.com/thronescript/thronescript/library/watch"
	"github.com/thronescript/thronescript/play/sim"
	"github.com/thronescript/thronescript/rules"
)

// Player kinds of `throne play`.
const kindHuman = "human"

func newPlayCmd(e *env) *cobra.Command {
	var o playOpts
	cmd := &cobra.Command{
		Use:   "play",
		Short: "Play a full game: humans in the terminal, bots or random players",
		Long: `play runs a full game of A Game of Thrones LCG (2nd ed.) between two players.
Each player is a human (in this terminal), the heuristic bot, or a random
player. Without --deck1/--deck2 two shipped decks with many Shadow cards
play (Martell "Assault from the Shadows" against Lannister "Kraken Schemes").

A human sees the board from their side only (the opponent's hand, deck and
facedown cards stay hidden), the question and its numbered options, and
answers with a number or one of: help, undo, board, log, reload, quit
(with --lang de also hilfe, zurück, brett, protokoll, neu, ende).

Cards named with --path are loaded on top of the built-in library (a card
with a library card's code replaces it); reload, or --watch on every save,
swaps their new definitions into the running game between decisions.

With only bots and random players the whole game log is printed (every
card named); the same seed always gives the same game.`,
		Example: `  throne play --p1 bot --p2 bot --seed 1
  throne play --p1 human --p2 bot --deck1 my.txt --deck2 examples/decks/stark-shadows-of-the-north.txt
  throne play --p1 bot --p2 random --lang de --save game.json
  throne play --load game.json --p1 human --p2 bot`,
		Args: cobra.NoArgs,
		RunE: func(c *cobra.Command, args []string) error { return runPlay(e, &o) },
	}
	f := cmd.Flags()
	f.StringVar(&o.deck1, "deck1", "", "deck list of player 1 (ThronesDB text export or JSON)")
	f.StringVar(&o.deck2, "deck2", "", "deck list of player 2")
	f.StringVar(&o.p1, "p1", kindHuman, "player 1: human, bot or random")
	f.StringVar(&o.p2, "p2", sim.KindBot, "player 2: human, bot or random")
	f.Uint64Var(&o.seed, "seed", 1, "random seed (shuffles, first player; same seed and answers → same game)")
	f.StringVar(&o.lang, "lang", "en", "language of the log and the prompts: en or de")
	f.StringVar(&o.save, "save", "", "write the game (seed, decks, every answer) to this file at the end or on quit")
	f.StringVar(&o.load, "load", "", "resume a game saved with --save")
	f.StringSliceVar(&o.paths, "path", nil, "more .card files or folders loaded on top of the built-in library")
	f.BoolVar(&o.watch, "watch", false, "watch the --path files and swap saved changes into the running game (a human's `reload` does it by hand)")
	return cmd
}

type playOpts struct {
	deck1, deck2, p1, p2 string
	seed                 uint64
	lang, save, load     string
	paths                []string
	watch                bool
}

// gameSetup is a loaded library and two deck lists.
type gameSetup struct {
	lib       *interp.Library
	decks     [2]rules.DeckList
	deckNames [2]string
}

// loadSetup loads the library (built-in plus paths) and reads both decks
// (the embedded defaults for empty names). Diagnostics go to stderr.
func loadSetup(e *env, paths []string, deckFiles [2]string) (*gameSetup, error) {
	lib, ds := loadInterp(paths, true)
	if ds = replacements(ds); ds.HasErrors() {
		writeDiags(e.stderr, "text", ds, lib.Sources)
		return nil, exitError{exitFindings}
	}
	s := &gameSetup{lib: lib}
	ix := sim.DeckIndex(lib)
	var all diag.Diagnostics
	src := diag.Sources{}
	factions := [2]string{}
	for k, f := range deckFiles {
		var data []byte
		name := f
		if f == "" {
			name, data = defaultDeck1Name, []byte(defaultDeck1)
			if k == 1 {
				name, data = defaultDeck2Name, []byte(defaultDeck2)
			}
		} else {
			b, err := os.ReadFile(f)
			if err != nil {
				all = append(all, fileDiag("E0902", f, "cannot read the deck list: %v", unwrapPath(err)).WithHint("check the path; deck lists are ThronesDB text exports or JSON"))
				continue
			}
			data = b
		}
		src[name] = data
		dl, d, ds := sim.ParseDeck(name, data, ix)
		all = append(all, ds...)
		s.decks[k] = dl
		s.deckNames[k] = name
		if d != nil {
			if d.Name != "" {
				s.deckNames[k] = d.Name
			}
			factions[k] = d.Faction
		}
	}
	if len(all) > 0 {
		_ = diag.WriteText(e.stderr, all, src)
	}
	if all.HasErrors() {
		return nil, exitError{exitFindings}
	}
	names := [2]string{factionName(factions[0], "p1"), factionName(factions[1], "p2")}
	if names[0] == names[1] {
		names[0], names[1] = names[0]+" (p1)", names[1]+" (p2)"
	}
	for k := range s.decks {
		s.decks[k].Name = names[k]
	}
	return s, nil
}

func unwrapPath(err error) error {
	var pe *os.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
}

// factionName is a player's name from their deck's faction word.
func factionName(f, def string) string {
	switch f {
	case "":
		return def
	case "nights-watch":
		return "Night's Watch"
	}
	return strings.ToUpper(f[:1]) + f[1:]
}

// savedGame is the file --save writes: the engine's save (seed, decks,
// every answer) plus what replay checks.
type savedGame struct {
	Format  string          `json:"format"`
	Players [2]string       `json:"players"`
	Over    bool            `json:"over"`
	Winner  int             `json:"winner"`
	Reason  string          `json:"reason,omitempty"`
	Rounds  int             `json:"rounds"`
	LogHash string          `json:"logHash"`
	Game    json.RawMessage `json:"game"`
}

const saveFormat = "throne-game/1"

func writeSave(path string, g *rules.Game, kinds [2]string) error {
	data, err := g.Save()
	if err != nil {
		return err
	}
	r := g.Result()
	sg := savedGame{Format: saveFormat, Players: kinds, Over: r.Over, Winner: r.Winner, Reason: r.Reason, Rounds: g.Round,
		LogHash: fmt.Sprintf("%016x", g.LogHash()), Game: data}
	b, err := json.MarshalIndent(sg, "", " ")
	if err != nil {
		return err
	}
	return os.WriteFile(path, append(b, '\n'), 0o644)
}

// readSave reads a --save file (or a bare engine save).
func readSave(path string) (*savedGame, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, unwrapPath(err)
	}
	var sg savedGame
	if err := json.Unmarshal(b, &sg); err != nil {
		return nil, fmt.Errorf("not a saved game: %v", err)
	}
	if len(sg.Game) == 0 {
		sg = savedGame{Game: b, Winner: -1}
	}
	return &sg, nil
}

// errQuit stops a game at a human's request.
var errQuit = errors.New("quit")

// undoError asks the play loop to take back every answer from decision At on.
type undoError struct{ At int }

func (u undoError) Error() string { return fmt.Sprintf("undo to decision %d", u.At) }

func checkKind(k string, human bool) error {
	if k == sim.KindBot || k == sim.KindRandom || (human && k == kindHuman) {
		return nil
	}
	return usageError{msg: fmt.Sprintf("unknown player kind %q", k), hint: "use human, bot or random"}
}

func runPlay(e *env, o *playOpts) error {
	kinds := [2]string{o.p1, o.p2}
	for _, k := range kinds {
		if err := checkKind(k, true); err != nil {
			return err
		}
	}
	s, err := loadSetup(e, o.paths, [2]string{o.deck1, o.deck2})
	if err != nil {
		return err
	}
	cat, err := sim.LoadCatalog(o.lang, s.lib)
	if err != nil {
		return usageError{msg: err.Error(), hint: "use --lang en or --lang de"}
	}
	var g *rules.Game
	if o.load != "" {
		sg, err := readSave(o.load)
		if err != nil {
			_ = diag.WriteText(e.stderr, diag.Diagnostics{fileDiag("E0902", o.load, "cannot load the game: %v", err).WithHint("pass a file written by throne play --save")}, nil)
			return exitError{exitFindings}
		}
		var start struct {
			Start struct {
				Config *rules.Config `json:"config"`
			} `json:"start"`
		}
		if json.Unmarshal(sg.Game, &start) == nil && start.Start.Config != nil {
			o.seed = start.Start.Config.Seed
		}
		g, err = rules.Resume(s.lib, sg.Game)
		if err != nil {
			_ = diag.WriteText(e.stderr, diag.Diagnostics{fileDiag("E0902", o.load, "cannot resume the game: %v", err).WithHint("the saved game needs the same cards; pass the same --path")}, nil)
			return exitError{exitFindings}
		}
	} else {
		g, err = rules.NewGame(s.lib, rules.Config{Seed: o.seed, Players: []rules.DeckList{s.decks[0], s.decks[1]}})
		if err != nil {
			return err
		}
	}
	if o.watch && len(o.paths) == 0 {
		return usageError{msg: "--watch needs --path", hint: "name the .card files or folders to watch with --path"}
	}
	rl := &reloader{e: e, paths: o.paths, lib: s.lib}
	if o.watch {
		stop, err := rl.watch()
		if err != nil {
			return err
		}
		defer stop()
	}
	in := bufio.NewScanner(e.stdin)
	var seat sim.Seat
	var humans []*human
	for k, kind := range kinds {
		switch kind {
		case kindHuman:
			h := &human{in: in, out: e.stdout, cat: cat, seat: k, narr: &sim.Narrator{Cat: cat, Reader: k, W: e.stdout}, rl: rl}
			humans = append(humans, h)
			seat[k] = h
		default:
			seat[k], _ = sim.NewDecider(kind, sim.PlayerSeed(o.seed, k))
		}
	}
	narr := &sim.Narrator{Cat: cat, Reader: -1, W: e.stdout}
	if len(humans) > 0 {
		narr = humans[0].narr
	}
	for {
		_, err := g.Run(swapping{seat, rl})
		var u undoError
		switch {
		case errors.As(err, &u):
			g, err = rewind(rl.current(), g, u.At)
			if err != nil {
				return err
			}
			continue
		case errors.Is(err, errQuit):
			if o.save != "" {
				if err := writeSave(o.save, g, kinds); err != nil {
					return err
				}
				fmt.Fprintln(e.stdout, strings.ReplaceAll(uiText(cat, "saved"), "{s}", o.save))
			}
			return nil
		case err != nil && !errors.Is(err, rules.ErrBudget):
			return err
		}
		reason := ""
		if err != nil {
			reason = "budget"
		}
		narr.Flush(g)
		narr.WriteResult(g, g.Result(), reason)
		break
	}
	if o.save != "" {
		if err := writeSave(o.save, g, kinds); err != nil {
			return err
		}
	}
	return nil
}

// rewind rebuilds the game with the answers before decision at: the
// engine replays them (same seed, same answers, same game) and asks again.
func rewind(lib rules.Library, g *rules.Game, at int) (*rules.Game, error) {
	data, err := g.Save()
	if err != nil {
		return nil, err
	}
	var sf rules.SaveFile
	if err := json.Unmarshal(data, &sf); err != nil {
		return nil, err
	}
	if at < len(sf.Choices) {
		sf.Choices = sf.Choices[:at]
	}
	sf.StateHash = 0
	sf.State = nil
	data, err = json.Marshal(sf)
	if err != nil {
		return nil, err
	}
	return rules.Resume(lib, data)
}

// reloader re-reads the --path card files and swaps their definitions
// into the running game between decisions (by hand with `reload`, or on
// every save with --watch).
type reloader struct {
	e     *env
	paths []string
	mu    sync.Mutex
	lib   *interp.Library
	next  *interp.Library
	codes []string
	known map[string]string // file → content when last loaded
}

// reload loads the library again; only codes from files in changed (all
// --path files when nil) are swapped. A library with errors is reported
// and ignored (the game keeps the last good definitions).
func (r *reloader) reload(changed map[string]bool) {
	lib, ds := loadInterp(r.paths, true)
	if ds = replacements(ds); ds.HasErrors() {
		writeDiags(r.e.stderr, "text", ds, lib.Sources)
		fmt.Fprintln(r.e.stderr, "throne: the cards have errors; the game keeps the last good version")
		return
	}
	var codes []string
	for _, c := range lib.Checked.Cards {
		if strings.HasPrefix(c.File, interp.BuiltinPrefix) {
			continue
		}
		if changed == nil || changed[filepath.Clean(c.File)] {
			codes = append(codes, c.Code)
		}
	}
	r.mu.Lock()
	r.next, r.codes = lib, codes
	r.mu.Unlock()
}

// apply swaps pending definitions into g (between decisions).
func (r *reloader) apply(g *rules.Game) {
	r.mu.Lock()
	lib, codes := r.next, r.codes
	r.next, r.codes = nil, nil
	if lib != nil {
		r.lib = lib
	}
	r.mu.Unlock()
	for _, code := range codes {
		if d := lib.Defs[code]; d != nil {
			g.ReplaceDef(code, d)
		}
	}
}

// current is the library with the latest definitions.
func (r *reloader) current() *interp.Library {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.lib
}

// watch starts watching the --path files; stop ends it.
func (r *reloader) watch() (stop func(), err error) {
	r.known = map[string]string{}
	for _, p := range r.paths {
		files, _ := library.CardFiles(p)
		for _, f := range files {
			if b, err := os.ReadFile(f); err == nil {
				r.known[filepath.Clean(f)] = string(b)
			}
		}
	}
	w, err := watch.New(watch.Options{
		Handler: func(ctx context.Context, b watch.Batch) {
			changed := map[string]bool{}
			for _, c := range b.Changes {
				p := filepath.Clean(c.Path)
				if old, ok := r.known[p]; ok && old == string(c.Content) {
					continue
				}
				r.known[p] = string(c.Content)
				changed[p] = true
			}
			if len(changed) > 0 {
				r.reload(changed)
			}
		},
		OnError: func(d *diag.Diagnostic) { _ = diag.WriteText(r.e.stderr, diag.Diagnostics{d}, nil) },
	})
	if err != nil {
		return nil, err
	}
	for _, p := range r.paths {
		if err := w.Add(p); err != nil {
			return nil, err
		}
	}
	ctx, cancel := context.WithCancel(context.Background())
	go func() { _ = w.Run(ctx) }()
	return cancel, nil
}

// swapping applies pending reloads before every decision.
type swapping struct {
	seat sim.Seat
	rl   *reloader
}

// Decide implements rules.Decider.
func (s swapping) Decide(g *rules.Game, p *rules.Prompt) (rules.Choice, error) {
	s.rl.apply(g)
	return s.seat.Decide(g, p)
}

// human answers prompts from the terminal.
type human struct {
	in   *bufio.Scanner
	out  io.Writer
	cat  *sim.Catalog
	seat int
	narr *sim.Narrator
	rl   *reloader
	// hist records this player's answers: decision index, when, log length.
	hist []answer
}

type answer struct {
	at, round int
	phase     rules.Phase
	logLen    int
}

// Decide implements rules.Decider.
func (h *human) Decide(g *rules.Game, p *rules.Prompt) (rules.Choice, error) {
	h.narr.Flush(g)
	h.showPrompt(g, p)
	for {
		fmt.Fprint(h.out, "> ")
		if !h.in.Scan() {
			fmt.Fprintln(h.out)
			return rules.Choice{}, errQuit
		}
		line := strings.ToLower(strings.TrimSpace(h.in.Text()))
		fmt.Fprintln(h.out, line)
		if n, err := strconv.Atoi(line); err == nil {
			if n < 1 || n > len(p.Options) {
				h.say("bad-number", "", len(p.Options))
				continue
			}
			h.hist = append(h.hist, answer{at: g.Decisions(), round: g.Round, phase: g.Phase, logLen: len(g.Log())})
			return rules.Choice{Index: n - 1}, nil
		}
		switch line {
		case "":
		case "help", "?", "h", "hilfe":
			h.help(g, p)
		case "board", "b", "brett":
			h.board(g)
		case "log", "l", "protokoll":
			n := &sim.Narrator{Cat: h.cat, Reader: h.seat, W: h.out}
			n.Flush(g)
		case "reload", "r", "neu":
			if len(h.rl.paths) == 0 {
				h.say("no-reload", "", 0)
				continue
			}
			h.rl.reload(nil)
			h.rl.apply(g)
			h.narr.Flush(g)
			h.showPrompt(g, p)
		case "quit", "q", "exit", "ende":
			return rules.Choice{}, errQuit
		case "undo", "u", "zurück":
			if len(h.hist) == 0 {
				h.say("no-undo", "", 0)
				continue
			}
			last := h.hist[len(h.hist)-1]
			if last.round != g.Round || last.phase != g.Phase {
				h.say("confirmed", "", 0)
				continue
			}
			h.hist = h.hist[:len(h.hist)-1]
			h.narr.Next = last.logLen
			h.say("undone", "", 0)
			return rules.Choice{}, undoError{At: last.at}
		default:
			h.say("unknown-command", line, len(p.Options))
		}
	}
}

func (h *human) ui(key string) string {
	if t, ok := h.cat.UI[key]; ok {
		return t
	}
	return humanText[key]
}

// say prints a terminal message with {s} and {n} filled in.
func (h *human) say(key, s string, n int) {
	fmt.Fprintln(h.out, strings.NewReplacer("{s}", s, "{n}", strconv.Itoa(n)).Replace(h.ui(key)))
}

// humanText are the terminal's messages in English; catalogs of other
// languages translate them in their [ui] section.
var humanText = map[string]string{
	"bad-number":      "choose a number from 1 to {n} (or type help)",
	"no-reload":       "nothing to reload: name card files with --path",
	"no-undo":         "nothing to undo: you have not answered anything yet",
	"confirmed":       "cannot undo: your last answer is confirmed (its phase has ended)",
	"undone":          "undone: you are asked again",
	"unknown-command": "unknown command \"{s}\": answer with a number from 1 to {n}, or type help",
	"help-cards":      "Choose cards one at a time; \"done\" (when offered) ends the choice.",
	"help-actions":    "Each option is something you may do now; \"pass\" lets the game go on.",
	"help-head":       "Commands:",
	"help-number":     "  <number>  answer with that option",
	"help-board":      "  board     show the board from your side (the opponent's hidden cards stay hidden)",
	"help-log":        "  log       show the whole game log as you saw it",
	"help-undo":       "  undo      take back your previous answer (only within the same phase:\n            once a phase ends, its answers are confirmed)",
	"help-reload":     "  reload    read the --path card files again and swap them into the game",
	"help-quit":       "  quit      stop the game (with --save, the game is saved first)",
	"help-help":       "  help      this text",
	"help-question":   "This question ({s}).",
	"saved":           "game saved to {s} (resume with --load {s})",
}

func (h *human) showPrompt(g *rules.Game, p *rules.Prompt) {
	me := g.Players[p.Player]
	title := h.promptTitle(p)
	when := fmt.Sprintf("%s %d, %s", h.ui("round"), g.Round, h.cat.Word(g.Phase.String()))
	if g.Round == 0 {
		when = h.ui("setup-header")
	}
	fmt.Fprintf(h.out, "\n[%s · %s: %d %s, %d %s]\n", when, me.Name, me.Gold, h.ui("gold"), g.Power(me), h.ui("power"))
	fmt.Fprintf(h.out, "%s — %s\n", strings.ReplaceAll(h.ui("prompt"), "{actor}", me.Name), title)
	for i := range p.Options {
		fmt.Fprintf(h.out, "  %d) %s\n", i+1, h.optionText(g, &p.Options[i]))
	}
}

func (h *human) promptTitle(p *rules.Prompt) string {
	id := p.ID
	if strings.HasPrefix(id, "target:") {
		id = "target"
	}
	if t, ok := h.cat.UI["prompt-"+id]; ok {
		if p.Source != nil && p.Ability != nil && id != "reaction" && id != "interrupt" {
			return t + " (" + h.cat.Title(p.Source) + ")"
		}
		return t
	}
	return p.ID
}

// sees reports whether the human may know c's identity where it is now.
func (h *human) sees(g *rules.Game, c *rules.Card) bool {
	a := g.Area(c.Area)
	switch {
	case a.InPlay:
		return c.Faceup || c.Controller == h.seat
	case a.Visible == rules.VisibleAll:
		return true
	case a.Visible == rules.VisibleOwner:
		return c.Owner == h.seat
	}
	return false
}

func (h *human) cardText(g *rules.Game, c *rules.Card) string {
	if !h.sees(g, c) {
		// an opponent's hidden card: only its area and position
		t := h.ui("hidden-card")
		if c.Slot > 0 {
			t += fmt.Sprintf(" #%d", c.Slot)
		}
		return t + " (" + h.cat.Word(g.Area(c.Area).Name) + ", " + g.Players[c.Owner].Name + ")"
	}
	var b strings.Builder
	b.WriteString(h.cat.Title(c))
	fmt.Fprintf(&b, " #%d", c.ID)
	var info []string
	if g.InPlay(c) && g.Type(c) == rules.TypeCharacter {
		info = append(info, fmt.Sprintf("%s %d", h.ui("strength"), g.Strength(c)))
	}
	if c.Kneeling {
		info = append(info, h.ui("kneeling"))
	}
	if p := c.Count(rules.TokenPower); p > 0 {
		info = append(info, fmt.Sprintf("%d %s", p, h.ui("power")))
	}
	if !g.InPlay(c) && c.Area != rules.AreaHand {
		info = append(info, h.cat.Word(g.Area(c.Area).Name))
	}
	if c.Def.Type == rules.TypePlot {
		s := c.Def.Plot
		info = append(info, fmt.Sprintf("%d %s, init %d, claim %d, reserve %d", s.Income, h.ui("gold"), s.Initiative, s.Claim, s.Reserve))
	}
	if len(info) > 0 {
		b.WriteString(" (" + strings.Join(info, ", ") + ")")
	}
	return b.String()
}

func (h *human) optionText(g *rules.Game, o *rules.Option) string {
	switch o.Kind {
	case rules.OptPass:
		return h.ui("opt-pass")
	case rules.OptDone:
		return h.ui("opt-done")
	case rules.OptYes:
		return h.ui("opt-yes")
	case rules.OptNo:
		return h.ui("opt-no")
	case rules.OptCard:
		return h.cardText(g, o.Card)
	case rules.OptMarshal:
		return strings.ReplaceAll(h.ui("opt-marshal"), "{s}", h.cardText(g, o.Card)) +
			fmt.Sprintf(" [%s %d]", h.ui("cost"), g.CostOf(o.Card, g.Players[o.Card.Controller], g.PrintedCost(o.Card), "gold", "marshal"))
	case rules.OptSetup:
		t := strings.ReplaceAll(h.ui("opt-place"), "{s}", h.cardText(g, o.Card))
		if o.Text != "" {
			t = h.cat.Word(o.Text) + ": " + h.cardText(g, o.Card)
		}
		return t + fmt.Sprintf(" [%s %d]", h.ui("cost"), o.N)
	case rules.OptAbility:
		t := o.Ability.Text
		if t == "" {
			t = h.cat.Word(o.Ability.ID)
		}
		return h.cardText(g, o.Card) + ": " + t
	case rules.OptPlayer:
		return g.Players[o.Player].Name
	case rules.OptNumber:
		return strconv.Itoa(o.N)
	case rules.OptChallenge:
		return strings.ReplaceAll(h.ui("opt-challenge"), "{s}", h.cat.Word(rules.Challenge(o.N).String()))
	}
	return o.Text
}

func (h *human) help(g *rules.Game, p *rules.Prompt) {
	for _, k := range []string{"help-head", "help-number", "help-board", "help-log", "help-undo", "help-reload", "help-quit", "help-help"} {
		h.say(k, "", 0)
	}
	h.say("help-question", p.ID+": "+h.promptTitle(p), 0)
	switch p.ID {
	case "attackers", "defenders", "claim", "reserve", "plot", "attach-to":
		h.say("help-cards", "", 0)
	case rules.StepMarshalWindow, "action", "reaction", "interrupt":
		h.say("help-actions", "", 0)
	}
}

// board prints the player's view: their own cards and the opponent's
// public ones (hidden cards only as counts and positions).
func (h *human) board(g *rules.Game) {
	v := g.View(h.seat)
	var b strings.Builder
	for i, pv := range v.Players {
		who := pv.Name
		if i == h.seat {
			who += " (" + h.ui("you") + ")"
		}
		fmt.Fprintf(&b, "%s: %d %s, %d %s\n", who, pv.Gold, h.ui("gold"), pv.Power, h.ui("power"))
		for _, a := range pv.Areas {
			if a.Count == 0 || a.Name == rules.AreaNameResolving {
				continue
			}
			fmt.Fprintf(&b, "  %s (%d)", h.cat.Word(a.Name), a.Count)
			if len(a.Cards) > 0 {
				var cs []string
				for _, c := range a.Cards {
					cs = append(cs, h.viewCard(&c))
				}
				b.WriteString(": " + strings.Join(cs, "; "))
			}
			b.WriteString("\n")
		}
	}
	_, _ = io.WriteString(h.out, b.String())
}

func (h *human) viewCard(c *rules.CardView) string {
	t := c.Title
	if c.Code != "" {
		if tr, ok := h.cat.Titles[c.Code]; ok {
			t = tr
		}
	}
	if t == "" {
		t = h.ui("facedown")
	}
	if c.Pos > 0 {
		t = fmt.Sprintf("#%d %s", c.Pos, t)
	}
	var info []string
	if c.Strength > 0 {
		info = append(info, fmt.Sprintf("%s %d", h.ui("strength"), c.Strength))
	}
	if c.Kneeling {
		info = append(info, h.ui("kneeling"))
	}
	for _, tk := range c.Tokens {
		kind := h.cat.Word(tk.Kind)
		if tk.Kind == rules.TokenPower {
			kind = h.ui("power")
		}
		info = append(info, fmt.Sprintf("%d %s", tk.N, kind))
	}
	if c.Parent != rules.NoCard {
		info = append(info, fmt.Sprintf("→#%d", c.Parent))
	}
	if len(info) > 0 {
		t += " (" + strings.Join(info, ", ") + ")"
	}
	return t
}

// The default decks of `throne play` and `throne simulate` without --deck1
// and --deck2: two of the shipped decks (examples/decks) with the most
// Shadow cards, embedded so the command works from any folder.
const (
	defaultDeck1Name = "martell-assault-from-the-shadows.txt"
	defaultDeck2Name = "lannister-kraken-schemes.txt"
	defaultDeck1     = `Martell: Assault from the Shadows

House Martell
Assault from the Shadows

Packs: From Core Set to Daggers in the Dark

Plots
1x A Noble Cause (Core Set)
1x Taxation (Core Set)
1x The Bloody Flux (The March on Winterfell)
1x Exchange of Information (The Shadow City)
1x Confiscation (Core Set)
1x Summons (Core Set)
1x Double-Dealing (In Daznak's Pit)

Characters
3x Ser Gerris Drinkwater (The Shadow City)
3x Maiden of Poisons (The March on Winterfell)
3x Ser Archibald Yronwood (Streets of King's Landing)
3x Starfall Spy (Daggers in the Dark)
3x Nefarious Acolyte (The Shadow City)
3x Varys (Daggers in the Dark)
3x Areo Hotah (Core Set)
3x Arianne Martell (Core Set)
3x Doran Martell (Core Set)
3x Edric Dayne (Core Set)
3x Maester Caleotte (Core Set)

Locations
3x The Shadow City (The Shadow City)
3x The Inn at the Crossroads (In Daznak's Pit)
2x The Kingsroad (Core Set)
2x The Roseroad (Core Set)
2x Ghaston Grey (Core Set)

Attachments
3x A Pinch of Powder (In Daznak's Pit)
3x Dawn (Core Set)

Events
3x A Mission in Essos (Music of Dragons)
3x Poisoned Coin (Music of Dragons)
3x Doran's Game (Core Set)
`
	defaultDeck2 = `Lannister: Kraken Schemes

House Lannister
Banner of the Kraken

Packs: From Core Set to Daggers in the Dark

Plots
2x A Noble Cause (Core Set)
1x Counting Coppers (Core Set)
1x Filthy Accusations (Core Set)
1x Double-Dealing (In Daznak's Pit)
1x Ravages of War (Daggers in the Dark)
1x Power Behind the Throne (Core Set)

Characters
3x Ser Robert Strong (The Shadow City)
3x Penny (The March on Winterfell)
3x Catspaw (Streets of King's Landing)
3x Cersei Lannister (Daggers in the Dark)
3x Nighttime Marauders (The Shadow City)
3x Hagen's Daughter (The March on Winterfell)
3x Moqorro (Daggers in the Dark)
3x Iron Islands Fishmonger (Core Set)
3x Grand Maester Pycelle (Core Set)
3x Joffrey Baratheon (Core Set)
3x Ser Jaime Lannister (Core Set)

Locations
3x Grey Ghost (Music of Dragons)
2x The Kingsroad (Core Set)
2x The Roseroad (Core Set)
3x Casterly Rock (Core Set)
2x Lannisport (Core Set)

Attachments
3x Underhanded Methods (Daggers in the Dark)
3x Widow's Wail (Core Set)

Events
3x Beneath the Bridge of Dream (The Shadow City)
3x Hear Me Roar! (Core Set)
3x The Things I Do For Love (Core Set)
`
)

// uiText is a terminal message in the catalog's language.
func uiText(cat *sim.Catalog, key string) string {
	if t, ok := cat.UI[key]; ok {
		return t
	}
	return humanText[key]
}
