// Package gametest loads what game tests play with: the built-in library
// and the shipped decks of examples/decks. It is imported by tests only.
package gametest

import (
	"fmt"
	"os"
	"path/filepath"

	"github.com/thronescript/thronescript/dsl/diag"
	"github.com/thronescript/thronescript/interp"
	"github.com/thronescript/thronescript/library"
	"github.com/thronescript/thronescript/play/sim"
	"github.com/thronescript/thronescript/rules"
)

// TB is the part of testing.TB the loaders use.
type TB interface {
	Helper()
	Fatal(args ...any)
}

// Library loads the built-in library with the card files or folders of
// paths; errors fail tb with the diagnostics shown in their sources.
func Library(tb TB, paths ...string) *interp.Library {
	tb.Helper()
	lib, ds := library.Load(interp.NewRegistry(), library.Options{Builtin: true, Paths: paths})
	if ds.HasErrors() {
		tb.Fatal("the library does not load:\n" + diag.Text(ds.Errors(), lib.Sources))
	}
	return lib
}

// Decks loads the built-in library and the decks named (file names in
// examples/decks, found above the test's folder); any error fails tb.
func Decks(tb TB, names ...string) (*interp.Library, []rules.DeckList) {
	tb.Helper()
	lib := Library(tb)
	dir, err := decksDir()
	if err != nil {
		tb.Fatal(err)
	}
	ix := library.IndexOf(lib).Deck()
	decks := make([]rules.DeckList, len(names))
	for k, f := range names {
		dl, _, ds := sim.ReadDeck(filepath.Join(dir, f), ix)
		if ds.HasErrors() {
			tb.Fatal(ds.Error())
		}
		decks[k] = dl
	}
	return lib, decks
}

// TwoDecks loads the built-in library and the two decks most game tests
// play: Greyjoy/Lion raiders against Lannister/Kraken schemes.
func TwoDecks(tb TB) (*interp.Library, [2]rules.DeckList) {
	tb.Helper()
	lib, decks := Decks(tb, "greyjoy-lion-raiders.txt", "lannister-kraken-schemes.txt")
	return lib, [2]rules.DeckList(decks)
}

// decksDir finds examples/decks in the working folder or above it (a test
// runs in its package's folder), as a path relative to it ("../../examples/decks").
func decksDir() (string, error) {
	wd, err := os.Getwd()
	if err != nil {
		return "", err
	}
	rel := "."
	for dir := wd; ; dir = filepath.Dir(dir) {
		if st, err := os.Stat(filepath.Join(dir, "examples", "decks")); err == nil && st.IsDir() {
			return filepath.Join(rel, "examples", "decks"), nil
		}
		if filepath.Dir(dir) == dir {
			return "", fmt.Errorf("gametest: no examples/decks in %s or above", wd)
		}
		rel = filepath.Join(rel, "..")
	}
}
