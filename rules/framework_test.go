package rules

import (
	"fmt"
	"slices"
	"strings"
	"testing"
)

// Tests named after the Rules Reference headings and Appendix I steps.

func sameDeck(code string, n int) []string {
	out := make([]string, n)
	for i := range out {
		out[i] = code
	}
	return out
}

func setupGame(t *testing.T, deckCode string) *Game {
	t.Helper()
	cfg := Config{Seed: 42, Players: []DeckList{
		{Name: "p1", Faction: "F1", Plots: []string{"P1"}, Deck: sameDeck(deckCode, 20)},
		{Name: "p2", Faction: "F2", Plots: []string{"P2"}, Deck: sameDeck(deckCode, 20)},
	}}
	g, err := NewGame(testLibrary(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

func inPlay(g *Game, p int) []*Card {
	var out []*Card
	for _, id := range g.Player(p).Zone(AreaPlay) {
		out = append(out, g.Card(id))
	}
	return out
}

func TestRR_Setup(t *testing.T) {
	t.Run("eight gold and facedown until reveal", func(t *testing.T) {
		g := setupGame(t, "C4") // Knights cost 3
		play(t, g, "no", "no", "Knight", "Knight", "Knight", "done")
		first := g.First
		if n := len(inPlay(g, first)); n != 2 {
			t.Fatalf("first player placed %d knights, want 2 (8 gold)", n)
		}
		for p := 0; p < 2; p++ {
			if len(g.Player(p).Zone(AreaHand)) != 7 {
				t.Fatalf("p%d hand %d after replenishing", p+1, len(g.Player(p).Zone(AreaHand)))
			}
			for _, c := range inPlay(g, p) {
				if !c.Faceup {
					t.Fatal("setup card still facedown after reveal")
				}
			}
		}
		other := 1 - first
		masked := logText(g, other)
		if !strings.Contains(masked, g.Player(first).Name+" places a card in setup") {
			t.Fatalf("setup placement not masked for the opponent:\n%s", masked)
		}
		if g.CountHistory(func(h *HistEntry) bool { return h.Event == EvEntersPlay || h.Event == EvMarshaled }) != 0 {
			t.Fatal("setup cards entered play")
		}
	})
	t.Run("one limited card", func(t *testing.T) {
		g := setupGame(t, "L1")
		play(t, g, "no", "no", "Market", "Market")
		for p := 0; p < 2; p++ {
			if n := len(inPlay(g, p)); n != 1 {
				t.Fatalf("p%d placed %d limited cards", p+1, n)
			}
		}
	})
	t.Run("duplicates free and placed on reveal", func(t *testing.T) {
		g := setupGame(t, "C9")
		play(t, g, "no", "no", "Lord Unique", "Lord Unique", "done", "done")
		cs := inPlay(g, g.First)
		if len(cs) != 2 || cs[0].IsDuplicate || !cs[1].IsDuplicate || cs[1].Parent != cs[0].ID {
			t.Fatalf("setup duplicate not placed under the copy")
		}
	})
	t.Run("setup option from a keyword definition", func(t *testing.T) {
		g := setupGame(t, "C11")
		play(t, g, "no", "no", "into-shadows Shadow Blade", "done", "done")
		shadows, _ := g.AreaByName("shadows")
		z := g.Player(g.First).Zone(shadows)
		if len(z) != 1 || g.Card(z[0]).Faceup {
			t.Fatalf("shadows: %v", z)
		}
		v := g.View(1 - g.First)
		for _, a := range v.Players[g.First].Areas {
			if a.Name == "shadows" && (len(a.Cards) != 1 || a.Cards[0].Title != "" || a.Cards[0].ID != NoCard || a.Cards[0].Pos != 1) {
				t.Fatalf("opponent's view of shadows: %+v", a)
			}
		}
	})
	t.Run("mulligan", func(t *testing.T) {
		g := setupGame(t, "C1")
		play(t, g, "yes", "no", "done", "done")
		if !strings.Contains(logText(g, -1), g.Player(g.First).Name+" takes a mulligan") || len(g.Player(g.First).Zone(AreaHand)) != 7 {
			t.Fatal("mulligan not taken")
		}
	})
}

func plotScenario(t *testing.T, p1, p2 []ScenarioCard, power1, power2 int) *Game {
	s := Scenario{From: "plot", Round: 1, Players: twoPlayers(p1, p2, 0, 0)}
	s.Players[0].Power, s.Players[1].Power = power1, power2
	return scenario(t, s)
}

func TestRR_1_3_RevealPlots_Initiative(t *testing.T) {
	deck := cards("deck", "C1", "C1", "C1", "C1")
	t.Run("highest initiative chooses first player", func(t *testing.T) {
		g := plotScenario(t, join(cards("plot-deck", "P2"), deck, cards("hand", "C1")), join(cards("plot-deck", "P6"), deck), 0, 0)
		play(t, g, "p2: p1")
		if g.First != 0 || !strings.Contains(logText(g, -1), "p2 wins initiative") {
			t.Fatalf("first = %d\n%s", g.First, logText(g, -1))
		}
	})
	t.Run("tie goes to the lower power total", func(t *testing.T) {
		g := plotScenario(t, join(cards("plot-deck", "P1"), deck, cards("hand", "C1")), join(cards("plot-deck", "P1"), deck), 2, 0)
		play(t, g, "p2: p2")
		if g.First != 1 || !strings.Contains(logText(g, -1), "p2 wins initiative") {
			t.Fatalf("first = %d", g.First)
		}
	})
	t.Run("power tie is random but seeded", func(t *testing.T) {
		winners := map[string]bool{}
		for seed := uint64(1); seed <= 16; seed++ {
			s := Scenario{Seed: seed, From: "plot", Players: twoPlayers(join(cards("plot-deck", "P1"), deck), join(cards("plot-deck", "P1"), deck), 0, 0)}
			g := scenario(t, s)
			d := NewScript()
			g.Run(d)
			log := logText(g, -1)
			for _, p := range []string{"p1", "p2"} {
				if strings.Contains(log, p+" wins initiative") {
					winners[p] = true
				}
			}
		}
		if len(winners) != 2 {
			t.Fatalf("random tie-break always picked %v", winners)
		}
	})
}

func TestRR_1_3_WhenRevealed(t *testing.T) {
	deck := cards("deck", "C1", "C1", "C1", "C1")
	g := plotScenario(t, join(cards("plot-deck", "P7"), deck, cards("hand", "C1")), join(cards("plot-deck", "P7"), deck), 0, 0)
	// p1 wins the tie (random with this seed or not): whoever chooses, make p1 first.
	d := NewScript()
	d.Fallback = DeciderFunc(func(g *Game, p *Prompt) (Choice, error) {
		if p.ID == "first-player" {
			return Choice{0}, nil
		}
		if p.ID == "order-when-revealed" {
			return Choice{1}, nil // the first player orders: p2's plot first
		}
		return Choice{}, ErrStop
	})
	g.Run(d)
	log := logText(g, -1)
	i1, i2 := strings.Index(log, "p2 gains 2 gold"), strings.Index(log, "p1 gains 2 gold")
	if i1 < 0 || i2 < 0 || i1 > i2 {
		t.Fatalf("when revealed order wrong:\n%s", log)
	}
	if strings.Index(log, "p1 is the first player") > i1 {
		t.Fatal("when revealed before choosing the first player")
	}
}

func TestRR_1_3_UsedPileReturns(t *testing.T) {
	deck := cards("deck", "C1", "C1", "C1", "C1")
	g := plotScenario(t, join(cards("plot-deck", "P1"), cards("used", "P2", "P3"), deck, cards("hand", "C1")), join(cards("plot-deck", "P5", "P6"), deck), 0, 0)
	play(t, g, "p2: Plot Siege", "p2: p1")
	p1 := g.Player(0)
	if len(p1.Zone(AreaPlotDeck)) != 2 || len(p1.Zone(AreaUsed)) != 0 || g.RevealedPlot(p1).Def.Code != "P1" {
		t.Fatalf("plot deck %d used %d", len(p1.Zone(AreaPlotDeck)), len(p1.Zone(AreaUsed)))
	}
	if len(g.Player(1).Zone(AreaPlotDeck)) != 1 {
		t.Fatal("p2's plot deck should not be refilled")
	}
}

func TestRR_2_2_Draw(t *testing.T) {
	s := Scenario{From: "draw", Players: twoPlayers(cards("deck", "C1", "C2", "C3"), cards("deck", "C1"), 0, 0)}
	g := scenario(t, s)
	res, err := g.Run(NewScript())
	if err != nil {
		t.Fatal(err)
	}
	if len(g.Player(0).Zone(AreaHand)) != 2 || !res.Over || res.Winner != 0 || !g.Player(1).Eliminated {
		t.Fatalf("draw: hand %d result %+v", len(g.Player(0).Zone(AreaHand)), res)
	}
}

// TestRR_2_2_Draw_BothDecksEmptiedFirstPlayerChooses: each player draws
// the last 2 cards of their deck simultaneously; both decks are then
// empty, so both players are eliminated at once and the first player
// determines the winner (2.2, Winning the Game).
func TestRR_2_2_Draw_BothDecksEmptiedFirstPlayerChooses(t *testing.T) {
	s := Scenario{From: "draw", First: 1, Players: twoPlayers(cards("deck", "C1", "C2"), cards("deck", "C1", "C2"), 0, 0)}
	g := scenario(t, s)
	res, err := g.Run(NewScript("p2: p1"))
	if err != nil || !res.Over || res.Winner != 0 || len(g.Player(0).Zone(AreaHand)) != 2 || len(g.Player(1).Zone(AreaHand)) != 2 {
		t.Fatalf("res %+v err %v", res, err)
	}
}

func TestRR_2_2_Draw_AllEliminatedFirstPlayerChooses(t *testing.T) {
	s := Scenario{From: "draw", First: 1, Players: twoPlayers(cards("deck", "C1"), cards("deck", "C1"), 0, 0)}
	g := scenario(t, s)
	res, err := g.Run(NewScript("p2: p1"))
	if err != nil || !res.Over || res.Winner != 0 {
		t.Fatalf("res %+v err %v", res, err)
	}
}

func TestRR_3_2_Income(t *testing.T) {
	s := Scenario{From: "marshaling", Players: twoPlayers(join(cards("plot", "P3"), cards("play", "L1"), cards("hand", "C4")), cards("plot", "P1"), 0, 0)}
	g := scenario(t, s)
	play(t, g)
	if g.Player(0).Gold != 8 || g.Active != 0 {
		t.Fatalf("income: gold %d (want 7 + 1 from Market)", g.Player(0).Gold)
	}
	if g.Player(1).Gold != 0 {
		t.Fatal("the non-active player collected income")
	}
}

func TestRR_3_Marshal_LimitedOncePerRound(t *testing.T) {
	g := marshalScenario(t, cards("hand", "L1", "L1", "C1"), nil, 10, 0)
	play(t, g, "p1: Market")
	for _, o := range g.prompt.Options {
		if o.Card != nil && o.Card.Def.Code == "L1" {
			t.Fatal("a second limited card is offered")
		}
	}
	if g.Player(0).Gold != 8 {
		t.Fatalf("gold %d", g.Player(0).Gold)
	}
}

func challengeScenario(t *testing.T, p1, p2 []ScenarioCard, extra ...*CardDef) *Game {
	s := Scenario{From: StepChallengeWindow, Players: twoPlayers(p1, p2, 0, 0)}
	return scenario(t, s, extra...)
}

func TestRR_4_2_DeclareAttackers_Stealth(t *testing.T) {
	p1 := join(cards("plot", "P1"), cards("play", "C7", "C3"))
	p2 := join(cards("plot", "P1"), cards("play", "C2", "C5"), cards("hand", "C1"))
	g := challengeScenario(t, p1, p2)
	play(t, g, "p1: intrigue", "p1: yes", "p1: Spy", "p2: Maester")
	assassin, spy := one(t, g, 0, "Assassin"), one(t, g, 1, "Spy")
	if !assassin.Kneeling || spy.Kneeling {
		t.Fatal("attacker not knelt or stealth target knelt")
	}
	if g.Player(0).challenges[Intrigue] != 1 {
		t.Fatal("challenge not counted")
	}
	// p1 won 3 to 2: claim 1 intrigue discards p2's only card in hand
	wantArea(t, g, one(t, g, 1, "Footman"), AreaDiscard)
}

func TestRR_4_2_DeclareAttackers_EligibleOnly(t *testing.T) {
	g := challengeScenario(t, join(cards("plot", "P1"), []sc{{Code: "C4", Area: "play", Kneeling: true}}, cards("play", "C2")), nil)
	g.ensure()
	if g.canInitiateChallenge(g.Player(0), Military) || !g.canInitiateChallenge(g.Player(0), Intrigue) {
		t.Fatal("kneeling or icon-less characters counted as eligible attackers")
	}
}

func TestRR_4_2_2_Winner(t *testing.T) {
	t.Run("tie goes to the attacker", func(t *testing.T) {
		g := challengeScenario(t, join(cards("plot", "P1"), cards("play", "C4", "C3")), join(cards("plot", "P1"), cards("play", "C4")))
		play(t, g, "p1: military", "p2: Knight")
		if !strings.Contains(logText(g, -1), "p1 wins the military challenge by 0") {
			t.Fatal(logText(g, -1))
		}
	})
	t.Run("zero strength wins nothing", func(t *testing.T) {
		p1 := []sc{{Code: "P1", Area: "plot"}, {Code: "C1", Area: "play"}, {Code: "A2", Area: "play", AttachTo: 2}, {Code: "C3", Area: "play"}}
		g := challengeScenario(t, p1, cards("plot", "P1"))
		play(t, g, "p1: military")
		if !strings.Contains(logText(g, -1), "nobody wins the military challenge") || g.Power(g.Player(0)) != 0 {
			t.Fatal(logText(g, -1))
		}
	})
	t.Run("defender wins with more strength", func(t *testing.T) {
		g := challengeScenario(t, join(cards("plot", "P1"), cards("play", "C1", "C3")), join(cards("plot", "P1"), cards("play", "C4")))
		play(t, g, "p1: military", "p2: Knight")
		if !strings.Contains(logText(g, -1), "p2 wins the military challenge by 2") || len(g.Player(1).Zone(AreaDead)) != 0 {
			t.Fatal(logText(g, -1))
		}
	})
}

func TestRR_4_2_3_Unopposed(t *testing.T) {
	g := challengeScenario(t, join(cards("plot", "P1"), cards("play", "C4", "C2")), cards("plot", "P1"))
	play(t, g, "p1: power")
	if g.FactionCard(g.Player(0)).Count(TokenPower) != 1 {
		t.Fatal("no unopposed bonus")
	}
}

func TestRR_4_2_4_Claim_Military(t *testing.T) {
	g := challengeScenario(t, join(cards("plot", "P2"), cards("play", "C8", "C2")), join(cards("plot", "P1"), cards("play", "C2", "C1", "C10")))
	play(t, g, "p1: military", "p2: done", "p2: Spy", "p2: Lady Unique", "p2: done")
	wantArea(t, g, one(t, g, 1, "Spy"), AreaDead)
	wantArea(t, g, one(t, g, 1, "Lady Unique"), AreaDead)
	wantArea(t, g, one(t, g, 1, "Footman"), AreaPlay)
}

func TestRR_4_2_4_Claim_Intrigue(t *testing.T) {
	g := challengeScenario(t, join(cards("plot", "P2"), cards("play", "C2", "C3")), join(cards("plot", "P1"), cards("hand", "C1", "C4", "C5")))
	play(t, g, "p1: intrigue")
	if len(g.Player(1).Zone(AreaHand)) != 1 || len(g.Player(1).Zone(AreaDiscard)) != 2 {
		t.Fatal("intrigue claim 2 did not discard 2 cards at random")
	}
}

func TestRR_4_2_4_Claim_Power(t *testing.T) {
	s := Scenario{From: StepChallengeWindow, Players: twoPlayers(join(cards("plot", "P2"), cards("play", "C4", "C2")), join(cards("plot", "P1"), cards("play", "C1")), 0, 0)}
	s.Players[1].Power = 5
	g := scenario(t, s)
	play(t, g, "p1: power")
	if g.Power(g.Player(0)) != 3 || g.Power(g.Player(1)) != 3 {
		t.Fatalf("power p1 %d p2 %d (want 2 claimed + 1 unopposed, 5-2)", g.Power(g.Player(0)), g.Power(g.Player(1)))
	}
}

func TestRR_4_2_5_ChallengeKeywords(t *testing.T) {
	g := challengeScenario(t, join(cards("plot", "P1"), cards("play", "C9", "C5", "C2"), cards("deck", "C1", "C12")), cards("plot", "P1"))
	play(t, g, "p1: power", "p1: Lord Unique", "p1: Maester", "p1: insight")
	log := logText(g, -1)
	i, r := strings.Index(log, "p1 draws 1 card"), strings.Index(log, "Lord Unique gains 1 power")
	if i < 0 || r < 0 || i > r {
		t.Fatalf("keyword order not honoured:\n%s", log)
	}
}

func TestRR_4_2_6_ChallengeEnds(t *testing.T) {
	cry := &CardDef{Code: "E7", Title: "Battle Cry", Type: TypeEvent, Abilities: []*Ability{{
		ID: "cry", Kind: Action, Phase: "challenges",
		Targets: []TargetSpec{{Name: "t", Filter: func(ctx *Context, c *Card) bool { return ctx.G.Attacking(c) }}},
		Effect: func(ctx *Context) bool {
			ctx.G.AddLasting(&Lasting{Ctx: ctx, Cards: []*Card{ctx.Target("t")}, Spec: ConstantSpec{Mod: &Modifier{Strength: 3}}, Duration: Duration{Until: PerChallenge}})
			return true
		}}}}
	g := challengeScenario(t, join(cards("plot", "P1"), cards("play", "C1", "C2"), cards("hand", "E7")), join(cards("plot", "P1"), cards("play", "C4")), cry)
	play(t, g, "p1: military", "p1: cry", "p2: Knight")
	foot := one(t, g, 0, "Footman")
	if !strings.Contains(logText(g, -1), "p1 wins the military challenge by 1") {
		t.Fatal(logText(g, -1))
	}
	if g.Strength(foot) != 1 || g.Challenge() != nil || g.Participating(foot) {
		t.Fatal("challenge did not end cleanly")
	}
}

func TestRR_5_2_Dominance(t *testing.T) {
	t.Run("standing STR plus gold", func(t *testing.T) {
		p1 := join(cards("plot", "P1"), cards("play", "C2"), []sc{{Code: "C8", Area: "play", Kneeling: true}})
		s := Scenario{From: "dominance", Players: twoPlayers(p1, join(cards("plot", "P1"), cards("play", "C4")), 2, 0)}
		g := scenario(t, s)
		play(t, g)
		if g.DominanceTotal(g.Player(0)) != 0 && g.Power(g.Player(0)) != 1 {
			t.Fatalf("p1 (2 STR + 2 gold) should beat p2 (3): power %d", g.Power(g.Player(0)))
		}
		if g.Power(g.Player(0)) != 1 || g.Power(g.Player(1)) != 0 {
			t.Fatalf("power %d/%d", g.Power(g.Player(0)), g.Power(g.Player(1)))
		}
	})
	t.Run("tie: nobody", func(t *testing.T) {
		s := Scenario{From: "dominance", Players: twoPlayers(join(cards("plot", "P1"), cards("play", "C4")), join(cards("plot", "P1"), cards("play", "C4")), 0, 0)}
		g := scenario(t, s)
		play(t, g)
		if g.Power(g.Player(0))+g.Power(g.Player(1)) != 0 || !strings.Contains(logText(g, -1), "nobody wins dominance") {
			t.Fatal("tie awarded dominance")
		}
	})
}

func TestRR_6_2_Stand(t *testing.T) {
	p1 := join(cards("plot", "P1"), []sc{{Code: "C4", Area: "play", Kneeling: true}, {Code: "L2", Area: "play", Kneeling: true}})
	s := Scenario{From: "standing", Players: twoPlayers(p1, join(cards("plot", "P1"), []sc{{Code: "C2", Area: "play", Kneeling: true}}), 0, 0)}
	g := scenario(t, s)
	play(t, g)
	g.EachInPlay(func(c *Card) {
		if c.Kneeling {
			t.Fatalf("%s still kneeling", c.Def.Title)
		}
	})
}

func taxationScenario(t *testing.T) *Game {
	hand := cards("hand", "C1", "C1", "C2", "C2", "C3", "C3", "C4", "C4")
	s := Scenario{From: "taxation", Players: twoPlayers(join(cards("plot", "P1"), hand), join(cards("plot", "P1"), cards("plot-deck", "P2", "P3")), 4, 3)}
	return scenario(t, s)
}

func TestRR_7_2_ReturnGold(t *testing.T) {
	g := taxationScenario(t)
	play(t, g, "p1: Knight", "p1: Knight")
	if g.Player(0).Gold != 0 || g.Player(1).Gold != 0 {
		t.Fatal("unspent gold not returned")
	}
}

func TestRR_7_3_Reserve(t *testing.T) {
	g := taxationScenario(t)
	play(t, g, "p1: Knight", "p1: Knight")
	if len(g.Player(0).Zone(AreaHand)) != 6 || len(find(g, 0, "Knight")) != 2 || one(t, g, 0, "Knight").Area != AreaDiscard {
		t.Fatalf("reserve: hand %d", len(g.Player(0).Zone(AreaHand)))
	}
	if len(g.Player(1).Zone(AreaDiscard)) != 0 {
		t.Fatal("a player at or below reserve discarded")
	}
}

func TestRR_WinningTheGame_15Power(t *testing.T) {
	s := Scenario{From: StepChallengeWindow, Players: twoPlayers(join(cards("plot", "P1"), cards("play", "C4", "C2")), cards("plot", "P1"), 0, 0)}
	s.Players[0].Power = 14
	g := scenario(t, s)
	res, err := g.Run(NewScript("p1: power"))
	if err != nil || !res.Over || res.Winner != 0 || res.Reason != "power" {
		t.Fatalf("res %+v err %v", res, err)
	}
}

func TestRR_ActionWindows_FirstPlayerFirstUntilAllPass(t *testing.T) {
	p1 := join(cards("play", "K2"), cards("hand", "C1"))
	p2 := cards("play", "K2")
	s := Scenario{From: StepMarshalWindow, First: 1, Active: 0, Players: twoPlayers(p1, p2, 0, 0)}
	g := scenario(t, s, goldPress)
	// p2 (first player) acts first, then p1 still gets its chances.
	play(t, g, "p2: press", "p1: press", "p1: Footman")
	log := logText(g, -1)
	if i, j := strings.Index(log, "p2 uses Gold Press"), strings.Index(log, "p1 uses Gold Press"); i < 0 || j < i {
		t.Fatal(log)
	}
	if g.Player(0).Gold != 1 {
		t.Fatalf("gold %d", g.Player(0).Gold)
	}
}

func TestRR_TriggeringCondition_WindowOrder(t *testing.T) {
	var order []string
	rec := func(s string) func(ctx *Context) bool {
		return func(ctx *Context) bool { order = append(order, s); return true }
	}
	match := func(ctx *Context, ev *Event) bool { return ev.Card.Def.Title == "Footman" }
	watcher := &CardDef{Code: "W4", Title: "Watcher", Type: TypeLocation, Abilities: []*Ability{
		{ID: "r", Kind: Reaction, Trigger: &Trigger{Event: EvKilled, Match: match}, Effect: rec("reaction")},
		{ID: "when", Kind: Interrupt, Trigger: &Trigger{Event: EvKilled, Match: match}, Effect: rec("when")},
		{ID: "fr", Kind: ForcedReaction, Trigger: &Trigger{Event: EvKilled, Match: match}, Effect: rec("forced-reaction")},
		{ID: "fi", Kind: ForcedInterrupt, Trigger: &Trigger{Event: EvKilled, Match: match}, Effect: func(ctx *Context) bool {
			order = append(order, "forced-interrupt")
			if ctx.Event.Card.Area != AreaPlay {
				order = append(order, "too late")
			}
			return true
		}},
		{ID: "would", Kind: Interrupt, Trigger: &Trigger{Event: EvKilled, Would: true, Match: match}, Effect: rec("would")},
	}}
	g := marshalScenario(t, cards("play", "W4", "C1"), nil, 0, 0, watcher)
	exec(t, g, func(g *Game) {
		g.Kill(nil, false, one(t, g, 0, "Footman"))
		order = append(order, "resolved")
	}, "p1: would", "p1: when", "p1: r")
	want := "would,forced-interrupt,when,forced-reaction,reaction,resolved"
	if strings.Join(order, ",") != want {
		t.Fatalf("order %v, want %s", order, want)
	}
}

func TestRR_Limits_LimitOncePerRound(t *testing.T) {
	// Eager Squire: "Reaction: after you win a challenge in which it is attacking, gain 1 power (limit once per round)".
	p1 := join(cards("plot", "P1"), cards("play", "C12", "C12", "C4"))
	g := challengeScenario(t, p1, cards("plot", "P1"))
	sq := find(g, 0, "Eager Squire")
	play(t, g, "p1: military", "p1: Eager Squire", "p1: Eager Squire", "p1: done", "p1: squire-power", "p1: squire-power")
	if sq[0].Count(TokenPower)+sq[1].Count(TokenPower) != 2 {
		t.Fatal("each copy's limit is its own")
	}
	g.ensure()
	ctx := g.newCtx(sq[0], sq[0].Def.Abilities[0], nil, nil)
	if l, _ := g.limitUsed(ctx); l != 1 {
		t.Fatalf("limit count %d", l)
	}
}

func TestRR_Terminal_And_LeavesPlayAttachments(t *testing.T) {
	p1 := []sc{{Code: "C4", Area: "play"}, {Code: "A1", Area: "play", AttachTo: 1}, {Code: "A2", Area: "play", AttachTo: 1}}
	g := marshalScenario(t, p1, nil, 0, 0)
	knight := one(t, g, 0, "Knight")
	if g.Strength(knight) != 4 {
		t.Fatalf("STR with +2 and -1 attachments = %d", g.Strength(knight))
	}
	exec(t, g, func(g *Game) { g.Kill(nil, false, knight) })
	wantArea(t, g, one(t, g, 0, "Longsword"), AreaHand)
	wantArea(t, g, one(t, g, 0, "Poison Chalice"), AreaDiscard)
}

func TestRR_Bestow_DecisionBeforeReactions(t *testing.T) {
	var seen []int
	bestowed := &CardDef{Code: "B1", Title: "Gilded Knight", Type: TypeCharacter, Cost: CostValue{Value: 1}, Strength: 1, Icons: IconMilitary, Keywords: []KeywordInstance{kw("bestow", 2)}, Abilities: []*Ability{{
		ID: "look", Kind: ForcedReaction, Trigger: &Trigger{Event: EvEntersPlay, Match: func(ctx *Context, ev *Event) bool { return ev.Card == ctx.Source }},
		Effect: func(ctx *Context) bool { seen = append(seen, ctx.Source.Count(TokenGold)); return true }}}}
	g := marshalScenario(t, cards("hand", "B1", "C1"), nil, 4, 0, bestowed)
	play(t, g, "p1: Gilded Knight", "p1: 2")
	if !slices.Equal(seen, []int{2}) || g.Player(0).Gold != 1 {
		t.Fatalf("reaction saw %v gold on the card; pool %d", seen, g.Player(0).Gold)
	}
}

// TestRR_AppendixI_ActionWindows records where action windows open during
// a round: each player has a free action (limit once per window step), so
// every window prompts. Issue 32: the standing window opens after cards
// stand, and the taxation phase has one (after the reserve is checked).
func TestRR_AppendixI_ActionWindows(t *testing.T) {
	bell := &CardDef{Code: "K6", Title: "Bell", Type: TypeLocation, Abilities: []*Ability{{ID: "ring", Kind: Action,
		Effect: func(ctx *Context) bool { return true }}}}
	deck := cards("deck", "C1", "C1", "C1", "C1")
	p1 := join(cards("plot-deck", "P1"), cards("play", "K6", "C4"), deck)
	p2 := join(cards("plot-deck", "P2"), cards("play", "K6", "C2"), deck)
	g := scenario(t, Scenario{From: "plot", Players: twoPlayers(p1, p2, 0, 0)}, bell)
	var windows []string
	d := DeciderFunc(func(g *Game, p *Prompt) (Choice, error) {
		if g.Round > 1 {
			return Choice{}, ErrStop
		}
		switch p.ID {
		case "action", StepMarshalWindow:
			w := g.Phase.String() + "/" + g.Step
			if len(windows) == 0 || windows[len(windows)-1] != w {
				windows = append(windows, w)
			}
		case "challenge":
			for i, o := range p.Options {
				if o.Kind == OptChallenge && Challenge(o.N) == Military {
					return Choice{i}, nil
				}
			}
		}
		for i, o := range p.Options {
			if o.Kind == OptPass || o.Kind == OptDone || o.Kind == OptNo {
				return Choice{i}, nil
			}
		}
		return Choice{0}, nil
	})
	g.Run(d)
	want := []string{
		"plot/plot-window", "draw/draw-window", "marshaling/marshaling-window",
		"challenges/challenges-window", "challenges/attackers-window", "challenges/defenders-window", "challenges/challenges-window",
		"dominance/dominance-window", "dominance/dominance-after-window", "standing/standing-window", "taxation/taxation-window",
	}
	if strings.Join(windows, " ") != strings.Join(want, " ") {
		t.Fatalf("action windows:\n got %v\nwant %v", windows, want)
	}
}

func TestRR_3_3_And_4_3_NextPlayerBecomesActive(t *testing.T) {
	var actives []string
	p1 := join(cards("plot", "P1"), cards("play", "C4"), cards("hand", "C1"))
	p2 := join(cards("plot", "P1"), cards("play", "C2"), cards("hand", "C1"))
	g := scenario(t, Scenario{From: "marshaling", First: 1, Players: twoPlayers(p1, p2, 0, 0)})
	d := DeciderFunc(func(g *Game, p *Prompt) (Choice, error) {
		if g.Phase > PhaseChallenges || g.Round > 1 {
			return Choice{}, ErrStop
		}
		actives = append(actives, fmt.Sprintf("%s:p%d:%s", g.Phase, g.Active+1, p.ID))
		for i, o := range p.Options {
			if o.Kind == OptPass || o.Kind == OptDone {
				return Choice{i}, nil
			}
		}
		return Choice{0}, nil
	})
	g.Run(d)
	want := "marshaling:p2:marshaling-window marshaling:p1:marshaling-window challenges:p2:challenge challenges:p1:challenge"
	if strings.Join(actives, " ") != want {
		t.Fatalf("got %v", actives)
	}
}

func TestRR_4_2_1_Defenders(t *testing.T) {
	p2 := join(cards("plot", "P1"), cards("play", "C4", "C2"), []sc{{Code: "C1", Area: "play", Kneeling: true}})
	g := challengeScenario(t, join(cards("plot", "P1"), cards("play", "C8", "C3")), p2)
	d := NewScript("p1: military")
	var opts []string
	d.Fallback = DeciderFunc(func(g *Game, p *Prompt) (Choice, error) {
		if p.ID == "defenders" {
			for i := range p.Options {
				opts = append(opts, g.OptionKey(&p.Options[i]))
			}
		}
		return Choice{}, ErrStop
	})
	g.Run(d)
	// only standing characters with the challenge's icon may defend
	if strings.Join(opts, ",") != "Knight,done" {
		t.Fatalf("defender options %v", opts)
	}
}

func TestThen_OnlyIfFirstPartResolved(t *testing.T) {
	var thens int
	ab := &Ability{ID: "x", Kind: Action,
		Effect: func(ctx *Context) bool { return ctx.G.Kill(ctx, false, ctx.G.Characters(ctx.Player)...) },
		Then:   func(ctx *Context) bool { thens++; return true }}
	g := marshalScenario(t, cards("play", "C1", "L2"), nil, 0, 0)
	exec(t, g, func(g *Game) {
		ctx := &Context{G: g, Source: one(t, g, 0, "Watchtower"), Ability: ab, Player: g.Player(0)}
		g.Initiate(ctx) // kills the Footman: then follows
		g.Initiate(ctx) // nobody to kill: no then
	})
	if thens != 1 {
		t.Fatalf("then ran %d times", thens)
	}
}

func TestReplacement_Instead(t *testing.T) {
	ser := &CardDef{Code: "SV", Title: "Steadfast", Type: TypeCharacter, Strength: 2, Icons: IconMilitary, Abilities: []*Ability{{
		ID: "back-to-hand", Kind: Interrupt, Trigger: &Trigger{Event: EvKilled, Match: func(ctx *Context, ev *Event) bool { return ev.Card == ctx.Source }},
		Effect: func(ctx *Context) bool {
			ctx.Event.Replace = func(g *Game, ev *Event) { g.place(ev.Card, AreaHand, ev.Card.Owner, false) }
			return true
		}}}}
	var killed int
	watch := &CardDef{Code: "W6", Title: "Mourner", Type: TypeLocation, Abilities: []*Ability{{
		ID: "mourn", Kind: ForcedReaction, Trigger: &Trigger{Event: EvKilled}, Effect: func(ctx *Context) bool { killed++; return true }}}}
	g := marshalScenario(t, cards("play", "SV", "W6"), nil, 0, 0, ser, watch)
	exec(t, g, func(g *Game) { g.Kill(nil, false, one(t, g, 0, "Steadfast")) }, "p1: back-to-hand")
	wantArea(t, g, one(t, g, 0, "Steadfast"), AreaHand)
	if killed != 1 {
		t.Fatal("a replaced kill still counts as the card being killed")
	}
}

func TestRR_1_2_ChoosePlots_InterruptMayReplaceTheChoice(t *testing.T) {
	bridge := plotSwapper("BR", "Bridge", "bridge", EvPlotChosen, "Plot Siege")
	deck := cards("deck", "C1", "C1", "C1", "C1")
	p1 := join(cards("plot-deck", "P1", "P6"), cards("play", "BR"), deck, cards("hand", "C1"))
	g := scenario(t, Scenario{From: "plot", Players: twoPlayers(p1, join(cards("plot-deck", "P2"), deck), 0, 0)}, bridge)
	play(t, g, "p1: Plot Muster", "p1: bridge", "p1: p1")
	if g.RevealedPlot(g.Player(0)).Def.Title != "Plot Siege" {
		t.Fatalf("revealed %s", g.RevealedPlot(g.Player(0)).Def.Title)
	}
}

// TestRR_4_2_1_DefendersKeepEarlierDefenders: a character an effect made a
// defender before defenders are declared keeps defending (the declaration
// adds to the defenders, it does not replace them).
func TestRR_4_2_1_DefendersKeepEarlierDefenders(t *testing.T) {
	shield := &CardDef{Code: "E7", Title: "Shield Wall", Type: TypeEvent, Abilities: []*Ability{{
		ID: "shield", Kind: Action,
		Condition: func(ctx *Context) bool {
			ch := ctx.G.Challenge()
			return ch != nil && ch.Defender == ctx.Player
		},
		Effect: func(ctx *Context) bool {
			for _, c := range ctx.G.Characters(ctx.Player) {
				if c.Def.Title == "Knight" && !c.Kneeling {
					ctx.G.Challenge().Defenders = append(ctx.G.Challenge().Defenders, c)
					return ctx.G.Kneel(ctx, c)
				}
			}
			return false
		}}}}
	p1 := join(cards("plot", "P1"), cards("play", "C4"))
	p2 := join(cards("plot", "P1"), cards("play", "C4", "C1"), cards("hand", "E7"))
	g := challengeScenario(t, p1, p2, shield)
	play(t, g, "p1: military", "p2: shield", "p2: Footman")
	if !strings.Contains(logText(g, -1), "p2 wins the military challenge by 1") {
		t.Fatalf("the Knight made a defender by the event was dropped when defenders were declared:\n%s", logText(g, -1))
	}
}
