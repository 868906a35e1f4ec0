package lua

import (
	"os"
	"path/filepath"
	"testing"
)

// FuzzLuaBridge feeds arbitrary hook source and arguments through Compile
// and a call with a fake host. It must never panic (a recovered Go panic,
// CodeInternal, counts as a failure too) and never hang (the step budget).
func FuzzLuaBridge(f *testing.F) {
	files, _ := filepath.Glob("testdata/hostile/*.lua")
	for i, file := range files {
		src, err := os.ReadFile(file)
		if err == nil {
			f.Add(string(src), uint8(i), int64(1), int64(1), int64(i), []byte{3, 2})
		}
	}
	for _, src := range []string{
		"function resolve(ctx) return ctx.game:kill(ctx.target) end",
		"function resolve(ctx) return ctx.game:cards({type='character', kneeling=true}) end",
		"function resolve(ctx) local t = {} for _, id in ipairs(ctx.game:cards()) do t[#t+1] = id end return t end",
		"function resolve(ctx) return ctx.game:strength(ctx.self) + ctx.x end",
		"function resolve(ctx) return ctx.game:effect(tostring(ctx.x), {a = {1, {b = 2}}}) end",
		"function resolve(ctx) return (('x'):rep(ctx.x):gsub('x', '%0%0')) end",
		"function resolve(ctx) return string.format('%d %s %5.1f', ctx.x, ctx.you, 1/3) end",
		"resolve = function(ctx) return ctx.game:choose(ctx.you, ctx.targets) end",
		"function resolve(ctx) return ctx.game:player(ctx.you).gold end",
		"function resolve(ctx) return select(ctx.x, 1, 2, 3) end",
		"function resolve(ctx",
		"",
	} {
		f.Add(src, uint8(0), int64(1), int64(1), int64(2), []byte{1})
		f.Add(src, uint8(2), int64(-5), int64(99), int64(-1), []byte{0, 255, 4})
	}
	r := NewRunner(Limits{Steps: 20000, StringLen: 1 << 16, StringBytes: 1 << 18})
	f.Fuzz(func(t *testing.T, src string, kind uint8, card, you, x int64, targets []byte) {
		p, ds := Compile("fuzz.lua", src)
		for _, d := range ds {
			if d.Code == CodeInternal {
				t.Fatalf("compile panicked: %v", d)
			}
		}
		if p == nil {
			return
		}
		var ts []CardID
		for _, b := range targets {
			ts = append(ts, CardID(b))
		}
		c := Call{Program: p, Hook: "resolve", Kind: Kind(kind % 6), Card: CardID(card), You: PlayerID(you),
			X: int(x), Targets: ts, Chosen: map[string][]CardID{"t": ts}, Code: "f", Ability: "fuzz"}
		for i := 0; i < 2; i++ {
			_, err := r.Call(newFakeHost(), c)
			if e, ok := err.(*Error); ok && e.Diag.Code == CodeInternal {
				t.Fatalf("call panicked: %v", e)
			}
			if err != nil {
				if _, ok := err.(*Error); !ok {
					t.Fatalf("error of type %T: %v", err, err)
				}
			}
		}
	})
}
