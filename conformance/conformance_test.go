package conformance_test

import (
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/thronescript/thronescript/conformance"
	"github.com/thronescript/thronescript/internal/gametest"
	"github.com/thronescript/thronescript/scenario"
)

// TestConformance runs every scenario of this folder and holds README.md's
// table to the results: a case listed as ours must fail (when it passes,
// the divergence is fixed: remove its row), an unlisted case must pass, a
// case not the rule must not be a scenario, and every scenario lives in the
// file of the peer's spec its name begins with. The README's figures line
// must say what the run counted.
func TestConformance(t *testing.T) {
	readme, err := os.ReadFile("README.md")
	if err != nil {
		t.Fatal(err)
	}
	rows, err := conformance.ReadTable(readme)
	if err != nil {
		t.Fatal(err)
	}
	listed := map[string]conformance.Row{}
	for _, r := range rows {
		listed[r.Case] = r
	}
	var files []string
	mine := map[string]bool{}
	err = filepath.WalkDir(".", func(p string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() && strings.HasSuffix(p, ".card") {
			files = append(files, p)
			mine[p] = true
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	lib := gametest.Library(t, files...)
	ran := map[string]bool{}
	passed, ours := 0, 0
	for _, sc := range lib.Checked.Scenarios {
		if !mine[sc.File] {
			continue // a scenario of the built-in library
		}
		rel := sc.File
		ran[sc.Name] = true
		t.Run(sc.Name, func(t *testing.T) {
			spec, _, ok := strings.Cut(sc.Name, ": ")
			if !ok || filepath.ToSlash(strings.TrimSuffix(rel, ".card")) != spec {
				t.Errorf("%s: a scenario's name begins with the peer's spec it rewrites, as its file is named (%q: ...)", sc.File, strings.TrimSuffix(filepath.ToSlash(rel), ".card"))
			}
			res := scenario.Run(lib, sc)
			row, isListed := listed[sc.Name]
			switch {
			case isListed && row.Verdict == conformance.NotTheRule:
				t.Errorf("README.md:%d lists it as not the rule, but it is a scenario: a case the rule contradicts is not rewritten", row.Line)
			case isListed && res.Passed():
				t.Errorf("README.md:%d lists it as ours (a divergence), but it passes now: remove the row", row.Line)
			case isListed:
				ours++
			case !res.Passed():
				t.Errorf("%s\nlog:\n  %s", gametest.Failures(lib, res), strings.Join(res.Log, "\n  "))
			default:
				passed++
			}
		})
	}
	notRule := 0
	for _, r := range rows {
		switch {
		case r.Verdict == conformance.NotTheRule:
			notRule++
		case !ran[r.Case]:
			t.Errorf("README.md:%d lists %q as ours, but no scenario has that name", r.Line, r.Case)
		}
	}
	figures := fmt.Sprintf("%d scenarios: %d pass, %d fail and are listed as ours; %d cases are not the rule", len(ran), passed, ours, notRule)
	t.Log(figures)
	if !strings.Contains(string(readme), figures) {
		t.Errorf("README.md does not say %q", figures)
	}
}
