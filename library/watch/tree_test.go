package watch

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"syscall"
	"testing"

	"github.com/fsnotify/fsnotify"

	"github.com/thronescript/thronescript/dsl/diag"
)

// expectState folds batches into state and compares with want.
func expectState(t *testing.T, state, want map[string]string, batches []Batch) {
	t.Helper()
	fold(state, batches)
	if d := diffStates(want, state); d != "" {
		t.Fatalf("state:%s\nbatches:%s", d, describe(batches))
	}
}

func TestNewFoldersAreWatched(t *testing.T) {
	root := t.TempDir()
	h := startWatcher(t, Options{}, root)
	state := h.initial(root)

	// Folders created after start, several levels at once, with files
	// written at once into the deepest and the middle ones: the files land
	// before or after the watch is added, and both must be seen.
	want := map[string]string{}
	for i := range 20 {
		mid := filepath.Join(root, fmt.Sprintf("set%d", i), "a", "b")
		deep := filepath.Join(mid, "c", "d", "e")
		if err := os.MkdirAll(deep, 0o755); err != nil {
			t.Fatal(err)
		}
		for j, dir := range []string{deep, mid} {
			p := filepath.Join(dir, fmt.Sprintf("card%d.card", j))
			c := fmt.Sprintf("set %d file %d\n", i, j)
			writeFile(t, p, c)
			want[p] = c
		}
	}
	expectState(t, state, want, h.fence(root))

	// The new folders stay watched: later saves in them are seen.
	for p := range want {
		if strings.HasSuffix(p, "card0.card") {
			if err := saveVim(p, "edited\n"); err != nil {
				t.Fatal(err)
			}
			want[p] = "edited\n"
		}
	}
	expectState(t, state, want, h.fence(root))
}

func TestFolderRemoved(t *testing.T) {
	root := t.TempDir()
	writeFile(t, filepath.Join(root, "keep.card"), "keep\n")
	writeFile(t, filepath.Join(root, "sub", "a.card"), "a\n")
	writeFile(t, filepath.Join(root, "sub", "deep", "b.lua"), "b\n")
	h := startWatcher(t, Options{}, root)
	state := h.initial(root)

	if err := os.RemoveAll(filepath.Join(root, "sub")); err != nil {
		t.Fatal(err)
	}
	want := map[string]string{filepath.Join(root, "keep.card"): "keep\n"}
	expectState(t, state, want, h.fence(root))
	if got := h.w.watchedDirs(); strings.Join(got, ",") != root {
		t.Errorf("watched folders after removal = %v, want only %s", got, root)
	}

	// A folder of the same name made again is watched again.
	p := filepath.Join(root, "sub", "deep", "c.card")
	writeFile(t, p, "c\n")
	want[p] = "c\n"
	expectState(t, state, want, h.fence(root))
}

func TestFolderRenamed(t *testing.T) {
	root := t.TempDir()
	outside := t.TempDir()
	writeFile(t, filepath.Join(root, "old", "a.card"), "a\n")
	writeFile(t, filepath.Join(root, "old", "deep", "b.lua"), "b\n")
	h := startWatcher(t, Options{}, root)
	state := h.initial(root)

	// Renamed inside the tree: old paths removed, new paths changed.
	if err := os.Rename(filepath.Join(root, "old"), filepath.Join(root, "new")); err != nil {
		t.Fatal(err)
	}
	want := map[string]string{
		filepath.Join(root, "new", "a.card"):        "a\n",
		filepath.Join(root, "new", "deep", "b.lua"): "b\n",
	}
	expectState(t, state, want, h.fence(root))

	// Saves under the new name are reported with the new path (inotify
	// keeps the old watch on the moved folder; it must not leak old names).
	p := filepath.Join(root, "new", "deep", "b.lua")
	if err := saveJetBrains(p, "b2\n"); err != nil {
		t.Fatal(err)
	}
	want[p] = "b2\n"
	q := filepath.Join(root, "new", "deep", "c.card")
	writeFile(t, q, "c\n")
	want[q] = "c\n"
	expectState(t, state, want, h.fence(root))

	// Moved out of the tree: removed, and no longer watched.
	gone := filepath.Join(outside, "gone")
	if err := os.Rename(filepath.Join(root, "new"), gone); err != nil {
		t.Fatal(err)
	}
	want = map[string]string{}
	expectState(t, state, want, h.fence(root))
	writeFile(t, filepath.Join(gone, "deep", "d.card"), "d\n")
	expectState(t, state, want, h.fence(root))

	// Moved back in: everything inside is found.
	if err := os.Rename(gone, filepath.Join(root, "back")); err != nil {
		t.Fatal(err)
	}
	want = map[string]string{
		filepath.Join(root, "back", "a.card"):         "a\n",
		filepath.Join(root, "back", "deep", "b.lua"):  "b2\n",
		filepath.Join(root, "back", "deep", "c.card"): "c\n",
		filepath.Join(root, "back", "deep", "d.card"): "d\n",
	}
	expectState(t, state, want, h.fence(root))
	if got := h.w.watchedDirs(); len(got) != 3 {
		t.Errorf("watched folders = %v, want root, back, back/deep", got)
	}
}

