package rules

import (
	"errors"
	"fmt"
	"strings"
	"testing"
)

// Melee test data: title cards whose constants set the player-level words
// and values the melee framework reads (the library writes the real titles
// in the card language).

// bearerConst is a constant of a title that modifies its bearer.
func bearerConst(id string, f func(ctx *Context, p *Player, d *PlayerDerived)) *Ability {
	return &Ability{ID: id, Kind: Constant, Constant: &ConstantSpec{
		Players:     func(ctx *Context, yield func(*Player)) { yield(ctx.Player) },
		ApplyPlayer: f,
	}}
}

// otherBearer returns the bearer of the title, if another player.
func otherBearer(ctx *Context, title string) *Player {
	if b := ctx.G.TitleBearer(title); b != nil && b != ctx.Player {
		return b
	}
	return nil
}

func meleeTitles() []*CardDef {
	return []*CardDef{
		// "Supports: Title Beta": its bearer cannot challenge Beta's bearer.
		{Code: "T1", Title: "Title Alpha", Type: TypeTitle, Abilities: []*Ability{bearerConst("supports", func(ctx *Context, p *Player, d *PlayerDerived) {
			if b := otherBearer(ctx, "Title Beta"); b != nil {
				d.Cannot = append(d.Cannot, CannotInitiateAgainst(b))
			}
		})}},
		// "Rivals: Title Gamma": a challenge bonus against Gamma's bearer.
		{Code: "T2", Title: "Title Beta", Type: TypeTitle, Abilities: []*Ability{bearerConst("rivals", func(ctx *Context, p *Player, d *PlayerDerived) {
			if b := otherBearer(ctx, "Title Gamma"); b != nil {
				d.AddValue(BonusAgainstValue(b), 1)
			}
		})}},
		// "You may redirect 1 challenge this round."
		{Code: "T3", Title: "Title Gamma", Type: TypeTitle, Abilities: []*Ability{bearerConst("redirect", func(ctx *Context, p *Player, d *PlayerDerived) {
			d.AddValue(ValueRedirects, 1)
		})}},
		// intrigue claim against any opponents; one more card in the draw phase.
		{Code: "T4", Title: "Title Delta", Type: TypeTitle, Abilities: []*Ability{bearerConst("claim", func(ctx *Context, p *Player, d *PlayerDerived) {
			d.AddValue(ClaimAnyOpponentsValue(Intrigue), 1)
			d.AddValue(ValueDrawPhaseCards, 1)
		})}},
		{Code: "T5", Title: "Title Epsilon", Type: TypeTitle},
		{Code: "T6", Title: "Title Zeta", Type: TypeTitle},
	}
}

var allTitles = []string{"T1", "T2", "T3", "T4", "T5", "T6"}

// meleeScenario builds a melee scenario game; players are named p1, p2, ….
func meleeScenario(t *testing.T, s Scenario) *Game {
	t.Helper()
	lib := testLibrary()
	for _, d := range meleeTitles() {
		lib.Cards[d.Code] = d
	}
	for i := range s.Players {
		s.Players[i].Name = "p" + string(rune('1'+i))
	}
	if s.Melee == nil {
		s.Melee = &Melee{Titles: allTitles}
	}
	g, err := NewScenario(lib, s)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

func TestMelee_PlayerCount(t *testing.T) {
	lib := testLibrary()
	for _, d := range meleeTitles() {
		lib.Cards[d.Code] = d
	}
	three := []ScenarioPlayer{{Name: "a"}, {Name: "b"}, {Name: "c"}}
	tests := []struct {
		name    string
		players []ScenarioPlayer
		melee   *Melee
		wantErr string
	}{
		{"joust with two", three[:2], nil, ""},
		{"joust with three", three, nil, "joust game needs 2 players"},
		{"melee with two", three[:2], &Melee{}, "melee game needs 3 or more"},
		{"melee with three", three, &Melee{Titles: allTitles}, ""},
		{"melee with a non-title", three, &Melee{Titles: []string{"C1"}}, "is not a title"},
		{"melee with an unknown code", three, &Melee{Titles: []string{"nope"}}, "unknown title code"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g, err := NewScenario(lib, Scenario{Players: tc.players, Melee: tc.melee})
			if tc.wantErr == "" {
				if err != nil {
					t.Fatal(err)
				}
				if g.IsMelee() != (tc.melee != nil) {
					t.Fatalf("IsMelee = %v", g.IsMelee())
				}
				if tc.melee != nil && len(g.TitlePool()) != len(tc.melee.Titles) {
					t.Fatalf("pool has %d titles, want %d", len(g.TitlePool()), len(tc.melee.Titles))
				}
				return
			}
			if err == nil || !strings.Contains(err.Error(), tc.wantErr) {
				t.Fatalf("err = %v, want %q", err, tc.wantErr)
			}
		})
		// NewGame checks the same way.
		cfg := Config{Melee: tc.melee}
		for range tc.players {
			cfg.Players = append(cfg.Players, DeckList{Plots: []string{"P1"}, Deck: []string{"C1"}})
		}
		if _, err := NewGame(lib, cfg); (err == nil) != (tc.wantErr == "") {
			t.Fatalf("%s: NewGame err = %v", tc.name, err)
		}
	}
}

