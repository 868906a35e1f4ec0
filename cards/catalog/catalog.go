// Package catalog reads the card library's declarations — cards' printed
// stats, their text per language, packs and cycles — into plain records for
// listing, showing and deck checking. It reads the generic shape of the
// language only (see internal/cardsrc), so it works on any library
// that scans, before and independently of the full checker.
package catalog

import (
	"fmt"
	"io/fs"
	"sort"
	"strconv"
	"strings"

	"github.com/thronescript/thronescript/cards"
	"github.com/thronescript/thronescript/internal/cardsrc"
)

// Card is one card's printed characteristics.
type Card struct {
	Code       string
	Title      string // canonical (English) title
	Type       string // character location attachment event plot agenda title
	Faction    string // baratheon … nights-watch … neutral
	Pack       string // pack code
	Number     int    // number in the pack
	Loyal      bool
	Unique     bool
	Cost       string // number, X or - ("" if the type has none)
	Strength   string
	Icons      []string
	Income     string
	Initiative string
	Claim      string
	Reserve    string
	Traits     []string
	Keywords   []string // as written: shadow(2), no-attachments(except Weapon)
	DeckLimit  int
	Incomplete string // the `incomplete` reason; "" when the behaviour is written
	File       string
	Line       int
	Text       map[string]*Text // by language
}

// Complete reports whether the card's behaviour is written (no
// `incomplete` marker).
func (c *Card) Complete() bool { return c.Incomplete == "" }

// Shadow returns the card's shadow values (a card may print Shadow twice).
func (c *Card) Shadow() []string {
	var out []string
	for _, k := range c.Keywords {
		if strings.HasPrefix(k, "shadow(") && strings.HasSuffix(k, ")") {
			out = append(out, k[len("shadow("):len(k)-1])
		}
	}
	return out
}

// Text is a card's text in one language.
type Text struct {
	Lang      string
	Title     string
	Traits    string
	Keywords  string
	Abilities []Ability
	Flavor    string
	Notes     []string
	File      string
	Line      int
}

// Ability is one ability paragraph's text.
type Ability struct {
	ID, Text string
}

// Pack is a pack declaration.
type Pack struct {
	Code, Name, Cycle, Released string
	Number                      int
}

// Cycle is a cycle declaration.
type Cycle struct {
	ID, Name string
	Number   int
}

// Catalog is a read library.
type Catalog struct {
	Cards  []*Card // by code
	Packs  []*Pack // in cycle and pack order
	Cycles []*Cycle
	byCode map[string]*Card
	pack   map[string]*Pack
}

// Library reads the built-in library (cards.FS).
func Library() (*Catalog, error) {
	return Load(cards.FS, cards.Files())
}

// Load reads the named .card files of fsys. Stats files declare cards,
// packs and cycles; text blocks may live in any file. A later file's card
// with an existing code replaces the earlier one (paths named on top of
// the library override it).
func Load(fsys fs.FS, files []string) (*Catalog, error) {
	c := &Catalog{byCode: map[string]*Card{}, pack: map[string]*Pack{}}
	if err := c.Add(fsys, files); err != nil {
		return nil, err
	}
	return c, nil
}

// Add reads more .card files on top of the catalog: a card with a code
// already present replaces it; text blocks attach to the cards read so far.
func (c *Catalog) Add(fsys fs.FS, files []string) error {
	var texts []*Text
	var textCode []string
	for _, f := range files {
		src, err := fs.ReadFile(fsys, f)
		if err != nil {
			return err
		}
		items, err := cardsrc.Parse(f, string(src))
		if err != nil {
			return err
		}
		for _, it := range items {
			head := cardsrc.Fields(it.Head)
			if it.Head == "" || len(head) < 2 {
				continue
			}
			switch head[0] {
			case "card":
				card := readCard(head, it)
				card.File = f
				if old := c.byCode[card.Code]; old != nil {
					card.Text = old.Text // an override keeps the text read so far
				}
				c.byCode[card.Code] = card
			case "text":
				if len(head) < 3 {
					continue
				}
				t := readText(head[1], it)
				t.File = f
				texts = append(texts, t)
				textCode = append(textCode, head[2])
			case "pack":
				p := &Pack{Code: head[1]}
				if len(head) > 2 {
					p.Name = head[2]
				}
				for _, ch := range it.Body {
					v := cardsrc.Fields(ch.Stmt)
					switch {
					case len(v) >= 2 && v[0] == "cycle":
						p.Cycle = v[1]
					case len(v) >= 2 && v[0] == "number":
						p.Number, _ = strconv.Atoi(v[1])
					case len(v) >= 2 && v[0] == "released":
						p.Released = strings.Join(v[1:], "")
					}
				}
				if _, dup := c.pack[p.Code]; !dup {
					c.Packs = append(c.Packs, p)
				}
				c.pack[p.Code] = p
			case "cycle":
				cy := &Cycle{ID: head[1]}
				if len(head) > 2 {
					cy.Name = head[2]
				}
				for _, ch := range it.Body {
					if v := cardsrc.Fields(ch.Stmt); len(v) >= 2 && v[0] == "number" {
						cy.Number, _ = strconv.Atoi(v[1])
					}
				}
				c.Cycles = append(c.Cycles, cy)
			}
		}
	}
	c.Cards = c.Cards[:0]
	for _, card := range c.byCode {
		c.Cards = append(c.Cards, card)
	}
	sort.Slice(c.Cards, func(i, j int) bool { return c.Cards[i].Code < c.Cards[j].Code })
	for i, t := range texts {
		if card := c.byCode[textCode[i]]; card != nil {
			if card.Text == nil {
				card.Text = map[string]*Text{}
			}
			card.Text[t.Lang] = t
		}
	}
	return nil
}

