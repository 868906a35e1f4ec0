package main

import (
	"os"
	"path/filepath"
	"sort"
	"strings"

	"github.com/thronescript/thronescript/deck"
	"github.com/thronescript/thronescript/dsl/diag"
	"github.com/thronescript/thronescript/interp"
	"github.com/thronescript/thronescript/library"
	"github.com/thronescript/thronescript/play/ladder"
	"github.com/thronescript/thronescript/play/sim"
	"github.com/thronescript/thronescript/rules"
)

// runMeta plays every pair of the --decks (simulate --decks, with --ladder
// a ladder over them).
func runMeta(e *env, o *simOpts) error {
	if o.deck1 != "" || o.deck2 != "" || o.compare != "" || o.shard != "" {
		return usageError{msg: "--decks plays every pair of its decks: no --deck1, --deck2, --compare or --shard with it", hint: "throne simulate --decks examples/decks -n 20"}
	}
	files, err := deckFiles(o.decks)
	if err != nil {
		return usageError{msg: err.Error(), hint: "pass deck list files or folders holding .txt or .json deck lists"}
	}
	if len(files) < 2 {
		return usageError{msg: "--decks: at least two deck lists", hint: "throne simulate --decks examples/decks -n 20"}
	}
	lib, decks, names, err := loadMetaDecks(e, o, files)
	if err != nil {
		return err
	}
	m := sim.MetaConfig{Base: sim.Config{Lib: sim.NewOverlay(lib), Players: [2]string{o.kinds[0], o.kinds[1]}, Games: o.n, Seed: o.seed, Workers: o.workers},
		Decks: decks, Names: names}
	if o.ladder {
		rep, err := ladder.RunMeta(ladder.Config{Base: m.Base, Kinds: o.players, Games: o.n, GamesWith: o.ladderGames}, m)
		if err != nil {
			return err
		}
		return printReport(e, rep, o.json)
	}
	rep, err := sim.RunMeta(m, sim.TitlesOf(lib))
	if err != nil {
		return err
	}
	return printReport(e, rep, o.json)
}

// loadMetaDecks loads the library and reads the deck lists of --decks
// (files): each a player of the games, named by the deck's name (its file
// name added when two decks share one). Their diagnostics are written to
// stderr; an error among them ends the command.
func loadMetaDecks(e *env, o *simOpts, files []string) (*interp.Library, []rules.DeckList, []string, error) {
	lib, ds := loadInterp(o.paths, true)
	if ds = replacements(ds); ds.HasErrors() {
		writeDiags(e.stderr, "text", ds, lib.Sources)
		return nil, nil, nil, exitError{exitFindings}
	}
	ix := library.IndexOf(lib).Deck()
	var all diag.Diagnostics
	src := diag.Sources{}
	var decks []rules.DeckList
	var names []string
	seen := map[string]int{}
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			all = append(all, fileDiag("E0902", f, "cannot read the deck list: %v", diag.Cause(err)).WithHint("check the path; deck lists are ThronesDB text exports or JSON"))
			continue
		}
		src[f] = data
		dl, d, ds := sim.ParseDeck(f, data, ix)
		all = append(all, ds...)
		name, faction := f, ""
		if d != nil {
			if d.Name != "" {
				name = d.Name
			}
			faction = d.Faction
		}
		if seen[name]++; seen[name] > 1 {
			name += " (" + filepath.Base(f) + ")"
		}
		dl.Name = deck.PlayerName(faction, "p")
		dl.Title = name
		decks = append(decks, dl)
		names = append(names, name)
	}
	if len(all) > 0 {
		_ = diag.WriteText(e.stderr, all, src)
	}
	if all.HasErrors() {
		return nil, nil, nil, exitError{exitFindings}
	}
	return lib, decks, names, nil
}

// deckFiles lists the deck lists of --decks: files as given, folders'
// .txt and .json files in name order.
func deckFiles(args []string) ([]string, error) {
	var out []string
	for _, a := range args {
		st, err := os.Stat(a)
		if err != nil {
			return nil, err
		}
		if !st.IsDir() {
			out = append(out, a)
			continue
		}
		ents, err := os.ReadDir(a)
		if err != nil {
			return nil, err
		}
		var fs []string
		for _, en := range ents {
			if n := en.Name(); !en.IsDir() && (strings.HasSuffix(n, ".txt") || strings.HasSuffix(n, ".json")) {
				fs = append(fs, filepath.Join(a, n))
			}
		}
		sort.Strings(fs)
		out = append(out, fs...)
	}
	return out, nil
}
