package deck

import (
	"fmt"
	"slices"
	"strings"

	"github.com/thronescript/thronescript/dsl/diag"
)

// Rule is one deck-building line of an agenda, written in the card's
// `deck-building` block (the library hands them over in Card.Building).
//
// A line whose cards are plots (Match.Type "plot") looks at the plot deck,
// every other line at the draw deck: the Rules Reference's "deck" by itself
// is the draw deck, and a rule about the plot deck says "plot deck".
type Rule struct {
	// Kind: cannot-include (no card the filter matches may be in the
	// deck), may-include (matching non-loyal cards of another faction may
	// be in it: the Rules Reference's affiliation rule gives way, its loyal
	// rule does not), include (exactly, at least or at most N matching
	// cards; N different titles with Different), plot-deck (the plot deck
	// has exactly N cards), plot-duplicates (up to N different plots may be
	// included twice instead of one), set-aside (matching cards start the game set
	// aside: nothing to check here).
	Kind      string
	N         int
	Bound     string // include: "exactly", "at-least" or "at-most"
	Different bool
	// Each: an include line bounds the copies of each title apart
	// ("no more than 1 copy of each event": at-most 1 each event).
	Each  bool
	Match Filter
	Line  string // the line as written, for messages
}

// PlotDeck reports whether the line looks at the plot deck (else the draw
// deck).
func (r Rule) PlotDeck() bool { return r.Match.Type == "plot" }

// deckName is the name of the deck the line looks at.
func (r Rule) deckName() string {
	if r.PlotDeck() {
		return "plot deck"
	}
	return "draw deck"
}

// entries are the entries of d in the deck the line looks at.
func (r Rule) entries(d *Deck) []*Entry {
	if r.PlotDeck() {
		return d.Plots
	}
	return d.Draw
}

// applies reports whether the line speaks of entry e: e is in the deck the
// line looks at, and its card is one the line names.
func (r Rule) applies(e *Entry) bool {
	return r.PlotDeck() == (e.Card.Type == "plot") && r.Match.Matches(e.Card)
}

// Filter is the cards a deck-building line names; empty fields match any.
type Filter struct {
	Type          string
	Traits        []string // any of them
	WithoutTraits []string // none of them
	Keywords      []string // printed keywords, any of them
	Loyal         string   // "loyal", "non-loyal" or ""
	Faction       string
	Not           []Filter // `not F`: no card one of them matches
}

// Matches reports whether c is one of the cards f names.
func (f Filter) Matches(c *Card) bool {
	return f.MatchesPrinted(c.Type, c.Faction, c.Loyal, c.HasTrait, c.HasKeyword)
}

// MatchesPrinted reports whether a card with these printed characteristics
// (type and faction as written in card files) is one of the cards f names;
// the game's set-aside cards are matched with it too.
func (f Filter) MatchesPrinted(typ, faction string, loyal bool, hasTrait, hasKeyword func(string) bool) bool {
	switch {
	case f.Type != "" && !strings.EqualFold(typ, f.Type),
		f.Faction != "" && !strings.EqualFold(faction, f.Faction),
		f.Loyal == "loyal" && !loyal, f.Loyal == "non-loyal" && loyal,
		len(f.Traits) > 0 && !slices.ContainsFunc(f.Traits, hasTrait),
		slices.ContainsFunc(f.WithoutTraits, hasTrait),
		len(f.Keywords) > 0 && !slices.ContainsFunc(f.Keywords, hasKeyword):
		return false
	}
	return !slices.ContainsFunc(f.Not, func(n Filter) bool { return n.MatchesPrinted(typ, faction, loyal, hasTrait, hasKeyword) })
}

// Describe names the cards f matches in English, for messages ("non-loyal
// baratheon cards", "Winter plots", "non-neutral cards").
func (f Filter) Describe() string {
	var words []string
	if f.Loyal != "" {
		words = append(words, f.Loyal)
	}
	for _, n := range f.Not {
		words = append(words, n.negated())
	}
	if f.Faction != "" {
		words = append(words, f.Faction)
	}
	if len(f.Traits) > 0 {
		words = append(words, strings.Join(f.Traits, " or "))
	}
	noun := "card"
	if f.Type != "" {
		noun = f.Type
	}
	words = append(words, noun+"s")
	if len(f.WithoutTraits) > 0 {
		words = append(words, "without the "+strings.Join(f.WithoutTraits, " or ")+" trait")
	}
	if len(f.Keywords) > 0 {
		words = append(words, "with the printed "+strings.Join(f.Keywords, " or ")+" keyword")
	}
	return strings.Join(words, " ")
}

