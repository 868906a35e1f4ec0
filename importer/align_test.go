package importer

import (
	"strings"
	"testing"
)

// TestAlignParagraphs: where the German data joins two paragraphs (04038),
// splits one (02038, 04108) or adds a line the English lacks (05006), the
// paragraphs are aligned with the English ones and each step is said; an
// errata line is kept under the text it corrects (01051).
func TestAlignParagraphs(t *testing.T) {
	for _, tc := range []struct {
		name, de, en string
		want         []string // German paragraphs after aligning, by English id
		notes        int
	}{
		{"joined", "Du kannst keine <i>Sommer</i>-Strategiekarten aufnehmen.Reduziere den Reservewert um 1.",
			"You cannot include <i>Summer</i> plot cards.\nReduce the reserve value by 1.",
			[]string{"constant: Du kannst keine <i>Sommer</i>-Strategiekarten aufnehmen.", "constant-2: Reduziere den Reservewert um 1."}, 1},
		{"split", "<b>Reaktion:</b> Nachdem du gewonnen hast, suche ein Ereignis.\nMische dein Deck.",
			"<b>Reaction:</b> After you win, search for an event. Shuffle your deck.",
			[]string{"reaction: <b>Reaktion:</b> Nachdem du gewonnen hast, suche ein Ereignis. Mische dein Deck."}, 1},
		{"extra line", "<b>Unterbrechung:</b> Sobald genau 1 Karte abgelegt wird, lege 1 ab.\nGoldwert +2",
			"<b>Interrupt:</b> When exactly 1 card is discarded, discard 1.",
			[]string{"interrupt: <b>Unterbrechung:</b> Sobald genau 1 Karte abgelegt wird, lege 1 ab.", "constant: Goldwert +2"}, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			de, en := splitText(tc.de, german), splitText(tc.en, english)
			got, did := align(de.Paragraphs, en.Paragraphs)
			var ps []string
			for _, p := range got {
				ps = append(ps, p.ID+": "+p.Text)
			}
			if strings.Join(ps, "\n") != strings.Join(tc.want, "\n") || len(did) != tc.notes {
				t.Errorf("got\n%s\nnotes %q", strings.Join(ps, "\n"), did)
			}
		})
	}
	s := splitText("<b>Unterbrechung:</b> Sobald Sharin Baratheon getötet wird, beuge ihn.\n<em>Errata aus FAQ v1.3d</em>", german)
	if len(s.Paragraphs) != 1 || !strings.HasSuffix(s.Paragraphs[0].Text, "\n<em>Errata aus FAQ v1.3d</em>") {
		t.Errorf("errata line: %+v", s.Paragraphs)
	}
}
