package interp

import (
	"bufio"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/thronescript/thronescript/dsl/check"
	"github.com/thronescript/thronescript/dsl/diag"
	"github.com/thronescript/thronescript/dsl/syntax"
	"github.com/thronescript/thronescript/dsl/vocab"
)

// fixCard is a card with one ability whose body is body.
func fixCard(body string) string {
	return "card 90001 \"Fix\" {\n  event\n  faction stark\n  cost 0\n  action act {\n    target t character\n" + body + "\n  }\n}\n"
}

// checkFix checks src with the registry and applies the first fix of
// every diagnostic once.
func checkFix(t *testing.T, r *Registry, src string) (string, diag.Diagnostics) {
	t.Helper()
	f, ds := syntax.ParseFile("fix.card", []byte(src))
	if ds.HasErrors() {
		t.Fatalf("parse: %v", ds)
	}
	_, ds = check.Check([]*syntax.File{f}, r.CheckConfig())
	out, _ := diag.ApplyEdits([]byte(src), diag.FixEdits(ds, "fix.card"))
	return string(out), ds
}

// TestFixRules is the table of every fix rule: the old form is read with a
// warning (E0310) and no error, its fix writes the new form, and the new
// form checks with no diagnostic, so a second `throne fix` changes nothing.
// A rule without a row fails the test.
func TestFixRules(t *testing.T) {
	r := NewRegistry()
	rows := []struct{ name, old, new string }{
		{"give-strength", "    do give-strength t 2 until end-of-phase", "    do give t +2 strength until end-of-phase"},
		{"give-strength", "    do give-strength t (count character) ", "    do give t (count character) strength "},
		{"at-end-of-unsaveable", "    do at-end-of-unsaveable phase return-to-hand t", "    do at-end-of phase return-to-hand t cannot-be-saved"},
		{"sum-of", "    if sum-of 1 and (count character kneeling) >= 2\n    do kneel t", "    if (1 + (count character kneeling)) >= 2\n    do kneel t"},
		{"lose-icon-of-choice", "    do lose-icon-of-choice t until end-of-phase", "    do lose-icon t of-choice until end-of-phase"},
		{"gain-icon-of-choice", "    do gain-icon-of-choice t", "    do gain-icon t of-choice"},
		{"search-deck-other-than-named-by", "    do kneel t\n    do search-deck-other-than-named-by opponent", "    do kneel t\n    do name cardtype by opponent\n    do search-deck card not named"},
		{"name-card", "    do kneel t\n    do name-card by opponent", "    do kneel t\n    do name card by opponent"},
		{"with-trait-or-titled", "    do kneel each character one-of t with-trait-or-titled Knight \"Eddard Stark\"", "    do kneel each character one-of t (with-trait Knight or titled \"Eddard Stark\")"},
		{"controlled-by-controller-of", "    do kneel each character controlled-by-controller-of t kneeling", "    do kneel each character controlled-by controller-of t kneeling"},
		{"owned-by-owner-of", "    do kneel each character owned-by-owner-of t", "    do kneel each character owned-by owner-of t"},
		{"remove-from-game-facedown", "    do remove-from-game-facedown t", "    do remove-from-game t facedown"},
		{"lose-all-keywords", "    do lose-all-keywords t until end-of-phase", "    do lose-all keywords t until end-of-phase"},
		{"reduce-next-cost-of-kinds", "    do kneel t\n    do reduce-next-cost-of-kinds 3 marshal or play", "    do kneel t\n    do reduce-next-cost marshal or play 3"},
		{"reduce-next-cost-of-kinds", "    do kneel t\n    do reduce-next-cost-of-kinds (count character) play for event", "    do kneel t\n    do reduce-next-cost play (count character) for event"},
	}
	interrupt := []struct{ name, old, new string }{
		{"instead-random", "do instead-random plot-deck", "do substitute each card in plot-deck of you at-random"},
		{"retarget", "do retarget t", "do substitute t"},
	}
	seen := map[string]bool{}
	for _, row := range rows {
		seen[row.name] = true
		t.Run(row.name, func(t *testing.T) {
			src := fixCard(row.old)
			got, ds := checkFix(t, r, src)
			if ds.HasErrors() || len(ds) == 0 || ds[0].Code != check.CodeDeprecated {
				t.Fatalf("old form: want one E0310 warning, got:\n%s", diag.Text(ds, nil))
			}
			if want := fixCard(row.new); got != want {
				t.Fatalf("fixed:\n%s\nwant:\n%s", got, want)
			}
			again, ds := checkFix(t, r, got)
			if len(ds) > 0 || again != got {
				t.Fatalf("the new form is not clean (a second fix would change it):\n%s", diag.Text(ds, nil))
			}
		})
	}
	for _, row := range interrupt {
		seen[row.name] = true
		t.Run(row.name, func(t *testing.T) {
			card := func(do string) string {
				return "card 90001 \"Fix\" {\n  event\n  faction stark\n  cost 0\n  interrupt swap {\n    when-would effect-initiated by opponent\n    target t character\n    " + do + "\n  }\n}\n"
			}
			got, ds := checkFix(t, r, card(row.old))
			if ds.HasErrors() || !hasCode(ds, check.CodeDeprecated) {
				t.Fatalf("old form: want one E0310 warning, got:\n%s", diag.Text(ds, nil))
			}
			if want := card(row.new); got != want {
				t.Fatalf("fixed:\n%s\nwant:\n%s", got, want)
			}
			if _, ds := checkFix(t, r, got); ds.HasErrors() {
				t.Fatalf("the new form does not check:\n%s", diag.Text(ds, nil))
			}
		})
	}
	// rules with no mechanical replacement: an error that says what to write
	for _, row := range []struct{ name, body string }{
		{"same-controller", "    target u up-to 2 character same-controller\n    do kneel t\n    do kneel u"},
		{"ability-with-word", "    if ability-with-word \"search\"\n    do kneel t"},
	} {
		seen[row.name] = true
		_, ds := checkFix(t, r, fixCard(row.body))
		if len(ds) != 1 || ds[0].Code != check.CodeDeprecated || ds[0].Severity != diag.Error || ds[0].Hint == "" || len(ds[0].Fixes) > 0 {
			t.Errorf("%s: want one E0310 error with a hint and no fix, got:\n%s", row.name, diag.Text(ds, nil))
		}
	}
	for _, rule := range r.Rules() {
		if !seen[rule.Name] {
			t.Errorf("rule %s has no row in TestFixRules", rule.Name)
		}
	}
}

