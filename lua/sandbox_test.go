package lua

import (
	"fmt"
	"strings"
	"testing"
)

// runHook compiles src and calls hook as a Resolve hook on a fresh runner.
func runHook(t *testing.T, src, hook string) (Result, error, *fakeHost) {
	t.Helper()
	p, ds := Compile("t.lua", src)
	if ds != nil {
		t.Fatalf("compile: %v", ds)
	}
	h := newFakeHost()
	res, err := NewRunner(Limits{}).Call(h, Call{Program: p, Hook: hook, Kind: Resolve, Card: 1, You: 1, Code: "01001", Ability: "a"})
	return res, err, h
}

// TestSandboxRemoved: nothing outside the whitelist is reachable.
func TestSandboxRemoved(t *testing.T) {
	for _, name := range []string{"io", "os", "debug", "package", "load", "loadstring", "dofile", "loadfile",
		"require", "module", "collectgarbage", "getfenv", "setfenv", "print", "newproxy", "_printregs", "coroutine",
		"channel", "string.dump", "string.gfind", "math.random", "math.randomseed", "_G._G.os", "getmetatable('').__index",
		"getmetatable(_G)", "getmetatable(string)", "getmetatable(ctx.game)"} {
		t.Run(name, func(t *testing.T) {
			src := "function resolve(ctx)\n  local v = " + name + "\n  return v == nil or v == false\nend"
			res, err, _ := runHook(t, src, "resolve")
			if err != nil && !strings.Contains(err.Error(), "attempt to index") {
				t.Fatal(err)
			}
			if err == nil && !res.OK {
				t.Errorf("%s is reachable", name)
			}
		})
	}
}

func TestSandboxPresent(t *testing.T) {
	src := `function resolve(ctx)
  local want = {assert, error, ipairs, next, pairs, pcall, rawequal, rawget, rawset, select, tonumber, tostring,
    type, unpack, xpcall, setmetatable, getmetatable, sorted_pairs, string.byte, string.char, string.find,
    string.format, string.gmatch, string.gsub, string.len, string.lower, string.match, string.rep, string.reverse,
    string.sub, string.upper, table.concat, table.insert, table.remove, table.sort, table.getn, table.maxn,
    math.floor, math.max, math.min, math.abs, math.huge, math.pi, math.sqrt, math.fmod}
  return select('#', unpack(want)) == 45 and #want == 45
end`
	res, err, _ := runHook(t, src, "resolve")
	if err != nil || !res.OK {
		t.Fatalf("res %+v err %v", res, err)
	}
}

// TestSandboxProtected: library tables, the string metatable and the game
// object cannot be changed; each attempt fails the hook.
func TestSandboxProtected(t *testing.T) {
	for _, stmt := range []string{
		"string.rep = nil", "string.x = 1", "rawset(string, 'x', 1)", "table.insert(string, 1)",
		"table.insert(math, 1)", "table.sort(table)", "table.remove(string)", "setmetatable(string, nil)",
		"setmetatable('', {})", "setmetatable(1, {__index = function() return 1 end})", "setmetatable(ctx.game, {})",
		"ctx.game.kill = nil", "setmetatable(_G, {})", "math.pi = 3",
	} {
		t.Run(stmt, func(t *testing.T) {
			_, err, _ := runHook(t, "function resolve(ctx)\n  "+stmt+"\nend", "resolve")
			if err == nil {
				t.Fatalf("%s succeeded", stmt)
			}
			e := err.(*Error)
			if e.Diag.Code != CodeRuntime || e.Diag.Subject.Start.Line != 2 {
				t.Errorf("got %v", err)
			}
		})
	}
	// And afterwards the library is intact on the same runner.
	p, _ := Compile("t.lua", "function resolve(ctx) string.x = 1 end\nfunction check(ctx) return string.x == nil and ('ab'):rep(2) == 'abab' and getmetatable(1) == nil end")
	r := NewRunner(Limits{})
	h := newFakeHost()
	for i := 0; i < 3; i++ {
		if _, err := r.Call(h, Call{Program: p, Hook: "resolve", Kind: Resolve}); err == nil {
			t.Fatal("write to string succeeded")
		}
		res, err := r.Call(h, Call{Program: p, Hook: "check", Kind: Condition})
		if err != nil || !res.OK {
			t.Fatalf("library changed: %v %v", res, err)
		}
	}
}

