package interp

import (
	"strings"
	"testing"

	"github.com/thronescript/thronescript/dsl/check"
	"github.com/thronescript/thronescript/dsl/syntax"
	"github.com/thronescript/thronescript/dsl/vocab"
)

// TestInterruptingEffectsOnlyInInterrupts: an effect that changes the event
// an interrupt interrupts is an error (E0309) in any other ability, with
// the caret on its word, and compiles in an interrupt.
func TestInterruptingEffectsOnlyInInterrupts(t *testing.T) {
	r := NewRegistry()
	for _, tc := range []struct {
		ability string
		want    bool // E0309 expected
	}{
		{"action a {\n    target t character\n    do substitute t\n  }", true},
		{"action a {\n    do unless-pays 1\n  }", true},
		{"reaction a {\n    after killed self\n    do send-instead-to hand\n  }", true},
		{"forced-reaction a {\n    after enters-play self\n    then enter-kneeling\n  }", true},
		{"interrupt a {\n    when killed self\n    do send-instead-to hand\n  }", false},
		{"forced-interrupt a {\n    when enters-play self\n    do enter-kneeling\n  }", false},
		{"interrupt a {\n    when-would killed self\n    do shuffle-instead-into-deck\n  }", false},
		{"action a {\n    do draw 1\n  }", false},
		{"reaction a {\n    after killed self\n    cancels\n  }", true},
		{"action a {\n    saves\n    do draw 1\n  }", true},
		{"interrupt a {\n    when-would killed self\n    saves\n  }", false},
		{"forced-interrupt a {\n    when-would effect-initiated\n    cancels\n  }", false},
	} {
		src := `card 90001 "Mistake" {
  character
  faction stark
  cost 2
  strength 2
  icons military
  ` + tc.ability + `
}
`
		_, ds := Build([]syntax.Source{{Name: "my.card", Src: []byte(src)}}, WithRegistry(r), WithWorkers(1))
		got := false
		for _, d := range ds {
			if d.Code != check.CodeNotInterrupt {
				continue
			}
			got = true
			line := strings.Split(src, "\n")[d.Subject.Start.Line-1]
			word := line[d.Subject.Start.Column-1 : d.Subject.End.Column-1]
			if strings.Contains(word, " ") || d.Hint == "" {
				t.Errorf("%q: caret on %q, hint %q: want the effect's word and a hint", tc.ability, word, d.Hint)
			}
		}
		if got != tc.want {
			t.Errorf("%q: E0309 %v, want %v (%v)", tc.ability, got, tc.want, ds)
		}
	}
}

// TestInterruptingEffectsMarked: every effect whose doc says it works in
// an interrupt is marked as one (so the checker refuses it elsewhere), and
// no other.
func TestInterruptingEffectsMarked(t *testing.T) {
	r := NewRegistry()
	n := 0
	for _, e := range r.Entries(vocab.KindEffect) {
		says := strings.HasPrefix(e.Doc, "Interrupts") || strings.HasPrefix(e.Doc, "In an interrupt")
		if says != e.Interrupts {
			t.Errorf("%s: doc says interrupt %v, marked %v", e.Name, says, e.Interrupts)
		}
		if e.Interrupts {
			n++
		}
	}
	if n < 6 {
		t.Errorf("%d interrupting effects, want at least 6", n)
	}
}
