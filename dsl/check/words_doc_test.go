package check

import "testing"

// TestEveryWordHasADoc: every statement of an ability (flags included)
// and every word of a scenario has a usage and a meaning for `throne doc`.
func TestEveryWordHasADoc(t *testing.T) {
	for _, w := range abilityStmts {
		if d := abilityDocs[w]; d[0] == "" || d[1] == "" {
			t.Errorf("ability statement %q has no doc", w)
		}
	}
	for _, l := range scenarioDocWords() {
		for _, w := range l {
			if d := scenarioDocs[w]; d[0] == "" || d[1] == "" {
				t.Errorf("scenario word %q has no doc", w)
			}
		}
	}
	if n := len(WordDocs()); n < len(abilityStmts)+len(stepWords) {
		t.Errorf("WordDocs lists %d words", n)
	}
}
