package rules

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// TestEventTable ties the event table to the engine's source: every Ev
// constant of this package is in Events() and every entry is an Ev
// constant, each once; every event the engine raises is named by a
// constant (no string literal reaches newEvent, moveEvent, leaveGroup,
// tokenEvent, flip or an Event{Name: …}); every entry documents itself.
func TestEventTable(t *testing.T) {
	consts := map[string]string{} // value → constant name
	fset := token.NewFileSet()
	files, _ := filepath.Glob("*.go")
	var raised []string // literal event names found
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		af, err := parser.ParseFile(fset, f, src, 0)
		if err != nil {
			t.Fatal(err)
		}
		ast.Inspect(af, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.ValueSpec:
				for i, name := range n.Names {
					if !strings.HasPrefix(name.Name, "Ev") || i >= len(n.Values) {
						continue
					}
					if lit, ok := n.Values[i].(*ast.BasicLit); ok && lit.Kind == token.STRING {
						v, _ := strconv.Unquote(lit.Value)
						if prev, dup := consts[v]; dup {
							t.Errorf("%s and %s both name the event %q", prev, name.Name, v)
						}
						consts[v] = name.Name
					}
				}
			case *ast.CallExpr:
				sel, ok := n.Fun.(*ast.SelectorExpr)
				if !ok {
					return true
				}
				arg := -1
				switch sel.Sel.Name {
				case "newEvent", "moveEvent":
					arg = 0
				case "leaveGroup", "tokenEvent", "flip":
					arg = 1
				}
				if arg >= 0 && arg < len(n.Args) {
					if lit, ok := n.Args[arg].(*ast.BasicLit); ok && lit.Kind == token.STRING && lit.Value != `""` {
						raised = append(raised, fset.Position(lit.Pos()).String()+" "+lit.Value)
					}
				}
			case *ast.KeyValueExpr:
				if id, ok := n.Key.(*ast.Ident); ok && id.Name == "Name" {
					if lit, ok := n.Value.(*ast.BasicLit); ok && lit.Kind == token.STRING {
						raised = append(raised, fset.Position(lit.Pos()).String()+" "+lit.Value)
					}
				}
			}
			return true
		})
	}
	for _, r := range raised {
		t.Errorf("%s: an event named by a literal; declare an Ev constant and add it to the event table", r)
	}
	if len(consts) < 40 {
		t.Fatalf("found only %d Ev constants: the source scan is broken", len(consts))
	}
	seen := map[string]bool{}
	for _, e := range Events() {
		if seen[e.Name] {
			t.Errorf("event %q is twice in the table", e.Name)
		}
		seen[e.Name] = true
		if _, ok := consts[e.Name]; !ok {
			t.Errorf("event %q of the table is no Ev constant", e.Name)
		}
		if e.Doc == "" || e.Payload == "" {
			t.Errorf("event %q: the table needs its doc and payload", e.Name)
		}
		if !strings.HasPrefix(e.Example, "after "+e.Name) && !strings.HasPrefix(e.Example, "when "+e.Name) && !strings.HasPrefix(e.Example, "when-would "+e.Name) {
			t.Errorf("event %q: the example %q does not use it", e.Name, e.Example)
		}
	}
	for v, name := range consts {
		if !seen[v] {
			t.Errorf("%s (%q) is not in the event table (rules/event_table.go)", name, v)
		}
	}
}
