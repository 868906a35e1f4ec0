package search_test

import (
	"errors"
	"testing"

	"github.com/thronescript/thronescript/internal/gametest"
	"github.com/thronescript/thronescript/interp"
	"github.com/thronescript/thronescript/play/bot"
	"github.com/thronescript/thronescript/play/search"
	"github.com/thronescript/thronescript/play/sim"
	"github.com/thronescript/thronescript/rules"
)

// TestSearchKeepsHookBudget: a searching player plays every option out
// in copies of the game, each a replay of it. With a card whose
// condition hook runs just under the per-call step budget (or out of it
// at every call) at every action window, the copies used to run the
// hook again and again (3.6 s → 68 s a game). Now a copy starts with
// what the game spent and disabled (without running the game's slow
// calls again), and what one copy disables is disabled in the later
// ones: 150 decisions of a search player against the bot run the card's
// hooks for at most two games' budgets — the game's own, and the rest of
// it in the first copy that spends it.
func TestSearchKeepsHookBudget(t *testing.T) {
	for _, tc := range []struct{ name, hook string }{
		{"just under the per-call budget", "local n = 0\n  for i = 1, 41000 do n = n + i end\n  return false"},
		{"out of steps at every call", "while true do end"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			lib, decks := gametest.HeavyLibrary(t, "function heavy(ctx)\n  "+tc.hook+"\nend")
			g, err := rules.NewGame(lib, rules.Config{Seed: 2, Players: decks[:]})
			if err != nil {
				t.Fatal(err)
			}
			s := search.New(6, 9)
			s.Horizon = 1
			seat := sim.Seat{s, bot.New()}
			_, err = g.Run(rules.DeciderFunc(func(gg *rules.Game, p *rules.Prompt) (rules.Choice, error) {
				if gg.Decisions() >= 150 {
					return rules.Choice{}, rules.ErrStop
				}
				return seat.Decide(gg, p)
			}))
			if err != nil && !errors.Is(err, rules.ErrStop) {
				t.Fatal(err)
			}
			if s.Playouts < 30 {
				t.Fatalf("%d playouts, want at least 30", s.Playouts)
			}
			var use interp.LuaUse
			for _, u := range interp.LuaUseOf(g) {
				if u.Code == "90920" {
					use = u
				}
			}
			if use.Calls < 3 {
				t.Fatalf("the hook ran %d times in the game, want at least 3", use.Calls)
			}
			t.Logf("%d playouts, %d Lua steps in all (the game's own: %d in %d calls)", s.Playouts, lib.LuaSteps(), use.Steps, use.Calls)
			if got, max := lib.LuaSteps(), int64(2*interp.LuaStepsPerGame+1_000_000); got > max {
				t.Errorf("%d playouts ran %d Lua steps, want at most %d", s.Playouts, got, max)
			}
		})
	}
}
