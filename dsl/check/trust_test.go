package check_test

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/thronescript/thronescript/dsl/check/checktest"
	"github.com/thronescript/thronescript/dsl/diag"
	"github.com/thronescript/thronescript/internal/golden"
	"github.com/thronescript/thronescript/interp"
	"github.com/thronescript/thronescript/library"
)

// TestTrustMistakes runs what `throne check` runs (library.Checker: the real
// registry, the built-in keywords, Lua hooks and the compiler) on
// testdata/trust, one file per kind of mistake that used to pass the check
// and fail later, and compares the diagnostics with testdata/trust.golden.
// Each mistake must be reported at its word (line and column listed here),
// so a diagnostic that disappears or moves fails even after -update-trust.
func TestTrustMistakes(t *testing.T) {
	ds, sources := library.NewChecker(interp.NewRegistry()).Check(checktest.ReadSources(t, "testdata/trust/*.card", ""))
	golden.Check(t, filepath.Join("testdata", "trust.golden"), []byte(diag.Text(ds, sources)), "")
	got := map[string]bool{}
	for _, d := range ds {
		got[strings.TrimPrefix(d.Subject.Start.Filename, "testdata/trust/")+":"+itoa(d.Subject.Start.Line)+":"+itoa(d.Subject.Start.Column)+" "+d.Code] = true
	}
	for _, w := range []string{
		// Lua
		"syntax-error.lua:2:3 E0601", "lua.card:21:7 E0632", "lua.card:35:9 E0631", "lua.card:46:9 E0630",
		// keyword definitions
		"keyword.card:10:5 E0307", "keyword.card:12:27 E0307", "keyword.card:14:10 E0307", "keyword.card:18:10 E0307",
		"keyword.card:19:5 E0201", "keyword.card:20:19 E0307", "keyword.card:21:31 E0307", "keyword.card:24:12 E0307",
		"keyword.card:26:3 E0407", "keyword.card:29:8 E0307",
		// words that were bare strings
		"words.card:11:22 E0307", "words.card:12:22 E0307", "words.card:15:19 E0307", "words.card:19:24 E0307",
		"words.card:22:10 E0307", "words.card:23:27 E0307", "words.card:27:19 E0307", "words.card:28:31 E0307",
		"words.card:29:15 E0307", "words.card:33:20 E0307",
		// targets
		"targets.card:10:37 E0305", "targets.card:15:14 E0305", "targets.card:19:14 E0218", "targets.card:23:38 E0303",
		"targets.card:27:45 E0303", "targets.card:31:12 E0213", "targets.card:35:14 E0305",
		// scenarios
		"scenarios.card:8:14 E0504", "scenarios.card:9:11 E0504", "scenarios.card:11:26 E0503",
		"scenarios.card:12:16 E0503", "scenarios.card:13:9 E0503", "scenarios.card:18:10 E0503",
	} {
		if !got[w] {
			t.Errorf("missing diagnostic %s", w)
		}
	}
	for _, d := range ds {
		if d.Code == "E0630" && d.Subject.Start.Line < 20 {
			t.Errorf("a hook file with a syntax error is also reported as missing hooks: %v", d)
		}
	}
}

func itoa(n int) string {
	var b []byte
	for {
		b = append([]byte{byte('0' + n%10)}, b...)
		if n < 10 {
			return string(b)
		}
		n /= 10
	}
}
