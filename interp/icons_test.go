package interp

import (
	"strings"
	"testing"

	"github.com/thronescript/thronescript/dsl/check"
	"github.com/thronescript/thronescript/dsl/syntax"
)

// TestIconOfChoiceOrNamed: gain-icon and lose-icon take an icon or
// of-choice, exactly one; of-choice asks a question, so a constant ability
// cannot have it.
func TestIconOfChoiceOrNamed(t *testing.T) {
	r := NewRegistry()
	constant := func(body string) string {
		return strings.Replace(goodCard, "action hit {\n    target t character controlled-by opponent\n    do kill t\n  }", "constant c {\n    "+body+"\n  }", 1)
	}
	action := func(body string) string { return strings.Replace(goodCard, "do kill t", body, 1) }
	for _, tc := range []struct{ name, src, code string }{
		{"gain of-choice", action("do gain-icon t of-choice until end-of-phase"), ""},
		{"lose of-choice", action("do lose-icon t of-choice"), ""},
		{"gain named", action("do gain-icon t power until end-of-phase"), ""},
		{"constant named", constant("do gain-icon self power"), ""},
		{"neither", action("do gain-icon t until end-of-phase"), check.CodeMissingParam},
		{"both", action("do lose-icon t military of-choice"), check.CodeMissingParam},
		{"constant neither", constant("do lose-icon self"), check.CodeMissingParam},
		{"constant of-choice", constant("do gain-icon self of-choice"), CodeNotConstant},
	} {
		t.Run(tc.name, func(t *testing.T) {
			lib, ds := Build([]syntax.Source{{Name: "my.card", Src: []byte(tc.src)}}, WithRegistry(r), WithWorkers(1))
			if tc.code == "" {
				if ds.HasErrors() || lib.Defs["90100"] == nil {
					t.Fatalf("want the card compiled, got %v", ds)
				}
				return
			}
			if len(ds) != 1 || ds[0].Code != tc.code || ds[0].Hint == "" {
				t.Fatalf("want one %s with a hint, got %v", tc.code, ds)
			}
		})
	}
}
