package spec

import (
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strings"
	"sync"
	"testing"
	"unicode"

	"github.com/thronescript/thronescript/cards"
	"github.com/thronescript/thronescript/dsl/diag"
	"github.com/thronescript/thronescript/dsl/syntax"
	"github.com/thronescript/thronescript/internal/gametest"
	"github.com/thronescript/thronescript/interp"
	"github.com/thronescript/thronescript/library"
	"github.com/thronescript/thronescript/scenario"
)

// A block is a fenced code block of a documentation page.
type block struct {
	page string // path from the repository root
	line int    // line of the opening fence
	lang string // first word of the info string
	// with lists the files (from the repository root) the block needs
	// beside the built-in library: ```card with=examples/keywords/hoard.card
	with []string
	src  string
}

// name is the block's file name in diagnostics: README.md:45.
func (b block) name() string { return fmt.Sprintf("%s:%d", b.page, b.line) }

// cardLangs are the fence languages of card-language blocks: `card`
// blocks load without any diagnostic and their scenarios pass;
// `card-error` blocks produce exactly the codes of their `# expect:` line.
var cardLangs = map[string]bool{"card": true, "card-error": true}

// docPages lists the documentation pages whose blocks are checked, from the
// repository root: README.md, spec/*.md and examples/*/README.md.
func docPages(t *testing.T) []string {
	t.Helper()
	pages := []string{"README.md"}
	for _, glob := range []string{"spec/*.md", "examples/*/README.md"} {
		m, err := filepath.Glob(glob)
		if err != nil {
			t.Fatal(err)
		}
		pages = append(pages, m...)
	}
	sort.Strings(pages[1:])
	return pages
}

// fenceLine is an opening or closing fence (CommonMark: the info string
// of a backtick fence holds no backtick).
var fenceLine = regexp.MustCompile("^ {0,3}(```+)\\s*([^`]*)$")

// pageBlocks returns the fenced code blocks of a page. An unclosed fence is
// an error.
func pageBlocks(t *testing.T, page string) []block {
	t.Helper()
	b, err := os.ReadFile(page)
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(string(b), "\n")
	var out []block
	for i := 0; i < len(lines); i++ {
		m := fenceLine.FindStringSubmatch(lines[i])
		if m == nil {
			continue
		}
		bl := block{page: page, line: i + 1}
		info := strings.Fields(m[2])
		if len(info) > 0 {
			bl.lang = info[0]
		}
		for _, attr := range info[min(1, len(info)):] {
			k, v, _ := strings.Cut(attr, "=")
			switch k {
			case "with":
				bl.with = append(bl.with, strings.Split(v, ",")...)
			default:
				t.Errorf("%s: unknown fence attribute %q (known: with=FILE,…)", bl.name(), attr)
			}
		}
		var body []string
		closed := false
		for i++; i < len(lines); i++ {
			if strings.TrimSpace(lines[i]) == m[1] {
				closed = true
				break
			}
			body = append(body, lines[i])
		}
		if !closed {
			t.Errorf("%s: code block is not closed", bl.name())
		}
		bl.src = strings.Join(body, "\n") + "\n"
		out = append(out, bl)
	}
	return out
}

// declaration starts a top-level declaration of the card language.
var declaration = regexp.MustCompile(`(?m)^\s*(card|keyword|scenario|pack|cycle|text\s+[a-z]+)\s+\S+.*\{`)