func readCard(head []string, it *cardsrc.Item) *Card {
	card := &Card{Code: head[1], Line: it.Line}
	if len(head) > 2 {
		card.Title = head[2]
	}
	for _, ch := range it.Body {
		v := cardsrc.Fields(ch.Stmt)
		if len(v) == 0 {
			continue
		}
		arg := func(i int) string {
			if i < len(v) {
				return v[i]
			}
			return ""
		}
		switch v[0] {
		case "character", "location", "attachment", "event", "plot", "agenda", "title":
			card.Type = v[0]
		case "pack":
			card.Pack = arg(1)
			card.Number, _ = strconv.Atoi(arg(2))
		case "faction":
			card.Faction = arg(1)
		case "loyal":
			card.Loyal = true
		case "unique":
			card.Unique = true
		case "cost":
			card.Cost = arg(1)
		case "strength":
			card.Strength = arg(1)
		case "icons":
			card.Icons = append([]string(nil), v[1:]...)
		case "income":
			card.Income = arg(1)
		case "initiative":
			card.Initiative = arg(1)
		case "claim":
			card.Claim = arg(1)
		case "reserve":
			card.Reserve = arg(1)
		case "traits":
			card.Traits = append([]string(nil), v[1:]...)
		case "keywords":
			card.Keywords = append(card.Keywords, v[1:]...)
		case "deck-limit":
			card.DeckLimit, _ = strconv.Atoi(arg(1))
		case "incomplete":
			card.Incomplete = arg(1)
			if card.Incomplete == "" {
				card.Incomplete = "incomplete"
			}
		}
	}
	if card.DeckLimit == 0 {
		card.DeckLimit = 3
		if card.Type == "plot" || card.Type == "agenda" || card.Type == "title" {
			card.DeckLimit = 1
		}
	}
	return card
}

func readText(lang string, it *cardsrc.Item) *Text {
	t := &Text{Lang: lang, Line: it.Line}
	for _, ch := range it.Body {
		v := cardsrc.Fields(ch.Stmt)
		if len(v) < 2 {
			continue
		}
		switch v[0] {
		case "title":
			t.Title = v[1]
		case "traits":
			t.Traits = v[1]
		case "keywords":
			t.Keywords = v[1]
		case "flavor":
			t.Flavor = v[1]
		case "note":
			t.Notes = append(t.Notes, v[1])
		case "ability":
			if len(v) >= 3 {
				t.Abilities = append(t.Abilities, Ability{ID: v[1], Text: v[2]})
			}
		}
	}
	return t
}

// ByCode returns the card with the code, or nil.
func (c *Catalog) ByCode(code string) *Card { return c.byCode[code] }

// ByTitle returns the cards whose title (in English, or in any language's
// text) equals title, ignoring case, in code order.
func (c *Catalog) ByTitle(title string) []*Card {
	var out []*Card
	for _, card := range c.Cards {
		if strings.EqualFold(card.Title, title) {
			out = append(out, card)
			continue
		}
		for _, t := range card.Text {
			if strings.EqualFold(t.Title, title) {
				out = append(out, card)
				break
			}
		}
	}
	return out
}

// Pack returns the pack with the code, or nil.
func (c *Catalog) Pack(code string) *Pack { return c.pack[code] }

// PackOrder returns the pack codes in the order of their cycles and
// numbers, then any pack named by cards but not declared.
func (c *Catalog) PackOrder() []string {
	cycleNum := map[string]int{}
	for _, cy := range c.Cycles {
		cycleNum[cy.ID] = cy.Number
	}
	ps := append([]*Pack(nil), c.Packs...)
	sort.SliceStable(ps, func(i, j int) bool {
		if cycleNum[ps[i].Cycle] != cycleNum[ps[j].Cycle] {
			return cycleNum[ps[i].Cycle] < cycleNum[ps[j].Cycle]
		}
		return ps[i].Number < ps[j].Number
	})
	var out []string
	seen := map[string]bool{}
	for _, p := range ps {
		out = append(out, p.Code)
		seen[p.Code] = true
	}
	var extra []string
	for _, card := range c.Cards {
		if !seen[card.Pack] {
			seen[card.Pack] = true
			extra = append(extra, card.Pack)
		}
	}
	sort.Strings(extra)
	return append(out, extra...)
}

// Search returns the cards matching every word of query (case-insensitive)
// in code, title (any language), type, faction, pack code, traits or
// keywords. An empty query matches every card.
func (c *Catalog) Search(query string) []*Card {
	words := strings.Fields(strings.ToLower(query))
	var out []*Card
	for _, card := range c.Cards {
		hay := strings.ToLower(strings.Join(append(append([]string{card.Code, card.Title, card.Type, card.Faction, card.Pack},
			card.Traits...), card.Keywords...), "\x00"))
		for _, t := range card.Text {
			hay += "\x00" + strings.ToLower(t.Title)
		}
		ok := true
		for _, w := range words {
			if !strings.Contains(hay, w) {
				ok = false
				break
			}
		}
		if ok {
			out = append(out, card)
		}
	}
	return out
}

// String identifies a card for messages: 11002 "Bolton Flayer" (TSC).
func (c *Card) String() string { return fmt.Sprintf("%s %q (%s)", c.Code, c.Title, c.Pack) }
