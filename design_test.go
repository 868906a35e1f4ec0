package thronescript_test

import (
	"bufio"
	"errors"
	"fmt"
	"go/ast"
	"go/build"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

const module = "github.com/thronescript/thronescript"

// designEdges reads the allowed imports from the ```imports block of
// DESIGN.md ("from -> to" per line, module-relative paths).
func designEdges(t *testing.T) map[string]bool {
	t.Helper()
	f, err := os.Open("DESIGN.md")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	edges := map[string]bool{}
	in, found := false, false
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		switch {
		case line == "```imports":
			in, found = true, true
		case in && line == "```":
			in = false
		case in && line != "":
			from, to, ok := strings.Cut(line, " -> ")
			if !ok || strings.ContainsAny(from+to, " \t") {
				t.Fatalf("DESIGN.md:%d: %q is not `from -> to`", n, line)
			}
			edges[from+" -> "+to] = true
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	if !found {
		t.Fatal("DESIGN.md has no ```imports block")
	}
	return edges
}

// moduleEdges lists the imports between the module's packages (test files
// excluded) and the packages, read from the Go files by go/build (so go
// test notices when they change).
func moduleEdges(t *testing.T) (edges, pkgs map[string]bool) {
	t.Helper()
	edges, pkgs = map[string]bool{}, map[string]bool{}
	err := filepath.WalkDir(".", func(dir string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if !d.IsDir() {
			return nil
		}
		if dir != "." && (strings.HasPrefix(d.Name(), ".") || strings.HasPrefix(d.Name(), "_") || d.Name() == "testdata" || d.Name() == "node_modules") {
			return filepath.SkipDir
		}
		pkg, err := build.ImportDir(dir, 0)
		if err != nil {
			var noGo *build.NoGoError
			if errors.As(err, &noGo) {
				return nil
			}
			return err
		}
		from := filepath.ToSlash(dir)
		if len(pkg.GoFiles) > 0 {
			pkgs[from] = true
		}
		for _, imp := range pkg.Imports {
			if to, ok := strings.CutPrefix(imp, module+"/"); ok {
				edges[from+" -> "+to] = true
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return edges, pkgs
}

// TestImportGraph: the imports between the module's packages are exactly
// the ones DESIGN.md allows.
func TestImportGraph(t *testing.T) {
	allowed := designEdges(t)
	real, _ := moduleEdges(t)
	var extra, gone []string
	for e := range real {
		if !allowed[e] {
			extra = append(extra, e)
		}
	}
	for e := range allowed {
		if !real[e] {
			gone = append(gone, e)
		}
	}
	slices.Sort(extra)
	slices.Sort(gone)
	for _, e := range extra {
		t.Errorf("import %s is not in DESIGN.md's imports block: remove it, or list it there with a reason in the package table", e)
	}
	for _, e := range gone {
		t.Errorf("DESIGN.md lists import %s, which no package has any more: remove the line", e)
	}
}

// designRows reads the package column of DESIGN.md's package table (the
// table headed `| package | job |`), top to bottom.
func designRows(t *testing.T) []string {
	t.Helper()
	data, err := os.ReadFile("DESIGN.md")
	if err != nil {
		t.Fatal(err)
	}
	var rows []string
	in := false
	for _, line := range strings.Split(string(data), "\n") {
		switch {
		case strings.HasPrefix(line, "| package | job |"):
			in = true
		case in && strings.HasPrefix(line, "|---"):
		case in && strings.HasPrefix(line, "| `"):
			cell, _, _ := strings.Cut(strings.TrimPrefix(line, "| `"), "`")
			rows = append(rows, cell)
		case in:
			return rows
		}
	}
	if len(rows) == 0 {
		t.Fatal("DESIGN.md has no package table (| package | job |)")
	}
	return rows
}

// orderErrors checks edges ("from -> to") against the order of the
// package table's rows: a package imports only packages below its row. A
// package without a row of its own is placed at the row of the nearest
// folder above it that has one (lua/internal/pm at lua's); imports within
// one row are allowed. It returns one message per edge that points up the
// list and per package with no row.
func orderErrors(rows []string, edges []string) []string {
	rank := map[string]int{}
	for i, r := range rows {
		rank[r] = i
	}
	rowOf := func(p string) (string, bool) {
		for q := p; q != "."; q = path.Dir(q) {
			if _, ok := rank[q]; ok {
				return q, true
			}
		}
		return "", false
	}
	var out []string
	for _, e := range edges {
		from, to, _ := strings.Cut(e, " -> ")
		rf, okf := rowOf(from)
		rt, okt := rowOf(to)
		switch {
		case !okf:
			out = append(out, fmt.Sprintf("import %s: %s has no row in DESIGN.md's package table (nor has a folder above it)", e, from))
		case !okt:
			out = append(out, fmt.Sprintf("import %s: %s has no row in DESIGN.md's package table (nor has a folder above it)", e, to))
		case rank[rt] < rank[rf]:
			out = append(out, fmt.Sprintf("import %s points up DESIGN.md's package table: %s (row %d) is above %s (row %d), and a package imports only packages below it; move %s's row above %s's (if the order is wrong), or change the import",
				e, rt, rank[rt]+1, rf, rank[rf]+1, rf, rt))
		}
	}
	slices.Sort(out)
	return out
}

func TestOrderErrors(t *testing.T) {
	rows := []string{"cmd/throne", "interp", "lua", "deck", "dsl/diag"}
	for _, tc := range []struct {
		edges []string
		want  string
	}{
		{[]string{"cmd/throne -> interp", "interp -> deck", "lua -> dsl/diag", "lua -> lua/internal/pm", "lua/internal/pm -> dsl/diag"}, ""},
		// the edge TestImportGraph let pass: interp's row was below deck's
		{[]string{"deck -> interp"}, "import deck -> interp points up DESIGN.md's package table: interp (row 2) is above deck (row 4), and a package imports only packages below it; move deck's row above interp's (if the order is wrong), or change the import"},
		{[]string{"lua/internal/pm -> interp"}, "import lua/internal/pm -> interp points up DESIGN.md's package table: interp (row 2) is above lua (row 3), and a package imports only packages below it; move lua's row above interp's (if the order is wrong), or change the import"},
		{[]string{"web -> interp"}, "import web -> interp: web has no row in DESIGN.md's package table (nor has a folder above it)"},
	} {
		if got := strings.Join(orderErrors(rows, tc.edges), "\n"); got != tc.want {
			t.Errorf("orderErrors(%q) =\n%s\nwant\n%s", tc.edges, got, tc.want)
		}
	}
}

// TestImportOrder: every import between the module's packages, and every
// one DESIGN.md lists, points down the package table.
func TestImportOrder(t *testing.T) {
	real, _ := moduleEdges(t)
	for e := range designEdges(t) {
		real[e] = true
	}
	var edges []string
	for e := range real {
		edges = append(edges, e)
	}
	for _, msg := range orderErrors(designRows(t), edges) {
		t.Error(msg)
	}
}

// TestPackagesInDesign: every package of the module is named (as `path`) in
// DESIGN.md's package table.
func TestPackagesInDesign(t *testing.T) {
	design, err := os.ReadFile("DESIGN.md")
	if err != nil {
		t.Fatal(err)
	}
	_, pkgs := moduleEdges(t)
	for p := range pkgs {
		if !strings.Contains(string(design), "`"+p+"`") {
			t.Errorf("package %s is not in DESIGN.md's package table", p)
		}
	}
}

// registerTables are the vocabulary's register tables whose rows name
// their functions (issue 35: their bodies had grown to 440 lines of
// anonymous functions), by file and function.
var registerTables = []struct{ file, fn string }{
	{"interp/movement.go", "registerMovement"},
	{"interp/values.go", "registerValues"},
	{"interp/filters.go", "registerFilters"},
	{"interp/costs.go", "registerCosts"},
	{"lua/game.go", "gameMethods"},
}

// funcLits lists the places of the function literals in the body of the
// function fn of a Go source (missing: fn is not declared there).
func funcLits(name string, src any, fn string) (places []string, missing bool, err error) {
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, name, src, 0)
	if err != nil {
		return nil, false, err
	}
	for _, d := range f.Decls {
		fd, ok := d.(*ast.FuncDecl)
		if !ok || fd.Name.Name != fn || fd.Body == nil {
			continue
		}
		ast.Inspect(fd.Body, func(n ast.Node) bool {
			if lit, ok := n.(*ast.FuncLit); ok {
				places = append(places, fset.Position(lit.Pos()).String())
			}
			return true
		})
		return places, false, nil
	}
	return nil, true, nil
}

// TestRegisterTablesNameFunctions: each register table is rows whose
// handlers are named functions: no function literal in its body.
func TestRegisterTablesNameFunctions(t *testing.T) {
	for _, tc := range []struct {
		src  string
		want int
	}{
		{"package p\nfunc registerX(r *R) { r.addWords([]word{{pattern: \"a\", value: aValue}}) }", 0},
		{"package p\nfunc registerX(r *R) { r.value(\"a\", \"\", \"\", func(b *B, a *A) V { return nil }) }", 1},
	} {
		got, _, err := funcLits("x.go", tc.src, "registerX")
		if err != nil || len(got) != tc.want {
			t.Errorf("funcLits(%q) = %v, %v; want %d", tc.src, got, err, tc.want)
		}
	}
	for _, rt := range registerTables {
		lits, missing, err := funcLits(rt.file, nil, rt.fn)
		switch {
		case err != nil:
			t.Error(err)
		case missing:
			t.Errorf("%s declares no %s: update registerTables", rt.file, rt.fn)
		}
		for _, at := range lits {
			t.Errorf("%s: a function literal in %s: name the row's function (a register table's rows name their handlers)", at, rt.fn)
		}
	}
}