// TestDocBlocksTagged fails when a page holds card-language text in a
// block that is not tagged ```card or ```card-error, so an example cannot
// escape TestDocBlocks by its tag. Indented code blocks are searched too.
func TestDocBlocksTagged(t *testing.T) {
	t.Chdir("..")
	n := map[string]int{}
	for _, page := range docPages(t) {
		for _, bl := range pageBlocks(t, page) {
			if cardLangs[bl.lang] {
				n[page]++
				continue
			}
			if declaration.MatchString(bl.src) {
				t.Errorf("%s: this ```%s block holds card-language text; tag it ```card (or ```card-error) so the tests check it", bl.name(), bl.lang)
			}
		}
		b, err := os.ReadFile(page)
		if err != nil {
			t.Fatal(err)
		}
		for _, ib := range indentedBlocks(string(b)) {
			if declaration.MatchString(ib.src) {
				t.Errorf("%s:%d: an indented code block holds card-language text; write it as a ```card block so the tests check it", page, ib.line)
			}
		}
	}
	// the pages that teach the language must keep their examples
	for page, least := range map[string]int{"README.md": 1, "spec/language.md": 15} {
		if n[page] < least {
			t.Errorf("%s: %d card-language blocks found, want at least %d", page, n[page], least)
		}
	}
}

// indentedBlocks returns markdown's indented code blocks (outside fences):
// runs of lines indented by four spaces or a tab after a blank line.
func indentedBlocks(page string) []block {
	lines := strings.Split(page, "\n")
	var out []block
	inFence, prevBlank := false, true
	for i := 0; i < len(lines); i++ {
		l := lines[i]
		if fenceLine.MatchString(l) {
			inFence = !inFence
			prevBlank = false
			continue
		}
		if !inFence && prevBlank && (strings.HasPrefix(l, "    ") || strings.HasPrefix(l, "\t")) && strings.TrimSpace(l) != "" {
			bl := block{line: i + 1}
			var body []string
			for ; i < len(lines) && (strings.HasPrefix(lines[i], "    ") || strings.HasPrefix(lines[i], "\t") || strings.TrimSpace(lines[i]) == ""); i++ {
				body = append(body, lines[i])
			}
			bl.src = strings.Join(body, "\n")
			out = append(out, bl)
			i--
			prevBlank = true
			continue
		}
		prevBlank = strings.TrimSpace(l) == ""
	}
	return out
}

var builtinOnce struct {
	sync.Once
	srcs []syntax.Source
	err  error
}

// builtinSources returns the embedded library (with the keyword prelude),
// read once.
func builtinSources(t *testing.T) []syntax.Source {
	t.Helper()
	builtinOnce.Do(func() {
		for _, p := range cards.Files() {
			data, err := fs.ReadFile(cards.FS, p)
			if err != nil {
				builtinOnce.err = err
				return
			}
			builtinOnce.srcs = append(builtinOnce.srcs, syntax.Source{Name: interp.BuiltinPrefix + p, Src: data})
		}
	})
	if builtinOnce.err != nil {
		t.Fatal(builtinOnce.err)
	}
	return builtinOnce.srcs
}

// TestDocBlocks loads every card-language block of README.md, spec/*.md and
// examples/*/README.md with the interpreter's real registry, as
// `throne test` would: the built-in library underneath, the files the
// block names with `with=` beside it. A `card` block must load without any
// diagnostic (warnings included) and every scenario in it must pass; a
// `card-error` block must produce exactly the codes of its `# expect:` line.
func TestDocBlocks(t *testing.T) {
	t.Chdir("..")
	r := interp.NewRegistry()
	n := 0
	for _, page := range docPages(t) {
		for _, bl := range pageBlocks(t, page) {
			if !cardLangs[bl.lang] {
				continue
			}
			n++
			t.Run(bl.name(), func(t *testing.T) { checkBlock(t, r, bl) })
		}
	}
	if n == 0 {
		t.Fatal("no card-language blocks found")
	}
}