func TestMelee_TitlesRemoved(t *testing.T) {
	for _, tc := range []struct{ players, want int }{{3, 2}, {4, 1}, {5, 1}, {6, 0}, {8, 0}} {
		if got := titlesRemoved(tc.players); got != tc.want {
			t.Errorf("%d players: %d titles removed, want %d", tc.players, got, tc.want)
		}
	}
}

type asked struct{ player, options int }

// plotDecider plays the plot phase: the winner of initiative makes player
// first the first player, titles prompts take the last option (recorded in
// titles), others pass; it stops after the plot phase.
func plotDecider(first int, titles *[]asked) Decider {
	return DeciderFunc(func(g *Game, p *Prompt) (Choice, error) {
		switch p.ID {
		case "first-player":
			for i, o := range p.Options {
				if o.Player == first {
					return Choice{i}, nil
				}
			}
		case "title":
			if titles != nil {
				*titles = append(*titles, asked{p.Player, len(p.Options)})
			}
			return Choice{len(p.Options) - 1}, nil
		}
		if g.Phase > PhasePlot {
			return Choice{}, ErrStop
		}
		for i, o := range p.Options {
			if o.Kind == OptPass {
				return Choice{i}, nil
			}
		}
		return Choice{}, nil
	})
}

// TestRR_1_4_SelectTitles: after plots are revealed, titles are removed at
// random (two with three players), then the first player and each next
// player take one; the titles enter play under their bearers.
func TestRR_1_4_SelectTitles(t *testing.T) {
	for _, n := range []int{3, 4} {
		deck := cards("deck", "C1", "C1", "C1", "C1")
		s := Scenario{From: "plot"}
		for i := 0; i < n; i++ {
			s.Players = append(s.Players, ScenarioPlayer{Cards: join(cards("plot-deck", "P1"), deck)})
		}
		g := meleeScenario(t, s)
		var titlePrompts []asked
		if _, err := g.Run(plotDecider(1, &titlePrompts)); err != nil && !errors.Is(err, ErrStop) {
			t.Fatal(err)
		}
		avail := 6 - titlesRemoved(n)
		// prompts: p2 (first), p3, …; the last player with one title left is not asked
		var want []asked
		for i := 0; i < n && avail-i > 1; i++ {
			want = append(want, asked{(1 + i) % n, avail - i})
		}
		if len(titlePrompts) != len(want) {
			t.Fatalf("%d players: title prompts %v, want %v", n, titlePrompts, want)
		}
		for i := range want {
			if titlePrompts[i] != want[i] {
				t.Fatalf("%d players: title prompts %v, want %v", n, titlePrompts, want)
			}
		}
		seen := map[*Card]bool{}
		for _, p := range g.Players {
			c := g.TitleOf(p)
			if c == nil || seen[c] || !g.InPlay(c) || c.Controller != p.Index || !c.Faceup {
				t.Fatalf("%d players: %s bears %v", n, p.Name, c)
			}
			seen[c] = true
			if g.TitleBearer(c.Def.Title) != p {
				t.Fatalf("TitleBearer(%q) is not %s", c.Def.Title, p.Name)
			}
		}
		if len(g.TitlePool()) != 6-n {
			t.Fatalf("%d players: pool has %d titles, want %d", n, len(g.TitlePool()), 6-n)
		}
		if !strings.Contains(logText(g, -1), "p2 takes the title") {
			t.Fatal(logText(g, -1))
		}
	}
}

