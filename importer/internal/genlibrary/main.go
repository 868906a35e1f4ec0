// Command genlibrary rewrites the shipped library in cards/ from the copy
// of the card data in importer/testdata/carddata, merging the hand-written
// behaviour into the generated files as `throne import` does. It is run by
// `go generate ./importer` (from the importer folder); the importer's tests
// only compare.
package main

import (
	"fmt"
	"os"
	"path/filepath"

	"github.com/thronescript/thronescript/importer"
)

func main() {
	if err := run(); err != nil {
		fmt.Fprintln(os.Stderr, "genlibrary:", err)
		os.Exit(1)
	}
}

func run() error {
	in, err := importer.LoadPacks(filepath.Join("testdata", "carddata"), importer.LibraryPacks())
	if err != nil {
		return err
	}
	lib, err := importer.Generate(in)
	if err != nil {
		return err
	}
	changed, err := lib.WriteDir(filepath.Join("..", "cards"))
	if err != nil {
		return err
	}
	fmt.Printf("rewrote %d files in cards/\n", len(changed))
	return nil
}
