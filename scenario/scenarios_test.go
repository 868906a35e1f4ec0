package scenario_test

import (
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/thronescript/thronescript/dsl/check"
	"github.com/thronescript/thronescript/dsl/diag"
	"github.com/thronescript/thronescript/internal/gametest"
	"github.com/thronescript/thronescript/scenario"
)

// repoCardDirs are the folders outside the built-in library whose .card
// files hold scenarios (examples/mistakes holds deliberate errors).
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
		case strings.HasPrefix(rel, "examples/mistakes"), strings.Contains(rel, "testdata"):
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
	for _, sc := range lib.Checked.Scenarios {
		sc := sc
		t.Run(sc.Name, func(t *testing.T) {
			res := scenario.Run(lib, sc)
			if !res.Passed() {
				var b strings.Builder
				_ = diag.WriteText(&b, res.Failures, lib.Sources)
				t.Errorf("%s\nlog:\n  %s", b.String(), strings.Join(res.Log, "\n  "))
			}
		})
	}
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

// TestLibraryComplete: every card of the built-in library has its full
// behaviour written (no `incomplete` marker): `throne cards --coverage`
// reports 331/331.
func TestLibraryComplete(t *testing.T) {
	lib := gametest.Library(t)
	n := 0
	for _, c := range lib.Checked.Cards {
		if c.Pack == "" {
			continue // prelude and test cards carry no pack
		}
		n++
		if c.Incomplete != "" {
			t.Errorf("%s %s (%s): incomplete: %s", c.Code, c.Title, c.File, c.Incomplete)
		}
	}
	if n != 331 {
		t.Errorf("the library has %d cards in packs, want 331 (Core Set and the Dance of Shadows cycle)", n)
	}
}
