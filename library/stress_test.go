package library_test

import (
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/thronescript/thronescript/interp"
	"github.com/thronescript/thronescript/library"
)

// stressFile is a valid file of 3 cards with codes unique to slot i, or a
// broken one whose valid part names a card "Broken …" (so a broken version
// that got in would show).
func stressFile(i, v int, broken bool) string {
	var b strings.Builder
	for k := 1; k <= 3; k++ {
		fmt.Fprintf(&b, "card 7%02d%02d \"Stress %d-%d v%d\" {\n  location\n  faction neutral\n  cost %d\n}\n\n", i, k, i, k, v, k)
	}
	if broken {
		fmt.Fprintf(&b, "card 7%02d99 \"Broken %d\" {\n  location\n  faction neutral\n  cost 1\n}\ncard 7%02d98 \"x\" {\n  strength \"three\"\n", i, i, i)
	}
	return b.String()
}

// brokenTitle is the title of a broken file's card.
var brokenTitle = regexp.MustCompile(`^Broken [0-9]+$`)

// TestStressRandomSaves drives the watcher with ≥ 1,000 random saves in a
// burst (valid and broken, in place and by rename, deletions, renames, new
// folders): no broken version is ever visible, nothing crashes or hangs,
// and the final state equals a fresh load of the same files.
func TestStressRandomSaves(t *testing.T) {
	saves := 1000
	if testing.Short() {
		saves = 200
	}
	dir := t.TempDir()
	s, ups, _, stop := liveRun(t, dir)
	rng := rand.New(rand.NewPCG(7, 11))
	paths := map[int]string{} // slot → current path
	brokenSeen := make(chan string, 1)
	var lastDiags []string
	var updates atomic.Int32
	go func() {
		for u := range ups {
			updates.Add(1)
			for _, d := range u.Diags {
				lastDiags = append(lastDiags, d.Error()+" "+d.Detail)
			}
			for _, r := range u.Rejected {
				lastDiags = append(lastDiags, "rejected "+r)
			}
			if lib := s.Library(); lib != nil {
				for _, code := range lib.Order {
					// the test's broken cards are "Broken N" (the library has
					// "Broken Vows", 09034)
					if d := lib.Defs[code]; d != nil && brokenTitle.MatchString(d.Title) {
						select {
						case brokenSeen <- code:
						default:
						}
					}
				}
			}
		}
	}()
	for n := 0; n < saves; n++ {
		if n%50 == 49 {
			time.Sleep(15 * time.Millisecond) // bursts, so several batches are processed mid-stream
		}
		slot := rng.IntN(8)
		p, exists := paths[slot]
		if !exists {
			sub := dir
			if rng.IntN(3) == 0 {
				sub = filepath.Join(dir, fmt.Sprintf("sub%d", rng.IntN(4)), fmt.Sprintf("deep%d", rng.IntN(2)))
				_ = os.MkdirAll(sub, 0o755)
			}
			p = filepath.Join(sub, fmt.Sprintf("slot%d-%d.card", slot, n))
			paths[slot] = p
		}
		switch op := rng.IntN(10); {
		case op < 5: // valid save, in place or by rename
			if rng.IntN(2) == 0 {
				_ = os.WriteFile(p, []byte(stressFile(slot, n, false)), 0o644)
			} else {
				save(t, p, stressFile(slot, n, false))
			}
		case op < 8: // broken save
			_ = os.WriteFile(p, []byte(stressFile(slot, n, true)), 0o644)
		case op < 9 && exists: // rename
			np := filepath.Join(filepath.Dir(p), fmt.Sprintf("slot%d-r%d.card", slot, n))
			if os.Rename(p, np) == nil {
				paths[slot] = np
			}
		default: // delete
			_ = os.Remove(p)
			delete(paths, slot)
		}
	}
	// settle: a final valid version of every file
	for slot, p := range paths {
		save(t, p, stressFile(slot, 9999, false))
	}
	fresh, ds := library.Load(interp.NewRegistry(), library.Options{Builtin: true, Paths: []string{dir}})
	if ds.HasErrors() {
		t.Fatalf("fresh load has errors: %v", ds.Errors())
	}
	want := titles(fresh)
	deadline := time.After(20 * time.Second)
	for {
		if got := titles(s.Library()); got == want {
			break
		}
		select {
		case <-deadline:
			if len(lastDiags) > 12 {
				lastDiags = lastDiags[len(lastDiags)-12:]
			}
			var stale []string
			for _, name := range s.Pending() {
				if _, err := os.Stat(name); err != nil {
					stale = append(stale, "pending:"+name)
				}
			}
			for name := range s.Library().Sources {
				if strings.HasPrefix(name, dir) {
					if _, err := os.Stat(name); err != nil {
						stale = append(stale, name)
					}
				}
			}
			t.Fatalf("final state differs from a fresh load:\nsession: %s\nfresh:   %s\nlast: %s\nstale: %v\npending: %v", titles(s.Library()), want, strings.Join(lastDiags, "\n"), stale, s.Pending())
		case <-time.After(20 * time.Millisecond):
		}
	}
	stop()
	if n := updates.Load(); n < 5 {
		t.Errorf("only %d updates: the burst was not processed in several batches", n)
	}
	t.Logf("%d saves, %d updates", saves, updates.Load())
	select {
	case code := <-brokenSeen:
		t.Fatalf("a broken save's card %s was visible", code)
	default:
	}
}

// titles lists the stress cards of a library (code=title), sorted.
func titles(l *interp.Library) string {
	var out []string
	for code, d := range l.Defs {
		if strings.HasPrefix(code, "7") && len(code) == 5 {
			out = append(out, code+"="+d.Title)
		}
	}
	sort.Strings(out)
	return strings.Join(out, ",")
}
