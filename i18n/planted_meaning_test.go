package i18n

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// realistic is a mistake a translator (or an extraction of the data)
// makes in a German ability text: in card code, ability id, old becomes
// new; kw edits the keyword line instead.
type realistic struct {
	kind, code, id, old, new string
}

// realisticMistakes are the planted mistakes of TestPlantedRecall, one or
// more of each kind (47 kinds).
var realisticMistakes = []realistic{
	// meaning: negations, choices, sentences
	{"negation dropped (nicht)", "01027", "constant", "kann nicht mehr als", "kann mehr als"},
	{"negation dropped (nicht gebeugt)", "01184", "constant-2", "wird nicht gebeugt", "wird gebeugt"},
	{"negation dropped (keine)", "01184", "constant", "Keine Verstärkungen außer", "Verstärkungen außer"},
	{"negation dropped (kann nicht gerettet werden)", "11040", "constant", "können nicht gerettet", "können gerettet"},
	{"negation added (keinen)", "01055", "constant", "einen <i>König</i>", "keinen <i>König</i>"},
	{"negation added (kein)", "01161", "constant", "Jeder von dir kontrollierte", "Kein von dir kontrollierter"},
	{"oder became und", "01027", "action", "spielst oder aufmarschieren", "spielst und aufmarschieren"},
	{"und became oder", "01184", "constant-2", "-Symbol und wird", "-Symbol oder wird"},
	{"und became oder (two verbs)", "01064", "challenges-action", "Gegner und sieh", "Gegner oder sieh"},
	{"either-or became and", "01078", "reaction", "ziehe entweder 1 Karte oder erhalte", "ziehe 1 Karte und erhalte"},
	{"sentence dropped (no number)", "01045", "interrupt", " X sind die aufgedruckten Kosten des gegnerischen Ereignisses.", ""},
	{"limit sentence dropped", "01078", "reaction", " (Nur zwei Mal pro Runde.)", ""},
	{"clause dropped (cannot be saved)", "01015", "when-revealed", " (kann nicht gerettet werden)", ""},
	// agreement
	{"plural after 3 (Karte)", "01010", "when-revealed", "Ziehe 3 Karten.", "Ziehe 3 Karte."},
	{"plural after 1 (Karten)", "01098", "reaction", "ziehe 1 Karte.", "ziehe 1 Karten."},
	{"singular after 3 (Charakter)", "01026", "when-revealed", "bis zu 3 Charaktere", "bis zu 3 Charakter"},
	// spelling outside the glossary
	{"letters swapped", "01001", "reaction", "verschiebe", "vershciebe"},
	{"letter missing", "01060", "reaction", "verschieben", "verschiben"},
	{"letter doubled", "01103", "reaction", "entferne", "entfernne"},
	{"wrong letter", "01109", "reaction", "Angreifer", "Angreiter"},
	{"umlaut lost", "01002", "reaction", "erhältst", "erhaltst"},
	{"umlaut lost (für)", "01002", "reaction", "für deine", "fur deine"},
	{"word split by the extraction", "01117", "reaction", "aufgedeckten", "aufge deckten"},
	{"word split after a compound joint", "01001", "reaction", "Fraktionskarte", "Fraktions karte"},
	{"English word left in", "01130", "dominance-action", "auf deine Hand", "auf deine and"},
	{"letter dropped (intiiert)", "01045", "interrupt", "initiiert", "intiiert"},
	{"syllable cut (Charak ter)", "01103", "reaction", "Charakter", "Charak ter"},
	{"typo in a verb ending", "01088", "dominance-action", "abzulegen", "abzulgen"},
	// numbers, icons, labels, terms, titles, traits, markup, keywords
	{"digit differs", "01002", "reaction", "2 Macht", "3 Macht"},
	{"number word differs", "01078", "reaction", "zwei Mal", "drei Mal"},
	{"sign flipped", "01048", "constant", "+1 Stärke", "-1 Stärke"},
	{"initiative for reserve", "01038", "constant-2", "Reservewert +1", "Initiativewert +1"},
	{"reserve for initiative", "01039", "constant", "Initiativewert +1", "Reservewert +1"},
	{"number dropped", "01098", "reaction", "ziehe 1 Karte", "ziehe eine Karte"},
	{"icon differs", "01001", "reaction", "[power]", "[military]"},
	{"label of another kind", "01098", "reaction", "<b>Reaktion:</b>", "<b>Unterbrechung:</b>"},
	{"label missing", "01130", "dominance-action", "<b>Herrschaftsaktion:</b> ", ""},
	{"trait in text replaced", "01055", "constant", "<i>König</i>", "<i>Ritter</i>"},
	{"title left in English", "01060", "reaction", "Saal mit der Bemalten Tafel", "Chamber of the Painted Table"},
	{"term replaced", "01098", "reaction", "ziehe 1 Karte", "nimm 1 Karte"},
	{"forbidden synonym", "01060", "reaction", "beuge Saal", "knie Saal"},
	{"markup not closed", "01098", "reaction", "<b>Reaktion:</b>", "<b>Reaktion:<b>"},
	{"unknown markup", "01002", "reaction", "<b>Reaktion:</b>", "<b>Reaktion:</B>"},
	{"keyword value", "01031", "", "Brandschatzen.", "Brandschatzen (2)."},
	{"keyword dropped", "01031", "", "Keine Verstärkungen. Brandschatzen.", "Keine Verstärkungen."},
	{"keyword misspelt", "01029", "", "Heimlich.", "Heimlch."},
	{"traits line", "01029", "traits", "Lord. Kleiner Rat. Spion.", "Lord. Kleiner Rat. Spitzel."},
}

