package interp_test

import (
	"strings"
	"testing"
	"unicode"
)

// TestHookTextSanitized: text a hook writes into the game — its log
// lines (game:log, the log-line effect), labels it offers (and the log
// then names) and the messages of its errors — used to reach the log raw:
// escape sequences, carriage returns and line breaks let a card print
// lines that look like the engine's ("Lannister wins the game"). Every
// such character now arrives escaped, the text is bounded, and a hook's
// own log lines begin with its card in brackets.
func TestHookTextSanitized(t *testing.T) {
	tests := []struct {
		name, body string
		want       string // a log line holds it
	}{
		{"game:log", `ctx.game:log("a\27[2J\rLannister wins the game\nb\226\128\174x\194\155")`,
			`[Flooder] a\x1b[2J\rLannister wins the game\nb\u202ex\u009b`},
		{"log-line effect", `ctx.game:effect("log-line", {template = "{actor} wins the game\r\n\27[1A"})`,
			`[Flooder] p1 wins the game\r\n\x1b[1A`},
		{"error", `error("\27]0;pwned\7\nLannister wins the game")`,
			`\x1b]0;pwned\x07\nLannister wins the game`},
		{"choose_text label", `ctx.game:choose_text(ctx.you, {"Lannister\nwins", "b"})`,
			`chooses Lannister\nwins`},
		{"long log text", `ctx.game:log(string.rep("\27", 2000))`,
			`[Flooder] \x1b\x1b`},
		{"token kind", `ctx.game:add_tokens(ctx.self, "poison\r\27[2K", 1)`,
			`poison\r\x1b[2K`},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			log := runHookTimes(t, tc.body, 1)
			if count(log, tc.want) == 0 {
				t.Errorf("no log line holds %q:\n%s", tc.want, strings.Join(log, "\n"))
			}
			for _, l := range log {
				if i := strings.IndexFunc(l, unsafe); i >= 0 {
					t.Errorf("a log line holds %U: %q", []rune(l[i:])[0], l)
				}
				if len(l) > 1100 {
					t.Errorf("a log line of %d bytes, want at most about 1000", len(l))
				}
			}
		})
	}
}

// unsafe reports a character a terminal acts on: a control character or
// a bidirectional formatting character.
func unsafe(r rune) bool {
	return unicode.IsControl(r) || unicode.Is(unicode.Bidi_Control, r) || r == 0x2028 || r == 0x2029
}
