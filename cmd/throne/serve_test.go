package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestShippedDecks: throne serve offers every deck list of examples/decks
// (it offered two once), `throne play`'s defaults first.
func TestShippedDecks(t *testing.T) {
	var want []string
	_ = filepath.WalkDir(filepath.Join("..", "..", "examples", "decks"), func(p string, d os.DirEntry, err error) error {
		if err == nil && !d.IsDir() && (strings.HasSuffix(p, ".txt") || strings.HasSuffix(p, ".json")) {
			want = append(want, p)
		}
		return nil
	})
	got := shippedDecks()
	if len(got) != len(want) || len(want) < 10 {
		t.Fatalf("%d decks offered, %d shipped", len(got), len(want))
	}
	if got[0].Name != defaultDeck1Name || got[1].Name != defaultDeck2Name {
		t.Errorf("first decks %s, %s", got[0].Name, got[1].Name)
	}
	for _, d := range got {
		b, err := os.ReadFile(filepath.Join("..", "..", "examples", "decks", filepath.FromSlash(d.Name)))
		if err != nil || string(b) != string(d.Data) {
			t.Errorf("%s: not the shipped file (%v)", d.Name, err)
		}
	}
}
