package main

import (
	"context"
	"fmt"
	"net"
	"os"
	"os/signal"
	"slices"

	"github.com/spf13/cobra"

	"github.com/thronescript/thronescript/i18n/messages"
	"github.com/thronescript/thronescript/web"
)

func newServeCmd(e *env) *cobra.Command {
	var addr, lang string
	cmd := &cobra.Command{
		Use:   "serve [paths...]",
		Short: "Browse, edit, play and simulate in the browser",
		Long: `serve starts a local web application (every asset built in; nothing is
fetched from the network) and prints its address. Pages:

  Library   search and filter the cards, each drawn as a card, with its source
  Editor    the .card and .lua files under the paths (default: the current
            folder), highlighted, with the diagnostics of throne check inline;
            saving writes the file (temporary file + rename); saves from other
            editors show up live; beside it the card and its scenarios' results
  Play      a game against the bot, or two people on one machine (each page
            sees only its own side); edited cards reload between decisions
  Simulate  many games between two decks: win rates with intervals, per card

The server listens on 127.0.0.1 only unless --addr says otherwise, reads and
writes only the workspace's .card and .lua files, and keeps the last good
version of a card with errors. Stop with Ctrl-C.`,
		Example: `  throne serve
  throne serve mycards --lang de
  throne serve --addr 127.0.0.1:8080 examples/custom`,
		RunE: func(cmd *cobra.Command, args []string) error {
			if !slices.Contains(messages.Languages, lang) {
				return usageError{msg: fmt.Sprintf("unknown language %q", lang), hint: "use --lang en or --lang de"}
			}
			if len(args) == 0 {
				args = []string{"."}
			}
			for _, a := range args {
				if _, err := os.Stat(a); err != nil {
					return usageError{msg: fmt.Sprintf("cannot serve %s: %v", a, unwrapPathError(err)), hint: "name folders or .card files that exist"}
				}
			}
			l, err := net.Listen("tcp", addr)
			if err != nil {
				return usageError{msg: fmt.Sprintf("cannot listen on %s: %v", addr, err), hint: "pick another --addr, e.g. 127.0.0.1:8080"}
			}
			s, err := web.New(web.Options{Roots: args, Lang: lang, Decks: []web.Deck{
				{Name: defaultDeck1Name, Data: []byte(defaultDeck1)},
				{Name: defaultDeck2Name, Data: []byte(defaultDeck2)},
			}, OnError: func(err error) { fmt.Fprintln(e.stderr, "throne serve:", err) }})
			if err != nil {
				_ = l.Close()
				return err
			}
			defer s.Close()
			ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
			defer stop()
			fmt.Fprintf(e.stdout, "throne serve: http://%s/ (workspace: %v; Ctrl-C stops)\n", l.Addr(), args)
			return s.Serve(ctx, l)
		},
	}
	cmd.Flags().StringVar(&addr, "addr", web.DefaultAddr, "address to listen on (the loopback interface by default)")
	cmd.Flags().StringVar(&lang, "lang", "en", "language of card texts and game logs: en or de")
	return cmd
}