func checkBlock(t *testing.T, r *interp.Registry, bl block) {
	name := bl.name()
	srcs := append([]syntax.Source{}, builtinSources(t)...)
	mine := map[string]bool{name: true}
	for _, f := range bl.with {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatalf("with=%s: %v", f, err)
		}
		srcs = append(srcs, syntax.Source{Name: f, Src: data})
		mine[f] = true
	}
	srcs = append(srcs, syntax.Source{Name: name, Src: []byte(bl.src)})
	lib, ds := interp.Build(srcs, interp.WithRegistry(r), interp.WithReadFile(library.ReadFile), interp.WithWorkers(1))
	// show prints the diagnostics of the block and its files, and errors
	// elsewhere (the built-in library's own warnings are not the block's).
	show := func() string {
		var keep diag.Diagnostics
		for _, d := range ds {
			if mine[d.Subject.Start.Filename] || d.Severity == diag.Error {
				keep = append(keep, d)
			}
		}
		return diag.Text(keep, lib.Sources)
	}
	var got []string
	for _, d := range ds {
		f := d.Subject.Start.Filename
		switch {
		case f == name:
			got = append(got, d.Code)
		case mine[f] || d.Severity == diag.Error:
			t.Fatalf("the files the block needs do not load cleanly:\n%s", show())
		}
	}
	sort.Strings(got)
	var want []string
	if bl.lang == "card-error" {
		first, _, _ := strings.Cut(bl.src, "\n")
		codes, ok := strings.CutPrefix(first, "# expect:")
		if !ok {
			t.Fatal("a card-error block must start with `# expect: CODE…`")
		}
		want = strings.Fields(codes)
		sort.Strings(want)
		if len(want) == 0 {
			t.Fatal("no expected codes")
		}
	}
	if strings.Join(got, " ") != strings.Join(want, " ") {
		t.Fatalf("codes %v, want %v\n%s", got, want, show())
	}
	if bl.lang != "card" || lib.Checked == nil {
		return
	}
	for _, sc := range lib.Checked.Scenarios {
		if sc.File != name {
			continue
		}
		if res := scenario.Run(lib, sc); !res.Passed() {
			t.Errorf("scenario %q fails:\n%s", sc.Name, gametest.Failures(lib, res))
		}
	}
}

// mdLink is a markdown link's target.
var mdLink = regexp.MustCompile(`\]\(([^)\s]+)\)`)

// TestDocLinks checks that every relative link of the documentation pages
// names a file or folder that exists.
func TestDocLinks(t *testing.T) {
	t.Chdir("..")
	for _, page := range docPages(t) {
		b, err := os.ReadFile(page)
		if err != nil {
			t.Fatal(err)
		}
		for i, line := range strings.Split(string(b), "\n") {
			for _, m := range mdLink.FindAllStringSubmatch(line, -1) {
				target, anchor, _ := strings.Cut(m[1], "#")
				if strings.Contains(target, "://") || strings.HasPrefix(target, "mailto:") {
					continue
				}
				file := page
				if target != "" {
					file = filepath.Join(filepath.Dir(page), target)
				}
				if _, err := os.Stat(file); err != nil {
					t.Errorf("%s:%d: link to %s: %v", page, i+1, m[1], err)
					continue
				}
				if anchor != "" && !slices.Contains(headingAnchors(t, file), anchor) {
					t.Errorf("%s:%d: link to %s: %s has no heading with that anchor", page, i+1, m[1], file)
				}
			}
		}
	}
}

// headingAnchors returns the anchors GitHub gives the headings of a
// markdown page: lower case, punctuation dropped, spaces as hyphens.
func headingAnchors(t *testing.T, file string) []string {
	b, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, line := range strings.Split(string(b), "\n") {
		h, ok := strings.CutPrefix(strings.TrimLeft(line, "#"), " ")
		if !ok || !strings.HasPrefix(line, "#") {
			continue
		}
		var a strings.Builder
		for _, r := range strings.ToLower(strings.TrimSpace(h)) {
			switch {
			case r == ' ':
				a.WriteRune('-')
			case r == '-' || r == '_' || unicode.IsLetter(r) || unicode.IsDigit(r):
				a.WriteRune(r)
			}
		}
		out = append(out, a.String())
	}
	return out
}
