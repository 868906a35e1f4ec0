package atomicfile

import (
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestWrite(t *testing.T) {
	dir := t.TempDir()
	name := filepath.Join(dir, "f.txt")
	for _, content := range []string{"first\n", "second, longer\n", ""} {
		if err := Write(name, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
		got, err := os.ReadFile(name)
		if err != nil || string(got) != content {
			t.Fatalf("read %q, %v; want %q", got, err, content)
		}
	}
	if st, _ := os.Stat(name); st.Mode().Perm() != 0o644 {
		t.Errorf("mode %v, want 0644", st.Mode().Perm())
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != 1 {
		t.Errorf("temporary files left behind: %v", entries)
	}
	if err := Write(filepath.Join(dir, "missing", "f.txt"), []byte("x"), 0o644); err == nil {
		t.Error("writing into a missing folder succeeded")
	}
}

// failingWriter writes n bytes through, then fails like a full disk.
type failingWriter struct {
	w io.Writer
	n int
}

func (f *failingWriter) Write(p []byte) (int, error) {
	if len(p) > f.n {
		k, _ := f.w.Write(p[:f.n])
		f.n = 0
		return k, errors.New("no space left on device")
	}
	f.n -= len(p)
	return f.w.Write(p)
}

func TestWriteFailingMidwayKeepsOriginal(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "core.card")
	orig := []byte(strings.Repeat("card 01001 \"A\" { character }\n", 100))
	if err := os.WriteFile(path, orig, 0o600); err != nil {
		t.Fatal(err)
	}
	newData := []byte(strings.Repeat("card 01002 \"B\" { location }\n", 200))
	err := WriteFunc(path, 0o644, func(w io.Writer) error {
		_, err := (&failingWriter{w: w, n: len(newData) / 3}).Write(newData)
		return err
	})
	if err == nil || !strings.Contains(err.Error(), "no space left") {
		t.Fatalf("err = %v, want the writer's error", err)
	}
	got, _ := os.ReadFile(path)
	if string(got) != string(orig) {
		t.Fatalf("original changed: %d bytes, want %d", len(got), len(orig))
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != 1 {
		t.Fatalf("left behind %d files, want only the original", len(entries))
	}
}

func TestWriteReplacesAndKeepsMode(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "x.card")
	if err := os.WriteFile(path, []byte("old"), 0o600); err != nil {
		t.Fatal(err)
	}
	if err := Write(path, []byte("new"), 0o644); err != nil {
		t.Fatal(err)
	}
	got, _ := os.ReadFile(path)
	fi, _ := os.Stat(path)
	if string(got) != "new" || fi.Mode().Perm() != 0o600 {
		t.Fatalf("got %q mode %v", got, fi.Mode().Perm())
	}
	fresh := filepath.Join(dir, "y.card")
	if err := Write(fresh, []byte("y"), 0o644); err != nil {
		t.Fatal(err)
	}
	if fi, _ := os.Stat(fresh); fi.Mode().Perm() != 0o644 {
		t.Fatalf("new file mode %v", fi.Mode().Perm())
	}
}

func TestCheckWritable(t *testing.T) {
	dir := t.TempDir()
	if err := CheckWritable(filepath.Join(dir, "save.json")); err != nil {
		t.Fatal(err)
	}
	if err := CheckWritable(filepath.Join(dir, "missing", "save.json")); err == nil {
		t.Fatal("a missing folder must be reported")
	}
	if err := CheckWritable(dir); err == nil {
		t.Fatal("a folder must be reported")
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 0 {
		t.Fatalf("left %d files", len(entries))
	}
}
