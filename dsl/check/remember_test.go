package check

import (
	"slices"
	"testing"

	"github.com/thronescript/thronescript/dsl/diag"
)

// TestRememberedCards: `remember NAME CARDS` keeps the cards of a selector
// and later lines read NAME as a target's name; `remember NAME VALUE for
// PLAYERS` keeps a value per player; the name follows the
// rules of the names an author gives (E0229 for a word of the language,
// E0212 twice, a target's name taken).
func TestRememberedCards(t *testing.T) {
	for _, tc := range []struct {
		name, body string
		codes      []string
	}{
		{"each card, then read", "remember seen each character kneeling\n    do stand seen", nil},
		{"a chosen card", "remember c a character kneeling\n    do kill c\n    then draw 1 if you-control c", nil},
		{"up to N", "remember c up-to 2 character\n    do kneel c", nil},
		{"a bare noun", "remember c character\n    do kneel c", nil},
		{"counted", "remember seen each character kneeling\n    do draw (count seen)", nil},
		{"before a cost", "remember seen each character kneeling\n    cost kneel self\n    do stand seen", nil},
		{"read as a number", "remember seen each character\n    do draw seen", []string{CodeParamKind}},
		{"twice", "remember s each character\n    remember s each character kneeling\n    do kill s", []string{CodeDuplicateTarget}},
		{"a value and cards of one name", "remember s 2\n    remember s each character\n    do kill s", []string{CodeDuplicateTarget, CodeUndeclaredTarget}},
		{"cards and a value of one name", "remember s each character\n    remember s 2\n    do kill s", []string{CodeDuplicateTarget}},
		{"named like a target", "target t character\n    remember t each character\n    do kill t", []string{CodeNameTaken}},
		{"named self", "remember self each character\n    do kill self", []string{CodeNameTaken}},
		{"a value per player", "remember n (count character controlled-by you) for each-player\n    do draw n", nil},
		{"a value per player target", "target ps up-to 2 opponents\n    remember n 2 for ps\n    do draw n", nil},
		{"per player, not a player", "remember n 2 for kneeling\n    do draw n", []string{CodeParamKind}},
		{"per player, a word too many", "remember n 2 for each-player you\n    do draw n", []string{CodeValueCount}},
		{"a word, not cards", "remember s kneeling standing\n    do kill s", []string{CodeValueCount, CodeUndeclaredTarget}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, ds, got := checkOne(t, abilityCard("action", tc.body))
			if !slices.Equal(got, tc.codes) {
				t.Fatalf("codes %v, want %v:\n%s", got, tc.codes, diag.Text(ds, nil))
			}
		})
	}
}