// TestRR_1_4_MorePlayersThanTitles: a player who would take a title from
// an empty pool plays the round without one.
func TestRR_1_4_MorePlayersThanTitles(t *testing.T) {
	s := Scenario{From: "plot", Melee: &Melee{Titles: []string{"T5", "T6"}}}
	for i := 0; i < 4; i++ {
		s.Players = append(s.Players, ScenarioPlayer{Cards: join(cards("plot-deck", "P1"), cards("deck", "C1", "C1", "C1"))})
	}
	g := meleeScenario(t, s)
	selected := 0
	g.SetObserver(func(g *Game, ev *Event) error {
		if ev.Name == EvTitleSelected && ev.EntersPlay && ev.Player == g.Player(0) {
			selected++
		}
		if ev.Name == EvPhaseEnds && g.Phase == PhasePlot {
			return ErrStop
		}
		return nil
	})
	if _, err := g.Run(plotDecider(0, nil)); err != nil && !errors.Is(err, ErrStop) {
		t.Fatal(err)
	}
	bearers := 0
	for _, p := range g.Players {
		if g.TitleOf(p) != nil {
			bearers++
		}
	}
	// four players: one of the two titles is removed, so one player bears a title.
	if bearers != 1 || g.TitleOf(g.Player(0)) == nil || selected != 1 {
		t.Fatalf("%d bearers (p1 bears %v), want only the first player", bearers, g.TitleOf(g.Player(0)))
	}
}

// TestRR_7_4_ReturnTitles: in the taxation phase every title returns to
// the title pool.
func TestRR_7_4_ReturnTitles(t *testing.T) {
	s := Scenario{From: "taxation", Players: []ScenarioPlayer{
		{Cards: join(cards("plot", "P1"), cards("title", "T1"))},
		{Cards: join(cards("plot", "P1"), cards("title", "T2"))},
		{Cards: cards("plot", "P1")},
	}}
	g := meleeScenario(t, s)
	if g.TitleOf(g.Player(0)) == nil || len(g.TitlePool()) != 4 {
		t.Fatal("scenario titles not set up")
	}
	returned := 0
	g.SetObserver(func(g *Game, ev *Event) error {
		if ev.Name == EvTitleReturned && ev.LeavesPlay && ev.Card.Def.Type == TypeTitle {
			returned++
		}
		if ev.Name == EvPhaseEnds {
			return ErrStop
		}
		return nil
	})
	if _, err := g.Run(NewScript()); err != nil && !errors.Is(err, ErrStop) {
		t.Fatal(err)
	}
	if returned != 2 {
		t.Fatalf("%d title-returned events, want 2", returned)
	}
	for _, p := range g.Players {
		if g.TitleOf(p) != nil {
			t.Fatalf("%s still bears %s", p.Name, g.TitleOf(p).Def.Title)
		}
	}
	if len(g.TitlePool()) != 6 || !strings.Contains(logText(g, -1), "p1 returns Title Alpha to the title pool") {
		t.Fatalf("pool %d\n%s", len(g.TitlePool()), logText(g, -1))
	}
}

func challengeMelee(t *testing.T, p1, p2, p3 []ScenarioCard) *Game {
	return meleeScenario(t, Scenario{From: StepChallengeWindow, Players: []ScenarioPlayer{{Cards: p1}, {Cards: p2}, {Cards: p3}}})
}

