package importer

import (
	"bytes"
	"testing"

	"github.com/thronescript/thronescript/dsl/format"
	"github.com/thronescript/thronescript/dsl/syntax"
)

// TestOutputIsCanonical checks that what the importer writes is already in
// the formatter's canonical layout, so `throne fmt` and a re-import never
// fight over the library.
func TestOutputIsCanonical(t *testing.T) {
	lib, err := Generate(loadTestdata(t))
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range lib.Paths() {
		f, ds := syntax.ParseFile(p, lib.Files[p])
		if len(ds) > 0 {
			t.Errorf("%s does not parse: %v", p, ds.Error())
			continue
		}
		if got := format.File(f); !bytes.Equal(got, lib.Files[p]) {
			t.Errorf("%s is not in the canonical layout", p)
		}
	}
}
