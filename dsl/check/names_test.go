package check

import (
	"testing"

	"github.com/thronescript/thronescript/dsl/check/checktest"
	"github.com/thronescript/thronescript/dsl/diag"
)

// TestTargetNamesBeforeWords: a target's first word is its name while a
// selector follows, even when it is a word the language added later (`a`
// and `any` became quantity words after files named targets so); a
// selector written without a name is still E0213.
func TestTargetNamesBeforeWords(t *testing.T) {
	for _, tc := range []struct {
		name, body string
		errs       bool
	}{
		{"a", "target a character\n    do kneel a", false},
		{"any", "target any character controlled-by you\n    do kneel any", false},
		{"each", "target each up-to 2 character\n    do kneel each", false},
		{"no name", "target character controlled-by opponent\n    do kneel t", true},
		{"a quantity without a name", "target a character\n    do kneel t", true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			src := "card 90001 \"Chooser\" {\n  character\n  faction stark\n  cost 2\n  strength 2\n  icons military\n  action act {\n    " + tc.body + "\n  }\n}\n"
			files, _ := parseAll(t, map[string]string{"c.card": src})
			_, ds := Check(files, Config{Vocab: checktest.Vocab()})
			if ds.HasErrors() != tc.errs {
				t.Errorf("errors: %v, want %v:\n%s", ds.HasErrors(), tc.errs, diag.Text(ds, nil))
			}
		})
	}
}

// TestBuiltinClashes: a workspace file that declares a built-in pack again
// gets a warning whose fix removes the line (whichever file comes first);
// its text blocks and scenarios replace the built-in ones of the same card
// and language, or name; two workspace files still clash.
func TestBuiltinClashes(t *testing.T) {
	const builtin = "builtin/packs.card"
	pack := "pack Core \"Core Set\" { number 1 }\n"
	for _, order := range [][]string{{builtin, "mine.card"}, {"mine.card", builtin}} {
		files, _ := parseAll(t, map[string]string{builtin: pack, "mine.card": "# mine\n" + pack})
		if files[0].Name != order[0] {
			files[0], files[1] = files[1], files[0]
		}
		lib, ds := Check(files, Config{Replaceable: func(f string) bool { return f == builtin }})
		if len(ds) != 1 || ds[0].Code != CodeDuplicatePack || ds[0].Severity != diag.Warning || ds[0].Subject.Start.Filename != "mine.card" || len(ds[0].Fixes) != 1 {
			t.Fatalf("order %v: want one E0220 warning with a fix on mine.card, got:\n%s", order, diag.Text(ds, nil))
		}
		if len(lib.Packs) != 1 || lib.Packs[0].File != builtin {
			t.Errorf("order %v: the built-in pack should stay alone: %+v", order, lib.Packs)
		}
		got, _ := diag.ApplyEdits([]byte("# mine\n"+pack), diag.FixEdits(ds, "mine.card"))
		if string(got) != "# mine\n" {
			t.Errorf("order %v: fixed file %q", order, got)
		}
	}
	files, _ := parseAll(t, map[string]string{"a.card": pack, "b.card": pack})
	if _, ds := Check(files, Config{Replaceable: func(f string) bool { return f == builtin }}); !ds.HasErrors() {
		t.Errorf("two workspace files declaring one pack: want E0220 error")
	}
	text := "text en 01001 {\n  title \"A\"\n}\n"
	scen := "scenario \"s\" {\n  setup {\n    phase plot\n  }\n}\n"
	files, _ = parseAll(t, map[string]string{"builtin/t.card": text + scen, "t.card": text + scen})
	if files[0].Name != "builtin/t.card" {
		files[0], files[1] = files[1], files[0]
	}
	lib, ds := Check(files, Config{Replaceable: func(f string) bool { return f == "builtin/t.card" }})
	for _, d := range ds {
		if d.Code == CodeDuplicateText || d.Code == CodeDuplicateScenario {
			t.Errorf("a workspace text or scenario replacing the built-in one: %s", diag.Text(diag.Diagnostics{d}, nil))
		}
	}
	if len(lib.Texts) != 1 || lib.Texts[0].File != "t.card" || len(lib.Scenarios) != 1 || lib.Scenarios[0].File != "t.card" {
		t.Errorf("the workspace's text and scenario should replace the built-in ones")
	}
}