func hasCode(ds diag.Diagnostics, code string) bool {
	for _, d := range ds {
		if d.Code == code {
			return true
		}
	}
	return false
}

// TestReleasedWordsHaveRules reads the registry's words of each release
// (testdata/words/vN.txt): each is a word now, or a cost word now written
// as a payable effect of that name (effects as costs, version 2), or has
// a fix rule. A word that disappears without a rule fails it.
func TestReleasedWordsHaveRules(t *testing.T) {
	r := NewRegistry()
	kinds := map[string]vocab.Kind{}
	for _, k := range vocab.Kinds {
		kinds[k.String()] = k
	}
	rules := r.set
	for _, v := range vocab.Versions() {
		name := filepath.Join("testdata", "words", fmt.Sprintf("v%d.txt", v.N))
		f, err := os.Open(name)
		if err != nil {
			t.Fatalf("version %d: %v", v.N, err)
		}
		n := 0
		sc := bufio.NewScanner(f)
		for sc.Scan() {
			line := strings.TrimSpace(sc.Text())
			if line == "" || strings.HasPrefix(line, "#") {
				continue
			}
			kind, word, _ := strings.Cut(line, " ")
			k, ok := kinds[kind]
			if !ok {
				t.Fatalf("%s: unknown kind %q", name, kind)
			}
			n++
			switch {
			case r.set.Lookup(k, word) != nil:
			case k == vocab.KindCost && r.set.Lookup(vocab.KindEffect, word) != nil && r.set.Lookup(vocab.KindEffect, word).Payable:
			case rules.Rule(k, word) != nil:
			default:
				t.Errorf("version %d's %s %s is gone without a fix rule (interp/deprecated.go)", v.N, kind, word)
			}
		}
		f.Close()
		if n < 200 {
			t.Errorf("%s lists %d words; the registry had more than 200 in every release", name, n)
		}
	}
}

// TestAddedWordsInChangelog: every word of the registry that the last
// release (testdata/words/vN.txt of the newest version) did not have is
// named, in backquotes, in spec/changelog.md after that version's section,
// so a word added since is not a silent change of the language.
func TestAddedWordsInChangelog(t *testing.T) {
	vs := vocab.Versions()
	last := vs[len(vs)-1]
	data, err := os.ReadFile(filepath.Join("testdata", "words", fmt.Sprintf("v%d.txt", last.N)))
	if err != nil {
		t.Fatal(err)
	}
	released := map[string]bool{}
	for _, line := range strings.Split(string(data), "\n") {
		if line = strings.TrimSpace(line); line != "" && !strings.HasPrefix(line, "#") {
			released[line] = true
		}
	}
	log, err := os.ReadFile(filepath.Join("..", "spec", "changelog.md"))
	if err != nil {
		t.Fatal(err)
	}
	heading := fmt.Sprintf("\n## Version %d ", last.N)
	_, since, ok := strings.Cut(string(log), heading)
	if !ok {
		t.Fatalf("spec/changelog.md has no section %q", strings.TrimSpace(heading))
	}
	r := NewRegistry()
	for _, k := range vocab.Kinds {
		for _, e := range r.Entries(k) {
			if released[k.String()+" "+e.Name] {
				continue
			}
			if !strings.Contains(since, "`"+e.Name+"`") && !strings.Contains(since, "`"+e.Name+" ") {
				t.Errorf("the %s %s was added after version %d and spec/changelog.md does not name it (write `%s` in the section after version %d's)", k, e.Name, last.N, e.Name, last.N)
			}
		}
	}
}
