package rules

import (
	"fmt"
	"strings"
)

// MaxTriggerDepth bounds how deeply triggered abilities may nest: an ability
// that resolves inside the window of an event another triggered ability
// raised, and so on. Two forced reactions that answer each other (a
// "ping-pong") reach it at once and stop the game with a *LoopError instead
// of running until the step budget with a deep stack.
const MaxTriggerDepth = 40

// LoopError stops a game whose triggered abilities kept triggering each
// other: Chain names the card abilities of the loop, in the order they
// first resolved in it ("90001 Ping (p)": code, title and ability id). errors.Is(err, ErrBudget) holds, so callers that
// treat a game out of budget as ended treat a loop the same way.
type LoopError struct {
	Depth int
	Chain []string
}

func (e *LoopError) Error() string {
	return fmt.Sprintf("rules: a loop of triggered abilities: %s triggered each other %d levels deep", strings.Join(e.Chain, ", "), e.Depth)
}

// Unwrap makes a loop a kind of running out of budget.
func (e *LoopError) Unwrap() error { return ErrBudget }

// trigFrame is one triggered ability being resolved.
type trigFrame struct {
	card *Card
	ab   *Ability
}

// initiateTriggered initiates a triggered ability of a trigger window,
// stopping the game if triggered abilities nest past MaxTriggerDepth.
func (g *Game) initiateTriggered(ctx *Context, pf *PlayFrom) {
	if len(g.trig) >= MaxTriggerDepth {
		panic(stopSignal{g.loopError()})
	}
	g.trig = append(g.trig, trigFrame{ctx.Source, ctx.Ability})
	defer func() { g.trig = g.trig[:len(g.trig)-1] }()
	g.initiate(ctx, pf)
}

// loopError names the abilities of the innermost frames, each once.
func (g *Game) loopError() *LoopError {
	e := &LoopError{Depth: len(g.trig)}
	seen := map[trigFrame]bool{}
	from := len(g.trig) - MaxTriggerDepth/2
	for _, f := range g.trig[max(from, 0):] {
		if seen[f] {
			continue
		}
		seen[f] = true
		name := "?"
		if f.card != nil && f.card.Def != nil {
			name = f.card.Def.Code + " " + f.card.Def.Title
		}
		e.Chain = append(e.Chain, fmt.Sprintf("%s (%s)", name, f.ab.ID))
	}
	return e
}