// TestNoLeaksBetweenCalls: globals and top-level locals written by one call
// are gone in the next call on the same pooled state, for the same card and
// for another card.
func TestNoLeaksBetweenCalls(t *testing.T) {
	a, _ := Compile("a.lua", `
local counter = 0
function resolve(ctx)
  counter = counter + 1
  leaked = (leaked or 0) + 1
  _G.other = "x"
  return counter == 1 and leaked == 1
end`)
	b, _ := Compile("b.lua", `function can_play(ctx) return leaked == nil and other == nil and counter == nil end`)
	r := NewRunner(Limits{})
	h := newFakeHost()
	for i := 0; i < 5; i++ {
		res, err := r.Call(h, Call{Program: a, Hook: "resolve", Kind: Resolve})
		if err != nil || !res.OK {
			t.Fatalf("call %d of a saw state from an earlier call: %+v %v", i, res, err)
		}
		res, err = r.Call(h, Call{Program: b, Hook: "can_play", Kind: Condition})
		if err != nil || !res.OK {
			t.Fatalf("call %d of b saw a's globals: %+v %v", i, res, err)
		}
	}
	if len(r.free) != 1 {
		t.Errorf("pool holds %d states, want 1 (reused)", len(r.free))
	}
}

// TestNestedCalls: a hook's effect may make the engine run another hook;
// the inner call runs on its own state with its own budget, and nesting is
// bounded.
func TestNestedCalls(t *testing.T) {
	p, _ := Compile("n.lua", `
function resolve(ctx)
  local before = ctx.x
  local ok = ctx.game:kill(3)
  return ok and ctx.x == before
end
function can_play(ctx) return ctx.game:strength(ctx.self) > 2 end`)
	r := NewRunner(Limits{})
	h := newFakeHost()
	inner := 0
	h.onDo = func(e Effect) {
		res, err := r.Call(h, Call{Program: p, Hook: "can_play", Kind: Condition, Card: 1})
		if err != nil || !res.OK {
			t.Errorf("inner call: %+v %v", res, err)
		}
		inner++
	}
	res, err := r.Call(h, Call{Program: p, Hook: "resolve", Kind: Resolve, Card: 1, X: 2})
	if err != nil || !res.OK || inner != 1 {
		t.Fatalf("outer: %+v %v inner=%d", res, err, inner)
	}
	if len(r.free) != 2 {
		t.Errorf("pool holds %d states, want 2", len(r.free))
	}

	// Runaway nesting: every effect runs the same effect hook again.
	var lastErr error
	h.onDo = func(e Effect) {
		if _, err := r.Call(h, Call{Program: p, Hook: "resolve", Kind: Resolve, Card: 1, Code: "01001", Ability: "loop"}); err != nil && lastErr == nil {
			lastErr = err
		}
	}
	if _, err := r.Call(h, Call{Program: p, Hook: "resolve", Kind: Resolve, Card: 1}); err != nil {
		t.Fatalf("outermost call failed: %v", err)
	}
	e, ok := lastErr.(*Error)
	if !ok || e.Diag.Code != CodeNesting {
		t.Fatalf("want a nesting error, got %v", lastErr)
	}
	if r.active != 0 {
		t.Errorf("active = %d after calls", r.active)
	}
}

func TestCompileDiagnostics(t *testing.T) {
	tests := []struct {
		src      Source
		code     string
		pos      string
		contains string
	}{
		{Source{File: "x.lua", Line: 1, Column: 1, Text: "function f(\n  return 1\nend"}, CodeSyntax, "x.lua:2:3", `near "return"`},
		{Source{File: "x.lua", Text: "x = = 1"}, CodeSyntax, "x.lua:1:5", `near "="`},
		{Source{File: "x.lua", Text: "function f()\n  if x then\n"}, CodeSyntax, "x.lua:3:1", "at end of input"},
		{Source{Card: "11002", File: "cards/x.card", Line: 12, Column: 7, Text: "local x = = 2"}, CodeSyntax, "cards/x.card:12:17", "syntax error"},
		{Source{Card: "11002", File: "cards/x.card", Line: 12, Column: 7, Text: "\n\nfunction f() return + end"}, CodeSyntax, "cards/x.card:14:", "syntax error"},
		{Source{File: "big.lua", Text: strings.Repeat("x = 1\n", 50000)}, CodeTooComplex, "big.lua:1:1", "bytes; the limit"},
		{Source{File: "deep.lua", Text: "x = " + strings.Repeat("{", 300) + "1" + strings.Repeat("}", 300)}, CodeTooComplex, "deep.lua:1:1", "nested more than"},
		{Source{File: "goto.lua", Text: "goto nowhere"}, CodeSyntax, "goto.lua:", "no visible label 'nowhere'"},
	}
	for _, tt := range tests {
		p, ds := CompileSource(tt.src)
		if p != nil || len(ds) != 1 {
			t.Errorf("%q: p=%v ds=%v", tt.src.Text[:min(20, len(tt.src.Text))], p, ds)
			continue
		}
		d := ds[0]
		if d.Code != tt.code || !strings.HasPrefix(d.Subject.Start.String(), tt.pos) || !strings.Contains(d.Summary, tt.contains) {
			t.Errorf("got %s %s %q, want %s %s …%s…", d.Code, d.Subject.Start, d.Summary, tt.code, tt.pos, tt.contains)
		}
	}
}

