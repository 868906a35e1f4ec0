package messages_test

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/thronescript/thronescript/i18n/messages"
	"github.com/thronescript/thronescript/rules"
)

// dynamicLogs are the log calls whose template is not one literal, with
// every template they can write (the test requires each in the catalog)
// or why they are not catalog texts.
var dynamicLogs = map[string]func() []string{
	// additional-phase: one template per phase.
	"interp/phases.go": func() []string {
		var out []string
		for ph := rules.Phase(0); ph.String() != "?"; ph++ {
			out = append(out, "following this phase, there is an additional "+ph.String()+" phase")
		}
		return out
	},
	// log-line and log-as: the card's template (scanned in cards/).
	"interp/events.go": nil,
	// g:log of a Lua hook: the hook's literal (scanned in cards/).
	"interp/luahost.go": nil,
}

// TestEveryLogTemplateInCatalog: every template the engine, the
// interpreter, a card (log-as, log-line) or a Lua hook (g:log) can write
// to the log is a text of the English catalog's [custom] section, so
// `throne i18n check --messages` lists it for every other catalog and no
// log line is outside the catalogs.
func TestEveryLogTemplateInCatalog(t *testing.T) {
	en := catalogKeys(t, messages.CatalogSource("en"))["custom"]
	var missing []string
	need := func(where, tmpl string) {
		if _, ok := en[tmpl]; !ok {
			missing = append(missing, where+": [custom] "+tmpl)
		}
	}
	n := 0
	for _, dir := range []string{"rules", "interp"} {
		fset := token.NewFileSet()
		pkgs, err := parser.ParseDir(fset, filepath.Join("..", "..", dir), func(fi fs.FileInfo) bool { return !strings.HasSuffix(fi.Name(), "_test.go") }, 0)
		if err != nil {
			t.Fatal(err)
		}
		for _, pkg := range pkgs {
			for name, f := range pkg.Files {
				file := dir + "/" + filepath.Base(name)
				ast.Inspect(f, func(nd ast.Node) bool {
					switch x := nd.(type) {
					case *ast.CallExpr:
						sel, ok := x.Fun.(*ast.SelectorExpr)
						if !ok || sel.Sel.Name != "Logf" && sel.Sel.Name != "LogfWord" || len(x.Args) < 2 {
							return true
						}
						if lit, ok := x.Args[1].(*ast.BasicLit); ok && lit.Kind == token.STRING {
							s, _ := strconv.Unquote(lit.Value)
							need(file, s)
							n++
							return true
						}
						exp, known := dynamicLogs[file]
						if !known {
							t.Errorf("%s: a Logf whose template is not a literal: list what it writes in dynamicLogs", fset.Position(x.Pos()))
						}
						if exp != nil {
							for _, s := range exp() {
								need(file, s)
								n++
							}
						}
					case *ast.AssignStmt:
						// ev.Kind = "{actor} places …": a custom entry's template
						for i, l := range x.Lhs {
							if sel, ok := l.(*ast.SelectorExpr); ok && sel.Sel.Name == "Kind" && i < len(x.Rhs) {
								if lit, ok := x.Rhs[i].(*ast.BasicLit); ok && lit.Kind == token.STRING && strings.Contains(lit.Value, "{") {
									s, _ := strconv.Unquote(lit.Value)
									need(file, s)
									n++
								}
							}
						}
					}
					return true
				})
			}
		}
	}
	cardLog := regexp.MustCompile(`(?m)^\s*(?:then\s+|do\s+)?(?:log-as|log-line)\s+("(?:[^"\\]|\\.)*")`)
	luaLog := regexp.MustCompile(`g:log\(\s*("(?:[^"\\]|\\.)*")`)
	err := filepath.WalkDir(filepath.Join("..", "..", "cards"), func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		re := cardLog
		switch {
		case strings.HasSuffix(p, ".lua"):
			re = luaLog
		case strings.HasSuffix(p, ".card") && !strings.HasSuffix(p, ".scenarios.card"):
		default:
			return nil
		}
		src, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		for _, m := range re.FindAllSubmatch(src, -1) {
			s, err := strconv.Unquote(string(m[1]))
			if err != nil {
				t.Errorf("%s: %s: %v", p, m[1], err)
				continue
			}
			if re == luaLog {
				s = "[{card}] " + s // a hook's line names its card first (interp's hookLogLine)
			}
			need(filepath.ToSlash(p), s)
			n++
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if n < 20 {
		t.Fatalf("only %d templates found: the scan is broken", n)
	}
	missing = append(missing, missingLabels(t)...)
	sort.Strings(missing)
	for _, m := range missing {
		t.Errorf("not in catalog.en.txt: %s", m)
	}
}

// missingLabels lists the options and named words of the cards (the
// labels of choose-one and name, a hook's choose_text) that the English
// catalog's [words] lacks as chooses.<label> or names.<label>: the log
// writes them ("Stark chooses Draw"), so a catalog translates them. A
// line with a condition of its own (`do choose-one A B if …`, its words
// not read as labels) counts too, and so does an `else` line.
func missingLabels(t *testing.T) []string {
	words := catalogKeys(t, messages.CatalogSource("en"))["words"]
	stmt := regexp.MustCompile(`(?m)^[ \t]*(?:do|then|else)[ \t]+(choose-one(?:-by[ \t]+\S+)?|name[ \t]+(?:trait|cardtype)(?:[ \t]+by[ \t]+\S+)?)((?:[ \t]+(?:"[^"]*"|[A-Za-z][\w-]*))*)(?:[ \t]+if[ \t].*)?[ \t]*$`)
	label := regexp.MustCompile(`"[^"]*"|[A-Za-z][\w-]*`)
	luaText := regexp.MustCompile(`choose_text\([^,]+,\s*\{([^}]*)\}`)
	var out []string
	found := 0
	_ = filepath.WalkDir(filepath.Join("..", "..", "cards"), func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || strings.HasSuffix(p, ".scenarios.card") {
			return err
		}
		src, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		check := func(msg, l string) {
			found++
			if uq, err := strconv.Unquote(l); err == nil {
				l = uq
			}
			if _, ok := words[msg+"."+l]; !ok {
				out = append(out, filepath.ToSlash(p)+": [words] "+msg+"."+l)
			}
		}
		switch {
		case strings.HasSuffix(p, ".card"):
			for _, m := range stmt.FindAllSubmatch(src, -1) {
				msg := "chooses"
				if strings.HasPrefix(string(m[1]), "name") {
					msg = "names"
				}
				for _, l := range label.FindAllString(string(m[2]), -1) {
					if l == "if" {
						break // the line's own condition follows
					}
					check(msg, l)
				}
			}
		case strings.HasSuffix(p, ".lua"):
			for _, m := range luaText.FindAllSubmatch(src, -1) {
				for _, l := range regexp.MustCompile(`"[^"]*"`).FindAllString(string(m[1]), -1) {
					check("chooses", l)
				}
			}
		}
		return nil
	})
	if found < 20 {
		t.Errorf("only %d option labels found: the scan is broken", found)
	}
	// the challenge types a lose/gain-icon choice offers, the card types
	// name cardtype offers
	for _, w := range []string{"military", "intrigue", "power"} {
		if _, ok := words["chooses."+w]; !ok {
			out = append(out, "interp/modifiers.go: [words] chooses."+w)
		}
	}
	for _, w := range []string{"character", "location", "attachment", "event"} {
		if _, ok := words["names."+w]; !ok {
			out = append(out, "interp/naming.go: [words] names."+w)
		}
	}
	return out
}
