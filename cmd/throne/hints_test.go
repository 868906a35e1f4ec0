package main

import (
	"bytes"
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/thronescript/thronescript/dsl/vocab"
)

// hintCommand is a backquoted `throne …` command in a hint.
var hintCommand = regexp.MustCompile("`throne( [^`]*)?`")

// hintStrings returns the string constants the module's code uses as
// diagnostic hints: arguments of WithHint (and hintSuggest), values of `hint`/`Hint` fields
// and of variables named hint, with their places.
func hintStrings(t *testing.T, root string) map[string]string {
	t.Helper()
	out := map[string]string{} // text → place
	fset := token.NewFileSet()
	lit := func(e ast.Expr) {
		bl, ok := e.(*ast.BasicLit)
		if !ok || bl.Kind != token.STRING {
			return
		}
		s, err := strconv.Unquote(bl.Value)
		if err == nil {
			out[s] = fset.Position(bl.Pos()).String()
		}
	}
	isHint := func(e ast.Expr) bool {
		id, ok := e.(*ast.Ident)
		return ok && strings.EqualFold(id.Name, "hint")
	}
	err := filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && (d.Name() == "testdata" || (strings.HasPrefix(d.Name(), ".") && p != root)) {
			return filepath.SkipDir
		}
		if d.IsDir() || !strings.HasSuffix(p, ".go") || strings.HasSuffix(p, "_test.go") {
			return nil
		}
		f, err := parser.ParseFile(fset, p, nil, 0)
		if err != nil {
			return err
		}
		ast.Inspect(f, func(n ast.Node) bool {
			switch x := n.(type) {
			case *ast.CallExpr:
				if sel, ok := x.Fun.(*ast.SelectorExpr); ok && sel.Sel.Name == "WithHint" && len(x.Args) > 0 {
					lit(x.Args[0])
				}
				if sel, ok := x.Fun.(*ast.SelectorExpr); ok && sel.Sel.Name == "hintSuggest" && len(x.Args) > 3 {
					lit(x.Args[3]) // dsl/check's hint when no word is close
				}
			case *ast.KeyValueExpr:
				if isHint(x.Key) {
					lit(x.Value)
				}
			case *ast.AssignStmt:
				for i, l := range x.Lhs {
					if isHint(l) && i < len(x.Rhs) {
						lit(x.Rhs[i])
					}
				}
			}
			return true
		})
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// hintFixture makes a folder for the commands hints name: mycards/ and
// cards/ hold a card with an ability and its German text, de.po is
// exported from cards/.
func hintFixture(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	card := `card 90500 "Hint Tester" {
  character
  faction stark
  cost 2
  strength 2
  reaction r {
    after enters-play self
    do draw 1
  }
}

text de 90500 {
  title "Hinweisprüfer"
  ability r "<b>Reaktion:</b> Nachdem der Hinweisprüfer ins Spiel kommt, ziehe 1 Karte."
}
`
	for _, sub := range []string{"mycards", "cards"} {
		if err := os.MkdirAll(filepath.Join(dir, sub), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, sub, "tester.card"), []byte(card), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

// TestHintCommandsRun runs every `throne …` command a hint names, so no
// hint sends a user to a command that fails. Placeholders are filled in:
// `%s` with each vocabulary kind (the hint "`throne doc %s` lists the
// %ss" is formatted with one), `<word>` with a word.
func TestHintCommandsRun(t *testing.T) {
	hints := hintStrings(t, filepath.Join("..", ".."))
	cmds := map[string]string{} // command → place of its hint
	for text, place := range hints {
		for _, m := range hintCommand.FindAllStringSubmatch(text, -1) {
			cmd := strings.TrimSpace(m[1])
			var expanded []string
			switch {
			case strings.Contains(cmd, "%s"):
				for _, k := range vocab.Kinds {
					expanded = append(expanded, strings.ReplaceAll(cmd, "%s", k.String()))
				}
			case strings.Contains(cmd, "%"):
				t.Errorf("%s: hint command %q has a placeholder this test cannot fill", place, cmd)
				continue
			default:
				expanded = []string{strings.ReplaceAll(cmd, "<word>", "stark")}
			}
			for _, c := range expanded {
				cmds[c] = place
			}
		}
	}
	// the hints of today's code, so the search itself cannot silently break
	for _, want := range []string{"doc effect", "--help", "cards stark"} {
		if _, ok := cmds[want]; !ok {
			t.Errorf("no hint names `throne %s`; the search for hints is broken", want)
		}
	}
	var names []string
	for c := range cmds {
		names = append(names, c)
	}
	slices.Sort(names)
	dir := hintFixture(t)
	t.Chdir(dir)
	var out, errb bytes.Buffer
	if code := run([]string{"i18n", "export", "--lang", "de", "-o", "de.po", "cards"}, strings.NewReader(""), &out, &errb); code != 0 {
		t.Fatalf("making the fixture's de.po: exit %d\n%s%s", code, out.String(), errb.String())
	}
	for _, c := range names {
		t.Run(c, func(t *testing.T) {
			var out, errb bytes.Buffer
			if code := run(strings.Fields(c), strings.NewReader(""), &out, &errb); code != 0 {
				t.Errorf("`throne %s` (named by the hint at %s) exits %d:\n%s%s", c, cmds[c], code, out.String(), errb.String())
			}
		})
	}
}

// TestDocKindNamesFree: no word of the lists `throne doc` prints is named
// like a kind, which `throne doc WORD` would list instead of the word —
// unless `throne doc WORD` shows the word after the kind's list (the
// ability statement `cost`, the scenario word `rule`).
func TestDocKindNamesFree(t *testing.T) {
	d := newDocData()
	if len(d.kws) == 0 || len(d.areas) == 0 {
		t.Fatal("throne doc finds no keywords or areas")
	}
	ks := docKinds()
	for _, k := range ks {
		for _, n := range k.names(d) {
			if other, ok := kindNamed(ks, n); ok {
				var out, errb bytes.Buffer
				if run([]string{"doc", n}, strings.NewReader(""), &out, &errb) == 0 && n == other.name &&
					strings.Contains(out.String(), "\n"+k.name+" "+n+"\n") {
					continue
				}
				t.Errorf("%s %q is named like the kind %q: `throne doc %s` cannot show it", k.name, n, other.name, n)
			}
		}
	}
}