// TestRR_4_2_Melee_Opponent: the attacking player announces the opponent;
// a player-level restriction (supports) removes an opponent.
func TestRR_4_2_Melee_Opponent(t *testing.T) {
	t.Run("attacker chooses the opponent", func(t *testing.T) {
		g := challengeMelee(t, join(cards("plot", "P1"), cards("play", "C4")), join(cards("plot", "P1"), cards("play", "C1")), join(cards("plot", "P1"), cards("play", "C1")))
		play(t, g, "p1: military", "p1: p3", "p3: done")
		log := logText(g, -1)
		if !strings.Contains(log, "p1 initiates a military challenge against p3") || len(g.Player(2).Zone(AreaDead)) != 1 || len(g.Player(1).Zone(AreaDead)) != 0 {
			t.Fatal(log)
		}
		if g.ChallengesAgainst(g.Player(0), g.Player(2), Military) != 1 || g.ChallengesAgainst(g.Player(0), g.Player(1), Military) != 0 {
			t.Fatal("ChallengesAgainst does not count the challenge")
		}
	})
	t.Run("supports: no challenge against the supported title's bearer", func(t *testing.T) {
		g := challengeMelee(t, join(cards("plot", "P1"), cards("play", "C4"), cards("title", "T1")), join(cards("plot", "P1"), cards("title", "T2")), cards("plot", "P1"))
		got := g.ChallengeOpponents(g.Player(0), Military)
		if len(got) != 1 || got[0] != g.Player(2) {
			t.Fatalf("opponents %v, want only p3", got)
		}
		if !g.PlayerCannot(g.Player(0), CannotInitiateAgainst(g.Player(1))) {
			t.Fatal("no restriction word")
		}
	})
	t.Run("no opponent left: no challenge", func(t *testing.T) {
		g := challengeMelee(t, join(cards("plot", "P1"), cards("play", "C4")), cards("plot", "P1"), cards("plot", "P1"))
		g.Player(1).Eliminated = true
		g.Player(2).Eliminated = true
		if g.canInitiateChallenge(g.Player(0), Military) {
			t.Fatal("a challenge without an opponent")
		}
	})
}

// TestRR_Redirect: a player who may redirect a challenge is asked after it
// is initiated; the attacking player chooses the new opponent, once per round.
func TestRR_Redirect(t *testing.T) {
	g := challengeMelee(t,
		join(cards("plot", "P1"), cards("play", "C4", "C6")),
		join(cards("plot", "P1"), cards("play", "C1")),
		join(cards("plot", "P1"), cards("play", "C1"), cards("title", "T3")))
	// p3 redirects the first challenge (to p3: the only other opponent), not the second.
	play(t, g, "p1: military", "p1: p2", "p1: Knight", "p1: done", "p3: yes", "p3: done",
		"p1: intrigue", "p1: p2")
	log := logText(g, -1)
	if !strings.Contains(log, "p3 redirects the challenge: it resolves against p3") {
		t.Fatal(log)
	}
	if len(g.Player(2).Zone(AreaDead)) != 1 || len(g.Player(1).Zone(AreaDead)) != 0 {
		t.Fatalf("claim went to the wrong player\n%s", log)
	}
	// the challenge still counts as initiated against p2
	if g.ChallengesAgainst(g.Player(0), g.Player(1), Military) != 1 {
		t.Fatal("redirected challenge not counted against the original opponent")
	}
	if strings.Count(log, "redirects") != 1 {
		t.Fatalf("redirected twice\n%s", log)
	}
}

// TestRR_4_2_3_ChallengeBonus: the rivals bonus, at most once per opponent
// each round.
func TestRR_4_2_3_ChallengeBonus(t *testing.T) {
	g := challengeMelee(t,
		join(cards("plot", "P1"), cards("play", "C4", "C6"), cards("title", "T2")),
		join(cards("plot", "P1"), cards("title", "T3"), cards("hand", "C1", "C1")),
		cards("plot", "P1"))
	play(t, g, "p1: military", "p1: p2", "p1: Knight", "p1: done", "p2: no", "p1: intrigue", "p1: p2", "p2: no")
	log := logText(g, -1)
	if strings.Count(log, "gains a challenge bonus for winning against p2") != 1 {
		t.Fatal(log)
	}
	// two unopposed bonuses + one challenge bonus
	if n := g.FactionCard(g.Player(0)).Count(TokenPower); n != 3 {
		t.Fatalf("p1 faction power %d, want 3\n%s", n, log)
	}
}

// TestRR_4_2_4_ClaimAnyOpponents: the winner applies the claim against the
// opponents of their choice.
func TestRR_4_2_4_ClaimAnyOpponents(t *testing.T) {
	g := challengeMelee(t,
		join(cards("plot", "P1"), cards("play", "C2"), cards("title", "T4")),
		join(cards("plot", "P1"), cards("hand", "C1")),
		join(cards("plot", "P1"), cards("hand", "C1")))
	play(t, g, "p1: intrigue", "p1: p2", "p1: p2", "p1: p3")
	if len(g.Player(1).Zone(AreaDiscard)) != 1 || len(g.Player(2).Zone(AreaDiscard)) != 1 {
		t.Fatalf("claim not applied against both\n%s", logText(g, -1))
	}
}

