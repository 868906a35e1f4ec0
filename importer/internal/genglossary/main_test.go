package main

import (
	"strings"
	"testing"
)

func TestSlug(t *testing.T) {
	for in, want := range map[string]string{"Lord's Man": "lords-man", "The Citadel": "the-citadel", "R'hllor": "rhllor", " House  Guard ": "house-guard"} {
		if got := slug(in); got != want {
			t.Errorf("slug(%q) = %q, want %q", in, got, want)
		}
	}
}

// TestExtractTraits: trait pairs come from the traits lines (the most
// common form wins, the first on a tie), italic mentions add variants, and
// the notes say where sources disagree.
func TestExtractTraits(t *testing.T) {
	en := map[string]card{
		"1": {Code: "1", Traits: []byte(`["Dragon","Lord"]`), Text: "Choose a <i>Dragon</i>."},
		"2": {Code: "2", Traits: []byte(`["Dragon"]`)},
		"3": {Code: "3", Traits: []byte(`["Dragon"]`)},
		"4": {Code: "4", Traits: []byte(`["Noble","Lord"]`), Text: "<i>Knight</i>"},
		"5": {Code: "5", Traits: []byte(`["Lord"]`)},
		"6": {Code: "6", Traits: []byte(`["Lord","Dragon"]`)},
	}
	de := map[string]card{
		"1": {Code: "1", Traits: []byte(`"Drache. Lord."`), Text: "Wähle einen <i>Drachen</i>."},
		"2": {Code: "2", Traits: []byte(`"Drachen."`)},
		"3": {Code: "3", Traits: []byte(`"Drache."`)},
		"4": {Code: "4", Traits: []byte(`"Adlig. Lord."`), Text: "<i>Ritter</i>"},
		"5": {Code: "5", Traits: []byte(`null`)},
		"6": {Code: "6", Traits: []byte(`"Drache. Lord."`)}, // sorted by the German names
	}
	entries, mismatches, err := extract(en, de)
	if err != nil {
		t.Fatal(err)
	}
	if len(mismatches) != 1 || !strings.HasPrefix(mismatches[0], "5 ") {
		t.Errorf("mismatches %v, want card 5", mismatches)
	}
	got := map[string]entry{}
	for _, e := range entries[len(fixedEntries()):] {
		got[e.id] = e
	}
	dragon := got["trait:dragon"]
	if dragon.de != "Drache" || dragon.deVariants != "Drachen" || dragon.source != "card data (de) traits/italics: 1, 2, 3, 6" ||
		dragon.note != "traits lines disagree: Drache ×3, Drachen ×1; Drache chosen (most frequent or first)" {
		t.Errorf("dragon: %+v", dragon)
	}
	if l := got["trait:lord"]; l.de != "Lord" || l.deVariants != "" {
		t.Errorf("lord: %+v (card 6 prints its traits in another order)", l)
	}
	if n := got["trait:noble"]; n.de != "Adlig" || n.note != "German trait is the adjective Adlig" {
		t.Errorf("noble: %+v", n)
	}
	if k := got["trait:knight"]; k.de != "Ritter" || k.note != "only named in card texts, not on a traits line" {
		t.Errorf("knight: %+v", k)
	}
	if len(got) != 4 {
		t.Errorf("traits %v, want dragon, knight, lord, noble", got)
	}
	// the German file has the German header and the German columns
	de2 := string(render(entries, "de"))
	if !strings.HasPrefix(de2, "# German glossary") || !strings.Contains(de2, "\n# trait\ntrait:dragon | Drache | Drachen |  |  | card data") {
		t.Errorf("German rendering:\n%s", de2[len(de2)-400:])
	}
}
