package catalog

import (
	"reflect"
	"testing"
	"testing/fstest"
)

func TestLibrary(t *testing.T) {
	c, err := Library()
	if err != nil {
		t.Fatal(err)
	}
	if len(c.Cards) != 331 {
		t.Errorf("%d cards, want 331", len(c.Cards))
	}
	perPack := map[string]int{}
	shadow := 0
	for _, card := range c.Cards {
		perPack[card.Pack]++
		if len(card.Shadow()) > 0 {
			shadow++
		}
		if card.Text["en"] == nil || card.Text["de"] == nil {
			t.Errorf("%s lacks en or de text", card)
		}
		if c.Pack(card.Pack) == nil {
			t.Errorf("%s: pack %q not declared", card, card.Pack)
		}
	}
	want := map[string]int{"Core": 211, "TSC": 20, "TMoW": 20, "SoKL": 20, "MoD": 20, "IDP": 20, "DitD": 20}
	if !reflect.DeepEqual(perPack, want) {
		t.Errorf("cards per pack %v, want %v", perPack, want)
	}
	if shadow != 47 {
		t.Errorf("%d shadow cards, want 47", shadow)
	}
	if got := c.PackOrder(); !reflect.DeepEqual(got, []string{"Core", "TSC", "TMoW", "SoKL", "MoD", "IDP", "DitD"}) {
		t.Errorf("pack order %v", got)
	}
	for _, p := range c.Packs {
		if p.Code != "Core" && p.Cycle != "dance-of-shadows" {
			t.Errorf("pack %s has cycle %q", p.Code, p.Cycle)
		}
	}
	b := c.ByCode("11002")
	if b == nil {
		t.Fatal("11002 missing")
	}
	wantCard := Card{Code: "11002", Title: "Bolton Flayer", Type: "character", Faction: "stark", Pack: "TSC", Number: 2,
		Cost: "3", Strength: "3", Icons: []string{"military", "intrigue"}, Traits: []string{"Ally", "House Bolton"},
		Keywords: []string{"shadow(2)"}, DeckLimit: 3}
	got := *b
	got.Text, got.File, got.Line, got.Incomplete = nil, "", 0, ""
	if !reflect.DeepEqual(got, wantCard) {
		t.Errorf("11002 = %+v\nwant %+v", got, wantCard)
	}
	if b.Text["de"].Title != "Schinder von Haus Bolton" || b.Text["en"].Abilities[0].ID != "forced-interrupt" {
		t.Errorf("11002 text/incomplete wrong: %+v %+v", b.Text["de"], b.Incomplete)
	}
	if cs := c.ByTitle("schinder von haus bolton"); len(cs) != 1 || cs[0] != b {
		t.Errorf("ByTitle(German) = %v", cs)
	}
	if cs := c.Search("bolton stark shadow(2)"); len(cs) != 1 || cs[0] != b {
		t.Errorf("Search = %v", cs)
	}
	if bb := c.ByCode("11011"); bb == nil || bb.Cost != "-" {
		t.Errorf("Beneath the Bridge of Dream cost: %+v", bb)
	}
}

func TestLoadOverride(t *testing.T) {
	fsys := fstest.MapFS{
		"a.card": {Data: []byte("card 1 \"A\" {\n  event\n  faction stark\n  cost 1\n}\n")},
		"b.card": {Data: []byte("card 1 \"A2\" {\n  plot\n  faction neutral\n  income 5\n}\ntext de 1 {\n  title \"Ä\"\n  note \"n\"\n}\n")},
	}
	c, err := Load(fsys, []string{"a.card", "b.card"})
	if err != nil {
		t.Fatal(err)
	}
	card := c.ByCode("1")
	if card == nil || card.Title != "A2" || card.Type != "plot" || card.DeckLimit != 1 || card.Text["de"].Notes[0] != "n" {
		t.Errorf("override: %+v", card)
	}
	if _, err := Load(fstest.MapFS{"x.card": {Data: []byte("card 1 {\n")}}, []string{"x.card"}); err == nil {
		t.Error("no error for a broken file")
	}
}
