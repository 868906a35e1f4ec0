package interp_test

import (
	"strings"
	"testing"

	"github.com/thronescript/thronescript/dsl/diag"
	"github.com/thronescript/thronescript/dsl/syntax"
	"github.com/thronescript/thronescript/internal/gametest"
	"github.com/thronescript/thronescript/interp"
	"github.com/thronescript/thronescript/rules"
)

// runHookTimes runs the action of a card whose Lua hook is body n times in
// one game and returns the game's log.
func runHookTimes(t *testing.T, body string, n int) []string {
	t.Helper()
	log, _ := runHookGame(t, body, n)
	return log
}

// runHookGame is runHookTimes, also returning the game (its first card is
// the hook's).
func runHookGame(t *testing.T, body string, n int) ([]string, *rules.Game) {
	t.Helper()
	lib, ds := interp.Build([]syntax.Source{{Name: "flood.card", Src: []byte(gametest.FlooderSource(body))}, prelude(t)}, interp.WithWorkers(1))
	if ds.HasErrors() {
		var b strings.Builder
		_ = diag.WriteText(&b, ds.Errors(), lib.Sources)
		t.Fatalf("the test card does not load:\n%s", b.String())
	}
	g := gametest.RunFlooder(t, lib, n)
	return g.RenderLog(-1, rules.EnglishCatalog()), g
}

// TestLuaLogFloodBounded: the four-line log flood of issue 20 (which left
// ~31,000 lines of 999 bytes per call) adds at most the game's budget of
// hook log text, however often it runs, and each call fails with E0613.
func TestLuaLogFloodBounded(t *testing.T) {
	log := runHookTimes(t, `local s = string.rep("L", 999)
while true do ctx.game:log(s) end`, 50)
	bytes, failed := 0, 0
	for _, l := range log {
		bytes += len(l)
		if strings.Contains(l, "E0613") {
			failed++
		}
	}
	if bytes > 300<<10 {
		t.Errorf("50 flooding calls logged %d bytes in %d lines, want at most about 256 KiB", bytes, len(log))
	}
	if failed != 50 {
		t.Errorf("%d calls failed with E0613, want 50", failed)
	}
}

// TestLuaBudgetBurnerDisabled: a hook that runs out of steps 3 times is
// disabled for the rest of the game with one log entry; later calls do
// not run it (and log nothing).
func TestLuaBudgetBurnerDisabled(t *testing.T) {
	log := runHookTimes(t, "while true do end", 10)
	failed, disabled := 0, 0
	for _, l := range log {
		if strings.Contains(l, "the ability fails") && strings.Contains(l, "E0604") {
			failed++
		}
		if strings.Contains(l, "disabled for the rest of the game") {
			disabled++
		}
	}
	if failed != 3 || disabled != 1 {
		t.Errorf("%d step-budget failures and %d disabling entries, want 3 and 1:\n%s", failed, disabled, strings.Join(log, "\n"))
	}
}

// TestLuaHookBudgets: each kind of thing a hook adds to a game has its own
// budget per call and per game; a hook past one fails with E0613 naming
// it, and what it added before stays within the budget.
func TestLuaHookBudgets(t *testing.T) {
	tests := []struct {
		name, body string
		calls      int
		want       string // in the failure of the first call
		bound      func(log []string, c *rules.Card) (got, max int)
	}{
		{"log lines per call", `for i = 1, 99 do ctx.game:log("line " .. i) end`, 1,
			"budget for one call is spent (50 log lines)",
			func(log []string, _ *rules.Card) (int, int) { return count(log, "line "), 50 }},
		{"log lines per game", `for i = 1, 40 do ctx.game:log("line " .. i) end`, 200,
			"(5000 log lines)",
			func(log []string, _ *rules.Card) (int, int) { return count(log, "line "), 5000 }},
		{"text bytes per call", `local s = string.rep("T", 999)
for i = 1, 40 do ctx.game:log(s) end`, 1,
			"budget for one call is spent (16384 bytes of text)",
			func(log []string, _ *rules.Card) (int, int) { return count(log, "TTTT"), 16 }},
		{"text bytes per game", `local s = string.rep("T", 999)
for i = 1, 10 do ctx.game:log(s) end`, 40,
			"(262144 bytes of text)",
			func(log []string, _ *rules.Card) (int, int) { return count(log, "TTTT"), 263 }},
		{"tokens per call", `for i = 1, 10 do ctx.game:effect("place-tokens", {n = 1000, kind = "poison", target = ctx.self}) end`, 1,
			"budget for one call is spent (2000 tokens, power, gold and cards)",
			func(_ []string, c *rules.Card) (int, int) { return tokens(c, "poison"), 2000 }},
		{"tokens per game", `for i = 1, 2 do ctx.game:effect("place-tokens", {n = 1000, kind = "poison", target = ctx.self}) end`, 60,
			"(100000 tokens, power, gold and cards)",
			func(_ []string, c *rules.Card) (int, int) { return tokens(c, "poison"), 100_000 }},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			log, g := runHookGame(t, tc.body, tc.calls)
			if got, max := tc.bound(log, g.Cards[0]); got > max {
				t.Errorf("the hook added %d, want at most %d", got, max)
			}
			if count(log, tc.want) == 0 {
				t.Errorf("no failure says %q:\n%s", tc.want, tail(log))
			}
		})
	}
}

// count counts the lines that hold s.
func count(log []string, s string) int {
	n := 0
	for _, l := range log {
		if strings.Contains(l, s) {
			n++
		}
	}
	return n
}

func tokens(c *rules.Card, kind string) int {
	for _, tk := range c.Tokens {
		if tk.Kind == kind {
			return tk.N
		}
	}
	return 0
}

func tail(log []string) string {
	return strings.Join(log[max(0, len(log)-5):], "\n")
}
