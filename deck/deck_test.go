package deck

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/thronescript/thronescript/dsl/diag"
)

// fixtureIndex is a small library for the table tests.
func fixtureIndex() *Index {
	var cs []*Card
	add := func(c *Card) { cs = append(cs, c) }
	for i := 1; i <= 21; i++ {
		add(&Card{Code: fmt.Sprintf("900%02d", i), Title: fmt.Sprintf("Stark %02d", i), Type: "character", Faction: "stark", Pack: "T", PackName: "Test Pack", DeckLimit: 3})
	}
	for i := 1; i <= 8; i++ {
		add(&Card{Code: fmt.Sprintf("910%02d", i), Title: fmt.Sprintf("Plot %d", i), Type: "plot", Faction: "neutral", Pack: "T", PackName: "Test Pack", DeckLimit: 2})
	}
	add(&Card{Code: "91020", Title: "Restricted Plot", Type: "plot", Faction: "neutral", Pack: "T", PackName: "Test Pack", DeckLimit: 1})
	for i := 1; i <= 4; i++ {
		add(&Card{Code: fmt.Sprintf("920%02d", i), Title: fmt.Sprintf("Lion %d", i), Type: "character", Faction: "lannister", Pack: "T", PackName: "Test Pack", DeckLimit: 3})
	}
	add(&Card{Code: "92010", Title: "Loyal Lion", Type: "event", Faction: "lannister", Loyal: true, Pack: "T", PackName: "Test Pack", DeckLimit: 3})
	for i := 1; i <= 6; i++ {
		add(&Card{Code: fmt.Sprintf("930%02d", i), Title: fmt.Sprintf("Neutral %d", i), Type: "location", Faction: "neutral", Pack: "T", PackName: "Test Pack", DeckLimit: 3})
	}
	add(&Card{Code: "93010", Title: "Once", Type: "attachment", Faction: "stark", Pack: "T", PackName: "Test Pack", DeckLimit: 1})
	// the agendas' deck-building lines as the library hands them over
	// from cards/core/agendas.card and music-of-dragons.card
	add(&Card{Code: "94001", Title: "Banner of the Lion", Type: "agenda", Faction: "neutral", Pack: "T", PackName: "Test Pack", DeckLimit: 1,
		Building: []Rule{{Kind: "may-include", Match: Filter{Loyal: "non-loyal", Faction: "lannister"}, Line: "may-include card non-loyal faction lannister"},
			{Kind: "include", Bound: "at-least", N: 12, Match: Filter{Faction: "lannister"}, Line: "include at-least 12 card faction lannister"}}})
	add(&Card{Code: "94002", Title: "Fealty", Type: "agenda", Faction: "neutral", Pack: "T", PackName: "Test Pack", DeckLimit: 1,
		Building: []Rule{{Kind: "include", Bound: "at-most", N: 15, Match: Filter{Faction: "neutral"}, Line: "include at-most 15 card neutral"}}})
	add(&Card{Code: "94003", Title: "The Free Folk", Type: "agenda", Faction: "neutral", Pack: "T", PackName: "Test Pack", DeckLimit: 1,
		Building: []Rule{{Kind: "cannot-include", Match: Filter{Type: "plot", Not: []Filter{{Faction: "neutral"}}}, Line: "cannot-include plot not neutral"},
			{Kind: "cannot-include", Match: Filter{Not: []Filter{{Faction: "neutral"}}}, Line: "cannot-include card not neutral"}}})
	add(&Card{Code: "94004", Title: "Wars Ahead", Type: "agenda", Faction: "neutral", Pack: "T", PackName: "Test Pack", DeckLimit: 1,
		Building: []Rule{{Kind: "plot-deck", N: 10, Line: "plot-deck 10"}, {Kind: "plot-duplicates", N: 2, Line: "plot-duplicates 2"}}})
	add(&Card{Code: "95001", Title: "Hand of the King", Type: "title", Faction: "neutral", Pack: "T", PackName: "Test Pack", DeckLimit: 1})
	add(&Card{Code: "96001", Title: "Twin", Type: "event", Faction: "neutral", Pack: "A", PackName: "Pack A", DeckLimit: 3})
	add(&Card{Code: "96002", Title: "Twin", Type: "event", Faction: "neutral", Pack: "B", PackName: "Pack B", DeckLimit: 3, Titles: []string{"Zwilling"}})
	return NewIndex(cs)
}

