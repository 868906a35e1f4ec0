package main

import (
	"fmt"
	"io"
	"strings"

	"github.com/spf13/cobra"

	"github.com/thronescript/thronescript/dsl/diag"
	"github.com/thronescript/thronescript/interp"
	"github.com/thronescript/thronescript/library"
)

// loadInterp loads the built-in library (with the keyword prelude) and the
// user's paths on top of it through the interpreter.
func loadInterp(paths []string, builtin bool) (*interp.Library, diag.Diagnostics) {
	r := interp.NewRegistry()
	return library.Load(r, library.Options{Builtin: builtin, Prelude: true, Paths: paths})
}

// writeDiags prints diagnostics in the chosen format.
func writeDiags(w io.Writer, format string, ds diag.Diagnostics, src diag.Sources) {
	if format == "json" {
		_ = diag.WriteJSON(w, ds)
		return
	}
	_ = diag.WriteText(w, ds, src)
}

// pathFlag adds --path, the card files and folders a command loads on top
// of the built-in library.
func pathFlag(cmd *cobra.Command, paths *[]string) {
	cmd.Flags().StringSliceVar(paths, "path", nil, "more .card files or folders loaded on top of the built-in library")
}

// linesFormatFlag adds --format to a command that prints text or JSON
// lines (diagnostics, results); checkFormat validates it.
func linesFormatFlag(cmd *cobra.Command, format *string) {
	cmd.Flags().StringVar(format, "format", "text", "output format: text or json (one object per line)")
}

// checkFormat validates a --format flag value.
func checkFormat(format string) error {
	if format != "text" && format != "json" {
		return usageError{msg: fmt.Sprintf("unknown format %q", format), hint: "use --format text or --format json"}
	}
	return nil
}

// suggestHint offers the closest known word, or lists a few.
func suggestHint(word string, known []string) string {
	if s := diag.Suggest(word, known); s != "" {
		return fmt.Sprintf("did you mean %q?", s)
	}
	if len(known) > 12 {
		known = known[:12]
	}
	return "known: " + strings.Join(known, ", ") + ", …"
}
