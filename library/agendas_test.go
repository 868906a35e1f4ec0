package library_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/thronescript/thronescript/deck"
	"github.com/thronescript/thronescript/library"
)

// TestAgendaDeckBuilding checks decks of the built-in library's cards
// against the agendas whose deck-building lines their card files write
// (cards/core/agendas.card, music-of-dragons.card, called-to-arms.card):
// each row fails when the agenda's line is removed from its card.
func TestAgendaDeckBuilding(t *testing.T) {
	lib := builtinIndex(t)
	ix := lib.Deck()
	titles := map[string]bool{}
	// pick takes n cards the filter keeps, of titles no deck here uses yet.
	pick := func(n int, keep func(c *library.Card) bool) []string {
		var out []string
		for _, c := range lib.Cards {
			if len(out) == n {
				break
			}
			if keep(c) && !titles[strings.ToLower(c.Title)] && (c.Type == "plot" || c.DeckLimit == 0 || c.DeckLimit >= 3) {
				titles[strings.ToLower(c.Title)] = true
				out = append(out, c.Code)
			}
		}
		if len(out) < n {
			t.Fatalf("the library has %d such cards, the test needs %d", len(out), n)
		}
		return out
	}
	draw := func(c *library.Card) bool {
		return slices.Contains([]string{"character", "location", "attachment", "event"}, c.Type)
	}
	seasonless := func(c *library.Card) bool {
		return !slices.ContainsFunc(c.Traits, func(t string) bool { return t == "Winter" || t == "Summer" || t == "Scheme" })
	}
	plots := pick(7, func(c *library.Card) bool { return c.Type == "plot" && c.Faction == "neutral" && seasonless(c) })
	winterPlot := pick(1, func(c *library.Card) bool { return c.Type == "plot" && slices.Contains(c.Traits, "Winter") })[0]
	tyrellPlot := pick(1, func(c *library.Card) bool { return c.Type == "plot" && c.Faction == "tyrell" })[0]
	tyrell := pick(20, func(c *library.Card) bool { return draw(c) && c.Faction == "tyrell" && !c.Loyal })
	neutral := pick(20, func(c *library.Card) bool { return draw(c) && c.Faction == "neutral" })
	bara := pick(4, func(c *library.Card) bool { return draw(c) && c.Faction == "baratheon" && !c.Loyal })
	loyalBara := pick(1, func(c *library.Card) bool { return draw(c) && c.Faction == "baratheon" && c.Loyal })[0]
	greyjoy := pick(1, func(c *library.Card) bool { return draw(c) && c.Faction == "greyjoy" && !c.Loyal })[0]

	// list writes a Tyrell deck list: the agenda, the plots, the draw
	// cards (code and copies) and the lines of extra.
	list := func(agenda string, plots []string, draw []string, copies int, extra ...string) string {
		var b strings.Builder
		fmt.Fprintf(&b, "Test\n\nHouse Tyrell\n%s\n\nPlots\n", agenda)
		for _, p := range plots {
			fmt.Fprintf(&b, "1x %s\n", p)
		}
		b.WriteString("\nCharacters\n")
		for _, c := range draw {
			fmt.Fprintf(&b, "%dx %s\n", copies, c)
		}
		for _, e := range extra {
			b.WriteString(e + "\n")
		}
		return b.String()
	}
	// n copies of the cards, 3 each, the last fewer
	some := func(cards []string, n int) []string {
		var out []string
		for _, c := range cards {
			q := min(3, n)
			if q == 0 {
				break
			}
			out = append(out, fmt.Sprintf("%dx %s", q, c))
			n -= q
		}
		return out
	}
	stag := func(nBara int, extra ...string) string {
		return list("Banner of the Stag", plots, tyrell, 3, append(some(bara, nBara), extra...)...)
	}
	fealty := func(nNeutral int) string { return list("Fealty", plots, tyrell, 3, some(neutral, nNeutral)...) }
	freeFolk := func(plots []string, extra ...string) string {
		return list("The Free Folk", plots, neutral, 3, extra...)
	}
	withPlot := func(p string) []string { return append(slices.Clone(plots[:6]), p) }

	tests := []struct {
		name, deck string
		codes      []string
		line       string // the line the first diagnostic is on
	}{
		{"Banner of the Stag with 12 Baratheon cards", stag(12), nil, ""},
		{"Banner of the Stag with 11 Baratheon cards", stag(11), []string{deck.CodeAgendaRule}, "Banner of the Stag"},
		{"Banner of the Stag: a non-loyal Greyjoy card", stag(12, "1x "+greyjoy), []string{deck.CodeOutOfFaction}, "1x " + greyjoy},
		{"Banner of the Stag: a loyal Baratheon card", stag(12, "1x "+loyalBara), []string{deck.CodeLoyal}, "1x " + loyalBara},
		{"no agenda: a non-loyal Baratheon card", list("", plots, tyrell, 3, "1x "+bara[0]), []string{deck.CodeOutOfFaction}, "1x " + bara[0]},
		{"Fealty with 15 neutral draw cards (and 7 neutral plots)", fealty(15), nil, ""},
		{"Fealty with 16 neutral draw cards", fealty(16), []string{deck.CodeAgendaRule}, "Fealty"},
		{"The Free Folk with neutral cards only", freeFolk(plots), nil, ""},
		{"The Free Folk with a Tyrell card", freeFolk(plots, "1x "+tyrell[0]), []string{deck.CodeAgendaRule}, "1x " + tyrell[0]},
		{"The Free Folk with a Tyrell plot", freeFolk(withPlot(tyrellPlot)), []string{deck.CodeAgendaRule}, "1x " + tyrellPlot},
		{"Kings of Summer without a Winter plot", list("Kings of Summer", plots, tyrell, 3), nil, ""},
		{"Kings of Summer with a Winter plot", list("Kings of Summer", withPlot(winterPlot), tyrell, 3), []string{deck.CodeAgendaRule}, "1x " + winterPlot},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			d, ds := deck.ParseText("deck.txt", []byte(tt.deck), ix)
			ds = append(ds, deck.Check(d)...)
			ds.Sort()
			var codes []string
			for _, x := range ds {
				codes = append(codes, x.Code)
			}
			if strings.Join(codes, " ") != strings.Join(tt.codes, " ") {
				t.Fatalf("codes %v, want %v\n%s\n%s", codes, tt.codes, ds.Error(), tt.deck)
			}
			if tt.line != "" {
				if got := strings.Split(tt.deck, "\n")[ds[0].Subject.Start.Line-1]; got != tt.line {
					t.Errorf("the diagnostic is on %q, want %q", got, tt.line)
				}
				if ds[0].Hint == "" {
					t.Errorf("no hint: %s", ds[0])
				}
			}
		})
	}
}
