package i18n

import (
	"testing"

	"github.com/thronescript/thronescript/dsl/diag"
)

// FuzzCheckText puts arbitrary text into the German keyword line and ability
// of a card: the checks must not panic, and every finding must lie inside
// the text block's file, within the string literal it is about.
func FuzzCheckText(f *testing.F) {
	f.Add("Schatten (2).", "<b>Erzwungene Unterbrechung:</b> Sobald die Herausforderungsphase endet, wähle einen Charakter und töte ihn.")
	f.Add("Schatten (3). Heimlich. (", "<bReaktion:</b> \"Zitat\" \\ ziehe 3 <i>Bär</i> [military] ein Mal")
	f.Add("Keine Verstärkungen außer <i>Waffe", "<i><b></i></b>\n\t–1 −2 +3 zweimal …")
	en := loadGlossary(f, "en")
	de := loadGlossary(f, "de")
	f.Fuzz(func(t *testing.T, keywords, ability string) {
		src := newSource("x.de.card")
		card := &CardFacts{Code: "11002", Title: "Bolton Flayer", Traits: []string{"Ally"}, Keywords: []KeywordUse{{"shadow", []int{2}}},
			Abilities: []AbilityFact{{ID: "forced-interrupt", Kind: "forced-interrupt"}}}
		enBlock := newSource("x.en.card").block(textSpec{Lang: "en", Code: "11002", Title: str("Bolton Flayer"), Traits: str("Ally."), Keywords: str("Shadow (2)."),
			Abilities: [][2]string{{"forced-interrupt", "<b>Forced Interrupt:</b> When the challenges phase ends, choose and kill a character (cannot be saved). Draw 2 cards."}}})
		deBlock := src.block(textSpec{Lang: "de", Code: "11002", Title: str("Schinder"), Traits: str("Verbündeter."), Keywords: str(keywords),
			Abilities: [][2]string{{"forced-interrupt", ability}}})
		ds := Check(&Input{Cards: []*CardFacts{card}, Texts: []*TextBlock{enBlock, deBlock}, SourceLang: "en", TargetLang: "de", Source: en, Target: de})
		end := src.pos
		for _, d := range ds {
			s, e := d.Subject.Start, d.Subject.End
			if s.Filename != "x.de.card" || !s.IsValid() || s.Offset < 0 || e.Offset > end.Offset || e.Offset < s.Offset {
				t.Fatalf("finding outside the file: %v (%d..%d of %d)", d, s.Offset, e.Offset, end.Offset)
			}
			inside := func(lit diag.Range) bool { return s.Offset >= lit.Start.Offset && e.Offset <= lit.End.Offset }
			switch d.Code {
			case CodeNumber, CodeIcon, CodeLabel, CodeTrait:
				if !inside(deBlock.Abilities[0].Text.Range) {
					t.Fatalf("%s finding outside the ability literal: %v", d.Code, d)
				}
			case CodeMarkup:
				if !inside(deBlock.Abilities[0].Text.Range) && !inside(deBlock.Keywords.Range) {
					t.Fatalf("%s finding outside the literals: %v", d.Code, d)
				}
			case CodeKeywordValue, CodeKeywordExtra:
				if !inside(deBlock.Keywords.Range) {
					t.Fatalf("%s finding outside the keywords literal: %v", d.Code, d)
				}
			}
		}
	})
}

// BenchmarkCheckOfficial checks the German texts of all 331 cards.
func BenchmarkCheckOfficial(b *testing.B) {
	in, _ := officialInput(b, loadOfficial(b), nil)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		Check(in)
	}
}
