package rules

import (
	"errors"
	"strings"
	"testing"
)

// TestTriggerLoopStopped: two forced reactions that answer each other
// (Ping stands Pong after it kneels, Pong kneels itself after it stands)
// stop the game at MaxTriggerDepth with a LoopError naming both, long
// before the step budget (issue 20: 5 s and 928 MB through MaxSteps).
func TestTriggerLoopStopped(t *testing.T) {
	ping := &CardDef{Code: "L1", Title: "Ping", Type: TypeCharacter, Cost: CostValue{Value: 1}, Strength: 1, Icons: IconMilitary, Abilities: []*Ability{{
		ID: "p", Kind: ForcedReaction, Trigger: &Trigger{Event: EvKneeled, Match: func(ctx *Context, ev *Event) bool { return ev.Card.Def.Title == "Pong" }},
		Effect: func(ctx *Context) bool { return ctx.G.Stand(ctx, ctx.Event.Card) }}}}
	pong := &CardDef{Code: "L2", Title: "Pong", Type: TypeCharacter, Cost: CostValue{Value: 1}, Strength: 1, Icons: IconMilitary, Abilities: []*Ability{{
		ID: "q", Kind: ForcedReaction, Trigger: &Trigger{Event: EvStood, Match: func(ctx *Context, ev *Event) bool { return ev.Card == ctx.Source }},
		Effect: func(ctx *Context) bool { return ctx.G.Kneel(ctx, ctx.Source) }}}}
	g := scenario(t, Scenario{From: "marshaling-window", Players: []ScenarioPlayer{
		{Cards: join(cards("plot", "P1"), cards("play", "L1", "L2"))}, {Cards: cards("plot", "P1")}}}, ping, pong)
	target := one(t, g, 0, "Pong")
	err := g.Exec(NewScript(), func(g *Game) {
		g.Kneel(&Context{G: g, Source: target, Player: g.Player(0)}, target)
	})
	var le *LoopError
	if !errors.As(err, &le) {
		t.Fatalf("the ping-pong ended with %v, want a *LoopError", err)
	}
	if !errors.Is(err, ErrBudget) {
		t.Errorf("a loop is not a kind of ErrBudget: %v", err)
	}
	if msg := err.Error(); !strings.Contains(msg, "L1 Ping (p)") || !strings.Contains(msg, "L2 Pong (q)") {
		t.Errorf("the loop does not name both abilities: %s", msg)
	}
	if g.steps > 20*MaxTriggerDepth {
		t.Errorf("the loop ran %d steps before it stopped, want at most %d", g.steps, 20*MaxTriggerDepth)
	}
	if len(g.trig) != 0 {
		t.Errorf("%d triggered frames left after the stop", len(g.trig))
	}
}
