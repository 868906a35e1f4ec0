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
	if f.Type != "" && c.Type != f.Type {
		return false
	}
	if f.Faction != "" && c.Faction != f.Faction {
		return false
	}
	if (f.Loyal == "loyal" && !c.Loyal) || (f.Loyal == "non-loyal" && c.Loyal) {
		return false
	}
	if len(f.Traits) > 0 && !slices.ContainsFunc(f.Traits, c.HasTrait) {
		return false
	}
	return !slices.ContainsFunc(f.WithoutTraits, c.HasTrait)
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
