package interp

import (
	"slices"
	"testing"

	"github.com/thronescript/thronescript/dsl/syntax"
	"github.com/thronescript/thronescript/rules"
)

// TestHistoryValueReads: a constant whose value counts history entries
// declares the events it counts (ConstantSpec.ReadEvents), so a refresh
// is skipped when another event is recorded; one that names none is
// recomputed after every event of the round.
func TestHistoryValueReads(t *testing.T) {
	for _, tc := range []struct {
		value string
		want  []string
	}{
		{"challenges-this-round initiated military by you", []string{rules.EvChallengeInit}},
		{"challenges-this-round won by you", []string{rules.EvChallengeWon}},
		{"challenges-this-round lost power by opponent", []string{rules.EvChallengeLost}},
		{"challenges-won of intrigue by you", []string{rules.EvChallengeWon}},
	} {
		src := `card 90200 "Counter" {
  character
  faction stark
  cost 2
  strength 2
  icons military
  constant bonus {
    if (` + tc.value + `) == 1
    do give self +1 strength
  }
}
`
		lib, ds := Build([]syntax.Source{{Name: "my.card", Src: []byte(src)}}, WithRegistry(NewRegistry()), WithWorkers(1))
		if ds.HasErrors() {
			t.Fatalf("%s: %v", tc.value, ds)
		}
		d := lib.Defs["90200"]
		if d == nil || len(d.Abilities) == 0 || d.Abilities[0].Constant == nil {
			t.Fatalf("%s: no constant compiled", tc.value)
		}
		s := d.Abilities[0].Constant
		if s.Reads&rules.ReadsHistory == 0 || !slices.Equal(s.ReadEvents, tc.want) {
			t.Errorf("%s: reads %b, events %q; want history of %q", tc.value, s.Reads, s.ReadEvents, tc.want)
		}
	}
}

// TestConstantReadsKnown: constants built of words that read only the
// cards' state (or their arguments) declare what they read, so a change
// to kneeling, tokens or gold does not recompute them; unknown reads
// (Reads 0) recompute every derived value after every change.
func TestConstantReadsKnown(t *testing.T) {
	for _, body := range []string{
		"if count card controlled-by you of-type location or attachment >= 3\n    do gain-icon self military",
		"do forbid-contribution each character defending icons-at-most 1",
		"do reserve (0 - (min-of 2 and (max-of 0 and (printed-plot-value reserve of plot controlled-by opponent - 2)))) for opponent",
		"do income (value-if not exists plot with-trait Winter then 1 else 0)",
		"do draw-phase-cards +1 for each-player",
	} {
		src := `card 90201 "Reader" {
  character
  faction stark
  cost 2
  strength 2
  icons military
  constant bonus {
    ` + body + `
  }
}
`
		lib, ds := Build([]syntax.Source{{Name: "my.card", Src: []byte(src)}}, WithRegistry(NewRegistry()), WithWorkers(1))
		if ds.HasErrors() {
			t.Fatalf("%s: %v", body, ds)
		}
		d := lib.Defs["90201"]
		if d == nil || len(d.Abilities) == 0 || d.Abilities[0].Constant == nil {
			t.Fatalf("%s: no constant compiled", body)
		}
		if rd := d.Abilities[0].Constant.Reads; rd == 0 || rd&(rules.ReadsKneeling|rules.ReadsTokens|rules.ReadsGold) != 0 {
			t.Errorf("%s: reads %b, want known and neither kneeling, tokens nor gold", body, rd)
		}
	}
}