func TestAddSingleFile(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "hooks.txt") // any extension when named directly
	writeFile(t, p, "1\n")
	writeFile(t, filepath.Join(dir, "other.card"), "other\n")
	h := startWatcher(t, Options{}, p)
	b, ok := h.next(fenceTimeout)
	if !ok {
		t.Fatal("no initial batch")
	}
	if got := describe([]Batch{b}); !strings.Contains(got, "hooks.txt") || strings.Contains(got, "other.card") {
		t.Fatalf("initial batch = %s", got)
	}
	// Changes beside the file come first; they must never be delivered.
	writeFile(t, filepath.Join(dir, "other.card"), "other 2\n")
	writeFile(t, filepath.Join(dir, "sub", "x.card"), "x\n")
	if err := saveVim(p, "2\n"); err != nil {
		t.Fatal(err)
	}
	var batches []Batch
	state := map[string]string{}
	for state[p] != "2\n" {
		b, ok := h.next(fenceTimeout)
		if !ok {
			t.Fatalf("save not delivered:%s", describe(batches))
		}
		batches = append(batches, b)
		fold(state, []Batch{b})
	}
	if got := paths(batches); len(got) != 1 || got[0] != p {
		t.Errorf("batches mention %v, want only %s:%s", got, p, describe(batches))
	}
}

func TestReportUnchanged(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "x.card")
	writeFile(t, p, "same\n")
	h := startWatcher(t, Options{ReportUnchanged: true}, dir)
	h.initial(dir)
	if err := touch(p); err != nil {
		t.Fatal(err)
	}
	batches := h.fence(dir)
	if got := describe(batches); len(batches) != 1 || len(batches[0].Changes) != 1 ||
		batches[0].Changes[0].Kind != Changed || string(batches[0].Changes[0].Content) != "same\n" {
		t.Fatalf("after touch: %s", got)
	}
}

func TestFileTooLargeAndUnreadable(t *testing.T) {
	dir := t.TempDir()
	h := startWatcher(t, Options{MaxFileSize: 30}, dir)
	h.initial(dir)
	writeFile(t, filepath.Join(dir, "big.card"), strings.Repeat("x", 31))
	writeFile(t, filepath.Join(dir, "small.card"), "ok\n")
	locked := filepath.Join(dir, "locked.card")
	writeFile(t, locked, "secret\n")
	canLock := os.Chmod(locked, 0) == nil && os.Geteuid() != 0
	state := map[string]string{}
	fold(state, h.fence(dir))
	want := map[string]string{filepath.Join(dir, "small.card"): "ok\n"}
	if !canLock {
		want[locked] = "secret\n"
	}
	if d := diffStates(want, state); d != "" {
		t.Fatalf("state:%s", d)
	}
	codes := map[string]bool{}
	for _, d := range h.diagnostics() {
		codes[d.Code] = true
		if d.Subject.Start.Filename == "" {
			t.Errorf("diagnostic without a file: %v", d)
		}
	}
	if !codes[CodeFileTooLarge] {
		t.Errorf("no %s diagnostic; got %v", CodeFileTooLarge, h.diagnostics())
	}
	if canLock && !codes[CodeCannotRead] {
		t.Errorf("no %s diagnostic; got %v", CodeCannotRead, h.diagnostics())
	}
}

