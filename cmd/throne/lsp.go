package main

import (
	"context"
	"io"
	"strings"
	"sync"
	"time"

	"github.com/spf13/cobra"

	"github.com/thronescript/thronescript/i18n/messages"
	"github.com/thronescript/thronescript/interp"
	"github.com/thronescript/thronescript/library"
	"github.com/thronescript/thronescript/lsp"
)

func newLspCmd(e *env) *cobra.Command {
	var stdioFlag bool
	var timeout time.Duration
	cmd := help("lsp", &cobra.Command{
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			// the card index for hovers is read once, beside the server's own load
			var once sync.Once
			var cat *library.Index
			index := func() { cat, _, _ = library.ReadIndex(interp.NewRegistry(), library.Options{Builtin: true}) }
			go once.Do(index)
			show := func(code, locale string) string {
				once.Do(index)
				c := cat.ByCode(code)
				if c == nil {
					return ""
				}
				lang := "en"
				if strings.HasPrefix(locale, "de") {
					lang = "de"
				}
				return renderCard(cat, c, lang, uiOf(messages.NewSet(nil, nil), lang))
			}
			return lsp.Serve(context.Background(), stdio{e.stdin, e.stdout}, lsp.Options{Show: show, Log: e.stderr, Timeout: timeout})
		},
	})
	// some clients add --stdio; it is the only transport
	cmd.Flags().BoolVar(&stdioFlag, "stdio", true, "talk over standard input and output (the only transport)")
	cmd.Flags().DurationVar(&timeout, "timeout", 5*time.Second, "answer each request within this time, or with an error (a hover waits for the card index at startup)")
	return cmd
}

// stdio joins the command's streams into one connection.
type stdio struct {
	io.Reader
	io.Writer
}

func (stdio) Close() error { return nil }
