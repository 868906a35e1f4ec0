package sim

import (
	"bytes"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/thronescript/thronescript/rules"
)

// TestGermanCatalog: every engine message has a German template, the
// German log of a game names cards by their German titles, and hidden
// cards stay hidden from the opponent.
func TestGermanCatalog(t *testing.T) {
	lib, decks := benchSetup(t)
	de, err := LoadCatalog("de", lib)
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
		gg, err := rules.NewGame(lib, rules.Config{Seed: seed, Players: []rules.DeckList{decks[0], decks[1]}})
		if err != nil {
			t.Fatal(err)
		}
		if _, err := gg.Run(Seat{mustDecider(t, KindBot), mustDecider(t, KindRandom)}); err != nil {
			t.Fatal(err)
		}
		g = gg
		if slices.ContainsFunc(g.Log(), func(e rules.LogEntry) bool { _, ok := de.Custom[e.S]; return ok && e.Msg == rules.MsgCustom }) {
			break
		}
	}
	var all, p1 bytes.Buffer
	(&Narrator{Cat: de, Reader: -1, W: &all}).Flush(g)
	(&Narrator{Cat: de, Reader: 0, W: &p1}).Flush(g)
	for _, want := range []string{"== Runde 1 ==", "-- Aufmarschphase --", "marschiert für", "Herausforderung", "Macht", "Gold"} {
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
	en0, _ := LoadCatalog("en", lib)
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
	en, _ := LoadCatalog("en", lib)
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

func TestCatalogErrors(t *testing.T) {
	if _, err := LoadCatalog("fr", nil); err == nil {
		t.Error("unknown language accepted")
	}
	c := &Catalog{Messages: rules.Catalog{}, Words: map[string]string{}, Custom: map[string]string{}, UI: map[string]string{}}
	for _, bad := range []string{"[messages]\nno-such-message = x\n", "[messages]\nmarshals\n", "key = value\n"} {
		if err := c.parse([]byte(bad)); err == nil {
			t.Errorf("catalog %q accepted", bad)
		}
	}
}

func TestParseDeckDiagnostics(t *testing.T) {
	lib, _ := benchSetup(t)
	ix := DeckIndex(lib)
	src := "Test\n\nHouse Stark\n\nPlots\n1x A Noble Cause (Core Set)\n\nCharacters\n3x Bolton Flayr (TSC)\n"
	_, _, ds := ParseDeck("bad.txt", []byte(src), ix)
	if !ds.HasErrors() {
		t.Fatal("a misspelt card was accepted")
	}
	got := ds.Error()
	if !strings.Contains(got, "bad.txt:9:1") || !strings.Contains(got, "Bolton Flayr") {
		t.Errorf("diagnostic lacks file:line:col or the title: %s", got)
	}
	// deck-building problems are warnings: the deck still plays
	dl, _, ds := ParseDeck("small.txt", []byte("Test\n\nHouse Stark\n\nPlots\n1x A Noble Cause (Core Set)\n\nCharacters\n3x Bolton Flayer (TSC)\n"), ix)
	if ds.HasErrors() || len(ds) == 0 || len(dl.Deck) != 3 || len(dl.Plots) != 1 {
		t.Errorf("small deck: %d diagnostics (errors %v), %d cards, %d plots", len(ds), ds.HasErrors(), len(dl.Deck), len(dl.Plots))
	}
}

func mustDecider(t *testing.T, kind string) rules.Decider {
	d, err := NewDecider(kind, 1)
	if err != nil {
		t.Fatal(err)
	}
	return d
}

var placeholders = regexp.MustCompile(`\{[a-z0-9]+\}`)
