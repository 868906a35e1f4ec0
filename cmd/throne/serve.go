package main

import (
	"context"
	"fmt"
	"io/fs"
	"net"
	"os"
	"os/signal"
	"path"

	"github.com/spf13/cobra"

	"github.com/thronescript/thronescript/dsl/diag"
	"github.com/thronescript/thronescript/examples/decks"
	"github.com/thronescript/thronescript/i18n/messages"
	"github.com/thronescript/thronescript/library"
	"github.com/thronescript/thronescript/web"
)

func newServeCmd(e *env) *cobra.Command {
	var addr, lang string
	cmd := help("serve", &cobra.Command{
		Example: `  throne serve
  throne serve mycards --lang de
  throne serve --addr 127.0.0.1:8080 examples/custom`,
		RunE: func(cmd *cobra.Command, args []string) error {
			if len(args) == 0 {
				args = []string{"."}
			}
			set, err := languages(args, nil)
			if err != nil {
				return err
			}
			set = messages.NewSet(set.Workspace(), library.FileLanguages(args))
			if err := checkLangIn(set, lang); err != nil {
				return err
			}
			for _, a := range args {
				if _, err := os.Stat(a); err != nil {
					return usageError{msg: fmt.Sprintf("cannot serve %s: %v", a, diag.Cause(err)), hint: "name folders or .card files that exist"}
				}
			}
			l, err := net.Listen("tcp", addr)
			if err != nil {
				return usageError{msg: fmt.Sprintf("cannot listen on %s: %v", addr, err), hint: "pick another --addr, e.g. 127.0.0.1:8080"}
			}
			s, err := web.New(web.Options{Roots: args, Lang: lang, Catalogs: set.Workspace(), Decks: shippedDecks(), MeleeDecks: meleeDeckNames(),
				OnError: func(err error) { fmt.Fprintln(e.stderr, "throne serve:", err) }})
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
	})
	cmd.Flags().StringVar(&addr, "addr", web.DefaultAddr, "address to listen on (the loopback interface by default)")
	cmd.Flags().StringVar(&lang, "lang", "en", "language of card texts and game logs: en, de or a language of the workspace (its catalog.<lang>.txt or *.<lang>.card files)")
	return cmd
}

// shippedDecks are the decks the play page offers besides the workspace's:
// every deck of examples/decks, the joust pair first (the page's
// defaults), then the other joust decks by name, then the melee decks.
func shippedDecks() []web.Deck {
	names := []string{defaultDeck1Name, defaultDeck2Name}
	_ = fs.WalkDir(decks.FS, ".", func(p string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() && path.Dir(p) != decks.MeleeDir && p != defaultDeck1Name && p != defaultDeck2Name {
			names = append(names, p)
		}
		return err
	})
	var out []web.Deck
	for _, name := range append(names, decks.Melee()...) {
		if b, err := decks.Read(name); err == nil {
			out = append(out, web.Deck{Name: name, Data: b})
		}
	}
	return out
}

// meleeDeckNames name the shipped melee decks among shippedDecks: a melee
// game's seats play them when the page names none.
func meleeDeckNames() []string { return decks.Melee() }
