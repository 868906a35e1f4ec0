package watch

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"testing"
	"time"
)

// TestNoGoroutineLeak cancels Run in the middle of a stream of saves, once
// while the Handler is running, and checks that every goroutine is gone.
func TestNoGoroutineLeak(t *testing.T) {
	for round := range 4 {
		before := runtime.NumGoroutine()
		root := t.TempDir()
		for i := range 30 {
			writeFile(t, filepath.Join(root, fmt.Sprintf("d%d", i), "x.card"), "x\n")
		}
		inHandler := make(chan struct{}, 1)
		_, stop := runWatcher(t, Options{Handler: func(ctx context.Context, b Batch) {
			select {
			case inHandler <- struct{}{}:
			default:
			}
			if round%2 == 1 {
				<-ctx.Done() // a slow consumer, still busy when Run is cancelled
			}
		}}, fenceTimeout, root)
		stopWriting := keepWriting(time.Millisecond, func(i int) {
			_ = savePlain(filepath.Join(root, fmt.Sprintf("d%d", i%30), "x.card"), fmt.Sprint(i))
		})
		select {
		case <-inHandler:
		case <-time.After(fenceTimeout):
			t.Fatal("no batch")
		}
		stop()
		stopWriting()
		checkNoLeak(t, before)
	}
}

func TestAddWhileRunning(t *testing.T) {
	a, b := t.TempDir(), t.TempDir()
	writeFile(t, filepath.Join(b, "sub", "y.lua"), "y\n")
	h := startWatcher(t, Options{}, a)
	state := h.initial(a)
	if err := h.w.Add(b); err != nil {
		t.Fatal(err)
	}
	writeFile(t, filepath.Join(b, "sub", "z.card"), "z\n")
	expectState(t, state, map[string]string{
		filepath.Join(b, "sub", "y.lua"):  "y\n",
		filepath.Join(b, "sub", "z.card"): "z\n",
	}, h.fence(b))
}

func TestRelativeAndSymlinkedRoots(t *testing.T) {
	base := t.TempDir()
	real := filepath.Join(base, "real")
	writeFile(t, filepath.Join(real, "sub", "x.card"), "x\n")
	link := filepath.Join(base, "link")
	if err := os.Symlink(real, link); err != nil {
		t.Skip("no symlinks:", err)
	}
	t.Chdir(base)

	for _, tc := range []struct{ root, prefix string }{
		{"link", "link"},    // a symlink to a folder
		{"./real/", "real"}, // relative, not clean
		{".", "."},          // the working folder
		{filepath.Join(base, "link"), filepath.Join(base, "link")},
	} {
		t.Run(tc.root, func(t *testing.T) {
			h := startWatcher(t, Options{}, tc.root)
			state := h.initial(tc.prefix)
			x := filepath.Join(tc.prefix, "sub", "x.card")
			if tc.prefix == "." {
				x = filepath.Join("real", "sub", "x.card") // links are not followed below a root
			}
			if _, ok := state[x]; !ok {
				t.Fatalf("initial state %v lacks %s", state, x)
			}
			if err := saveVim(x, "x2\n"); err != nil {
				t.Fatal(err)
			}
			batches := h.fence(tc.prefix)
			fold(state, batches)
			if state[x] != "x2\n" {
				t.Errorf("after save: %v%s", state, describe(batches))
			}
			// Only paths spelled under the root, never the link target
			// for a link root.
			for p := range state {
				if tc.prefix != "." && filepath.Dir(filepath.Dir(p)) != filepath.Clean(tc.prefix) {
					t.Errorf("path %s not under %s", p, tc.prefix)
				}
			}
			// Put it back for the next case.
			if err := savePlain(x, "x\n"); err != nil {
				t.Fatal(err)
			}
		})
	}
}

