package lua

import (
	"strings"
	"testing"
)

// panickyHost panics in Strength, as a buggy engine might.
type panickyHost struct{ *fakeHost }

func (panickyHost) Strength(CardID) int { panic("engine bug") }

// TestHostPanicIsContained: a Go panic inside the host becomes an E0610
// diagnostic; the runner goes on working.
func TestHostPanicIsContained(t *testing.T) {
	p, _ := Compile("p.lua", "function can_play(ctx)\n  return ctx.game:strength(ctx.self) > 2\nend")
	r := NewRunner(Limits{})
	_, err := r.Call(panickyHost{newFakeHost()}, Call{Program: p, Hook: "can_play", Kind: Condition, Card: 1, Code: "01001", Ability: "a"})
	e, ok := err.(*Error)
	if !ok || e.Diag.Code != CodeInternal || !strings.Contains(e.Diag.Summary, "engine bug") || e.Diag.Subject.Start.Line != 2 {
		t.Fatalf("got %v", err)
	}
	res, err := r.Call(newFakeHost(), Call{Program: p, Hook: "can_play", Kind: Condition, Card: 1})
	if err != nil || !res.OK {
		t.Fatalf("runner unusable after a host panic: %+v %v", res, err)
	}
	// A nil host is a bug of the caller, reported the same way.
	if _, err := r.Call(nil, Call{Program: p, Hook: "can_play", Kind: Condition, Card: 1}); err == nil {
		t.Fatal("nil host: no error")
	}
	// No program at all.
	if _, err := r.Call(newFakeHost(), Call{Hook: "x"}); err == nil || err.(*Error).Diag.Code != CodeInternal {
		t.Fatalf("nil program: %v", err)
	}
}

// TestCtxReadOnly: ctx cannot gain fields, and changes to its fields do
// not outlive the call.
func TestCtxReadOnly(t *testing.T) {
	p, _ := Compile("c.lua", `
function add(ctx) ctx.extra = 1 end
function raw(ctx) rawset(ctx, "extra", 1) end
function change(ctx) ctx.self = 99; ctx.game = nil; return true end
function check(ctx) return ctx.self == 1 and ctx.game ~= nil and ctx.extra == nil end`)
	r := NewRunner(Limits{})
	h := newFakeHost()
	for _, hook := range []string{"add", "raw"} {
		if _, err := r.Call(h, Call{Program: p, Hook: hook, Kind: Resolve, Card: 1}); err == nil {
			t.Errorf("%s: adding a field to ctx succeeded", hook)
		}
	}
	if _, err := r.Call(h, Call{Program: p, Hook: "change", Kind: Resolve, Card: 1}); err != nil {
		t.Fatal(err)
	}
	res, err := r.Call(h, Call{Program: p, Hook: "check", Kind: Condition, Card: 1})
	if err != nil || !res.OK {
		t.Fatalf("ctx changes leaked: %+v %v", res, err)
	}
}
