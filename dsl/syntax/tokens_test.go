package syntax

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"unicode/utf8"
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

// TestTokenPatterns: the patterns of TokenPatterns, tried in order after
// blanks, split text into the tokens Lex gives (a call's `(` aside), over
// every .card file of the library and inputs that try the lexer's corners.
func TestTokenPatterns(t *testing.T) {
	var res []*regexp.Regexp
	for _, p := range TokenPatterns() {
		res = append(res, regexp.MustCompile(`^(?:`+p.Regexp+`)`))
	}
	srcs := []string{
		"a-b a--b -1 +2 a+1 2018-06-07 3- x:y <= >= == != ! = < > : * / - +",
		"Bär größe-2 ā̈x _a a_1 a1-2 é-é 1a 日本-語",
		`s "a\"b\\c" "open` + "\n" + `"esc\` + "\nnext\" after\n\"tail\\",
		"f(x) f (x) [a, b]; {c}\r\n# note\n`lua\ncode` `open",
		"x \"\\é\" ‘q’ y",
	}
	files, _ := filepath.Glob("../../cards/*/*.card")
	files2, _ := filepath.Glob("../../cards/*.card")
	for _, f := range append(files, files2...) {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		srcs = append(srcs, string(b))
	}
	if len(srcs) < 50 {
		t.Fatalf("only %d sources: the library's files were not found", len(srcs))
	}
	for _, src := range srcs {
		var want []string
		for _, tok := range Lex(src) {
			if tok.Kind == TokenCallOpen {
				tok.Kind = TokenLParen
			}
			want = append(want, fmt.Sprintf("%d:%q", tok.Kind, src[tok.Offset:tok.End]))
		}
		var got []string
		for at := 0; at < len(src); {
			if c := src[at]; c == ' ' || c == '\t' || c == '\r' {
				at++
				continue
			}
			if at == 0 && strings.HasPrefix(src, "\ufeff") {
				at = 3
				continue
			}
			matched := false
			for i, re := range res {
				if m := re.FindStringIndex(src[at:]); m != nil && m[1] > 0 {
					got = append(got, fmt.Sprintf("%d:%q", TokenPatterns()[i].Kind, src[at:at+m[1]]))
					at += m[1]
					matched = true
					break
				}
			}
			if !matched { // a character that starts no token: the lexer reports it and goes on
				_, n := utf8.DecodeRuneInString(src[at:])
				at += n
			}
		}
		if g, w := strings.Join(got, " "), strings.Join(want, " "); g != w {
			for i := range min(len(got), len(want)) {
				if got[i] != want[i] {
					t.Errorf("%.60q…: token %d: the patterns give %s, the lexer %s", src, i, got[i], want[i])
					break
				}
			}
			if len(got) != len(want) {
				t.Errorf("%.60q…: %d tokens from the patterns, %d from the lexer", src, len(got), len(want))
			}
		}
	}
}
