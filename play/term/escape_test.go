package term_test

import (
	"bufio"
	"errors"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/thronescript/thronescript/i18n/messages"
	"github.com/thronescript/thronescript/internal/gametest"
	"github.com/thronescript/thronescript/play/sim"
	"github.com/thronescript/thronescript/play/term"
	"github.com/thronescript/thronescript/rules"
)

// evilCards shows a printed card whose title has escape codes.
type evilCards struct{}

func (evilCards) Show(string) string   { return "◆ Evil\x1b[31m\u202eCard\nCost 2\x1b[0m\n" }
func (evilCards) Find(string) []string { return []string{"01001"} }
func (evilCards) Line(string) string   { return "Evil\x1b[2J" }

// TestHumanEscapes: what the terminal player prints — the prompt with the
// player's name, the hand and the options with card titles, the board,
// the log, a card's printed text, the echo of what was typed — shows
// control characters, bidi overrides and line breaks of names and titles
// as visible escapes (issue 31: a name or title could clear the screen,
// set the window title or forge a line).
func TestHumanEscapes(t *testing.T) {
	lib, decks := gametest.TwoDecks(t)
	decks[0].Name, decks[0].Title = "Greyjoy\x1b[2J", "Raiders\u202e"
	decks[1].Name = "Lannister\r\nGreyjoy wins the game"
	cat, err := messages.LoadCatalog("en", lib)
	if err != nil {
		t.Fatal(err)
	}
	for _, code := range append(decks[0].Deck, decks[1].Deck...) {
		cat.Titles[code] = "Evil\x1b]0;pwned\x07Card\u2067"
	}
	g, err := rules.NewGame(lib, rules.Config{Seed: 2, Players: []rules.DeckList{decks[0], decks[1]}})
	if err != nil {
		t.Fatal(err)
	}
	input := strings.Repeat("1\n", 30) + "board\nlog\ntext 1\ntext evil\nxx\x1b[2J\nquit\n"
	var out strings.Builder
	h := &term.Human{In: bufio.NewScanner(strings.NewReader(input)), Out: &out, Cat: cat, Seat: 0,
		Narr: &messages.Narrator{Cat: cat, Reader: 0, W: &out}, Cards: evilCards{}}
	bot, err := sim.NewDecider(sim.KindBot, 1)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := g.Run(sim.Seat{h, bot}); !errors.Is(err, term.ErrQuit) {
		t.Fatalf("the game ended with %v, want the human's quit", err)
	}
	text := out.String()
	for i, line := range strings.Split(text, "\n") {
		for _, r := range line {
			if r == utf8.RuneError || r < 0x20 || r == 0x7f || (r >= 0x80 && r < 0xa0) || (r >= 0x202a && r <= 0x202e) || (r >= 0x2066 && r <= 0x2069) {
				t.Fatalf("line %d prints %U: %q", i+1, r, line)
			}
		}
		if strings.HasPrefix(strings.TrimSpace(line), "Greyjoy wins the game") {
			t.Errorf("line %d is forged by a name: %q", i+1, line)
		}
	}
	for _, want := range []string{`Greyjoy\x1b[2J, choose`, `Evil\x1b]0;pwned\x07Card\u2067`, `Lannister\r\nGreyjoy wins the game`,
		"> board", `◆ Evil\x1b[31m\u202eCard`, `Cost 2\x1b[0m`, `> xx\x1b[2j`} {
		if !strings.Contains(text, want) {
			t.Errorf("the terminal does not show %s", want)
		}
	}
}
