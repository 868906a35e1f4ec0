package scenario_test

import (
	"bytes"
	"fmt"
	"path/filepath"
	"testing"

	"github.com/thronescript/thronescript/internal/gametest"
	"github.com/thronescript/thronescript/internal/golden"
	"github.com/thronescript/thronescript/scenario"
)

// TestBrokenExpectationsFail runs testdata/failing.card, whose scenarios
// break each kind of assertion on purpose (a negative option expectation
// without a question for that player, a refusal the game does not make,
// log order and count, a player's view, the timing of expectations after
// an answer): each must fail, with the diagnostics of failing.golden.
func TestBrokenExpectationsFail(t *testing.T) {
	lib := gametest.Library(t, "testdata/failing.card")
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
		out.WriteString(gametest.Failures(lib, res))
	}
	if n < 8 {
		t.Fatalf("%d broken scenarios found, want 8", n)
	}
	golden.Check(t, filepath.Join("testdata", "failing.golden"), out.Bytes(), "")
}
