package deck

import (
	"fmt"
	"slices"
	"sort"
	"strings"

	"github.com/thronescript/thronescript/dsl/diag"
)

// Deck-building numbers of the Rules Reference.
const (
	PlotDeckSize    = 7  // "A player's plot deck must contain exactly 7 cards."
	MinDrawDeckSize = 60 // "A player's draw deck must contain a minimum of 60 cards."
)

// Check applies the deck-building rules to d (nothing for a nil deck: a
// JSON deck that did not decode). The work is linear in the entries (n log
// n where it sorts); the diagnostics are the first diag.MaxPerFile in the
// order of diag.Sort and one that counts the rest (diag.Keep).
func Check(d *Deck) diag.Diagnostics {
	if d == nil {
		return nil
	}
	var ds diag.Diagnostics // kept below
	top := diag.Range{Start: diag.Pos{Filename: d.File, Line: 1, Column: 1}, End: diag.Pos{Filename: d.File, Line: 1, Column: 1}}
	if d.Faction == "" {
		ds = append(ds, diag.Errorf(CodeFaction, top, "the deck names no faction").
			WithHint("put the faction on its own line before the cards, e.g. `House Stark`"))
	}
	for _, e := range d.Other {
		ds = append(ds, diag.Errorf(CodeType, e.At, "%q is a %s card: it cannot be in a deck", e.Card.Title, e.Card.Type).
			WithHint("title cards are used in melee only and are not part of a deck; remove the line"))
	}
	// agendas
	if x := extraAgendas(d.Agenda()); x != nil {
		// "You may run 2 Banner agendas in addition to this agenda"
		n := 0
		for _, e := range d.Agendas {
			if e.Card == d.Agenda() {
				if e.Qty > 1 {
					ds = append(ds, diag.Errorf(CodeAgendas, e.At, "%d copies of the agenda %q", e.Qty, e.Card.Title).WithHint("keep one copy"))
				}
				continue
			}
			n += e.Qty
			if !x.Match.Matches(e.Card) || e.Qty > 1 {
				ds = append(ds, diag.Errorf(CodeAgendas, e.At, "%q cannot be run with %q", e.Card.Title, d.Agenda().Title).
					WithHint("the agenda's deck-building line `%s`: one copy each of up to %d such agendas", x.Line, x.N))
			}
		}
		if n > x.N {
			ds = append(ds, diag.Errorf(CodeAgendas, d.Agendas[len(d.Agendas)-1].At, "the deck has %d agendas besides %q; at most %d allowed", n, d.Agenda().Title, x.N).
				WithHint("the agenda's deck-building line `%s`", x.Line))
		}
	} else if len(d.Agendas) > 1 || (len(d.Agendas) == 1 && d.Agendas[0].Qty > 1) {
		at := d.Agendas[0].At
		if len(d.Agendas) > 1 {
			at = d.Agendas[1].At
		}
		ds = append(ds, diag.Errorf(CodeAgendas, at, "the deck has %d agendas", count(d.Agendas)).
			WithHint("a player may choose 1 agenda card, or none"))
	}
	// plot deck
	if size := plotDeckSize(d.Agenda()); d.PlotCount() != size {
		n := d.PlotCount()
		at := top
		if len(d.Plots) > 0 {
			at = d.Plots[len(d.Plots)-1].At
		}
		ds = append(ds, diag.Errorf(CodePlotCount, at, "the plot deck has %d cards, it must have exactly %d", n, size).
			WithHint("%s", plusMinus(n, size, "plot")))
	}
	plotByTitle := groupByTitle(d.Plots)
	var dupl []*Entry
	for _, g := range plotByTitle {
		n := count(g)
		allowed := g[0].Card.DeckLimit // "Plot Deck Limit: X"; the data says 2 for ordinary plots
		if allowed <= 0 {
			allowed = 2
		}
		if n > allowed {
			ds = append(ds, diag.Errorf(CodePlotCopies, g[len(g)-1].At, "%d copies of the plot %q; at most %d allowed", n, g[0].Card.Title, allowed).
				WithHint("%s", plotLimitHint(g[0].Card)))
		}
		if n > 1 {
			dupl = append(dupl, g[len(g)-1])
		}
	}
	if most := plotDuplicates(d.Agenda()); len(dupl) > most {
		sort.Slice(dupl, func(i, j int) bool { return dupl[i].At.Start.Offset < dupl[j].At.Start.Offset })
		var names []string
		for _, e := range dupl {
			names = append(names, fmt.Sprintf("%q", e.Card.Title))
		}
		may, hint := "only one may be", "keep one copy of all but one of them"
		if most != 1 {
			may, hint = fmt.Sprintf("only %d may be", most), fmt.Sprintf("keep one copy of all but %d of them", most)
		}
		ds = append(ds, diag.Errorf(CodePlotDuplicates, dupl[most].At, "%d plots are duplicated (%s); %s", len(dupl), strings.Join(names, ", "), may).
			WithHint("%s", hint))
	}
	// draw deck
	if n, least := d.DrawCount(), drawDeckMinimum(d.Agenda()); n < least {
		at := top
		if len(d.Draw) > 0 {
			at = d.Draw[len(d.Draw)-1].At
		}
		ds = append(ds, diag.Errorf(CodeDrawCount, at, "the draw deck has %d cards, it needs at least %d", n, least).
			WithHint("add %d more", least-n))
	}
	for _, g := range groupByTitle(d.Draw) {
		n := count(g)
		limit := g[0].Card.DeckLimit
		if limit <= 0 {
			limit = 3
		}
		if n > limit {
			h := "up to 3 copies of a card (by title) may be in a deck"
			if limit != 3 {
				h = fmt.Sprintf("%q has Deck Limit: %d", g[0].Card.Title, limit)
			}
			ds = append(ds, diag.Errorf(CodeDrawCopies, g[len(g)-1].At, "%d copies of %q; at most %d allowed", n, g[0].Card.Title, limit).WithHint("%s", h))
		}
	}
	// affiliation: "each card in a player's deck and plot deck must be
	// neutral or its affiliation must match the affiliation of that
	// player's faction card", unless a may-include line of the agenda lets
	// a non-loyal card in (a card a cannot-include line refuses gets that
	// diagnostic only)
	agendas := d.agendaCards()
	if d.Faction != "" {
		for _, e := range d.deckEntries() {
			c := e.Card
			if c.Faction == "neutral" || c.Faction == d.Faction || slices.ContainsFunc(agendas, func(a *Card) bool { return refuses(a, e) }) {
				continue
			}
			if c.Loyal {
				ds = append(ds, diag.Errorf(CodeLoyal, e.At, "%q is a loyal %s card; the deck is %s", c.Title, c.Faction, d.Faction).
					WithHint("loyal cards can only be used in a deck of their own faction"))
				continue
			}
			if h, ok := outOfFactionAny(agendas, e); !ok {
				ds = append(ds, diag.Errorf(CodeOutOfFaction, e.At, "%q is a %s card; the deck is %s", c.Title, c.Faction, d.Faction).WithHint("%s", h))
			}
		}
	}
	for _, a := range agendas {
		ds = append(ds, checkBuilding(d, a)...)
	}
	return keep(ds)
}

// keep returns the diagnostics a diag.Keep of diag.MaxPerFile keeps of ds.
func keep(ds diag.Diagnostics) diag.Diagnostics {
	k := diag.NewKeep(diag.MaxPerFile)
	k.Add(ds...)
	return k.Result()
}

func groupByTitle(es []*Entry) [][]*Entry {
	m := map[string][]*Entry{}
	var order []string
	for _, e := range es {
		k := strings.ToLower(e.Card.Title)
		if _, ok := m[k]; !ok {
			order = append(order, k)
		}
		m[k] = append(m[k], e)
	}
	out := make([][]*Entry, len(order))
	for i, k := range order {
		out[i] = m[k]
	}
	return out
}

func plusMinus(n, want int, what string) string {
	if n < want {
		return fmt.Sprintf("add %d %s cards", want-n, what)
	}
	return fmt.Sprintf("remove %d %s cards", n-want, what)
}

func plotLimitHint(c *Card) string {
	if c.DeckLimit == 1 {
		return fmt.Sprintf("%q has Plot Deck Limit: 1 and cannot be duplicated", c.Title)
	}
	return "one plot may be included twice; every other plot once"
}
