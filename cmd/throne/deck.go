package main

import (
	"fmt"
	"os"

	"github.com/spf13/cobra"

	"github.com/thronescript/thronescript/deck"
	"github.com/thronescript/thronescript/dsl/diag"
)

func newDeckCmd(e *env) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "deck",
		Short: "Work with deck lists (ThronesDB text export or JSON)",
	}
	var paths []string
	var format string
	check := &cobra.Command{
		Use:   "check <deck-file>...",
		Short: "Check deck lists against the deck-building rules",
		Long: `check reads deck lists — ThronesDB's plain-text export ("3x Bolton Flayer
(The Shadow City)" lines after the faction and agenda) or its JSON
("faction_code", "agendas", "slots") — resolves their cards in the library
and checks the deck-building rules: one faction, at most one agenda, exactly
7 plots (one may be duplicated), at least 60 draw cards, deck limits by
title, loyal cards only in their own faction, other factions' non-loyal cards
only through a banner, and the agenda's own restrictions.
It exits 1 when a deck has errors.`,
		Args: cobra.MinimumNArgs(1),
		RunE: func(c *cobra.Command, args []string) error {
			if err := checkFormat(format); err != nil {
				return err
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
				d, ds := deck.Parse(f, b, ix)
				if d != nil { // nil: the JSON does not decode, nothing to check
					ds = append(ds, deck.Check(d)...)
				}
				ds.Sort()
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
					fmt.Fprintf(e.stdout, "%s: legal: %s, %s; %d plots, %d draw cards (%d with Shadow)\n",
						f, d.Faction, agenda, d.PlotCount(), d.DrawCount(), shadow)
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
	}
	check.Flags().StringSliceVar(&paths, "path", nil, "more .card files or folders loaded on top of the built-in library")
	check.Flags().StringVar(&format, "format", "text", "output format: text or json")
	cmd.AddCommand(check)
	return cmd
}
