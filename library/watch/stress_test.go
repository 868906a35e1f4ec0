package watch

import (
	"context"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/thronescript/thronescript/dsl/diag"
)

// stressValid is the stress test's loader: a file is good when it is whole
// (ends with the "end" line, so a half-written read fails) and not BROKEN.
func stressValid(_ string, data []byte) bool {
	s := string(data)
	return strings.HasSuffix(s, "\nend\n") && !strings.Contains(s, "BROKEN")
}

// stressWriter is the test's model of the tree it mutates.
type stressWriter struct {
	t       *testing.T
	rng     *rand.Rand
	root    string
	outside string
	seq     int
	cur     map[string]string // matching files on disk → content
	dirs    []string          // folders under root (root first)

	mu      sync.Mutex
	written map[string]map[string]bool // content → every path it was ever at
}

func (s *stressWriter) record(content, path string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.written[content] == nil {
		s.written[content] = map[string]bool{}
	}
	s.written[content][path] = true
}

func (s *stressWriter) wasAt(content, path string) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.written[content][path]
}

func (s *stressWriter) content() string {
	s.seq++
	var b strings.Builder
	fmt.Fprintf(&b, "card %d {\n", s.seq)
	if s.rng.IntN(4) == 0 {
		b.WriteString("  BROKEN\n")
	}
	b.WriteString(strings.Repeat("  text padding\n", s.rng.IntN(150)))
	b.WriteString("}\nend\n")
	return b.String()
}

func (s *stressWriter) pickFile() (string, bool) {
	if len(s.cur) == 0 {
		return "", false
	}
	keys := make([]string, 0, len(s.cur))
	for k := range s.cur {
		keys = append(keys, k)
	}
	slices.Sort(keys) // map order is random; the RNG alone must decide
	return keys[s.rng.IntN(len(keys))], true
}

func (s *stressWriter) newName(dir string) string {
	s.seq++
	ext := ".card"
	if s.rng.IntN(3) == 0 {
		ext = ".lua"
	}
	return filepath.Join(dir, fmt.Sprintf("f%d%s", s.seq, ext))
}

func (s *stressWriter) must(err error) {
	s.t.Helper()
	if err != nil {
		s.t.Fatal(err)
	}
}

// step does one random save or tree change and returns its name.
func (s *stressWriter) step() string {
	styles := []struct {
		name string
		save func(path, content string) error
	}{
		{"plain", savePlain}, {"two-writes", saveTwoWrites}, {"vim", saveVim},
		{"vim-backupcopy", saveVimBackupCopy}, {"jetbrains", saveJetBrains},
		{"atomic", saveAtomic}, {"emacs", saveEmacs},
	}
	r := s.rng.IntN(100)
	p, have := s.pickFile()
	switch {
	case r < 40 && have: // save an existing file
		st := styles[s.rng.IntN(len(styles))]
		c := s.content()
		s.record(c, p)
		s.must(st.save(p, c))
		s.cur[p] = c
		return "save-" + st.name
	case r < 55: // a new file
		p := s.newName(s.dirs[s.rng.IntN(len(s.dirs))])
		c := s.content()
		s.record(c, p)
		s.must(savePlain(p, c))
		s.cur[p] = c
		return "new"
	case r < 63 && have:
		s.must(os.Remove(p))
		delete(s.cur, p)
		return "delete"
	case r < 72 && have: // rename, maybe to another folder, maybe away
		if s.rng.IntN(5) == 0 {
			s.must(os.Rename(p, p+".txt"))
			delete(s.cur, p)
			return "rename-away"
		}
		q := s.newName(s.dirs[s.rng.IntN(len(s.dirs))])
		s.record(s.cur[p], q)
		s.must(os.Rename(p, q))
		s.cur[q] = s.cur[p]
		delete(s.cur, p)
		return "rename"
	case r < 77 && have:
		s.must(touch(p))
		return "touch"
	case r < 90: // new nested folders, files written at once
		s.seq++
		dir := filepath.Join(s.dirs[s.rng.IntN(len(s.dirs))], fmt.Sprintf("d%d", s.seq))
		deep := dir
		for range s.rng.IntN(3) {
			deep = filepath.Join(deep, "n")
		}
		s.must(os.MkdirAll(deep, 0o755))
		for d := deep; ; d = filepath.Dir(d) {
			s.dirs = append(s.dirs, d)
			if d == dir {
				break
			}
		}
		for range 1 + s.rng.IntN(3) {
			p := s.newName(deep)
			c := s.content()
			s.record(c, p)
			s.must(savePlain(p, c))
			s.cur[p] = c
		}
		return "mkdir"
	case r < 95 && len(s.dirs) > 1: // rename a folder inside the tree
		from := s.dirs[1+s.rng.IntN(len(s.dirs)-1)]
		var parents []string
		for _, d := range s.dirs {
			if d != from && !strings.HasPrefix(d, from+string(filepath.Separator)) {
				parents = append(parents, d)
			}
		}
		s.seq++
		to := filepath.Join(parents[s.rng.IntN(len(parents))], fmt.Sprintf("r%d", s.seq))
		s.moveTree(from, to)
		return "rename-folder"
	case r < 96 && len(s.dirs) > 1: // move a folder out of the tree
		from := s.dirs[1+s.rng.IntN(len(s.dirs)-1)]
		s.seq++
		s.moveTree(from, filepath.Join(s.outside, fmt.Sprintf("out%d", s.seq)))
		return "move-folder-out"
	case r < 97 && len(s.dirs) > 1: // remove a folder tree
		from := s.dirs[1+s.rng.IntN(len(s.dirs)-1)]
		s.must(os.RemoveAll(from))
		s.moveModel(from, "")
		return "remove-folder"
	}
	p = s.newName(s.dirs[s.rng.IntN(len(s.dirs))])
	c := s.content()
	s.record(c, p)
	s.must(saveTwoWrites(p, c))
	s.cur[p] = c
	return "new-two-writes"
}

