package check

import (
	"testing"

	"github.com/thronescript/thronescript/dsl/diag"
)

// TestTextInsideBuiltinCard: a workspace file that declares a card the
// built-in library has, with its text standalone after it (a fan's card the
// library took in since), gets a warning whose fix moves the text inside
// the card; the moved text checks clean (a second fix changes nothing). A
// standalone text for a built-in card the file does not declare replaces
// the built-in text without a word, also when only the built-in cards'
// names are known (throne check).
func TestTextInsideBuiltinCard(t *testing.T) {
	const builtin = "builtin/core.card"
	card := func(extra string) string {
		return "card 01001 \"A Clash of Kings\" {\n  plot\n  faction neutral\n  income 4\n  initiative 9\n  claim 1\n  reserve 6\n" + extra + "}\n"
	}
	const text = "text en 01001 {\n  title \"A Clash of Kings\"\n  # the English text\n  flavor \"Kings.\"\n}\n"
	const moved = "  text en {\n    title \"A Clash of Kings\"\n    # the English text\n    flavor \"Kings.\"\n  }\n"
	mine := "# mine\n" + card("") + "\n" + text
	replaceable := Config{Replaceable: func(f string) bool { return f == builtin }}
	for _, cfg := range []Config{replaceable, {Replaceable: replaceable.Replaceable, Known: Known{Cards: &CardNames{Codes: []string{"01001"}, Titles: []string{"A Clash of Kings"}}}}} {
		srcs := map[string]string{"mine.card": mine}
		if cfg.Known.Cards == nil {
			srcs[builtin] = card("")
		}
		files, _ := parseAll(t, srcs)
		_, ds := Check(files, cfg)
		if len(ds) != 1 || ds[0].Code != CodeDuplicateText || ds[0].Severity != diag.Warning || len(ds[0].Sure()) != 1 {
			t.Fatalf("want one E0819 warning with a fix, got:\n%s", diag.Text(ds, nil))
		}
		got, _ := diag.ApplyEdits([]byte(mine), diag.FixEdits(ds, "mine.card"))
		if want := "# mine\n" + card("\n"+moved); string(got) != want {
			t.Fatalf("fixed:\n%s\nwant:\n%s", got, want)
		}
		srcs["mine.card"] = string(got)
		files, _ = parseAll(t, srcs)
		if _, ds := Check(files, cfg); len(ds) > 0 {
			t.Errorf("the moved text does not check clean:\n%s", diag.Text(ds, nil))
		}
		// a text alone for the built-in card: it replaces the built-in one
		srcs["mine.card"] = text
		files, _ = parseAll(t, srcs)
		if _, ds := Check(files, cfg); len(ds) > 0 {
			t.Errorf("a text for a built-in card:\n%s", diag.Text(ds, nil))
		}
	}
}
