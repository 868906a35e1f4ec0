package i18n

import (
	"fmt"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/thronescript/thronescript/dsl/diag"
	"github.com/thronescript/thronescript/internal/golden"
)

// plantedCards are the cards the planted-mistake tests edit; their printed
// texts pass every check.
var plantedCards = []string{"01078", "11001", "11002", "11003", "11004"}

func plantedBase(t *testing.T) []officialCard {
	var out []officialCard
	for _, c := range loadOfficial(t) {
		for _, code := range plantedCards {
			if c.Code == code {
				out = append(out, c)
			}
		}
	}
	if len(out) != len(plantedCards) {
		t.Fatalf("found %d of the planted cards", len(out))
	}
	return out
}

// replaceDE edits the German text of ability id.
func replaceDE(c *officialCard, id, old, new string) {
	for i := range c.Abilities {
		if c.Abilities[i].ID == id {
			if !strings.Contains(c.Abilities[i].De, old) {
				panic(fmt.Sprintf("%s %s: %q not in %q", c.Code, id, old, c.Abilities[i].De))
			}
			c.Abilities[i].De = strings.Replace(c.Abilities[i].De, old, new, 1)
			return
		}
	}
	panic("no ability " + id)
}

type planted struct {
	name string
	code string                // card to edit
	edit func(c *officialCard) // the mistake
	want []string              // "E0804 cards/tsc.de.card:Schatten (^3)" — code, file, marker
}

