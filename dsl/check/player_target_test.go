package check

import (
	"slices"
	"testing"

	"github.com/thronescript/thronescript/dsl/diag"
)

// TestPlayersAndRememberedValues: player targets go where players go and
// not where cards do; names an author gives may not be words the language
// reads in the same places (E0224); `any-player` is for actions,
// reactions and interrupts; `remember NAME VALUE` is read by later lines.
func TestPlayersAndRememberedValues(t *testing.T) {
	for _, tc := range []struct {
		name, kind, body string
		codes            []string
	}{
		{"choose a player", "action", "target p player\n    do kneel each character controlled-by p", nil},
		{"choose an opponent", "action", "target p opponent\n    do kill each character controlled-by p", nil},
		{"up to 2 opponents", "action", "target ps up-to 2 opponents\n    do kneel each character controlled-by ps", nil},
		{"any opponents", "action", "target ps any opponents\n    do kneel each character controlled-by ps", nil},
		{"a card target reads a player target", "action", "target p opponent\n    target t character controlled-by p\n    do kill t", nil},
		{"player target in a condition", "action", "target p player\n    do draw 1 if count character controlled-by p >= 2", nil},
		{"a card target before the player it reads", "action", "target t character controlled-by p\n    target p opponent\n    do kill t", []string{CodeSelector}},
		{"player target as cards", "action", "target p opponent\n    do kill p", []string{CodeParamKind}},
		{"bad quantity", "action", "target p each opponent\n    do kneel each character controlled-by p", []string{CodeSelector}},
		{"target named you", "action", "target you character\n    do kill you", []string{CodeNameTaken, CodeUndeclaredTarget}},
		{"target named self", "action", "target self character\n    do kill self", []string{CodeNameTaken}},
		{"any-player reaction", "reaction", "after enters-play self\n    any-player\n    do draw 1", nil},
		{"any-player interrupt", "interrupt", "when killed self\n    any-player\n    do draw 1", nil},
		{"any-player forced reaction", "forced-reaction", "after enters-play self\n    any-player\n    do draw 1", []string{CodeAbilityKind}},
		{"remember then read", "action", "remember n (count character kneeling)\n    do stand each character kneeling\n    then draw n", nil},
		{"remember read in a condition", "action", "remember n (count character kneeling)\n    do draw 1 if n >= 2", nil},
		{"remember before a cost", "action", "remember n (count character kneeling)\n    cost kneel self\n    do draw n", nil},
		{"remember named x", "action", "remember x 2\n    do draw x", []string{CodeNameTaken}},
		{"remember named like a value word", "action", "remember count 2\n    do draw count", nil}, // a warning: the name wins in its ability
		{"remember named like a target", "action", "target t character\n    remember t 2\n    do kill t", []string{CodeNameTaken}},
		{"remember twice", "action", "remember n 1\n    remember n 2\n    do draw n", []string{CodeDuplicateTarget}},
		{"remember without a value", "action", "remember n\n    do draw 1", []string{CodeValueCount}},
		{"remember a word", "action", "remember n kneeling\n    do draw n", []string{CodeParamKind}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, ds, got := checkOne(t, abilityCard(tc.kind, tc.body))
			if !slices.Equal(got, tc.codes) {
				t.Fatalf("codes %v, want %v:\n%s", got, tc.codes, diag.Text(ds, nil))
			}
		})
	}
}
