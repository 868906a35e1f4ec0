package main

import (
	"errors"
	"fmt"

	"github.com/spf13/cobra"

	"github.com/thronescript/thronescript/dsl/diag"
	"github.com/thronescript/thronescript/i18n/messages"
	"github.com/thronescript/thronescript/play/save"
)

func newReplayCmd(e *env) *cobra.Command {
	var lang string
	var paths []string
	var reader int
	cmd := help("replay", &cobra.Command{
		Example: `  throne play --p1 bot --p2 random --seed 7 --save game.json
  throne replay game.json
  throne replay --lang de --reader 1 game.json`,
		Args: cobra.ExactArgs(1),
		RunE: func(c *cobra.Command, args []string) error {
			file := args[0]
			if reader < 0 || reader > maxPlayers {
				return usageError{msg: fmt.Sprintf("--reader %d: want 0 (everything) or a player from 1", reader), hint: "--reader 1 shows the log as player 1 saw it"}
			}
			sg, err := save.Read(file)
			if err != nil {
				_ = diag.WriteText(e.stderr, diag.Diagnostics{fileDiag("E0902", file, "cannot read the saved game: %v", err).WithHint("pass a file written by throne play --save")}, nil)
				return exitError{exitFindings}
			}
			if n := len(sg.Players); reader > n {
				return usageError{msg: fmt.Sprintf("--reader %d: the game has %d players", reader, n), hint: "--reader 1 shows the log as player 1 saw it"}
			}
			lib, ds := loadInterp(paths, true)
			if ds = replacements(ds); ds.HasErrors() {
				writeDiags(e.stderr, "text", ds, lib.Sources)
				return exitError{exitFindings}
			}
			cat, err := loadCatalog(e, lang, "", paths, lib)
			if err != nil {
				return err
			}
			rep, err := sg.Replay(lib)
			if err != nil {
				d := fileDiag("E0902", file, "%v", err)
				var re *save.ReplayError
				if errors.As(err, &re) && !re.Resume {
					d = d.WithHint("the cards' definitions may have changed since the game was saved")
				}
				_ = diag.WriteText(e.stderr, diag.Diagnostics{d}, nil)
				return exitError{exitFindings}
			}
			g, res, budget := rep.Game, rep.Result, rep.Budget
			narr := &messages.Narrator{Cat: cat, Reader: reader - 1, W: e.stdout}
			narr.Flush(g)
			if res.Over || budget {
				reason := ""
				if budget {
					reason = "budget"
				}
				narr.WriteResult(g, res, reason)
			} else {
				fmt.Fprintf(e.stdout, "\n(the game was saved unfinished after %d decisions; continue it with throne play --load %s)\n", g.Decisions(), messages.Printable(file))
			}
			// save.Read checked the names, decks, seed and answers printed
			// above against the file's content hash; the log and the
			// result are checked here
			if err := sg.Verify(rep); err != nil {
				_ = diag.WriteText(e.stderr, diag.Diagnostics{fileDiag("E0902", file, "%v", err).
					WithHint("the cards' definitions changed since the game was played; replay with the same library")}, nil)
				return exitError{exitFindings}
			}
			fmt.Fprintf(e.stdout, "log hash %s verified\n", rep.LogHash)
			return nil
		},
	})
	cmd.Flags().StringVar(&lang, "lang", "en", "language of the log: en, de or a language of the --path folders")
	cmd.Flags().IntVar(&reader, "reader", 0, "show the log as that player saw it (1 to the number of players; 0: everything)")
	pathFlag(cmd, &paths)
	return cmd
}
