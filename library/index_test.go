package library_test

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/thronescript/thronescript/deck"
	"github.com/thronescript/thronescript/dsl/diag"
	"github.com/thronescript/thronescript/dsl/syntax"
	"github.com/thronescript/thronescript/interp"
	"github.com/thronescript/thronescript/library"
)

// builtinIndex indexes the built-in library.
func builtinIndex(t *testing.T) *library.Index {
	t.Helper()
	lib, ds := library.Load(interp.NewRegistry(), library.Options{Builtin: true})
	if ds.HasErrors() {
		t.Fatalf("library does not load: %v", ds.Errors())
	}
	return library.IndexOf(lib)
}

// indexOf loads sources (with the prelude) and indexes them.
func indexOf(t *testing.T, files map[string]string) (*library.Index, diag.Diagnostics) {
	t.Helper()
	r := interp.NewRegistry()
	var srcs []syntax.Source
	pre, _ := library.Load(r, library.Options{Prelude: true})
	for _, f := range pre.Files {
		srcs = append(srcs, syntax.Source{Name: f.Name, Src: pre.Sources[f.Name]})
	}
	for _, name := range []string{"a.card", "a.de.card", "b.card"} {
		if src, ok := files[name]; ok {
			srcs = append(srcs, syntax.Source{Name: name, Src: []byte(src)})
		}
	}
	lib, ds := interp.Build(srcs, interp.WithRegistry(r), interp.WithWorkers(1))
	return library.IndexOf(lib), ds
}

func TestIndexBuiltinCard(t *testing.T) {
	ix := builtinIndex(t)
	c := ix.ByCode("11002")
	if c == nil {
		t.Fatal("11002 not indexed")
	}
	got := strings.Join([]string{c.Title, c.Type, c.Faction, c.Pack, c.PackName, c.Cost, c.Strength,
		strings.Join(c.Keywords, " "), strings.Join(c.Shadow, " "), c.TitleIn("de"), c.Text("de").KeywordLine, c.File}, "|")
	want := "Bolton Flayer|character|stark|TSC|The Shadow City|3|3|shadow(2)|2|Schinder von Haus Bolton|Schatten (2).|cards/dance-of-shadows/the-shadow-city.card"
	if got != want {
		t.Errorf("11002:\n got %s\nwant %s", got, want)
	}
	if got := ix.ByTitle("schinder von haus bolton"); len(got) != 1 || got[0] != c {
		t.Errorf("German title finds %v", got)
	}
	if got := ix.Find("Varys"); len(got) != 3 { // 01029, 11119, 25077 (Ten Thousand Ships)
		t.Errorf("Find(Varys): %d cards, want 3", len(got))
	}
	if got := ix.PackOrder(); len(got) != 67 || got[0] != "Core" || got[1] != "TtB" || got[14] != "LoCR" || got[29] != "SoD" || got[35] != "DitD" ||
		got[36] != "KotI" || got[47] != "R2" || got[48] != "FH" || got[66] != "NCbT" {
		t.Errorf("pack order %v", got)
	}
}

// TestIndexDeckAgrees: the deck index is the card index seen by deck
// lists — every card, its Shadow (once set by one of two indexes only),
// its titles in other languages.
func TestIndexDeckAgrees(t *testing.T) {
	ix := builtinIndex(t)
	dix := ix.Deck()
	shadows := 0
	for _, c := range ix.Cards {
		d := dix.ByCode(c.Code)
		if d == nil {
			t.Errorf("%s not in the deck index", c.Code)
			continue
		}
		if d.Shadow != (len(c.Shadow) > 0) || d.Title != c.Title || d.PackName != c.PackName || d.DeckLimit != c.DeckLimit {
			t.Errorf("%s: deck card %+v disagrees with %+v", c.Code, d, c)
		}
		if d.Shadow {
			shadows++
		}
		if de := c.TitleIn("de"); de != c.Title && !slices.Contains(d.Titles, de) {
			t.Errorf("%s: German title %q not looked up (%v)", c.Code, de, d.Titles)
		}
	}
	if shadows < 40 {
		t.Errorf("%d Shadow cards in the deck index", shadows)
	}
}

const undying = `card 90001 "House of the Undying" {
  location
  faction targaryen
  cost 2
  text de {
    title "Haus der Unsterblichen"
    traits "Qarth."
  }
}
`

