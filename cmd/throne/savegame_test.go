package main

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/thronescript/thronescript/i18n/messages"
	"github.com/thronescript/thronescript/play/save"
	"github.com/thronescript/thronescript/rules"
)

// TestSaveGameFallsBack: when the --save path cannot be written at the end
// of a game (the folder went away, the disk filled up), the game is saved
// to the temporary folder instead and the message says where; a player's
// copy (--reader) likewise.
func TestSaveGameFallsBack(t *testing.T) {
	tmp := t.TempDir()
	t.Setenv("TMPDIR", tmp)
	var stdout, stderr strings.Builder
	e := &env{stdout: &stdout, stderr: &stderr}
	s, err := loadSetup(e, nil, []string{"", ""})
	if err != nil {
		t.Fatal(err)
	}
	g, err := rules.NewGame(s.lib, rules.Config{Seed: 1, Players: []rules.DeckList{s.decks[0], s.decks[1]}})
	if err != nil {
		t.Fatal(err)
	}
	stop := rules.DeciderFunc(func(*rules.Game, *rules.Prompt) (rules.Choice, error) { return rules.Choice{}, rules.ErrStop })
	if _, err := g.Run(stop); !errors.Is(err, rules.ErrStop) {
		t.Fatal(err)
	}
	cat, err := messages.LoadCatalog("en", s.lib)
	if err != nil {
		t.Fatal(err)
	}
	gone := filepath.Join(t.TempDir(), "removed-during-the-game", "game.json")
	for _, reader := range []int{0, 1} {
		stderr.Reset()
		at, err := saveGame(e, &playOpts{save: gone, reader: reader}, g, []string{"human", "bot"}, cat)
		if err != nil || filepath.Dir(at) != tmp {
			t.Fatalf("reader %d: saved to %q (%v), want a file in %s", reader, at, err, tmp)
		}
		if !strings.Contains(stderr.String(), "E0904") || !strings.Contains(stderr.String(), "the game was saved to "+at+" instead") {
			t.Errorf("reader %d: the message does not say where the game went:\n%s", reader, stderr.String())
		}
		if reader == 0 {
			if _, err := save.Read(at); err != nil {
				t.Errorf("the game saved instead does not read back: %v", err)
			}
		} else if b, err := os.ReadFile(at); err != nil || !strings.Contains(string(b), save.ViewFormat) {
			t.Errorf("the player's copy saved instead: %v %.100s", err, b)
		}
	}
}
