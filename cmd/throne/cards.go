package main

import (
	"encoding/json"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"text/tabwriter"

	"github.com/spf13/cobra"

	"github.com/thronescript/thronescript/cards/catalog"
	"github.com/thronescript/thronescript/dsl/check"
	"github.com/thronescript/thronescript/dsl/diag"
)

func newCardsCmd(e *env) *cobra.Command {
	var paths []string
	var coverage bool
	var lang, format string
	cmd := &cobra.Command{
		Use:   "cards [query...]",
		Short: "List the cards of the library, or how many have their behaviour written",
		Long: `cards lists the cards of the built-in library (and of --path files on top),
one per line: code, pack and number, title, type, faction, cost. A query keeps
the cards matching all of its words (in code, title in any language, type,
faction, pack, traits or keywords).

--coverage prints, per pack and in total, how many cards have complete
behaviour (no ` + "`incomplete`" + ` marker), then lists those that do not, then
the complete cards no scenario shows at work: a card with an action,
reaction, interrupt, forced, when-revealed or constant ability that no
scenario sets up, or a Shadow card no scenario brings out of shadows.`,
		Args: cobra.ArbitraryArgs,
		RunE: func(c *cobra.Command, args []string) error {
			if format != "text" && format != "json" {
				return usageError{msg: fmt.Sprintf("unknown format %q", format), hint: "use --format text or --format json"}
			}
			if lang != "en" && lang != "de" {
				return usageError{msg: fmt.Sprintf("unknown language %q", lang), hint: "use --lang en or --lang de"}
			}
			lib, err := loadLibrary(paths)
			if err != nil {
				return libraryError(e, err)
			}
			query := strings.Join(args, " ")
			found := lib.Search(query)
			if coverage {
				writeCoverage(e, lib, found, format)
				checked, ds := loadInterp(paths, true)
				if ds.HasErrors() {
					writeDiags(e.stderr, format, ds, checked.Sources)
					return exitError{exitFindings}
				}
				writeScenarioGaps(e, found, check.ScenarioGaps(checked.Checked), format)
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
				return nil
			}
			w := tabwriter.NewWriter(e.stdout, 0, 0, 2, ' ', 0)
			for _, card := range found {
				cost := card.Cost
				if cost == "" {
					cost = "·"
				}
				done := ""
				if !card.Complete() {
					done = uiFor(lang).incomplete
				}
				fmt.Fprintf(w, "%s\t%s %d\t%s\t%s\t%s\t%s\t%s\n", card.Code, card.Pack, card.Number, titleIn(card, lang),
					uiFor(lang).types[card.Type], uiFor(lang).factions[card.Faction], cost, done)
			}
			return w.Flush()
		},
	}
	cmd.Flags().StringSliceVar(&paths, "path", nil, "more .card files or folders loaded on top of the built-in library")
	cmd.Flags().BoolVar(&coverage, "coverage", false, "count the cards whose behaviour is written, per pack and in total")
	cmd.Flags().StringVar(&lang, "lang", "en", "language of titles and words: en or de")
	cmd.Flags().StringVar(&format, "format", "text", "output format: text or json")
	return cmd
}

// cardJSON is one card as `throne cards --format json` prints it.
func cardJSON(c *catalog.Card, lang string) map[string]any {
	return map[string]any{
		"kind": "card", "code": c.Code, "title": titleIn(c, lang), "type": c.Type, "faction": c.Faction,
		"pack": c.Pack, "number": c.Number, "cost": c.Cost, "loyal": c.Loyal, "unique": c.Unique,
		"traits": c.Traits, "keywords": c.Keywords, "complete": c.Complete(), "file": c.File,
	}
}

// titleIn returns the card's title in lang, falling back to English.
func titleIn(c *catalog.Card, lang string) string {
	if t := c.Text[lang]; t != nil && t.Title != "" {
		return t.Title
	}
	return c.Title
}

func writeCoverage(e *env, lib *catalog.Catalog, found []*catalog.Card, format string) {
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
	var missing []*catalog.Card
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

// loadLibrary reads the built-in card library and then the .card files
// named by paths (files, or folders searched recursively) on top of it.
func loadLibrary(paths []string) (*catalog.Catalog, error) {
	lib, err := catalog.Library()
	if err != nil {
		return nil, err
	}
	for _, c := range lib.Cards {
		c.File = "cards/" + c.File // the built-in library's files, as in the repository
	}
	for _, p := range paths {
		st, err := os.Stat(p)
		if err != nil {
			return nil, err
		}
		if !st.IsDir() {
			if err := lib.Add(os.DirFS(filepath.Dir(p)), []string{filepath.Base(p)}); err != nil {
				return nil, err
			}
			continue
		}
		var files []string
		err = filepath.WalkDir(p, func(f string, d fs.DirEntry, err error) error {
			if err == nil && !d.IsDir() && strings.HasSuffix(f, ".card") {
				rel, _ := filepath.Rel(p, f)
				files = append(files, filepath.ToSlash(rel))
			}
			return err
		})
		if err != nil {
			return nil, err
		}
		sort.Strings(files)
		if err := lib.Add(os.DirFS(p), files); err != nil {
			return nil, err
		}
	}
	return lib, nil
}

// libraryError reports a library that cannot be read.
func libraryError(e *env, err error) error {
	_ = diag.WriteText(e.stderr, diag.Diagnostics{fileDiag("E0902", "library", "cannot read the card library: %v", err).
		WithHint("check the --path arguments; every .card file must balance its braces and strings")}, nil)
	return exitError{exitFindings}
}

// writeScenarioGaps lists the complete cards (among found) that no
// scenario shows at work.
func writeScenarioGaps(e *env, found []*catalog.Card, gaps []check.Gap, format string) {
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
