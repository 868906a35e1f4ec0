package interp_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/thronescript/thronescript/dsl/diag"
	"github.com/thronescript/thronescript/interp"
)

// TestScenarioMeleeSetup checks the melee lines of the scenario language:
// `melee [TITLE…]`, p3 and later players, the title area, and the errors
// when they are used without `melee`.
func TestScenarioMeleeSetup(t *testing.T) {
	tests := []struct {
		name, body string
		// wantFail is a text every failure list must contain ("" : passes).
		wantFail string
	}{
		{"p3 needs melee", `setup { p3 play 01053 }
  expect p3 play count 1`, "needs `melee`"},
		{"titles need melee", `setup { p1 title 01208 }
  expect 01208 in p1 title`, "melee games only"},
		{"melee pool from the listed titles", `setup { melee 01208 "Crown Regent"; p1 title 01208 }
  expect 01208 in p1 title
  expect 01211 in p1 title-pool
  expect p1 title-pool count 1`, ""},
		{"melee pool of every library title", `setup { melee }
  expect p1 title-pool count 6
  expect p3 title count 0`, ""},
		{"a melee game has at least three players", `setup { melee; p2 play 01053 }
  expect p3 play count 0`, ""},
		{"four players", `setup { melee; p4 play 01053 }
  expect 01053 in p4 play`, ""},
		{"no player beyond the game", `setup { melee }
  expect p5 gold 0`, "no player p5"},
		{"melee lists title cards only", `setup { melee 01053 }`, "not a title card"},
	}
	dir := t.TempDir()
	var src strings.Builder
	for _, tc := range tests {
		src.WriteString("scenario \"melee setup: " + tc.name + "\" {\n  " + tc.body + "\n}\n\n")
	}
	if err := os.WriteFile(filepath.Join(dir, "melee.card"), []byte(src.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	lib, ds := interp.Load(interp.NewRegistry(), interp.Options{Builtin: true, Paths: []string{dir}})
	if ds.HasErrors() {
		var b strings.Builder
		_ = diag.WriteText(&b, ds.Errors(), lib.Sources)
		t.Fatal(b.String())
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			for _, sc := range lib.Checked.Scenarios {
				if sc.Name != "melee setup: "+tc.name {
					continue
				}
				res := lib.RunScenario(sc)
				var b strings.Builder
				_ = diag.WriteText(&b, res.Failures, lib.Sources)
				switch {
				case tc.wantFail == "" && !res.Passed():
					t.Fatalf("failed:\n%s", b.String())
				case tc.wantFail != "" && !strings.Contains(b.String(), tc.wantFail):
					t.Fatalf("failures do not say %q:\n%s", tc.wantFail, b.String())
				}
				return
			}
			t.Fatal("scenario not loaded")
		})
	}
}
