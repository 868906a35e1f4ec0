package interp_test

import (
	"errors"
	"testing"

	"github.com/thronescript/thronescript/interp"
	"github.com/thronescript/thronescript/play/bot"
	"github.com/thronescript/thronescript/rules"
)

// burnerHook runs out of its step budget at every call.
const burnerHook = `function heavy(ctx)
  while true do end
end`

// heavyUse is what the hooks of card 90920 did in g.
func heavyUse(g *rules.Game) interp.LuaUse {
	for _, u := range interp.LuaUseOf(g) {
		if u.Code == "90920" {
			return u
		}
	}
	return interp.LuaUse{}
}

// gameUntil plays games of the decks with bots, seeds 1 to 10, each until
// stop holds at a decision (and stops there) or to its end, and returns
// the first that stopped; if none did, the test fails with fail.
func gameUntil(tb testing.TB, lib *interp.Library, decks [2]rules.DeckList, stop func(*rules.Game) bool, fail string) *rules.Game {
	tb.Helper()
	for seed := uint64(1); seed <= 10; seed++ {
		g, err := rules.NewGame(lib, rules.Config{Seed: seed, Players: decks[:]})
		if err != nil {
			tb.Fatal(err)
		}
		b := bot.New()
		_, err = g.Run(rules.DeciderFunc(func(gg *rules.Game, p *rules.Prompt) (rules.Choice, error) {
			if stop(gg) {
				return rules.Choice{}, rules.ErrStop
			}
			return b.Decide(gg, p)
		}))
		if errors.Is(err, rules.ErrStop) {
			return g
		}
		if err != nil && !errors.Is(err, rules.ErrBudget) {
			tb.Fatal(err)
		}
	}
	tb.Fatal(fail)
	return nil
}

// playCopy plays a copy of g to its end with bots and returns the copy
// and the Lua steps lib's hooks ran in it.
func playCopy(tb testing.TB, lib *interp.Library, g *rules.Game) (*rules.Game, int64) {
	tb.Helper()
	cp, err := g.Copy(nil)
	if err != nil {
		tb.Fatal(err)
	}
	before := lib.LuaSteps()
	if _, err := cp.Run(rules.DeciderFunc(bot.New().Decide)); err != nil && !errors.Is(err, rules.ErrBudget) {
		tb.Fatal(err)
	}
	return cp, lib.LuaSteps() - before
}

// TestLuaCopyKeepsHookDisabled: a copy of a game (rules.Game.Copy, as the
// search player makes for each playout) replays the game's hook calls. A
// hook the game disabled — its card's step budget for the game spent, or
// out of steps three times — used to run again in every copy, up to
// where the game had disabled it. The copy now gives the answers of the
// game's slow calls again without running them and skips the disabled
// hook: running it to the end of the game runs no call of the hook (less
// than one call's steps in all, the other cards' cheap hooks), and it
// starts with what the game had spent and disabled.
func TestLuaCopyKeepsHookDisabled(t *testing.T) {
	for _, tc := range []struct{ name, body string }{
		{"step budget of the game spent", heavyHook},
		{"out of steps three times", burnerHook},
	} {
		t.Run(tc.name, func(t *testing.T) {
			lib, decks := heavyLibrary(t, tc.body)
			g := gameUntil(t, lib, decks, func(g *rules.Game) bool { return len(heavyUse(g).Disabled) > 0 }, "the hook was not disabled in 10 games")
			at := heavyUse(g)
			cp, ran := playCopy(t, lib, g)
			if ran >= 250_000 {
				t.Errorf("the copy ran %d Lua steps, want fewer than one call of the hook (the game had disabled it)", ran)
			}
			got := heavyUse(cp)
			if got.Steps != at.Steps || got.Calls != at.Calls || len(got.Disabled) != 1 {
				t.Errorf("the copy's hook: %d steps in %d calls, %d disabling diagnostics; want the game's %d steps in %d calls and 1",
					got.Steps, got.Calls, len(got.Disabled), at.Steps, at.Calls)
			}
		})
	}
}

// TestLuaCopiesShareDisabledHook: what one copy disables in its own play
// (past the game it copies) is disabled in the game's later copies from
// where they start, so playouts after the first do not spend the hook's
// budget again. The game itself keeps its own budget (it goes on as its
// own choices make it, so that it replays the same: Save and Resume).
func TestLuaCopiesShareDisabledHook(t *testing.T) {
	lib, decks := heavyLibrary(t, heavyHook)
	// stop once the hook has run a little, far from its budget
	g := gameUntil(t, lib, decks, func(g *rules.Game) bool { return heavyUse(g).Calls >= 2 }, "the hook did not run in 10 games")
	spent := heavyUse(g).Steps
	copyRun := func() (ran int64, disabled bool) {
		cp, ran := playCopy(t, lib, g)
		return ran, len(heavyUse(cp).Disabled) > 0
	}
	ran, disabled := copyRun()
	if !disabled || ran < int64(interp.LuaStepsPerGame-spent)-250_000 {
		t.Fatalf("the first copy ran %d steps (disabled: %v), want the rest of the budget, %d, and the hook disabled", ran, disabled, interp.LuaStepsPerGame-spent)
	}
	if ran, _ := copyRun(); ran >= 250_000 {
		t.Errorf("the second copy ran %d Lua steps, want fewer than one call of the hook (the first copy disabled it)", ran)
	}
	if u := heavyUse(g); len(u.Disabled) != 0 || u.Steps != spent {
		t.Errorf("the game's hook after its copies: %d steps, %d disabling diagnostics; want %d and none (what copies do is not the game's)", u.Steps, len(u.Disabled), spent)
	}
}
