package golden

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// recorder is a TB that keeps the failures instead of failing.
type recorder struct{ errs []string }

func (r *recorder) Helper() {}
func (r *recorder) Errorf(format string, a ...any) {
	r.errs = append(r.errs, fmt.Sprintf(format, a...))
}
func (r *recorder) Fatalf(format string, a ...any) {
	r.errs = append(r.errs, fmt.Sprintf(format, a...))
}

func TestCheck(t *testing.T) {
	if Updating() {
		t.Skip("-update rewrites instead of comparing")
	}
	path := filepath.Join(t.TempDir(), "out.golden")
	if err := os.WriteFile(path, []byte("a\nb\nc\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		got  string
		want string // a part of the failure; "" for none
	}{
		{"a\nb\nc\n", ""},
		{"a\nB\nc\n", "line 2:"},
		{"a\nb\n", "line 3:"},
		{"a\nb\nc\nd\n", "line 4:"},
		{"a\nb\nc", "line 3:"},
		{"", "line 1:"},
	} {
		r := &recorder{}
		Check(r, path, []byte(c.got), "")
		switch {
		case c.want == "" && len(r.errs) > 0:
			t.Errorf("%q: unexpected failure %v", c.got, r.errs)
		case c.want != "" && (len(r.errs) != 1 || !strings.Contains(r.errs[0], c.want) || !strings.Contains(r.errs[0], "go test -update")):
			t.Errorf("%q: failures %q, want one naming %q", c.got, r.errs, c.want)
		}
	}
	r := &recorder{}
	Check(r, filepath.Join(t.TempDir(), "missing.golden"), nil, "go test ./x -update")
	if len(r.errs) != 1 || !strings.Contains(r.errs[0], "go test ./x -update") {
		t.Errorf("missing file: failures %q", r.errs)
	}
}
