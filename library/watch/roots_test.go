package watch

import (
	"os"
	"os/exec"
	"path/filepath"
	"testing"
	"time"
)

// waitDiag waits (at most 10 s) until the watcher has reported n
// diagnostics with the code.
func (h *harness) waitDiag(code string, n int) {
	h.t.Helper()
	deadline := time.Now().Add(fenceTimeout)
	for {
		got := 0
		for _, d := range h.diagnostics() {
			if d.Code == code {
				got++
			}
		}
		if got >= n {
			return
		}
		if time.Now().After(deadline) {
			h.t.Fatalf("%d of %d %s diagnostics within %s; all: %v", got, n, code, fenceTimeout, h.diagnostics())
		}
		time.Sleep(5 * time.Millisecond)
	}
}

// TestRootRemovedAndBack: a watched root that is renamed away or removed
// is noticed and reported (E0956); when it comes back (renamed back, or
// copied anew) that is reported (E0957), its files are delivered again
// and later saves in it are seen.
func TestRootRemovedAndBack(t *testing.T) {
	base := t.TempDir()
	root := filepath.Join(base, "root")
	writeFile(t, filepath.Join(root, "sub", "a.card"), "a\n")
	h := startWatcher(t, Options{}, root)
	state := h.initial(root)

	// mv root x; mv x root
	away := filepath.Join(base, "x")
	if err := os.Rename(root, away); err != nil {
		t.Fatal(err)
	}
	h.waitDiag(CodeRootGone, 1)
	if err := os.Rename(away, root); err != nil {
		t.Fatal(err)
	}
	h.waitDiag(CodeRootBack, 1)
	writeFile(t, filepath.Join(root, "sub", "b.card"), "b\n")
	expectState(t, state, map[string]string{
		filepath.Join(root, "sub", "a.card"): "a\n",
		filepath.Join(root, "sub", "b.card"): "b\n",
	}, h.fence(root))

	// rm -rf root; cp -r src root
	src := filepath.Join(base, "src")
	if out, err := exec.Command("cp", "-r", root, src).CombinedOutput(); err != nil {
		t.Fatalf("cp: %v %s", err, out)
	}
	writeFile(t, filepath.Join(src, "sub", "a.card"), "a2\n")
	if err := os.RemoveAll(root); err != nil {
		t.Fatal(err)
	}
	h.waitDiag(CodeRootGone, 2)
	if out, err := exec.Command("cp", "-r", src, root).CombinedOutput(); err != nil {
		t.Fatalf("cp: %v %s", err, out)
	}
	h.waitDiag(CodeRootBack, 2)
	writeFile(t, filepath.Join(root, "c.card"), "c\n")
	want := map[string]string{
		filepath.Join(root, "sub", "a.card"): "a2\n",
		filepath.Join(root, "sub", "b.card"): "b\n",
		filepath.Join(root, "c.card"):        "c\n",
	}
	expectState(t, state, want, h.fence(root))
}

// TestFolderRenameOneBatch: renaming a folder delivers the removal of the
// old names in the same batch as the new names, so a consumer never holds
// both (a card code "used twice" for one batch).
func TestFolderRenameOneBatch(t *testing.T) {
	root := t.TempDir()
	writeFile(t, filepath.Join(root, "old", "a.card"), "a\n")
	writeFile(t, filepath.Join(root, "old", "deep", "b.lua"), "b\n")
	h := startWatcher(t, Options{}, root)
	h.initial(root)
	if err := os.Rename(filepath.Join(root, "old"), filepath.Join(root, "new")); err != nil {
		t.Fatal(err)
	}
	batches := h.fence(root)
	for _, name := range []string{"a.card", filepath.Join("deep", "b.lua")} {
		oldP, newP := filepath.Join(root, "old", name), filepath.Join(root, "new", name)
		found := false
		for _, b := range batches {
			kinds := map[string]Kind{}
			for _, c := range b.Changes {
				kinds[c.Path] = c.Kind
			}
			if k, ok := kinds[newP]; ok && k == Changed {
				found = true
				if kinds[oldP] != Removed {
					t.Errorf("the batch bringing %s does not remove %s: %s", newP, oldP, describe([]Batch{b}))
				}
			}
		}
		if !found {
			t.Errorf("%s never delivered: %s", newP, describe(batches))
		}
	}
}
