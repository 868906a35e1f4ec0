package messages_test

import (
	"strings"
	"testing"

	"github.com/thronescript/thronescript/i18n/messages"
	"github.com/thronescript/thronescript/internal/gametest"
	"github.com/thronescript/thronescript/rules"
)

// TestGermanDeclension: titles and house names that start with an article
// take the case the sentence needs ("ein Duplikat von Die Schattenstadt"
// was issue 19's example); names without one, phrases and unknown cases
// stay; English declines nothing.
func TestGermanDeclension(t *testing.T) {
	de, err := messages.LoadCatalog("de", nil)
	if err != nil {
		t.Fatal(err)
	}
	en, _ := messages.LoadCatalog("en", nil)
	for _, c := range []struct {
		name   string
		plural bool
		gcase  string
		want   string
	}{
		{"Die Schattenstadt", false, "dat", "der Schattenstadt"},
		{"Der Königsweg", false, "acc", "den Königsweg"},
		{"Der Königsweg", false, "dat", "dem Königsweg"},
		{"Der Rote Bergfried", false, "acc", "den Roten Bergfried"},
		{"Die Rote Ruhr", false, "acc", "die Rote Ruhr"},
		{"Die Rote Ruhr", false, "dat", "der Roten Ruhr"},
		{"Das Freie Volk", false, "dat", "dem Freien Volk"},
		{"Die Unbefleckten", true, "dat", "den Unbefleckten"},
		{"Die Tore von Winterfell", true, "acc", "die Tore von Winterfell"},
		{"Die Nachtwache", false, "acc", "die Nachtwache"},
		{"Die Nachtwache", false, "nom", "die Nachtwache"},
		{"Die Fraktionskarte von Haus Martell", false, "dat", "der Fraktionskarte von Haus Martell"},
		{"Eine Prise Pulver", false, "dat", "einer Prise Pulver"},
		{"eine Karte", false, "dat", "einer Karte"},
		{"Der Winter naht", false, "dat", "Der Winter naht"},
		{"Das Schwarz anlegen", false, "acc", "Das Schwarz anlegen"},
		{"Arianne Martell", false, "dat", "Arianne Martell"},
		{"Haus Martell", false, "dat", "Haus Martell"},
		{"Der Königsweg", false, "abl", "Der Königsweg"},
		{"Mauer", false, "dat", "Mauer"},
		{"", false, "dat", ""},
		{"Grauer Geist", false, "acc", "Grauen Geist"},
		{"Grauer Geist", false, "dat", "Grauem Geist"},
		{"Grauer Geist", false, "nom", "Grauer Geist"},
		{"Niederträchtiger Akolyth", false, "acc", "Niederträchtigen Akolyth"},
		{"Ser Gerris Trinkwasser", false, "acc", "Ser Gerris Trinkwasser"},
		{"Maester Caleotte", false, "dat", "Maester Caleotte"},
		{"Meister der Münze", false, "acc", "Meister der Münze"},
		{"Nächtliche Räuber", true, "acc", "Nächtliche Räuber"},
	} {
		if got := de.Grammar.Decline(c.name, c.plural, c.gcase); got != c.want {
			t.Errorf("de %s of %q = %q, want %q", c.gcase, c.name, got, c.want)
		}
	}
	if got := en.Grammar.Decline("The Kingsroad", false, "acc"); got != "The Kingsroad" {
		t.Errorf("en declines: %q", got)
	}
}

// TestDeclinedLogLines: log lines render {card:dat}, {other:acc} and
// {owner:dat} declined and merge "von dem" into "vom"; a hidden card is
// declined as what the reader sees ("einer Karte").
func TestDeclinedLogLines(t *testing.T) {
	lib, decks := gametest.TwoDecks(t)
	g, err := rules.NewGame(lib, rules.Config{Seed: 1, Players: []rules.DeckList{decks[0], decks[1]}})
	if err != nil {
		t.Fatal(err)
	}
	de, err := messages.LoadCatalog("de", lib)
	if err != nil {
		t.Fatal(err)
	}
	var kingsroad *rules.Card
	for _, c := range g.Cards {
		if de.Title(c) == "Der Königsweg" {
			kingsroad = c
		}
	}
	if kingsroad == nil {
		t.Fatal("no Der Königsweg in the decks")
	}
	g.Players[1].Name = "Night's Watch"
	ref := rules.CardRef{ID: kingsroad.ID, Known: 3}
	hidden := rules.CardRef{ID: kingsroad.ID, Known: 0}
	for _, c := range []struct {
		e      rules.LogEntry
		reader int
		want   string
	}{
		{rules.LogEntry{Msg: rules.MsgDuplicateDiscarded, Actor: 0, Card: ref, Card2: rules.CardRef{ID: rules.NoCard}}, -1, "ein Duplikat vom Königsweg wird abgelegt"},
		{rules.LogEntry{Msg: rules.MsgMarshals, Actor: 0, Card: ref, Card2: rules.CardRef{ID: rules.NoCard}}, -1, "lässt den Königsweg aufmarschieren"},
		{rules.LogEntry{Msg: rules.MsgDuplicateDiscarded, Actor: 0, Card: hidden, Card2: rules.CardRef{ID: rules.NoCard}}, 0, "ein Duplikat von einer Karte wird abgelegt"},
		{rules.LogEntry{Msg: rules.MsgChallenge, Actor: 0, S: "power", Card: rules.CardRef{ID: rules.NoCard}, Card2: rules.CardRef{ID: rules.NoCard}}, -1, "-Herausforderung gegen die Nachtwache"},
		{rules.LogEntry{Msg: rules.MsgGivesGold, Actor: 0, N: 2, Card: rules.CardRef{ID: rules.NoCard}, Card2: rules.CardRef{ID: rules.NoCard}}, -1, "gibt der Nachtwache 2 Gold"},
	} {
		if got := de.Render(g, &c.e, c.reader); !strings.Contains(got, c.want) {
			t.Errorf("%s: %q lacks %q", c.e.Msg.Name(), got, c.want)
		}
	}
}
