package main

import (
	"os"
	"path/filepath"
	"slices"
	"testing"
)

// TestGermanTextsSkipUntranslated: the English copies of a pack without
// German data (blocks marked `untranslated`) add no words to the German
// dictionary.
func TestGermanTextsSkipUntranslated(t *testing.T) {
	dir := t.TempDir()
	src := "text de 01001 {\n  title \"Gefolgsmann\"\n}\n\ntext de 17101 {\n  untranslated\n  title \"Retainer\"\n}\n"
	if err := os.WriteFile(filepath.Join(dir, "x.de.card"), []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	got, err := germanTexts(dir)
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(got, []string{"Gefolgsmann"}) {
		t.Errorf("German texts %q, want only Gefolgsmann", got)
	}
}
