package library_test

import (
	"context"
	"os"
	"path/filepath"
	"runtime"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/thronescript/thronescript/dsl/diag"
	"github.com/thronescript/thronescript/interp"
	"github.com/thronescript/thronescript/library"
)

// liveRun starts Session.Watch on dir and returns a channel of updates and
// a stop function that waits for Watch to return.
func liveRun(t testing.TB, dir string) (*library.Session, <-chan *library.Update, <-chan time.Duration, func()) {
	t.Helper()
	return liveRunWith(t, dir, library.WatchOptions{})
}

// liveRunWith is liveRun with watch options (OnError is set here).
func liveRunWith(t testing.TB, dir string, opt library.WatchOptions) (*library.Session, <-chan *library.Update, <-chan time.Duration, func()) {
	t.Helper()
	s, _ := library.NewSession(interp.NewRegistry(), true, nil)
	ups := make(chan *library.Update, 64)
	lat := make(chan time.Duration, 64)
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() {
		opt.OnError = func(d *diag.Diagnostic) { t.Log("watcher:", d.Error()) }
		done <- s.Watch(ctx, []string{dir}, opt, func(u *library.Update, d time.Duration) {
			ups <- u
			lat <- d
		})
	}()
	stop := func() {
		cancel()
		select {
		case err := <-done:
			if err != nil {
				t.Errorf("Watch: %v", err)
			}
		case <-time.After(5 * time.Second):
			t.Fatal("Watch did not return after cancel")
		}
	}
	return s, ups, lat, stop
}

func next(t testing.TB, ups <-chan *library.Update) *library.Update {
	t.Helper()
	select {
	case u := <-ups:
		return u
	case <-time.After(10 * time.Second):
		t.Fatal("no update within 10s")
		return nil
	}
}

