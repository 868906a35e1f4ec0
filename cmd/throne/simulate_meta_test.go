package main

import (
	"bytes"
	"fmt"
	"path/filepath"
	"strings"
	"testing"
)

// TestSimulateDecks: --decks plays every pair of the decks of a folder and
// of files, pools the plausibility figures, rates players over them with
// --ladder, and refuses options that name two decks.
func TestSimulateDecks(t *testing.T) {
	sim := func(args ...string) (string, string, int) {
		var out, errb bytes.Buffer
		code := run(append([]string{"simulate"}, args...), strings.NewReader(""), &out, &errb)
		return out.String(), errb.String(), code
	}
	// every joust deck list of the folder (not its subfolders) plays
	lists, _ := filepath.Glob("../../examples/decks/*.txt")
	jsons, _ := filepath.Glob("../../examples/decks/*.json")
	n := len(lists) + len(jsons)
	out, errs, code := sim("--decks", "../../examples/decks", "-n", "2", "--workers", "1")
	if code != 0 || n < 8 || !strings.HasPrefix(out, fmt.Sprintf("%d pairs of %d decks, 2 games per pair", n*(n-1)/2, n)) || !strings.Contains(out, "(unopposed ") || !strings.Contains(out, " per game\n") {
		t.Errorf("exit %d, stderr %q, stdout:\n%s", code, errs, out)
	}
	out, errs, code = sim("--decks", "../../examples/decks/stark-shadows-of-the-north.txt,../../examples/decks/tyrell-stag-and-rose.txt,../../examples/decks/greyjoy-lion-raiders.txt",
		"--ladder", "--players", "random,bot", "-n", "2", "--workers", "1")
	if code != 0 || !strings.Contains(out, "2 games per pair of players on each of the 3 pairs of decks") {
		t.Errorf("exit %d, stderr %q, stdout:\n%s", code, errs, out)
	}
	if _, errs, code = sim("--decks", "../../examples/decks", "--deck1", "x.txt"); code == 0 || !strings.Contains(errs, "no --deck1") {
		t.Errorf("--decks with --deck1: exit %d, stderr %q", code, errs)
	}
}
