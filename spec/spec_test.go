package spec

import (
	"fmt"
	"io/fs"
	"os"
	"regexp"
	"sort"
	"strings"
	"testing"

	"github.com/thronescript/thronescript/cards"
	"github.com/thronescript/thronescript/dsl/check"
	"github.com/thronescript/thronescript/dsl/check/checktest"
	"github.com/thronescript/thronescript/dsl/diag"
	"github.com/thronescript/thronescript/dsl/syntax"
	"github.com/thronescript/thronescript/interp"
	"github.com/thronescript/thronescript/library"
	"github.com/thronescript/thronescript/scenario"
)

type example struct {
	tag, src string
	line     int // line of the fence in the page
}

var fence = regexp.MustCompile("(?s)```(card|card-error)\n(.*?)```")

func examples(t *testing.T, page string) []example {
	b, err := os.ReadFile(page)
	if err != nil {
		t.Fatal(err)
	}
	var out []example
	for _, m := range fence.FindAllSubmatchIndex(b, -1) {
		out = append(out, example{
			tag:  string(b[m[2]:m[3]]),
			src:  string(b[m[4]:m[5]]),
			line: 1 + strings.Count(string(b[:m[0]]), "\n"),
		})
	}
	return out
}

// TestExamples parses and checks every example of language.md: `card`
// examples must be clean, `card-error` examples must produce exactly the
// codes of their `# expect:` line. Keyword definitions among the examples
// are known to all of them.
func TestExamples(t *testing.T) {
	exs := examples(t, "language.md")
	if len(exs) < 10 {
		t.Fatalf("only %d examples found", len(exs))
	}
	var prelude []*syntax.File
	for i, ex := range exs {
		if ex.tag == "card" && strings.HasPrefix(strings.TrimSpace(ex.src), "keyword") {
			f, ds := syntax.ParseFile(fmt.Sprintf("language.md:%d", ex.line), []byte(ex.src))
			if len(ds) > 0 {
				t.Fatalf("keyword example %d: %v", i, ds)
			}
			prelude = append(prelude, f)
		}
	}
	for _, ex := range exs {
		name := fmt.Sprintf("language.md:%d", ex.line)
		t.Run(name, func(t *testing.T) {
			f, ds := syntax.ParseFile(name, []byte(ex.src))
			files := []*syntax.File{f}
			for _, p := range prelude {
				if p.Name != name {
					files = append(files, p)
				}
			}
			_, cds := check.Check(files, check.Config{Vocab: checktest.Vocab()})
			ds = append(ds, cds...)
			var got []string
			for _, d := range ds {
				if d.Subject.Start.Filename == name {
					got = append(got, d.Code)
				}
			}
			sort.Strings(got)
			var want []string
			if ex.tag == "card-error" {
				first, _, _ := strings.Cut(ex.src, "\n")
				codes, ok := strings.CutPrefix(first, "# expect:")
				if !ok {
					t.Fatalf("a card-error example must start with `# expect: CODE…`")
				}
				want = strings.Fields(codes)
				sort.Strings(want)
				if len(want) == 0 {
					t.Fatal("no expected codes")
				}
			}
			if strings.Join(got, " ") != strings.Join(want, " ") {
				var b strings.Builder
				_ = diag.WriteText(&b, ds, diag.Sources{name: []byte(ex.src)})
				t.Errorf("codes %v, want %v\n%s", got, want, b.String())
			}
		})
	}
}

// TestScenarioExamples runs every scenario example of language.md against
// the built-in library: the documented scenario language is the real one.
func TestScenarioExamples(t *testing.T) {
	r := interp.NewRegistry()
	n := 0
	for _, ex := range examples(t, "language.md") {
		if ex.tag != "card" || !strings.Contains(ex.src, "scenario \"") {
			continue
		}
		name := fmt.Sprintf("language.md:%d", ex.line)
		srcs := []syntax.Source{{Name: name, Src: []byte(ex.src)}}
		for _, p := range cards.Files() {
			data, err := fs.ReadFile(cards.FS, p)
			if err != nil {
				t.Fatal(err)
			}
			srcs = append(srcs, syntax.Source{Name: interp.BuiltinPrefix + p, Src: data})
		}
		lib, ds := interp.LoadSources(r, srcs, library.ReadFile, 2)
		if ds.HasErrors() {
			t.Fatalf("%s: %v", name, ds.Errors())
		}
		for _, sc := range lib.Checked.Scenarios {
			if sc.File != name {
				continue
			}
			n++
			if res := scenario.Run(lib, sc); !res.Passed() {
				var b strings.Builder
				_ = diag.WriteText(&b, res.Failures, lib.Sources)
				t.Errorf("%s: scenario %q fails:\n%s", name, sc.Name, b.String())
			}
		}
	}
	if n == 0 {
		t.Fatal("no scenario examples ran")
	}
}
