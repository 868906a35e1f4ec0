package search_test

import (
	"encoding/json"
	"errors"
	"reflect"
	"slices"
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
func stopped(tb testing.TB, lib rules.Definitions, decks [2]rules.DeckList, seed uint64, n int, ok ...func(*rules.Prompt) bool) (*rules.Game, int) {
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

// TestDeterminizeCanonical: determinizing depends on what the viewer
// knows, not on where the hidden cards really are: a copy whose hidden
// cards were dealt anew first (another arrangement of the same cards)
// determinizes with the same seed to the same game.
func TestDeterminizeCanonical(t *testing.T) {
	lib, decks := gametest.TwoDecks(t)
	for _, at := range []int{60, 150} {
		g, who := stopped(t, lib, decks, 3, at)
		atCopy(t, g, func(a *rules.Game) {
			atCopy(t, g, func(b *rules.Game) {
				b.Determinize(who, 99)
				if reflect.DeepEqual(hiddenCodes(a), hiddenCodes(b)) {
					t.Fatalf("decision %d: dealing anew changed no hidden card", at)
				}
				a.Determinize(who, 7)
				b.Determinize(who, 7)
				if view(t, a, -1) != view(t, b, -1) {
					t.Errorf("decision %d: two arrangements of the hidden cards determinize differently with one seed", at)
				}
			})
		})
	}
}

// TestSearchReadsNoHiddenCards: two games that differ only in the order
// of the opponent's deck list — the opponent's hand and deck hold other
// cards, while everything the searching player sees is the same — give
// the same search results (every option's mean, so the choice too) with
// the same seed. The opponent's deck holds only events (it places
// nothing in setup, so nothing of its hand shows before the first plot
// choice).
func TestSearchReadsNoHiddenCards(t *testing.T) {
	lib, decks := gametest.TwoDecks(t)
	var events []string
	for _, code := range decks[1].Deck {
		if d := lib.CardDef(code); d != nil && d.Type == rules.TypeEvent && !slices.Contains(events, code) {
			events = append(events, code)
		}
	}
	if len(events) < 3 {
		t.Fatalf("want 3 events in %s, found %v", decks[1].Name, events)
	}
	op := decks[1]
	op.Deck = nil
	for i := 0; i < 60; i++ {
		op.Deck = append(op.Deck, events[i%len(events)])
	}
	other := op
	other.Deck = slices.Clone(op.Deck)
	slices.Reverse(other.Deck)
	atPlot := func(p *rules.Prompt) bool { return p.ID == "plot" && p.Player == 0 }
	a, _ := stopped(t, lib, [2]rules.DeckList{decks[0], op}, 5, 0, atPlot)
	b, _ := stopped(t, lib, [2]rules.DeckList{decks[0], other}, 5, 0, atPlot)
	if view(t, a, 0) != view(t, b, 0) {
		t.Fatal("the two games differ in what player 1 sees")
	}
	if reflect.DeepEqual(hiddenCodes(a), hiddenCodes(b)) {
		t.Fatal("the two games have the same hidden cards")
	}
	decide := func(g *rules.Game) (int, []float64) {
		s := search.New(16, 1)
		var c rules.Choice
		atCopyPrompt(t, g, func(cg *rules.Game, p *rules.Prompt) {
			var err error
			if c, err = s.Decide(cg, p); err != nil {
				t.Fatal(err)
			}
		})
		if s.Searched != 1 {
			t.Fatalf("searched %d decisions, want 1", s.Searched)
		}
		return c.Index, slices.Clone(s.Means)
	}
	ca, ma := decide(a)
	cb, mb := decide(b)
	t.Logf("choice %d, means %v", ca, ma)
	if ca != cb || !reflect.DeepEqual(ma, mb) {
		t.Errorf("hidden cards changed the search: choice %d, means %v; other hidden cards: choice %d, means %v", ca, ma, cb, mb)
	}
}

// atCopyPrompt copies g and calls f with the copy and its prompt at the
// decision g stopped at.
func atCopyPrompt(tb testing.TB, g *rules.Game, f func(*rules.Game, *rules.Prompt)) {
	tb.Helper()
	cp, err := g.Copy(nil)
	if err != nil {
		tb.Fatal(err)
	}
	_, err = cp.Run(rules.DeciderFunc(func(cg *rules.Game, p *rules.Prompt) (rules.Choice, error) {
		f(cg, p)
		return rules.Choice{}, rules.ErrStop
	}))
	if !errors.Is(err, rules.ErrStop) {
		tb.Fatal(err)
	}
}
