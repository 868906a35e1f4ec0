package main

import (
	"os"
	"regexp"
	"testing"
	"time"

	"github.com/rogpeppe/go-internal/testscript"
)

// TestMain lets testscript run the throne binary in-process.
func TestMain(m *testing.M) {
	testscript.Main(m, map[string]func(){
		"throne": func() { os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr)) },
	})
}

// TestScripts runs the transcripts in testdata/script.
func TestScripts(t *testing.T) {
	testscript.Run(t, testscript.Params{Dir: "testdata/script", Cmds: map[string]func(*testscript.TestScript, bool, []string){
		"waitfor": waitFor,
	}})
}

// waitFor is the script command `waitfor FILE REGEXP`: it waits (at most a
// minute) until FILE, written by a command running in the background,
// matches REGEXP. It lets a transcript talk to a running `throne watch`
// without sleeping for a guessed time.
func waitFor(ts *testscript.TestScript, neg bool, args []string) {
	if neg || len(args) != 2 {
		ts.Fatalf("usage: waitfor FILE REGEXP")
	}
	re, err := regexp.Compile("(?m)" + args[1])
	ts.Check(err)
	deadline := time.Now().Add(time.Minute)
	for {
		data, _ := os.ReadFile(ts.MkAbs(args[0]))
		if re.Match(data) {
			return
		}
		if time.Now().After(deadline) {
			ts.Fatalf("%s does not match %q after a minute; it holds:\n%s", args[0], args[1], data)
		}
		time.Sleep(20 * time.Millisecond)
	}
}