var plantedMistakes = []planted{
	{"no German text", "11002", func(c *officialCard) { c.skipDE = true },
		[]string{"E0801 cards/tsc.card:^card 11002"}},
	{"ability without text", "11003", func(c *officialCard) { c.dropDE = map[string]bool{"action": true} },
		[]string{"E0802 cards/tsc.de.card:^text de 11003"}},
	{"no title", "11004", func(c *officialCard) { c.Title["de"] = "" },
		[]string{"E0803 cards/tsc.de.card:^text de 11004"}},
	{"no traits line", "11002", func(c *officialCard) { c.TraitsTxt["de"] = "" },
		[]string{"E0803 cards/tsc.de.card:^text de 11002"}},
	{"keyword value", "11002", func(c *officialCard) { c.KwLine["de"] = "Schatten (3)." },
		[]string{"E0804 cards/tsc.de.card:Schatten (^3)."}},
	{"keyword value against the card", "11004", func(c *officialCard) { c.Keywords = []KeywordUse{{"shadow", []int{4}}} },
		[]string{"E0804 cards/tsc.de.card:Schatten (^2).\"\n  ability challenges-action"}},
	{"keyword missing", "11002", func(c *officialCard) { c.KwLine["de"] = "" },
		[]string{"E0805 cards/tsc.de.card:^text de 11002"}},
	{"keyword not on card", "11004", func(c *officialCard) { c.KwLine["de"] = "Schatten (2). Heimlich." },
		[]string{"E0806 cards/tsc.de.card:Schatten (2). ^Heimlich."}},
	{"unknown keyword with value", "11002", func(c *officialCard) { c.KwLine["de"] = "Schatten (2). Schemen (1)." },
		[]string{"E0806 cards/tsc.de.card:^Schemen (1)"}},
	{"misspelled keyword", "11002", func(c *officialCard) { c.KwLine["de"] = "Schatten (2). Heimlch." },
		[]string{"E0806 cards/tsc.de.card:Schatten (2). ^Heimlch."}},
	{"attachment restriction is not a keyword", "11002", func(c *officialCard) { c.KwLine["de"] = "Schatten (2). Nur [stark]-Charaktere." },
		nil},
	{"digit differs", "11004", func(c *officialCard) { replaceDE(c, "challenges-action", "Ziehe 1 Karte", "Ziehe 3 Karten") },
		[]string{"E0807 cards/tsc.de.card:Ziehe ^3 Karten"}},
	{"digit differs after escapes", "11004", func(c *officialCard) {
		replaceDE(c, "challenges-action", "Ziehe 1 Karte", "\"Tu es\" \\ ziehe 3 Karten")
	}, []string{"E0807 cards/tsc.de.card:\\\\ ziehe ^3 Karten"}},
	{"number word differs", "11004", func(c *officialCard) { replaceDE(c, "challenges-action", "Nur ein Mal", "Nur zwei Mal") },
		[]string{"E0807 cards/tsc.de.card:Nur ^zwei Mal", "E0813 cards/tsc.de.card:ability challenges-action ^\"<b>Heraus"}},
	{"number missing", "01078", func(c *officialCard) { replaceDE(c, "reaction", "ziehe entweder 1 Karte", "ziehe entweder Karten") },
		[]string{"E0807 cards/core.de.card:ability reaction ^\"<b>Reaktion:</b> Nachdem du eine unverteidigte"}},
	{"icon differs", "11003", func(c *officialCard) { replaceDE(c, "action", "[stark]-Charakter", "[tyrell]-Charakter") },
		[]string{"E0808 cards/tsc.de.card:^[tyrell]-Charakter"}},
	{"label of another kind", "11002", func(c *officialCard) {
		replaceDE(c, "forced-interrupt", "<b>Erzwungene Unterbrechung:</b>", "<b>Reaktion:</b>")
	}, []string{"E0809 cards/tsc.de.card:<b>^Reaktion:</b> Sobald"}},
	{"label missing", "11003", func(c *officialCard) { replaceDE(c, "action", "<b>Aktion:</b> ", "") },
		[]string{"E0809 cards/tsc.de.card:ability action \"^Beuge"}},
	{"an action printed inside another sentence has no label", "11003", func(c *officialCard) {
		for i := range c.Abilities {
			if c.Abilities[i].ID == "action" {
				c.Abilities[i].En = "Attached location gains: \"" + c.Abilities[i].En + "\""
				c.Abilities[i].De = "Der verstärkte Ort erhält: \"" + c.Abilities[i].De + "\""
			}
		}
	}, nil},
	{"label on a constant", "11003", func(c *officialCard) { replaceDE(c, "constant", "Rüstkammer", "<b>Aktion:</b> Rüstkammer") },
		[]string{"E0809 cards/tsc.de.card:ability constant \"<b>^Aktion:</b>"}},
	{"trait in text", "11001", func(c *officialCard) { replaceDE(c, "constant", "<i>Bär</i>", "<i>Hund</i>") },
		[]string{"E0810 cards/tsc.de.card:<i>^Hund</i>"}},
	{"traits line", "11002", func(c *officialCard) { c.TraitsTxt["de"] = "Verbündete. Haus Bolton." },
		[]string{"E0811 cards/tsc.de.card:traits \"^Verbündete."}},
	{"traits line in another order", "11002", func(c *officialCard) { c.TraitsTxt["de"] = "Haus Bolton. Verbündeter." },
		nil},
	{"traits line count", "11002", func(c *officialCard) { c.TraitsTxt["de"] = "Verbündeter." },
		[]string{"E0811 cards/tsc.de.card:traits ^\"Verbündeter.\""}},
	{"untranslated title", "11003", func(c *officialCard) {
		replaceDE(c, "constant", "Rüstkammer des Nordens kann", "Northern Armory kann")
	}, []string{"E0812 cards/tsc.de.card:^Northern Armory kann"}},
	{"term replaced", "11002", func(c *officialCard) { replaceDE(c, "forced-interrupt", "töte ihn", "entferne ihn") },
		[]string{"E0813 cards/tsc.de.card:ability forced-interrupt ^\"<b>Erzwungene"}},
	{"forbidden synonym", "11003", func(c *officialCard) { replaceDE(c, "action", "Beuge Rüstkammer", "Knie Rüstkammer") },
		[]string{"E0813 cards/tsc.de.card:ability action ^\"<b>Aktion", "E0814 cards/tsc.de.card:<b>Aktion:</b> ^Knie"}},
	{"note", "11004", func(c *officialCard) { c.Notes = []string{"German data has no flavor"} },
		[]string{"E0815 cards/tsc.de.card:note ^\"German data"}},
	{"unknown ability id", "11003", func(c *officialCard) { c.renameDE = map[string]string{"action": "acton"} },
		[]string{"E0802 cards/tsc.de.card:^text de 11003", "E0817 cards/tsc.de.card:ability ^acton"}},
	{"markup", "11004", func(c *officialCard) { c.Flavor["de"] = "Kalt <u>war</u> es." },
		[]string{"E0818 cards/tsc.de.card:Kalt ^<u>war", "E0818 cards/tsc.de.card:war^</u> es"}},
	{"unbalanced markup", "11001", func(c *officialCard) { replaceDE(c, "constant-2", "<i>Adler</i>", "<i>Adler") },
		[]string{"E0818 cards/tsc.de.card:^<i>Adler,", "E0810 cards/tsc.de.card:ability constant-2 ^\"- das"}},
}

