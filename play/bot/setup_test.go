package bot_test

import (
	"slices"
	"testing"

	"github.com/thronescript/thronescript/internal/gametest"
	"github.com/thronescript/thronescript/play/sim"
	"github.com/thronescript/thronescript/rules"
)

// TestBotMeleeSetupAsASet: in a melee setup, with Tyrion Lannister (cost
// 7) and three characters of cost 2, 2 and 3 in hand, the bot places the
// three (seven gold of characters, three bodies) rather than Tyrion alone,
// the most valuable card first as before (which left one gold unspent).
func TestBotMeleeSetupAsASet(t *testing.T) {
	lib := gametest.Library(t)
	s := rules.Scenario{From: "setup", Melee: &rules.Melee{Titles: sim.MeleeTitles(lib)}}
	for range 3 {
		var cards []rules.ScenarioCard
		for _, c := range []string{"05002", "05013", "05016", "03029"} { // Tyrion, Alayaya, Lannisport Guard, Crossroads Sellsword
			cards = append(cards, rules.ScenarioCard{Code: c, Area: "hand"})
		}
		cards = append(cards, rules.ScenarioCard{Code: "01004", Area: "plot-deck"})
		for range 10 { // events: the seven cards drawn for setup cannot be placed
			cards = append(cards, rules.ScenarioCard{Code: "01120", Area: "deck"})
		}
		s.Players = append(s.Players, rules.ScenarioPlayer{Cards: cards})
	}
	g, err := rules.NewScenario(lib, s)
	if err != nil {
		t.Fatal(err)
	}
	var placed []string
	runBotUntil(t, g, func(p *rules.Prompt, ch rules.Choice) bool {
		if p.ID == rules.StepSetupPlace && p.Player == 0 {
			o := p.Options[ch.Index]
			if o.Card == nil {
				return true
			}
			placed = append(placed, o.Card.Def.Title)
		}
		return false
	})
	slices.Sort(placed)
	want := []string{"Alayaya", "Crossroads Sellsword", "Lannisport Guard"}
	if !slices.Equal(placed, want) {
		t.Fatalf("placed %q, want %q", placed, want)
	}
}
