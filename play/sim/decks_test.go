package sim

import (
	"strings"
	"testing"

	"github.com/thronescript/thronescript/library"
)

func TestParseDeckDiagnostics(t *testing.T) {
	lib, _ := benchSetup(t)
	ix := library.IndexOf(lib).Deck()
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
