package diag

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

var codeShape = regexp.MustCompile(`^E0[1-9][0-9][0-9]$`)

// TestCodesUnique: every code is well formed, listed once, in order, with a
// meaning and the package that reports it.
func TestCodesUnique(t *testing.T) {
	seen := map[string]bool{}
	prev := ""
	for _, c := range Codes() {
		if !codeShape.MatchString(c.Code) {
			t.Errorf("%q is not a code (E0 and three digits, E01xx to E09xx)", c.Code)
		}
		if seen[c.Code] {
			t.Errorf("%s is listed twice", c.Code)
		}
		seen[c.Code] = true
		if c.Code <= prev {
			t.Errorf("%s comes after %s: keep the table in order", c.Code, prev)
		}
		prev = c.Code
		if c.Meaning == "" || c.Package == "" {
			t.Errorf("%s has no meaning or no package", c.Code)
		}
	}
	if Meaning("E0101") == "" || Meaning("E0000") != "" {
		t.Error("Meaning does not look codes up")
	}
	prev = ""
	for _, c := range Retired() {
		if !codeShape.MatchString(c.Code) || c.Meaning == "" || c.Package == "" {
			t.Errorf("retired %q: not a code, or no meaning or package", c.Code)
		}
		if seen[c.Code] {
			t.Errorf("%s is both in use and retired: a retired code is never reused", c.Code)
		}
		if c.Code <= prev {
			t.Errorf("retired %s comes after %s: keep the list in order", c.Code, prev)
		}
		prev = c.Code
		if Meaning(c.Code) != c.Meaning {
			t.Errorf("Meaning(%s) does not find the retired code", c.Code)
		}
	}
}

// codeInText finds codes written in Go string literals ("E0203",
// "error[E0902]: …").
var codeInText = regexp.MustCompile(`\bE[0-9]{4}\b`)

// TestEveryCodeIsInTheTable reads every Go file of the module: a code written
// in a string literal anywhere (code, tests) is in the table, and each
// table entry's package writes its code in a non-test file. So no package
// can use a code the table does not give it, and the table lists no code
// nobody reports. A retired code (Retired) may be named by a test, never by
// a non-test file.
func TestEveryCodeIsInTheTable(t *testing.T) {
	root := filepath.Join("..", "..")
	table := map[string]CodeInfo{}
	for _, c := range Codes() {
		table[c.Code] = c
	}
	retired := map[string]bool{}
	for _, c := range Retired() {
		retired[c.Code] = true
	}
	written := map[string]map[string]bool{} // code → packages writing it outside tests
	fset := token.NewFileSet()
	err := filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if p != root && (strings.HasPrefix(d.Name(), ".") || d.Name() == "testdata" || d.Name() == "node_modules") {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(p, ".go") {
			return nil
		}
		f, err := parser.ParseFile(fset, p, nil, parser.SkipObjectResolution)
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(root, filepath.Dir(p))
		pkg := filepath.ToSlash(rel)
		if pkg == "dsl/diag" && strings.HasPrefix(filepath.Base(p), "codes") {
			return nil // the table itself and its tests
		}
		test := strings.HasSuffix(p, "_test.go")
		ast.Inspect(f, func(n ast.Node) bool {
			lit, ok := n.(*ast.BasicLit)
			if !ok || lit.Kind != token.STRING {
				return true
			}
			s, err := strconv.Unquote(lit.Value)
			if err != nil {
				return true
			}
			for _, code := range codeInText.FindAllString(s, -1) {
				if retired[code] {
					if !test {
						t.Errorf("%s: %s is retired (dsl/diag/codes.go): no package reports it", fset.Position(lit.Pos()), code)
					}
					continue
				}
				if _, ok := table[code]; !ok {
					t.Errorf("%s: %s is not in the code table (dsl/diag/codes.go)", fset.Position(lit.Pos()), code)
				}
				if !test {
					if written[code] == nil {
						written[code] = map[string]bool{}
					}
					written[code][pkg] = true
				}
			}
			return true
		})
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range Codes() {
		if !written[c.Code][c.Package] {
			t.Errorf("%s: the table says %s reports it, but no non-test file there writes it (written in %v)", c.Code, c.Package, written[c.Code])
		}
	}
}
