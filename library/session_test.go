package library_test

import (
	"fmt"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/thronescript/thronescript/dsl/diag"
	"github.com/thronescript/thronescript/interp"
	"github.com/thronescript/thronescript/library"
)

// pack returns a .card file with n small cards (codes 80001…) whose
// reaction draws `draw` cards, and a file with one scenario per card.
func pack(n, draw int) (cardsSrc, scenariosSrc string) {
	var c, s strings.Builder
	for i := 1; i <= n; i++ {
		code := fmt.Sprintf("800%02d", i)
		fmt.Fprintf(&c, "card %s \"Test Scout %d\" {\n  character\n  faction neutral\n  cost 1\n  strength 1\n  icons military\n  reaction reaction {\n    after marshaled self\n    do draw %d\n  }\n}\n\n", code, i, draw)
		fmt.Fprintf(&s, "scenario \"%s draws when marshaled\" {\n  setup {\n    from marshaling-window\n    first-player p1\n    p1 gold 1\n    p1 hand %s\n    p1 deck 01053 01053 01053\n    p2 deck 01053 01053\n  }\n  p1 choose %s\n  p1 choose reaction\n  expect p1 hand-size %d\n}\n\n", code, code, code, draw)
	}
	return c.String(), s.String()
}

func newSession(t testing.TB) *library.Session {
	t.Helper()
	cardsSrc, scSrc := pack(20, 1)
	s, up := library.NewSession(interp.NewRegistry(), true, []library.FileChange{
		{Path: "my/pack.card", Data: []byte(cardsSrc)},
		{Path: "my/pack.scenarios.card", Data: []byte(scSrc)},
	})
	if up.Diags.HasErrors() || len(up.Rejected) > 0 {
		t.Fatalf("initial load: %v %v", up.Diags, up.Rejected)
	}
	return s
}

func passed(up *library.Update) (ok, fail int) {
	for _, r := range up.Scenarios {
		if r.Passed() {
			ok++
		} else {
			fail++
		}
	}
	return
}

func TestSessionReloadBrokenRecover(t *testing.T) {
	s := newSession(t)
	before := s.Library().Defs["80001"]

	// a good edit: every card now draws 2; the scenarios (expecting 1) fail,
	// which shows they were re-run against the new definition
	cardsSrc, _ := pack(20, 2)
	up := s.Apply([]library.FileChange{{Path: "my/pack.card", Data: []byte(cardsSrc)}})
	if len(up.Rejected) != 0 || len(up.Reloaded) != 20 {
		t.Fatalf("good edit: rejected %v, reloaded %d", up.Rejected, len(up.Reloaded))
	}
	if ok, fail := passed(up); ok != 0 || fail != 20 {
		t.Fatalf("scenarios after edit: %d passed, %d failed; want 0, 20", ok, fail)
	}
	if s.Library().Defs["80001"] == before || s.Library().Defs["80001"].Version != 1 {
		t.Fatalf("card not reloaded with version 1")
	}
	// cards of the built-in library are untouched and keep their objects
	if got := s.Library().Defs["01053"]; got == nil {
		t.Fatal("built-in card missing")
	}

	// a broken save: the last good version stays
	good := s.Library().Defs["80001"]
	up = s.Apply([]library.FileChange{{Path: "my/pack.card", Data: []byte(cardsSrc[:len(cardsSrc)/2] + "\ncard 80099 {\n")}})
	if len(up.Rejected) != 1 || !up.Diags.HasErrors() {
		t.Fatalf("broken save: rejected %v, diags %d", up.Rejected, len(up.Diags))
	}
	if s.Library().Defs["80001"] != good || s.Library().Defs["80020"] == nil {
		t.Fatal("broken save replaced the last good definitions")
	}

	// the next good save recovers
	orig, _ := pack(20, 1)
	up = s.Apply([]library.FileChange{{Path: "my/pack.card", Data: []byte(orig)}})
	if len(up.Rejected) != 0 {
		t.Fatalf("recovery rejected: %v", up.Diags)
	}
	if ok, fail := passed(up); ok != 20 || fail != 0 {
		t.Fatalf("scenarios after recovery: %d passed, %d failed", ok, fail)
	}
	if v := s.Library().Defs["80001"].Version; v != 2 {
		t.Fatalf("version %d, want 2", v)
	}
}

