package spec

import (
	"os"
	"regexp"
	"slices"
	"strings"
	"testing"
	"unicode"

	"github.com/thronescript/thronescript/dsl/check"
	"github.com/thronescript/thronescript/dsl/diag"
)

// TestPlayerWordsDocumented keeps the `player` row of language.md's
// parameter kinds equal to the checker's player words.
func TestPlayerWordsDocumented(t *testing.T) {
	page := readPage(t, "language.md")
	got := strings.Fields(strings.TrimSuffix(lineAfter(t, page, "| `player` | "), " |"))
	if want := check.PlayerWords(); strings.Join(got, " ") != strings.Join(want, " ") {
		t.Errorf("language.md lists the player words %v; the checker knows %v", got, want)
	}
}

// TestReferencesDocumented keeps the `ref :=` line of language.md's
// selector grammar equal to the checker's card references.
func TestReferencesDocumented(t *testing.T) {
	page := readPage(t, "language.md")
	want := strings.Join(append(check.References(), "<target name>"), " | ")
	if row := lineAfter(t, page, "ref      := "); row != want {
		t.Errorf("language.md: ref := %s; the checker's references make %s", row, want)
	}
}

// TestCheckerWordsDocumented: every word the checker knows at the places
// of a file (declarations, card, ability, keyword and text statements) is
// written, in backquotes, on language.md; the noun line of the selector
// grammar lists exactly the checker's nouns.
func TestCheckerWordsDocumented(t *testing.T) {
	page := readPage(t, "language.md")
	// the words written in backquotes
	quoted := map[string]bool{}
	// fences and double-backquote spans (runs of 2+ backquotes) are no spans' ends
	unfenced := regexp.MustCompile("``+").ReplaceAllString(page, " ")
	for _, span := range regexp.MustCompile("`[^`]+`").FindAllString(unfenced, -1) {
		for _, w := range strings.FieldsFunc(span, func(r rune) bool {
			return !unicode.IsLetter(r) && !unicode.IsDigit(r) && r != '-' && r != '_'
		}) {
			quoted[w] = true
		}
	}
	for _, place := range []string{"file", "card", "ability", "keyword", "text"} {
		for _, w := range check.Words(place) {
			if !quoted[w] {
				t.Errorf("the %s word %q is not on language.md", place, w)
			}
		}
	}
	row := lineAfter(t, page, "noun     := ")
	var got []string
	for _, n := range strings.Split(row, " | ") {
		if base, ok := strings.CutSuffix(n, "(s)"); ok {
			got = append(got, base, base+"s")
		} else {
			got = append(got, n)
		}
	}
	slices.Sort(got)
	if want := check.Words("noun"); !slices.Equal(got, want) {
		t.Errorf("language.md: noun := %s; the checker's nouns are %v", row, want)
	}
}

// TestLuaCodesDocumented: lua.md's table lists every E063x code of the
// code table, and only codes the table has.
func TestLuaCodesDocumented(t *testing.T) {
	page := readPage(t, "lua.md")
	known := map[string]bool{}
	for _, c := range diag.Codes() {
		known[c.Code] = true
		if strings.HasPrefix(c.Code, "E063") && !strings.Contains(page, "| "+c.Code+" |") {
			t.Errorf("%s (%s) is not in lua.md's table", c.Code, c.Meaning)
		}
	}
	for _, m := range regexp.MustCompile(`\| (E\d{4}) \|`).FindAllStringSubmatch(page, -1) {
		if !known[m[1]] {
			t.Errorf("lua.md lists %s, which the code table does not have", m[1])
		}
	}
}

// lineAfter is the rest of the first line of page that starts with prefix;
// the test stops when there is none.
func lineAfter(t *testing.T, page, prefix string) string {
	t.Helper()
	for _, line := range strings.Split(page, "\n") {
		if row, ok := strings.CutPrefix(line, prefix); ok {
			return row
		}
	}
	t.Fatalf("the page has no line starting %q", prefix)
	return ""
}

// readPage reads a page of the manual.
func readPage(t *testing.T, name string) string {
	t.Helper()
	b, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}
