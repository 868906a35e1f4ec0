package term

import (
	"testing"

	"github.com/thronescript/thronescript/rules"
)

// TestOptionWord: pass, done, yes and no (and their German words) answer
// with the option of that kind; pass and done stand for each other.
func TestOptionWord(t *testing.T) {
	declare := &rules.Prompt{Options: []rules.Option{{Kind: rules.OptCard}, {Kind: rules.OptDone}}}
	window := &rules.Prompt{Options: []rules.Option{{Kind: rules.OptAbility}, {Kind: rules.OptMarshal}, {Kind: rules.OptPass}}}
	yesNo := &rules.Prompt{Options: []rules.Option{{Kind: rules.OptYes}, {Kind: rules.OptNo}}}
	for _, tc := range []struct {
		p    *rules.Prompt
		word string
		want int
	}{
		{declare, "done", 1},
		{declare, "pass", 1},
		{declare, "fertig", 1},
		{declare, "yes", -1},
		{window, "pass", 2},
		{window, "done", 2},
		{window, "passen", 2},
		{window, "board", -1},
		{yesNo, "yes", 0},
		{yesNo, "nein", 1},
		{yesNo, "n", 1},
		{yesNo, "pass", -1},
	} {
		if got := optionWord(tc.p, tc.word); got != tc.want {
			t.Errorf("%q with options %v: option %d, want %d", tc.word, tc.p.Options, got, tc.want)
		}
	}
}
