package i18n

import (
	"strings"
	"testing"
)

// pair is one card with its English and German text blocks, for the
// tests of single findings.
type pair struct {
	card   *CardFacts
	en, de textSpec
}

// checkPairs checks the German blocks of cards against the English ones
// with the shipped glossaries, and returns the findings' codes with their
// severities ("E0812 error").
func checkPairs(t *testing.T, untranslated bool, ps ...pair) (*Input, []string) {
	t.Helper()
	en, de := newSource("cards/x.en.card"), newSource("cards/x.de.card")
	in := &Input{SourceLang: "en", TargetLang: "de", Source: loadGlossary(t, "en"), Target: loadGlossary(t, "de")}
	for _, p := range ps {
		in.Cards = append(in.Cards, p.card)
		eb, db := en.block(p.en), de.block(p.de)
		db.Untranslated = untranslated
		in.Texts = append(in.Texts, eb, db)
	}
	var got []string
	for _, d := range Check(in) {
		got = append(got, d.Code+" "+d.Severity.String())
	}
	return in, got
}

func raider() *CardFacts {
	return &CardFacts{Code: "90001", Title: "Bolton Raider", Type: "character", Traits: []string{"Ally"},
		Keywords: []KeywordUse{{Name: "stealth"}}, Abilities: []AbilityFact{{ID: "reaction", Kind: "reaction"}}}
}

func raiderEN() textSpec {
	return textSpec{Lang: "en", Code: "90001", Title: str("Bolton Raider"), Traits: str("Ally."), Keywords: str("Stealth."),
		Abilities: [][2]string{{"reaction", "<b>Reaction:</b> After you win a challenge, draw 1 card."}}}
}

// TestUntranslatedBlock: a German block marked `untranslated` holds
// English copies awaiting a translator (a pack without German data):
// they are not findings and count as not translated, while a field a
// translator has written in it is checked as any other.
func TestUntranslatedBlock(t *testing.T) {
	copyOf := raiderEN()
	copyOf.Lang = "de"
	if _, got := checkPairs(t, false, pair{raider(), raiderEN(), copyOf}); len(got) == 0 {
		t.Fatal("English copies without the marker: no findings (the test proves nothing)")
	}
	in, got := checkPairs(t, true, pair{raider(), raiderEN(), copyOf})
	if len(got) != 0 {
		t.Errorf("English copies marked untranslated: %v, want no findings", got)
	}
	for _, tr := range Translatables(in) {
		if tr.Target != "" {
			t.Errorf("%s: the copy %q counts as a translation", tr.Field, tr.Target)
		}
	}

	// A translator writes the reaction, with a wrong number: reported.
	copyOf.Abilities = [][2]string{{"reaction", "<b>Reaktion:</b> Nachdem du eine Herausforderung gewonnen hast, ziehe 2 Karten."}}
	in, got = checkPairs(t, true, pair{raider(), raiderEN(), copyOf})
	if strings.Join(got, ",") != CodeNumber+" error" {
		t.Errorf("a wrong number in a translated field of an untranslated block: %v, want %s", got, CodeNumber)
	}
	for _, tr := range Translatables(in) {
		if (tr.Target != "") != (tr.Field == "ability:reaction") {
			t.Errorf("%s: target %q (only the reaction is translated)", tr.Field, tr.Target)
		}
	}
	if s := (&TextBlock{Lang: "de", Code: "90001", Untranslated: true}).Format(); !strings.Contains(s, "\n  untranslated\n") {
		t.Errorf("Format drops the marker:\n%s", s)
	}
}

