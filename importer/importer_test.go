package importer

import (
	"encoding/json"
	"reflect"
	"strings"
	"testing"
)

func TestSplitText(t *testing.T) {
	tests := []struct {
		name, text   string
		lang         *language
		keywordLine  string
		keywords     []string
		restrictions int
		ids          []string
		unknown      int
		repairs      int
	}{
		{name: "keywords then ability", lang: english,
			text:        "Shadow (2).\n<b>Forced Interrupt:</b> When the challenges phase ends, kill.",
			keywordLine: "Shadow (2).", keywords: []string{"shadow(2)"}, ids: []string{"forced-interrupt"}},
		{name: "two keywords", lang: english, text: "Pillage. Renown.",
			keywordLine: "Pillage. Renown.", keywords: []string{"pillage", "renown"}},
		{name: "no attachments except", lang: english, text: "Shadow (4). No attachments except <i>Weapon</i>.",
			keywordLine: "Shadow (4). No attachments except <i>Weapon</i>.", keywords: []string{"shadow(4)", "no-attachments(except Weapon)"}},
		{name: "attachment restriction", lang: english, text: "Character you control only. Shadow (2). Terminal.\n<b>Action:</b> x.",
			keywordLine: "Character you control only. Shadow (2). Terminal.", keywords: []string{"shadow(2)", "terminal"}, restrictions: 1, ids: []string{"action"}},
		{name: "trailing space trimmed", lang: english, text: "[stark] character only. ",
			keywordLine: "[stark] character only.", restrictions: 1},
		{name: "play restriction is not a keyword line", lang: english, text: "Play only during a challenge.\n<b>Action:</b> x.",
			ids: []string{"constant", "action"}},
		{name: "repeats numbered", lang: english, text: "Northern Armory cannot stand.\n<b>Action:</b> Kneel.\n+1 Income.",
			ids: []string{"constant", "action", "constant-2"}},
		{name: "bullets continue the paragraph", lang: english, text: "<b>Reaction:</b> choose one:\n- a.\n- b.\n<b>Reaction:</b> again.",
			ids: []string{"reaction", "reaction-2"}},
		{name: "title lines", lang: english, text: "Supported by None\nSupports: None\nRivals: None\n+2 STR for Dominance",
			ids: []string{"supported-by", "supports", "rivals", "constant"}},
		{name: "shadow X", lang: english, text: "Shadow (X).", keywordLine: "Shadow (X).", keywords: []string{"shadow(X)"}},
		{name: "unknown label", lang: english, text: "<b>Frobnicate Action:</b> x.", ids: []string{"frobnicate-action"}, unknown: 1},
		{name: "keyword-like in a mixed line", lang: english, text: "Pillage. Kill everything.", ids: []string{"constant"}, unknown: 1},
		{name: "a keyword with a value run into the text", lang: english, text: "Bestow (2). You are considered to have X plots. X is 1.",
			keywordLine: "Bestow (2).", keywords: []string{"bestow(2)"}, ids: []string{"constant"}, repairs: 1},
		{name: "empty", lang: english, text: ""},
		{name: "german reminder text", lang: german, text: "Heimlich. <i>(Sobald …)</i>\n<b>Reaktion:</b> x.",
			keywordLine: "Heimlich. <i>(Sobald …)</i>", keywords: []string{"stealth"}, ids: []string{"reaction"}},
		{name: "german keywords", lang: german, text: "Keine Verstärkungen außer <i>Waffe</i>. Schatten (3).",
			keywordLine: "Keine Verstärkungen außer <i>Waffe</i>. Schatten (3).", keywords: []string{"no-attachments(except Waffe)", "shadow(3)"}},
		{name: "german labels map to english kinds", lang: german, text: "<b>Sobald aufgedeckt:</b> x.\n<b>Erzwungene Reaktion:</b> y.",
			ids: []string{"when-revealed", "forced-reaction"}},
		{name: "german restriction", lang: german, text: "Nur [stark]-Charaktere.", keywordLine: "Nur [stark]-Charaktere.", restrictions: 1},
		{name: "german trait without italics mended", lang: german, text: "Keine Verstärkungen außer Waffe.\n<b>Aktion:</b> x.",
			keywordLine: "Keine Verstärkungen außer <i>Waffe</i>.", keywords: []string{"no-attachments(except Waffe)"}, ids: []string{"action"}, repairs: 1},
		{name: "german sign and runs of spaces mended", lang: german, text: "Ser Allisar  Thorn kommt.\nReservewert + 1",
			ids: []string{"constant", "constant-2"}, repairs: 2},
		{name: "english data is not mended", lang: english, text: "+ 1 Reserve.", ids: []string{"constant"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := splitText(tt.text, tt.lang)
			if s.KeywordLine != tt.keywordLine {
				t.Errorf("keyword line %q, want %q", s.KeywordLine, tt.keywordLine)
			}
			var kws []string
			for _, k := range s.Keywords {
				kws = append(kws, k.String())
			}
			if !reflect.DeepEqual(kws, tt.keywords) {
				t.Errorf("keywords %q, want %q", kws, tt.keywords)
			}
			if len(s.Restrictions) != tt.restrictions {
				t.Errorf("restrictions %q, want %d", s.Restrictions, tt.restrictions)
			}
			var ids []string
			for _, p := range s.Paragraphs {
				ids = append(ids, p.ID)
			}
			if !reflect.DeepEqual(ids, tt.ids) {
				t.Errorf("ids %q, want %q", ids, tt.ids)
			}
			if len(s.Unknown) != tt.unknown {
				t.Errorf("unknown %q, want %d", s.Unknown, tt.unknown)
			}
			if len(s.Repairs) != tt.repairs {
				t.Errorf("repairs %q, want %d", s.Repairs, tt.repairs)
			}
		})
	}
}

