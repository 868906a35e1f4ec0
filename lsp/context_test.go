package lsp

import (
	"fmt"
	"testing"
)

// TestContextAt: the cursor context is read from the language's tokens: a
// signed number is one word as the parser reads it (the old scanner made
// `+1` two words), newlines inside brackets do not end the statement, and
// strings, raw strings and comments are recognised up to the cursor.
func TestContextAt(t *testing.T) {
	for _, tt := range []struct{ text, want string }{
		{"card 1 {\n  action a {\n    do gain-power +1 ", `blocks [[card 1] [action a]] words [do gain-power +1] prefix ""`},
		{"card 1 {\n  keywords shadow(2", `blocks [[card 1]] words [keywords shadow] prefix "2"`},
		{"a {\n  do kill (count\n  character\n  con", `blocks [[a]] words [do kill count character] prefix "con"`},
		{"a {\n  x\n}\nforced-", `blocks [] words [] prefix "forced-"`},
		{"a {\n  forced-re", `blocks [[a]] words [] prefix "forced-re"`},
		{`title "Ned \"the`, `string "Ned \\\"the"`},
		{"lua `return", `raw`},
		{"a # note", `comment`},
		{"a \"x\" b; c <= ", `blocks [] words [c <=] prefix ""`},
	} {
		c := contextAt(tt.text, len(tt.text))
		got := fmt.Sprintf("blocks %v words %v prefix %q", c.blocks, c.words, c.prefix)
		switch {
		case c.inString:
			got = fmt.Sprintf("string %q", c.prefix)
		case c.inRaw:
			got = "raw"
		case c.inComment:
			got = "comment"
		}
		if got != tt.want {
			t.Errorf("%q:\n got %s\nwant %s", tt.text, got, tt.want)
		}
		if !c.inRaw && !c.inComment && tt.text[c.prefixStart:] != c.prefix {
			t.Errorf("%q: prefix %q starts at %d", tt.text, c.prefix, c.prefixStart)
		}
	}
}

// TestWordAndStringAt: the word and the string under the cursor are the
// lexer's tokens: a word directly before `(` is found at its end, a signed
// number is one, and a "string" inside Lua (a raw string) or a comment is
// none (the old line scanner found "y" in lua `x "y"`).
func TestWordAndStringAt(t *testing.T) {
	for _, tt := range []struct {
		text string
		off  int
		want string
	}{
		{"keywords shadow(2)", 15, "word shadow"},
		{"keywords shadow(2)", 10, "word shadow"},
		{"cost 01001 x", 6, "word 01001"},
		{"gain +1", 7, "word +1"},
		{`title "Ned Stark"`, 9, "string Ned Stark"},
		{`title "Ned Stark"`, 16, "string Ned Stark"},
		{`title "Ned Stark"`, 17, "word "},
		{"lua `x \"y\"`", 8, "word "},
		{"# see \"y\"", 7, "word "},
		{"a \"open", 5, "word "},
	} {
		got := ""
		if s, ok := stringAt(tt.text, tt.off); ok {
			got = "string " + s
		} else {
			w, _, _ := wordAt(tt.text, tt.off)
			got = "word " + w
		}
		if got != tt.want {
			t.Errorf("%q at %d: %s, want %s", tt.text, tt.off, got, tt.want)
		}
	}
}
