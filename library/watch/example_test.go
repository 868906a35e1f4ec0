package watch_test

import (
	"context"
	"fmt"
	"os"
	"os/signal"
	"strings"

	"github.com/thronescript/thronescript/dsl/diag"
	"github.com/thronescript/thronescript/library/watch"
)

// The shape of `throne watch cards/`: every save is checked, the last good
// version of each file is kept for the running game, and the save → result
// time is printed.
func Example() {
	var store watch.LastGood
	load := func(path string, data []byte) bool {
		// The real loader parses and checks the card here, printing its
		// diagnostics; a file that does not load keeps its last good
		// version in the store.
		return !strings.Contains(string(data), "BROKEN")
	}
	w, err := watch.New(watch.Options{
		Handler: store.Handler(load, func(ctx context.Context, b watch.Batch, accepted, rejected []string) {
			// Rerun the scenarios that use the accepted cards, swap their
			// definitions into the open game, then report.
			fmt.Printf("%d ok, %d broken, in %v\n", len(accepted), len(rejected), b.Latency())
		}),
		OnError: func(d *diag.Diagnostic) {
			_ = diag.WriteText(os.Stderr, diag.Diagnostics{d}, nil)
		},
	})
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return
	}
	if err := w.Add("cards"); err != nil {
		fmt.Fprintln(os.Stderr, err)
		return
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	_ = w.Run(ctx) // until Ctrl-C
}
