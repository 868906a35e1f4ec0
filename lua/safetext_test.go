package lua

import (
	"strings"
	"testing"
	"unicode/utf8"
)

// TestSafeText: control characters, line breaks, DEL, C1 controls,
// bidirectional formatting characters and invalid UTF-8 come out as
// visible escapes; text is cut on a character boundary.
func TestSafeText(t *testing.T) {
	for _, tc := range []struct {
		in    string
		limit int
		want  string
	}{
		{"plain text, é and ü", 0, "plain text, é and ü"},
		{"a\x1b[31mred\x1b[0m", 0, `a\x1b[31mred\x1b[0m`},
		{"line\r\nnext\ttab\x00\x7f", 0, `line\r\nnext\ttab\x00\x7f`},
		{"c1 \u0085 \u009b", 0, `c1 \u0085 \u009b`},
		{"bidi \u202e \u2066 \u200f \u061c sep \u2028\u2029", 0, `bidi \u202e \u2066 \u200f \u061c sep \u2028\u2029`},
		{"bad \xff\xfe utf8", 0, `bad \xff\xfe utf8`},
		{strings.Repeat("é", 10), 9, "ééé…"},
		{strings.Repeat("é", 4), 8, "éééé"},
		{strings.Repeat("\x1b", 10), 10, `\x1b…`},
		{strings.Repeat("\x1b", 10), 11, `\x1b\x1b…`},
		{"short", 9, "short"},
	} {
		got := SafeText(tc.in, tc.limit)
		if got != tc.want {
			t.Errorf("SafeText(%q, %d) = %q, want %q", tc.in, tc.limit, got, tc.want)
		}
		if tc.limit > 0 && len(got) > tc.limit || !utf8.ValidString(got) {
			t.Errorf("SafeText(%q, %d) = %q: %d bytes, valid UTF-8 %v", tc.in, tc.limit, got, len(got), utf8.ValidString(got))
		}
	}
}

// TestErrorMessageSafe: a hook's error message is part of its
// diagnostic, which is printed on terminals and written to game logs: it
// used to carry the hook's escape sequences and line breaks raw; now they
// are escaped.
func TestErrorMessageSafe(t *testing.T) {
	p, ds := Compile("e.lua", "function resolve(ctx)\n  error(\"\\27]0;pwned\\7\\r\\nLannister wins the game\\226\\128\\174\")\nend")
	if ds != nil {
		t.Fatal(ds)
	}
	_, err := NewRunner(Limits{}).Call(newFakeHost(), Call{Program: p, Hook: "resolve", Kind: Resolve, Code: "66001", Ability: "a"})
	if err == nil {
		t.Fatal("the hook did not fail")
	}
	msg := err.Error()
	if strings.ContainsAny(msg, "\x1b\x07\r\n\u202e") {
		t.Errorf("the error holds raw control characters: %q", msg)
	}
	if want := `\x1b]0;pwned\x07\r\nLannister wins the game\u202e`; !strings.Contains(msg, want) {
		t.Errorf("the error %q does not hold %q", msg, want)
	}
}
