package main

import (
	"encoding/json"
	"fmt"
	"sort"
	"strings"
	"text/tabwriter"

	"github.com/spf13/cobra"

	"github.com/thronescript/thronescript/dsl/check"
	"github.com/thronescript/thronescript/interp"
	"github.com/thronescript/thronescript/library"
)

func newCardsCmd(e *env) *cobra.Command {
	var paths []string
	var coverage bool
	var lang, format string
	cmd := help("cards", &cobra.Command{
		Args: cobra.ArbitraryArgs,
		RunE: func(c *cobra.Command, args []string) error {
			if err := checkFormat(format); err != nil {
				return err
			}
			lib, clean := loadIndex(e, paths, format)
			set, err := languages(paths, lib.Checked)
			if err != nil {
				return err
			}
			if err := checkLangIn(set, lang); err != nil {
				return err
			}
			ui := uiOf(set, lang)
			query := strings.Join(args, " ")
			found := lib.Search(query)
			if coverage {
				writeCoverage(e, lib, found, format)
				if !clean {
					return exitError{exitFindings}
				}
				writeScenarioGaps(e, found, check.ScenarioGaps(lib.Checked), format)
				return nil
			}
			if len(found) == 0 {
				fmt.Fprintf(e.stderr, "throne: no card matches %q\n", query)
				return exitError{exitFindings}
			}
			if format == "json" {
				enc := json.NewEncoder(e.stdout)
				enc.SetEscapeHTML(false)
				for _, card := range found {
					_ = enc.Encode(cardJSON(card, lang))
				}
				return findings(clean)
			}
			w := tabwriter.NewWriter(e.stdout, 0, 0, 2, ' ', 0)
			for _, card := range found {
				cost := card.Cost
				if cost == "" {
					cost = "·"
				}
				done := ""
				if !card.Complete() {
					done = ui.incomplete
				}
				fmt.Fprintf(w, "%s\t%s %d\t%s\t%s\t%s\t%s\t%s\n", card.Code, card.Pack, card.Number, card.TitleIn(lang),
					ui.types[card.Type], ui.factions[card.Faction], cost, done)
			}
			if err := w.Flush(); err != nil {
				return err
			}
			return findings(clean)
		},
	})
	pathFlag(cmd, &paths)
	cmd.Flags().BoolVar(&coverage, "coverage", false, "count the cards whose behaviour is written, per pack and in total")
	cmd.Flags().StringVar(&lang, "lang", "en", "language of titles and words: en, de or a language of the --path folders")
	cmd.Flags().StringVar(&format, "format", "text", "output format: text or json")
	return cmd
}

// cardJSON is one card as `throne cards --format json` prints it.
func cardJSON(c *library.Card, lang string) map[string]any {
	return map[string]any{
		"kind": "card", "code": c.Code, "title": c.TitleIn(lang), "type": c.Type, "faction": c.Faction,
		"pack": c.Pack, "number": c.Number, "cost": c.Cost, "loyal": c.Loyal, "unique": c.Unique,
		"traits": c.Traits, "keywords": c.Keywords, "complete": c.Complete(), "file": c.File,
	}
}