// TestRR_2_2_DrawPhaseCards: a player value adds to the draw-phase draw.
func TestRR_2_2_DrawPhaseCards(t *testing.T) {
	deck := cards("deck", "C1", "C1", "C1", "C1")
	g := meleeScenario(t, Scenario{From: "draw", Players: []ScenarioPlayer{
		{Cards: join(cards("plot", "P1"), deck, cards("title", "T4"))},
		{Cards: join(cards("plot", "P1"), deck)},
		{Cards: join(cards("plot", "P1"), deck)},
	}})
	g.SetObserver(func(g *Game, ev *Event) error {
		if ev.Name == EvPhaseEnds {
			return ErrStop
		}
		return nil
	})
	if _, err := g.Run(NewScript()); err != nil && !errors.Is(err, ErrStop) {
		t.Fatal(err)
	}
	for i, want := range []int{3, 2, 2} {
		if got := len(g.Player(i).Zone(AreaHand)); got != want {
			t.Fatalf("p%d drew %d, want %d", i+1, got, want)
		}
	}
}

// TestMelee_RandomGames plays whole melee games (3 to 5 players, every
// framework step, titles each round) with random choices: each ends with a
// winner, titles are borne only between steps 1.4 and 7.4, and a resumed
// game replays to the same state.
func TestMelee_RandomGames(t *testing.T) {
	lib := testLibrary()
	for _, d := range meleeTitles() {
		lib.Cards[d.Code] = d
	}
	reasons := map[string]int{}
	for seed := uint64(1); seed <= 12; seed++ {
		n := 3 + int(seed%3)
		cfg := Config{Seed: seed, Melee: &Melee{Titles: allTitles}}
		for i := 0; i < n; i++ {
			cfg.Players = append(cfg.Players, testDeck("p"+string(rune('1'+i)), "F1"))
		}
		g, err := NewGame(lib, cfg)
		if err != nil {
			t.Fatal(err)
		}
		bad := ""
		g.SetObserver(func(g *Game, ev *Event) error {
			if ev.Name == EvPhaseBegins && (g.Phase == PhaseDraw || g.Phase == PhasePlot) {
				bearers := 0
				for _, p := range g.Players {
					if g.TitleOf(p) != nil {
						bearers++
					}
				}
				live := 0
				for _, p := range g.Players {
					if !p.Eliminated {
						live++
					}
				}
				want := min(live, 6-titlesRemoved(live))
				if g.Phase == PhasePlot {
					want = 0
				}
				if bearers != want && bad == "" {
					bad = fmt.Sprintf("round %d %s phase: %d bearers, want %d", g.Round, g.Phase, bearers, want)
				}
			}
			return nil
		})
		res, err := g.Run(NewRandomDecider(seed * 7919))
		if err != nil {
			t.Fatalf("seed %d (%d players): %v", seed, n, err)
		}
		if !res.Over || res.Winner < 0 {
			t.Fatalf("seed %d: no winner: %+v", seed, res)
		}
		if bad != "" {
			t.Fatalf("seed %d (%d players): %s", seed, n, bad)
		}
		reasons[res.Reason]++
		// stop part-way, save, resume: the same game
		k := int(splitmix(seed) % uint64(g.Decisions()+1))
		r := stoppedAndResumed(t, lib, cfg, k, seed*7919, g.Decisions())
		res2, err := r.Run(NewRandomDecider(seed * 7919))
		if err != nil || res2 != res || r.LogHash() != g.LogHash() {
			t.Fatalf("seed %d resumed at %d: %+v %v, want %+v", seed, k, res2, err, res)
		}
	}
	t.Logf("outcomes: %v", reasons)
}

// TestChallengesAgainst_Joust: in a joust every challenge counts against
// the one opponent, this round only.
func TestChallengesAgainst_Joust(t *testing.T) {
	g := challengeScenario(t, join(cards("plot", "P1"), cards("play", "C4", "C2")), cards("plot", "P1"))
	g.SetObserver(func(g *Game, ev *Event) error {
		if ev.Name == EvPhaseEnds && g.Phase == PhaseChallenges {
			return ErrStop
		}
		return nil
	})
	play(t, g, "p1: power", "p1: intrigue")
	p1, p2 := g.Player(0), g.Player(1)
	for _, tc := range []struct {
		p, o *Player
		t    Challenge
		want int
	}{{p1, p2, Power, 1}, {p1, p2, Intrigue, 1}, {p1, p2, Military, 0}, {p1, p1, Power, 0}, {p2, p1, Power, 0}} {
		if got := g.ChallengesAgainst(tc.p, tc.o, tc.t); got != tc.want {
			t.Errorf("ChallengesAgainst(%s, %s, %s) = %d, want %d", tc.p.Name, tc.o.Name, tc.t, got, tc.want)
		}
	}
	g.Round++
	if g.ChallengesAgainst(p1, p2, Power) != 0 {
		t.Error("last round's challenge counted")
	}
}

