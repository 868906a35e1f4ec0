package interp_test

import (
	"flag"
	"strings"
	"testing"

	"github.com/thronescript/thronescript/internal/gametest"
	"github.com/thronescript/thronescript/interp"
	"github.com/thronescript/thronescript/play/bot"
	"github.com/thronescript/thronescript/play/sim"
	"github.com/thronescript/thronescript/rules"
)

// heavyHook is a condition that uses 246,011 steps, just under the
// per-call budget of 250,000, and never holds: it runs whenever its
// card's action could be offered, in every action window.
const heavyHook = `function heavy(ctx)
  local n = 0
  for i = 1, 41000 do n = n + i end
  return false
end`

// heavyLibrary is gametest.HeavyLibrary.
func heavyLibrary(tb testing.TB, body string) (*interp.Library, [2]rules.DeckList) {
	return gametest.HeavyLibrary(tb, body)
}

// botGame plays one game of the two decks between heuristic bots.
func botGame(tb testing.TB, lib *interp.Library, decks [2]rules.DeckList, seed uint64) *rules.Game {
	tb.Helper()
	g, err := rules.NewGame(lib, rules.Config{Seed: seed, Players: decks[:]})
	if err != nil {
		tb.Fatal(err)
	}
	if _, err := g.Run(sim.Seat{bot.New(), bot.New()}); err != nil && err != rules.ErrBudget {
		tb.Fatal(err)
	}
	return g
}

// TestLuaHeavyHookBoundedPerGame: a condition hook that stops just under
// the per-call step budget, asked at every action window, used to run for
// the whole game (20 bot games: 0.2 s → 109 s). Its card's hooks have a
// step budget per game: each of 20 bot games runs it for at most that
// budget (and the call that crosses it), then disables it with one
// diagnostic naming the card, the hook and where it is defined, which the
// log shows once; no call of it fails on its own.
func TestLuaHeavyHookBoundedPerGame(t *testing.T) {
	lib, decks := heavyLibrary(t, heavyHook)
	const perCall = 250_000
	played := 0
	for i := range 20 {
		g := botGame(t, lib, decks, uint64(i+1))
		var use *interp.LuaUse
		for _, u := range interp.LuaUseOf(g) {
			if u.Code == "90920" {
				use = &u
			}
		}
		if use == nil {
			continue // never in play
		}
		played++
		if use.Steps > interp.LuaStepsPerGame+perCall {
			t.Errorf("game %d: the hook used %d steps in %d calls, want at most %d", i, use.Steps, use.Calls, interp.LuaStepsPerGame+perCall)
		}
		log := g.RenderLog(-1, rules.EnglishCatalog())
		if n := count(log, "disabled for the rest of the game"); n != 1 {
			t.Errorf("game %d: %d log lines disable the hook, want 1:\n%s", i, n, tail(log))
		}
		if n := count(log, "failed:"); n != 0 {
			t.Errorf("game %d: %d calls failed, want none (the hook is meant to stay under the per-call budget)", i, n)
		}
		if len(use.Disabled) != 1 {
			t.Fatalf("game %d: %d diagnostics disabled the hook, want 1", i, len(use.Disabled))
		}
		d := use.Disabled[0]
		for _, want := range []string{"90920", "Heavy Thinker", "heavy", "step budget", "for the game"} {
			if !strings.Contains(d.Summary, want) {
				t.Errorf("game %d: the diagnostic %q does not say %q", i, d.Summary, want)
			}
		}
		if d.Code != "E0604" || !strings.HasSuffix(d.Subject.Start.Filename, "heavy.card") || d.Subject.Start.Line != 8 {
			t.Errorf("game %d: the diagnostic is %s at %s, want E0604 at heavy.card:8 (the hook's line)", i, d.Code, d.Subject.Start)
		}
	}
	if played < 10 {
		t.Fatalf("the card was in play in %d of 20 games, want at least 10", played)
	}
	if got, max := lib.LuaSteps(), int64(20*(interp.LuaStepsPerGame+perCall)); got > max {
		t.Errorf("20 games ran %d Lua steps, want at most %d", got, max)
	}
}

