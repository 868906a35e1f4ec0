package gametest

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/thronescript/thronescript/interp"
	"github.com/thronescript/thronescript/rules"
)

// FlooderSource is the card 90910 "Flooder", a character whose action runs
// the Lua hook h (function h(ctx) with body), for the tests of a hook's
// budgets.
func FlooderSource(body string) string {
	return "card 90910 \"Flooder\" {\n  character\n  faction neutral\n  cost 1\n  strength 3\n  icons military\n  lua `\nfunction h(ctx)\n" + body + "\nend\n`\n  action a {\n    lua h\n  }\n}\n"
}

// RunFlooder puts card 90910 (FlooderSource) of lib in player 1's play
// area in a marshaling window and runs its action n times in that game.
func RunFlooder(tb TB, lib *interp.Library, n int) *rules.Game {
	tb.Helper()
	g, err := rules.NewScenario(lib, rules.Scenario{From: "marshaling-window", Players: []rules.ScenarioPlayer{
		{Cards: []rules.ScenarioCard{{Code: "90910", Area: "play"}}}, {}}})
	if err != nil {
		tb.Fatal(err)
	}
	ab := lib.Defs["90910"].Abilities[0]
	ctx := &rules.Context{G: g, Source: g.Cards[0], Ability: ab, Player: g.Player(0)}
	first := rules.DeciderFunc(func(*rules.Game, *rules.Prompt) (rules.Choice, error) { return rules.Choice{}, nil })
	for range n {
		if err := g.Exec(first, func(*rules.Game) { ab.Effect(ctx) }); err != nil {
			tb.Fatal(err)
		}
	}
	return g
}

// HeavyLibrary is the built-in library with the card 90920 "Heavy
// Thinker", a 0-cost character whose action has the condition hook body
// (a function heavy), and the two decks of TwoDecks with three copies of
// it in each.
func HeavyLibrary(tb testing.TB, body string) (*interp.Library, [2]rules.DeckList) {
	tb.Helper()
	dir := tb.TempDir()
	src := "card 90920 \"Heavy Thinker\" {\n  character\n  faction neutral\n  cost 0\n  strength 1\n  icons military\n  lua `\n" + body + "\n`\n  action a {\n    if lua heavy\n    do draw 1\n  }\n}\n"
	if err := os.WriteFile(filepath.Join(dir, "heavy.card"), []byte(src), 0o644); err != nil {
		tb.Fatal(err)
	}
	lib := Library(tb, dir)
	_, decks := TwoDecks(tb)
	for i := range decks {
		decks[i].Deck = append(decks[i].Deck, "90920", "90920", "90920")
	}
	return lib, decks
}
