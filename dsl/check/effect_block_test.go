package check

import (
	"slices"
	"testing"

	"github.com/thronescript/thronescript/dsl/diag"
)

// TestEffectBlocks: `if COND { … }`, `else if COND { … }` and `else { … }`
// around effect lines of an ability; the mistakes each get a code.
func TestEffectBlocks(t *testing.T) {
	for _, tc := range []struct {
		name, body string
		codes      []string
	}{
		{"if block", "if you-control character kneeling {\n      do stand each character\n      do draw 1\n    }", nil},
		{"if else", "if you-control character kneeling {\n      do draw 1\n    }\n    else {\n      do draw 2\n    }", nil},
		{"else if", "if you-control character kneeling {\n      do draw 1\n    }\n    else if you-control character {\n      do draw 2\n    }\n    else {\n      do draw 3\n    }", nil},
		{"nested", "if you-control character {\n      if you-control character kneeling {\n        do draw 1\n      }\n      else {\n        do draw 2\n      }\n    }", nil},
		{"a line's own if and else inside", "if you-control character {\n      do draw 1 if you-control character kneeling\n      else draw 2\n    }", nil},
		{"then inside", "if you-control character {\n      do kneel each character\n      then draw 1\n    }", nil},
		{"remember inside", "if you-control character {\n      remember n (count character)\n      do draw n\n    }", nil},
		{"else block without if", "do draw 1\n    else {\n      do draw 2\n    }", []string{CodeElse}},
		{"else line after a block", "if you-control character {\n      do draw 1\n    }\n    else draw 2", []string{CodeElse}},
		{"else after plain else", "if you-control character {\n      do draw 1\n    }\n    else {\n      do draw 2\n    }\n    else {\n      do draw 3\n    }", []string{CodeElse}},
		{"if block without a condition", "if {\n      do draw 1\n    }", []string{CodeCondition}},
		{"else with a word", "if you-control character {\n      do draw 1\n    }\n    else draw {\n      do draw 2\n    }", []string{CodeCondition}},
		{"cost inside", "if you-control character {\n      cost kneel self\n      do draw 1\n    }", []string{CodeAbilityKind}},
		{"else inside after an unconditioned line", "if you-control character {\n      do draw 1\n      else draw 2\n    }", []string{CodeElse}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, ds, got := checkOne(t, abilityCard("action", tc.body))
			if !slices.Equal(got, tc.codes) {
				t.Fatalf("codes %v, want %v:\n%s", got, tc.codes, diag.Text(ds, nil))
			}
		})
	}
}
