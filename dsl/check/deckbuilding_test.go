package check

import (
	"strings"
	"testing"

	"github.com/thronescript/thronescript/dsl/check/checktest"
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
		{"printed keyword", agenda("may-include character non-loyal with-printed-keyword shadow"), ""},
		{"printed keyword without the keyword", agenda("may-include character with-printed-keyword"), "E0213"},
		{"unknown line", agenda("cannot-includ plot"), "E0201"},
		{"unknown filter word", agenda("cannot-include plot with-trai Winter"), "E0307"},
		{"unknown faction", agenda("cannot-include card faction strak"), "E0203"},
		{"include without exactly", agenda("include 5 plot"), "E0213"},
		{"include without cards", agenda("include exactly 5 different"), "E0213"},
		{"at most 1 of each event", agenda("include at-most 1 each event"), ""},
		{"each with exactly", agenda("include exactly 1 each event"), "E0205"},
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
	if r := checkWant(t, agenda("include at-most 1 each attachment"), "").Cards[0].DeckBuilding[0].Rules[0]; !r.Each || r.N != 1 || r.Match.Type != "attachment" {
		t.Errorf("each: rule %+v", r)
	}
	// the model
	lib := checkWant(t, agenda(`include at-least 7 different character with-trait Kingsguard or "Small Council"`), "")
	r := lib.Cards[0].DeckBuilding[0].Rules[0]
	if r.Kind != "include" || r.N != 7 || r.Bound != "at-least" || !r.Different || r.Match.Type != "character" || len(r.Match.Traits) != 2 || r.Match.Traits[1] != "Small Council" {
		t.Errorf("rule %+v", r)
	}
}

// TestDeckBuildingForms: may-include, include at-most and `not` in the
// cards, and their mistakes: each a diagnostic with its code, place and hint.
func TestDeckBuildingForms(t *testing.T) {
	agenda := func(body string) string {
		return `card 1 "A" { agenda; faction neutral; deck-building constant { ` + body + ` } }`
	}
	tests := []struct {
		name, src string
		want      string // codes
		at        string // the text the first diagnostic's range starts with
		hint      string // in its hint
	}{
		{name: "may-include", src: agenda("may-include card non-loyal faction stark")},
		{name: "include at-most", src: agenda("include at-most 15 card neutral")},
		{name: "not", src: agenda("cannot-include card not neutral; cannot-include plot not with-trait Winter not faction stark")},
		{name: "not before the type's filters", src: agenda("cannot-include not loyal")},
		{name: "misspelt bound", src: agenda("include atmost 15 card neutral"), want: "E0213", at: "include", hint: "did you mean `at-most`?"},
		{name: "negative count", src: agenda("include at-most -1 card neutral"), want: "E0205", at: "-1", hint: "2"},
		{name: "count not a number", src: agenda("include at-most fifteen card neutral"), want: "E0205", at: "fifteen"},
		{name: "may-include without cards", src: agenda("may-include"), want: "E0213", at: "may-include", hint: "may-include card non-loyal faction stark"},
		{name: "may-include of loyal cards", src: agenda("may-include card loyal faction stark"), want: "E0205", at: "may-include", hint: "non-loyal"},
		{name: "misspelt may-include", src: agenda("may-inclde card non-loyal"), want: "E0201", at: "may-inclde", hint: "did you mean `may-include`?"},
		{name: "may-include on a character", src: `card 1 "C" { character; faction stark; cost 1; strength 1; deck-building d { may-include card non-loyal faction lannister } }`,
			want: "E0210", at: "deck-building", hint: "agenda"},
		{name: "not at the end", src: agenda("cannot-include card not"), want: "E0213", at: "not", hint: "card not neutral"},
		{name: "not not", src: agenda("cannot-include card not not neutral"), want: "E0213", at: "not", hint: "card not neutral"},
		{name: "misspelt not", src: agenda("cannot-include card nott neutral"), want: "E0307", at: "nott", hint: "did you mean `not`?"},
		{name: "not with an unknown faction", src: agenda("cannot-include card not faction strak"), want: "E0203", at: "strak", hint: "stark"},
		{name: "not with an unknown word", src: agenda("cannot-include card not neutrl"), want: "E0307", at: "neutrl", hint: "did you mean `neutral`?"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			files, _ := parseAll(t, map[string]string{"k.card": testKeywords, "t.card": tt.src})
			lib, ds := Check(files, Config{Vocab: checktest.Vocab()})
			if got := codes(ds); got != tt.want {
				t.Fatalf("got %q, want %q\n%v", got, tt.want, ds)
			}
			if tt.want == "" {
				if len(lib.Cards) != 1 || len(lib.Cards[0].DeckBuilding) != 1 || len(lib.Cards[0].DeckBuilding[0].Rules) == 0 {
					t.Errorf("no deck-building lines in the model: %+v", lib.Cards)
				}
				return
			}
			d := ds[0]
			if at := tt.src[d.Subject.Start.Offset:]; !strings.HasPrefix(at, tt.at) {
				t.Errorf("the diagnostic starts at %q, want %q", at, tt.at)
			}
			if d.Hint == "" || !strings.Contains(d.Hint, tt.hint) {
				t.Errorf("hint %q, want it to say %q", d.Hint, tt.hint)
			}
		})
	}
	// the model
	lib := checkWant(t, agenda("include at-most 15 card neutral; may-include card non-loyal faction stark; cannot-include plot not neutral not with-trait Winter"), "")
	rs := lib.Cards[0].DeckBuilding[0].Rules
	if r := rs[0]; r.Kind != "include" || r.Bound != "at-most" || r.N != 15 || r.Match.Faction != "neutral" || r.PlotDeck() {
		t.Errorf("include at-most: %+v", r)
	}
	if r := rs[1]; r.Kind != "may-include" || r.Match.Loyal != "non-loyal" || r.Match.Faction != "stark" || r.PlotDeck() {
		t.Errorf("may-include: %+v", r)
	}
	if r := rs[2]; r.Kind != "cannot-include" || !r.PlotDeck() || len(r.Match.Not) != 2 || r.Match.Not[0].Faction != "neutral" || r.Match.Not[1].Traits[0] != "Winter" || r.Match.Faction != "" {
		t.Errorf("cannot-include … not: %+v", r)
	}
}