// moveTree renames folder from to to and updates the model; a target
// outside root drops the files from the model.
func (s *stressWriter) moveTree(from, to string) {
	inside := strings.HasPrefix(to, s.root+string(filepath.Separator))
	if inside {
		for p, c := range s.cur {
			if strings.HasPrefix(p, from+string(filepath.Separator)) {
				s.record(c, to+strings.TrimPrefix(p, from))
			}
		}
	}
	s.must(os.Rename(from, to))
	if inside {
		s.moveModel(from, to)
	} else {
		s.moveModel(from, "")
	}
}

// moveModel renames (or with to == "", drops) everything under from.
func (s *stressWriter) moveModel(from, to string) {
	under := func(p string) bool { return p == from || strings.HasPrefix(p, from+string(filepath.Separator)) }
	var dirs []string
	for _, d := range s.dirs {
		switch {
		case !under(d):
			dirs = append(dirs, d)
		case to != "":
			dirs = append(dirs, to+strings.TrimPrefix(d, from))
		}
	}
	s.dirs = dirs
	for p, c := range s.cur {
		if under(p) {
			delete(s.cur, p)
			if to != "" {
				s.cur[to+strings.TrimPrefix(p, from)] = c
			}
		}
	}
}

func TestStressRandomSaves(t *testing.T) {
	steps := 1500
	if testing.Short() {
		steps = 200
	}
	root, outside := t.TempDir(), t.TempDir()
	sw := &stressWriter{
		t: t, rng: rand.New(rand.NewPCG(20261121, 7)), root: root, outside: outside,
		cur: map[string]string{}, dirs: []string{root}, written: map[string]map[string]bool{},
	}
	// Some files and folders before the watcher starts.
	for range 20 {
		sw.step()
	}

	var (
		mu        sync.Mutex
		store     LastGood
		delivered = map[string]string{} // every delivered content, good or not
		lastValid = map[string]string{} // the model of the store
		problems  []string
		batches   int
		partial   int // whole-file reads caught half-written (rejected as incomplete)
	)
	problem := func(format string, args ...any) {
		if len(problems) < 20 {
			problems = append(problems, fmt.Sprintf(format, args...))
		}
	}
	var diags diag.Diagnostics
	before := runtimeGoroutines()
	w, stop := runWatcher(t, Options{
		OnError: func(d *diag.Diagnostic) {
			mu.Lock()
			diags = append(diags, d)
			mu.Unlock()
		},
		Handler: func(ctx context.Context, b Batch) {
			acc, rej := store.Apply(b, stressValid)
			mu.Lock()
			defer mu.Unlock()
			batches++
			if !slices.IsSortedFunc(b.Changes, func(x, y Change) int { return strings.Compare(x.Path, y.Path) }) ||
				len(slices.CompactFunc(slices.Clone(b.Changes), func(x, y Change) bool { return x.Path == y.Path })) != len(b.Changes) {
				problem("batch not sorted or has a path twice: %v", b.Paths())
			}
			if b.FirstEvent.IsZero() || b.Delivered.Before(b.FirstEvent) {
				problem("bad times: first %v delivered %v", b.FirstEvent, b.Delivered)
			}
			var wantAcc, wantRej []string
			for _, c := range b.Changes {
				switch {
				case c.Kind == Removed:
					delete(delivered, c.Path)
					delete(lastValid, c.Path)
					wantAcc = append(wantAcc, c.Path)
				case stressValid(c.Path, c.Content):
					delivered[c.Path] = string(c.Content)
					lastValid[c.Path] = string(c.Content)
					wantAcc = append(wantAcc, c.Path)
				default:
					delivered[c.Path] = string(c.Content)
					wantRej = append(wantRej, c.Path)
					if !strings.HasSuffix(string(c.Content), "\nend\n") {
						partial++
					}
				}
			}
			if !slices.Equal(acc, wantAcc) || !slices.Equal(rej, wantRej) {
				problem("Apply returned %v %v, want %v %v", acc, rej, wantAcc, wantRej)
			}
			snap := store.Snapshot()
			got := map[string]string{}
			for p, c := range snap {
				got[p] = string(c)
				// The store holds only good contents that were really saved at that path.
				if !stressValid(p, c) || !sw.wasAt(string(c), p) {
					problem("store holds %q at %s: never saved there or not valid", firstLine(c), p)
				}
			}
			if d := diffStates(lastValid, got); d != "" {
				problem("store differs from the last validated contents:%s", d)
			}
		},
	}, 10*time.Second, root)

	start := time.Now()
	kinds := map[string]int{}
	for i := range steps {
		kinds[sw.step()]++
		// The first half is one burst; in the second, saves come in small
		// groups so that more batches (and more partial states) are seen.
		if i > steps/2 && sw.rng.IntN(6) == 0 {
			time.Sleep(time.Duration(sw.rng.IntN(25)) * time.Millisecond)
		}
	}
	burst := time.Since(start)

	// Settle: what was delivered must come to equal a fresh scan.
	var final map[string]string
	deadline := time.Now().Add(20 * time.Second)
	for {
		final = scan(t, root)
		mu.Lock()
		d := diffStates(final, delivered)
		mu.Unlock()
		if d == "" {
			break
		}
		if time.Now().After(deadline) {
			ours := map[string]string{}
			for _, d := range w.watchedDirs() {
				ours[d] = "ours"
			}
			theirs := map[string]string{}
			for _, d := range w.fw.WatchList() {
				theirs[d] = "ours"
			}
			t.Fatalf("delivered state never matched the files on disk:%s\nwatches, ours vs fsnotify's:%s", d, diffStates(ours, theirs))
		}
		time.Sleep(20 * time.Millisecond)
	}
	if d := diffStates(final, sw.cur); d != "" {
		t.Fatalf("test model differs from disk (test bug):%s", d)
	}
	// Quiet for a while: nothing more may change it.
	time.Sleep(100 * time.Millisecond)
	stop()
	checkNoLeak(t, before)

	mu.Lock()
	defer mu.Unlock()
	if d := diffStates(final, delivered); d != "" {
		t.Errorf("late batches changed the delivered state:%s", d)
	}
	for _, p := range problems {
		t.Error(p)
	}
	// The store is the validated subset of the final files; a file whose
	// final save is broken keeps an earlier good content saved at that path.
	good := 0
	snap := store.Snapshot()
	for p, c := range final {
		got, ok := snap[p]
		switch {
		case stressValid(p, []byte(c)):
			good++
			if !ok || string(got) != c {
				t.Errorf("%s: store has %q, want the final good content %q", p, firstLine(got), firstLine([]byte(c)))
			}
		case ok && (!stressValid(p, got) || !sw.wasAt(string(got), p)):
			t.Errorf("%s: final save broken; store has %q, not an earlier good save", p, firstLine(got))
		}
	}
	for p := range snap {
		if _, ok := final[p]; !ok {
			t.Errorf("store keeps %s, which no longer exists", p)
		}
	}
	for _, d := range diags {
		if d.Code != CodeEventsLost && d.Code != CodeWatchStale { // both recovered by a rescan
			t.Errorf("diagnostic: %v", d)
		}
	}
	t.Logf("%d steps in %v %v; %d batches (%d half-written reads rejected); %d files at the end, %d good, %d diagnostics",
		steps, burst.Round(time.Millisecond), kinds, batches, partial, len(final), good, len(diags))
}

func firstLine(b []byte) string {
	s, _, _ := strings.Cut(string(b), "\n")
	return s
}
