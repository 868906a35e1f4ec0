package interp

import (
	"testing"

	"github.com/thronescript/thronescript/dsl/check"
)

// TestPlayerWordsMatchTheChecker: every player word the checker accepts
// compiles, and the interpreter knows no other.
func TestPlayerWordsMatchTheChecker(t *testing.T) {
	words := check.PlayerWords()
	for _, w := range words {
		if _, ok := playerWords[w]; !ok {
			t.Errorf("the checker accepts %q but the interpreter cannot compile it", w)
		}
	}
	if len(playerWords) != len(words) {
		t.Errorf("the interpreter knows %d player words, the checker %d", len(playerWords), len(words))
	}
}
