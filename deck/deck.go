// Package deck reads deck lists — ThronesDB's plain-text export and its
// JSON — resolves their cards against a card lookup, and checks the
// deck-building rules of the Rules Reference ("Deckbuilding", "Deck
// Limits", "Plot Deck", "Loyal") and the agendas' own restrictions (the
// deck-building lines their cards write, building.go). Every problem is a
// diagnostic with the position of the offending line.
package deck

import (
	"sort"
	"strconv"
	"strings"

	"github.com/thronescript/thronescript/dsl/diag"
)

// Card is what deck building needs to know about a card.
type Card struct {
	Code      string
	Title     string
	Type      string // character location attachment event plot agenda title
	Faction   string // baratheon … nights-watch … neutral
	Pack      string // pack code
	PackName  string
	Loyal     bool
	DeckLimit int
	Shadow    bool     // has the shadow keyword (for statistics)
	Traits    []string // printed traits
	Keywords  []string // printed keywords by name (shadow for Shadow (2))
	Building  []Rule   // an agenda's deck-building lines, as its card writes them (building.go)
	Titles    []string // the title in other languages (looked up too)
	// Redesign: a later version of a card the library has under the same
	// title, with its own code (the Redesigns packs); a deck list names it
	// by its pack or code.
	Redesign bool
}

// Lookup finds cards by code and by title.
type Lookup interface {
	ByCode(code string) *Card
	ByTitle(title string) []*Card // case-insensitive; every card with that title
	Titles() []string             // every title, for suggestions
}

// Index is a Lookup over a list of cards.
type Index struct {
	byCode  map[string]*Card
	byTitle map[string][]*Card
	titles  []string
}

// NewIndex indexes cards by code and (lower-cased) title.
func NewIndex(cards []*Card) *Index {
	ix := &Index{byCode: map[string]*Card{}, byTitle: map[string][]*Card{}}
	seen := map[string]bool{}
	for _, c := range cards {
		ix.byCode[c.Code] = c
		for _, t := range append([]string{c.Title}, c.Titles...) {
			k := strings.ToLower(t)
			if t == "" || containsCard(ix.byTitle[k], c) {
				continue
			}
			ix.byTitle[k] = append(ix.byTitle[k], c)
			if !seen[t] {
				seen[t] = true
				ix.titles = append(ix.titles, t)
			}
		}
	}
	sort.Strings(ix.titles)
	return ix
}

func containsCard(cs []*Card, c *Card) bool {
	for _, x := range cs {
		if x == c {
			return true
		}
	}
	return false
}

// ByCode implements Lookup.
func (ix *Index) ByCode(code string) *Card { return ix.byCode[code] }

// ByTitle implements Lookup.
func (ix *Index) ByTitle(title string) []*Card { return ix.byTitle[strings.ToLower(title)] }

// Titles implements Lookup.
func (ix *Index) Titles() []string { return ix.titles }

// Deck is a read deck list.
type Deck struct {
	File      string
	Name      string
	Faction   string // language word ("" if none was found)
	FactionAt diag.Range
	Agendas   []*Entry
	Plots     []*Entry
	Draw      []*Entry
	Other     []*Entry // cards that cannot be in a deck (titles)

	headerAgendas map[*Card]bool // agendas added once with one copy (add)
}

// Entry is one resolved line of a deck list.
type Entry struct {
	Qty  int
	Card *Card
	At   diag.Range // the line
}

// Factions maps the names a deck list may use for a faction (ThronesDB's
// "House Stark", "The Night's Watch", the data codes, the language words)
// to the language word.
var factionNames = map[string]string{
	"house baratheon": "baratheon", "house greyjoy": "greyjoy", "house lannister": "lannister",
	"house martell": "martell", "the night's watch": "nights-watch", "house stark": "stark",
	"house targaryen": "targaryen", "house tyrell": "tyrell",
	"baratheon": "baratheon", "greyjoy": "greyjoy", "lannister": "lannister", "martell": "martell",
	"night's watch": "nights-watch", "nights-watch": "nights-watch", "thenightswatch": "nights-watch",
	"stark": "stark", "targaryen": "targaryen", "tyrell": "tyrell",
}

