package messages_test

import (
	"strings"
	"testing"

	"github.com/thronescript/thronescript/i18n/messages"
	"github.com/thronescript/thronescript/internal/gametest"
	"github.com/thronescript/thronescript/rules"
)

// frenchGrammar is a French catalog's [grammar]: elisions and the
// contractions of de and à with le and les.
const frenchGrammar = `[grammar]
elide.de = d'
elide.le = l'
elide.la = l'
elide.que = qu'
elide-before = aeiouyàâäéèêëîïôöûüœæ
contract.de le = du
contract.de les = des
contract.à le = au
contract.à les = aux
`

// TestFrenchElision: a catalog's grammar elides before a vowel ("de Arya"
// → "d'Arya", capital kept) and contracts otherwise ("de le Roi" → "du
// Roi"), elision first ("de le Eyrie" → "de l'Eyrie"); in a game log too.
func TestFrenchElision(t *testing.T) {
	cat, err := messages.LoadCatalogSource("fr", []byte("[messages]\nkneels = la carte de {card} est inclinée\n"+frenchGrammar), nil)
	if err != nil {
		t.Fatal(err)
	}
	g := cat.Grammar
	for in, want := range map[string]string{
		"la carte de Arya Stark":       "la carte d'Arya Stark",
		"De Arya":                      "D'Arya",
		"de le Roi":                    "du Roi",
		"de le Eyrie":                  "de l'Eyrie",
		"la force de la épée":          "la force de l'épée",
		"à le joueur":                  "au joueur",
		"que il":                       "qu'il",
		"de Lannister":                 "de Lannister",
		"le hall de le Haut-Jardin":    "le hall du Haut-Jardin", // h aspiré: no elision
		"rien ne change de les cartes": "rien ne change des cartes",
	} {
		if got := g.Finish(in); got != want {
			t.Errorf("%q → %q, want %q", in, got, want)
		}
	}
	// In a log line: a card whose title starts with a vowel.
	lib, decks := gametest.TwoDecks(t)
	game, err := rules.NewGame(lib, rules.Config{Seed: 3, Players: []rules.DeckList{decks[0], decks[1]}})
	if err != nil {
		t.Fatal(err)
	}
	cat, err = messages.LoadCatalogSource("fr", []byte("[messages]\nkneels = la carte de {card} est inclinée\n"+frenchGrammar), lib)
	if err != nil {
		t.Fatal(err)
	}
	for i, c := range game.Cards {
		if c.Def == nil || !strings.ContainsAny(c.Def.Title[:1], "AEIOU") {
			continue
		}
		e := rules.LogEntry{Msg: rules.MsgKneels, Actor: -1, Card: rules.CardRef{ID: rules.CardID(i), Known: 3}}
		got := cat.Render(game, &e, -1)
		if want := "la carte d'" + c.Def.Title + " est inclinée"; got != want {
			t.Errorf("got %q, want %q", got, want)
		}
		return
	}
	t.Fatal("no card with a title starting with a vowel")
}
