package rules

import "strings"

// KeywordStep is a framework step a keyword definition adds (`step NAME
// before|after EVENT`): right before or right after a framework event of
// the round (StepEvents), the engine runs the framework abilities bound to
// NAME on every card in play, the first player's cards first (RunStep).
type KeywordStep struct {
	Name  string
	Event string // a word of StepEvents
	After bool
}

// StepEvents lists the points of a round a keyword's step may run before
// or after, by the words the language names them with (StepWord): each
// phase's beginning and end and the numbered framework events of Round
// (not the action windows, and not the steps that run framework abilities
// already).
func StepEvents() []string {
	var out []string
	for _, s := range Round() {
		if s.Kind == RoundPhase || s.Kind == RoundEvent {
			out = append(out, StepWord(s.Name))
		}
	}
	return out
}

// StepWord is the language's word for the point of a round Game.Step
// names: the step name without its Rules Reference number ("2.2-draw" is
// `draw`, "4.2.2-determine-winner" `determine-winner`); other names are
// their own word (`draw-begins`).
func StepWord(step string) string {
	if step == "" || step[0] < '0' || step[0] > '9' {
		return step
	}
	if i := strings.IndexByte(step, '-'); i >= 0 {
		return step[i+1:]
	}
	return step
}

// enter starts the framework event step: the keyword steps added before
// it run first, then Game.Step names it.
func (g *Game) enter(step string) {
	if g.keywordSteps {
		g.runKeywordSteps(step, false)
	}
	g.Step = step
}

// leave ends the framework event step: the keyword steps added after it
// run, and Game.Step names it again until the next step.
func (g *Game) leave(step string) {
	if g.keywordSteps {
		g.runKeywordSteps(step, true)
		g.Step = step
	}
}

// runKeywordSteps runs the keyword steps added before (after) the step,
// in the order of the keyword definitions.
func (g *Game) runKeywordSteps(step string, after bool) {
	event := StepWord(step)
	for _, k := range g.keywords {
		for _, st := range k.Steps {
			if st.Event == event && st.After == after {
				name := st.Name // a keyword's own step, not one of FrameworkSteps
				g.RunStep(name)
			}
		}
	}
}
