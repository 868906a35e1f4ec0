package spec

import (
	"os"
	"strings"
	"testing"

	"github.com/thronescript/thronescript/dsl/check"
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
