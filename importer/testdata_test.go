package importer

import (
	"bytes"
	"encoding/json"
	"errors"
	"flag"
	"io/fs"
	"os"
	"path/filepath"
	"testing"
)

// carddata names a folder of ThronesDB card data (packs and de/): when set,
// TestRefreshTestdata rewrites the compact copy in testdata/carddata that
// the regeneration test reads. The project never reads it otherwise.
var carddata = flag.String("carddata", "", "refresh testdata/carddata from this card data folder")

func TestRefreshTestdata(t *testing.T) {
	if *carddata == "" {
		t.Skip("set -carddata DIR to refresh testdata/carddata")
	}
	for _, p := range LibraryPacks() {
		var in Input
		for i, f := range []string{filepath.Join(*carddata, p+".json"), filepath.Join(*carddata, "de", p+".json")} {
			b, err := os.ReadFile(f)
			if i == 1 && errors.Is(err, fs.ErrNotExist) {
				continue // no German data for this pack
			}
			if err != nil {
				t.Fatal(err)
			}
			if _, err := in.Add(f, b, ""); err != nil {
				t.Fatal(err)
			}
		}
		write := func(name string, v any) {
			var buf bytes.Buffer
			enc := json.NewEncoder(&buf)
			enc.SetEscapeHTML(false)
			enc.SetIndent("", " ")
			if err := enc.Encode(v); err != nil {
				t.Fatal(err)
			}
			full := filepath.Join("testdata", "carddata", name)
			if err := os.MkdirAll(filepath.Dir(full), 0o755); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(full, buf.Bytes(), 0o644); err != nil {
				t.Fatal(err)
			}
		}
		write(p+".json", in.Packs[0])
		if de, ok := in.Translations["de"]; ok {
			write(filepath.Join("de", p+".json"), de)
		}
	}
}

// loadTestdata reads the compact card data copy of the shipped library.
func loadTestdata(t testing.TB) Input {
	t.Helper()
	in, err := LoadPacks(filepath.Join("testdata", "carddata"), LibraryPacks())
	if err != nil {
		t.Fatal(err)
	}
	return in
}