// TestIndexInlineText: text written inside a card is the card's text,
// found by title, and wins over a text file's for the same language.
func TestIndexInlineText(t *testing.T) {
	ix, ds := indexOf(t, map[string]string{"a.card": undying,
		"a.de.card": "text de 90001 {\n  title \"Anderer Titel\"\n}\ntext fr 90001 {\n  title \"Maison des Immortels\"\n}\n"})
	if ds.HasErrors() {
		t.Fatal(ds.Error())
	}
	c := ix.ByCode("90001")
	if c == nil {
		t.Fatal("90001 not indexed")
	}
	if got := c.Text("de"); got.Title != "Haus der Unsterblichen" || got.Traits != "Qarth." {
		t.Errorf("German text %+v", got)
	}
	if got := c.TitleIn("fr"); got != "Maison des Immortels" {
		t.Errorf("French title %q", got)
	}
	if got := ix.Find("unsterblichen"); len(got) != 1 {
		t.Errorf("Find by part of the inline title: %v", got)
	}
	if d := ix.Deck().ByTitle("Haus der Unsterblichen"); len(d) != 1 {
		t.Errorf("deck lookup by the inline title: %v", d)
	}
}

// TestIndexRecovers: a library with a broken card still indexes the others.
func TestIndexRecovers(t *testing.T) {
	ix, ds := indexOf(t, map[string]string{"a.card": undying,
		"b.card": "card 90002 \"Broken\" {\n  character\n  faction strak\n  cost (\n}\n\ncard 90003 \"Fine Knight\" {\n  character\n  faction stark\n  cost 1\n  strength 1\n}\n"})
	if !ds.HasErrors() {
		t.Fatal("the broken card has no errors")
	}
	for _, code := range []string{"90001", "90003"} {
		if ix.ByCode(code) == nil {
			t.Errorf("%s not indexed beside a broken card", code)
		}
	}
}

// TestShippedDecks checks that every deck in examples/decks is legal with
// the built-in library, and that together they show off the Shadow cards
// whose behaviour is written (those of packs in progress cannot be in a
// shipped deck yet).
func TestShippedDecks(t *testing.T) {
	lib := builtinIndex(t)
	ix := lib.Deck()
	files, err := filepath.Glob(filepath.Join("..", "examples", "decks", "*"))
	if err != nil {
		t.Fatal(err)
	}
	factions := map[string]bool{}
	shadow := map[string]bool{}
	packs := map[string]bool{} // the packs the decks are built from
	kinds := map[string]int{}
	for _, f := range files {
		if ext := filepath.Ext(f); ext != ".txt" && ext != ".json" {
			continue
		}
		kinds[filepath.Ext(f)]++
		d := legalDeck(t, f, ix, nil)
		if d == nil {
			continue
		}
		factions[d.Faction] = true
		n := 0
		for _, e := range d.Draw {
			packs[e.Card.Pack] = true
			if e.Card.Shadow {
				n++
				shadow[e.Card.Code] = true
			}
		}
		if n < 3 {
			t.Errorf("%s uses %d Shadow cards; each shipped deck should use several", f, n)
		}
	}
	if kinds[".txt"] < 6 || kinds[".json"] < 1 {
		t.Errorf("shipped decks: %v; want at least 6 .txt and 1 .json", kinds)
	}
	if len(factions) < 6 {
		t.Errorf("decks cover %d factions, want at least 6", len(factions))
	}
	// Most Shadow cards of the packs the decks draw from: a later pack's
	// Shadow cards (written wave by wave) count once a shipped deck uses
	// that pack.
	total := 0
	for _, c := range lib.Cards {
		if len(c.Shadow) > 0 && c.Complete() && packs[c.Pack] {
			total++
		}
	}
	if len(shadow) < total*3/4 {
		t.Errorf("decks use %d of %d Shadow cards, want most", len(shadow), total)
	}
	t.Logf("%d decks, %d factions, %d of %d Shadow cards", len(files), len(factions), len(shadow), total)
}