func TestWordAndQuote(t *testing.T) {
	tests := map[string]string{
		"Lord": "Lord", "House Bolton": `"House Bolton"`, "R'hllor": `"R'hllor"`, "Bär": "Bär",
		"2": "2", "X": "X", "forced-reaction": "forced-reaction", "-x": `"-x"`, "a\"b": `"a\"b"`,
		"line\nbreak": `"line\nbreak"`, "back\\slash": `"back\\slash"`, "": `""`,
	}
	for in, want := range tests {
		if got := word(in); got != want {
			t.Errorf("word(%q) = %s, want %s", in, got, want)
		}
	}
}

func TestValueJSON(t *testing.T) {
	tests := []struct {
		in, want string
		bad      bool
	}{
		{in: `3`, want: "3"}, {in: `"X"`, want: "X"}, {in: `"-"`, want: "-"}, {in: `null`, want: "-"},
		{in: `-1`, bad: true}, {in: `"seven"`, bad: true}, {in: `true`, bad: true},
	}
	for _, tt := range tests {
		var v Value
		err := json.Unmarshal([]byte(tt.in), &v)
		if tt.bad {
			if err == nil {
				t.Errorf("%s: no error", tt.in)
			}
			continue
		}
		if err != nil || v.String() != tt.want {
			t.Errorf("%s: %q, %v; want %q", tt.in, v.String(), err, tt.want)
		}
	}
}

// fixture is a two-card pack used by the generation and merge tests.
func fixture() Input {
	cost3, str3 := &Value{"3"}, &Value{"3"}
	return Input{
		Packs: []Pack{{Code: "TSC", Name: "The Shadow City", ReleaseDate: "2018-06-07", Cards: []Card{
			{Code: "11002", Type: "character", Name: "Bolton Flayer", Faction: "stark", Cost: cost3, Strength: str3,
				Icons: &Icons{Military: true, Intrigue: true}, Traits: []string{"Ally", "House Bolton"}, DeckLimit: 3,
				Text: "Shadow (2).\n<b>Forced Interrupt:</b> When the challenges phase ends, choose and kill a character."},
			{Code: "11011", Type: "event", Name: "Beneath the Bridge of Dream", Faction: "lannister", Loyal: true, Cost: &Value{"-"},
				DeckLimit: 3, Text: "Shadow (0).\n<b>Interrupt:</b> When you choose a plot."},
		}}},
		Translations: map[string][]Translation{"de": {
			{Code: "11002", Name: "Schinder von Haus Bolton", Traits: "Verbündeter. Haus Bolton.",
				Text: "Schatten (2).\n<b>Erzwungene Unterbrechung:</b> Sobald die Phase endet, töte."},
		}},
	}
}

func TestGenerateStats(t *testing.T) {
	lib, err := Generate(fixture())
	if err != nil {
		t.Fatal(err)
	}
	stats := string(lib.Files["dance-of-shadows/the-shadow-city.card"])
	want := `card 11002 "Bolton Flayer" {
  character
  pack TSC 2
  faction stark
  cost 3
  strength 3
  icons military intrigue
  traits Ally "House Bolton"
  keywords shadow(2)
  deck-limit 3
  incomplete "behaviour not written: forced-interrupt"
}
`
	if !strings.Contains(stats, want) {
		t.Errorf("stats file lacks\n%s\ngot\n%s", want, stats)
	}
	if !strings.Contains(stats, "  loyal\n  cost -\n") {
		t.Errorf("shadow-only event should have `cost -`:\n%s", stats)
	}
	en := string(lib.Files["dance-of-shadows/the-shadow-city.en.card"])
	if !strings.Contains(en, "  keywords \"Shadow (2).\"\n  ability forced-interrupt \"<b>Forced Interrupt:</b> When the challenges phase ends, choose and kill a character.\"\n") {
		t.Errorf("English text:\n%s", en)
	}
	if !strings.Contains(string(lib.Files["packs.card"]), "pack TSC \"The Shadow City\" {\n  cycle dance-of-shadows\n  number 1\n  released 2018-06-07\n}") {
		t.Errorf("packs.card:\n%s", lib.Files["packs.card"])
	}
	if lib.Cards["TSC"] != 2 {
		t.Errorf("cards %v", lib.Cards)
	}
}