// negated is the adjective for the cards a one-word filter n does not
// match ("non-neutral", "non-Winter", "loyal" for non-loyal).
func (n Filter) negated() string {
	switch {
	case n.Loyal == "loyal":
		return "non-loyal"
	case n.Loyal == "non-loyal":
		return "loyal"
	case n.Faction != "":
		return "non-" + n.Faction
	case len(n.Traits) > 0:
		return "non-" + strings.Join(n.Traits, "/")
	case len(n.WithoutTraits) > 0:
		return strings.Join(n.WithoutTraits, "/")
	case len(n.Keywords) > 0:
		return "non-" + strings.Join(n.Keywords, "/")
	}
	return "other"
}

// HasKeyword reports whether c has the printed keyword k (its name, without
// a value: shadow for Shadow (2)).
func (c *Card) HasKeyword(k string) bool {
	return slices.ContainsFunc(c.Keywords, func(x string) bool { return strings.EqualFold(x, k) })
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

// extraAgendas is the agenda's extra-agendas line ("You may run 2 Banner
// agendas in addition to this agenda"), or nil.
func extraAgendas(a *Card) *Rule {
	if a != nil {
		for i := range a.Building {
			if a.Building[i].Kind == "extra-agendas" {
				return &a.Building[i]
			}
		}
	}
	return nil
}

// drawDeckMinimum is the draw deck's minimum size: 60 by the Rules
// Reference, or N by the agenda's draw-deck-minimum line ("Your minimum
// deck size is 75 cards").
func drawDeckMinimum(a *Card) int {
	if a != nil {
		for _, r := range a.Building {
			if r.Kind == "draw-deck-minimum" {
				return r.N
			}
		}
	}
	return MinDrawDeckSize
}

// plotDuplicates is how many different plots the plot deck may include
// twice: one by the Rules Reference, or N by the agenda's plot-duplicates
// line ("You may include a second copy of up to 2 different cards in your
// plot deck").
func plotDuplicates(a *Card) int {
	if a != nil {
		for _, r := range a.Building {
			if r.Kind == "plot-duplicates" {
				return r.N
			}
		}
	}
	return 1
}

// checkBuilding applies the agenda's cannot-include and include lines to d
// (may-include is read by the affiliation check, plot-deck by the plot
// deck's size).
func checkBuilding(d *Deck, a *Card) diag.Diagnostics {
	var ds diag.Diagnostics
	at := d.Agendas[0].At
	for _, r := range a.Building {
		switch r.Kind {
		case "cannot-include":
			for _, e := range r.entries(d) {
				if r.applies(e) {
					ds = append(ds, diag.Errorf(CodeAgendaRule, e.At, "%q cannot be in the %s with %q (no %s)", e.Card.Title, r.deckName(), a.Title, r.Match.Describe()).
						WithHint("the agenda's deck-building line `%s`; remove the card", r.Line))
				}
			}
		case "include":
			ds = append(ds, checkInclude(d, a, r, at)...)
		}
	}
	return ds
}

// checkInclude applies an include line: the number of matching cards (of
// different titles with Different) in its deck against its bound.
func checkInclude(d *Deck, a *Card, r Rule, at diag.Range) diag.Diagnostics {
	if r.Each {
		return checkEach(d, a, r)
	}
	var ds diag.Diagnostics
	n, titles := 0, map[string]int{}
	var last *Entry
	for _, e := range r.entries(d) {
		if r.applies(e) {
			n += e.Qty
			titles[strings.ToLower(e.Card.Title)] += e.Qty
			last = e
		}
	}
	what := r.Match.Describe()
	if r.Different {
		what = "different " + what
		for _, e := range r.entries(d) {
			k := strings.ToLower(e.Card.Title)
			if r.applies(e) && titles[k] > 1 {
				ds = append(ds, diag.Errorf(CodeAgendaRule, e.At, "%d copies of %q; %q needs different cards", titles[k], e.Card.Title, a.Title).
					WithHint("the agenda's deck-building line `%s`; keep one copy", r.Line))
				titles[k] = 1 // once
			}
		}
		n = len(titles)
	}
	line := fmt.Sprintf("the agenda's deck-building line `%s`", r.Line)
	switch {
	case n < r.N && r.Bound != "at-most":
		ds = append(ds, diag.Errorf(CodeAgendaRule, at, "%q needs %s %d %s in the %s; it has %d", a.Title, strings.ReplaceAll(r.Bound, "-", " "), r.N, what, r.deckName(), n).
			WithHint("add %d more %s (%s)", r.N-n, what, line))
	case n > r.N && r.Bound == "exactly":
		where := at
		if last != nil {
			where = last.At
		}
		ds = append(ds, diag.Errorf(CodeAgendaRule, where, "%q needs exactly %d %s in the %s; it has %d", a.Title, r.N, what, r.deckName(), n).
			WithHint("remove %d %s (%s)", n-r.N, what, line))
	case n > r.N && r.Bound == "at-most":
		ds = append(ds, diag.Errorf(CodeAgendaRule, at, "%q allows at most %d %s in the %s; it has %d", a.Title, r.N, what, r.deckName(), n).
			WithHint("remove %d %s (%s)", n-r.N, what, line))
	}
	return ds
}

// checkEach applies `include at-most N each …`: the copies of each
// matching title in its deck, against N.
func checkEach(d *Deck, a *Card, r Rule) diag.Diagnostics {
	var ds diag.Diagnostics
	copies := map[string]int{}
	for _, e := range r.entries(d) {
		if r.applies(e) {
			copies[strings.ToLower(e.Card.Title)] += e.Qty
		}
	}
	for _, e := range r.entries(d) {
		k := strings.ToLower(e.Card.Title)
		if n := copies[k]; r.applies(e) && n > r.N {
			ds = append(ds, diag.Errorf(CodeAgendaRule, e.At, "%d copies of %q; %q allows at most %d of each of its %s", n, e.Card.Title, a.Title, r.N, r.Match.Describe()).
				WithHint("the agenda's deck-building line `%s`; remove %d", r.Line, n-r.N))
			copies[k] = 0 // once
		}
	}
	return ds
}

// refuses reports whether a cannot-include line of agenda a keeps e out of
// its deck (a card it refuses gets that diagnostic only).
func refuses(a *Card, e *Entry) bool {
	return a != nil && slices.ContainsFunc(a.Building, func(r Rule) bool { return r.Kind == "cannot-include" && r.applies(e) })
}

// outOfFactionAny is outOfFaction over every agenda of the deck: a
// may-include line of any of them lets e in (the first one's hint).
func outOfFactionAny(agendas []*Card, e *Entry) (hint string, allowed bool) {
	if len(agendas) == 0 {
		return outOfFaction(nil, e)
	}
	for i, a := range agendas {
		h, ok := outOfFaction(a, e)
		if ok {
			return "", true
		}
		if i == 0 {
			hint = h
		}
	}
	return hint, false
}

// outOfFaction is the hint of a diagnostic for e, a non-loyal card of
// another faction, and whether a may-include line of agenda a lets it in.
func outOfFaction(a *Card, e *Entry) (hint string, allowed bool) {
	var allows []string
	if a != nil {
		for _, r := range a.Building {
			if r.Kind != "may-include" || r.PlotDeck() != (e.Card.Type == "plot") {
				continue
			}
			if r.Match.Matches(e.Card) {
				return "", true
			}
			allows = append(allows, r.Match.Describe())
		}
	}
	switch {
	case len(allows) > 0:
		return fmt.Sprintf("the agenda allows %s only", strings.Join(allows, " and ")), false
	case e.Card.Type == "plot":
		return fmt.Sprintf("a %s plot needs an agenda that allows it in the plot deck", e.Card.Faction), false
	}
	return fmt.Sprintf("a non-loyal %s card needs the banner agenda of %s", e.Card.Faction, e.Card.Faction), false
}
