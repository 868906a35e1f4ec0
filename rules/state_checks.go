package rules

// StateCheck is an ongoing condition imposed on cards by a lasting effect
// ("until the end of the phase, that character … is killed if its STR is
// 0"): whenever When holds for one of the cards, Do resolves for it. The
// game checks after every event resolves and after every ability resolves,
// so the condition is met whenever it becomes true, not only when the
// effect begins. The cards are fixed when the check is added (V3): a card
// that changes area is no longer affected.
type StateCheck struct {
	Ctx   *Context
	Cards []*Card
	// When reports whether the condition holds for c.
	When func(ctx *Context, c *Card) bool
	// Do resolves the consequence for c (for example a kill that cannot
	// be saved, since a save cannot remedy the ongoing condition).
	Do       func(ctx *Context, c *Card)
	Duration Duration

	instances []uint32
	done      []bool
}

// extras is framework state added for state checks and additional phases.
type extras struct {
	checks   []*StateCheck
	checking bool
	// phases are additional phases to play after the current phase, in order.
	phases []Phase
}

// AddStateCheck adds an ongoing condition on cards and checks it at once.
func (g *Game) AddStateCheck(s *StateCheck) {
	s.instances = s.instances[:0]
	s.done = make([]bool, len(s.Cards))
	for _, c := range s.Cards {
		s.instances = append(s.instances, c.instance)
	}
	g.ext.checks = append(g.ext.checks, s)
	g.runStateChecks()
}

// StateChecks returns the ongoing conditions in effect (read-only).
func (g *Game) StateChecks() []*StateCheck { return g.ext.checks }

// runStateChecks resolves every state check whose condition holds, until
// none does. Checks raised while a consequence resolves are handled by the
// outer loop.
func (g *Game) runStateChecks() {
	g.watchStrength() // STR increases are checked at the same points
	g.killAtZeroStrength()
	g.discardIllegalAttachments()
	if len(g.ext.checks) == 0 || g.ext.checking || g.result.Over {
		return
	}
	g.ext.checking = true
	defer func() { g.ext.checking = false }()
	for round := 0; round < 64; round++ {
		fired := false
		for _, s := range g.ext.checks {
			if s.Duration.While != nil && !s.Duration.While(s.Ctx) {
				continue
			}
			for i, c := range s.Cards {
				if s.done[i] || c.instance != s.instances[i] || !g.InPlay(c) || !s.When(s.Ctx, c) {
					continue
				}
				s.done[i] = true // one consequence per card
				fired = true
				s.Do(s.Ctx, c)
			}
		}
		if !fired {
			return
		}
	}
}

// expireStateChecks drops state checks lasting until the end of per.
func (g *Game) expireStateChecks(per Period) {
	out := g.ext.checks[:0]
	for _, s := range g.ext.checks {
		if s.Duration.Until != per {
			out = append(out, s)
		}
	}
	for i := len(out); i < len(g.ext.checks); i++ {
		g.ext.checks[i] = nil
	}
	g.ext.checks = out
}

// AddPhase schedules an additional phase: it is played after the current
// phase ends (after other additional phases already scheduled), then the
// round continues where it was ("Following this phase, there is an
// additional challenges phase").
func (g *Game) AddPhase(ph Phase) {
	g.ext.phases = append(g.ext.phases, ph)
}

// playAdditionalPhases plays the scheduled additional phases, in order
// (an additional phase may schedule another).
func (g *Game) playAdditionalPhases() {
	for len(g.ext.phases) > 0 {
		ph := g.ext.phases[0]
		g.ext.phases = g.ext.phases[1:]
		g.playPhase(ph, "")
	}
}
