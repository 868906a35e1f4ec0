package messages

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/thronescript/thronescript/i18n/po"
)

func testHeader(lang string) []po.HeaderField {
	return po.Header("Thronescript messages", lang, "2026-11-25 07:00+0000", "2026-11-25 07:00+0000", "", lang)
}

// TestCatalogPORoundTrip: the German catalog goes out as a PO file (number
// choices as plural entries with both forms, not reduced to msgstr[0]) and
// comes back into the same bytes; gettext reads the file and msgcat leaves
// it as it is.
func TestCatalogPORoundTrip(t *testing.T) {
	f, err := ExportPO("de", testHeader("de"))
	if err != nil {
		t.Fatal(err)
	}
	var draws *po.Entry
	for _, e := range f.Entries {
		if e.Context != nil && *e.Context == "messages|draws" {
			draws = e
		}
	}
	if draws == nil || draws.Plural == nil || len(draws.Str) != 2 || draws.ID != "{actor} draws {n} card" || *draws.Plural != "{actor} draws {n} cards" ||
		draws.Str[0] != "{actor} zieht {n} Karte" || draws.Str[1] != "{actor} zieht {n} Karten" {
		t.Fatalf("messages|draws: %+v", draws)
	}
	data := f.Bytes()
	back, ds := po.Parse("de.po", data)
	if len(ds) > 0 {
		t.Fatal(ds)
	}
	out, written, ds := ImportPO(back, catalogDE, false)
	if len(ds) > 0 {
		t.Fatal(ds)
	}
	if len(written) < 200 {
		t.Errorf("wrote %d keys", len(written))
	}
	if !bytes.Equal(out, catalogDE) {
		a, b := strings.Split(string(catalogDE), "\n"), strings.Split(string(out), "\n")
		for i := range min(len(a), len(b)) {
			if a[i] != b[i] {
				t.Fatalf("line %d: %q became %q", i+1, a[i], b[i])
			}
		}
		t.Fatalf("the catalog changed length: %d → %d lines", len(a), len(b))
	}
	dir := t.TempDir()
	path := filepath.Join(dir, "de.po")
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
	if msgfmt, err := exec.LookPath("msgfmt"); err == nil {
		if out, err := exec.Command(msgfmt, "--check", "-o", os.DevNull, path).CombinedOutput(); err != nil {
			t.Errorf("msgfmt: %v\n%s", err, out)
		}
	}
	if msgcat, err := exec.LookPath("msgcat"); err == nil {
		out, err := exec.Command(msgcat, path).CombinedOutput()
		if err != nil || !bytes.Equal(out, data) {
			t.Errorf("msgcat changed the catalog's PO file (%v)", err)
		}
	}
}

// TestCatalogPOImportChecks: a translation is written in place, a new
// language's catalog is built from nothing, plural forms that differ in a
// placeholder and unknown placeholders are refused.
func TestCatalogPOImportChecks(t *testing.T) {
	f, _ := ExportPO("fr", testHeader("fr"))
	for _, e := range f.Entries {
		if e.Context == nil {
			continue
		}
		switch *e.Context {
		case "messages|draws":
			e.Str = []string{"{actor} pioche {n} carte", "{actor} pioche {n} cartes"}
		case "messages|kneels":
			e.Str = []string{"{card} s'incline devant {player}"}
		case "messages|stands":
			e.Str = []string{"{card} se redresse"}
		case "messages|marshals":
			e.Str = []string{"{actor} joue {card:acc}"}
		case "messages|gains-power":
			e.Plural = new(string)
			*e.Plural = e.ID
			e.Str = []string{"{card} gagne {n} pouvoir", "{card} gagne {s} pouvoirs"}
		}
	}
	out, written, ds := ImportPO(f, nil, false)
	if len(written) != 2 {
		t.Errorf("written %v", written)
	}
	want := "\n[messages]\ndraws = {actor} pioche {n} {n:carte|cartes}\nstands = {card} se redresse\n\n[grammar]\nplural-forms = nplurals=2; plural=(n > 1);\n"
	if string(out) != want {
		t.Errorf("new catalog:\n%s\nwant:\n%s", out, want)
	}
	codes := map[string]int{}
	for _, d := range ds {
		codes[d.Code]++
	}
	if codes[CodePOPlaceholder] != 1 || codes[CodePOEntry] != 1 || codes[CodeUnknownCase] != 1 {
		t.Errorf("diagnostics %v", ds)
	}
}