// TestUniqueAgenda: the data marks some agendas unique (18019 Free
// Companies); the language has no unique agenda, so the flag is left out
// with a warning.
func TestUniqueAgenda(t *testing.T) {
	in := fixture()
	in.Packs[0].Cards = append(in.Packs[0].Cards, Card{Code: "11019", Type: "agenda", Name: "Unique Banner", Faction: "neutral", Unique: true, DeckLimit: 1})
	lib, err := Generate(in)
	if err != nil {
		t.Fatal(err)
	}
	stats := string(lib.Files["dance-of-shadows/the-shadow-city.card"])
	if !strings.Contains(stats, "card 11019 \"Unique Banner\" {\n  agenda\n  pack TSC 19\n  faction neutral\n  deck-limit 1\n}") {
		t.Errorf("the agenda:\n%s", stats)
	}
	if len(lib.Warnings) != 1 || !strings.Contains(lib.Warnings[0], "11019") {
		t.Errorf("warnings %q", lib.Warnings)
	}
}

func TestGenerateRejectsBadData(t *testing.T) {
	for _, mut := range []func(*Input){
		func(in *Input) { in.Packs[0].Cards[0].Faction = "strak" },
		func(in *Input) { in.Packs[0].Cards[0].Type = "hero" },
		func(in *Input) { in.Packs[0].Cards[1].Code = "11002" },
		func(in *Input) { in.Translations["fr"] = nil },
	} {
		in := fixture()
		mut(&in)
		if _, err := Generate(in); err == nil {
			t.Errorf("no error for bad data")
		}
	}
}

func TestTranslationNotes(t *testing.T) {
	en := Card{Code: "1", Name: "A", Traits: []string{"Lord"}, Flavor: "f",
		Text: "Shadow (2).\n<b>Reaction:</b> one.\n<b>Action:</b> two."}
	sp := splitText(en.Text, english)
	tests := []struct {
		name        string
		tr          *Translation
		wantLines   []string
		absentLines []string
		notes       int
	}{
		{name: "aligned", tr: &Translation{Name: "Ä", Traits: "Lord.", Flavor: "g", Text: "Schatten (2).\n<b>Reaktion:</b> eins.\n<b>Aktion:</b> zwei."},
			wantLines: []string{`keywords "Schatten (2)."`, `ability reaction "<b>Reaktion:</b> eins."`, `ability action "<b>Aktion:</b> zwei."`}},
		{name: "no entry", tr: nil, notes: 1, absentLines: []string{"ability"}},
		{name: "no text", tr: &Translation{Name: "Ä", Traits: "Lord.", Flavor: "g"}, notes: 1, absentLines: []string{"ability", "keywords"}},
		{name: "keyword value differs", tr: &Translation{Name: "Ä", Traits: "Lord.", Flavor: "g", Text: "Schatten (3).\n<b>Reaktion:</b> eins.\n<b>Aktion:</b> zwei."},
			notes: 1, absentLines: []string{"keywords"}, wantLines: []string{"ability reaction"}},
		{name: "paragraph count differs", tr: &Translation{Name: "Ä", Traits: "Lord.", Flavor: "g", Text: "Schatten (2).\n<b>Reaktion:</b> eins und zwei."},
			notes: 2, absentLines: []string{"ability"}},
		{name: "label differs", tr: &Translation{Name: "Ä", Traits: "Lord.", Flavor: "g", Text: "Schatten (2).\n<b>Unterbrechung:</b> eins.\n<b>Aktion:</b> zwei."},
			notes: 1, absentLines: []string{"ability reaction"}, wantLines: []string{"ability action"}},
		{name: "missing flavor and traits", tr: &Translation{Name: "Ä", Text: "Schatten (2).\n<b>Reaktion:</b> eins.\n<b>Aktion:</b> zwei."},
			notes: 2, absentLines: []string{"flavor", "traits"}},
		{name: "trait count differs", tr: &Translation{Name: "Ä", Traits: "Lord. Ritter.", Flavor: "g", Text: "Schatten (2).\n<b>Reaktion:</b> eins.\n<b>Aktion:</b> zwei."},
			notes: 1, wantLines: []string{`traits "Lord. Ritter."`}},
		// 14015: the source left a paragraph in English
		{name: "English text in the translation", tr: &Translation{Name: "Ä", Traits: "Lord.", Flavor: "g", Text: "Schatten (2).\n<b>Reaction:</b> one.\n<b>Aktion:</b> zwei."},
			notes: 1, absentLines: []string{"ability reaction"}, wantLines: []string{"ability action", `note "German data has the English text of ability reaction`}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var b strings.Builder
			n := writeTranslation(&b, "de", &en, sp, tt.tr)
			out := b.String()
			if n != tt.notes || strings.Count(out, "  note ") != n {
				t.Errorf("%d notes, want %d:\n%s", n, tt.notes, out)
			}
			for _, w := range tt.wantLines {
				if !strings.Contains(out, "  "+w) {
					t.Errorf("missing %q:\n%s", w, out)
				}
			}
			for _, a := range tt.absentLines {
				if strings.Contains(out, "  "+a) {
					t.Errorf("has %q:\n%s", a, out)
				}
			}
		})
	}
}

