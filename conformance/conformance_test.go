package conformance_test

import (
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/thronescript/thronescript/conformance"
	"github.com/thronescript/thronescript/internal/gametest"
	"github.com/thronescript/thronescript/scenario"
)

// TestConformance runs every scenario of this folder and holds README.md
// to the results. A case the table lists as ours must fail (when it
// passes, the divergence is fixed: remove its row); an unlisted case must
// pass. Every scenario, table row and case not rewritten names a case of
// peer-cases.txt, at most once, and a scenario lives in the file of the
// spec its name begins with. The README's figures line must say what the
// run counted.
func TestConformance(t *testing.T) {
	readme, err := os.ReadFile("README.md")
	if err != nil {
		t.Fatal(err)
	}
	rows, err := conformance.ReadTable(readme)
	if err != nil {
		t.Fatal(err)
	}
	skipped, err := conformance.ReadNotRewritten(readme)
	if err != nil {
		t.Fatal(err)
	}
	pc, err := os.ReadFile("peer-cases.txt")
	if err != nil {
		t.Fatal(err)
	}
	peer := map[string]string{} // case -> how it is accounted for
	perCard := 0
	for _, c := range conformance.ReadPeerCases(pc) {
		peer[c] = ""
		if strings.HasPrefix(c, "cards/") {
			perCard++
		}
	}
	account := func(c, how string) {
		t.Helper()
		prev, ok := peer[c]
		switch {
		case !ok:
			t.Errorf("%s %q is not a case of peer-cases.txt", how, c)
		case prev != "":
			t.Errorf("%q is both %s and %s", c, prev, how)
		default:
			peer[c] = how
		}
	}
	listed := map[string]conformance.Row{}
	notRule := 0
	for _, r := range rows {
		listed[r.Case] = r
		if r.Verdict == conformance.NotTheRule {
			notRule++
			account(r.Case, "not the rule (README.md:"+fmt.Sprint(r.Line)+")")
		}
	}
	for _, r := range skipped {
		account(r.Case, "not rewritten (README.md:"+fmt.Sprint(r.Line)+")")
	}

	var files []string
	mine := map[string]bool{}
	err = filepath.WalkDir(".", func(p string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() && strings.HasSuffix(p, ".card") {
			files = append(files, p)
			mine[p] = true
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	lib := gametest.Library(t, files...)
	ran := map[string]bool{}
	passed, ours := 0, 0
	for _, sc := range lib.Checked.Scenarios {
		file := filepath.Clean(sc.File) // the loader names cards/… files ./cards/…
		if !mine[file] {
			continue // a scenario of the built-in library
		}
		ran[sc.Name] = true
		account(sc.Name, "a scenario ("+file+")")
		t.Run(sc.Name, func(t *testing.T) {
			spec, _, ok := strings.Cut(sc.Name, ": ")
			if want := strings.TrimSuffix(filepath.ToSlash(file), ".card"); !ok || spec != want {
				t.Errorf("%s: a scenario's name begins with the peer's spec it rewrites, as its file is named (%q: …)", file, want)
			}
			res := scenario.Run(lib, sc)
			row, isListed := listed[sc.Name]
			switch {
			case isListed && row.Verdict == conformance.NotTheRule:
				t.Errorf("README.md:%d lists it as not the rule, but it is a scenario: a case the rule contradicts is not rewritten", row.Line)
			case isListed && res.Passed():
				t.Errorf("README.md:%d lists it as ours (a divergence), but it passes now: remove the row", row.Line)
			case isListed:
				ours++
			case !res.Passed():
				t.Errorf("%s\nlog:\n  %s", gametest.Failures(lib, res), strings.Join(res.Log, "\n  "))
			default:
				passed++
			}
		})
	}
	for _, r := range rows {
		if r.Verdict == conformance.Ours && !ran[r.Case] {
			t.Errorf("README.md:%d lists %q as ours, but no scenario has that name", r.Line, r.Case)
		}
	}
	todo := 0
	for _, how := range peer {
		if how == "" {
			todo++
		}
	}
	figures := fmt.Sprintf("%d peer cases in scope (%d per-card, %d rules-level): %d rewritten as scenarios (%d pass, %d fail and are listed as ours), %d not the rule, %d not rewritten, %d still to write",
		len(peer), perCard, len(peer)-perCard, len(ran), passed, ours, notRule, len(skipped), todo)
	t.Log(figures)
	if !strings.Contains(string(readme), figures) {
		t.Errorf("README.md does not say %q", figures)
	}
}
