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

// endSignal is a host's unwinding panic (the game ended).
type endSignal struct{}

func (endSignal) HostSignal() {}

// signallingHost ends the game when asked for a card's strength.
type signallingHost struct{ *fakeHost }

func (signallingHost) Strength(CardID) int { panic(endSignal{}) }

// TestHostSignalPassesThrough: a HostSignal panic inside the host stops
// the script, even one that catches errors with pcall and goes on, and
// Call panics with it again; the runner keeps working.
func TestHostSignalPassesThrough(t *testing.T) {
	for name, src := range map[string]string{
		"plain":  "function can_play(ctx)\n  return ctx.game:strength(ctx.self) > 2\nend",
		"pcall":  "function can_play(ctx)\n  pcall(function() return ctx.game:strength(ctx.self) end)\n  return ctx.game:strength(ctx.self) > 2\nend",
		"looped": "function can_play(ctx)\n  for i = 1, 3 do pcall(function() return ctx.game:strength(ctx.self) end) end\n  return true\nend",
	} {
		t.Run(name, func(t *testing.T) {
			p, ds := Compile("p.lua", src)
			if len(ds) > 0 {
				t.Fatal(ds)
			}
			r := NewRunner(Limits{})
			got := func() (rec any) {
				defer func() { rec = recover() }()
				_, _ = r.Call(signallingHost{newFakeHost()}, Call{Program: p, Hook: "can_play", Kind: Condition, Card: 1, Code: "01001", Ability: "a"})
				return nil
			}()
			if _, ok := got.(endSignal); !ok {
				t.Fatalf("Call did not pass the host signal on: recovered %v", got)
			}
			res, err := r.Call(newFakeHost(), Call{Program: p, Hook: "can_play", Kind: Condition, Card: 1})
			if err != nil || !res.OK {
				t.Fatalf("runner unusable after a host signal: %+v %v", res, err)
			}
		})
	}
}