func TestSessionOneCardEditRunsItsScenario(t *testing.T) {
	s := newSession(t)
	orig, _ := pack(20, 1)
	edited := strings.Replace(orig, "\"Test Scout 7\"", "\"Test Scout Seven\"", 1)
	up := s.Apply([]library.FileChange{{Path: "my/pack.card", Data: []byte(edited)}})
	// only the edited card is reloaded, and only the scenario naming it runs
	if len(up.Reloaded) != 1 || up.Reloaded[0].Code != "80007" {
		t.Fatalf("reloaded %v, want only 80007", up.Reloaded)
	}
	if len(up.Scenarios) != 1 || !up.Scenarios[0].Passed() {
		t.Fatalf("ran %d scenarios, want the one of 80007, passing", len(up.Scenarios))
	}
	up = s.Apply([]library.FileChange{{Path: "my/other.card", Data: []byte("card 80100 \"Other\" {\n  location\n  faction neutral\n  cost 1\n}\n")}})
	if len(up.Scenarios) != 0 || len(up.Reloaded) != 1 || up.Reloaded[0].Code != "80100" {
		t.Fatalf("a new file with an unrelated card: %d scenarios, reloaded %v", len(up.Scenarios), up.Reloaded)
	}
}

func TestSessionDeleteAndRename(t *testing.T) {
	s := newSession(t)
	src := s.Library().Sources["my/pack.card"]
	up := s.Apply([]library.FileChange{{Path: "my/pack.card", Removed: true}, {Path: "my/renamed.card", Data: src}})
	if len(up.Rejected) != 0 || len(up.Removed) != 0 {
		t.Fatalf("rename: rejected %v removed %v", up.Rejected, up.Removed)
	}
	up = s.Apply([]library.FileChange{{Path: "my/renamed.card", Removed: true}})
	// the scenarios now name unknown cards: they are part of the diagnostics
	// of the run, and the cards are gone
	sort.Strings(up.Removed)
	if len(up.Removed) != 20 || s.Library().Defs["80001"] != nil {
		t.Fatalf("delete: removed %d", len(up.Removed))
	}
}

// BenchmarkSaveToResult measures the save → result work of `throne watch`
// for a one-card edit in a 20-card pack with 20 scenarios, on top of the
// built-in library: re-parse the file, re-check, recompile, run the
// scenarios that name the card. It reports the 95th percentile as p95-ms.
func BenchmarkSaveToResult(b *testing.B) {
	s := newSession(b)
	orig, _ := pack(20, 1)
	var times []time.Duration
	i := 0
	for b.Loop() {
		edited := strings.Replace(orig, "\"Test Scout 7\"", fmt.Sprintf("\"Test Scout 7 v%d\"", i), 1)
		start := time.Now()
		up := s.Apply([]library.FileChange{{Path: "my/pack.card", Data: []byte(edited)}})
		times = append(times, time.Since(start))
		if len(up.Rejected) > 0 {
			b.Fatal("rejected")
		}
		i++
	}
	sort.Slice(times, func(a, c int) bool { return times[a] < times[c] })
	b.ReportMetric(float64(times[len(times)*95/100].Microseconds())/1000, "p95-ms")
}

// mistakeCard is a user card whose action has a valid target line.
const mistakeCard = `card 90100 "Mistake" {
  character
  faction stark
  cost 2
  strength 2
  icons military
  action hit {
    target t character controlled-by opponent
    do kill t
  }
}
`

