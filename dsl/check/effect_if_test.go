package check

import (
	"slices"
	"testing"

	"github.com/thronescript/thronescript/dsl/diag"
)

// TestEffectLineConditions: an effect line takes `if CONDITION` of its
// own, an `else` line is the other case of the line with `if` before it,
// and the mistakes get their codes: `else` with no `if` before it (E0223),
// `if` with no condition or no effect, a bad condition (E0306). A
// comparison in parentheses is a condition (it was read as a value).
func TestEffectLineConditions(t *testing.T) {
	for _, tc := range []struct {
		name, body string
		codes      []string
	}{
		{"if on do", "do draw 1 if phase-is marshaling", nil},
		{"if on then", "do draw 1\n    then gain-gold 1 if count character kneeling >= 2", nil},
		{"else after if", "do draw 1 if phase-is marshaling\n    else gain-gold 1", nil},
		{"else if chain", "do draw 1 if phase-is marshaling\n    else gain-gold 1 if phase-is challenges\n    else gain-gold 2", nil},
		{"comparison in parentheses", "do draw 1 if phase-is marshaling and (count character kneeling >= 2 or gold-of you < 3)", nil},
		{"else first", "else draw 1", []string{CodeElse}},
		{"else after a line without if", "do draw 1\n    else gain-gold 1", []string{CodeElse}},
		{"if without condition", "do draw 1 if", []string{CodeCondition}},
		{"if without effect", "do if phase-is marshaling", []string{CodeParamKind}},
		{"bad condition", "do draw 1 if phaze-is marshaling", []string{CodeUnknownPhrase}},
		{"leftover condition words", "do draw 1 if phase-is marshaling draw", []string{CodeCondition}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			src := "card 90001 \"Chooser\" {\n  location\n  faction stark\n  cost 2\n  action act {\n    " + tc.body + "\n  }\n}\n"
			lib, ds, got := checkOne(t, src)
			for _, d := range ds {
				if d.Subject.Start.Line == 0 {
					t.Errorf("%s has no range", d.Code)
				}
			}
			if !slices.Equal(got, tc.codes) {
				t.Fatalf("codes %v, want %v:\n%s", got, tc.codes, diag.Text(ds, nil))
			}
			if tc.codes != nil {
				return
			}
			effs := lib.Cards[0].Abilities[0].Effects
			for i, e := range effs {
				if e.Phrase == nil || e.Phrase.Entry == nil {
					t.Errorf("effect %d has no phrase", i)
				}
			}
			if last := effs[len(effs)-1]; tc.name == "else after if" && (!last.Else || effs[0].If == nil) {
				t.Errorf("else line not marked: %+v", last)
			}
		})
	}
}
