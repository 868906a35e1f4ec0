package main

import (
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/spf13/cobra"
)

// Exit codes shared by every command.
const (
	exitOK       = 0 // clean
	exitFindings = 1 // the input has errors (diagnostics, failed scenarios)
	exitUsage    = 2 // the command line is wrong
)

// env is what every command gets: its streams. Commands never touch os.Std*.
type env struct {
	stdin          io.Reader
	stdout, stderr io.Writer
}

// exitError carries an exit code out of a command's RunE.
type exitError struct{ code int }

func (e exitError) Error() string { return fmt.Sprintf("exit %d", e.code) }

// usageError is a mistake on the command line.
type usageError struct {
	msg, hint string
}

func (e usageError) Error() string { return e.msg }

// newRoot builds the command tree. Each command lives in its own file.
func newRoot(e *env) *cobra.Command {
	root := help("throne", &cobra.Command{
		SilenceUsage:  true,
		SilenceErrors: true,
	})
	root.SetIn(e.stdin)
	root.SetOut(e.stdout)
	root.SetErr(e.stderr)
	root.SetFlagErrorFunc(func(c *cobra.Command, err error) error {
		return usageError{msg: err.Error(), hint: fmt.Sprintf("run `%s --help` for the flags", c.CommandPath())}
	})
	for _, add := range commands {
		root.AddCommand(add(e))
	}
	return root
}

// commands lists the constructors of the subcommands, in help order.
var commands = []func(*env) *cobra.Command{
	newCheckCmd,
	newFmtCmd,
	newFixCmd,
	newTestCmd,
	newWatchCmd,
	newDocCmd,
	newCardsCmd,
	newShowCmd,
	newImportCmd,
	newDeckCmd,
	newPlayCmd,
	newReplayCmd,
	newSimulateCmd,
	newI18nCmd,
	newLspCmd,
	newServeCmd,
}

// run executes the CLI and returns the process exit code. It never panics
// out to the user: a crash is reported as an internal error.
func run(args []string, stdin io.Reader, stdout, stderr io.Writer) (code int) {
	e := &env{stdin: stdin, stdout: stdout, stderr: stderr}
	defer func() {
		if r := recover(); r != nil {
			fmt.Fprintf(stderr, "throne: internal error: %v\nthis is a bug in throne; please report it with the command you ran\n", r)
			code = 3
		}
	}()
	root := newRoot(e)
	root.SetArgs(args)
	err := root.Execute()
	if err == nil {
		return exitOK
	}
	var ee exitError
	if errors.As(err, &ee) {
		return ee.code
	}
	var ue usageError
	if errors.As(err, &ue) || isCobraUsage(err) {
		msg := err.Error()
		hint := "run `throne --help` for the commands and flags"
		if errors.As(err, &ue) && ue.hint != "" {
			hint = ue.hint
		}
		fmt.Fprintf(stderr, "throne: error[E0901]: %s\n      = hint: %s\n", msg, hint)
		return exitUsage
	}
	fmt.Fprintf(stderr, "throne: error: %v\n", err)
	return exitFindings
}

// isCobraUsage recognizes cobra's own argument errors.
func isCobraUsage(err error) bool {
	s := err.Error()
	for _, p := range []string{"unknown command", "unknown flag", "unknown shorthand", "accepts ", "requires at least", "requires at most", "invalid argument", "flag needs an argument"} {
		if strings.Contains(s, p) {
			return true
		}
	}
	return false
}
