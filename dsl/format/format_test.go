package format

import (
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/thronescript/thronescript/dsl/syntax"
)

func fmtString(t *testing.T, src string) string {
	t.Helper()
	f, ds := syntax.ParseFile("t.card", []byte(src))
	if ds.HasErrors() {
		t.Fatalf("parse: %v", ds)
	}
	return string(File(f))
}

func TestFormat(t *testing.T) {
	tests := []struct{ name, in, want string }{
		{"indent and spacing", "card   01 \"A\"{\n    character\n\tcost 3\n}\n", "card 01 \"A\" {\n  character\n  cost 3\n}\n"},
		{"one-line block kept", "pack TSC \"The Shadow City\" { cycle x; number 1 }\n", "pack TSC \"The Shadow City\" { cycle x; number 1 }\n"},
		{"joined statements kept", "card 1 \"P\" {\n  income 5;initiative 0 ; claim 1\n}\n", "card 1 \"P\" {\n  income 5; initiative 0; claim 1\n}\n"},
		{"empty block", "keyword x {\n}\n", "keyword x {}\n"},
		{"nested one-line block expands", "a { b { c } }\n", "a {\n  b { c }\n}\n"},
		{"blank lines collapse", "a\n\n\n\nb\n", "a\n\nb\n"},
		{"no blank at block edges", "a {\n\n  b\n\n}\n", "a {\n  b\n}\n"},
		{"group joined", "do draw (count character\n   controlled-by you)\n", "do draw (count character controlled-by you)\n"},
		{"calls and commas", "keywords shadow( 2 ) f(a,b)\n", "keywords shadow(2) f(a, b)\n"},
		{"strings requoted", "title \"a\\\"b\\\\\tc\"\n", "title \"a\\\"b\\\\\\tc\"\n"},
		{"raw kept", "lua `\n  x = 1\n`\n", "lua `\n  x = 1\n`\n"},
		{"comments", "# head\n\ncard 1 \"A\" { # open\n  # lead\n  cost 1 # cost\n  strength 22 # str\n  # tail\n} # close\n# end\n",
			"# head\n\ncard 1 \"A\" {  # open\n  # lead\n  cost 1       # cost\n  strength 22  # str\n  # tail\n}  # close\n# end\n"},
		{"long one-line block expands", "a { " + strings.Repeat("word ", 25) + "; b }\n", "a {\n  " + strings.TrimSpace(strings.Repeat("word ", 25)) + "\n  b\n}\n"},
		{"semicolon after block splits", "a { b }; c\n", "a { b }\nc\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := fmtString(t, tt.in)
			if got != tt.want {
				t.Errorf("got\n%s\nwant\n%s", got, tt.want)
			}
			if again := fmtString(t, got); again != got {
				t.Errorf("not idempotent:\n%s\nthen\n%s", got, again)
			}
		})
	}
}

// moduleRoot finds the directory holding go.mod.
func moduleRoot(t *testing.T) string {
	dir, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			return dir
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			t.Fatal("no go.mod above the test")
		}
		dir = parent
	}
}

// checkIdempotent formats src twice and compares, and checks that formatting
// keeps every statement word, value and comment.
func checkIdempotent(t *testing.T, name string, src []byte) {
	f, ds := syntax.ParseFile(name, src)
	if ds.HasErrors() {
		return // files with syntax errors are not formatted
	}
	once := File(f)
	f2, ds := syntax.ParseFile(name, once)
	if ds.HasErrors() {
		t.Errorf("%s: formatted output does not parse: %v", name, ds)
		return
	}
	twice := File(f2)
	if string(once) != string(twice) {
		t.Errorf("%s: fmt is not idempotent:\n--- once\n%s\n--- twice\n%s", name, once, twice)
	}
	if a, b := words(f), words(f2); a != b {
		t.Errorf("%s: formatting changed the content", name)
	}
	if len(f.Comments) != len(f2.Comments) {
		t.Errorf("%s: %d comments became %d", name, len(f.Comments), len(f2.Comments))
	}
}

func words(f *syntax.File) string {
	var b strings.Builder
	var walk func([]*syntax.Stmt)
	walk = func(ss []*syntax.Stmt) {
		for _, s := range ss {
			b.WriteString(stmtHead(s, 0))
			b.WriteByte('\n')
			if s.Block != nil {
				b.WriteString("{\n")
				walk(s.Block.Stmts)
				b.WriteString("}\n")
			}
		}
	}
	walk(f.Stmts)
	return b.String()
}

// TestIdempotentRepo formats every .card file in the module and every card
// example of the spec twice.
func TestIdempotentRepo(t *testing.T) {
	root := moduleRoot(t)
	n := 0
	err := filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && (d.Name() == ".git" || d.Name() == "node_modules") {
			return filepath.SkipDir
		}
		if d.IsDir() || !strings.HasSuffix(p, ".card") {
			return nil
		}
		b, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		n++
		checkIdempotent(t, p, b)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	fence := regexp.MustCompile("(?s)```card\n(.*?)```")
	docs, _ := filepath.Glob(filepath.Join(root, "spec", "*.md"))
	for _, d := range docs {
		b, err := os.ReadFile(d)
		if err != nil {
			t.Fatal(err)
		}
		for i, m := range fence.FindAllSubmatch(b, -1) {
			n++
			checkIdempotent(t, d+"#"+string(rune('0'+i%10)), m[1])
		}
	}
	if n == 0 {
		t.Fatal("no .card files found")
	}
	t.Logf("%d files and examples formatted twice", n)
}

// TestNestingIsBounded: the printer recurses at most syntax.MaxDepth levels.
// The deepest file the parser reads (blocks and brackets, syntax.MaxDepth
// levels together) prints whole; a tree ten times deeper, which only a
// program can build, prints its first syntax.MaxDepth levels and `…` for
// the rest (it printed every level: the walk had no bound).
func TestNestingIsBounded(t *testing.T) {
	half := syntax.MaxDepth / 2
	deepest := strings.Repeat("a {\n", half) + "b " + strings.Repeat("(", syntax.MaxDepth-half) + "x" +
		strings.Repeat(")", syntax.MaxDepth-half) + "\n" + strings.Repeat("}\n", half)
	got := fmtString(t, deepest)
	if strings.Contains(got, "…") || strings.Count(got, "(") != syntax.MaxDepth-half || strings.Count(got, "{") != half {
		t.Errorf("the deepest parsed file did not print whole:\n%s", got)
	}

	n := 10 * syntax.MaxDepth
	v := &syntax.Value{Kind: syntax.WordValue, Text: "x"}
	for i := 0; i < n; i++ {
		v = &syntax.Value{Kind: syntax.ParenValue, Items: []*syntax.Value{v}}
	}
	s := &syntax.Stmt{Word: "b", Values: []*syntax.Value{v}}
	for i := 0; i < n; i++ {
		s = &syntax.Stmt{Word: "a", Block: &syntax.Block{Stmts: []*syntax.Stmt{s}}}
	}
	out := string(File(&syntax.File{Stmts: []*syntax.Stmt{s}}))
	if c := strings.Count(out, "{"); c > syntax.MaxDepth+1 {
		t.Errorf("%d blocks printed of a tree %d deep", c, n)
	}
	if !strings.Contains(out, "…") {
		t.Errorf("the cut is not marked")
	}
	inner := &syntax.File{Stmts: []*syntax.Stmt{{Word: "b", Values: []*syntax.Value{v}}}}
	if c := strings.Count(string(File(inner)), "("); c > syntax.MaxDepth+1 {
		t.Errorf("%d brackets printed of a value %d deep", c, n)
	}
}