func TestLostEventsRescan(t *testing.T) {
	for _, tc := range []struct {
		name     string
		err      error
		code     string
		severity diag.Severity
	}{
		{"overflow", fsnotify.ErrEventOverflow, CodeEventsLost, diag.Warning},
		{"stale watch", fmt.Errorf("remove: %w", syscall.EINVAL), CodeWatchStale, diag.Note},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if tc.code == CodeWatchStale && runtime.GOOS == "windows" {
				t.Skip("inotify only")
			}
			root := t.TempDir()
			sub := filepath.Join(root, "sub")
			writeFile(t, filepath.Join(sub, "x.card"), "1\n")
			writeFile(t, filepath.Join(root, "gone.card"), "g\n")
			h := startWatcher(t, Options{}, root)
			state := h.initial(root)

			// Blind the watcher to sub and root, as if events were lost.
			for _, d := range []string{sub, root} {
				if err := h.w.fw.Remove(d); err != nil {
					t.Fatal(err)
				}
			}
			writeFile(t, filepath.Join(sub, "x.card"), "2\n")
			writeFile(t, filepath.Join(sub, "new", "y.card"), "y\n")
			if err := os.Remove(filepath.Join(root, "gone.card")); err != nil {
				t.Fatal(err)
			}
			h.w.handleError(tc.err)
			want := map[string]string{
				filepath.Join(sub, "x.card"):        "2\n",
				filepath.Join(sub, "new", "y.card"): "y\n",
			}
			expectState(t, state, want, h.fence(root))
			found := false
			for _, d := range h.diagnostics() {
				found = found || (d.Code == tc.code && d.Severity == tc.severity)
			}
			if !found {
				t.Errorf("no %s %s: %v", tc.severity, tc.code, h.diagnostics())
			}
			// Watching resumed.
			writeFile(t, filepath.Join(sub, "new", "y.card"), "y2\n")
			want[filepath.Join(sub, "new", "y.card")] = "y2\n"
			expectState(t, state, want, h.fence(root))
		})
	}
}

func TestAPIErrors(t *testing.T) {
	if _, err := New(Options{}); err == nil {
		t.Error("New without a Handler: no error")
	}
	w, err := New(Options{Handler: func(context.Context, Batch) {}})
	if err != nil {
		t.Fatal(err)
	}
	err = w.Add(filepath.Join(t.TempDir(), "missing"))
	var d *diag.Diagnostic
	if !errors.As(err, &d) || d.Code != CodeCannotWatch || d.Hint == "" {
		t.Errorf("Add(missing) = %v, want a %s diagnostic with a hint", err, CodeCannotWatch)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if err := w.Run(ctx); err != nil {
		t.Errorf("Run with a cancelled context = %v, want nil", err)
	}
	if err := w.Run(ctx); err == nil {
		t.Error("second Run: no error")
	}
	if err := w.Add(t.TempDir()); err == nil {
		t.Error("Add after Run returned: no error")
	}
	if err := w.Close(); err != nil {
		t.Errorf("second Close = %v", err)
	}
}

func TestIsEditorTemp(t *testing.T) {
	for name, want := range map[string]bool{
		"x.card": false, "bolton-flayer.lua": false, "01001.card": false, "x.de.card": false,
		"4913": true, "5036": true, "x.card~": true, ".x.card.swp": true, "x.card.swx": true,
		"x.card___jb_tmp___": true, "x.card___jb_old___": true, ".#x.card": true, "#x.card#": true,
		".x.card.tmp": true, "x.card.tmp": true, ".DS_Store": true, "~$x.card": true, "x.card.bak": true,
		"x.card.orig": true, "": true,
	} {
		if got := IsEditorTemp(name); got != want {
			t.Errorf("IsEditorTemp(%q) = %v, want %v", name, got, want)
		}
	}
}
