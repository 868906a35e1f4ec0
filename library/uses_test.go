package library_test

import (
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/thronescript/thronescript/internal/golden"
	"github.com/thronescript/thronescript/interp"
	"github.com/thronescript/thronescript/library"
)

const rareWordsFile = "testdata/rare-words.txt"

// TestRareWords lists the words of the vocabulary that no library card or
// exactly one uses (testdata/rare-words.txt, and the counts README.md
// quotes; `go test ./library -run TestRareWords -update` rewrites them). The count of words used by exactly
// one card is a budget: it may fall (then the file is rewritten with
// -update), never rise — a rise fails with the new single-card words
// named, and -update does not raise it. Any other change of the list is
// seen in review, as the file is a golden file.
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
	if len(uses) == 0 {
		t.Fatal("no words listed")
	}
	prev, err := os.ReadFile(rareWordsFile)
	if err != nil {
		t.Fatalf("%v (the budget file; run go test ./library -run TestRareWords -update once)", err)
	}
	if msg := rareWordsOverBudget(string(prev), one); msg != "" {
		t.Fatal(msg)
	}
	var b strings.Builder
	fmt.Fprintf(&b, "# words of the vocabulary by library card use (go test ./library -run TestRareWords -update)\n")
	fmt.Fprintf(&b, "words: %d\nused by exactly one card: %d\nused by no card: %d\n", len(uses), len(one), len(none))
	fmt.Fprintf(&b, "\n## used by exactly one card (kind word card)\n%s\n", strings.Join(one, "\n"))
	fmt.Fprintf(&b, "\n## used by no card (keyword definitions and scenarios may use them)\n%s\n", strings.Join(none, "\n"))
	golden.Check(t, rareWordsFile, []byte(b.String()), "go test ./library -run TestRareWords -update")
	n := golden.Thousands
	golden.Section(t, filepath.Join("..", "README.md"), "rare-words", fmt.Sprintf("**%s of %s words used by exactly one card**, %s by none", n(len(one)), n(len(uses)), n(len(none))),
		"go test ./library -run TestRareWords -update")
}

// rareWordsOverBudget compares the words used by exactly one card now
// ("kind word card" lines) with the budget file's count and list: "" when
// the count does not exceed the budget, else a message naming each word
// that is not on the file's list (a new single-card word, or one whose
// other uses are gone) with its card.
func rareWordsOverBudget(file string, one []string) string {
	budget, listed, ok := readRareWords(file)
	if !ok {
		return rareWordsFile + ` has no "used by exactly one card: N" line`
	}
	if len(one) <= budget {
		return ""
	}
	var added []string
	for _, l := range one {
		f := strings.Fields(l)
		if len(f) == 3 && !listed[f[0]+" "+f[1]] {
			added = append(added, fmt.Sprintf("%s %s (card %s)", f[0], f[1], f[2]))
		}
	}
	return fmt.Sprintf("%d words are used by exactly one library card, over the budget of %d in %s; not on its list: %s. "+
		"Make such a word general (a concept of the Rules Reference, or used by two cards or more), merge it into the general word it is a case of, "+
		"or write the card with a Lua hook; -update does not raise the budget",
		len(one), budget, rareWordsFile, strings.Join(added, ", "))
}

// readRareWords reads the budget file: its count of words used by
// exactly one card and the "kind word" of each word its list names.
func readRareWords(file string) (budget int, listed map[string]bool, ok bool) {
	listed = map[string]bool{}
	inOne := false
	for _, l := range strings.Split(file, "\n") {
		if n, found := strings.CutPrefix(l, "used by exactly one card: "); found {
			v, err := strconv.Atoi(strings.TrimSpace(n))
			if err != nil {
				return 0, nil, false
			}
			budget, ok = v, true
			continue
		}
		if strings.HasPrefix(l, "## ") {
			inOne = strings.HasPrefix(l, "## used by exactly one card")
			continue
		}
		if f := strings.Fields(l); inOne && len(f) == 3 {
			listed[f[0]+" "+f[1]] = true
		}
	}
	return budget, listed, ok
}

// TestRareWordsBudget: the budget check passes a count at or under the
// file's, and a rise names the words not on the file's list.
func TestRareWordsBudget(t *testing.T) {
	file := "# words\nwords: 10\nused by exactly one card: 2\nused by no card: 1\n\n## used by exactly one card (kind word card)\n" +
		"effect a-word 01001\nfilter b-word 01002\n\n## used by no card (keyword definitions and scenarios may use them)\nvalue c-word\n"
	if msg := rareWordsOverBudget(file, []string{"effect a-word 01001", "filter b-word 01002"}); msg != "" {
		t.Errorf("the same count: %s", msg)
	}
	if msg := rareWordsOverBudget(file, []string{"effect a-word 01003"}); msg != "" {
		t.Errorf("a fall: %s", msg)
	}
	msg := rareWordsOverBudget(file, []string{"effect a-word 01001", "filter b-word 01002", "value c-word 01004"})
	if !strings.Contains(msg, "3 words") || !strings.Contains(msg, "budget of 2") || !strings.Contains(msg, "value c-word (card 01004)") || strings.Contains(msg, "a-word") {
		t.Errorf("a rise: %q", msg)
	}
	if msg := rareWordsOverBudget("words: 3\n", nil); !strings.Contains(msg, "no \"used by exactly one card") {
		t.Errorf("no budget line: %q", msg)
	}
}
