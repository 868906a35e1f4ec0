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
	b, err := os.ReadFile("language.md")
	if err != nil {
		t.Fatal(err)
	}
	const prefix = "| `player` | "
	for _, line := range strings.Split(string(b), "\n") {
		if row, ok := strings.CutPrefix(line, prefix); ok {
			got := strings.Fields(strings.TrimSuffix(row, " |"))
			if want := check.PlayerWords(); strings.Join(got, " ") != strings.Join(want, " ") {
				t.Errorf("language.md lists the player words %v; the checker knows %v", got, want)
			}
			return
		}
	}
	t.Errorf("language.md has no %q row", prefix)
}

// TestReferencesDocumented keeps the `ref :=` line of language.md's
// selector grammar equal to the checker's card references.
func TestReferencesDocumented(t *testing.T) {
	b, err := os.ReadFile("language.md")
	if err != nil {
		t.Fatal(err)
	}
	want := strings.Join(append(check.References(), "<target name>"), " | ")
	for _, line := range strings.Split(string(b), "\n") {
		if row, ok := strings.CutPrefix(line, "ref      := "); ok {
			if row != want {
				t.Errorf("language.md: ref := %s; the checker's references make %s", row, want)
			}
			return
		}
	}
	t.Error("language.md has no `ref :=` line")
}

// TestCheckerWordsDocumented: every word the checker knows at the places
// of a file (declarations, card, ability, keyword and text statements) is
// written, in backquotes, on language.md; the noun line of the selector
// grammar lists exactly the checker's nouns.
func TestCheckerWordsDocumented(t *testing.T) {
	b, err := os.ReadFile("language.md")
	if err != nil {
		t.Fatal(err)
	}
	page := string(b)
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
	for _, line := range strings.Split(page, "\n") {
		row, ok := strings.CutPrefix(line, "noun     := ")
		if !ok {
			continue
		}
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
		return
	}
	t.Error("language.md has no `noun :=` line")
}

// TestLuaCodesDocumented: lua.md's table lists every E063x code of the
// code table, and only codes the table has.
func TestLuaCodesDocumented(t *testing.T) {
	b, err := os.ReadFile("lua.md")
	if err != nil {
		t.Fatal(err)
	}
	known := map[string]bool{}
	for _, c := range diag.Codes() {
		known[c.Code] = true
		if strings.HasPrefix(c.Code, "E063") && !strings.Contains(string(b), "| "+c.Code+" |") {
			t.Errorf("%s (%s) is not in lua.md's table", c.Code, c.Meaning)
		}
	}
	for _, m := range regexp.MustCompile(`\| (E\d{4}) \|`).FindAllStringSubmatch(string(b), -1) {
		if !known[m[1]] {
			t.Errorf("lua.md lists %s, which the code table does not have", m[1])
		}
	}
}