// TestSessionKeepsLastGoodOnTargetMistake: a running session (throne watch)
// rejects a save with a target mistake, keeps the last good definition and
// reports the diagnostics with the text of the rejected save.
func TestSessionKeepsLastGoodOnTargetMistake(t *testing.T) {
	s, up := library.NewSession(interp.NewRegistry(), false, []library.FileChange{{Path: "w/my.card", Data: []byte(mistakeCard)}})
	if up.Diags.HasErrors() {
		t.Fatal(up.Diags)
	}
	good := s.Library().Defs["90100"]
	bad := strings.Replace(mistakeCard, "target t character", "target t charactr", 1)
	up = s.Apply([]library.FileChange{{Path: "w/my.card", Data: []byte(bad)}})
	if len(up.Rejected) != 1 || !up.Diags.HasErrors() || up.Diags[0].Code != "E0218" {
		t.Fatalf("rejected %v, diags %v", up.Rejected, up.Diags)
	}
	if !strings.Contains(string(up.Sources["w/my.card"]), "charactr") {
		t.Errorf("the diagnostics' sources are not the rejected save's")
	}
	if s.Library().Defs["90100"] != good {
		t.Errorf("the last good definition is not kept")
	}
}

// TestSessionUnchanged: a change that brings the version in use, or the
// rejected version already tried, says nothing new (a server that applied
// a save itself and then hears of it from the watcher); anything else does.
func TestSessionUnchanged(t *testing.T) {
	s := newSession(t)
	good, _ := pack(20, 1)
	edited, _ := pack(20, 2)
	bad := strings.Replace(good, "strength 1", "strength", 1)
	steps := []struct {
		what      string
		change    library.FileChange
		unchanged bool
	}{
		{"the version in use", library.FileChange{Path: "my/pack.card", Data: []byte(good)}, true},
		{"an edit", library.FileChange{Path: "my/pack.card", Data: []byte(edited)}, false},
		{"the edit again", library.FileChange{Path: "my/pack.card", Data: []byte(edited)}, true},
		{"a broken save", library.FileChange{Path: "my/pack.card", Data: []byte(bad)}, false},
		{"the broken save again", library.FileChange{Path: "my/pack.card", Data: []byte(bad)}, true},
		{"back to the version in use", library.FileChange{Path: "my/pack.card", Data: []byte(edited)}, false},
		{"a new broken file", library.FileChange{Path: "my/new.card", Data: []byte("card {")}, false},
		{"its removal", library.FileChange{Path: "my/new.card", Removed: true}, false},
		{"its removal again", library.FileChange{Path: "my/new.card", Removed: true}, true},
		{"a removal", library.FileChange{Path: "my/pack.scenarios.card", Removed: true}, false},
		{"the removal again", library.FileChange{Path: "my/pack.scenarios.card", Removed: true}, true},
		{"a file not a card's", library.FileChange{Path: "my/notes.txt", Data: []byte("x")}, true},
	}
	for _, st := range steps {
		if up := s.Apply([]library.FileChange{st.change}); up.Unchanged != st.unchanged {
			t.Errorf("%s: Unchanged %v, want %v", st.what, up.Unchanged, st.unchanged)
		}
	}
}

// TestSessionKeepsFirstDiagnostics: a file of 20,000 junk lines keeps the
// first diag.MaxPerFile diagnostics and one that counts the rest, as
// `throne check` does (the Session kept all 20,000: 1 MB of junk in an
// editor buffer was 500,000 diagnostics held by the language server).
func TestSessionKeepsFirstDiagnostics(t *testing.T) {
	s, _ := library.NewSession(interp.NewRegistry(), false, nil)
	up := s.Apply([]library.FileChange{{Path: "junk.card", Data: []byte(strings.Repeat("@\n", 20000))}})
	if n := len(up.Diags); n != diag.MaxPerFile+1 {
		t.Fatalf("%d diagnostics, want %d", n, diag.MaxPerFile+1)
	}
	if last := up.Diags[len(up.Diags)-1]; last.Code != diag.CodeOmitted || last.Omitted.Errors != 20000-diag.MaxPerFile {
		t.Errorf("the last diagnostic is %s %q", last.Code, last.Summary)
	}
	if len(up.Rejected) != 1 {
		t.Errorf("rejected %v", up.Rejected)
	}
}
