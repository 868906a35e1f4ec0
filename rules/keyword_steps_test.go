package rules

import (
	"errors"
	"slices"
	"testing"
)

// TestKeywordSteps_BeforeAndAfter: a keyword definition's steps run right
// before and right after the framework events they name, on every card in
// play with the keyword (the first player's cards first), and Game.Step
// names the event again afterwards. Without keyword steps (issue 32) the
// watch abilities never run.
func TestKeywordSteps_BeforeAndAfter(t *testing.T) {
	var seen []string
	note := func(ctx *Context) bool {
		seen = append(seen, ctx.G.Step+"/"+ctx.Source.Def.Title+"/"+ctx.Player.Name)
		return true
	}
	watch := &KeywordDef{Name: "watch",
		Steps: []KeywordStep{{Name: "before-draw", Event: "draw"}, {Name: "after-stand", Event: "stand", After: true}},
		Abilities: []*Ability{
			{ID: "early", Kind: Framework, Step: "before-draw", Effect: note},
			{ID: "late", Kind: Framework, Step: "after-stand", Effect: note},
		}}
	lib := testLibrary()
	lib.Keywords = append(lib.Keywords, watch)
	lib.Cards["W1"] = char("W1", "Watcher", 1, 1, IconPower, kw("watch"))
	var steps []string
	p1 := join(cards("plot", "P1"), cards("play", "W1"), cards("deck", "C1", "C1", "C1", "C1"))
	p2 := join(cards("plot", "P2"), cards("play", "W1"), cards("deck", "C1", "C1", "C1", "C1"))
	for i := range p1 {
		if p1[i].Code == "W1" {
			p1[i].Kneeling = true
		}
	}
	g, err := NewScenario(lib, Scenario{From: "draw", First: 1, Players: []ScenarioPlayer{{Name: "p1", Cards: p1}, {Name: "p2", Cards: p2}}})
	if err != nil {
		t.Fatal(err)
	}
	g.SetObserver(func(g *Game, ev *Event) error {
		if ev.Name == EvDrawn || ev.Name == EvStood {
			steps = append(steps, ev.Name+"@"+g.Step)
		}
		if ev.Name == EvRoundEnds {
			return ErrStop
		}
		return nil
	})
	_, err = g.Run(DeciderFunc(func(g *Game, p *Prompt) (Choice, error) {
		for i, o := range p.Options {
			if o.Kind == OptPass || o.Kind == OptDone || o.Kind == OptNo {
				return Choice{Index: i}, nil
			}
		}
		return Choice{}, nil
	}))
	if err != nil && !errors.Is(err, ErrStop) {
		t.Fatal(err)
	}
	want := []string{"before-draw/Watcher/p2", "before-draw/Watcher/p1", "after-stand/Watcher/p2", "after-stand/Watcher/p1"}
	if !slices.Equal(seen, want) {
		t.Errorf("keyword steps ran as %v, want %v", seen, want)
	}
	if !slices.Contains(steps, EvDrawn+"@"+StepDraw) || !slices.Contains(steps, EvStood+"@"+StepStand) {
		t.Errorf("the framework events did not keep their step names: %v", steps)
	}
}
