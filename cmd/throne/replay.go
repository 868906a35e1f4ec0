package main

import (
	"errors"
	"fmt"

	"github.com/spf13/cobra"

	"github.com/thronescript/thronescript/dsl/diag"
	"github.com/thronescript/thronescript/i18n/messages"
	"github.com/thronescript/thronescript/play/save"
	"github.com/thronescript/thronescript/rules"
)

func newReplayCmd(e *env) *cobra.Command {
	var lang string
	var paths []string
	var reader int
	cmd := &cobra.Command{
		Use:   "replay <game.json>",
		Short: "Re-run a saved game and print its log, verifying the log hash",
		Long: `replay reads a game written by throne play --save (the seed, both deck lists
and every answer), re-runs it through the engine — same seed and same answers
give the same game — and prints its log. The log's hash is compared with the
one saved: a mismatch (the cards' behaviour changed since the game was
played) is an error.`,
		Example: `  throne play --p1 bot --p2 random --seed 7 --save game.json
  throne replay game.json
  throne replay --lang de --reader 1 game.json`,
		Args: cobra.ExactArgs(1),
		RunE: func(c *cobra.Command, args []string) error {
			file := args[0]
			if reader < 0 || reader > 2 {
				return usageError{msg: fmt.Sprintf("--reader %d: want 0 (everything), 1 or 2", reader), hint: "--reader 1 shows the log as player 1 saw it"}
			}
			sg, err := save.Read(file)
			if err != nil {
				_ = diag.WriteText(e.stderr, diag.Diagnostics{fileDiag("E0902", file, "cannot read the saved game: %v", err).WithHint("pass a file written by throne play --save")}, nil)
				return exitError{exitFindings}
			}
			lib, ds := loadInterp(paths, true)
			if ds = replacements(ds); ds.HasErrors() {
				writeDiags(e.stderr, "text", ds, lib.Sources)
				return exitError{exitFindings}
			}
			cat, err := messages.LoadCatalog(lang, lib)
			if err != nil {
				return usageError{msg: err.Error(), hint: "use --lang en or --lang de"}
			}
			g, err := rules.Resume(lib, sg.Game)
			if err != nil {
				_ = diag.WriteText(e.stderr, diag.Diagnostics{fileDiag("E0902", file, "cannot replay the game: %v", err)}, nil)
				return exitError{exitFindings}
			}
			stop := rules.DeciderFunc(func(*rules.Game, *rules.Prompt) (rules.Choice, error) { return rules.Choice{}, rules.ErrStop })
			res, err := g.Run(stop)
			budget := errors.Is(err, rules.ErrBudget)
			if err != nil && !errors.Is(err, rules.ErrStop) && !budget {
				_ = diag.WriteText(e.stderr, diag.Diagnostics{fileDiag("E0902", file, "the replay failed: %v", err).
					WithHint("the cards' definitions may have changed since the game was saved")}, nil)
				return exitError{exitFindings}
			}
			narr := &messages.Narrator{Cat: cat, Reader: reader - 1, W: e.stdout}
			narr.Flush(g)
			if res.Over || budget {
				reason := ""
				if budget {
					reason = "budget"
				}
				narr.WriteResult(g, res, reason)
			} else {
				fmt.Fprintf(e.stdout, "\n(the game was saved unfinished after %d decisions; continue it with throne play --load %s)\n", g.Decisions(), file)
			}
			got := fmt.Sprintf("%016x", g.LogHash())
			switch {
			case sg.LogHash == "":
				fmt.Fprintf(e.stdout, "log hash %s (the file has none to compare)\n", got)
			case sg.LogHash == got:
				fmt.Fprintf(e.stdout, "log hash %s verified\n", got)
			default:
				_ = diag.WriteText(e.stderr, diag.Diagnostics{fileDiag("E0902", file, "the replayed log differs from the saved game (hash %s, saved %s)", got, sg.LogHash).
					WithHint("the cards' definitions changed since the game was played; replay with the same library")}, nil)
				return exitError{exitFindings}
			}
			return nil
		},
	}
	cmd.Flags().StringVar(&lang, "lang", "en", "language of the log: en or de")
	cmd.Flags().IntVar(&reader, "reader", 0, "show the log as player 1 or 2 saw it (0: everything)")
	cmd.Flags().StringSliceVar(&paths, "path", nil, "more .card files or folders loaded on top of the built-in library")
	return cmd
}
