package scenario

import "testing"

// TestRewordings is the table of the log rewordings a fix carries: each
// old text of version 1 gets the new text when a line of the log holds it,
// and none when no line does.
func TestRewordings(t *testing.T) {
	for _, tc := range []struct{ old, line, want string }{
		{"a card (#1) moves from hand to shadows", "p1 marshals a card into shadows (#1)", "marshals a card into shadows (#1)"},
		{"Varys moves from hand to shadows", "p1 marshals Varys into shadows", "marshals Varys into shadows"},
		{"a card (#1) comes out of shadows", "p1 brings a card (#1) out of shadows", "brings a card (#1) out of shadows"},
		{"Bolton Flayer comes out of shadows", "p1 brings Bolton Flayer out of shadows", "brings Bolton Flayer out of shadows"},
		{"p1 puts Scheming Septon into play", "p1 brings Scheming Septon out of shadows", "p1 brings Scheming Septon out of shadows"},
	} {
		got, ok := reworded(tc.old, []string{"p1 pays 2 gold", tc.line})
		if !ok || got != tc.want {
			t.Errorf("%q: got %q, %v; want %q", tc.old, got, ok, tc.want)
		}
		if got, ok := reworded(tc.old, []string{"p1 pays 2 gold"}); ok {
			t.Errorf("%q: a fix %q though no line holds it", tc.old, got)
		}
	}
	if got, ok := reworded("p1 puts Scheming Septon into play", []string{"p2 brings Scheming Septon out of shadows"}); ok {
		t.Errorf("another player's line made a fix: %q", got)
	}
}
