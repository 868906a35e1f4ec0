package check

import (
	"testing"

	"github.com/thronescript/thronescript/dsl/check/checktest"
)

// TestUnusedTarget: a target that no phrase of its ability names is
// warned about (E0222, at the name); a target named by an effect, a cost,
// a condition, a value or a later target is not, nor one an ability's Lua
// hook may read, nor one in an ability that already has an error.
func TestUnusedTarget(t *testing.T) {
	for _, tc := range []struct {
		name, body string
		want       bool
		line       int // of the name warned about
	}{
		{"unused", "target t character\n    do draw 1", true, 8},
		{"second of two unused", "target t character\n    target u character\n    do kneel t", true, 9},
		{"an effect", "target t character\n    do kneel t", false, 0},
		{"a cost", "target t character\n    cost kneel t\n    do draw 1", false, 0},
		{"a condition", "target t character\n    if is-attacking t\n    do draw 1", false, 0},
		{"a value", "target t character\n    do draw (strength-of t)", false, 0},
		{"a later target", "target t character\n    target u character other controlled-by you\n    do kneel u\n    do kill t", false, 0},
		{"a Lua hook", "target t character\n    do draw 1\n    lua hook", false, 0},
		{"a Lua effect", "target t character\n    do lua hook", false, 0},
		{"an ability with an error", "target t character\n    do kneel u", false, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			src := "card 90001 \"Chooser\" {\n  character\n  faction stark\n  cost 2\n  strength 2\n  icons military\n  action a {\n    " + tc.body + "\n  }\n}\n"
			files, _ := parseAll(t, map[string]string{"c.card": src})
			_, ds := Check(files, Config{Vocab: checktest.Vocab()})
			got := false
			for _, d := range ds {
				if d.Code != CodeUnusedTarget {
					continue
				}
				got = true
				if d.Subject.Start.Line != tc.line || d.Subject.End.Column-d.Subject.Start.Column != 1 || d.Hint == "" {
					t.Errorf("E0222 at %v (hint %q): want the unused target's name on line %d, with a hint", d.Subject, d.Hint, tc.line)
				}
			}
			if got != tc.want {
				t.Errorf("E0222 %v, want %v: %v", got, tc.want, ds)
			}
		})
	}
}
