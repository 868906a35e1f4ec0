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