// baseDeck is a legal deck: House Stark, 7 plots, 60 cards.
func baseDeck() string {
	var b strings.Builder
	b.WriteString("Test Deck\n\nHouse Stark\n\nPacks: From Core Set to Test Pack\n\nPlots\n")
	for i := 1; i <= 7; i++ {
		fmt.Fprintf(&b, "1x Plot %d (Test Pack)\n", i)
	}
	b.WriteString("\nCharacters\n")
	for i := 1; i <= 20; i++ {
		fmt.Fprintf(&b, "3x Stark %02d (Test Pack)\n", i)
	}
	return b.String()
}

func TestCheckText(t *testing.T) {
	base := baseDeck()
	tests := []struct {
		name  string
		deck  string
		codes []string // expected codes, in order
		line  string   // the text of the line the first diagnostic points at ("" = don't care)
	}{
		{name: "legal", deck: base},
		{name: "legal with an agenda and a duplicated plot", deck: strings.Replace(strings.Replace(strings.Replace(base, "House Stark\n", "House Stark\nFealty\n", 1), "1x Plot 7 (Test Pack)\n", "", 1), "1x Plot 1", "2x Plot 1", 1)},
		{name: "code and German title", deck: strings.Replace(base, "3x Stark 20 (Test Pack)", "1x 90020\n1x Zwilling\n1x Twin (Pack A)", 1)},
		{name: "cycle-sorted export", deck: "Test Deck 1.0\n\nHouse Stark\nFealty\n\nPacks: Test Pack\n\n---- Test Cycle ----\n1x Fealty | #94002 Test Pack\n" +
			cycleSorted()},
		{name: "cycle-sorted export, code and title disagree", deck: "House Stark\n" + cycleSorted() + "1x Stark 01 | #90002 Test Pack\n",
			codes: []string{CodeWrongPack}, line: "1x Stark 01 | #90002 Test Pack"},
		{name: "pack codes", deck: strings.ReplaceAll(base, "(Test Pack)", "(T)")},
		{name: "six plots", deck: strings.Replace(base, "1x Plot 7 (Test Pack)\n", "", 1), codes: []string{CodePlotCount}, line: "1x Plot 6 (Test Pack)"},
		{name: "eight plots", deck: strings.Replace(base, "1x Plot 7 (Test Pack)\n", "1x Plot 7 (Test Pack)\n1x Plot 8 (Test Pack)\n", 1), codes: []string{CodePlotCount}},
		{name: "two duplicated plots", deck: strings.NewReplacer("1x Plot 6 (Test Pack)\n", "", "1x Plot 7 (Test Pack)\n", "", "1x Plot 1 (Test Pack)", "2x Plot 1 (Test Pack)", "1x Plot 2 (Test Pack)", "2x Plot 2 (Test Pack)").Replace(base),
			codes: []string{CodePlotDuplicates}, line: "2x Plot 2 (Test Pack)"},
		{name: "three copies of a plot", deck: strings.Replace(strings.Replace(base, "1x Plot 6 (Test Pack)\n", "", 1), "1x Plot 7 (Test Pack)", "3x Plot 1 (Test Pack)", 1),
			codes: []string{CodePlotCount, CodePlotCopies}},
		{name: "two duplicated plots with plot-duplicates 2", deck: strings.NewReplacer("House Stark\n", "House Stark\nWars Ahead\n", "1x Plot 1 (Test Pack)", "2x Plot 1 (Test Pack)", "1x Plot 2 (Test Pack)", "2x Plot 2 (Test Pack)", "1x Plot 7 (Test Pack)\n", "1x Plot 7 (Test Pack)\n1x Plot 8 (Test Pack)\n").Replace(base)},
		{name: "three duplicated plots with plot-duplicates 2", deck: strings.NewReplacer("House Stark\n", "House Stark\nWars Ahead\n", "1x Plot 1 (Test Pack)", "2x Plot 1 (Test Pack)", "1x Plot 2 (Test Pack)", "2x Plot 2 (Test Pack)", "1x Plot 3 (Test Pack)", "2x Plot 3 (Test Pack)").Replace(base),
			codes: []string{CodePlotDuplicates}, line: "2x Plot 3 (Test Pack)"},
		{name: "plot deck limit 1", deck: strings.Replace(base, "1x Plot 7 (Test Pack)", "1x Restricted Plot", 1), codes: nil},
		{name: "plot deck limit 1 duplicated", deck: strings.Replace(strings.Replace(base, "1x Plot 6 (Test Pack)\n", "", 1), "1x Plot 7 (Test Pack)", "2x Restricted Plot (Test Pack)", 1),
			codes: []string{CodePlotCopies}, line: "2x Restricted Plot (Test Pack)"},
		{name: "59 cards", deck: strings.Replace(base, "3x Stark 20", "2x Stark 20", 1), codes: []string{CodeDrawCount}},
		{name: "four copies", deck: strings.Replace(base, "3x Stark 20 (Test Pack)", "3x Stark 20 (Test Pack)\n1x Stark 20", 1), codes: []string{CodeDrawCopies}, line: "1x Stark 20"},
		{name: "deck limit 1", deck: base + "2x Once\n", codes: []string{CodeDrawCopies}, line: "2x Once"},
		{name: "loyal out of faction", deck: base + "Events\n1x Loyal Lion\n", codes: []string{CodeLoyal}, line: "1x Loyal Lion"},
		{name: "non-loyal without banner", deck: base + "1x Lion 1\n", codes: []string{CodeOutOfFaction}, line: "1x Lion 1"},
		{name: "banner with too few cards", deck: strings.Replace(base, "House Stark\n", "House Stark\nBanner of the Lion\n", 1) + "3x Lion 1\n3x Lion 2\n",
			codes: []string{CodeAgendaRule}, line: "Banner of the Lion"},
		{name: "banner satisfied", deck: strings.Replace(base, "House Stark\n", "House Stark\nBanner of the Lion\n", 1) + "3x Lion 1\n3x Lion 2\n3x Lion 3\n3x Lion 4\n"},
		{name: "banner does not allow loyal", deck: strings.Replace(base, "House Stark\n", "House Stark\nBanner of the Lion\n", 1) + "3x Lion 1\n3x Lion 2\n3x Lion 3\n3x Lion 4\n1x Loyal Lion\n",
			codes: []string{CodeLoyal}},
		{name: "fealty with 16 neutral", deck: strings.Replace(base, "House Stark\n", "House Stark\nFealty\n", 1) + "3x Neutral 1\n3x Neutral 2\n3x Neutral 3\n3x Neutral 4\n3x Neutral 5\n1x Neutral 6\n",
			codes: []string{CodeAgendaRule}, line: "Fealty"},
		{name: "free folk with faction cards", deck: strings.Replace(strings.Replace(base, "House Stark\n", "House Stark\nThe Free Folk\n", 1), "3x Stark 20 (Test Pack)\n", "3x Stark 20 (Test Pack)\n", 1),
			codes: repeat(CodeAgendaRule, 20)},
		{name: "two agendas", deck: strings.Replace(base, "House Stark\n", "House Stark\nBanner of the Lion\nFealty\n", 1) + "3x Lion 1\n3x Lion 2\n3x Lion 3\n3x Lion 4\n",
			codes: []string{CodeAgendas}, line: "Fealty"},
		{name: "title card", deck: base + "1x Hand of the King\n", codes: []string{CodeType}, line: "1x Hand of the King"},
		{name: "unknown card", deck: base + "1x Stark 99\n", codes: []string{CodeUnknownCard}, line: "1x Stark 99"},
		{name: "unknown code", deck: base + "1x 99999\n", codes: []string{CodeUnknownCard}},
		{name: "ambiguous title", deck: base + "1x Twin\n", codes: []string{CodeAmbiguous}, line: "1x Twin"},
		{name: "wrong pack", deck: base + "1x Twin (Pack C)\n", codes: []string{CodeWrongPack}},
		{name: "no faction", deck: strings.Replace(base, "House Stark\n", "", 1), codes: []string{CodeFaction}},
		{name: "two factions", deck: strings.Replace(base, "House Stark\n", "House Stark\nHouse Tyrell\n", 1), codes: []string{CodeFaction}, line: "House Tyrell"},
		{name: "unreadable line", deck: base + "three copies of Stark 01\n", codes: []string{CodeUnreadable}, line: "three copies of Stark 01"},
		{name: "zero copies", deck: base + "0x Stark 01\n", codes: []string{CodeQuantity}},
		{name: "draw card where the agenda goes", deck: strings.Replace(base, "House Stark\n", "House Stark\nStark 01\n", 1), codes: []string{CodeUnreadable}, line: "Stark 01"},
	}
	ix := fixtureIndex()
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) { checkCodes(t, ix, tt.deck, tt.codes, tt.line) })
	}
}

