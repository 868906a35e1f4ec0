package lua

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	goldenfile "github.com/thronescript/thronescript/internal/golden"
)

// TestHostile runs every script in testdata/hostile through a fake host.
// Each must fail cleanly with a diagnostic naming the card, the ability
// and the file:line; must not reach the host with an effect; must leave
// the runner and host usable; and must fail identically (text and steps)
// on every run and on a fresh runner.
func TestHostile(t *testing.T) {
	files, err := filepath.Glob("testdata/hostile/*.lua")
	if err != nil || len(files) < 15 {
		t.Fatalf("want at least 15 hostile scripts, found %d (%v)", len(files), err)
	}
	check, ds := Compile("check.lua", `function can_play(ctx)
  return ctx.game:strength(ctx.self) == 4 and ("ab"):rep(2) == "abab" and string.rep == ("").rep
    and getmetatable(1) == nil and leaked == nil and tostring(1 .. 2) == "12"
end`)
	if ds != nil {
		t.Fatal(ds)
	}
	var golden strings.Builder
	shared := NewRunner(Limits{})
	for _, file := range files {
		name := filepath.Base(file)
		src, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		kind := Resolve
		if strings.HasPrefix(string(src), "-- kind: condition") {
			kind = Condition
		}
		// "-- reaches: N": the script may reach the host with at most N
		// effects before it is stopped (the per-call effect limit).
		reaches := 0
		if rest, ok := strings.CutPrefix(string(src), "-- reaches: "); ok {
			_, _ = fmt.Sscanf(rest, "%d", &reaches)
		}
		p, ds := CompileSource(Source{Card: "66001", File: filepath.ToSlash(file), Line: 1, Column: 1, Text: string(src)})
		if ds != nil {
			t.Errorf("%s: compile: %v", name, ds)
			continue
		}
		var outcomes []string
		for run := 0; run < 3; run++ {
			r := shared
			if run == 2 {
				r = NewRunner(Limits{})
			}
			h := newFakeHost()
			res, err := r.Call(h, Call{Program: p, Hook: "resolve", Kind: kind, Card: 1, You: 1, Ability: "hostile"})
			e, ok := err.(*Error)
			if !ok {
				t.Errorf("%s: did not fail: res=%+v err=%v", name, res, err)
				break
			}
			d := e.Diag
			if !strings.Contains(d.Summary, "ability hostile of card 66001 failed: ") {
				t.Errorf("%s: diagnostic does not name the ability and card: %s", name, d.Summary)
			}
			if d.Subject.Start.Filename != filepath.ToSlash(file) || d.Subject.Start.Line < 1 {
				t.Errorf("%s: diagnostic has no file:line: %s", name, d.Subject.Start)
			}
			if len(h.log) > reaches {
				t.Errorf("%s: reached the host %d times (at most %d): %.300q", name, len(h.log), reaches, h.log)
			}
			outcomes = append(outcomes, fmt.Sprintf("%s\n  detail: %s\n  steps: %d\n", d.Error(), d.Detail, e.Steps))
			// The runner and a host are still usable.
			res, err = r.Call(h, Call{Program: check, Hook: "can_play", Kind: Condition, Card: 1})
			if err != nil || !res.OK {
				t.Errorf("%s: runner unusable afterwards: %+v %v", name, res, err)
			}
		}
		if len(outcomes) == 3 && (outcomes[0] != outcomes[1] || outcomes[0] != outcomes[2]) {
			t.Errorf("%s: outcome differs between runs:\n%s%s%s", name, outcomes[0], outcomes[1], outcomes[2])
		}
		if len(outcomes) > 0 {
			golden.WriteString("== " + name + "\n" + outcomes[0])
		}
	}
	goldenfile.Check(t, "testdata/hostile.golden", []byte(golden.String()), "")
}