func writeCoverage(e *env, lib *library.Index, found []*library.Card, format string) {
	type row struct{ cards, complete int }
	per := map[string]*row{}
	total := &row{}
	for _, c := range found {
		r := per[c.Pack]
		if r == nil {
			r = &row{}
			per[c.Pack] = r
		}
		r.cards++
		total.cards++
		if c.Complete() {
			r.complete++
			total.complete++
		}
	}
	enc := json.NewEncoder(e.stdout)
	enc.SetEscapeHTML(false)
	for _, p := range lib.PackOrder() {
		r := per[p]
		if r == nil {
			continue
		}
		name := p
		if pk := lib.Pack(p); pk != nil && pk.Name != "" {
			name = pk.Name
		}
		if format == "json" {
			_ = enc.Encode(map[string]any{"kind": "coverage", "pack": p, "name": name, "cards": r.cards, "complete": r.complete})
			continue
		}
		fmt.Fprintf(e.stdout, "%-6s %-30s %8s %5s\n", p, name, fmt.Sprintf("%d/%d", r.complete, r.cards), coveragePercent(r.complete, r.cards))
	}
	if format == "json" {
		_ = enc.Encode(map[string]any{"kind": "coverage", "pack": "", "name": "total", "cards": total.cards, "complete": total.complete})
	} else {
		fmt.Fprintf(e.stdout, "%-37s %8s %5s\n", "total", fmt.Sprintf("%d/%d", total.complete, total.cards), coveragePercent(total.complete, total.cards))
	}
	var missing []*library.Card
	for _, c := range found {
		if !c.Complete() {
			missing = append(missing, c)
		}
	}
	if len(missing) == 0 {
		return
	}
	order := map[string]int{}
	for i, p := range lib.PackOrder() {
		order[p] = i
	}
	sort.SliceStable(missing, func(i, j int) bool {
		if order[missing[i].Pack] != order[missing[j].Pack] {
			return order[missing[i].Pack] < order[missing[j].Pack]
		}
		return missing[i].Code < missing[j].Code
	})
	if format == "json" {
		for _, c := range missing {
			_ = enc.Encode(map[string]any{"kind": "incomplete", "code": c.Code, "title": c.Title, "pack": c.Pack,
				"reason": c.Incomplete, "file": c.File, "line": c.Line})
		}
		return
	}
	fmt.Fprintf(e.stdout, "\nnot complete (%d):\n", len(missing))
	for _, c := range missing {
		fmt.Fprintf(e.stdout, "  %s %s %q: %s (%s:%d)\n", c.Pack, c.Code, c.Title, c.Incomplete, c.File, c.Line)
	}
}

func coveragePercent(n, of int) string {
	if of == 0 {
		return "-"
	}
	return fmt.Sprintf("%d%%", n*100/of)
}

// loadIndex loads the built-in card library and the .card files named by
// paths (files, or folders searched recursively) on top of it, and indexes
// its cards (checked, not compiled). A library with errors is still indexed (what was checked of
// each card); its errors are printed and clean is false.
func loadIndex(e *env, paths []string, format string) (ix *library.Index, clean bool) {
	ix, src, ds := library.ReadIndex(interp.NewRegistry(), library.Options{Builtin: true, Prelude: true, Paths: paths})
	if errs := ds.Errors(); len(errs) > 0 {
		writeDiags(e.stderr, format, errs, src)
	}
	return ix, !ds.HasErrors()
}

// findings is the outcome of a command that did its work on a library
// with errors (already printed): exit 1.
func findings(clean bool) error {
	if clean {
		return nil
	}
	return exitError{exitFindings}
}

// writeScenarioGaps lists the complete cards (among found) that no
// scenario shows at work.
func writeScenarioGaps(e *env, found []*library.Card, gaps []check.Gap, format string) {
	in := map[string]bool{}
	for _, c := range found {
		in[c.Code] = true
	}
	var keep []check.Gap
	for _, g := range gaps {
		if in[g.Card.Code] {
			keep = append(keep, g)
		}
	}
	why := func(g check.Gap) string {
		if g.Area != "" {
			return "no scenario brings it out of " + g.Area
		}
		return "no scenario sets it up and checks its ability"
	}
	if format == "json" {
		enc := json.NewEncoder(e.stdout)
		enc.SetEscapeHTML(false)
		for _, g := range keep {
			_ = enc.Encode(map[string]any{"kind": "untested", "code": g.Card.Code, "title": g.Card.Title,
				"reason": why(g), "file": g.Card.File, "line": g.Card.Range.Start.Line})
		}
		return
	}
	fmt.Fprintf(e.stdout, "\nwithout a scenario (%d):\n", len(keep))
	for _, g := range keep {
		fmt.Fprintf(e.stdout, "  %s %q: %s (%s:%d)\n", g.Card.Code, g.Card.Title, why(g), g.Card.File, g.Card.Range.Start.Line)
	}
}
