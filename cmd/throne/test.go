package main

import (
	"encoding/json"
	"fmt"
	"regexp"
	"time"

	"github.com/spf13/cobra"

	"github.com/thronescript/thronescript/dsl/check"
	"github.com/thronescript/thronescript/dsl/diag"
	"github.com/thronescript/thronescript/interp"
	"github.com/thronescript/thronescript/scenario"
)

func newTestCmd(e *env) *cobra.Command {
	var format, run string
	var verbose bool
	cmd := help("test", &cobra.Command{
		RunE: func(cmd *cobra.Command, args []string) error {
			if err := checkFormat(format); err != nil {
				return err
			}
			var re *regexp.Regexp
			if run != "" {
				var err error
				if re, err = regexp.Compile(run); err != nil {
					return usageError{msg: fmt.Sprintf("bad --run pattern: %v", err), hint: "--run takes a Go regular expression"}
				}
			}
			lib, ds := loadInterp(args, true)
			if ds.HasErrors() {
				writeDiags(e.stdout, format, ds.Errors(), lib.Sources)
				return exitError{code: exitFindings}
			}
			scs := scenariosToRun(lib, args)
			passed, failed := 0, 0
			for _, sc := range scs {
				if re != nil && !re.MatchString(sc.Name) {
					continue
				}
				start := time.Now()
				res := scenario.Run(lib, sc)
				elapsed := time.Since(start)
				if res.Passed() {
					passed++
				} else {
					failed++
				}
				if format == "json" {
					writeScenarioJSON(e, res, elapsed)
					continue
				}
				if res.Passed() {
					if verbose {
						fmt.Fprintf(e.stdout, "PASS %s (%s)\n", res.Name, res.Range.Start)
					}
					continue
				}
				fmt.Fprintf(e.stdout, "FAIL %s (%s)\n", res.Name, res.Range.Start)
				_ = diag.WriteText(e.stdout, res.Failures, lib.Sources)
				if verbose {
					fmt.Fprintln(e.stdout, "  log:")
					for _, l := range res.Log {
						fmt.Fprintln(e.stdout, "    "+l)
					}
				}
			}
			if format == "text" {
				fmt.Fprintf(e.stdout, "%d passed, %d failed\n", passed, failed)
			}
			if failed > 0 {
				return exitError{code: exitFindings}
			}
			return nil
		},
	})
	linesFormatFlag(cmd, &format)
	cmd.Flags().StringVar(&run, "run", "", "run only scenarios whose name matches this regular expression")
	cmd.Flags().BoolVarP(&verbose, "verbose", "v", false, "list passing scenarios too, and print the game log of failing ones")
	return cmd
}

// scenariosToRun picks the scenarios of the named paths, or of the built-in
// library when no path is given.
func scenariosToRun(lib *interp.Library, paths []string) []*check.Scenario {
	var out []*check.Scenario
	for _, sc := range lib.Checked.Scenarios {
		builtin := interp.IsBuiltin(sc.File)
		if (len(paths) == 0) == builtin {
			out = append(out, sc)
		}
	}
	return out
}

// scenarioJSON is the stable machine form of a scenario result.
type scenarioJSON struct {
	Kind     string      `json:"kind"` // always "scenario"
	Name     string      `json:"name"`
	Rules    []string    `json:"rules,omitempty"`
	File     string      `json:"file"`
	Line     int         `json:"line"`
	Passed   bool        `json:"passed"`
	Millis   float64     `json:"ms"`
	Failures []diag.JSON `json:"failures,omitempty"`
}

func writeScenarioJSON(e *env, res *scenario.Result, elapsed time.Duration) {
	out := scenarioJSON{Kind: "scenario", Name: res.Name, Rules: res.Rules, File: res.File, Line: res.Range.Start.Line,
		Passed: res.Passed(), Millis: float64(elapsed.Microseconds()) / 1000}
	for _, f := range res.Failures {
		out.Failures = append(out.Failures, diag.ToJSON(f))
	}
	_ = json.NewEncoder(e.stdout).Encode(out)
}
