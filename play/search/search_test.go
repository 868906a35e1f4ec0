package search_test

import (
	"encoding/json"
	"errors"
	"reflect"
	"testing"

	"github.com/thronescript/thronescript/internal/gametest"
	"github.com/thronescript/thronescript/play/bot"
	"github.com/thronescript/thronescript/play/search"
	"github.com/thronescript/thronescript/play/sim"
	"github.com/thronescript/thronescript/rules"
)

// stopped plays a bot game up to decision n (and on to a prompt that ok
// accepts, if ok is set) and returns it stopped there with the prompt's
// player.
func stopped(tb testing.TB, lib rules.Library, decks [2]rules.DeckList, seed uint64, n int, ok ...func(*rules.Prompt) bool) (*rules.Game, int) {
	tb.Helper()
	g, err := rules.NewGame(lib, rules.Config{Seed: seed, Players: []rules.DeckList{decks[0], decks[1]}})
	if err != nil {
		tb.Fatal(err)
	}
	b := bot.New()
	who := -1
	_, err = g.Run(rules.DeciderFunc(func(gg *rules.Game, p *rules.Prompt) (rules.Choice, error) {
		if gg.Decisions() >= n && (len(ok) == 0 || ok[0](p)) {
			who = p.Player
			return rules.Choice{}, rules.ErrStop
		}
		return b.Decide(gg, p)
	}))
	if !errors.Is(err, rules.ErrStop) {
		tb.Fatalf("want the game stopped at decision %d, got %v", n, err)
	}
	return g, who
}

// atCopy copies g and calls f in the copy at the decision g stopped at.
func atCopy(tb testing.TB, g *rules.Game, f func(cg *rules.Game)) {
	tb.Helper()
	cp, err := g.Copy(nil)
	if err != nil {
		tb.Fatal(err)
	}
	_, err = cp.Run(rules.DeciderFunc(func(cg *rules.Game, p *rules.Prompt) (rules.Choice, error) {
		f(cg)
		return rules.Choice{}, rules.ErrStop
	}))
	if !errors.Is(err, rules.ErrStop) {
		tb.Fatal(err)
	}
}

func view(tb testing.TB, g *rules.Game, viewer int) string {
	b, err := json.Marshal(g.View(viewer))
	if err != nil {
		tb.Fatal(err)
	}
	return string(b)
}

// hiddenCodes lists, per player and area, the codes of all cards (the
// omniscient view's identities).
func hiddenCodes(g *rules.Game) [][]string {
	var out [][]string
	for _, p := range g.Players {
		for a := range g.Areas() {
			var codes []string
			for _, c := range g.CardsIn(p, rules.AreaID(a)) {
				codes = append(codes, c.Def.Code)
			}
			out = append(out, codes)
		}
	}
	return out
}

// TestCopyAndDeterminize: a copy replays to the same state; determinized
// for a viewer, the viewer's view is unchanged while the hidden cards
// (the opponent's hand and deck, the viewer's deck order) differ.
func TestCopyAndDeterminize(t *testing.T) {
	lib, decks := gametest.TwoDecks(t)
	for _, at := range []int{60, 150} {
		g, who := stopped(t, lib, decks, 3, at)
		real := view(t, g, -1)
		realMine := view(t, g, who)
		realCodes := hiddenCodes(g)
		atCopy(t, g, func(cg *rules.Game) {
			if got := view(t, cg, -1); got != real {
				t.Fatalf("decision %d: the copy differs from the game", at)
			}
			cg.Determinize(who, 7)
			if got := view(t, cg, who); got != realMine {
				t.Errorf("decision %d: determinizing changed what player %d sees", at, who+1)
			}
			codes := hiddenCodes(cg)
			if reflect.DeepEqual(codes, realCodes) {
				t.Errorf("decision %d: the determinized hidden cards equal the real ones", at)
			}
			op := 1 - who
			hand := g.CardsIn(g.Players[op], rules.AreaHand)
			chand := cg.CardsIn(cg.Players[op], rules.AreaHand)
			if len(hand) != len(chand) {
				t.Errorf("opponent's hand size %d, determinized %d", len(hand), len(chand))
			}
			// cards in play keep their identity
			for _, c := range cg.Cards {
				if cg.InPlay(c) && c.Def.Code != g.Cards[c.ID].Def.Code {
					t.Errorf("card %d in play changed identity (%s, area %s, faceup %v)", c.ID, g.Cards[c.ID].Def.Title, g.Area(c.Area).Name, c.Faceup)
				}
			}
		})
		if view(t, g, -1) != real {
			t.Error("copying changed the real game")
		}
	}
}

