package messages_test

import (
	"bytes"
	"fmt"
	"maps"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/thronescript/thronescript/i18n/messages"
	"github.com/thronescript/thronescript/internal/gametest"
	"github.com/thronescript/thronescript/internal/golden"
	"github.com/thronescript/thronescript/interp"
	"github.com/thronescript/thronescript/play/sim"
	"github.com/thronescript/thronescript/rules"
)

// TestGermanCatalog: every engine message has a German template, the
// German log of a game names cards by their German titles, and hidden
// cards stay hidden from the opponent.
func TestGermanCatalog(t *testing.T) {
	lib, decks := gametest.TwoDecks(t)
	de, err := messages.LoadCatalog("de", lib)
	if err != nil {
		t.Fatal(err)
	}
	for m := rules.MsgID(2); m.Name() != ""; m++ {
		if tmpl, ok := de.Messages[m]; !ok || (tmpl == rules.EnglishCatalog()[m] && strings.ContainsAny(placeholders.ReplaceAllString(tmpl, ""), "abcdefghijklmnopqrstuvwxyz")) {
			t.Errorf("message %s has no German template", m.Name())
		}
	}
	if de.Titles["11016"] == "" || de.Titles["11016"] == "Ser Gerris Drinkwater" {
		t.Errorf("no German title for 11016: %q", de.Titles["11016"])
	}
	// the first seed whose game has a keyword's log line
	var g *rules.Game
	for seed := uint64(1); seed <= 30; seed++ {
		gg, err := botGame(t, lib, seed, decks[0], decks[1])
		if err != nil {
			t.Fatal(err)
		}
		g = gg
		if slices.ContainsFunc(g.Log(), func(e rules.LogEntry) bool { _, ok := de.Custom[e.S]; return ok && e.Msg == rules.MsgCustom }) {
			break
		}
	}
	var all, p1 bytes.Buffer
	(&messages.Narrator{Cat: de, Reader: -1, W: &all}).Flush(g)
	(&messages.Narrator{Cat: de, Reader: 0, W: &p1}).Flush(g)
	for _, want := range []string{"== Runde 1 ==", "-- Aufmarschphase --", "aufmarschieren", "Herausforderung", "Macht", "Gold"} {
		if !strings.Contains(all.String(), want) {
			t.Errorf("German log lacks %q", want)
		}
	}
	for _, bad := range []string{" marshals ", " phase begins", " wins the "} {
		if strings.Contains(all.String(), bad) {
			t.Errorf("German log has English %q", bad)
		}
	}
	// keyword log templates are translated
	en0, _ := messages.LoadCatalog("en", lib)
	custom := 0
	for i := range g.Log() {
		e := &g.Log()[i]
		if _, ok := de.Custom[e.S]; ok && e.Msg == rules.MsgCustom {
			custom++
			if de.Render(g, e, -1) == en0.Render(g, e, -1) {
				t.Errorf("custom line not translated: %q", e.S)
			}
		}
	}
	if custom == 0 {
		t.Error("the game has no keyword log line to translate")
	}
	// player 1 never reads the identity of player 2's cards moved into a
	// hidden area: every such line for p1 is masked
	en, _ := messages.LoadCatalog("en", lib)
	for i := range g.Log() {
		e := &g.Log()[i]
		if e.Card.ID == rules.NoCard || e.Card.Known&1 != 0 {
			continue
		}
		line := en.Render(g, e, 0)
		if title := g.Cards[e.Card.ID].Def.Title; strings.Contains(line, title) {
			t.Errorf("p1 reads a hidden card: %q", line)
		}
	}
}

// botGame plays a seeded game of the bot (first seat, deck a) against the
// random player (deck b); a step budget may end it with an error.
func botGame(t *testing.T, lib *interp.Library, seed uint64, a, b rules.DeckList) (*rules.Game, error) {
	t.Helper()
	g, err := rules.NewGame(lib, rules.Config{Seed: seed, Players: []rules.DeckList{a, b}})
	if err != nil {
		t.Fatal(err)
	}
	_, err = g.Run(sim.Seat{mustDecider(t, sim.KindBot), mustDecider(t, sim.KindRandom)})
	return g, err
}

func mustDecider(t *testing.T, kind string) rules.Decider {
	d, err := sim.NewDecider(kind, 1)
	if err != nil {
		t.Fatal(err)
	}
	return d
}

var placeholders = regexp.MustCompile(`\{[a-z0-9]+\}`)

// TestPluralTitlesFromCardData: a title's grammatical number comes from
// the card's text block of the language (`plural-title`), not from a list
// in the catalog: 11012 is plural in German ("Nächtliche Räuber … sind"),
// singular in English ("Nighttime Marauders comes out of shadows").
func TestPluralTitlesFromCardData(t *testing.T) {
	lib, _ := gametest.TwoDecks(t)
	de, err := messages.LoadCatalog("de", lib)
	if err != nil {
		t.Fatal(err)
	}
	en, _ := messages.LoadCatalog("en", lib)
	if !de.PluralTitles["11012"] || len(de.PluralTitles) == 0 {
		t.Errorf("German plural titles %v lack 11012", de.PluralTitles)
	}
	if len(en.PluralTitles) != 0 {
		t.Errorf("English plural titles %v, want none", en.PluralTitles)
	}
	if bytes.Contains(messages.CatalogSource("de"), []byte("[plural-titles]")) {
		t.Error("the German catalog lists plural titles itself")
	}
	// the list of plural German titles, for review: a title marked or
	// unmarked shows here
	var b strings.Builder
	for _, code := range slices.Sorted(maps.Keys(de.PluralTitles)) {
		fmt.Fprintf(&b, "%s %s\n", code, de.Titles[code])
	}
	golden.Check(t, "testdata/plural-titles.de.txt", []byte(b.String()), "")
}
