package main

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"os/signal"
	"time"

	"github.com/spf13/cobra"

	"github.com/thronescript/thronescript/dsl/diag"
	"github.com/thronescript/thronescript/interp"
	"github.com/thronescript/thronescript/library"
)

func newWatchCmd(e *env) *cobra.Command {
	var format string
	var debounce time.Duration
	var once bool
	cmd := help("watch", &cobra.Command{
		RunE: func(cmd *cobra.Command, args []string) error {
			if err := checkFormat(format); err != nil {
				return err
			}
			if len(args) == 0 {
				args = []string{"."}
			}
			for _, a := range args {
				if _, err := os.Stat(a); err != nil {
					return usageError{msg: fmt.Sprintf("cannot watch %s: %v", a, diag.Cause(err)), hint: "name folders or .card files that exist"}
				}
			}
			s, _ := library.NewSession(interp.NewRegistry(), true, nil)
			ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
			defer stop()
			onErr := func(d *diag.Diagnostic) { writeDiags(e.stderr, format, diag.Diagnostics{d}, nil) }
			var stopOnce context.CancelFunc
			ctx, stopOnce = context.WithCancel(ctx)
			defer stopOnce()
			first, failed := true, false
			err := s.Watch(ctx, args, library.WatchOptions{Debounce: debounce, OnError: onErr}, func(up *library.Update, took time.Duration) {
				failed = reportUpdate(e, format, s.Library(), up, took, first)
				first = false
				if once {
					stopOnce()
				}
			})
			if err != nil {
				return err
			}
			if once && failed {
				return exitError{code: exitFindings}
			}
			return nil
		},
	})
	linesFormatFlag(cmd, &format)
	cmd.Flags().DurationVar(&debounce, "debounce", 0, "quiet time before a burst of saves is processed (default 10ms)")
	cmd.Flags().BoolVar(&once, "once", false, "process the initial scan, print the result and exit")
	return cmd
}

// reloadJSON is the summary of one save in --format json.
type reloadJSON struct {
	Kind     string   `json:"kind"` // always "reload"
	Millis   float64  `json:"ms"`
	Reloaded []string `json:"reloaded,omitempty"`
	Removed  []string `json:"removed,omitempty"`
	Rejected []string `json:"rejected,omitempty"`
	Restored []string `json:"restored,omitempty"`
	Passed   int      `json:"passed"`
	Failed   int      `json:"failed"`
	Errors   int      `json:"errors"`
}

// reportUpdate prints one save's outcome and reports whether anything
// failed. The first update (the initial scan) summarises instead of listing
// every card.
func reportUpdate(e *env, format string, lib *interp.Library, up *library.Update, took time.Duration, first bool) bool {
	passed, failed := 0, 0
	for _, r := range up.Scenarios {
		if r.Passed() {
			passed++
		} else {
			failed++
		}
	}
	if format == "json" {
		writeDiags(e.stdout, format, up.Diags, up.Sources)
		for _, r := range up.Scenarios {
			writeScenarioJSON(e, r, 0)
		}
		out := reloadJSON{Kind: "reload", Millis: float64(took.Microseconds()) / 1000, Removed: up.Removed, Rejected: up.Rejected, Restored: up.Restored,
			Passed: passed, Failed: failed, Errors: len(up.Diags.Errors())}
		for _, r := range up.Reloaded {
			out.Reloaded = append(out.Reloaded, r.Code)
		}
		_ = json.NewEncoder(e.stdout).Encode(out)
		return failed > 0 || out.Errors > 0 || len(up.Rejected) > 0
	}
	writeDiags(e.stdout, format, up.Diags, up.Sources)
	for _, p := range up.Rejected {
		fmt.Fprintf(e.stdout, "%s has errors: keeping its last good version\n", p)
	}
	for _, p := range up.Restored {
		fmt.Fprintf(e.stdout, "%s is good again (as the version in use)\n", p)
	}
	if first {
		fmt.Fprintf(e.stdout, "loaded %d cards and %d keywords (%d of them from your files)\n", len(lib.Defs), len(lib.Keywords), len(up.Reloaded))
	} else {
		for _, r := range up.Reloaded {
			fmt.Fprintf(e.stdout, "reloaded %s %s (version %d)\n", r.Code, r.Title, r.Version)
		}
	}
	for _, c := range up.Removed {
		fmt.Fprintf(e.stdout, "removed %s\n", c)
	}
	for _, r := range up.Scenarios {
		if !r.Passed() {
			fmt.Fprintf(e.stdout, "FAIL %s (%s)\n", r.Name, r.Range.Start)
			_ = diag.WriteText(e.stdout, r.Failures, lib.Sources)
		}
	}
	fmt.Fprintf(e.stdout, "%d passed, %d failed; save → result %s\n", passed, failed, took.Round(100*time.Microsecond))
	return failed > 0 || up.Diags.HasErrors() || len(up.Rejected) > 0
}
