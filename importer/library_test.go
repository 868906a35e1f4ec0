package importer

import (
	"bytes"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"testing"
)

// root is the library folder (cards/) seen from this package.
const root = "../cards"

// TestLibraryIsImported checks that importing the card data reproduces the
// committed library byte for byte: the stats, English and German files are
// exactly what the importer makes (hand-written behaviour merged in).
func TestLibraryIsImported(t *testing.T) {
	lib, err := Generate(loadTestdata(t))
	if err != nil {
		t.Fatal(err)
	}
	read := func(p string) ([]byte, error) { return os.ReadFile(filepath.Join(root, filepath.FromSlash(p))) }
	files, err := lib.Merged(read)
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range lib.Paths() {
		have, err := read(p)
		if errors.Is(err, fs.ErrNotExist) {
			t.Errorf("cards/%s is missing: run `go generate ./importer`", p)
			continue
		}
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(have, files[p]) {
			t.Errorf("cards/%s is not what the importer makes from the data: run `go generate ./importer` and review the diff", p)
		}
	}
	want := map[string]int{"Core": 211,
		"TtB": 20, "TRtW": 20, "TKP": 20, "NMG": 20, "CoW": 20, "TS": 20, "WotN": 52,
		"AtSK": 20, "CtA": 20, "FFH": 20, "TIMC": 20, "GoH": 20, "TC": 20, "LoCR": 52,
		"AMAF": 20, "GtR": 20, "TFoA": 20, "TRW": 20, "OR": 20, "TBWB": 20, "WotW": 52,
		"TAK": 20, "JtO": 20, "Km": 20, "FotOG": 20, "TFM": 20, "SAT": 20, "HoT": 52, "SoD": 52,
		"TSC": 20, "TMoW": 20, "SoKL": 20, "MoD": 20, "IDP": 20, "DitD": 20,
		"KotI": 52, "AtG": 20, "CoS": 20, "PoS": 20, "BtRK": 20, "TB": 20, "LMHR": 20,
		"FotS": 52, "DotE": 52, "TTWDFL": 36, "R": 60, "R2": 16,
		"FH": 20, "JS": 20, "HMW": 60, "FtR": 30, "BtB": 30, "AHaH": 40, "TSoW": 30,
		"ATT": 20, "ChoS": 20, "FUtG": 20, "TTS": 20, "TIC": 20, "WK": 20,
		"WAID": 20, "WoW": 20, "MaV": 20, "LotW": 20, "JfE": 20, "NCbT": 20}
	total := 0
	for p, n := range want {
		if lib.Cards[p] != n {
			t.Errorf("pack %s: %d cards, want %d", p, lib.Cards[p], n)
		}
		total += lib.Cards[p]
	}
	if total != 1929 || len(lib.Cards) != len(want) {
		t.Errorf("%d cards in %d packs, want 1929 in %d", total, len(lib.Cards), len(want))
	}
}