// TestSearchDeterministic: the same seed gives the same games whatever the
// number of workers, with a searching player.
func TestSearchDeterministic(t *testing.T) {
	lib, decks := gametest.TwoDecks(t)
	cfg := sim.Config{Lib: lib, Decks: decks, Players: [2]string{"search:3", sim.KindBot}, Games: 2, Seed: 11, Workers: 1, Alternate: true}
	a, err := sim.Run(cfg)
	if err != nil {
		t.Fatal(err)
	}
	cfg.Workers = 2
	b, err := sim.Run(cfg)
	if err != nil {
		t.Fatal(err)
	}
	for i := range a {
		if a[i].Winner != b[i].Winner || a[i].Rounds != b[i].Rounds || a[i].Play != b[i].Play {
			t.Errorf("game %d differs with 1 and 2 workers: %+v vs %+v", i, a[i], b[i])
		}
	}
}

// TestSearchKinds: "search" and "search:N" are player kinds; bad budgets
// are errors.
func TestSearchKinds(t *testing.T) {
	for _, k := range []string{"search", "search:0", "search:400"} {
		if _, err := sim.NewDecider(k, 1); err != nil {
			t.Errorf("%s: %v", k, err)
		}
	}
	for _, k := range []string{"search:", "search:x", "search:-1", "searchy"} {
		if _, err := sim.NewDecider(k, 1); err == nil {
			t.Errorf("%s: want an error", k)
		}
	}
	d, _ := sim.NewDecider("search:400", 1)
	if s, ok := d.(*search.Bot); !ok || s.Budget != 400 {
		t.Errorf("search:400 gave %#v", d)
	}
}

// BenchmarkCopy: copying a game at decision 150 (a replay of 150 choices).
func BenchmarkCopy(b *testing.B) {
	lib, decks := gametest.TwoDecks(b)
	g, _ := stopped(b, lib, decks, 3, 150)
	var reuse rules.Reuse
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		cp, err := g.Copy(&reuse)
		if err != nil {
			b.Fatal(err)
		}
		_, err = cp.Run(rules.DeciderFunc(func(*rules.Game, *rules.Prompt) (rules.Choice, error) {
			return rules.Choice{}, rules.ErrStop
		}))
		if !errors.Is(err, rules.ErrStop) {
			b.Fatal(err)
		}
		cp.Recycle()
	}
}

// BenchmarkSearchDecision: one searched decision (a marshaling window
// in round 3 or later) at the default budget.
func BenchmarkSearchDecision(b *testing.B) {
	lib, decks := gametest.TwoDecks(b)
	g, _ := stopped(b, lib, decks, 3, 150, func(p *rules.Prompt) bool { return p.ID == rules.StepMarshalWindow })
	s := search.New(search.DefaultBudget, 1)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		cp, err := g.Copy(nil)
		if err != nil {
			b.Fatal(err)
		}
		_, err = cp.Run(rules.DeciderFunc(func(cg *rules.Game, p *rules.Prompt) (rules.Choice, error) {
			if _, err := s.Decide(cg, p); err != nil {
				return rules.Choice{}, err
			}
			return rules.Choice{}, rules.ErrStop
		}))
		if !errors.Is(err, rules.ErrStop) {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(s.Playouts)/float64(b.N), "playouts/op")
}
