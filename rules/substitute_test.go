package rules

import "testing"

// TestCanSubstitute: another card takes the place of an event's card only
// in the events that have one to replace (the plot chosen, an ability's
// only target), and only a card that may stand there.
func TestCanSubstitute(t *testing.T) {
	deck := cards("deck", "C1", "C1", "C1", "C1")
	g := scenario(t, Scenario{From: "plot", Players: twoPlayers(
		join(cards("plot-deck", "P1", "P7"), cards("hand", "C1"), deck),
		join(cards("plot-deck", "P2"), deck), 0, 0)})
	p1, p2 := g.Player(0), g.Player(1)
	mine, theirs := g.CardsIn(p1, AreaPlotDeck), g.CardsIn(p2, AreaPlotDeck)
	hand := g.CardsIn(p1, AreaHand)
	chosen := &Event{Name: EvPlotChosen, Player: p1, Card: mine[0]}
	tests := []struct {
		name string
		ev   *Event
		c    *Card
		want bool
	}{
		{"another plot of the same plot deck", chosen, mine[1], true},
		{"the chosen plot itself (a random pick may land on it)", chosen, mine[0], true},
		{"a plot of another player's plot deck", chosen, theirs[0], false},
		{"a card that is not a plot", chosen, hand[0], false},
		{"no card", chosen, nil, false},
		{"an event without a card to replace", &Event{Name: EvKilled, Player: p1, Card: mine[0]}, mine[1], false},
		{"an effect-initiated event without an initiating ability", &Event{Name: EvEffectInitiated, Player: p1}, hand[0], false},
		{"no event", nil, mine[1], false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := g.CanSubstitute(tt.ev, tt.c); got != tt.want {
				t.Errorf("CanSubstitute = %v, want %v", got, tt.want)
			}
			if tt.ev == chosen {
				before := chosen.Card
				if got := g.Substitute(chosen, tt.c); got != tt.want || (got && chosen.Card != tt.c) || (!got && chosen.Card != before) {
					t.Errorf("Substitute = %v, card %v (was %v)", got, chosen.Card, before)
				}
				chosen.Card = before
			}
		})
	}
}
