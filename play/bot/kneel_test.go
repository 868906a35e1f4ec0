package bot_test

import (
	"testing"

	"github.com/thronescript/thronescript/internal/gametest"
	"github.com/thronescript/thronescript/rules"
)

// TestBotKeepsCharactersStandingForChallenges: in its marshaling window,
// with Chataya's Brothel ("Kneel a character with an [intrigue] icon to
// gain 1 gold") and Red Keep Spy standing and nothing to buy, the bot
// passes: kneeling its character before the challenges for a gold costs
// an attacker or a defender. Before, a chosen kneel weighed 4 and the bot
// knelt the Spy.
func TestBotKeepsCharactersStandingForChallenges(t *testing.T) {
	lib := gametest.Library(t)
	deck := func(cards ...rules.ScenarioCard) []rules.ScenarioCard {
		cards = append(cards, rules.ScenarioCard{Code: "01004", Area: "plot"})
		for range 5 {
			cards = append(cards, rules.ScenarioCard{Code: "01120", Area: "deck"})
		}
		return cards
	}
	s := rules.Scenario{From: "marshaling-window", Players: []rules.ScenarioPlayer{
		{Cards: deck(rules.ScenarioCard{Code: "04090", Area: "play"}, rules.ScenarioCard{Code: "05012", Area: "play"})},
		{Cards: deck(rules.ScenarioCard{Code: "05012", Area: "play"})},
	}}
	g, err := rules.NewScenario(lib, s)
	if err != nil {
		t.Fatal(err)
	}
	var took *rules.Option
	runBotUntil(t, g, func(p *rules.Prompt, ch rules.Choice) bool {
		if p.ID == rules.StepMarshalWindow && p.Player == 0 {
			took = &p.Options[ch.Index]
			return true
		}
		return false
	})
	if took == nil {
		t.Fatal("player 1 was not asked in its marshaling window")
	}
	if took.Kind != rules.OptPass {
		t.Fatalf("took %v (%s), want pass", took.Kind, took.Card.Def.Title)
	}
}
