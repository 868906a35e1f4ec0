package watch

import (
	"context"
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"sort"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/thronescript/thronescript/dsl/diag"
)

// harness runs a Watcher over real folders and collects what it delivers.
type harness struct {
	t       testing.TB
	w       *Watcher
	batches chan Batch
	// stop cancels Run and waits for it to return (see runWatcher).
	stop func()

	mu    sync.Mutex
	diags diag.Diagnostics

	fences int
}

// startWatcher starts a Watcher over roots with opts (Handler and OnError
// are set by the harness). Cleanup stops it and checks that Run returned
// nil and left no goroutine behind.
func startWatcher(t testing.TB, opts Options, roots ...string) *harness {
	t.Helper()
	before := runtime.NumGoroutine()
	h := &harness{t: t, batches: make(chan Batch, 10000)}
	opts.Handler = func(ctx context.Context, b Batch) { h.batches <- b }
	opts.OnError = func(d *diag.Diagnostic) {
		h.mu.Lock()
		h.diags = append(h.diags, d)
		h.mu.Unlock()
	}
	h.w, h.stop = runWatcher(t, opts, 10*time.Second, roots...)
	t.Cleanup(func() {
		h.stop()
		checkNoLeak(t, before)
	})
	return h
}

// runWatcher makes a Watcher over roots with opts and starts its Run (with
// a 60-second deadline; cancelled at the end of the test at the latest).
// stop cancels Run and waits up to wait for it to return nil; a second call
// does nothing.
func runWatcher(t testing.TB, opts Options, wait time.Duration, roots ...string) (w *Watcher, stop func()) {
	t.Helper()
	w, err := New(opts)
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range roots {
		if err := w.Add(r); err != nil {
			t.Fatal(err)
		}
	}
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	t.Cleanup(cancel)
	done := make(chan error, 1)
	go func() { done <- w.Run(ctx) }()
	stopped := false
	return w, func() {
		t.Helper()
		if stopped {
			return
		}
		stopped = true
		cancel()
		select {
		case err := <-done:
			if err != nil {
				t.Errorf("Run returned %v, want nil", err)
			}
		case <-time.After(wait):
			t.Fatal("Run did not return after cancel")
		}
	}
}

// checkNoLeak waits for the goroutine count to drop back to before.
func checkNoLeak(t testing.TB, before int) {
	t.Helper()
	deadline := time.Now().Add(5 * time.Second)
	for runtime.NumGoroutine() > before {
		if time.Now().After(deadline) {
			buf := make([]byte, 1<<20)
			n := runtime.Stack(buf, true)
			t.Errorf("goroutine leak: %d goroutines, %d before\n%s", runtime.NumGoroutine(), before, buf[:n])
			return
		}
		time.Sleep(5 * time.Millisecond)
	}
}

func (h *harness) diagnostics() diag.Diagnostics {
	h.mu.Lock()
	defer h.mu.Unlock()
	return append(diag.Diagnostics(nil), h.diags...)
}

// next waits for the next batch.
func (h *harness) next(timeout time.Duration) (Batch, bool) {
	select {
	case b := <-h.batches:
		return b, true
	case <-time.After(timeout):
		return Batch{}, false
	}
}

// fence writes a fresh fence file in dir and returns every batch delivered
// up to and including the one that carries it. Events are handled in order,
// so once the fence is delivered every earlier save has been seen and read.
// Fence files are left on disk and dropped from the returned batches.
func (h *harness) fence(dir string) []Batch {
	h.t.Helper()
	h.fences++
	name := filepath.Join(dir, fmt.Sprintf("zz-fence-%d.de.card", h.fences))
	// Unique content: a fence file left by an earlier watcher must still
	// count as changed.
	content := fmt.Sprintf("fence %d\n", time.Now().UnixNano())
	if err := os.WriteFile(name, []byte(content), 0o644); err != nil {
		h.t.Fatal(err)
	}
	var out []Batch
	keep := func(b Batch) (seen bool) {
		kept := b.Changes[:0:0]
		for _, c := range b.Changes {
			if strings.Contains(filepath.Base(c.Path), "zz-fence-") {
				seen = seen || (c.Path == name && string(c.Content) == content)
				continue
			}
			kept = append(kept, c)
		}
		b.Changes = kept
		if len(b.Changes) > 0 {
			out = append(out, b)
		}
		return seen
	}
	deadline := time.After(10 * time.Second)
	for seen := false; !seen; {
		select {
		case b := <-h.batches:
			seen = keep(b)
		case <-deadline:
			h.t.Fatalf("fence %s not delivered within 10s (batches so far: %v)", name, describe(out))
		}
	}
	// Removals wait out the grace; collect them too.
	for !h.w.idle() {
		select {
		case b := <-h.batches:
			keep(b)
		case <-time.After(time.Millisecond):
		case <-deadline:
			h.t.Fatalf("watcher not idle within 10s")
		}
	}
	for {
		select {
		case b := <-h.batches:
			keep(b)
		default:
			return out
		}
	}
}

