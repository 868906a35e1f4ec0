package check

import (
	"testing"
)

func TestDeckBuilding(t *testing.T) {
	agenda := func(body string) string {
		return `card 1 "A" { agenda; faction neutral; deck-building constant { ` + body + ` } }`
	}
	tests := []struct {
		name, src, want string
	}{
		{"cannot-include", agenda("cannot-include plot with-trait Winter"), ""},
		{"include and plot-deck", agenda("plot-deck 12; include exactly 5 different plot with-trait Scheme; set-aside plot with-trait Scheme"), ""},
		{"or, without-trait, loyalty, faction", agenda("cannot-include character loyal; include at-least 12 card non-loyal faction stark without-trait Winter with-trait Knight or Lord; cannot-include event neutral"), ""},
		{"unknown line", agenda("cannot-includ plot"), "E0201"},
		{"unknown filter word", agenda("cannot-include plot with-trai Winter"), "E0307"},
		{"unknown faction", agenda("cannot-include card faction strak"), "E0203"},
		{"include without exactly", agenda("include 5 plot"), "E0213"},
		{"include without cards", agenda("include exactly 5 different"), "E0213"},
		{"plot-deck not a number", agenda("plot-deck twelve"), "E0205"},
		{"plot-deck without a number", agenda("plot-deck"), "E0213"},
		{"not an agenda", `card 1 "C" { character; faction stark; cost 1; strength 1; deck-building d { cannot-include event } }`, "E0210"},
		{"no id", `card 1 "A" { agenda; faction neutral; deck-building { cannot-include event } }`, "E0216"},
		{"id used twice", `card 1 "A" { agenda; faction neutral; deck-building c { cannot-include event }; action c { do draw 1 } }`, "E0207"},
		{"id used twice by deck-building", `card 1 "A" { agenda; faction neutral; deck-building c { cannot-include event }; deck-building c { plot-deck 10 } }`, "E0207"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			lib := checkWant(t, tt.src, tt.want)
			if tt.want == "" && (len(lib.Cards) != 1 || len(lib.Cards[0].DeckBuilding) != 1 || len(lib.Cards[0].DeckBuilding[0].Rules) == 0) {
				t.Errorf("no deck-building lines in the model: %+v", lib.Cards)
			}
		})
	}
	// the model
	lib := checkWant(t, agenda(`include at-least 7 different character with-trait Kingsguard or "Small Council"`), "")
	r := lib.Cards[0].DeckBuilding[0].Rules[0]
	if r.Kind != "include" || r.N != 7 || !r.AtLeast || !r.Different || r.Match.Type != "character" || len(r.Match.Traits) != 2 || r.Match.Traits[1] != "Small Council" {
		t.Errorf("rule %+v", r)
	}
}
