package library_test

import (
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/thronescript/thronescript/library"
)

// TestWalkSources: the one walker of card folders skips hidden folders,
// node_modules and testdata below the root, and editors' temporary and
// hidden files; .lua files only when asked; a root may itself be testdata.
func TestWalkSources(t *testing.T) {
	root := filepath.Join(t.TempDir(), "testdata")
	for _, f := range []string{"a.card", "sub/b.card", "sub/c.lua", "sub/notes.txt", ".git/x.card", "node_modules/y.card",
		"sub/testdata/z.card", ".hidden.card", "sub/.#b.card", "d.card.swp"} {
		p := filepath.Join(root, filepath.FromSlash(f))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, nil, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	walk := func(lua bool) string {
		var got []string
		if err := library.WalkSources(root, lua, func(p string, _ fs.DirEntry) error {
			rel, _ := filepath.Rel(root, p)
			got = append(got, filepath.ToSlash(rel))
			return nil
		}); err != nil {
			t.Fatal(err)
		}
		return strings.Join(got, " ")
	}
	if got, want := walk(false), "a.card sub/b.card"; got != want {
		t.Errorf("cards: %q, want %q", got, want)
	}
	if got, want := walk(true), "a.card sub/b.card sub/c.lua"; got != want {
		t.Errorf("cards and Lua: %q, want %q", got, want)
	}
	files, err := library.CardFiles(root)
	if err != nil || len(files) != 2 {
		t.Errorf("CardFiles: %v %v", files, err)
	}
}
