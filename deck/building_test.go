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
	for i := 1; i <= 20; i++ {
		add(&Card{Code: fmt.Sprintf("973%02d", i), Title: fmt.Sprintf("Wildling %02d", i), Type: "character", Faction: "neutral", DeckLimit: 3})
	}
	add(&Card{Code: "97401", Title: "Kraken 1", Type: "character", Faction: "greyjoy", DeckLimit: 3})
	add(&Card{Code: "97402", Title: "Lion Plot", Type: "plot", Faction: "lannister", DeckLimit: 2})
	add(&Card{Code: "97403", Title: "Stark Plot", Type: "plot", Faction: "stark", DeckLimit: 2})
	add(&Card{Code: "97201", Title: "Kings of Summer", Type: "agenda", Faction: "neutral", DeckLimit: 1,
		Building: []Rule{{Kind: "cannot-include", Match: Filter{Type: "plot", Traits: []string{"Winter"}}, Line: "cannot-include plot with-trait Winter"}}})
	add(&Card{Code: "97202", Title: "Rains", Type: "agenda", Faction: "neutral", DeckLimit: 1,
		Building: []Rule{{Kind: "plot-deck", N: 12, Line: "plot-deck 12"},
			{Kind: "include", Bound: "exactly", N: 5, Different: true, Match: Filter{Type: "plot", Traits: []string{"scheme"}}, Line: "include exactly 5 different plot with-trait Scheme"},
			{Kind: "set-aside", Match: Filter{Type: "plot", Traits: []string{"Scheme"}}, Line: "set-aside plot with-trait Scheme"}}})
	add(&Card{Code: "97203", Title: "No Loyal Characters", Type: "agenda", Faction: "neutral", DeckLimit: 1,
		Building: []Rule{{Kind: "cannot-include", Match: Filter{Type: "character", Loyal: "loyal"}, Line: "cannot-include character loyal"},
			{Kind: "include", Bound: "at-least", N: 2, Match: Filter{Type: "location", Faction: "neutral", WithoutTraits: []string{"Winter"}}, Line: "include at-least 2 location neutral without-trait Winter"}}})
	add(&Card{Code: "97204", Title: "One Of Each", Type: "agenda", Faction: "neutral", DeckLimit: 1,
		Building: []Rule{{Kind: "include", Bound: "at-most", N: 1, Each: true, Match: Filter{Type: "location"}, Line: "include at-most 1 each location"}}})
	add(&Card{Code: "97205", Title: "Alliance", Type: "agenda", Faction: "neutral", DeckLimit: 1,
		Building: []Rule{{Kind: "draw-deck-minimum", N: 75, Line: "draw-deck-minimum 75"},
			{Kind: "extra-agendas", N: 2, Match: Filter{Type: "agenda", Traits: []string{"Banner"}}, Line: "extra-agendas 2 agenda with-trait Banner"}}})
	return NewIndex(cs)
}

// TestAlliance: an agenda's extra-agendas and draw-deck-minimum lines
// (06018 Alliance: "Your minimum deck size is 75 cards. You may run 2
// Banner agendas in addition to this agenda."): the extra Banner's own
// lines apply too. Each row fails without the lines' reading in Check.
func TestAlliance(t *testing.T) {
	base := baseDeck()
	agendas := func(as ...string) string {
		return strings.Replace(base, "House Stark\n", "House Stark\n"+strings.Join(as, "\n")+"\n", 1)
	}
	lions := "3x Lion 1\n3x Lion 2\n3x Lion 3\n3x Lion 4\n"
	fifteen := "3x Neutral 1\n"
	tests := []struct {
		name  string
		deck  string
		codes []string
		line  string
	}{
		{name: "alliance and a banner, 75 cards", deck: agendas("Alliance", "Banner of the Lion") + lions + fifteen},
		{name: "the banner listed first", deck: agendas("Banner of the Lion", "Alliance") + lions + fifteen},
		{name: "alliance with 72 cards", deck: agendas("Alliance", "Banner of the Lion") + lions, codes: []string{CodeDrawCount}},
		{name: "the banner's own line still holds", deck: agendas("Alliance", "Banner of the Lion") + "3x Lion 1\n3x Lion 2\n3x Lion 3\n" + fifteen + "3x Neutral 2\n",
			codes: []string{CodeAgendaRule}, line: "Alliance"},
		{name: "a lannister card needs the banner", deck: agendas("Alliance") + lions + fifteen, codes: []string{CodeOutOfFaction, CodeOutOfFaction, CodeOutOfFaction, CodeOutOfFaction}},
		{name: "a non-banner agenda", deck: agendas("Alliance", "Fealty") + fifteen + "3x Neutral 2\n3x Neutral 3\n3x Neutral 4\n3x Neutral 5\n", codes: []string{CodeAgendas}, line: "Fealty"},
		{name: "two agendas without alliance", deck: agendas("Banner of the Lion", "Fealty") + lions, codes: []string{CodeAgendas}, line: "Fealty"},
	}
	ix := buildingIndex()
	ix.ByTitle("Banner of the Lion")[0].Traits = []string{"Banner"}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) { checkCodes(t, ix, tt.deck, tt.codes, tt.line) })
	}
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
		{name: "one of each location: one each", deck: agenda("One Of Each") + "1x Neutral 1\n1x Neutral 2\n"},
		{name: "one of each location: two of one title", deck: agenda("One Of Each") + "2x Neutral 1\n1x Neutral 2\n",
			codes: []string{CodeAgendaRule}, line: "2x Neutral 1"},
		{name: "one of each location: characters are not counted", deck: agenda("One Of Each")},
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