// save writes a file the way vim does: write a new file and rename it over.
func save(t testing.TB, path, data string) {
	t.Helper()
	tmp := path + ".tmp~"
	if err := os.WriteFile(tmp, []byte(data), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Rename(tmp, path); err != nil {
		t.Fatal(err)
	}
}

func TestLiveWatchGoodBrokenRecover(t *testing.T) {
	before := runtime.NumGoroutine()
	dir := t.TempDir()
	cardsSrc, scSrc := pack(20, 1)
	save(t, filepath.Join(dir, "pack.card"), cardsSrc)
	save(t, filepath.Join(dir, "pack.scenarios.card"), scSrc)
	s, ups, _, stop := liveRun(t, dir)

	up := next(t, ups)
	if ok, fail := passed(up); ok != 20 || fail != 0 {
		t.Fatalf("initial scan: %d passed, %d failed", ok, fail)
	}
	edited := strings.Replace(cardsSrc, "\"Test Scout 3\"", "\"Test Scout Three\"", 1)
	save(t, filepath.Join(dir, "pack.card"), edited)
	up = next(t, ups)
	if len(up.Reloaded) != 1 || up.Reloaded[0].Title != "Test Scout Three" {
		t.Fatalf("edit: reloaded %v", up.Reloaded)
	}
	// broken save (truncate then write, in place)
	if err := os.WriteFile(filepath.Join(dir, "pack.card"), []byte(edited+"\ncard 80077 \"Broken\" {\n  character\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	up = next(t, ups)
	if len(up.Rejected) != 1 || s.Library().Defs["80003"].Title != "Test Scout Three" {
		t.Fatalf("broken save: rejected %v", up.Rejected)
	}
	// new subfolder with a new card
	sub := filepath.Join(dir, "more", "deeper")
	if err := os.MkdirAll(sub, 0o755); err != nil {
		t.Fatal(err)
	}
	save(t, filepath.Join(sub, "extra.card"), "card 80100 \"Extra\" {\n  location\n  faction neutral\n  cost 1\n}\n")
	// recover
	save(t, filepath.Join(dir, "pack.card"), cardsSrc)
	deadline := time.After(10 * time.Second)
	for s.Library().Defs["80100"] == nil || s.Library().Defs["80003"].Title != "Test Scout 3" {
		select {
		case <-ups:
		case <-deadline:
			t.Fatal("the new subfolder's card or the recovered card never arrived")
		}
	}
	// delete the scenarios file
	if err := os.Remove(filepath.Join(dir, "pack.scenarios.card")); err != nil {
		t.Fatal(err)
	}
	deadline = time.After(10 * time.Second)
	for hasScenario(s, "80001 draws when marshaled") {
		select {
		case <-ups:
		case <-deadline:
			t.Fatal("deletion not seen")
		}
	}
	stop()
	time.Sleep(50 * time.Millisecond)
	if after := runtime.NumGoroutine(); after > before+1 {
		t.Errorf("goroutines: %d before, %d after", before, after)
	}
}

func hasScenario(s *library.Session, name string) bool {
	for _, sc := range s.Library().Checked.Scenarios {
		if sc.Name == name {
			return true
		}
	}
	return false
}

// BenchmarkWatchSaveToResult measures save → result through real files and
// the file watcher: a one-card edit in a 20-card pack with 20 scenarios.
// p95-ms is the 95th percentile (goal: 50 ms).
func BenchmarkWatchSaveToResult(b *testing.B) {
	dir := b.TempDir()
	cardsSrc, scSrc := pack(20, 1)
	save(b, filepath.Join(dir, "pack.card"), cardsSrc)
	save(b, filepath.Join(dir, "pack.scenarios.card"), scSrc)
	_, ups, lat, stop := liveRun(b, dir)
	defer stop()
	next(b, ups)
	<-lat
	var times []time.Duration
	i := 0
	for b.Loop() {
		start := time.Now()
		save(b, filepath.Join(dir, "pack.card"), strings.Replace(cardsSrc, "\"Test Scout 7\"", "\"Test Scout 7 v"+strings.Repeat("I", i%50+1)+"\"", 1))
		next(b, ups)
		<-lat
		times = append(times, time.Since(start))
		i++
	}
	sort.Slice(times, func(a, c int) bool { return times[a] < times[c] })
	b.ReportMetric(float64(times[len(times)*95/100].Microseconds())/1000, "p95-ms")
	b.ReportMetric(float64(times[len(times)/2].Microseconds())/1000, "p50-ms")
}

// TestLiveWatchEditorFaults: a backup-style save (vim with writebackup:
// mv f f~, write the broken f, rm f~) is a rejected change, never a
// removal, and its errors quote the saved text; saving the file back as
// it was re-runs its scenarios; renaming the folder never reports the
// cards' codes as used twice.
func TestLiveWatchEditorFaults(t *testing.T) {
	dir := t.TempDir()
	sub := filepath.Join(dir, "sub")
	if err := os.Mkdir(sub, 0o755); err != nil {
		t.Fatal(err)
	}
	cardsSrc, scSrc := pack(3, 1)
	path := filepath.Join(sub, "pack.card")
	save(t, path, cardsSrc)
	save(t, filepath.Join(sub, "pack.scenarios.card"), scSrc)
	// a removal grace far above the time between the editor's steps, even
	// on a loaded machine (the default 30 ms is what editors need)
	s, ups, _, stop := liveRunWith(t, dir, library.WatchOptions{RemoveGrace: 3 * time.Second})
	defer stop()
	if ok, fail := passed(next(t, ups)); ok != 3 || fail != 0 {
		t.Fatalf("initial scan: %d passed, %d failed", ok, fail)
	}

	broken := strings.Replace(cardsSrc, "strength 1\n", "strength 1 2 bogus\n", 1)
	if err := os.Rename(path, path+"~"); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(broken), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Remove(path + "~"); err != nil {
		t.Fatal(err)
	}
	for up := next(t, ups); ; up = next(t, ups) {
		if len(up.Removed) > 0 {
			t.Fatalf("the backup-style save removed %v", up.Removed)
		}
		if len(up.Rejected) == 0 {
			continue
		}
		if !up.Diags.HasErrors() || string(up.Sources[up.Diags.Errors()[0].Subject.Start.Filename]) != broken {
			t.Fatalf("the rejected save's errors do not quote the saved text: %v", up.Diags)
		}
		break
	}
	if s.Library().Defs["80001"] == nil {
		t.Fatal("the broken save's card is gone; its last good version should stay")
	}

	save(t, path, cardsSrc)
	up := next(t, ups)
	if ok, fail := passed(up); len(up.Restored) != 1 || ok != 3 || fail != 0 {
		t.Fatalf("saving the file back: restored %v, %d passed, %d failed; want the file restored and its 3 scenarios run", up.Restored, ok, fail)
	}

	if err := os.Rename(sub, filepath.Join(dir, "sub2")); err != nil {
		t.Fatal(err)
	}
	deadline := time.After(10 * time.Second)
	for moved := false; !moved; {
		select {
		case up := <-ups:
			for _, d := range up.Diags {
				if d.Code == "E0206" || d.Code == "E0501" {
					t.Fatalf("renaming the folder: %s", d.Error())
				}
			}
			for _, c := range s.Library().Checked.Cards {
				moved = moved || strings.Contains(c.File, "sub2")
			}
		case <-deadline:
			t.Fatal("the renamed folder's cards never arrived")
		}
	}
}
