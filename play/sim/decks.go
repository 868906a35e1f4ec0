package sim

import (
	"os"

	"github.com/thronescript/thronescript/deck"
	"github.com/thronescript/thronescript/dsl/diag"
	"github.com/thronescript/thronescript/interp"
	"github.com/thronescript/thronescript/rules"
)

// ReadDeck reads a deck list file (ThronesDB text or JSON) and resolves it
// against ix. Parse problems are errors (file:line:col); deck-building rule
// violations are downgraded to warnings so test decks can still be played.
func ReadDeck(file string, ix deck.Lookup) (rules.DeckList, *deck.Deck, diag.Diagnostics) {
	src, err := os.ReadFile(file)
	if err != nil {
		return rules.DeckList{}, nil, diag.Diagnostics{diag.Errorf("E0902", diag.Range{Start: diag.Pos{Filename: file}}, "cannot read the deck list %s: %v", file, diag.Cause(err)).
			WithHint("check the path; deck lists are ThronesDB text exports or JSON")}
	}
	return ParseDeck(file, src, ix)
}

// ParseDeck is ReadDeck on a deck list's bytes.
func ParseDeck(file string, src []byte, ix deck.Lookup) (rules.DeckList, *deck.Deck, diag.Diagnostics) {
	d, ds := deck.Parse(file, src, ix)
	if ds.HasErrors() || d == nil {
		return rules.DeckList{}, d, ds
	}
	for _, w := range deck.Check(d) {
		c := *w
		if c.Severity == diag.Error {
			c.Severity = diag.Warning
		}
		ds = append(ds, &c)
	}
	dl := DeckListOf(d)
	if len(dl.Deck) == 0 || len(dl.Plots) == 0 {
		ds = append(ds, diag.Errorf("E0701", diag.Range{Start: diag.Pos{Filename: file, Line: 1, Column: 1}, End: diag.Pos{Filename: file, Line: 1, Column: 1}},
			"the deck list has no %s", map[bool]string{true: "draw cards", false: "plots"}[len(dl.Deck) == 0]).
			WithHint("a playable deck needs plots and draw cards"))
	}
	ds.Sort()
	return dl, d, ds
}

// DeckListOf turns a read deck into the engine's deck list (codes, one
// per copy). The faction has no card in the library, so the engine makes
// a faction card of the deck's faction (House) for it.
func DeckListOf(d *deck.Deck) rules.DeckList {
	dl := rules.DeckList{House: d.Faction}
	if a := d.Agenda(); a != nil {
		dl.Agenda = a.Code
	}
	for _, e := range d.Plots {
		for i := 0; i < e.Qty; i++ {
			dl.Plots = append(dl.Plots, e.Card.Code)
		}
	}
	for _, e := range d.Draw {
		for i := 0; i < e.Qty; i++ {
			dl.Deck = append(dl.Deck, e.Card.Code)
		}
	}
	return dl
}

// Overlay is a library whose later definitions win: cards by code (as
// library.Load already does) and keywords by name, so a file loaded on top
// of the library replaces the definitions it repeats.
type Overlay struct {
	*interp.Library
	keywords []*rules.KeywordDef
}

// NewOverlay wraps lib so that the last keyword definition of each name wins.
func NewOverlay(lib *interp.Library) *Overlay {
	o := &Overlay{Library: lib}
	seen := map[string]int{}
	for _, k := range lib.Keywords {
		if i, ok := seen[k.Name]; ok {
			o.keywords[i] = k
			continue
		}
		seen[k.Name] = len(o.keywords)
		o.keywords = append(o.keywords, k)
	}
	return o
}

// KeywordDefs implements rules.Definitions.
func (o *Overlay) KeywordDefs() []*rules.KeywordDef { return o.keywords }

// MeleeTitles returns the codes of the library's title cards in load
// order: the title pool of a melee game.
func MeleeTitles(lib *interp.Library) []string {
	var out []string
	for _, code := range lib.Order {
		if d := lib.Defs[code]; d != nil && d.Type == rules.TypeTitle {
			out = append(out, code)
		}
	}
	return out
}
