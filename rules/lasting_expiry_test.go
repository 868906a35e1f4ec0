package rules

import "testing"

func TestLastingInitiatedAtTheEndOfItsPeriodExpiresAtOnce(t *testing.T) {
	tests := []struct {
		name  string
		over  uint8 // the periods whose end has resolved (Game.over)
		until Period
		added bool
	}{
		{name: "phase effect during the phase", until: PerPhase, added: true},
		{name: "phase effect at the end of the phase", over: 1 << PerPhase, until: PerPhase},
		{name: "round effect at the end of a phase before the last", over: 1 << PerPhase, until: PerRound, added: true},
		{name: "round effect at the end of the round", over: 1<<PerPhase | 1<<PerRound, until: PerRound},
		{name: "game-long effect at the end of the round", over: 1<<PerPhase | 1<<PerRound, until: PerGame, added: true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := marshalScenario(t, cards("play", "C4"), nil, 0, 0)
			knight := one(t, g, 0, "Knight")
			g.over = tt.over
			g.AddLasting(&Lasting{Ctx: &Context{G: g, Player: g.Player(0)}, Cards: []*Card{knight},
				Spec: ConstantSpec{Mod: &Modifier{Strength: 2}}, Duration: Duration{Until: tt.until}})
			g.AddCostReducer(&CostReducer{Player: g.Player(0), Kind: "marshal", Amount: 1, Duration: Duration{Until: tt.until}})
			want := 3
			if tt.added {
				want = 5
			}
			if got := g.Strength(knight); got != want {
				t.Fatalf("STR %d, want %d", got, want)
			}
			if got, want := g.CostOf(knight, g.Player(0), 3, "marshal") == 2, tt.added; got != want {
				t.Fatalf("reducer in effect: %v, want %v", got, want)
			}
		})
	}
}

func TestDelayedUntilExpires(t *testing.T) {
	tests := []struct {
		until, expire Period
		kept          bool
	}{
		{until: PerGame, expire: PerRound, kept: true},
		{until: PerRound, expire: PerPhase, kept: true},
		{until: PerRound, expire: PerRound},
		{until: PerPhase, expire: PerPhase},
		{until: PerChallenge, expire: PerChallenge},
	}
	for _, tt := range tests {
		g := marshalScenario(t, cards("play", "C4"), nil, 0, 0)
		g.AddDelayed(&Delayed{Event: EvKilled, Until: tt.until, Do: func(*Context, *Event) {}})
		g.expire(tt.expire)
		if kept := len(g.delayed) == 1; kept != tt.kept {
			t.Errorf("until %d, expire %d: kept %v, want %v", tt.until, tt.expire, kept, tt.kept)
		}
	}
}

func TestPlayedEventRecordsTheAreaItWasPlayedFrom(t *testing.T) {
	tests := []struct {
		name  string
		area  string
		lines []string
	}{
		{name: "from hand", area: "hand", lines: []string{"p1: military", "p2: done", "p1: strike"}},
		{name: "from shadows", area: "shadows", lines: []string{"p1: military", "p2: done", "p1: strike"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p1 := join(cards("play", "C4", "C3"), cards(tt.area, "E2"))
			g := scenario(t, Scenario{From: StepChallengeWindow, Players: twoPlayers(p1, cards("play", "C1"), 5, 0)})
			play(t, g, tt.lines...)
			want, _ := g.AreaByName(tt.area)
			n := g.CountHistory(func(h *HistEntry) bool { return h.Event == EvPlayed && h.From == want })
			if n != 1 {
				t.Fatalf("%d played events from %s in the history, want 1", n, tt.area)
			}
		})
	}
}