// TestAgendaLines: the deck-building lines of Fealty, the Banners and The
// Free Folk (as cards/core/agendas.card and music-of-dragons.card write
// them; fixtureIndex hands them over): each row fails when its line is
// missing from the agenda or read for the wrong deck.
func TestAgendaLines(t *testing.T) {
	base := baseDeck()
	agenda := func(a string) string { return strings.Replace(base, "House Stark\n", "House Stark\n"+a+"\n", 1) }
	banner := agenda("Banner of the Lion")
	fealty := agenda("Fealty")
	// The Free Folk: 7 neutral plots and 60 neutral draw cards
	var b strings.Builder
	for i := 1; i <= 20; i++ {
		fmt.Fprintf(&b, "3x Wildling %02d\n", i)
	}
	freeFolk := strings.Replace(agenda("The Free Folk"), "\nCharacters\n", "\nCharacters\n"+b.String(), 1)
	for i := 1; i <= 20; i++ {
		freeFolk = strings.Replace(freeFolk, fmt.Sprintf("3x Stark %02d (Test Pack)\n", i), "", 1)
	}
	tests := []struct {
		name  string
		deck  string
		codes []string
		line  string
	}{
		{name: "banner: 12 lannister cards", deck: banner + "3x Lion 1\n3x Lion 2\n3x Lion 3\n3x Lion 4\n"},
		{name: "banner: 11 lannister cards", deck: banner + "3x Lion 1\n3x Lion 2\n3x Lion 3\n2x Lion 4\n",
			codes: []string{CodeAgendaRule}, line: "Banner of the Lion"},
		{name: "banner: a loyal lannister card is refused", deck: banner + "3x Lion 1\n3x Lion 2\n3x Lion 3\n3x Lion 4\n1x Loyal Lion\n",
			codes: []string{CodeLoyal}, line: "1x Loyal Lion"},
		{name: "banner: a non-loyal card of another faction", deck: banner + "3x Lion 1\n3x Lion 2\n3x Lion 3\n3x Lion 4\n1x Kraken 1\n",
			codes: []string{CodeOutOfFaction}, line: "1x Kraken 1"},
		{name: "banner: lannister plots are not in its deck", deck: strings.Replace(banner, "1x Plot 7 (Test Pack)", "1x Lion Plot", 1) + "3x Lion 1\n3x Lion 2\n3x Lion 3\n3x Lion 4\n",
			codes: []string{CodeOutOfFaction}, line: "1x Lion Plot"},
		{name: "no banner: a non-loyal lannister card", deck: base + "1x Lion 1\n", codes: []string{CodeOutOfFaction}, line: "1x Lion 1"},
		{name: "fealty: 15 neutral draw cards and 7 neutral plots", deck: fealty + "3x Neutral 1\n3x Neutral 2\n3x Neutral 3\n3x Neutral 4\n3x Neutral 5\n"},
		{name: "fealty: 16 neutral draw cards", deck: fealty + "3x Neutral 1\n3x Neutral 2\n3x Neutral 3\n3x Neutral 4\n3x Neutral 5\n1x Neutral 6\n",
			codes: []string{CodeAgendaRule}, line: "Fealty"},
		{name: "free folk: only neutral cards", deck: freeFolk},
		{name: "free folk: one faction card", deck: freeFolk + "1x Stark 01\n", codes: []string{CodeAgendaRule}, line: "1x Stark 01"},
		{name: "free folk: one out-of-faction card, that diagnostic only", deck: freeFolk + "1x Lion 1\n", codes: []string{CodeAgendaRule}, line: "1x Lion 1"},
		{name: "free folk: a faction plot", deck: strings.Replace(freeFolk, "1x Plot 7 (Test Pack)", "1x Stark Plot", 1), codes: []string{CodeAgendaRule}, line: "1x Stark Plot"},
	}
	ix := buildingIndex()
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) { checkCodes(t, ix, tt.deck, tt.codes, tt.line) })
	}
}