// legalDeck reads a shipped deck list and checks it with the deck-building
// rules (and, with list, that list's joust legality); a deck with
// mistakes is reported and nil returned.
func legalDeck(t *testing.T, f string, ix deck.Lookup, list *deck.List) *deck.Deck {
	t.Helper()
	src, err := os.ReadFile(f)
	if err != nil {
		t.Fatal(err)
	}
	d, ds := deck.Parse(f, src, ix, deck.Under(list, "joust"))
	ds = append(ds, deck.Check(d)...)
	if list != nil {
		ds = append(ds, deck.CheckLegality(d, list, "joust")...)
	}
	if len(ds) > 0 {
		t.Errorf("%s is not legal:\n%s", f, diag.Text(ds, diag.Sources{f: src}))
		return nil
	}
	return d
}

// wave1Packs are the packs of the card pool's first wave (issue 17): the
// Westeros cycle, Wolves of the North, the War of Five Kings cycle and
// Lions of Casterly Rock.
var wave1Packs = []string{"TtB", "TRtW", "TKP", "NMG", "CoW", "TS", "WotN",
	"AtSK", "CtA", "FFH", "TIMC", "GoH", "TC", "LoCR"}

// wave2Packs are the packs of the card pool's second wave (issue 36): the
// Blood and Gold cycle, Watchers on the Wall, the Flight of Crows cycle,
// House of Thorns and Sands of Dorne.
var wave2Packs = []string{"AMAF", "GtR", "TFoA", "TRW", "OR", "TBWB", "WotW",
	"TAK", "JtO", "Km", "FotOG", "TFM", "SAT", "HoT", "SoD"}

// dosPacks are the Dance of Shadows cycle, in the library from the start.
var dosPacks = []string{"TSC", "TMoW", "SoKL", "MoD", "IDP", "DitD"}

// wave3Packs are the packs of the third wave (issue 39) as first printed:
// Kings of the Isles, the King's Landing cycle, Fury of the Storm, Dragons
// of the East and The Things We Do For Love (the Redesigns are wave 3 too,
// but belong to the lists of today: wave 4's decks use them).
var wave3Packs = []string{"KotI", "AtG", "CoS", "PoS", "BtRK", "TB", "LMHR", "FotS", "DotE", "TTWDFL"}

// wave4Packs are the community packs since 2020 (issue 41).
var wave4Packs = []string{"FH", "JS", "HMW", "FtR", "BtB", "AHaH", "TSoW", "ATT", "ChoS", "FUtG",
	"TTS", "TIC", "WK", "WAID", "WoW", "MaV", "LotW", "JfE", "NCbT"}

// TestWave1Decks checks the decks of examples/decks/wave1: legal for joust
// under the newest list for the cards as first printed and under today's,
// one per great house, each built from the Core Set and the first wave's
// packs only, with at least eight different cards of those packs, and
// every card's behaviour written (no `incomplete` card).
func TestWave1Decks(t *testing.T) {
	checkWaveDecks(t, waveDecks{dir: "wave1", packs: wave1Packs, lists: findLists(t, "gotvalyrian1.0", "")})
}

// TestWave2Decks checks the decks of examples/decks/wave2 as TestWave1Decks
// does wave1's, under every joust list of their era (2018–2019, FFG FAQ
// v1.3 to v2.3), built from the Core Set and both waves' packs, with at
// least eight different cards of the second wave's.
func TestWave2Decks(t *testing.T) {
	checkWaveDecks(t, waveDecks{dir: "wave2", packs: wave2Packs, earlier: wave1Packs,
		lists: findLists(t, "ffg1.3", "ffg1.4", "ffg2.0", "ffg2.1", "ffg2.2", "ffg2.3")})
}

// TestWave3Decks checks the decks of examples/decks/wave3 (issue 39) under
// the joust lists of their era (FFG FAQ v2.3 and v3.0), built from the
// cards as first printed up to The Things We Do For Love, with at least
// eight different cards of the third wave's packs. Their cards may still
// be incomplete while the wave is written (incompleteOK).
func TestWave3Decks(t *testing.T) {
	checkWaveDecks(t, waveDecks{dir: "wave3", packs: wave3Packs, earlier: slices.Concat(wave1Packs, wave2Packs, dosPacks),
		lists: findLists(t, "ffg2.3", "ffg3.0"), incompleteOK: true})
}

