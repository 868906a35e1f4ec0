package messages

import (
	"fmt"
	"io"
	"strings"

	"github.com/thronescript/thronescript/rules"
)

// Narrator prints a game's log as it grows: round and phase headers, one
// indented line per event, rendered for one reader (hidden cards masked)
// in the catalog's language.
type Narrator struct {
	Cat    *Catalog
	Reader int // player index, or -1 for everything
	W      io.Writer
	// Next is the index of the next log entry to print.
	Next int
}

// Flush prints the entries logged since the last Flush. Each line is
// Printable: the players' names, the decks' and cards' titles in it print
// no control characters.
func (n *Narrator) Flush(g *rules.Game) {
	log := g.Log()
	if n.Next > len(log) {
		n.Next = len(log)
	}
	var b strings.Builder
	if n.Next == 0 && len(log) > 0 {
		fmt.Fprintf(&b, "== %s ==\n", n.Cat.UI["setup-header"])
		n.writeDecks(&b, g)
	}
	for ; n.Next < len(log); n.Next++ {
		e := &log[n.Next]
		switch e.Msg {
		case rules.MsgRound:
			fmt.Fprintf(&b, "\n== %s ==\n", n.Cat.Text("round-header", "", "", int(e.N)))
			continue
		case rules.MsgPhase:
			fmt.Fprintf(&b, "-- %s --\n", capitalize(n.Cat.Text("phase-header", "", e.S, 0)))
			continue
		}
		if n.Next+1 < len(log) {
			if k, ok := fromShadows(e, &log[n.Next+1]); ok {
				fmt.Fprintf(&b, "   %s\n", Printable(capitalize(n.Cat.Render(g, &k, n.Reader))))
				n.Next++
				continue
			}
		}
		fmt.Fprintf(&b, "   %s\n", Printable(capitalize(n.Cat.Render(g, e, n.Reader))))
	}
	_, _ = io.WriteString(n.W, b.String())
}

// The keyword shadow logs a card that enters play from shadows, or an
// event played from shadows, as coming out of shadows
// (cards/prelude/keywords.card); right after the line that put it into
// play or played it, the two lines are one event for a reader.
const (
	comesOut        = "{card} comes out of shadows"
	putFromShadows  = "{actor} puts {card} into play from shadows"
	playFromShadows = "{actor} plays {card} from shadows"
)

// fromShadows returns the one entry that tells e and next when they are a
// card put into play or played and its coming out of shadows ("Martell
// puts Ser Gerris Drinkwater into play from shadows", "Stark plays The
// Bastard's Letter from shadows"); ok is false otherwise.
func fromShadows(e, next *rules.LogEntry) (rules.LogEntry, bool) {
	if next.Msg != rules.MsgCustom || next.S != comesOut || next.Card.ID != e.Card.ID {
		return rules.LogEntry{}, false
	}
	k := *e
	switch e.Msg {
	case rules.MsgPutIntoPlay:
		k.S = putFromShadows
	case rules.MsgPlays:
		k.S = playFromShadows
	default:
		return rules.LogEntry{}, false
	}
	k.Msg = rules.MsgCustom
	return k, true
}

// WriteResult prints the end of a game: who won, why, in which round, and
// each player's power (the names Printable).
func (n *Narrator) WriteResult(g *rules.Game, res rules.Result, reason string) {
	c := n.Cat
	var b strings.Builder
	fmt.Fprintf(&b, "\n== %s ==\n", c.UI["game-over"])
	if res.Over && res.Winner >= 0 {
		b.WriteString(Printable(c.Text("wins-in-round", g.Players[res.Winner].Name, res.Reason, g.Round)))
	} else {
		b.WriteString(c.Text("no-winner", "", reason, g.Round))
	}
	fmt.Fprintf(&b, "\n%s:", c.UI["score"])
	for i, p := range g.Players {
		if i > 0 {
			b.WriteString(",")
		}
		fmt.Fprintf(&b, " %s %d %s", Printable(c.PlayerName(p.Name)), g.Power(p), c.UI["power"])
	}
	b.WriteString("\n")
	_, _ = io.WriteString(n.W, b.String())
}

// writeDecks names each player's deck and agenda (agendas are public)
// where the game knows the decks' titles.
func (n *Narrator) writeDecks(b *strings.Builder, g *rules.Game) {
	for i, deck := range g.DeckTitles() {
		if i >= len(g.Players) || deck == "" {
			break
		}
		agenda := ""
		for _, c := range g.Cards {
			if c.Owner == i && c.Area == rules.AreaAgenda {
				agenda = n.Cat.Title(c)
				break
			}
		}
		name := g.Players[i].Name
		if agenda == "" {
			fmt.Fprintf(b, "   %s\n", Printable(n.Cat.Fill("deck-line-no-agenda", "actor", n.Cat.PlayerName(name), "deck", deck)))
			continue
		}
		fmt.Fprintf(b, "   %s\n", Printable(n.Cat.Fill("deck-line", "actor", n.Cat.PlayerName(name), "deck", deck, "agenda", agenda)))
	}
}

// capitalize starts a sentence with a capital letter.
func capitalize(s string) string {
	for i, r := range s {
		return strings.ToUpper(string(r)) + s[i+len(string(r)):]
	}
	return s
}