// TestRuntimeLineMapping: runtime errors point at the file line, with the
// offset of an inline hook added.
func TestRuntimeLineMapping(t *testing.T) {
	p, ds := CompileSource(Source{Card: "11002", File: "cards/dance/x.card", Line: 20, Column: 9,
		Text: "function resolve(ctx)\n  local t = nil\n  return t.x\nend"})
	if ds != nil {
		t.Fatal(ds)
	}
	_, err := NewRunner(Limits{}).Call(newFakeHost(), Call{Program: p, Hook: "resolve", Kind: Resolve, Ability: "kill-lowest"})
	want := "cards/dance/x.card:22:1: error[E0603]: ability kill-lowest of card 11002 failed: attempt to index a non-table object(nil) with key 'x'"
	if err == nil || err.Error() != want {
		t.Fatalf("got  %v\nwant %s", err, want)
	}
	// Missing hook points at the program start.
	_, err = NewRunner(Limits{}).Call(newFakeHost(), Call{Program: p, Hook: "targets", Kind: Targets, Ability: "kill-lowest"})
	e := err.(*Error)
	if e.Diag.Code != CodeMissingHook || e.Diag.Subject.Start.String() != "cards/dance/x.card:20:9" {
		t.Errorf("missing hook: %v", err)
	}
}

func TestLuaSemantics(t *testing.T) {
	tests := []struct{ expr, want string }{
		{"1 .. 2", "12"},
		{"'a' .. 'b' .. 'c' .. 1.5", "abc1.5"},
		{"(function() return 'x', 'y' end)() .. 'z'", "xz"},
		{"setmetatable({}, {__concat = function(a, b) return 'mm' end}) .. 'x'", "mm"},
		{"'x' .. setmetatable({}, {__concat = function(a, b) return 'rr' end})", "rr"},
		{"pcall(function() return 'a' .. nil end)", "false"},
		{"select(2, pcall(function() return 'a' .. {} end))", "eval.lua:1: attempt to concatenate a table value"},
		{"string.format('%5.2f|%-3d|%x|%s|%q|%%|%c', 3.14159, 7, 255, {}, 'a\"b', 65)", " 3.14|7  |ff|table: #1|\"a\\\"b\"|%|A"},
		{"tostring({}) .. tostring({})", "table: #1table: #2"},
		{"(string.gsub('hello world', '(o)', '[%1]'))", "hell[o] w[o]rld"},
		{"(string.gsub('abc', '%w', {a = 'A', b = false}))", "Abc"},
		{"(string.gsub('abc', '%w', function(c) return c:upper() .. c end))", "AaBbCc"},
		{"select(2, string.gsub('aaa', 'a', 'b', 2))", "2"},
		{"string.find('a.b', '.', 1, true)", "2"},
		{"select(3, string.find('key=val', '(%w+)=(%w+)'))", "key"},
		{"string.match('  trim  ', '^%s*(.-)%s*$')", "trim"},
		{"string.match('x', '()')", "1"},
		{"(function() local s = '' for w in string.gmatch('one two three', '%a+') do s = s .. w:sub(1,1) end return s end)()", "ott"},
		{"('abc'):upper():reverse()", "CBA"},
		{"string.rep('ab', 3)", "ababab"},
		{"table.concat({1, 'b', 3}, '-')", "1-b-3"},
		{"(function() local t = {3, 1, 2} table.sort(t) return table.concat(t) end)()", "123"},
		{"(function() local t = {} table.insert(t, 'a') table.insert(t, 1, 'b') return table.concat(t) end)()", "ba"},
		{"(function() local n = 0 ::top:: n = n + 1 if n < 5 then goto top end return n end)()", "5"},
		{"(function() local s = '' for k in pairs({z=1, a=2, m=3}) do s = s .. k end return s end)()", "zam"},
		{"(function() local s = '' for k in sorted_pairs({z=1, a=2, m=3, [2]=0, [1]=0}) do s = s .. k end return s end)()", "12amz"},
		{"select('#', unpack({1, 2, 3}))", "3"},
		{"(function() local s = 0 for i = 1, 5 do if i == 2 then goto continue end local x = i s = s + x ::continue:: end return s end)()", "13"},
		{"(function(...) return select('#', ...) + #{...} end)(1, nil, 3)", "6"},
		{"(function() local t, u = {}, {} local k = 2 t[k], u[k], k = 'a', 'b', 5 return t[2] .. u[2] .. k end)()", "ab5"},
		{"(function() local t = {} local k = 1 t[k] = (function() return 'x', 'y' end)() return t[1] .. #t end)()", "x1"},
		{"(function() local log = {} local t = setmetatable({}, {__newindex = function(t, k, v) log[#log+1] = k end}) local k = 7 t[k] = 1 return log[1] .. tostring(rawget(t, 7)) end)()", "7nil"},
		{"(function() local t = {} t[100] = 1 t[3.5] = 2 t[-1] = 3 local k = 'n' t[k] = 4 return t[100] + t[3.5] + t[-1] + t.n end)()", "10"},
		{"(function() local k = 9 local t = {[k] = 'v', [1] = 'w'} return t[9] .. t[1] end)()", "vw"},
		{"string.char(72, 105)", "Hi"},
	}
	// A long chain is split into nested calls; order and result stay Lua's.
	var long, want strings.Builder
	long.WriteString("'0'")
	want.WriteString("0")
	for i := 1; i <= 120; i++ {
		fmt.Fprintf(&long, " .. %d", i%10)
		fmt.Fprintf(&want, "%d", i%10)
	}
	tests = append(tests, struct{ expr, want string }{long.String(), want.String()})
	for _, tt := range tests {
		t.Run(tt.expr[:min(len(tt.expr), 60)], func(t *testing.T) {
			if got := evalLua(t, newFakeHost(), tt.expr); got != tt.want {
				t.Errorf("got %q, want %q", got, tt.want)
			}
		})
	}
}

