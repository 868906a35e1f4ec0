package syntax

import (
	"fmt"
	"strings"
	"testing"
)

// TestLex: the exported tokens are the parser's, with the comments among
// them, and strings without their closing quote are marked.
func TestLex(t *testing.T) {
	for _, tt := range []struct{ src, want string }{
		{"card 01001 \"A\" { # x\n  cost +3\n}", `word"card" number"01001" string"\"A\"" lbrace"{" comment"# x" end"\n" word"cost" number"+3" end"\n" rbrace"}"`},
		{"shadow(2) (a, b) [c]", `word"shadow" callopen"(" number"2" rparen")" lparen"(" word"a" comma"," word"b" rparen")" lbrack"[" word"c" rbrack"]"`},
		{"a <= b; `lua`", `word"a" op"<=" word"b" end";" raw"` + "`lua`" + `"`},
		{`a "open`, `word"a" string"\"open"!`},
		{`a "esc\"`, `word"a" string"\"esc\\\""!`},
		{`a "\\"`, `word"a" string"\"\\\\\""`},
		{"a `open", "word\"a\" raw\"`open\"!"},
		{"a ! b # end", `word"a" word"b" comment"# end"`},
		{"\ufeffa", `word"a"`},
		{"", ``},
	} {
		var got []string
		for _, tok := range Lex(tt.src) {
			s := fmt.Sprintf("%s%q", kindName(tok.Kind), tt.src[tok.Offset:tok.End])
			if tok.Unclosed {
				s += "!"
			}
			got = append(got, s)
		}
		if g := strings.Join(got, " "); g != tt.want {
			t.Errorf("%q:\n got %s\nwant %s", tt.src, g, tt.want)
		}
	}
}

func kindName(k TokenKind) string {
	if k == TokenComment {
		return "comment"
	}
	for name, typ := range symbols {
		if TokenKind(typ) == k {
			return strings.ToLower(map[string]string{"Ident": "word", "Term": "end"}[name] + map[bool]string{true: name}[name != "Ident" && name != "Term"])
		}
	}
	return fmt.Sprint(k)
}
