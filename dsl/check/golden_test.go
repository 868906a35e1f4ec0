package check

import (
	"bytes"
	"path/filepath"
	"testing"

	"github.com/thronescript/thronescript/dsl/diag"
	"github.com/thronescript/thronescript/internal/golden"
)

// DiagnosticsGolden writes diagnostics as `throne check` does (text, shown
// in their sources) and compares them with testdata/name. It is exported
// for this folder's external tests (trust_test.go) and built only in tests.
func DiagnosticsGolden(t *testing.T, name string, ds diag.Diagnostics, sources diag.Sources) {
	t.Helper()
	var out bytes.Buffer
	if err := diag.WriteText(&out, ds, sources); err != nil {
		t.Fatal(err)
	}
	golden.Check(t, filepath.Join("testdata", name), out.Bytes(), "")
}
