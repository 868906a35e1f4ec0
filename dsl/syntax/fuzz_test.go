package syntax

import (
	"os"

	"github.com/thronescript/thronescript/dsl/diag"
	"path/filepath"
	"regexp"
	"testing"
)

// FuzzParse checks that the parser never panics or hangs and that every
// diagnostic lies inside the input. The seeds are the spec examples.
func FuzzParse(f *testing.F) {
	for _, s := range []string{"card 1 \"x\" {\n cost 3\n}\n", "a (b [c] d(e, f)) `g`", "}{)(][\"", "a {\n b { c\n"} {
		f.Add([]byte(s))
	}
	fence := regexp.MustCompile("(?s)```card(?:-error)?\n(.*?)```")
	docs, _ := filepath.Glob("../../spec/*.md")
	for _, d := range docs {
		b, err := os.ReadFile(d)
		if err != nil {
			continue
		}
		for _, m := range fence.FindAllSubmatch(b, -1) {
			f.Add(m[1])
		}
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		file, ds := ParseFile("fuzz.card", src)
		if file == nil {
			t.Fatal("nil file")
		}
		checkRanges(t, src, ds)
		checkAST(t, src, file)
	})
}

// checkAST verifies that every node's range lies inside the input, inside
// its parent's, and after its previous sibling.
func checkAST(t *testing.T, src []byte, f *File) {
	t.Helper()
	var values func([]*Value, diag.Range)
	values = func(vs []*Value, outer diag.Range) {
		siblings(t, "value", vs, outer, func(v *Value) diag.Range { return v.Range }, func(v *Value) { values(v.Items, v.Range) })
	}
	var stmts func([]*Stmt, diag.Range)
	stmts = func(ss []*Stmt, outer diag.Range) {
		siblings(t, "statement", ss, outer, func(s *Stmt) diag.Range { return s.Range }, func(s *Stmt) {
			values(s.Values, s.Range)
			if s.Block != nil {
				inside(t, "block", s.Block.Range, s.Range)
				stmts(s.Block.Stmts, s.Block.Range)
			}
		})
	}
	stmts(f.Stmts, whole(src))
}

func whole(src []byte) diag.Range { return diag.Range{End: diag.Pos{Offset: len(src)}} }

// siblings checks that the nodes (what) lie inside outer, each after the
// one before it, and checks each one's children.
func siblings[N any](t *testing.T, what string, ns []N, outer diag.Range, rangeOf func(N) diag.Range, children func(N)) {
	t.Helper()
	prev := outer.Start.Offset
	for _, n := range ns {
		r := rangeOf(n)
		inside(t, what, r, outer)
		if r.Start.Offset < prev {
			t.Fatalf("%s at %v before its sibling", what, r.Start)
		}
		prev = r.End.Offset
		children(n)
	}
}

// inside checks that r is a range within outer.
func inside(t *testing.T, what string, r, outer diag.Range) {
	t.Helper()
	if r.Start.Offset < outer.Start.Offset || r.End.Offset > outer.End.Offset || r.Start.Offset > r.End.Offset {
		t.Fatalf("%s range %v-%v outside %v-%v", what, r.Start, r.End, outer.Start, outer.End)
	}
}