// initial waits for the batch of files found by Add.
func (h *harness) initial(dir string) map[string]string {
	h.t.Helper()
	state := map[string]string{}
	fold(state, h.fence(dir))
	return state
}

// fold applies batches to a path → content mirror.
func fold(state map[string]string, batches []Batch) {
	for _, b := range batches {
		for _, c := range b.Changes {
			if c.Kind == Removed {
				delete(state, c.Path)
			} else {
				state[c.Path] = string(c.Content)
			}
		}
	}
}

// paths lists the distinct paths the batches mention.
func paths(batches []Batch) []string {
	set := map[string]bool{}
	for _, b := range batches {
		for _, c := range b.Changes {
			set[c.Path] = true
		}
	}
	return slices.Sorted(maps.Keys(set))
}

func describe(batches []Batch) string {
	var sb strings.Builder
	for i, b := range batches {
		fmt.Fprintf(&sb, "\n  batch %d:", i)
		for _, c := range b.Changes {
			if c.Kind == Removed {
				fmt.Fprintf(&sb, " -%s", c.Path)
			} else {
				fmt.Fprintf(&sb, " +%s=%q", c.Path, c.Content)
			}
		}
	}
	return sb.String()
}

// scan reads the files a watcher with default options would deliver.
func scan(t testing.TB, root string) map[string]string {
	t.Helper()
	out := map[string]string{}
	err := filepath.WalkDir(root, func(p string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if p != root && strings.HasPrefix(d.Name(), ".") {
				return filepath.SkipDir
			}
			return nil
		}
		name := d.Name()
		if IsEditorTemp(name) || strings.Contains(name, "zz-fence-") ||
			!(strings.HasSuffix(name, ".card") || strings.HasSuffix(name, ".lua")) {
			return nil
		}
		data, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		out[p] = string(data)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

func diffStates(want, got map[string]string) string {
	var sb strings.Builder
	keys := map[string]bool{}
	for k := range want {
		keys[k] = true
	}
	for k := range got {
		keys[k] = true
	}
	sorted := make([]string, 0, len(keys))
	for k := range keys {
		sorted = append(sorted, k)
	}
	sort.Strings(sorted)
	for _, k := range sorted {
		w, wok := want[k]
		g, gok := got[k]
		switch {
		case wok && !gok:
			fmt.Fprintf(&sb, "\n  missing %s (want %q)", k, w)
		case !wok && gok:
			fmt.Fprintf(&sb, "\n  extra %s = %q", k, g)
		case w != g:
			fmt.Fprintf(&sb, "\n  %s = %q, want %q", k, g, w)
		}
	}
	return sb.String()
}

func writeFile(t testing.TB, path, content string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
}

const fenceTimeout = 10 * time.Second

// idle reports whether nothing is pending: no dirty path, no removal in
// its grace, no flush under way.
func (w *Watcher) idle() bool {
	w.mu.Lock()
	defer w.mu.Unlock()
	return len(w.dirty) == 0 && len(w.gone) == 0 && !w.flushing
}

// watchedDirs lists the folders the watcher holds watches on.
func (w *Watcher) watchedDirs() []string {
	w.mu.Lock()
	defer w.mu.Unlock()
	out := make([]string, 0, len(w.dirs))
	for d := range w.dirs {
		out = append(out, d)
	}
	sort.Strings(out)
	return out
}

func runtimeGoroutines() int { return runtime.NumGoroutine() }

// missing reports whether path is a known file waiting out its removal
// grace.
func (w *Watcher) missing(path string) bool {
	w.mu.Lock()
	defer w.mu.Unlock()
	_, ok := w.gone[path]
	return ok
}