// TestDeclaring: while a challenge is declared, Declaring names its type
// at the "opponent" question (no opponent yet) and its type and opponent
// at the "attackers" question; at other questions there is none. The
// attackers' challenge type and opponent are those the log then names.
func TestDeclaring(t *testing.T) {
	lib := testLibrary()
	for _, d := range meleeTitles() {
		lib.Cards[d.Code] = d
	}
	for _, n := range []int{2, 4} {
		cfg := Config{Seed: 3}
		if n > 2 {
			cfg.Melee = &Melee{Titles: allTitles}
		}
		for i := 0; i < n; i++ {
			cfg.Players = append(cfg.Players, testDeck("p"+string(rune('1'+i)), "F1"))
		}
		g, err := NewGame(lib, cfg)
		if err != nil {
			t.Fatal(err)
		}
		rnd := NewRandomDecider(11)
		type seen struct {
			t   Challenge
			def int
		}
		var asked []seen
		questions := 0
		bad := ""
		d := DeciderFunc(func(g *Game, p *Prompt) (Choice, error) {
			ty, def, ok := g.Declaring()
			switch p.ID {
			case "opponent":
				if !ok || def != nil || ty > Power {
					bad = fmt.Sprintf("opponent: Declaring() = %v %v %v", ty, def, ok)
				}
			case "attackers":
				if !ok || def == nil || def == g.Players[p.Player] {
					bad = fmt.Sprintf("attackers: Declaring() = %v %v %v", ty, def, ok)
				} else {
					asked = append(asked, seen{ty, def.Index})
					questions++
				}
			default:
				if ok && bad == "" {
					bad = fmt.Sprintf("%s: Declaring() = %v %v %v", p.ID, ty, def, ok)
				}
			}
			return rnd.Decide(g, p)
		})
		inits := 0
		g.SetObserver(func(g *Game, ev *Event) error {
			if ev.Name == EvChallengeInit {
				inits++
				// the attackers question, if asked, was about this challenge
				if k := len(asked); k > 0 && asked[k-1].t != g.Challenge().Type && bad == "" {
					bad = fmt.Sprintf("attackers asked for %v, the challenge is %v", asked[k-1].t, g.Challenge().Type)
				}
				asked = asked[:0:0]
			}
			return nil
		})
		if _, err := g.Run(d); err != nil {
			t.Fatal(err)
		}
		if bad != "" {
			t.Fatalf("%d players: %s", n, bad)
		}
		if inits == 0 || questions == 0 {
			t.Fatalf("%d players: %d challenges, %d attackers questions", n, inits, questions)
		}
	}
}

// TestMelee_DeterminizeKeepsTitles: a searching player's determinized copy
// deals hidden cards anew, but the titles of the pool (kept facedown in the
// first player's pool zone) are not draw cards: none ends up in a deck,
// and every pool card is still a title.
func TestMelee_DeterminizeKeepsTitles(t *testing.T) {
	lib := testLibrary()
	for _, d := range meleeTitles() {
		lib.Cards[d.Code] = d
	}
	cfg := Config{Seed: 5, Melee: &Melee{Titles: allTitles}}
	for i := 0; i < 3; i++ {
		cfg.Players = append(cfg.Players, testDeck("p"+string(rune('1'+i)), "F1"))
	}
	g, err := NewGame(lib, cfg)
	if err != nil {
		t.Fatal(err)
	}
	for seed := uint64(1); seed <= 20; seed++ {
		for viewer := 1; viewer < 3; viewer++ {
			g.Determinize(viewer, seed)
			for _, c := range g.Cards {
				inPool := g.Area(c.Area).Name == AreaNameTitlePool
				if inPool != (c.Def.Type == TypeTitle) {
					t.Fatalf("seed %d, viewer %d: %s (%s) in %s", seed, viewer, c.Def.Title, c.Def.Type, g.Area(c.Area).Name)
				}
			}
		}
	}
}