func TestAddKinds(t *testing.T) {
	tests := []struct {
		path, src string
		kind      Kind
		bad       bool
	}{
		{path: "TSC.json", src: `{"code":"TSC","name":"The Shadow City","cards":[]}`, kind: KindPack},
		{path: "de/TSC.json", src: `[{"code":"11002","name":"Schinder"}]`, kind: KindTranslation},
		{path: "TSC.de.json", src: `[{"code":"11002","name":"Schinder"}]`, kind: KindTranslation},
		{path: "TSC.json", src: `[{"code":"11002","name":"Schinder"}]`, bad: true},
		{path: "fr/TSC.json", src: `[{"code":"11002","name":"x"}]`, bad: true},
		{path: "cycles.json", src: `[{"id":"dos","name":"Dance of Shadows","packs":["TSC"]}]`, kind: KindCycles},
		{path: "card.schema.json", src: `{"properties":{},"required":["code"]}`, kind: KindSchema},
		{path: "x.json", src: `{"code":"X"}`, bad: true},
		{path: "x.json", src: `"s"`, bad: true},
		{path: "x.json", src: ``, bad: true},
		{path: "x.json", src: `{"code":"X","name":"x","cards":[{"code":"1","cost":"seven"}]}`, bad: true},
	}
	for _, tt := range tests {
		var in Input
		kind, err := in.Add(tt.path, []byte(tt.src), "")
		if tt.bad != (err != nil) || (!tt.bad && kind != tt.kind) {
			t.Errorf("Add(%s, %s) = %v, %v", tt.path, tt.src, kind, err)
		}
	}
	var in Input
	if _, err := in.Add("cycles.json", []byte(`[{"id":"isles","name":"Kings of the Isles","packs":["TSoHM"]},{"id":"dos","name":"x","packs":["TSC"]}]`), ""); err != nil {
		t.Fatal(err)
	}
	if c := cycleOf(in.Cycles, "TSoHM"); c.ID != "kings-of-the-isles" {
		t.Errorf("new cycle id %q", c.ID)
	}
	if c := cycleOf(in.Cycles, "TSC"); c.ID != "dance-of-shadows" {
		t.Errorf("known cycle id %q", c.ID)
	}
}

// TestUntranslatedPack: a pack the German data lacks (Redesigns, the
// community packs) gets German blocks holding the English texts, marked
// `untranslated`, without notes; a pack with German data gets none.
func TestUntranslatedPack(t *testing.T) {
	in := fixture()
	in.Packs = append(in.Packs, Pack{Code: "R", Name: "Redesigns", Cards: []Card{{Code: "17101", Type: "event", Name: "Redone", Faction: "neutral",
		Traits: []string{"Lord"}, Text: "<b>Action:</b> Draw 1 card.", Flavor: "f", DeckLimit: 3}}})
	lib, err := Generate(in)
	if err != nil {
		t.Fatal(err)
	}
	de := string(lib.Files["redesigns/redesigns.de.card"])
	want := "text de 17101 {\n  untranslated\n  title \"Redone\"\n  traits \"Lord.\"\n  ability action \"<b>Action:</b> Draw 1 card.\"\n  flavor \"f\"\n}\n"
	if !strings.Contains(de, want) || strings.Contains(de, "note") {
		t.Errorf("German file of a pack without German data:\n%s\nwant the block\n%s", de, want)
	}
	if tsc := string(lib.Files["dance-of-shadows/the-shadow-city.de.card"]); strings.Contains(tsc, "untranslated") {
		t.Errorf("a pack with German data is marked untranslated:\n%s", tsc)
	}
}
