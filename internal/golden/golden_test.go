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

func TestSection(t *testing.T) {
	if Updating() {
		t.Skip("-update rewrites instead of comparing")
	}
	path := filepath.Join(t.TempDir(), "README.md")
	page := "# P\n\nWe have <!-- n -->12 cards<!-- /n --> now.\n\n<!-- table -->\n| a |\n<!-- /table -->\n"
	if err := os.WriteFile(path, []byte(page), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name, got string
		want      string // a part of the failure; "" for none
	}{
		{"n", "12 cards", ""},
		{"n", "13 cards", "section n, differs"},
		{"table", "\n| a |\n", ""},
		{"table", "\n| b |\n", "line 2:"},
		{"missing", "x", "no marker <!-- missing -->"},
	} {
		r := &recorder{}
		Section(r, path, c.name, c.got, "go test ./x -update")
		switch {
		case c.want == "" && len(r.errs) > 0:
			t.Errorf("%s %q: unexpected failure %v", c.name, c.got, r.errs)
		case c.want != "" && (len(r.errs) != 1 || !strings.Contains(r.errs[0], c.want)):
			t.Errorf("%s %q: failures %q, want one naming %q", c.name, c.got, r.errs, c.want)
		}
	}
	// the update replaces the section's text only, under the lock
	if err := updateSection(path, "n", "13 cards"); err != nil {
		t.Fatal(err)
	}
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if want := strings.Replace(page, "12 cards", "13 cards", 1); string(b) != want {
		t.Errorf("after the update:\n%s\nwant\n%s", b, want)
	}
	if _, err := os.Stat(path + ".lock"); !os.IsNotExist(err) {
		t.Errorf("the lock file is left: %v", err)
	}
	if _, err := replaceSection([]byte("<!-- n -->a<!-- /n --><!-- n -->"), "n", "b"); err == nil {
		t.Error("a marker standing twice is not refused")
	}
}

func TestThousands(t *testing.T) {
	for n, want := range map[int]string{0: "0", 999: "999", 1000: "1,000", 4156: "4,156", 1234567: "1,234,567", -2083: "-2,083"} {
		if got := Thousands(n); got != want {
			t.Errorf("Thousands(%d) = %q, want %q", n, got, want)
		}
	}
}