// cycleSorted is the base deck's cards in ThronesDB's cycle-sorted form.
func cycleSorted() string {
	var b strings.Builder
	for i := 1; i <= 7; i++ {
		fmt.Fprintf(&b, "1x Plot %d | #910%02d Test Pack\n", i, i)
	}
	for i := 1; i <= 20; i++ {
		fmt.Fprintf(&b, "3x Stark %02d | #900%02d Test Pack\n", i, i)
	}
	return b.String()
}

func repeat(s string, n int) []string {
	out := make([]string, n)
	for i := range out {
		out[i] = s
	}
	return out
}

func TestCheckJSON(t *testing.T) {
	ix := fixtureIndex()
	var slots []string
	for i := 1; i <= 7; i++ {
		slots = append(slots, fmt.Sprintf("\"910%02d\": 1", i))
	}
	for i := 1; i <= 20; i++ {
		slots = append(slots, fmt.Sprintf("\"900%02d\": 3", i))
	}
	good := "{\n  \"name\": \"J\",\n  \"faction_code\": \"stark\",\n  \"agendas\": [\"94002\"],\n  \"slots\": {\n    \"94002\": 1,\n    " + strings.Join(slots, ",\n    ") + "\n  }\n}\n"
	tests := []struct {
		name, src string
		codes     []string
		line      int
	}{
		{name: "legal", src: good},
		{name: "unknown code", src: strings.Replace(good, "\"90001\": 3", "\"90001\": 3, \"99999\": 1", 1), codes: []string{CodeUnknownCard}, line: 14},
		{name: "unknown faction", src: strings.Replace(good, "\"stark\"", "\"starks\"", 1), codes: []string{CodeFaction}, line: 3},
		{name: "bad quantity", src: strings.Replace(good, "\"90001\": 3", "\"90001\": 0", 1), codes: []string{CodeQuantity, CodeDrawCount}},
		{name: "broken JSON", src: "{\n  \"name\": \"J\",\n  \"slots\": {\n    \"90001\" 3\n  }\n}\n", codes: []string{CodeUnreadableJSON}, line: 4},
		{name: "agenda only in agendas", src: strings.Replace(good, "\"94002\": 1,\n    ", "", 1)},
		{name: "banner needs lions", src: strings.Replace(strings.Replace(good, "94002", "94001", -1), "\"90001\": 3", "\"90001\": 3, \"92001\": 3", 1), codes: []string{CodeAgendaRule}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			d, ds := Parse("deck.json", []byte(tt.src), ix)
			if !ds.HasErrors() || tt.name == "bad quantity" {
				ds = append(ds, Check(d)...)
			}
			ds.Sort()
			var codes []string
			for _, x := range ds {
				codes = append(codes, x.Code)
			}
			if strings.Join(codes, " ") != strings.Join(tt.codes, " ") {
				t.Fatalf("codes %v, want %v\n%s", codes, tt.codes, ds.Error())
			}
			if tt.line > 0 && ds[0].Subject.Start.Line != tt.line {
				t.Errorf("line %d, want %d: %s", ds[0].Subject.Start.Line, tt.line, ds[0])
			}
		})
	}
}

