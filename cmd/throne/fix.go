package main

import (
	"bytes"
	"fmt"

	"github.com/rogpeppe/go-internal/diff"
	"github.com/spf13/cobra"

	"github.com/thronescript/thronescript/dsl/diag"
	"github.com/thronescript/thronescript/dsl/syntax"
	"github.com/thronescript/thronescript/interp"
	"github.com/thronescript/thronescript/library"
	"github.com/thronescript/thronescript/scenario"
)

// maxFixPasses bounds the passes of throne fix: each pass makes the fixes
// that do not overlap, and a pass that finds none ends it.
const maxFixPasses = 8

func newFixCmd(e *env) *cobra.Command {
	var write, showDiff bool
	cmd := help("fix", &cobra.Command{
		RunE: func(cmd *cobra.Command, args []string) error {
			if len(args) == 0 {
				args = []string{"."} // the current folder, as go fix
			}
			srcs, err := readCardPaths(args)
			if err != nil {
				return err
			}
			fixed, made, ds := fixSources(interp.NewRegistry(), srcs)
			failed := false
			files := 0
			for i, s := range srcs {
				out := fixed[i].Src
				if bytes.Equal(out, s.Src) {
					continue
				}
				files++
				switch {
				case showDiff:
					_, _ = e.stdout.Write(diff.Diff(s.Name, s.Src, s.Name+" (fixed)", out))
				case !write:
					for _, t := range made[s.Name] {
						fmt.Fprintf(e.stdout, "%s: %s\n", s.Name, t)
					}
				}
				if write {
					if err := writeFile(s.Name, out); err != nil {
						fmt.Fprintf(e.stderr, "throne: error[E0904]: %v\n", err)
						failed = true
					}
				}
			}
			n := 0
			for _, ts := range made {
				n += len(ts)
			}
			verb := "would change"
			if write {
				verb = "changed"
			}
			fmt.Fprintf(e.stderr, "%s %s (%s)\n", verb, count(files, "file"), fixCount(n))
			if errs := ds.Errors(); len(errs) > 0 {
				fmt.Fprintf(e.stderr, "%s left that no fix makes: run `throne check` on the fixed files\n", count(len(errs), "error"))
			}
			if failed {
				return exitError{code: exitFindings}
			}
			return nil
		},
	})
	cmd.Flags().BoolVarP(&write, "write", "w", false, "write the fixed files in place")
	cmd.Flags().BoolVarP(&showDiff, "diff", "d", false, "print the changes as a unified diff")
	return cmd
}

// fixSources makes the first fix of every diagnostic of srcs until none is
// left (at most maxFixPasses passes): the fixed sources, the titles of the
// fixes made by file ("12:8: write `give t +2 strength`"), and the
// diagnostics of the last check.
func fixSources(r *interp.Registry, srcs []syntax.Source) ([]syntax.Source, map[string][]string, diag.Diagnostics) {
	cur := append([]syntax.Source(nil), srcs...)
	made := map[string][]string{}
	ck := library.NewChecker(r)
	var ds diag.Diagnostics
	ranScenarios := false
	for pass := 0; pass < maxFixPasses; pass++ {
		ds, _ = ck.Check(cur)
		changed := applyFixes(cur, ds, made)
		if !changed && !ranScenarios {
			// no fix is left that a check finds: those only a run finds (a scenario
			// step of an earlier version that fails now)
			ranScenarios = true
			ds = scenarioFailures(r, cur)
			changed = applyFixes(cur, ds, made)
		}
		if !changed {
			break
		}
	}
	return cur, made, ds
}

// scenarioFailures loads srcs on top of the built-in library and runs
// their scenarios: the failures, some with fixes.
func scenarioFailures(r *interp.Registry, srcs []syntax.Source) diag.Diagnostics {
	builtin, err := library.Embedded(nil)
	if err != nil {
		return nil
	}
	lib, _ := interp.Build(append(builtin, srcs...), interp.WithRegistry(r), interp.WithReadFile(library.ReadFile))
	if lib == nil || lib.Checked == nil {
		return nil
	}
	var out diag.Diagnostics
	for _, sc := range lib.Checked.Scenarios {
		if !interp.IsBuiltin(sc.File) {
			out = append(out, scenario.Run(lib, sc).Failures...)
		}
	}
	return out
}

// applyFixes makes in cur the fixes of ds that do not overlap, noting
// their titles in made; it reports whether a file changed.
func applyFixes(cur []syntax.Source, ds diag.Diagnostics, made map[string][]string) bool {
	changed := false
	for i, s := range cur {
		edits := diag.FixEdits(ds, s.Name)
		if len(edits) == 0 {
			continue
		}
		out, applied := diag.ApplyEdits(s.Src, edits)
		if len(applied) == 0 || bytes.Equal(out, s.Src) {
			continue
		}
		for _, d := range ds {
			if sure := d.Sure(); d.Subject.Start.Filename == s.Name && len(sure) > 0 && fixApplied(sure[0], applied) {
				made[s.Name] = append(made[s.Name], fmt.Sprintf("%d:%d: %s", d.Subject.Start.Line, d.Subject.Start.Column, sure[0].Title))
			}
		}
		cur[i] = syntax.Source{Name: s.Name, Src: out}
		changed = true
	}
	return changed
}

// fixApplied reports whether every edit of f is among applied.
func fixApplied(f diag.Fix, applied []diag.Edit) bool {
	for _, e := range f.Edits {
		found := false
		for _, a := range applied {
			if a.Range == e.Range && a.NewText == e.NewText {
				found = true
				break
			}
		}
		if !found {
			return false
		}
	}
	return len(f.Edits) > 0
}

// fixCount is "1 fix", "2 fixes".
func fixCount(n int) string {
	if n == 1 {
		return "1 fix"
	}
	return fmt.Sprintf("%d fixes", n)
}
