package scenario_test

import (
	"bytes"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"github.com/thronescript/thronescript/dsl/diag"
	"github.com/thronescript/thronescript/interp"
	"github.com/thronescript/thronescript/library"
	"github.com/thronescript/thronescript/scenario"
)

var update = flag.Bool("update", false, "rewrite golden files")

// TestBrokenExpectationsFail runs testdata/failing.card, whose scenarios
// break each kind of assertion on purpose (a negative option expectation
// without a question for that player, a refusal the game does not make,
// log order and count, a player's view, the timing of expectations after
// an answer): each must fail, with the diagnostics of failing.golden.
func TestBrokenExpectationsFail(t *testing.T) {
	lib, ds := library.Load(interp.NewRegistry(), library.Options{Builtin: true, Paths: []string{"testdata/failing.card"}})
	if ds.HasErrors() {
		t.Fatal(ds.Error())
	}
	var out bytes.Buffer
	n := 0
	for _, sc := range lib.Checked.Scenarios {
		if sc.File != "testdata/failing.card" {
			continue
		}
		n++
		res := scenario.Run(lib, sc)
		fmt.Fprintf(&out, "== %s\n", sc.Name)
		if res.Passed() {
			t.Errorf("%q passed; it is broken on purpose and must fail", sc.Name)
			continue
		}
		if err := diag.WriteText(&out, res.Failures, lib.Sources); err != nil {
			t.Fatal(err)
		}
	}
	if n < 7 {
		t.Fatalf("%d broken scenarios found, want 7", n)
	}
	golden := filepath.Join("testdata", "failing.golden")
	if *update {
		if err := os.WriteFile(golden, out.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(golden)
	if err != nil {
		t.Fatalf("%v (run with -update)", err)
	}
	if !bytes.Equal(out.Bytes(), want) {
		t.Errorf("failures differ from %s (run with -update after checking):\n%s", golden, out.String())
	}
}