// FuzzParse feeds arbitrary deck lists to the reader and the checker: they
// must never panic, and every diagnostic must have a code and a position.
func FuzzParse(f *testing.F) {
	f.Add(baseDeck())
	f.Add("House Stark\nFealty\n3x Twin (Pack A)\n0x Stark 01\n")
	f.Add("{\"faction_code\":\"stark\",\"agendas\":[\"94001\"],\"slots\":{\"90001\":3}}")
	f.Add("{\"slots\": [1,2]}")
	ix := fixtureIndex()
	f.Fuzz(func(t *testing.T, src string) {
		d, ds := Parse("f", []byte(src), ix)
		ds = append(ds, Check(d)...)
		for _, x := range ds {
			if x.Omitted != nil {
				continue // the count of those not kept: no position
			}
			if x.Code == "" || x.Summary == "" || x.Subject.Start.Line < 1 {
				t.Fatalf("bad diagnostic %+v", x)
			}
		}
	})
}

// checkCodes reads and checks deck against ix and wants the diagnostics'
// codes, in order, the first one pointing at the line with the text line
// (unless "") and hinting.
func checkCodes(t *testing.T, ix *Index, deck string, want []string, line string) {
	t.Helper()
	d, ds := ParseText("deck.txt", []byte(deck), ix)
	ds = append(ds, Check(d)...)
	ds.Sort()
	var codes []string
	for _, x := range ds {
		codes = append(codes, x.Code)
		if x.Summary == "" || x.Subject.Start.Filename != "deck.txt" || x.Subject.Start.Line < 1 {
			t.Errorf("diagnostic without summary or position: %+v", x)
		}
	}
	if strings.Join(codes, " ") != strings.Join(want, " ") {
		t.Fatalf("codes %v, want %v\n%s", codes, want, ds.Error())
	}
	if line != "" {
		lines := strings.Split(deck, "\n")
		if got := lines[ds[0].Subject.Start.Line-1]; strings.TrimSpace(got) != line {
			t.Errorf("first diagnostic points at %q, want %q", got, line)
		}
		if ds[0].Hint == "" {
			t.Errorf("no hint: %+v", ds[0])
		}
	}
}

