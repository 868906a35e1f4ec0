package interp_test

import (
	"bytes"
	"io/fs"
	"path/filepath"
	"strings"
	"testing"

	"github.com/thronescript/thronescript/cards"
	"github.com/thronescript/thronescript/dsl/diag"
	"github.com/thronescript/thronescript/dsl/syntax"
	"github.com/thronescript/thronescript/dsl/vocab"
	"github.com/thronescript/thronescript/internal/golden"
	"github.com/thronescript/thronescript/interp"
	"github.com/thronescript/thronescript/rules"
)

// TestVocabularyPage keeps spec/vocabulary.md equal to the registry.
func TestVocabularyPage(t *testing.T) {
	var buf bytes.Buffer
	if err := interp.NewRegistry().WriteMarkdown(&buf); err != nil {
		t.Fatal(err)
	}
	generatedPage(t, "vocabulary.md", "TestVocabularyPage", buf.Bytes())
}

// generatedPage compares a generated page of spec/ with got, or rewrites it
// with -update.
func generatedPage(t *testing.T, page, test string, got []byte) {
	t.Helper()
	golden.Check(t, filepath.Join("..", "spec", page), got, "go test ./interp -run "+test+" -update")
}

// TestRegistryEntries checks that every entry has a doc line and an example
// and that every example's first word is the entry's name.
func TestRegistryEntries(t *testing.T) {
	r := interp.NewRegistry()
	for _, k := range vocab.Kinds {
		for _, e := range r.Entries(k) {
			if e.Doc == "" || e.Example == "" {
				t.Errorf("%s %s: missing doc or example", k.String(), e.Name)
			}
		}
	}
}

// TestRegistryExamples checks every entry's example with the real checker,
// inside a small card, so the documented examples stay valid.
func TestRegistryExamples(t *testing.T) {
	r := interp.NewRegistry()
	for _, k := range vocab.Kinds {
		for _, e := range r.Entries(k) {
			var body string
			switch k.String() {
			case "trigger":
				kind := "reaction"
				if strings.HasPrefix(e.Example, "when") {
					kind = "interrupt"
				}
				body = kind + " r {\n    " + e.Example + "\n    do draw 1\n  }"
			case "effect":
				body = "action a {\n    target t character\n    " + e.Example + "\n  }"
				if e.Interrupts {
					body = "interrupt a {\n    when-would effect-initiated\n    target t character\n    " + e.Example + "\n  }"
				}
			case "cost":
				body = "action a {\n    " + e.Example + "\n    do draw 1\n  }"
			case "filter":
				body = "action a {\n    target t " + e.Example + "\n    do kneel t\n  }"
				if strings.HasPrefix(e.Example, "each ") {
					body = "action a {\n    target t character\n    do kneel " + e.Example + "\n  }"
				}
			case "condition":
				body = "action a {\n    " + e.Example + "\n    do draw 1\n  }"
			default:
				body = "action a {\n    if " + e.Example + " >= 0\n    do draw 1\n  }"
			}
			// the hooks the examples name: effect, condition, targets, value, cost
			hooks := "  lua `function resolve(ctx) return true end function can_play(ctx) return true end " +
				"function pick(ctx) return {} end function bonus(ctx) return 1 end function fee(ctx) return true end`\n"
			src := "card 99999 \"Example\" {\n  attachment\n  faction neutral\n  cost 1\n" + hooks + "  " + body + "\n}\n"
			lib, ds := interp.Build([]syntax.Source{{Name: "example.card", Src: []byte(src)}, prelude(t)}, interp.WithRegistry(r), interp.WithWorkers(1))
			if ds.HasErrors() {
				var b bytes.Buffer
				_ = diag.WriteText(&b, ds.Errors(), lib.Sources)
				t.Errorf("%s %s: example %q does not check:\n%s", k.String(), e.Name, e.Example, b.String())
			}
		}
	}
}

// prelude returns the embedded keyword definitions as a source.
func prelude(t *testing.T) syntax.Source {
	t.Helper()
	data, err := fs.ReadFile(cards.FS, "prelude/keywords.card")
	if err != nil {
		t.Fatal(err)
	}
	return syntax.Source{Name: "cards/prelude/keywords.card", Src: data}
}

// TestAreasDocumented: every standard area says how cards get there, and
// every area's flags compile back to the same area.
func TestAreasDocumented(t *testing.T) {
	areas := interp.Areas(preludeKeywords(t))
	// every area a scenario may name is documented
	documented := map[string]bool{}
	for _, a := range areas {
		documented[a.Name] = true
	}
	d, ok := interp.NewRegistry().Vocab().(vocab.Declarer)
	if !ok {
		t.Fatal("the registry's vocabulary declares no areas")
	}
	for _, name := range d.Declared("area") {
		if !documented[name] {
			t.Errorf("area %s is not in interp.Areas", name)
		}
	}
	if len(areas) <= len(rules.StandardAreas()) {
		t.Fatalf("no keyword area among %d areas", len(areas))
	}
	for _, a := range areas {
		if a.Doc == "" {
			t.Errorf("area %s: no documentation", a.Name)
		}
	}
	// the flags AreaFlagsOf prints, declared again, give the same area
	for _, std := range rules.StandardAreas() {
		src := "keyword k { area " + std.Name + "-copy { " + strings.Join(interp.AreaFlagsOf(std), "; ") + " } }\n"
		lib, ds := interp.Build([]syntax.Source{{Name: "k.card", Src: []byte(src)}}, interp.WithWorkers(1))
		if ds.HasErrors() || len(lib.Keywords) != 1 || len(lib.Keywords[0].Areas) != 1 {
			t.Fatalf("%s: %v", src, ds.Error())
		}
		got := *lib.Keywords[0].Areas[0]
		got.Name = std.Name
		if got != *std {
			t.Errorf("area %s: flags %v declare %+v, want %+v", std.Name, interp.AreaFlagsOf(std), got, *std)
		}
	}
	for _, f := range append(interp.AreaFlags(), interp.KeywordRules()...) {
		if f.Doc == "" {
			t.Errorf("%s: no documentation", f.Name)
		}
	}
}

// preludeKeywords compiles the embedded keyword definitions.
func preludeKeywords(t *testing.T) []*rules.KeywordDef {
	t.Helper()
	lib, ds := interp.Build([]syntax.Source{prelude(t)}, interp.WithWorkers(1))
	if ds.HasErrors() {
		t.Fatal(ds.Error())
	}
	return lib.Keywords
}

// TestKeywordsPage keeps spec/keywords.md equal to the engine's and the
// interpreter's tables of areas, area flags and framework steps.
func TestKeywordsPage(t *testing.T) {
	var buf bytes.Buffer
	if err := interp.WriteKeywordsMarkdown(&buf, preludeKeywords(t)); err != nil {
		t.Fatal(err)
	}
	generatedPage(t, "keywords.md", "TestKeywordsPage", buf.Bytes())
}
