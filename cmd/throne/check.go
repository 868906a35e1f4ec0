package main

import (
	"fmt"
	"io/fs"
	"os"
	"strings"

	"github.com/spf13/cobra"

	"github.com/thronescript/thronescript/dsl/diag"
	"github.com/thronescript/thronescript/dsl/syntax"
	"github.com/thronescript/thronescript/interp"
	"github.com/thronescript/thronescript/library"
)

func newCheckCmd(e *env) *cobra.Command {
	var format string
	cmd := help("check", &cobra.Command{
		RunE: func(cmd *cobra.Command, args []string) error {
			if err := checkFormat(format); err != nil {
				return err
			}
			srcs, err := readCardPaths(args)
			if err != nil {
				return err
			}
			ds, sources := library.NewChecker(interp.NewRegistry()).Check(srcs)
			if format == "json" {
				_ = diag.WriteJSON(e.stdout, ds)
			} else {
				_ = diag.WriteText(e.stdout, ds, sources)
				if len(ds) > 0 {
					fmt.Fprintln(e.stdout, summary(ds, len(srcs)))
				}
				if n := fixable(ds); n > 0 {
					has, it := fmt.Sprintf("%d of them have", n), "them"
					if n == 1 {
						has, it = "1 of them has", "it"
					}
					fmt.Fprintf(e.stdout, "%s a fix: `throne fix -w %s` makes %s (`throne fix -d` shows the changes first)\n", has, strings.Join(pathArgs(args), " "), it)
				}
			}
			if ds.HasErrors() {
				return exitError{code: exitFindings}
			}
			return nil
		},
	})
	linesFormatFlag(cmd, &format)
	return cmd
}

// fixable counts the diagnostics that carry a fix throne fix makes (not a
// guess).
func fixable(ds diag.Diagnostics) int {
	n := 0
	for _, d := range ds {
		if len(d.Sure()) > 0 {
			n++
		}
	}
	return n
}

// pathArgs is the paths as a command line names them again ("." for none).
func pathArgs(args []string) []string {
	if len(args) == 0 {
		return []string{"."}
	}
	return args
}

// summary is "2 errors and 1 warning in 3 files".
func summary(ds diag.Diagnostics, files int) string {
	n := diag.CountAll(ds) // with those not kept past the first diag.MaxPerFile of a file
	return fmt.Sprintf("%s and %s in %s", count(n.Errors, "error"), count(n.Warnings, "warning"), count(files, "file"))
}

func count(n int, what string) string {
	if n == 1 {
		return "1 " + what
	}
	return fmt.Sprintf("%d %ss", n, what)
}

// readCardPaths reads the named files and the *.card files under the named
// folders; without paths, the built-in library.
func readCardPaths(paths []string) ([]syntax.Source, error) {
	if len(paths) == 0 {
		return library.Embedded(nil)
	}
	var out []syntax.Source
	seen := map[string]bool{}
	for _, p := range paths {
		// the workspace's language version, from the throne.mod above
		if m := library.ModAbove(p); m != "" && !seen[m] {
			if b, err := os.ReadFile(m); err == nil {
				seen[m] = true
				out = append(out, syntax.Source{Name: interp.UserPath(m), Src: b})
			}
		}
		st, err := os.Stat(p)
		if err != nil {
			return nil, usageError{msg: fmt.Sprintf("cannot read %s: %v", p, diag.Cause(err)), hint: "name .card files or folders that exist"}
		}
		if !st.IsDir() {
			b, err := os.ReadFile(p)
			if err != nil {
				return nil, usageError{msg: fmt.Sprintf("cannot read %s: %v", p, diag.Cause(err)), hint: "check the file's permissions"}
			}
			if !seen[p] {
				seen[p] = true
				out = append(out, syntax.Source{Name: interp.UserPath(p), Src: b})
			}
			continue
		}
		err = library.WalkSources(p, false, func(path string, _ fs.DirEntry) error {
			if seen[path] {
				return nil
			}
			b, err := os.ReadFile(path)
			if err != nil {
				return err
			}
			seen[path] = true
			out = append(out, syntax.Source{Name: interp.UserPath(path), Src: b})
			return nil
		})
		if err != nil {
			return nil, usageError{msg: fmt.Sprintf("cannot read %s: %v", p, diag.Cause(err)), hint: "check the folder's permissions"}
		}
	}
	return out, nil
}