// keyOf renders a diagnostic as the test's want strings do, with a line:col.
func keyOf(d *diag.Diagnostic) string {
	return fmt.Sprintf("%s %s:%d:%d", d.Code, d.Subject.Start.Filename, d.Subject.Start.Line, d.Subject.Start.Column)
}

func TestPlantedMistakes(t *testing.T) {
	base := plantedBase(t)
	in, _ := officialInput(t, base, nil)
	if ds := Check(in); len(ds) != 0 {
		t.Fatalf("the unedited planted cards have findings:\n%v", ds)
	}
	for _, tc := range plantedMistakes {
		t.Run(tc.name, func(t *testing.T) {
			in, srcs := officialInput(t, deepCopy(base), func(c *officialCard) {
				if c.Code == tc.code {
					tc.edit(c)
				}
			})
			ds := Check(in)
			var got []string
			for _, d := range ds {
				got = append(got, keyOf(d))
			}
			var want []string
			for _, w := range tc.want {
				code, rest, _ := strings.Cut(w, " ")
				file, marker, _ := strings.Cut(rest, ":")
				want = append(want, fmt.Sprintf("%s %s:%s", code, file, posOf(t, srcs[file], marker)))
			}
			sort.Strings(got)
			sort.Strings(want)
			if strings.Join(got, "\n") != strings.Join(want, "\n") {
				t.Errorf("got\n%s\nwant\n%s\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"), diag.Text(ds, srcs))
			}
		})
	}
}

// deepCopy copies the cards so that edits do not leak between cases.
func deepCopy(cards []officialCard) []officialCard {
	out := make([]officialCard, len(cards))
	for i, c := range cards {
		c.Title = copyMap(c.Title)
		c.TraitsTxt = copyMap(c.TraitsTxt)
		c.Flavor = copyMap(c.Flavor)
		c.KwLine = copyMap(c.KwLine)
		c.Abilities = append(c.Abilities[:0:0], c.Abilities...)
		c.Keywords = append(c.Keywords[:0:0], c.Keywords...)
		c.Notes = append(c.Notes[:0:0], c.Notes...)
		out[i] = c
	}
	return out
}

func copyMap(m map[string]string) map[string]string {
	out := make(map[string]string, len(m))
	for k, v := range m {
		out[k] = v
	}
	return out
}

// TestPlantedGolden applies every planted mistake at once and compares the
// rendered report with testdata/planted.golden.
func TestPlantedGolden(t *testing.T) {
	cards := deepCopy(plantedBase(t))
	in, srcs := officialInput(t, cards, func(c *officialCard) {
		for _, tc := range plantedMistakes {
			if tc.code != c.Code || tc.name == "no German text" || tc.name == "digit differs" || tc.name == "number word differs" ||
				tc.name == "no traits line" || tc.name == "traits line count" || tc.name == "traits line in another order" || tc.name == "keyword missing" || tc.name == "label missing" {
				continue // these overlap with other edits of the same text
			}
			tc.edit(c)
		}
	})
	diagGolden(t, "planted.golden", Check(in), srcs)
}

// diagGolden compares the diagnostics, as text, with testdata/name.
func diagGolden(t *testing.T, name string, ds diag.Diagnostics, srcs diag.Sources) {
	t.Helper()
	golden.Check(t, filepath.Join("testdata", name), []byte(diag.Text(ds, srcs)), "")
}
