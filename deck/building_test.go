package deck

import (
	"fmt"
	"strings"
	"testing"
)

// buildingIndex is fixtureIndex's cards plus plots with traits and agendas
// with deck-building lines, as the library hands them over.
func buildingIndex() *Index {
	var cs []*Card
	for _, c := range fixtureIndex().byCode {
		cs = append(cs, c)
	}
	add := func(c *Card) {
		c.Pack, c.PackName = "T", "Test Pack"
		cs = append(cs, c)
	}
	add(&Card{Code: "97001", Title: "Winter Plot", Type: "plot", Faction: "neutral", DeckLimit: 2, Traits: []string{"Winter"}})
	add(&Card{Code: "97002", Title: "Summer Plot", Type: "plot", Faction: "neutral", DeckLimit: 2, Traits: []string{"Summer"}})
	for i := 1; i <= 6; i++ {
		add(&Card{Code: fmt.Sprintf("9710%d", i), Title: fmt.Sprintf("Scheme %d", i), Type: "plot", Faction: "neutral", DeckLimit: 2, Traits: []string{"Scheme"}})
	}
	add(&Card{Code: "97201", Title: "Kings of Summer", Type: "agenda", Faction: "neutral", DeckLimit: 1,
		Building: []Rule{{Kind: "cannot-include", Match: Filter{Type: "plot", Traits: []string{"Winter"}}, Line: "cannot-include plot with-trait Winter"}}})
	add(&Card{Code: "97202", Title: "Rains", Type: "agenda", Faction: "neutral", DeckLimit: 1,
		Building: []Rule{{Kind: "plot-deck", N: 12, Line: "plot-deck 12"},
			{Kind: "include", N: 5, Different: true, Match: Filter{Type: "plot", Traits: []string{"scheme"}}, Line: "include exactly 5 different plot with-trait Scheme"},
			{Kind: "set-aside", Match: Filter{Type: "plot", Traits: []string{"Scheme"}}, Line: "set-aside plot with-trait Scheme"}}})
	add(&Card{Code: "97203", Title: "No Loyal Characters", Type: "agenda", Faction: "neutral", DeckLimit: 1,
		Building: []Rule{{Kind: "cannot-include", Match: Filter{Type: "character", Loyal: "loyal"}, Line: "cannot-include character loyal"},
			{Kind: "include", AtLeast: true, N: 2, Match: Filter{Type: "location", Faction: "neutral", WithoutTraits: []string{"Winter"}}, Line: "include at-least 2 location neutral without-trait Winter"}}})
	return NewIndex(cs)
}

func TestCheckBuilding(t *testing.T) {
	base := baseDeck()
	agenda := func(a string) string { return strings.Replace(base, "House Stark\n", "House Stark\n"+a+"\n", 1) }
	schemes := func(n int, extra string) string {
		s := agenda("Rains")
		var b strings.Builder
		for i := 1; i <= n; i++ {
			fmt.Fprintf(&b, "1x Scheme %d\n", i)
		}
		return strings.Replace(s, "1x Plot 7 (Test Pack)\n", "1x Plot 7 (Test Pack)\n"+b.String()+extra, 1)
	}
	tests := []struct {
		name  string
		deck  string
		codes []string
		line  string
	}{
		{name: "kings of summer without winter plots", deck: agenda("Kings of Summer")},
		{name: "kings of summer with a summer plot", deck: strings.Replace(agenda("Kings of Summer"), "1x Plot 7 (Test Pack)", "1x Summer Plot", 1)},
		{name: "kings of summer with a winter plot", deck: strings.Replace(agenda("Kings of Summer"), "1x Plot 7 (Test Pack)", "1x Winter Plot", 1),
			codes: []string{CodeAgendaRule}, line: "1x Winter Plot"},
		{name: "a winter plot without the agenda", deck: strings.Replace(base, "1x Plot 7 (Test Pack)", "1x Winter Plot", 1)},
		{name: "rains with 12 plots and 5 schemes", deck: schemes(5, "")},
		{name: "rains with 7 plots", deck: agenda("Rains"), codes: []string{CodeAgendaRule, CodePlotCount}},
		{name: "rains with 4 schemes", deck: schemes(4, "1x Plot 8 (Test Pack)\n"), codes: []string{CodeAgendaRule}, line: "Rains"},
		{name: "rains with 6 schemes", deck: strings.Replace(schemes(6, ""), "1x Plot 7 (Test Pack)\n", "", 1), codes: []string{CodeAgendaRule}, line: "1x Scheme 6"},
		{name: "rains with a scheme twice", deck: strings.Replace(schemes(4, ""), "1x Scheme 4", "2x Scheme 4", 1), codes: []string{CodeAgendaRule, CodeAgendaRule}, line: "Rains"},
		{name: "no loyal characters: a loyal character", deck: agenda("No Loyal Characters") + "1x Neutral 1\n1x Neutral 2\n1x Stark 21\n",
			codes: []string{CodeAgendaRule}},
		{name: "at least 2 neutral locations without Winter: 1", deck: agenda("No Loyal Characters") + "1x Neutral 1\n",
			codes: []string{CodeAgendaRule}, line: "No Loyal Characters"},
	}
	ix := buildingIndex()
	// one loyal character for the cannot-include test
	ix.ByTitle("Stark 21")[0].Loyal = true
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) { checkCodes(t, ix, tt.deck, tt.codes, tt.line) })
	}
}