// TestWaveThreeFalseAlarms: forms of the third wave's German cards that
// are right and were reported (issue 39), each beside a mistake of the
// same kind that is still reported.
func TestWaveThreeFalseAlarms(t *testing.T) {
	event := func(code, title string) *CardFacts {
		return &CardFacts{Code: code, Title: title, Type: "event", Abilities: []AbilityFact{{ID: "action", Kind: "action"}}}
	}
	titled := func(code, en, de string) pair {
		return pair{&CardFacts{Code: code, Title: en, Type: "location"},
			textSpec{Lang: "en", Code: code, Title: str(en)}, textSpec{Lang: "de", Code: code, Title: str(de)}}
	}
	action := func(en, de string) pair {
		return pair{event("90010", "Test Event"),
			textSpec{Lang: "en", Code: "90010", Title: str("Test Event"), Abilities: [][2]string{{"action", en}}},
			textSpec{Lang: "de", Code: "90010", Title: str("Testereignis"), Abilities: [][2]string{{"action", de}}}}
	}
	for _, tc := range []struct {
		name     string
		code     string // the finding
		ps       []pair
		reported bool
	}{
		{"and/or is und/oder", CodeConjunction, []pair{action(
			"<b>Action:</b> Put a character into play from your hand and/or discard pile.",
			"<b>Aktion:</b> Bringe einen Charakter von deiner Hand und/oder deinem Ablagestapel ins Spiel.")}, false},
		{"or dropped", CodeConjunction, []pair{action(
			"<b>Action:</b> Put a character into play from your hand or discard pile.",
			"<b>Aktion:</b> Bringe einen Charakter von deiner Hand und deinem Ablagestapel ins Spiel.")}, true},
		{"a reminder the English lacks", CodeNegation, []pair{action(
			"<b>Action:</b> Set each character's STR to 3.",
			"<b>Aktion:</b> Lege die Stärke jedes Charakters auf 3 fest. <i>(Andere Modifikatoren erhöhen die Stärke nicht.)</i>")}, false},
		{"a negation outside a reminder", CodeNegation, []pair{action(
			"<b>Action:</b> Set each character's STR to 3.",
			"<b>Aktion:</b> Lege die Stärke jedes Charakters nicht auf 3 fest.")}, true},
		{"a title's article declined", CodeTitle, []pair{titled("90011", "The Maidenvault", "Das Jungfrauengewölbe"), action(
			"<b>Action:</b> Kneel The Maidenvault to draw 1 card.",
			"<b>Aktion:</b> Beuge das Jungfrauengewölbe, um 1 Karte zu ziehen.")}, false},
		{"a title misspelt", CodeTitle, []pair{titled("90011", "The Maidenvault", "Das Jungfrauengewölbe"), action(
			"<b>Action:</b> Kneel The Maidenvault to draw 1 card.",
			"<b>Aktion:</b> Beuge das Jungfraugewölbe, um 1 Karte zu ziehen.")}, true},
		{"a title inside the label", CodeTitle, []pair{titled("90012", "Taxation", "Besteuerung"), action(
			"<b>Taxation Action:</b> Draw 1 card.",
			"<b>Abgabenaktion:</b> Ziehe 1 Karte.")}, false},
		{"a suspended compound", CodeTerm, []pair{action(
			"<b>Action:</b> Put a character into play from a dead or discard pile.",
			"<b>Aktion:</b> Bringe einen Charakter aus einem Ablage- oder Totenstapel ins Spiel.")}, false},
		{"the term dropped", CodeTerm, []pair{action(
			"<b>Action:</b> Put a character into play from a dead or discard pile.",
			"<b>Aktion:</b> Bringe einen Charakter aus einem Haufen oder Totenstapel ins Spiel.")}, true},
	} {
		_, got := checkPairs(t, false, tc.ps...)
		found := false
		for _, g := range got {
			found = found || strings.HasPrefix(g, tc.code+" ")
		}
		if found != tc.reported {
			t.Errorf("%s: %s reported %v, want %v (findings %v)", tc.name, tc.code, found, tc.reported, got)
		}
	}
}

// TestNotedGaps: a German block whose note records that the source data
// lacks the traits or the keyword line reports the gap as a warning (a
// data problem, as a missing ability text with a note is); without the
// note it is an error.
func TestNotedGaps(t *testing.T) {
	de := textSpec{Lang: "de", Code: "90001", Title: str("Plünderer von Haus Bolton"),
		Abilities: [][2]string{{"reaction", "<b>Reaktion:</b> Nachdem du eine Herausforderung gewonnen hast, ziehe 1 Karte."}}}
	_, got := checkPairs(t, false, pair{raider(), raiderEN(), de})
	if strings.Join(got, ",") != CodeMissingField+" error,"+CodeKeywordMissing+" error" {
		t.Errorf("without notes: %v", got)
	}
	de.Notes = []string{`German data has no traits (English: "Ally.")`, `German text has no keyword line (English: "Stealth.")`}
	_, got = checkPairs(t, false, pair{raider(), raiderEN(), de})
	if strings.Join(got, ",") != CodeMissingField+" warning,"+CodeKeywordMissing+" warning,"+CodeNote+" warning,"+CodeNote+" warning" {
		t.Errorf("with notes: %v", got)
	}
}
