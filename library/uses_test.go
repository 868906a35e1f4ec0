package library_test

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"github.com/thronescript/thronescript/internal/golden"
	"github.com/thronescript/thronescript/interp"
	"github.com/thronescript/thronescript/library"
)

// TestRareWords lists the words of the vocabulary that no library card or
// exactly one uses (testdata/rare-words.txt, and the counts README.md
// quotes; `go test ./library -run TestRareWords -update` rewrites them). It
// reports the counts rather than limiting them: a change of the list is
// seen in review.
func TestRareWords(t *testing.T) {
	r := interp.NewRegistry()
	lib, ds := library.Load(r, library.Options{Builtin: true})
	if ds.HasErrors() {
		t.Fatal(ds.Error())
	}
	uses := library.WordUses(r, lib.Checked)
	var none, one []string
	for _, u := range uses {
		switch len(u.Cards) {
		case 0:
			none = append(none, fmt.Sprintf("%s %s", u.Kind, u.Name))
		case 1:
			one = append(one, fmt.Sprintf("%s %s %s", u.Kind, u.Name, u.Cards[0]))
		}
	}
	var b strings.Builder
	fmt.Fprintf(&b, "# words of the vocabulary by library card use (go test ./library -run TestRareWords -update)\n")
	fmt.Fprintf(&b, "words: %d\nused by exactly one card: %d\nused by no card: %d\n", len(uses), len(one), len(none))
	fmt.Fprintf(&b, "\n## used by exactly one card (kind word card)\n%s\n", strings.Join(one, "\n"))
	fmt.Fprintf(&b, "\n## used by no card (keyword definitions and scenarios may use them)\n%s\n", strings.Join(none, "\n"))
	golden.Check(t, "testdata/rare-words.txt", []byte(b.String()), "go test ./library -run TestRareWords -update")
	n := golden.Thousands
	golden.Section(t, filepath.Join("..", "README.md"), "rare-words", fmt.Sprintf("**%s of %s words used by exactly one card**, %s by none", n(len(one)), n(len(uses)), n(len(none))),
		"go test ./library -run TestRareWords -update")
	if len(uses) == 0 {
		t.Fatal("no words listed")
	}
}
