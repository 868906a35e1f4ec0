package i18n

import (
	"strings"
	"testing"
)

func TestTextBlockFieldsSetFormat(t *testing.T) {
	b := &TextBlock{Lang: "de", Code: "11002"}
	for _, kv := range [][2]string{
		{"ability:forced-interrupt", "<b>Erzwungene Unterbrechung:</b> Sobald …"},
		{"flavor", "„Zitat“ mit \"Anführungszeichen\""},
		{"title", "Schinder von Haus Bolton"},
		{"keywords", "Schatten (2)."},
		{"traits", "Verbündeter. Haus Bolton."},
		{"ability:forced-interrupt", "<b>Erzwungene Unterbrechung:</b> Sobald die Phase endet"},
	} {
		if err := b.Set(kv[0], kv[1]); err != nil {
			t.Fatal(err)
		}
	}
	if err := b.Set("cost", "3"); err == nil {
		t.Error("Set(cost) succeeded")
	}
	if err := b.Set("ability:", "x"); err == nil {
		t.Error("Set(ability:) succeeded")
	}
	b.Notes = []Field{{Value: "aus der Kartendatenbank"}}
	want := `text de 11002 {
  title "Schinder von Haus Bolton"
  traits "Verbündeter. Haus Bolton."
  keywords "Schatten (2)."
  ability forced-interrupt "<b>Erzwungene Unterbrechung:</b> Sobald die Phase endet"
  flavor "„Zitat“ mit \"Anführungszeichen\""
  note "aus der Kartendatenbank"
}
`
	if got := b.Format(); got != want {
		t.Errorf("Format:\n%s\nwant:\n%s", got, want)
	}
	b.PluralTitle = true
	if got := b.Format(); !strings.Contains(got, "  title \"Schinder von Haus Bolton\"\n  plural-title\n  traits ") {
		t.Errorf("Format of a plural title:\n%s", got)
	}
	if f := b.Field("ability:forced-interrupt"); f == nil || !strings.HasSuffix(f.Value, "endet") {
		t.Errorf("Field(ability) = %v", f)
	}
	if b.Field("ability:other") != nil {
		t.Error("Field(ability:other) found")
	}
}

func TestSummary(t *testing.T) {
	c := &CardFacts{Code: "11002", Title: "Bolton Flayer", Type: "character", Faction: "stark", Cost: "3", Strength: "3",
		Traits: []string{"Ally", "House Bolton"}, Keywords: []KeywordUse{{"shadow", []int{2}}, {"stealth", nil}}}
	want := `11002 "Bolton Flayer": character, stark, cost 3, STR 3, traits Ally, House Bolton, keywords shadow(2) stealth`
	if got := c.Summary(); got != want {
		t.Errorf("Summary = %s", got)
	}
}

func TestTranslatables(t *testing.T) {
	base := plantedBase(t)
	in, _ := officialInput(t, deepCopy(base), func(c *officialCard) {
		if c.Code == "11003" {
			c.dropDE = map[string]bool{"action": true}
		}
	})
	ts := Translatables(in)
	var got []string
	for _, tr := range ts {
		got = append(got, tr.Code+"|"+tr.Field)
	}
	want := "01078|title 01078|traits 01078|ability:constant 01078|ability:reaction 11001|title 11001|traits 11001|ability:reaction " +
		"11001|ability:constant 11001|ability:constant-2 11001|ability:constant-3 11001|ability:constant-4 " +
		"11002|title 11002|traits 11002|keywords 11002|ability:forced-interrupt 11003|title 11003|traits 11003|ability:constant " +
		"11003|ability:action 11003|ability:constant-2 11004|title 11004|traits 11004|keywords 11004|ability:challenges-action"
	if strings.Join(got, " ") != want {
		t.Errorf("fields:\n%s\nwant\n%s", strings.Join(got, " "), want)
	}
	for _, tr := range ts {
		switch tr.Code + "|" + tr.Field {
		case "11002|keywords":
			if tr.Source != "Shadow (2)." || tr.Target != "Schatten (2)." || !strings.HasPrefix(tr.Ref, "cards/tsc.de.card:") {
				t.Errorf("keywords %+v", tr)
			}
			if tr.Notes[0] != `Card 11002 "Bolton Flayer": character, stark, cost 3, STR 3, traits Ally, House Bolton, keywords shadow(2)` {
				t.Errorf("notes %q", tr.Notes)
			}
		case "11003|ability:action":
			// untranslated: points at the block
			if tr.Target != "" || tr.Ref == "" || len(tr.Notes) != 2 || !strings.Contains(tr.Notes[1], "Northern Armory cannot stand. / ") {
				t.Errorf("untranslated ability %+v", tr)
			}
		}
	}
}

// TestSameLanguage checks English texts against the cards alone.
func TestSameLanguage(t *testing.T) {
	base := plantedBase(t)
	in, _ := officialInput(t, deepCopy(base), func(c *officialCard) {
		if c.Code == "11002" {
			c.KwLine["en"] = "Shadow (3)."
		}
	})
	in.TargetLang = "en"
	in.Target = in.Source
	ds := Check(in)
	if len(ds) != 1 || ds[0].Code != CodeKeywordValue || ds[0].Subject.Start.Filename != "cards/tsc.en.card" {
		t.Errorf("English check: %v", ds)
	}
}

// TestNoGlossaries runs the checks without glossaries: structure and
// numbers are still checked.
func TestNoGlossaries(t *testing.T) {
	in, _ := officialInput(t, deepCopy(plantedBase(t)), func(c *officialCard) {
		if c.Code == "11004" {
			replaceDE(c, "challenges-action", "Ziehe 1 Karte", "Ziehe 3 Karten")
		}
	})
	in.Source, in.Target = nil, nil
	ds := Check(in)
	if len(ds) != 1 || ds[0].Code != CodeNumber {
		t.Errorf("without glossaries: %v", ds)
	}
}
