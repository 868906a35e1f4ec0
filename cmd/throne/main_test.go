package main

import (
	"os"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/rogpeppe/go-internal/testscript"
	"github.com/rogpeppe/go-internal/txtar"
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

// TestCheckMistakesInSync keeps check_mistakes.txtar a copy of the golden
// mistakes of dsl/check (testdata/trust and trust.golden).
func TestCheckMistakesInSync(t *testing.T) {
	ar, err := txtar.ParseFile("testdata/script/check_mistakes.txtar")
	if err != nil {
		t.Fatal(err)
	}
	const dir = "../../dsl/check/testdata/"
	for _, f := range ar.Files {
		want := ""
		if name, ok := strings.CutPrefix(f.Name, "mistakes/"); ok {
			b, err := os.ReadFile(dir + "trust/" + name)
			if err != nil {
				t.Fatal(err)
			}
			want = string(b)
		} else {
			b, err := os.ReadFile(dir + "trust.golden")
			if err != nil {
				t.Fatal(err)
			}
			golden := strings.ReplaceAll(string(b), "testdata/trust/", "mistakes/")
			if !strings.HasPrefix(string(f.Data), golden) {
				t.Errorf("%s is not dsl/check/testdata/trust.golden", f.Name)
			}
			continue
		}
		if string(f.Data) != want {
			t.Errorf("%s differs from dsl/check/testdata/trust/%s", f.Name, strings.TrimPrefix(f.Name, "mistakes/"))
		}
	}
}

// TestNeovimConfigInSync keeps lsp_neovim.txtar's thronescript.lua the
// documented configuration (examples/editors/nvim/thronescript.lua): the
// Neovim test runs the file users copy.
func TestNeovimConfigInSync(t *testing.T) {
	ar, err := txtar.ParseFile("testdata/script/lsp_neovim.txtar")
	if err != nil {
		t.Fatal(err)
	}
	want, err := os.ReadFile("../../examples/editors/nvim/thronescript.lua")
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range ar.Files {
		if f.Name == "thronescript.lua" {
			if string(f.Data) != string(want) {
				t.Error("lsp_neovim.txtar's thronescript.lua differs from examples/editors/nvim/thronescript.lua")
			}
			return
		}
	}
	t.Error("lsp_neovim.txtar does not run the documented configuration (no thronescript.lua)")
}