// TestPlantedRecall plants each realistic mistake into the printed German
// texts of the card data, runs the checks with the German dictionary, and
// counts a mistake caught when a finding appears at the card that the
// unedited texts do not have. Recall must be at least 90%, and every kind
// of the list must be planted (each old text found).
func TestPlantedRecall(t *testing.T) {
	words, err := os.ReadFile(filepath.Join("..", "cards", "i18n", "de.words.gz"))
	if err != nil {
		t.Fatal(err)
	}
	numbers, err := os.ReadFile(filepath.Join("..", "cards", "i18n", "de.numbers"))
	if err != nil {
		t.Fatal(err)
	}
	dict, err := LoadDictionary(words, numbers)
	if err != nil {
		t.Fatal(err)
	}
	// the cards the mistakes edit (each checked with the others: titles)
	var base []officialCard
	for _, c := range loadOfficial(t) {
		for _, m := range realisticMistakes {
			if m.code == c.Code {
				base = append(base, c)
				break
			}
		}
	}
	run := func(edit func(c *officialCard)) map[string]string {
		in, _ := officialInput(t, deepCopy(base), edit)
		in.Words = dict
		out := map[string]string{}
		for _, d := range Check(in) {
			out[keyOf(d)+" "+d.Summary] = d.Severity.String()
		}
		return out
	}
	before := run(nil)
	kinds := map[string]bool{}
	caught, asErrors := 0, 0
	var missed []string
	for _, m := range realisticMistakes {
		kinds[m.kind] = true
		after := run(func(c *officialCard) {
			if c.Code != m.code {
				return
			}
			switch m.id {
			case "":
				if !strings.Contains(c.KwLine["de"], m.old) {
					t.Fatalf("%s: %q not in the keyword line %q", m.kind, m.old, c.KwLine["de"])
				}
				c.KwLine["de"] = strings.Replace(c.KwLine["de"], m.old, m.new, 1)
			case "traits":
				c.TraitsTxt["de"] = strings.Replace(c.TraitsTxt["de"], m.old, m.new, 1)
			default:
				replaceDE(c, m.id, m.old, m.new)
			}
		})
		var found []string
		isErr := false
		for k, sev := range after {
			if _, old := before[k]; !old {
				found = append(found, sev+" "+k)
				isErr = isErr || sev == "error"
			}
		}
		if len(found) == 0 {
			missed = append(missed, m.kind)
			continue
		}
		caught++
		if isErr {
			asErrors++
		}
		t.Logf("%s: %s", m.kind, strings.Join(found, "; "))
	}
	if len(kinds) < 40 {
		t.Errorf("%d kinds of mistakes, want at least 40", len(kinds))
	}
	recall := float64(caught) / float64(len(realisticMistakes))
	t.Logf("recall %.1f%% (%d of %d planted mistakes caught, %d of them by an error); missed: %s",
		100*recall, caught, len(realisticMistakes), asErrors, strings.Join(missed, ", "))
	if recall < 0.9 {
		t.Errorf("recall %.1f%% < 90%%; missed: %s", 100*recall, strings.Join(missed, ", "))
	}
}
