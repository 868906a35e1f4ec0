// Package importer turns card data in the ThronesDB / throneteki-json-data
// format into Thronescript .card source: one stats file per pack (or per
// faction for the Core Set) and one text file per language beside it.
//
// The output is deterministic. Writing into a library that already exists
// merges instead of overwriting: the imported statements of a card (type,
// pack, faction, cost, stats, traits, keywords, deck limit) and the imported
// text lines are replaced, everything written by hand (abilities, Lua hooks,
// attachment restrictions, comments, the `incomplete` marker once a card
// exists) is kept byte for byte.
package importer

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strconv"
)

// Pack is one pack file of the card data: a pack with its cards.
type Pack struct {
	Code        string `json:"code"`
	Name        string `json:"name"`
	ReleaseDate string `json:"releaseDate,omitempty"`
	CgdbID      int    `json:"cgdbId,omitempty"`
	Cards       []Card `json:"cards"`
}

// Card is one card as the data describes it (English).
type Card struct {
	Code      string     `json:"code"`
	Type      string     `json:"type"`
	Name      string     `json:"name"`
	Quantity  int        `json:"quantity,omitempty"`
	Unique    bool       `json:"unique,omitempty"`
	Loyal     bool       `json:"loyal,omitempty"`
	Faction   string     `json:"faction"`
	Cost      *Value     `json:"cost,omitempty"`
	Icons     *Icons     `json:"icons,omitempty"`
	Strength  *Value     `json:"strength,omitempty"`
	PlotStats *PlotStats `json:"plotStats,omitempty"`
	Traits    []string   `json:"traits"`
	Text      string     `json:"text"`
	Flavor    string     `json:"flavor,omitempty"`
	DeckLimit int        `json:"deckLimit"`
}

// Icons are a character's challenge icons.
type Icons struct {
	Military bool `json:"military"`
	Intrigue bool `json:"intrigue"`
	Power    bool `json:"power"`
}

// PlotStats are a plot card's four values.
type PlotStats struct {
	Income     Value `json:"income"`
	Initiative Value `json:"initiative"`
	Claim      Value `json:"claim"`
	Reserve    Value `json:"reserve"`
}

// Value is a printed number, "X", or "-" (no value: shadow-only cards).
// The zero Value is "-".
type Value struct {
	Text string // "3", "X" or "-"
}

// UnmarshalJSON accepts a non-negative integer, "X", "-" or null.
func (v *Value) UnmarshalJSON(b []byte) error {
	b = bytes.TrimSpace(b)
	if string(b) == "null" {
		v.Text = "-"
		return nil
	}
	var n int
	if err := json.Unmarshal(b, &n); err == nil {
		if n < 0 {
			return fmt.Errorf("negative value %d", n)
		}
		v.Text = strconv.Itoa(n)
		return nil
	}
	var s string
	if err := json.Unmarshal(b, &s); err != nil {
		return fmt.Errorf("want a number, \"X\" or \"-\", got %s", b)
	}
	switch s {
	case "X", "x":
		v.Text = "X"
	case "-", "":
		v.Text = "-"
	default:
		return fmt.Errorf("want a number, \"X\" or \"-\", got %q", s)
	}
	return nil
}

// MarshalJSON writes numbers as numbers and "X"/"-" as strings.
func (v Value) MarshalJSON() ([]byte, error) {
	if _, err := strconv.Atoi(v.Text); err == nil {
		return []byte(v.Text), nil
	}
	if v.Text == "" {
		return []byte(`"-"`), nil
	}
	return json.Marshal(v.Text)
}

// String returns the value as the language writes it: a number, X or -.
func (v Value) String() string {
	if v.Text == "" {
		return "-"
	}
	return v.Text
}

// Translation is one card's text in another language (ThronesDB
// translation files: an array of these per pack).
type Translation struct {
	Code   string `json:"code"`
	Name   string `json:"name"`
	Traits string `json:"traits,omitempty"`
	Text   string `json:"text,omitempty"`
	Flavor string `json:"flavor,omitempty"`
}

