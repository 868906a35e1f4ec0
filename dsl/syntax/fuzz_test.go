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
	in := func(what string, r, outer diag.Range) {
		if r.Start.Offset < outer.Start.Offset || r.End.Offset > outer.End.Offset || r.Start.Offset > r.End.Offset {
			t.Fatalf("%s range %v-%v outside %v-%v", what, r.Start, r.End, outer.Start, outer.End)
		}
	}
	whole := diag.Range{End: diag.Pos{Offset: len(src)}}
	var values func([]*Value, diag.Range)
	values = func(vs []*Value, outer diag.Range) {
		prev := outer.Start.Offset
		for _, v := range vs {
			in("value", v.Range, outer)
			if v.Range.Start.Offset < prev {
				t.Fatalf("value at %v before its sibling", v.Range.Start)
			}
			prev = v.Range.End.Offset
			values(v.Items, v.Range)
		}
	}
	var stmts func([]*Stmt, diag.Range)
	stmts = func(ss []*Stmt, outer diag.Range) {
		prev := outer.Start.Offset
		for _, s := range ss {
			in("statement", s.Range, outer)
			if s.Range.Start.Offset < prev {
				t.Fatalf("statement at %v before its sibling", s.Range.Start)
			}
			prev = s.Range.End.Offset
			values(s.Values, s.Range)
			if s.Block != nil {
				in("block", s.Block.Range, s.Range)
				stmts(s.Block.Stmts, s.Block.Range)
			}
		}
	}
	stmts(f.Stmts, whole)
}
