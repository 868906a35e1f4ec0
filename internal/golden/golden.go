// Package golden compares a test's output with a golden file; with the
// test flag -update it rewrites the file from the output instead. Tests
// that import it must not define their own -update flag.
package golden

import (
	"bytes"
	"flag"
	"fmt"
	"os"
	"path/filepath"
)

var update = flag.Bool("update", false, "rewrite golden files from the output")

// Updating reports whether the test run was given -update.
func Updating() bool { return *update }

// TB is the part of testing.TB that Check uses.
type TB interface {
	Helper()
	Errorf(format string, args ...any)
	Fatalf(format string, args ...any)
}

// Check fails t unless got equals the content of the file at path. With
// -update it first writes got to path (making its folder). rerun is the
// command that rewrites the file ("" means `go test -update`); the error
// names the first line that differs.
func Check(t TB, path string, got []byte, rerun string) {
	t.Helper()
	if rerun == "" {
		rerun = "go test -update"
	}
	if *update {
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatalf("%v", err)
			return
		}
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatalf("%v", err)
			return
		}
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run %s)", err, rerun)
		return
	}
	if !bytes.Equal(got, want) {
		t.Errorf("%s differs from the output (check it, then run %s): %s", path, rerun, firstDiff(want, got))
	}
}

// firstDiff describes the first line where want and got differ.
func firstDiff(want, got []byte) string {
	wl, gl := bytes.SplitAfter(want, []byte("\n")), bytes.SplitAfter(got, []byte("\n"))
	for i := 0; ; i++ {
		var w, g []byte
		if i < len(wl) {
			w = wl[i]
		}
		if i < len(gl) {
			g = gl[i]
		}
		if !bytes.Equal(w, g) || i >= len(wl) && i >= len(gl) {
			return fmt.Sprintf("line %d:\n--- want\n%q\n--- got\n%q", i+1, w, g)
		}
	}
}
