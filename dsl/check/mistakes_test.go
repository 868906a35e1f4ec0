package check

import (
	"path/filepath"
	"testing"

	"github.com/thronescript/thronescript/dsl/check/checktest"
	"github.com/thronescript/thronescript/dsl/diag"
	"github.com/thronescript/thronescript/dsl/syntax"
	"github.com/thronescript/thronescript/internal/golden"
)

// TestMistakes checks examples/mistakes in one run and compares the text
// diagnostics with testdata/mistakes.golden. It also requires every kind of
// mistake the folder demonstrates to be reported.
func TestMistakes(t *testing.T) {
	srcs := checktest.ReadSources(t, "../../examples/mistakes/*.card", "../../")
	sources := diag.Sources{}
	for _, s := range srcs {
		sources[s.Name] = s.Src
	}
	files, ds := syntax.ParseFiles(srcs, syntax.Workers(2))
	_, cds := Check(files, Config{Vocab: checktest.Vocab()})
	ds = append(ds, cds...)
	ds.Sort()
	golden.Check(t, filepath.Join("testdata", "mistakes.golden"), []byte(diag.Text(ds, sources)), "")
	// every kind of mistake, in one run
	got := map[string]int{}
	for _, d := range ds {
		got[d.Code]++
	}
	for _, code := range []string{
		"E0102", "E0106", "E0107", "E0108", // unterminated string, stray }, unclosed {, unclosed (
		"E0201", // unknown statement
		"E0203", // misspelled faction
		"E0204", // unknown trait (warning)
		"E0205", // cost "three"
		"E0206", // duplicate code
		"E0207", // duplicate ability id
		"E0208", // missing strength
		"E0209", // strength on a location, icons on an event
		"E0210", // when-revealed on a character
		"E0211", // reaction without trigger
		"E0212", // action with trigger
		"E0215", // unknown icon
		"E0217", // missing target
		"E0218", // undeclared target
		"E0222", // a target nothing uses (warning)
		"E0301", // unknown effect word
		"E0303", // wrong parameter kind
		"E0304", // leftover words
		"E0309", // cancels in a reaction
		"E0401", // unknown keyword
		"E0402", // value on a valueless keyword
		"E0403", // missing keyword value
		"E0404", // repeated keyword
		"E0405", // shadow on a plot
		"E0817", // text for an unknown ability
	} {
		if got[code] == 0 {
			t.Errorf("no %s reported", code)
		}
	}
}