// TestFilterDescribe: the words messages use for a line's cards.
func TestFilterDescribe(t *testing.T) {
	tests := []struct {
		f    Filter
		want string
	}{
		{Filter{}, "cards"},
		{Filter{Loyal: "non-loyal", Faction: "baratheon"}, "non-loyal baratheon cards"},
		{Filter{Type: "plot", Traits: []string{"Winter"}}, "Winter plots"},
		{Filter{Not: []Filter{{Faction: "neutral"}}}, "non-neutral cards"},
		{Filter{Type: "character", Not: []Filter{{Loyal: "loyal"}, {Traits: []string{"Lord", "Lady"}}}}, "non-loyal non-Lord/Lady characters"},
		{Filter{Type: "location", Faction: "neutral", WithoutTraits: []string{"Winter"}}, "neutral locations without the Winter trait"},
		{Filter{Type: "character", Loyal: "non-loyal", Keywords: []string{"shadow"}}, "non-loyal characters with the printed shadow keyword"},
	}
	for _, tt := range tests {
		if got := tt.f.Describe(); got != tt.want {
			t.Errorf("%+v: %q, want %q", tt.f, got, tt.want)
		}
	}
}

// TestFilterKeyword: `with-printed-keyword K` names the cards printed with
// the keyword, whatever its value (Kingdom of Shadows: "characters with the
// printed shadow keyword").
func TestFilterKeyword(t *testing.T) {
	f := Filter{Type: "character", Keywords: []string{"shadow"}}
	for _, tt := range []struct {
		c    Card
		want bool
	}{
		{Card{Type: "character", Keywords: []string{"shadow", "stealth"}}, true},
		{Card{Type: "character", Keywords: []string{"stealth"}}, false},
		{Card{Type: "character"}, false},
		{Card{Type: "location", Keywords: []string{"shadow"}}, false},
	} {
		if got := f.Matches(&tt.c); got != tt.want {
			t.Errorf("%v: %v, want %v", tt.c.Keywords, got, tt.want)
		}
	}
	if !(Filter{Not: []Filter{f}}).Matches(&Card{Type: "character"}) {
		t.Error("not with-printed-keyword: a character without the keyword is refused")
	}
}

// TestFilterNot: `not F` keeps out the cards F matches.
func TestFilterNot(t *testing.T) {
	notNeutral := Filter{Not: []Filter{{Faction: "neutral"}}}
	notWinterPlot := Filter{Type: "plot", Not: []Filter{{Traits: []string{"Winter"}}}}
	tests := []struct {
		f    Filter
		c    Card
		want bool
	}{
		{notNeutral, Card{Type: "character", Faction: "stark"}, true},
		{notNeutral, Card{Type: "character", Faction: "neutral"}, false},
		{notWinterPlot, Card{Type: "plot", Faction: "neutral", Traits: []string{"Summer"}}, true},
		{notWinterPlot, Card{Type: "plot", Faction: "neutral", Traits: []string{"winter"}}, false},
		{notWinterPlot, Card{Type: "event", Faction: "neutral"}, false},
	}
	for _, tt := range tests {
		if got := tt.f.Matches(&tt.c); got != tt.want {
			t.Errorf("%+v matches %+v: %v, want %v", tt.f, tt.c, got, tt.want)
		}
	}
}
