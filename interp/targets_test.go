package interp

import (
	"testing"

	"github.com/thronescript/thronescript/dsl/syntax"
)

// TestTogetherFiltersOnlyInTargets: a filter that judges a card with the
// others chosen for a target is an error (E0325) in any other selector,
// and compiles in a target's.
func TestTogetherFiltersOnlyInTargets(t *testing.T) {
	r := NewRegistry()
	for _, tc := range []struct {
		lines string
		want  bool // E0325 expected
	}{
		{"target t any character total-strength-at-most 4", false},
		{"target t character\n    do kneel any character total-strength-at-most 2", true},
		{"target t character\n    if exists character total-strength-at-most 2", true},
	} {
		srcs := []syntax.Source{{Name: "my.card", Src: []byte(cardWith("90001", tc.lines))}}
		_, ds := Build(srcs, WithRegistry(r), WithWorkers(1))
		got := false
		for _, d := range ds {
			got = got || d.Code == CodeTargetOnly
		}
		if got != tc.want {
			t.Errorf("%q: E0325 %v, want %v (%v)", tc.lines, got, tc.want, ds)
		}
	}
}
