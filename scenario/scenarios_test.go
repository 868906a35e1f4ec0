package scenario_test

import (
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/thronescript/thronescript/dsl/check"
	"github.com/thronescript/thronescript/internal/gametest"
)

// repoCardDirs are the folders outside the built-in library whose .card
// files hold scenarios (examples/mistakes holds deliberate errors;
// conformance runs its own, some expected to fail: conformance/README.md).
func repoCardDirs(t *testing.T) []string {
	t.Helper()
	var dirs []string
	root := filepath.Join("..")
	_ = filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err != nil || !d.IsDir() {
			return nil
		}
		rel, _ := filepath.Rel(root, p)
		rel = filepath.ToSlash(rel)
		switch {
		case rel == "cards" || strings.HasPrefix(rel, ".") && rel != ".":
			return filepath.SkipDir
		case strings.HasPrefix(rel, "examples/mistakes"), strings.Contains(rel, "testdata"), rel == "conformance":
			return filepath.SkipDir
		}
		entries, _ := os.ReadDir(p)
		for _, e := range entries {
			if strings.HasSuffix(e.Name(), ".card") {
				dirs = append(dirs, p)
				break
			}
		}
		return nil
	})
	return dirs
}

// TestScenarios runs every scenario in the repository: the built-in
// library's and those in examples/ and spec/.
func TestScenarios(t *testing.T) {
	lib := gametest.Library(t, repoCardDirs(t)...)
	if len(lib.Checked.Scenarios) == 0 {
		t.Fatal("no scenarios found")
	}
	gametest.RunScenarios(t, lib, nil)
}

// TestEveryCardShownAtWork: every complete card of the built-in library
// with an action, reaction, interrupt, forced, when-revealed or constant
// ability appears in a scenario that checks something, and every Shadow
// card is brought out of shadows (or played from there) by one
// (`throne cards --coverage` lists the same gaps).
func TestEveryCardShownAtWork(t *testing.T) {
	lib := gametest.Library(t)
	for _, g := range check.ScenarioGaps(lib.Checked) {
		if g.Area != "" {
			t.Errorf("%s %s (%s): no scenario brings it out of %s", g.Card.Code, g.Card.Title, g.Card.File, g.Area)
		} else {
			t.Errorf("%s %s (%s): no scenario sets it up and checks its ability", g.Card.Code, g.Card.Title, g.Card.File)
		}
	}
}

// inProgress are the packs whose cards are still being written (issue 36,
// the card pool's second wave; issues 39 and 41, the third and fourth):
// their cards may carry `incomplete`.
var inProgress = map[string]bool{
	"JtO": true, "HoT": true,
	"CoS": true, "PoS": true, "LMHR": true,
	"FotS": true, "DotE": true, "TTWDFL": true, "R": true, "R2": true,
	"FH": true, "JS": true, "HMW": true, "FtR": true, "BtB": true, "AHaH": true, "TSoW": true,
	"ATT": true, "ChoS": true, "FUtG": true, "TTS": true, "TIC": true, "WK": true,
	"WAID": true, "WoW": true, "MaV": true, "LotW": true, "JfE": true, "NCbT": true,
}

// TestLibraryComplete: every card of the built-in library has its full
// behaviour written (no `incomplete` marker), except in the packs still in
// progress; a pack in progress whose cards are all complete must leave the
// list. `throne cards --coverage` reports the same.
func TestLibraryComplete(t *testing.T) {
	lib := gametest.Library(t)
	n := 0
	open := map[string]int{}
	for _, c := range lib.Checked.Cards {
		if c.Pack == "" {
			continue // prelude and test cards carry no pack
		}
		n++
		if c.Incomplete == "" {
			continue
		}
		open[c.Pack]++
		if !inProgress[c.Pack] {
			t.Errorf("%s %s (%s): incomplete: %s", c.Code, c.Title, c.File, c.Incomplete)
		}
	}
	for p := range inProgress {
		if open[p] == 0 {
			t.Errorf("pack %s is complete: remove it from inProgress", p)
		}
	}
	if n != 1929 {
		t.Errorf("the library has %d cards in packs, want 1929 (the joust pool: Core Set to Dance of Shadows, Kings of the Isles, King's Landing, Fury of the Storm, Dragons of the East, The Things We Do For Love, Redesigns, and the community packs from Forgotten Heroes to No Crown but Truth)", n)
	}
}