var luaGames = flag.Int("luagames", 16, "bot games per deck pair of TestLibraryLuaUseFarBelowBudget")

// TestLibraryLuaUseFarBelowBudget plays bot games in which every library
// card with Lua hooks is in both decks (three copies of each draw card,
// every such plot) and requires the most steps any card's hooks use in one
// game to stay under a tenth of the game's budget. It logs that
// maximum (-luagames=N for more games; -v to see it).
func TestLibraryLuaUseFarBelowBudget(t *testing.T) {
	lib, decks := gametest.Decks(t, "greyjoy-lion-raiders.txt", "lannister-kraken-schemes.txt",
		"martell-assault-from-the-shadows.txt", "nights-watch-daggers-in-the-dark.txt",
		"stark-shadows-of-the-north.txt", "targaryen-sun-and-dragon.txt", "tyrell-stag-and-rose.txt")
	var draws, plots []string
	for _, c := range lib.Checked.Cards {
		if c.Lua == nil || lib.Defs[c.Code] == nil {
			continue
		}
		switch lib.Defs[c.Code].Type {
		case rules.TypePlot:
			plots = append(plots, c.Code)
		case rules.TypeAgenda:
		default:
			draws = append(draws, c.Code, c.Code, c.Code)
		}
	}
	for i := range decks {
		decks[i].Deck = append(decks[i].Deck, draws...)
		decks[i].Plots = append(plots, decks[i].Plots...)
	}
	type most struct {
		steps, calls int
		code         string
	}
	var top most
	var call most // the most steps of one call
	byCard := map[string]int{}
	games := 0
	for k := range decks {
		pair := [2]rules.DeckList{decks[k], decks[(k+1)%len(decks)]}
		for i := range *luaGames {
			g := botGame(t, lib, pair, uint64(100*k+i+1))
			games++
			for _, u := range interp.LuaUseOf(g) {
				byCard[u.Code] = max(byCard[u.Code], u.Steps)
				if u.Steps > top.steps {
					top = most{u.Steps, u.Calls, u.Code}
				}
				if u.Most > call.steps {
					call = most{u.Most, 1, u.Code}
				}
				if len(u.Disabled) > 0 {
					t.Errorf("card %s: %s", u.Code, u.Disabled[0].Summary)
				}
			}
		}
	}
	t.Logf("%d games, %d cards with Lua hooks ran; most steps of one card's hooks in one game: %d (%s, %d calls); budget %d; most steps of one call: %d (%s)", games, len(byCard), top.steps, top.code, top.calls, interp.LuaStepsPerGame, call.steps, call.code)
	if len(byCard) < 30 {
		t.Errorf("only %d cards with Lua hooks ran their hooks: %v", len(byCard), byCard)
	}
	if top.steps > interp.LuaStepsPerGame/10 {
		t.Errorf("card %s's hooks used %d steps in one game, more than a tenth of the budget (%d)", top.code, top.steps, interp.LuaStepsPerGame)
	}
}

// BenchmarkBotGamesHeavyHook plays 20 bot games whose decks hold three
// copies of a card with a condition hook asked at every action window:
// cheap (it returns at once) or heavy (it uses just under the per-call
// step budget; issue 31: 20 games took 109 s instead of 0.21 s before the
// per-game budget). lua-steps/op counts the steps the games' hooks ran.
func BenchmarkBotGamesHeavyHook(b *testing.B) {
	for _, bc := range []struct{ name, body string }{
		{"cheap", "function heavy(ctx)\n  return false\nend"},
		{"heavy", heavyHook},
	} {
		b.Run(bc.name, func(b *testing.B) {
			lib, decks := heavyLibrary(b, bc.body)
			for b.Loop() {
				for i := range 20 {
					botGame(b, lib, decks, uint64(i+1))
				}
			}
			b.ReportMetric(float64(lib.LuaSteps())/float64(b.N), "lua-steps/op")
		})
	}
}
