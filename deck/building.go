package deck

import (
	"slices"
	"strings"

	"github.com/thronescript/thronescript/dsl/diag"
)

// Rule is one deck-building line of an agenda, written in the card's
// `deck-building` block (the library hands them over in Card.Building).
type Rule struct {
	// Kind: cannot-include (no card the filter matches may be in the
	// deck), include (exactly or at least N matching cards, N different
	// titles with Different), plot-deck (the plot deck has exactly N
	// cards), set-aside (matching cards start the game set aside: nothing
	// to check here).
	Kind               string
	N                  int
	AtLeast, Different bool
	Match              Filter
	Line               string // the line as written, for messages
}

// Filter is the cards a deck-building line names; empty fields match any.
type Filter struct {
	Type          string
	Traits        []string // any of them
	WithoutTraits []string // none of them
	Loyal         string   // "loyal", "non-loyal" or ""
	Faction       string
}

// Matches reports whether c is one of the cards f names.
func (f Filter) Matches(c *Card) bool {
	return f.MatchesPrinted(c.Type, c.Faction, c.Loyal, c.HasTrait)
}

// MatchesPrinted reports whether a card with these printed characteristics
// (type and faction as written in card files) is one of the cards f names;
// the game's set-aside cards are matched with it too.
func (f Filter) MatchesPrinted(typ, faction string, loyal bool, hasTrait func(string) bool) bool {
	switch {
	case f.Type != "" && !strings.EqualFold(typ, f.Type),
		f.Faction != "" && !strings.EqualFold(faction, f.Faction),
		f.Loyal == "loyal" && !loyal, f.Loyal == "non-loyal" && loyal,
		len(f.Traits) > 0 && !slices.ContainsFunc(f.Traits, hasTrait):
		return false
	}
	return !slices.ContainsFunc(f.WithoutTraits, hasTrait)
}

// HasTrait reports whether c has the printed trait t (case-insensitive).
func (c *Card) HasTrait(t string) bool {
	return slices.ContainsFunc(c.Traits, func(x string) bool { return strings.EqualFold(x, t) })
}

// plotDeckSize is the size the agenda's rules give the plot deck.
func plotDeckSize(a *Card) int {
	if a != nil {
		for _, r := range a.Building {
			if r.Kind == "plot-deck" {
				return r.N
			}
		}
	}
	return PlotDeckSize
}

// checkBuilding applies the agenda's deck-building lines to d.
func checkBuilding(d *Deck, a *Card) diag.Diagnostics {
	var ds diag.Diagnostics
	at := d.Agendas[0].At
	for _, r := range a.Building {
		switch r.Kind {
		case "cannot-include":
			for _, e := range d.deckEntries() {
				if r.Match.Matches(e.Card) {
					ds = append(ds, diag.Errorf(CodeAgendaRule, e.At, "%q cannot be in a deck with %q", e.Card.Title, a.Title).
						WithHint("the agenda's deck-building line `%s`; remove the card", r.Line))
				}
			}
		case "include":
			n, titles := 0, map[string]int{}
			var last *Entry
			for _, e := range d.deckEntries() {
				if r.Match.Matches(e.Card) {
					n += e.Qty
					titles[strings.ToLower(e.Card.Title)] += e.Qty
					last = e
				}
			}
			what := "matching cards"
			if r.Different {
				what = "different matching cards"
				for _, e := range d.deckEntries() {
					k := strings.ToLower(e.Card.Title)
					if r.Match.Matches(e.Card) && titles[k] > 1 {
						ds = append(ds, diag.Errorf(CodeAgendaRule, e.At, "%d copies of %q; %q needs different cards", titles[k], e.Card.Title, a.Title).
							WithHint("the agenda's deck-building line `%s`; keep one copy", r.Line))
						titles[k] = 1 // once
					}
				}
				n = len(titles)
			}
			if (r.AtLeast && n < r.N) || (!r.AtLeast && n != r.N) {
				want := "exactly"
				if r.AtLeast {
					want = "at least"
				}
				where := at
				if last != nil && !r.AtLeast && n > r.N {
					where = last.At
				}
				ds = append(ds, diag.Errorf(CodeAgendaRule, where, "%q needs %s %d %s in the deck; it has %d", a.Title, want, r.N, what, n).
					WithHint("the agenda's deck-building line `%s`", r.Line))
			}
		}
	}
	return ds
}

// deckEntries are the plot and draw deck entries.
func (d *Deck) deckEntries() []*Entry {
	return append(append([]*Entry{}, d.Plots...), d.Draw...)
}