// PlayerName is a player's name from their deck's faction word ("stark":
// "Stark", "nights-watch": "Night's Watch"); def when there is none.
func PlayerName(faction, def string) string {
	switch faction {
	case "":
		return def
	case "nights-watch":
		return "Night's Watch"
	}
	return strings.ToUpper(faction[:1]) + faction[1:]
}

// PlayerNames names the players of a game from their decks' faction
// words, seat by seat (PlayerName, "p1", "p2", … for a deck without one);
// players that would share a name get their seat after it ("Stark (p2)").
func PlayerNames(factions []string) []string {
	names := make([]string, len(factions))
	count := map[string]int{}
	for k, f := range factions {
		names[k] = PlayerName(f, "p"+strconv.Itoa(k+1))
		count[names[k]]++
	}
	for k := range names {
		if count[names[k]] > 1 {
			names[k] += " (p" + strconv.Itoa(k+1) + ")"
		}
	}
	return names
}

// FactionWord returns the language word for a faction name, or "".
func FactionWord(name string) string {
	return factionNames[strings.ToLower(strings.TrimSpace(strings.ReplaceAll(name, "’", "'")))]
}

// factionWords lists the language's faction words (no neutral: a deck's
// faction card is never neutral).
var factionWords = []string{"baratheon", "greyjoy", "lannister", "martell", "nights-watch", "stark", "targaryen", "tyrell"}

// add files a resolved card into the deck by its type.
func (d *Deck) add(e *Entry) {
	switch e.Card.Type {
	case "agenda":
		if e.Qty == 1 {
			if d.headerAgendas[e.Card] {
				return // named in the header and listed again (cycle-sorted export)
			}
			if d.headerAgendas == nil {
				d.headerAgendas = map[*Card]bool{}
			}
			d.headerAgendas[e.Card] = true
		}
		d.Agendas = append(d.Agendas, e)
	case "plot":
		d.Plots = append(d.Plots, e)
	case "character", "location", "attachment", "event":
		d.Draw = append(d.Draw, e)
	default:
		d.Other = append(d.Other, e)
	}
}

// DrawCount is the number of cards in the draw deck.
func (d *Deck) DrawCount() int { return count(d.Draw) }

// PlotCount is the number of cards in the plot deck.
func (d *Deck) PlotCount() int { return count(d.Plots) }

func count(es []*Entry) int {
	n := 0
	for _, e := range es {
		n += e.Qty
	}
	return n
}

// Agenda returns the deck's agenda card, or nil.
func (d *Deck) Agenda() *Card {
	if len(d.Agendas) == 0 {
		return nil
	}
	for _, e := range d.Agendas {
		if extraAgendas(e.Card) != nil {
			return e.Card // the agenda that lets the others in (Alliance)
		}
	}
	return d.Agendas[0].Card
}

// agendaCards are the cards of the deck's agendas, its main one (Agenda)
// first.
func (d *Deck) agendaCards() []*Card {
	a := d.Agenda()
	if a == nil {
		return nil
	}
	out := []*Card{a}
	for _, e := range d.Agendas {
		if e.Card != a {
			out = append(out, e.Card)
		}
	}
	return out
}

// Entries returns every entry: agendas, plots, draw cards, others.
func (d *Deck) Entries() []*Entry {
	var out []*Entry
	out = append(out, d.Agendas...)
	out = append(out, d.Plots...)
	out = append(out, d.Draw...)
	return append(out, d.Other...)
}

// deckEntries are the plot and draw deck entries.
func (d *Deck) deckEntries() []*Entry {
	return append(append([]*Entry{}, d.Plots...), d.Draw...)
}
