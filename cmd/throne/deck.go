package main

import (
	"fmt"
	"os"
	"slices"
	"strings"

	"github.com/spf13/cobra"

	"github.com/thronescript/thronescript/deck"
	"github.com/thronescript/thronescript/dsl/diag"
)

func newDeckCmd(e *env) *cobra.Command {
	cmd := help("deck", &cobra.Command{})
	var paths, formats []string
	var listCode string
	check := help("deck-check", &cobra.Command{
		Args: cobra.MinimumNArgs(1),
		RunE: func(c *cobra.Command, args []string) error {
			format, game, err := deckFormats(formats)
			if err != nil {
				return err
			}
			var list *deck.List
			if listCode != "none" {
				if list, err = deck.FindList(listCode); err != nil {
					return usageError{msg: err.Error(), hint: "run `throne deck lists` for the versions, or --list none"}
				}
			}
			lib, clean := loadIndex(e, paths, format)
			if !clean {
				return exitError{exitFindings}
			}
			ix := lib.Deck()
			var all diag.Diagnostics
			src := diag.Sources{}
			for _, f := range args {
				b, err := os.ReadFile(f)
				if err != nil {
					all = append(all, fileDiag("E0902", f, "cannot read the deck list: %v", err).WithHint("check the path"))
					continue
				}
				src[f] = b
				d, ds := deck.Parse(f, b, ix, deck.Under(list, game))
				if d != nil { // nil: the JSON does not decode, nothing to check
					ds = append(ds, deck.Check(d)...)
					ds = append(ds, deck.CheckLegality(d, list, game)...)
				}
				// the first diag.MaxPerFile of the file, as throne check
				// keeps them, and one diagnostic counting the rest (in
				// JSON too)
				keep := diag.NewKeep(diag.MaxPerFile)
				keep.Add(ds...)
				ds = keep.Result()
				all = append(all, ds...)
				if len(ds) == 0 && format == "text" {
					shadow := 0
					for _, en := range d.Draw {
						if en.Card.Shadow {
							shadow += en.Qty
						}
					}
					agenda := "no agenda"
					if a := d.Agenda(); a != nil {
						agenda = a.Title
					}
					under := ""
					if list != nil {
						under = fmt.Sprintf(" (%s, %s)", game, list.Name)
					}
					fmt.Fprintf(e.stdout, "%s: legal%s: %s, %s; %d plots, %d draw cards (%d with Shadow)\n",
						f, under, d.Faction, agenda, d.PlotCount(), d.DrawCount(), shadow)
				}
			}
			if format == "json" {
				_ = diag.WriteJSON(e.stdout, all)
			} else {
				_ = diag.WriteText(e.stderr, all, src)
			}
			if all.HasErrors() {
				return exitError{exitFindings}
			}
			return nil
		},
	})
	pathFlag(check, &paths)
	check.Flags().StringSliceVar(&formats, "format", nil, "game format joust or melee (default joust) and/or output format text or json (default text), e.g. melee,json")
	check.Flags().StringVar(&listCode, "list", "", "restricted and banned list version by code, e.g. gotstandard2.1 (default: the newest, today's Standard list; none: no list)")
	cmd.AddCommand(check)
	cmd.AddCommand(help("deck-lists", &cobra.Command{
		Args: cobra.NoArgs,
		RunE: func(c *cobra.Command, args []string) error {
			ls, err := deck.Lists()
			if err != nil {
				return err
			}
			for _, l := range ls {
				fmt.Fprintf(e.stdout, "%-16s %s  %-24s %-9s", l.Code, l.Date, l.Name, l.CardSet)
				for _, f := range deck.Formats {
					if fl := l.Format(f); fl != nil {
						fmt.Fprintf(e.stdout, "  %s: %d restricted, %d pods, %d banned;", f, len(fl.Restricted), len(fl.Pods), len(fl.Banned))
					}
				}
				fmt.Fprintf(e.stdout, "  %d banned in both\n", len(l.Banned))
			}
			return nil
		},
	}))
	return cmd
}

// deckFormats splits deck check's --format values into the output format
// (text, json) and the game format (joust, melee).
func deckFormats(vals []string) (output, game string, err error) {
	output, game = "text", "joust"
	for _, v := range vals {
		switch v = strings.ToLower(strings.TrimSpace(v)); {
		case v == "text" || v == "json":
			output = v
		case slices.Contains(deck.Formats, v):
			game = v
		default:
			return "", "", usageError{msg: fmt.Sprintf("unknown format %q", v), hint: "use --format joust or melee (game format) and text or json (output), e.g. --format melee,json"}
		}
	}
	return output, game, nil
}