// TestWave4Decks checks examples/decks/wave4 (issue 41): twenty deck lists
// of today, legal for joust under the newest list (Standard v2.1, the
// default), at least two per great house, each with cards of every era:
// the Core Set, each earlier wave (Dance of Shadows counted with the
// second), the Redesigns, and at least eight different cards of the
// community packs. Their cards may still be incomplete while the wave is
// written (incompleteOK).
func TestWave4Decks(t *testing.T) {
	checkWaveDecks(t, waveDecks{dir: "wave4", packs: wave4Packs, lists: findLists(t, ""), anyEarlier: true,
		eras:  [][]string{{"Core"}, wave1Packs, slices.Concat(wave2Packs, dosPacks), wave3Packs, {"R", "R2"}},
		decks: 20, perHouse: 2, incompleteOK: true})
}

// findLists finds restricted lists by code ("": the default).
func findLists(t *testing.T, codes ...string) []*deck.List {
	t.Helper()
	var lists []*deck.List
	for _, code := range codes {
		l, err := deck.FindList(code)
		if err != nil {
			t.Fatal(err)
		}
		lists = append(lists, l)
	}
	return lists
}

// waveDecks says what checkWaveDecks demands of a folder of decks.
type waveDecks struct {
	dir            string
	packs, earlier []string     // the wave's packs; the packs before it a deck may use (with the Core Set)
	anyEarlier     bool         // any pack of the library may be used besides packs
	lists          []*deck.List // each deck is legal under every one
	eras           [][]string   // each deck has a card of every group
	decks          int          // at least this many decks (default 8)
	perHouse       int          // and this many per great house (default 1)
	// incompleteOK lets a deck hold cards whose behaviour is still being
	// written (its wave in progress); false once the wave is done.
	incompleteOK bool
}

// checkWaveDecks checks the decks of examples/decks/dir: legal under each
// list, enough per great house, no incomplete card (unless incompleteOK),
// cards only from the Core Set, packs and earlier (unless anyEarlier), a
// card of every era group, at least eight different cards of packs.
func checkWaveDecks(t *testing.T, w waveDecks) {
	t.Helper()
	lib := builtinIndex(t)
	ix := lib.Deck()
	files, err := filepath.Glob(filepath.Join("..", "examples", "decks", w.dir, "*.txt"))
	if err != nil {
		t.Fatal(err)
	}
	if w.decks == 0 {
		w.decks = 8
	}
	if w.perHouse == 0 {
		w.perHouse = 1
	}
	if len(files) < w.decks {
		t.Errorf("%d decks in examples/decks/%s, want at least %d", len(files), w.dir, w.decks)
	}
	factions := map[string]int{}
	for _, f := range files {
		var d *deck.Deck
		for _, list := range w.lists {
			if d = legalDeck(t, f, ix, list); d == nil {
				break
			}
		}
		if d == nil {
			continue
		}
		factions[d.Faction]++
		wave := map[string]bool{}
		eras := make([]bool, len(w.eras))
		for _, e := range d.Entries() {
			c := lib.ByCode(e.Card.Code)
			if c == nil {
				t.Errorf("%s: %s is not in the library", f, e.Card.Code)
				continue
			}
			for i, g := range w.eras {
				eras[i] = eras[i] || slices.Contains(g, c.Pack)
			}
			switch {
			case !c.Complete() && !w.incompleteOK:
				t.Errorf("%s: %s %s is incomplete (%s)", f, c.Code, c.Title, c.Incomplete)
			case slices.Contains(w.packs, c.Pack):
				wave[c.Code] = true
			case c.Pack != "Core" && !w.anyEarlier && !slices.Contains(w.earlier, c.Pack):
				t.Errorf("%s: %s %s is from %s, outside the Core Set and the %s packs", f, c.Code, c.Title, c.Pack, w.dir)
			}
		}
		if len(wave) < 8 {
			t.Errorf("%s uses %d different cards of the %s packs, want ≥ 8", f, len(wave), w.dir)
		}
		for i, ok := range eras {
			if !ok {
				t.Errorf("%s has no card of %v", f, w.eras[i])
			}
		}
	}
	for _, h := range []string{"baratheon", "greyjoy", "lannister", "martell", "nights-watch", "stark", "targaryen", "tyrell"} {
		if factions[h] < w.perHouse {
			t.Errorf("%d legal %s decks of %s, want at least %d", factions[h], w.dir, h, w.perHouse)
		}
	}
}
