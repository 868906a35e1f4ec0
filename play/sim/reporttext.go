package sim

import (
	"fmt"
	"maps"
	"slices"
	"strings"
)

// cardRow is one card of a text report, joust or melee: deck is the
// deck as the table's column shows it (a number in a joust, a name in a
// melee), in as the lists of unused cards name it ("deck 1", "Stark").
type cardRow struct {
	deck, in    string
	code, title string
	c           *CardCounts
	winRate     *Rate
}

// writeReasons writes the line of why games ended, reasons in order.
func writeReasons(b *strings.Builder, reasons map[string]int) {
	fmt.Fprintf(b, "Games ended by:")
	for _, k := range slices.Sorted(maps.Keys(reasons)) {
		fmt.Fprintf(b, " %s %d", k, reasons[k])
	}
	fmt.Fprintf(b, "\n")
}

// writeUnused writes the lines of cards drawn often and never used, and
// of cards offered often and never used (none when the lists are empty).
func writeUnused(b *strings.Builder, never, neverWhenAvailable []cardRow) {
	if len(never) > 0 {
		fmt.Fprintf(b, "  drawn %d+ times, never used:", NeverUsedMin)
		for _, r := range never {
			fmt.Fprintf(b, " %s %s (%s, drawn %d);", r.code, r.title, r.in, r.c.Drawn)
		}
		fmt.Fprintf(b, "\n")
	}
	if len(neverWhenAvailable) > 0 {
		fmt.Fprintf(b, "  offered in %d+ games, never used:", NeverUsedMin)
		for _, r := range neverWhenAvailable {
			fmt.Fprintf(b, " %s %s (%s, offered in %d);", r.code, r.title, r.in, max(r.c.Offered, r.c.MarshalOffered))
		}
		fmt.Fprintf(b, "\n")
	}
}

// writeCardTable writes the table of cards after an empty line: the deck
// column headed head and width wide, a pair of columns per hidden area.
func writeCardTable(b *strings.Builder, head string, width int, rows []cardRow, areas []string) {
	fmt.Fprintf(b, "\nCards (per deck; counts over all games; avail/used: games in which playing it or using its abilities was offered/taken)\n")
	fmt.Fprintf(b, "  %-*s %-5s %-28s %6s %6s", width, head, "code", "title", "drawn", "marsh")
	for _, a := range areas {
		fmt.Fprintf(b, " %*s %*s", len(a)+5, "into "+a, len(a)+7, "out of "+a)
	}
	fmt.Fprintf(b, " %6s %6s %6s %6s %7s\n", "abil", "avail", "used", "played", "win%")
	for _, r := range rows {
		c := r.c
		fmt.Fprintf(b, "  %-*s %-5s %-28s %6d %6d", width, trunc(r.deck, width), r.code, trunc(r.title, 28), c.Drawn, c.Marshaled)
		for _, a := range areas {
			fmt.Fprintf(b, " %*d %*d", len(a)+5, c.Into[a], len(a)+7, c.Out[a])
		}
		wr := "      -"
		if r.winRate != nil {
			wr = pct(r.winRate.Rate) + " "
		}
		fmt.Fprintf(b, " %6d %6d %6d %6d %7s\n", c.Triggered, c.Offered, c.Used, c.Played, strings.TrimRight(wr, " "))
	}
}

// rows are the joust report's cards as rows of its text.
func (r *Report) rows(cs []CardReport) []cardRow {
	out := make([]cardRow, len(cs))
	for i := range cs {
		c := &cs[i]
		out[i] = cardRow{deck: fmt.Sprint(c.Deck), in: fmt.Sprintf("deck %d", c.Deck), code: c.Code, title: c.Title, c: &c.CardCounts, winRate: c.WinRate}
	}
	return out
}

// rows are the melee report's cards as rows of its text.
func (r *MeleeReport) rows(cs []MeleeCardReport) []cardRow {
	out := make([]cardRow, len(cs))
	for i := range cs {
		c := &cs[i]
		out[i] = cardRow{deck: c.Deck, in: c.Deck, code: c.Code, title: c.Title, c: &c.CardCounts, winRate: c.WinRate}
	}
	return out
}
