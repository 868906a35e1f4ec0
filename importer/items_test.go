package importer

import (
	"io/fs"
	"strings"
	"testing"

	"github.com/thronescript/thronescript/cards"
)

// TestItemsRoundTrip: the items of every library file, joined, are the
// file byte for byte, and every declaration is keyed.
func TestItemsRoundTrip(t *testing.T) {
	n := 0
	for _, p := range cards.Files() {
		src, err := fs.ReadFile(cards.FS, p)
		if err != nil {
			t.Fatal(err)
		}
		its, err := items(p, src)
		if err != nil {
			t.Fatalf("%s: %v", p, err)
		}
		var b strings.Builder
		for _, it := range its {
			b.WriteString(it.String())
			if it.Head != "" && it.Key == "" {
				t.Errorf("%s: a block without a key: %q", p, it.Head)
			}
			n++
		}
		if b.String() != string(src) {
			t.Errorf("%s: items do not join to the file", p)
		}
	}
	if n < 300 {
		t.Errorf("only %d items in the library", n)
	}
}

// TestItemsCutAtStatements: trailing comments, ";" and statements on the
// line of "{" stay with their statement; trivia before "}" is the last chunk.
func TestItemsCutAtStatements(t *testing.T) {
	src := "# head\n\ncard 1 \"A\" { character\n  cost 2 # two\n  faction stark; loyal\n  # end\n}\ntext de 1 {\n  ability x \"…\"\n}\n# tail\n"
	its, err := items("x.card", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	if len(its) != 3 || its[0].Key != "card 1" || its[1].Key != "text de 1" || its[2].Key != "" {
		t.Fatalf("items %+v", its)
	}
	var keys, stmts []string
	for _, c := range its[0].Body {
		keys = append(keys, c.Key)
		stmts = append(stmts, c.Stmt)
	}
	if got := strings.Join(keys, "|"); got != "character|cost|faction|loyal|" {
		t.Errorf("chunk keys %q", got)
	}
	if got := strings.Join(stmts, "|"); got != "character\n|cost 2 # two\n|faction stark;|loyal\n|" {
		t.Errorf("chunks %q", got)
	}
	if its[1].Body[0].Key != "ability x" || its[0].Lead != "# head\n\n" || its[2].Lead != "# tail\n" {
		t.Errorf("keys or leads: %q %q %q", its[1].Body[0].Key, its[0].Lead, its[2].Lead)
	}
}
