package messages_test

import (
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/thronescript/thronescript/i18n/messages"
	"github.com/thronescript/thronescript/internal/gametest"
)

func TestPrintable(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"Lannister", "Lannister"},
		{"Haus Lennister · Ränke — „Kraken“", "Haus Lennister · Ränke — „Kraken“"},
		{"\x1b[2J", `\x1b[2J`},
		{"a\r\nb\tc", `a\r\nb\tc`},
		{"\x00\x07\x7f", `\x00\x07\x7f`},
		{"\u009b31m", `\u009b31m`},               // C1: CSI
		{"\x9b31m", `\x9b31m`},                   // the same byte, not UTF-8
		{"\u202eevil\u202c", `\u202eevil\u202c`}, // bidi override
		{"\u2066x\u2069 \u200f \u061c", `\u2066x\u2069 \u200f \u061c`},
		{"line\u2028sep", `line\u2028sep`},
		{"\x1b]0;title\x07", `\x1b]0;title\x07`},
	} {
		if got := messages.Printable(tc.in); got != tc.want {
			t.Errorf("Printable(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}

// unprintable is the first control, bidi or non-UTF-8 rune of a line, or
// -1.
func unprintable(line string) rune {
	for i, r := range line {
		if r == utf8.RuneError && !strings.HasPrefix(line[i:], "\uFFFD") {
			return 0xFFFD
		}
		if r < 0x20 || r == 0x7f || (r >= 0x80 && r < 0xa0) || r == 0x061c || r == 0x200e || r == 0x200f ||
			(r >= 0x202a && r <= 0x202e) || (r >= 0x2066 && r <= 0x2069) || r == 0x2028 || r == 0x2029 {
			return r
		}
	}
	return -1
}

// TestNarratorEscapes: a player's name, a deck's title and a card's title
// (a custom card's or a translation's) with terminal escape codes, line
// breaks and a bidi override print as visible escapes: the log clears no
// screen and forges no line (issue 31: they were printed raw).
func TestNarratorEscapes(t *testing.T) {
	lib, decks := gametest.TwoDecks(t)
	decks[0].Name, decks[0].Title = "Greyjoy\x1b[2J", "Raiders\u202e\r\nLannister wins the game"
	decks[1].Name, decks[1].Title = "Lannister\nLannister wins the game", "Schemes\x1b]0;pwned\x07"
	cat, err := messages.LoadCatalog("en", lib)
	if err != nil {
		t.Fatal(err)
	}
	for _, code := range append(decks[0].Deck, decks[1].Deck...) {
		cat.Titles[code] = "Evil\x1b[31m\u2066Card\x9b"
	}
	g, err := botGame(t, lib, 1, decks[0], decks[1])
	if err != nil {
		t.Fatal(err)
	}
	var out strings.Builder
	n := &messages.Narrator{Cat: cat, Reader: -1, W: &out}
	n.Flush(g)
	n.WriteResult(g, g.Result(), "")
	text := out.String()
	for i, line := range strings.Split(strings.TrimSuffix(text, "\n"), "\n") {
		if r := unprintable(line); r >= 0 {
			t.Fatalf("line %d prints %U: %q", i+1, r, line)
		}
		if strings.HasPrefix(strings.TrimSpace(line), "Lannister wins the game") {
			t.Errorf("line %d is forged by a name or title: %q", i+1, line)
		}
	}
	for _, want := range []string{`Greyjoy\x1b[2J`, `Raiders\u202e\r\nLannister wins the game`, `Lannister\nLannister wins the game`, `Evil\x1b[31m\u2066Card\x9b`} {
		if !strings.Contains(text, want) {
			t.Errorf("the log does not show %s", want)
		}
	}
}
