package lsp

import (
	"slices"
	"sort"
	"strings"

	"github.com/thronescript/thronescript/dsl/check"
	"github.com/thronescript/thronescript/dsl/diag"
	"github.com/thronescript/thronescript/dsl/syntax"
	"github.com/thronescript/thronescript/interp"
)

// quickCheck answers an edit fast: it keeps the newest parse of every .card
// file and runs the checker (check.Check, as `throne check` does) over them,
// so the edited file's diagnostics go out before the Session's full rebuild
// (compiling cards, Lua hooks, scenarios) ends. The full result follows when
// it differs.
type quickCheck struct {
	reg    *interp.Registry
	files  map[string]*syntax.File
	syntax map[string]diag.Diagnostics
	// outlines are the files as the other files' context: ability bodies
	// and scenarios left out (see outline)
	outlines map[*syntax.File]*syntax.File
	// extra marks files whose last full check found more than the quick
	// one (compile or Lua diagnostics): their quick result is not shown,
	// so those diagnostics do not blink out and back.
	extra map[string]bool
}

func newQuickCheck(reg *interp.Registry, lib *interp.Library) *quickCheck {
	q := &quickCheck{reg: reg, files: map[string]*syntax.File{}, syntax: map[string]diag.Diagnostics{}, extra: map[string]bool{},
		outlines: map[*syntax.File]*syntax.File{}}
	if lib != nil {
		for _, f := range lib.Files {
			q.files[f.Name] = f
		}
	}
	return q
}

// update records new contents of a file (nil: removed).
func (q *quickCheck) update(path string, text *string) {
	if !strings.HasSuffix(path, ".card") {
		return
	}
	if old := q.files[path]; old != nil {
		delete(q.outlines, old)
	}
	if text == nil {
		delete(q.files, path)
		delete(q.syntax, path)
		return
	}
	f, ds := syntax.ParseFile(path, []byte(*text), syntax.MaxDiagnostics(diag.MaxPerFile))
	q.files[path], q.syntax[path] = f, ds
}

// run checks every file and returns the diagnostics of paths.
func (q *quickCheck) run(paths []string) map[string]diag.Diagnostics {
	want := map[string]bool{}
	for _, p := range paths {
		want[p] = true
	}
	names := make([]string, 0, len(q.files))
	for n := range q.files {
		names = append(names, n)
	}
	sortBuiltinFirst(names)
	files := make([]*syntax.File, 0, len(names))
	for _, n := range names {
		f := q.files[n]
		if !want[n] {
			o := q.outlines[f]
			if o == nil {
				o = outline(f)
				q.outlines[f] = o
			}
			f = o
		}
		files = append(files, f)
	}
	_, ds := check.Check(files, check.Config{Vocab: q.reg.Vocab(), Replaceable: isBuiltin, MaxPerFile: diag.MaxPerFile})
	out := map[string]diag.Diagnostics{}
	for _, p := range paths {
		out[p] = append(diag.Diagnostics(nil), q.syntax[p]...)
	}
	for _, d := range ds {
		if want[d.Subject.Start.Filename] {
			out[d.Subject.Start.Filename] = append(out[d.Subject.Start.Filename], d)
		}
	}
	for _, list := range out {
		list.Sort()
	}
	return out
}

// outline is a file as context for checking another: what other files may
// name (keywords, packs, cycles, cards with their fields and ability ids)
// without what only concerns the file itself (ability bodies, scenarios).
// The diagnostics of an edited file come out the same; the full check that
// follows corrects any difference.
func outline(f *syntax.File) *syntax.File {
	o := &syntax.File{Name: f.Name, Range: f.Range}
	for _, st := range f.Stmts {
		switch st.Word {
		case "scenario":
			continue
		case "card":
			if st.Block != nil {
				c := *st
				b := *st.Block
				b.Stmts = nil
				for _, x := range st.Block.Stmts {
					if x.Block != nil && check.IsAbilityKind(x.Word, false) {
						y := *x
						y.Block = &syntax.Block{Range: x.Block.Range}
						x = &y
					}
					b.Stmts = append(b.Stmts, x)
				}
				c.Block = &b
				st = &c
			}
		}
		o.Stmts = append(o.Stmts, st)
	}
	return o
}

// isBuiltin reports whether a file name is the embedded library's: its
// cards and keywords may be replaced by the workspace's.
func isBuiltin(file string) bool { return strings.HasPrefix(file, interp.BuiltinPrefix) }

// snapshot returns the newest parse of every file, built-in first.
func (q *quickCheck) snapshot() []*syntax.File {
	names := make([]string, 0, len(q.files))
	for n := range q.files {
		names = append(names, n)
	}
	sortBuiltinFirst(names)
	out := make([]*syntax.File, len(names))
	for i, n := range names {
		out[i] = q.files[n]
	}
	return out
}

// sortBuiltinFirst orders file names as the Session does: the built-in
// library's first.
func sortBuiltinFirst(names []string) {
	sort.Slice(names, func(i, j int) bool {
		bi, bj := isBuiltin(names[i]), isBuiltin(names[j])
		if bi != bj {
			return bi
		}
		return names[i] < names[j]
	})
}

// sameDiags reports whether two sorted lists say the same.
func sameDiags(a, b diag.Diagnostics) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		x, y := a[i], b[i]
		if x.Code != y.Code || x.Summary != y.Summary || x.Hint != y.Hint || x.Detail != y.Detail || x.Severity != y.Severity || x.Subject != y.Subject ||
			!slices.EqualFunc(x.Fixes, y.Fixes, func(f, g diag.Fix) bool { return f.Title == g.Title && slices.Equal(f.Edits, g.Edits) }) {
			return false
		}
	}
	return true
}
