package rules

// SetObserver installs f to be called after every event resolves (before
// the follow-ups of that event: framework steps on entering or leaving
// play, delayed effects, reactions). Returning an error stops the game
// cleanly, as a Decider returning it would (ErrStop for a normal stop).
// Scenario tests use it to stop at a point of the game; tools use it to
// collect statistics. nil removes the observer.
func (g *Game) SetObserver(f func(g *Game, ev *Event) error) { g.observe = f }