// TestPlayerNames: players are named by their decks' factions, "pN" for a
// deck without one, and players who would share a name get their seat.
func TestPlayerNames(t *testing.T) {
	got := PlayerNames([]string{"stark", "nights-watch", "", "stark", "lannister"})
	want := []string{"Stark (p1)", "Night's Watch", "p3", "Stark (p4)", "Lannister"}
	if !slices.Equal(got, want) {
		t.Errorf("PlayerNames = %q, want %q", got, want)
	}
}

// TestRedesignTitle: a title naming a card and its redesigned version (the
// Redesigns packs) names the card as first printed; the redesign is named
// by its pack or code; titles of several originals stay ambiguous.
func TestRedesignTitle(t *testing.T) {
	cs := []*Card{
		{Code: "97001", Title: "Old Guard", Type: "character", Faction: "stark", Pack: "T", PackName: "Test Pack", DeckLimit: 3},
		{Code: "97101", Title: "Old Guard", Type: "character", Faction: "stark", Pack: "R", PackName: "Redesigns", DeckLimit: 3, Redesign: true},
		{Code: "96001", Title: "Twin", Type: "event", Faction: "neutral", Pack: "A", PackName: "Pack A", DeckLimit: 3},
		{Code: "96002", Title: "Twin", Type: "event", Faction: "neutral", Pack: "B", PackName: "Pack B", DeckLimit: 3},
		{Code: "96101", Title: "Twin", Type: "event", Faction: "neutral", Pack: "R", PackName: "Redesigns", DeckLimit: 3, Redesign: true},
	}
	ix := NewIndex(cs)
	for _, tc := range []struct{ line, code, diag string }{
		{"3x Old Guard", "97001", ""},
		{"3x Old Guard (Redesigns)", "97101", ""},
		{"3x 97101", "97101", ""},
		{"3x Twin", "", CodeAmbiguous},
		{"3x Twin (Redesigns)", "96101", ""},
	} {
		d, ds := ParseText("deck.txt", []byte("Test\n\nHouse Stark\n\nCharacters\n"+tc.line+"\n"), ix)
		checkRedesignLine(t, tc.line, d, ds, tc.code, tc.diag)
	}
	// Under a list, an unqualified title names the version the list
	// allows: a redesign list bans the originals of its redesigns (and a
	// format may ban more), an original list bans nothing here.
	redesign := &List{Code: "std", CardSet: "redesign", Banned: []string{"97001", "96001"},
		Formats: []FormatList{{Name: "melee", Banned: []string{"96002"}}}}
	original := &List{Code: "ffg", CardSet: OriginalCardSet}
	for _, tc := range []struct {
		line   string
		list   *List
		format string
		code   string
		diag   string
	}{
		{"3x Old Guard", redesign, "joust", "97101", ""},
		{"3x Old Guard", original, "joust", "97001", ""},
		{"3x Old Guard (Test Pack)", redesign, "joust", "97001", ""}, // named: banned later, by CheckLegality
		{"3x Twin", redesign, "joust", "", CodeAmbiguous},            // 96002 and 96101 both allowed
		{"3x Twin", redesign, "melee", "96101", ""},
		{"3x Twin", nil, "joust", "", CodeAmbiguous},
	} {
		d, ds := ParseText("deck.txt", []byte("Test\n\nHouse Stark\n\nCharacters\n"+tc.line+"\n"), ix, Under(tc.list, tc.format))
		name := tc.line + " under no list"
		if tc.list != nil {
			name = tc.line + " under " + tc.list.Code + ", " + tc.format
		}
		checkRedesignLine(t, name, d, ds, tc.code, tc.diag)
	}
}

// checkRedesignLine checks the findings and the one entry of a one-line deck.
func checkRedesignLine(t *testing.T, line string, d *Deck, ds diag.Diagnostics, code, wantDiag string) {
	t.Helper()
	var got []string
	for _, x := range ds {
		got = append(got, x.Code)
	}
	if strings.Join(got, ",") != wantDiag {
		t.Errorf("%s: findings %v, want %q", line, ds, wantDiag)
	}
	es := d.Entries()
	if code != "" && (len(es) != 1 || es[0].Card.Code != code) {
		t.Errorf("%s: entries %v, want card %s", line, es, code)
	}
}
