package importer

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
)

//go:generate go run ./internal/genlibrary
//go:generate go run ./internal/genglossary

// LibraryPacks lists the packs of the shipped library (cards/), in the
// order their data is read.
func LibraryPacks() []string {
	return []string{"Core",
		"TtB", "TRtW", "TKP", "NMG", "CoW", "TS", "WotN",
		"AtSK", "CtA", "FFH", "TIMC", "GoH", "TC", "LoCR",
		"AMAF", "GtR", "TFoA", "TRW", "OR", "TBWB", "WotW",
		"TAK", "JtO", "Km", "FotOG", "TFM", "SAT", "HoT", "SoD",
		"TSC", "TMoW", "SoKL", "MoD", "IDP", "DitD",
		"KotI", "AtG", "CoS", "PoS", "BtRK", "TB", "LMHR", "FotS", "DotE", "TTWDFL", "R", "R2",
		"FH", "JS", "HMW", "FtR", "BtB", "AHaH", "TSoW",
		"ATT", "ChoS", "FUtG", "TTS", "TIC", "WK", "WAID", "WoW", "MaV", "LotW", "JfE", "NCbT"}
}

// LoadPacks reads the card data of packs from dir: <pack>.json and its
// German translation de/<pack>.json for each (a pack without German data
// has no de/<pack>.json: its German text is generated untranslated).
func LoadPacks(dir string, packs []string) (Input, error) {
	var in Input
	for _, p := range packs {
		for i, f := range []string{filepath.Join(dir, p+".json"), filepath.Join(dir, "de", p+".json")} {
			b, err := os.ReadFile(f)
			if i == 1 && errors.Is(err, fs.ErrNotExist) {
				continue
			}
			if err != nil {
				return Input{}, err
			}
			if _, err := in.Add(f, b, ""); err != nil {
				return Input{}, err
			}
		}
	}
	return in, nil
}
