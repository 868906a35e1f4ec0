package messages_test

import (
	"bytes"
	"regexp"
	"strings"
	"testing"

	"github.com/thronescript/thronescript/i18n/messages"
	"github.com/thronescript/thronescript/internal/gametest"
	"github.com/thronescript/thronescript/rules"
)

// englishStop are English words and engine ids that a German log line
// never holds (card titles are German; decks are named by their files).
var englishStop = regexp.MustCompile(`\b(the|of|from|into|to|is|are|gets|gains|wins|loses|uses|marshals|chooses|names|plays|reveals|discards|draws|kneels|stands|attacks|defends|token|tokens|card|cards|challenge|phase|shadow|shadows|reaction|interrupt|forced|constant|claim|unopposed|pays|returns|setup|faction|House)\b`)

// jargon are engine ids in parentheses ("(duplicate-save)") and template
// placeholders left unfilled.
var jargon = regexp.MustCompile(`\([a-z]+(-[a-z]+)+\)|\{[a-z0-9:|]+\}|card\(s\)`)

// TestGermanLogsScan plays many seeded games between the shipped decks and
// reads each German log, omniscient and from both sides: no English word
// of the stop list, no engine id, no unfilled placeholder.
func TestGermanLogsScan(t *testing.T) {
	lib, decks := gametest.TwoDecks(t)
	de, err := messages.LoadCatalog("de", lib)
	if err != nil {
		t.Fatal(err)
	}
	seeds := uint64(24)
	if testing.Short() {
		seeds = 6
	}
	lines := 0
	for seed := uint64(1); seed <= seeds; seed++ {
		g, err := botGame(t, lib, seed, decks[seed%2], decks[1-seed%2])
		if err != nil && err != rules.ErrBudget {
			t.Fatal(err)
		}
		for reader := -1; reader < 2; reader++ {
			var b bytes.Buffer
			(&messages.Narrator{Cat: de, Reader: reader, W: &b}).Flush(g)
			for _, line := range strings.Split(b.String(), "\n") {
				lines++
				if m := englishStop.FindString(line); m != "" {
					t.Errorf("seed %d: English %q in %q", seed, m, line)
				}
				if m := jargon.FindString(line); m != "" {
					t.Errorf("seed %d: engine id or placeholder %q in %q", seed, m, line)
				}
			}
		}
	}
	if lines < 1000 {
		t.Errorf("only %d lines read", lines)
	}
}

// TestEnglishLogsScan: the English logs hold no engine id, no unfilled
// placeholder and no "card(s)".
func TestEnglishLogsScan(t *testing.T) {
	lib, decks := gametest.TwoDecks(t)
	en, err := messages.LoadCatalog("en", lib)
	if err != nil {
		t.Fatal(err)
	}
	for seed := uint64(1); seed <= 6; seed++ {
		g, err := botGame(t, lib, seed, decks[0], decks[1])
		if err != nil && err != rules.ErrBudget {
			t.Fatal(err)
		}
		var b bytes.Buffer
		(&messages.Narrator{Cat: en, Reader: -1, W: &b}).Flush(g)
		for _, line := range strings.Split(b.String(), "\n") {
			if m := jargon.FindString(line); m != "" {
				t.Errorf("seed %d: engine id or placeholder %q in %q", seed, m, line)
			}
			if strings.Contains(line, " a intrigue") {
				t.Errorf("seed %d: %q", seed, line)
			}
		}
	}
}
