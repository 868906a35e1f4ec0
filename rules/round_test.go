package rules

import (
	"slices"
	"testing"
)

// TestRound_StepsInOrder plays random games and follows Game.Step at every
// question and every resolved event: the points of Round come in its
// order (the marshaling and challenges phases loop back as Round says, a
// new round starts again at the plot phase), and every action window of a
// joust game is opened (Sudden Wealth, an action of any phase, is in most
// hands, and a location with an action of any phase, once a phase, is
// in every deck). It fails when a window is missing (the taxation window before
// issue 32) or opens at another point (the standing window before cards
// stand).
func TestRound_StepsInOrder(t *testing.T) {
	round := Round()
	index := map[string]int{}
	for i, s := range round {
		index[s.Name] = i
	}
	loops := map[[2]string]bool{
		{StepMarshalWindow, StepIncome}:          true, // 3.3: the next player collects income
		{StepChallengeEnds, StepChallengeWindow}: true, // 4.2.6: back to the window before 4.2
	}
	windows := map[string]bool{}
	lib := testLibrary()
	lib.Cards["L9"] = &CardDef{Code: "L9", Title: "Town Crier", Type: TypeLocation, Abilities: []*Ability{{
		ID: "cry", Kind: Action, Limit: &Limit{N: 1, Per: PerPhase}, Effect: func(ctx *Context) bool { return true }}}}
	for seed := uint64(1); seed <= 6; seed++ {
		cfg := testConfig(seed)
		for _, p := range cfg.Players {
			for i, code := range p.Deck {
				if code == "C1" {
					p.Deck[i] = "L9"
				}
			}
		}
		g, err := NewGame(lib, cfg)
		if err != nil {
			t.Fatal(err)
		}
		var seen []string
		note := func(g *Game) {
			if g.Phase == PhaseSetup {
				return
			}
			if _, ok := index[g.Step]; ok && (len(seen) == 0 || seen[len(seen)-1] != g.Step) {
				seen = append(seen, g.Step)
			}
		}
		g.SetObserver(func(g *Game, ev *Event) error { note(g); return nil })
		rd := NewRandomDecider(seed)
		_, err = g.Run(DeciderFunc(func(g *Game, p *Prompt) (Choice, error) {
			note(g)
			if p.ID == "action" || p.ID == StepMarshalWindow {
				windows[g.Step] = true
			}
			return rd.Decide(g, p)
		}))
		if err != nil {
			t.Fatal(err)
		}
		for i := 1; i < len(seen); i++ {
			a, b := seen[i-1], seen[i]
			if index[b] > index[a] || loops[[2]string{a, b}] || b == "plot-begins" || index[b] <= index[StepChoosePlots] && index[a] >= index["taxation-begins"] {
				continue
			}
			t.Errorf("seed %d: %s follows %s (%v)", seed, b, a, seen[max(0, i-6):i+1])
			break
		}
	}
	for _, s := range round {
		if s.Kind == RoundWindow && !windows[s.Name] {
			t.Errorf("no action was offered in the %s window in 6 games", s.Name)
		}
	}
	if !slices.ContainsFunc(round, func(s RoundStep) bool { return s.Name == StepTaxationWindow }) {
		t.Error("Round lists no taxation window")
	}
}