// TestStepsDeterministic: the step count of a call is the same every time
// and grows with the work done.
func TestStepsDeterministic(t *testing.T) {
	p, _ := Compile("s.lua", "function hook(ctx) local n = 0 for i = 1, ctx.x do n = n + i end return n end")
	r := NewRunner(Limits{})
	var steps []int
	for _, x := range []int{10, 10, 100, 10} {
		res, err := r.Call(newFakeHost(), Call{Program: p, Hook: "hook", Kind: Value, X: x})
		if err != nil {
			t.Fatal(err)
		}
		steps = append(steps, res.Steps)
	}
	if steps[0] != steps[1] || steps[0] != steps[3] || steps[2] <= steps[0] {
		t.Errorf("steps = %v", steps)
	}
	// A smaller budget stops the bigger call.
	small := NewRunner(Limits{Steps: steps[0] + 5})
	if _, err := small.Call(newFakeHost(), Call{Program: p, Hook: "hook", Kind: Value, X: 10}); err != nil {
		t.Errorf("x=10 within budget: %v", err)
	}
	_, err := small.Call(newFakeHost(), Call{Program: p, Hook: "hook", Kind: Value, X: 100})
	if e, ok := err.(*Error); !ok || e.Diag.Code != CodeBudget || e.Steps != steps[0]+5 {
		t.Errorf("x=100 over budget: %v", err)
	}
}

// TestCachedGlobals: a file that only defines functions and constants
// keeps its globals between calls on a state, but any change a hook makes
// (a global, _G, an upvalue reached through a helper) drops them, and the
// step count is the same whether or not the globals were cached.
func TestCachedGlobals(t *testing.T) {
	p, ds := Compile("c.lua", `
local LIMIT = 3
local function bump() LIMIT = LIMIT + 1 end
function probe(ctx) return LIMIT == 3 and stray == nil and rawget(_G, "other") == nil end
function write_global(ctx) stray = 1 end
function write_G(ctx) _G["other"] = 1 end
function write_upvalue(ctx) bump() end
function restore(ctx) stray = 1; stray = nil end
`)
	if ds != nil {
		t.Fatal(ds)
	}
	if !p.cache {
		t.Fatal("program should be cacheable")
	}
	r := NewRunner(Limits{})
	h := newFakeHost()
	probe := func() int {
		t.Helper()
		res, err := r.Call(h, Call{Program: p, Hook: "probe", Kind: Condition})
		if err != nil || !res.OK {
			t.Fatalf("probe saw a change from an earlier call: %+v %v", res, err)
		}
		return res.Steps
	}
	first := probe()
	if got := probe(); got != first {
		t.Errorf("cached call used %d steps, first call %d", got, first)
	}
	for _, hook := range []string{"write_global", "write_G", "write_upvalue", "restore"} {
		if _, err := r.Call(h, Call{Program: p, Hook: hook, Kind: Resolve}); err != nil {
			t.Fatal(err)
		}
		if got := probe(); got != first {
			t.Errorf("after %s: %d steps, want %d", hook, got, first)
		}
	}
	for src, want := range map[string]bool{
		"function f() end":                     true,
		"local a, b = 1, 'x' function f() end": true,
		"local t = {}":                         false,
		"x = 1":                                false,
		"function t.f() end":                   false,
		"for i = 1, 2 do end":                  false,
		"local f = g()":                        false,
	} {
		p, ds := Compile("c.lua", src)
		if ds != nil {
			t.Fatal(ds)
		}
		if p.cache != want {
			t.Errorf("%q: cacheable = %v, want %v", src, p.cache, want)
		}
	}
}
