package bot_test

import (
	"testing"

	"github.com/thronescript/thronescript/internal/gametest"
	"github.com/thronescript/thronescript/play/sim"
	"github.com/thronescript/thronescript/rules"
)

// namedFirst plays a plot phase in which player 1 wins initiative (Sneak
// Attack, initiative 11, against A Noble Cause, 0) and returns the player
// the bot names first player. players is 2 (a joust) or 3 (a melee);
// player 1's hand is hand, the others hold Winterfell Stewards; power
// is each player's power.
func namedFirst(t *testing.T, players int, hand []string, power []int) int {
	t.Helper()
	lib := gametest.Library(t)
	s := rules.Scenario{From: "plot"}
	if players > 2 {
		s.Melee = &rules.Melee{Titles: sim.MeleeTitles(lib)}
	}
	for i := range players {
		plot := "01004" // A Noble Cause
		cards := []rules.ScenarioCard{}
		if i == 0 {
			plot = "01021" // Sneak Attack
			for _, c := range hand {
				cards = append(cards, rules.ScenarioCard{Code: c, Area: "hand"})
			}
		}
		cards = append(cards, rules.ScenarioCard{Code: plot, Area: "plot-deck"})
		for range 10 {
			cards = append(cards, rules.ScenarioCard{Code: "01152", Area: "deck"})
		}
		s.Players = append(s.Players, rules.ScenarioPlayer{Cards: cards, Power: power[i]})
	}
	g, err := rules.NewScenario(lib, s)
	if err != nil {
		t.Fatal(err)
	}
	named := -1
	runBotUntil(t, g, func(p *rules.Prompt, ch rules.Choice) bool {
		if p.ID == "first-player" {
			if p.Player != 0 {
				t.Fatalf("player %d chooses the first player, want player 1", p.Player+1)
			}
			named = p.Options[ch.Index].Player
			return true
		}
		return false
	})
	if named < 0 {
		t.Fatal("nobody was asked for the first player")
	}
	return named
}

// TestBotNamesFirstPlayer: the winner of initiative names the first
// player by its deck's plan and the format. In a joust it names itself,
// but the opponent when its cards ask not to be the first player (two
// copies each of Quentyn Martell, Palace Spearman and Unbowed, Unbent,
// Unbroken: six such abilities); in a melee it names the opponent with
// the most power. Before, the bot always named itself.
func TestBotNamesFirstPlayer(t *testing.T) {
	stewards := []string{"01152", "01152", "01152"}
	notFirst := []string{"03031", "03031", "01114", "01114", "01120", "01120"}
	if got := namedFirst(t, 2, stewards, []int{0, 0}); got != 0 {
		t.Errorf("joust, no plan: named player %d first, want player 1 (itself)", got+1)
	}
	if got := namedFirst(t, 2, notFirst, []int{0, 0}); got != 1 {
		t.Errorf("joust, cards that ask not to be first: named player %d first, want player 2", got+1)
	}
	if got := namedFirst(t, 3, stewards, []int{0, 2, 5}); got != 2 {
		t.Errorf("melee: named player %d first, want player 3 (the most power)", got+1)
	}
}

// TestBotPlotInitiativeByPlan: with cards that ask not to be the first
// player, the bot reveals A Noble Cause (initiative 0) rather than Sneak
// Attack (initiative 11, claim 2); without them, Sneak Attack.
func TestBotPlotInitiativeByPlan(t *testing.T) {
	lib := gametest.Library(t)
	plot := func(hand []string) string {
		s := rules.Scenario{From: "plot"}
		for i := range 2 {
			var cards []rules.ScenarioCard
			if i == 0 {
				for _, c := range hand {
					cards = append(cards, rules.ScenarioCard{Code: c, Area: "hand"})
				}
				cards = append(cards, rules.ScenarioCard{Code: "01021", Area: "plot-deck"}, rules.ScenarioCard{Code: "01004", Area: "plot-deck"})
			} else {
				cards = append(cards, rules.ScenarioCard{Code: "01004", Area: "plot-deck"})
			}
			for range 10 {
				cards = append(cards, rules.ScenarioCard{Code: "01152", Area: "deck"})
			}
			s.Players = append(s.Players, rules.ScenarioPlayer{Cards: cards})
		}
		g, err := rules.NewScenario(lib, s)
		if err != nil {
			t.Fatal(err)
		}
		chosen := ""
		runBotUntil(t, g, func(p *rules.Prompt, ch rules.Choice) bool {
			if p.ID == "plot" && p.Player == 0 {
				chosen = p.Options[ch.Index].Card.Def.Title
				return true
			}
			return false
		})
		return chosen
	}
	if got := plot([]string{"01152"}); got != "Sneak Attack" {
		t.Errorf("no plan: revealed %q, want Sneak Attack", got)
	}
	if got := plot([]string{"03031", "03031", "01114", "01114", "01120", "01120"}); got != "A Noble Cause" {
		t.Errorf("cards that ask not to be first: revealed %q, want A Noble Cause", got)
	}
}
