package rules

import (
	"strings"
	"testing"
)

// retreat is an event: "Action: End the challenge with no winner or loser."
var retreat = &CardDef{Code: "E7", Title: "Retreat", Type: TypeEvent, Cost: CostValue{Value: 0}, Abilities: []*Ability{{
	ID: "retreat", Kind: Action,
	Condition: func(ctx *Context) bool { return ctx.G.Challenge() != nil },
	Effect:    func(ctx *Context) bool { return ctx.G.EndChallenge(ctx) }}}}

func TestEndChallengeWithNoWinner(t *testing.T) {
	tests := []struct {
		name   string
		script []string
		// defended: Footman was declared as a defender before the end
		defended bool
	}{
		// ended after attackers are declared: nobody is asked to defend
		{"after attackers", []string{"p1: military", "p1: retreat"}, false},
		// ended after defenders are declared: Knight (3) would win against Footman (1)
		{"after defenders", []string{"p1: military", "p2: Footman", "p1: retreat"}, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p1 := join(cards("plot", "P1"), cards("play", "C4"), cards("hand", "E7"))
			p2 := join(cards("plot", "P1"), cards("play", "C1", "C2"))
			g := scenario(t, Scenario{From: StepChallengeWindow, Players: twoPlayers(p1, p2, 0, 0)}, retreat)
			play(t, g, tt.script...)
			footman := one(t, g, 1, "Footman")
			wantArea(t, g, footman, AreaPlay) // no military claim
			if d := strings.Contains(logText(g, -1), "Footman defends"); d != tt.defended {
				t.Fatalf("Footman declared as a defender: %v, want %v", d, tt.defended)
			}
			wantArea(t, g, one(t, g, 0, "Retreat"), AreaDiscard)
			won := g.CountHistory(func(h *HistEntry) bool { return h.Event == EvChallengeWon || h.Event == EvChallengeLost })
			ended := g.CountHistory(func(h *HistEntry) bool { return h.Event == EvChallengeEnded })
			if won != 0 || ended != 1 {
				t.Fatalf("won/lost events %d (want 0), challenge-ended %d (want 1)", won, ended)
			}
			if g.ChallengesInitiated(g.Player(0), Military) != 1 {
				t.Fatalf("the ended challenge must count as initiated")
			}
			if g.Power(g.Player(0)) != 0 {
				t.Fatalf("p1 power %d: no unopposed bonus", g.Power(g.Player(0)))
			}
		})
	}
}

func TestEndChallengeOutsideAChallenge(t *testing.T) {
	g := scenario(t, Scenario{From: StepMarshalWindow, Players: twoPlayers(nil, nil, 0, 0)})
	exec(t, g, func(g *Game) {
		if g.EndChallenge(nil) {
			t.Error("EndChallenge outside a challenge reported success")
		}
	})
}