// Cycle describes a cycle of packs: its id in the language, its name, its
// number (the first two digits of its card codes) and its packs in order.
type Cycle struct {
	ID     string
	Name   string
	Number int
	Packs  []string // pack codes in release order
}

// KnownCycles returns the cycles the library ships, numbered as the first
// two digits of their card codes. A fresh slice each call.
func KnownCycles() []Cycle {
	return []Cycle{
		{ID: "core", Name: "Core Set", Number: 1, Packs: []string{"Core"}},
		{ID: "westeros", Name: "Westeros", Number: 2, Packs: []string{"TtB", "TRtW", "TKP", "NMG", "CoW", "TS"}},
		{ID: "wolves-of-the-north", Name: "Wolves of the North", Number: 3, Packs: []string{"WotN"}},
		{ID: "war-of-five-kings", Name: "War of Five Kings", Number: 4, Packs: []string{"AtSK", "CtA", "FFH", "TIMC", "GoH", "TC"}},
		{ID: "lions-of-casterly-rock", Name: "Lions of Casterly Rock", Number: 5, Packs: []string{"LoCR"}},
		{ID: "blood-and-gold", Name: "Blood and Gold", Number: 6, Packs: []string{"AMAF", "GtR", "TFoA", "TRW", "OR", "TBWB"}},
		{ID: "watchers-on-the-wall", Name: "Watchers on the Wall", Number: 7, Packs: []string{"WotW"}},
		{ID: "flight-of-crows", Name: "Flight of Crows", Number: 8, Packs: []string{"TAK", "JtO", "Km", "FotOG", "TFM", "SAT"}},
		{ID: "house-of-thorns", Name: "House of Thorns", Number: 9, Packs: []string{"HoT"}},
		{ID: "sands-of-dorne", Name: "Sands of Dorne", Number: 10, Packs: []string{"SoD"}},
		{ID: "dance-of-shadows", Name: "Dance of Shadows", Number: 11, Packs: []string{"TSC", "TMoW", "SoKL", "MoD", "IDP", "DitD"}},
		{ID: "kings-of-the-isles", Name: "Kings of the Isles", Number: 12, Packs: []string{"KotI"}},
		{ID: "kings-landing", Name: "King's Landing", Number: 13, Packs: []string{"AtG", "CoS", "PoS", "BtRK", "TB", "LMHR"}},
		{ID: "fury-of-the-storm", Name: "Fury of the Storm", Number: 14, Packs: []string{"FotS"}},
		{ID: "dragons-of-the-east", Name: "Dragons of the East", Number: 15, Packs: []string{"DotE"}},
		{ID: "premium-packs", Name: "Premium Packs", Number: 16, Packs: []string{"TTWDFL"}},
		{ID: "redesigns", Name: "Redesigns", Number: 17, Packs: []string{"R", "R2"}},
		{ID: "forgotten-heroes", Name: "Forgotten Heroes", Number: 18, Packs: []string{"FH"}},
		{ID: "jade-sea", Name: "Jade Sea", Number: 19, Packs: []string{"JS"}},
		{ID: "hear-my-words", Name: "Hear My Words", Number: 20, Packs: []string{"HMW"}},
		{ID: "for-the-realm", Name: "For the Realm", Number: 21, Packs: []string{"FtR"}},
		{ID: "bran-the-builder", Name: "Bran the Builder", Number: 22, Packs: []string{"BtB"}},
		{ID: "as-high-as-honor", Name: "As High as Honor", Number: 23, Packs: []string{"AHaH"}},
		{ID: "the-spoils-of-war", Name: "The Spoils of War", Number: 24, Packs: []string{"TSoW"}},
		{ID: "mists-of-memory", Name: "Mists of Memory", Number: 25, Packs: []string{"ATT", "ChoS", "FUtG", "TTS", "TIC", "WK"}},
		{ID: "sea-of-shadow", Name: "Sea of Shadow", Number: 26, Packs: []string{"WAID", "WoW", "MaV", "LotW", "JfE", "NCbT"}},
	}
}