// TestRemoveGrace: a file replaced by rename, with the new file arriving
// only after a batch was flushed, is reported Changed only when the grace
// covers the gap; without a grace it is Removed, then Changed.
func TestRemoveGrace(t *testing.T) {
	for _, grace := range []time.Duration{time.Minute, -1} {
		t.Run(fmt.Sprint(grace), func(t *testing.T) {
			dir := t.TempDir()
			p := filepath.Join(dir, "x.card")
			writeFile(t, p, "v1\n")
			h := startWatcher(t, Options{Debounce: 2 * time.Millisecond, RemoveGrace: grace}, dir)
			state := h.initial(dir)
			if err := os.Rename(p, p+"~"); err != nil {
				t.Fatal(err)
			}
			var early []Batch
			if grace > 0 {
				// Wait until a flush has found x missing.
				for deadline := time.Now().Add(fenceTimeout); !h.w.missing(p); {
					if time.Now().After(deadline) {
						t.Fatal("x never found missing")
					}
					time.Sleep(time.Millisecond)
				}
			} else {
				b, ok := h.next(fenceTimeout)
				if !ok {
					t.Fatal("no batch for the removal")
				}
				early = append(early, b)
			}
			if err := savePlain(p, "v2\n"); err != nil {
				t.Fatal(err)
			}
			if err := os.Remove(p + "~"); err != nil {
				t.Fatal(err)
			}
			batches := append(early, h.fence(dir)...)
			expectState(t, state, map[string]string{p: "v2\n"}, batches)
			got := describe(batches)
			want := "\n  batch 0: +" + p + "=\"v2\\n\""
			if grace < 0 {
				want = "\n  batch 0: -" + p + "\n  batch 1: +" + p + "=\"v2\\n\""
			}
			if got != want {
				t.Errorf("batches:%s\nwant:%s", got, want)
			}
		})
	}
}

// TestMaxWaitFlushesAStream: a file written without pause never has a
// quiet period, yet batches still come, at most MaxWait after their first
// event.
func TestMaxWaitFlushesAStream(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "x.card")
	h := startWatcher(t, Options{Debounce: time.Hour, MaxWait: 20 * time.Millisecond}, dir)
	defer keepWriting(200*time.Microsecond, func(i int) { _ = savePlain(p, fmt.Sprintf("v%d\n", i)) })()
	for i := range 3 {
		b, ok := h.next(5 * time.Second)
		if !ok {
			t.Fatalf("batch %d not delivered while the stream goes on", i)
		}
		t.Logf("batch %d: first event → delivered %v", i, b.Latency())
		if len(b.Changes) != 1 || b.Changes[0].Path != p {
			t.Fatalf("batch %d:%s", i, describe([]Batch{b}))
		}
	}
}

func TestDue(t *testing.T) {
	w, err := New(Options{Handler: func(context.Context, Batch) {}, Debounce: 10 * time.Millisecond, MaxWait: 50 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	defer w.Close()
	t0 := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	if _, ok := w.due(); ok {
		t.Error("due with nothing pending")
	}
	w.markDirty("a", t0)
	if got, _ := w.due(); !got.Equal(t0.Add(10 * time.Millisecond)) {
		t.Errorf("one event: due %v", got.Sub(t0))
	}
	w.markDirty("b", t0.Add(45*time.Millisecond))
	if got, _ := w.due(); !got.Equal(t0.Add(50 * time.Millisecond)) {
		t.Errorf("stream: due %v, want the max wait", got.Sub(t0))
	}
	w.gone["c"] = goneFile{deadline: t0.Add(20 * time.Millisecond)}
	if got, _ := w.due(); !got.Equal(t0.Add(20 * time.Millisecond)) {
		t.Errorf("removal grace: due %v", got.Sub(t0))
	}
}

func TestCloseWithoutRunLeavesNoGoroutine(t *testing.T) {
	before := runtime.NumGoroutine()
	w, err := New(Options{Handler: func(context.Context, Batch) {}})
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	writeFile(t, filepath.Join(dir, "x.card"), "x\n")
	if err := w.Add(dir); err != nil {
		t.Fatal(err)
	}
	writeFile(t, filepath.Join(dir, "y.card"), "y\n") // an event nobody handles
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	checkNoLeak(t, before)
}

// keepWriting calls write(0), write(1), … with a pause between calls, in a
// goroutine, until the returned stop is called (stop waits for it to end).
func keepWriting(pause time.Duration, write func(i int)) (stop func()) {
	quit := make(chan struct{})
	done := make(chan struct{})
	go func() {
		defer close(done)
		for i := 0; ; i++ {
			select {
			case <-quit:
				return
			default:
			}
			write(i)
			time.Sleep(pause)
		}
	}()
	return func() { close(quit); <-done }
}
