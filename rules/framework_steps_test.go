package rules

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// TestFrameworkStepsListed keeps FrameworkSteps equal to the steps the
// engine runs Framework abilities at: every RunStep and runCardStep call
// and every comparison with Ability.Step in the package's code names a
// listed step, and every listed step is run somewhere.
func TestFrameworkStepsListed(t *testing.T) {
	consts := map[string]string{} // constant name → value
	used := map[string]bool{}
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	fset := token.NewFileSet()
	var parsed []*ast.File
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		af, err := parser.ParseFile(fset, f, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		parsed = append(parsed, af)
		for _, d := range af.Decls {
			if gd, ok := d.(*ast.GenDecl); ok && gd.Tok == token.CONST {
				for _, sp := range gd.Specs {
					vs := sp.(*ast.ValueSpec)
					for i, n := range vs.Names {
						if i < len(vs.Values) {
							if bl, ok := vs.Values[i].(*ast.BasicLit); ok && bl.Kind == token.STRING {
								consts[n.Name], _ = strconv.Unquote(bl.Value)
							}
						}
					}
				}
			}
		}
	}
	value := func(e ast.Expr) string {
		switch x := e.(type) {
		case *ast.Ident:
			if v, ok := consts[x.Name]; ok {
				return v
			}
		case *ast.BasicLit:
			v, _ := strconv.Unquote(x.Value)
			return v
		}
		t.Errorf("%s: a step that is not a constant string", fset.Position(e.Pos()))
		return ""
	}
	// isStep: an Ability's Step field (g.Step is the Game's current step)
	isStep := func(e ast.Expr) bool {
		sel, ok := e.(*ast.SelectorExpr)
		if !ok || sel.Sel.Name != "Step" {
			return false
		}
		recv, ok := sel.X.(*ast.Ident)
		return !ok || recv.Name != "g"
	}
	for _, af := range parsed {
		ast.Inspect(af, func(n ast.Node) bool {
			switch x := n.(type) {
			case *ast.CallExpr:
				if sel, ok := x.Fun.(*ast.SelectorExpr); ok && (sel.Sel.Name == "RunStep" || sel.Sel.Name == "runCardStep") && len(x.Args) > 0 {
					if _, isParam := x.Args[0].(*ast.Ident); isParam && consts[x.Args[0].(*ast.Ident).Name] == "" {
						return true // the functions' own parameter, or a step a keyword definition adds (keyword_steps.go)
					}
					used[value(x.Args[0])] = true
				}
			case *ast.BinaryExpr:
				if (x.Op == token.EQL || x.Op == token.NEQ) && isStep(x.X) {
					if id, ok := x.Y.(*ast.Ident); ok && consts[id.Name] == "" {
						return true
					}
					used[value(x.Y)] = true
				}
			}
			return true
		})
	}
	var listed []string
	for _, s := range FrameworkSteps() {
		listed = append(listed, s.Name)
		if s.When == "" {
			t.Errorf("step %s: no description", s.Name)
		}
		if !used[s.Name] {
			t.Errorf("step %s is listed but the engine never runs Framework abilities at it", s.Name)
		}
	}
	for u := range used {
		if !slices.Contains(listed, u) {
			t.Errorf("the engine runs Framework abilities at step %q, which FrameworkSteps does not list", u)
		}
	}
}
