package library

import (
	"fmt"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"

	"github.com/thronescript/thronescript/deck"
	"github.com/thronescript/thronescript/dsl/check"
	"github.com/thronescript/thronescript/interp"
)

// Index is the one card index of a library, read from its checked model:
// each card's printed characteristics and its texts by language (written
// inside the card or in text files), with the packs and cycles. `throne
// show`, `throne cards`, deck checks and simulations all look cards up
// here. A library with errors still has an index of what was checked.
type Index struct {
	Cards   []*Card      // by code
	Checked *check.Model // the checked model the index was read from
	Packs   []*check.Pack
	Cycles  []*check.Cycle
	byCode  map[string]*Card
	pack    map[string]*check.Pack
	deck    func() *deck.Index // made on first use
}

// Card is one card's printed characteristics, as players read them.
type Card struct {
	Code, Title, Type, Faction string
	Pack                       string // pack code
	PackName                   string // the pack's name (its code when undeclared)
	Cycle                      string // the pack's cycle ("" when undeclared)
	Number                     int    // number in the pack
	Loyal, Unique              bool
	Cost                       string // a number, X or - ("" when the card has none)
	Strength                   string // "" when the card has none; likewise the plot values
	Income, Initiative         string
	Claim, Reserve             string
	Icons, Traits              []string
	Keywords                   []string // as written: shadow(2), no-attachments(except Weapon)
	Shadow                     []string // the Shadow values printed beside the cost
	DeckLimit                  int
	Incomplete                 string                // the `incomplete` reason; "" when the behaviour is written
	DeckBuilding               []*check.DeckBuilding // an agenda's deck-building lines
	File                       string
	Line                       int
	Texts                      map[string]*check.Text // by language
}

// Complete reports whether the card's behaviour is written.
func (c *Card) Complete() bool { return c.Incomplete == "" }

// Text returns the card's text in lang, else in English, else an empty text.
func (c *Card) Text(lang string) *check.Text {
	if t := c.Texts[lang]; t != nil {
		return t
	}
	if t := c.Texts["en"]; t != nil {
		return t
	}
	return &check.Text{}
}

// TitleIn returns the card's title in lang, falling back to English.
func (c *Card) TitleIn(lang string) string {
	if t := c.Texts[lang]; t != nil && t.Title != "" {
		return t.Title
	}
	return c.Title
}

// String identifies a card for messages: 11002 "Bolton Flayer" (TSC).
func (c *Card) String() string { return fmt.Sprintf("%s %q (%s)", c.Code, c.Title, c.Pack) }

// IndexOf indexes a loaded library (an empty index for nil).
func IndexOf(lib *interp.Library) *Index {
	if lib == nil {
		return NewIndex(nil)
	}
	return NewIndex(lib.Checked)
}

// NewIndex indexes a checked library. A card declared again replaces the
// earlier one; a text written inside a card wins over a text file's.
func NewIndex(lib *check.Model) *Index {
	ix := &Index{byCode: map[string]*Card{}, pack: map[string]*check.Pack{}}
	if lib == nil {
		lib = &check.Model{}
	}
	ix.Checked, ix.Packs, ix.Cycles = lib, lib.Packs, lib.Cycles
	for _, p := range lib.Packs {
		ix.pack[p.Code] = p
	}
	last := make(map[string]*check.Card, len(lib.Cards)) // the card declared last with each code
	for _, c := range lib.Cards {
		ix.byCode[c.Code] = cardOf(c)
		last[c.Code] = c
	}
	for _, t := range lib.Texts {
		if c := ix.byCode[t.Code]; c != nil && last[c.Code].Texts[t.Lang] == nil {
			c.Texts[t.Lang] = t // a text written inside the card wins
		}
	}
	for _, c := range ix.byCode {
		c.PackName = c.Pack
		if p := ix.pack[c.Pack]; p != nil {
			if p.Name != "" {
				c.PackName = p.Name
			}
			c.Cycle = p.Cycle
		}
		ix.Cards = append(ix.Cards, c)
	}
	sort.Slice(ix.Cards, func(i, j int) bool { return ix.Cards[i].Code < ix.Cards[j].Code })
	ix.deck = sync.OnceValue(func() *deck.Index { return deck.NewIndex(ix.deckCards()) })
	return ix
}

func cardOf(c *check.Card) *Card {
	out := &Card{Code: c.Code, Title: c.Title, Type: c.Type, Faction: c.Faction, Pack: c.Pack, Number: c.PackNumber,
		Loyal: c.Loyal, Unique: c.Unique, Icons: c.Icons, Traits: c.Traits, DeckLimit: c.DeckLimit, DeckBuilding: c.DeckBuilding,
		Incomplete: c.Incomplete, File: c.File, Line: c.Range.Start.Line, Texts: map[string]*check.Text{},
		Strength: printedText(c, "strength", c.Strength), Income: printedText(c, "income", c.Income), Initiative: printedText(c, "initiative", c.Initiative),
		Claim: printedText(c, "claim", c.Claim), Reserve: printedText(c, "reserve", c.Reserve)}
	switch {
	case c.Cost.Kind == check.CostNumber:
		out.Cost = strconv.Itoa(c.Cost.N)
	case c.Cost.Kind == check.CostX:
		out.Cost = "X"
	case c.Cost.Range.Start.Line > 0: // written `cost -`
		out.Cost = "-"
	}
	for _, k := range c.Keywords {
		var vals []string
		for _, v := range k.Values {
			vals = append(vals, strconv.Itoa(v))
		}
		for _, a := range k.Args {
			if strings.ContainsAny(a, " \t\"") {
				a = strconv.Quote(a)
			}
			vals = append(vals, a)
		}
		if len(vals) == 0 {
			out.Keywords = append(out.Keywords, k.Name)
			continue
		}
		out.Keywords = append(out.Keywords, k.Name+"("+strings.Join(vals, " ")+")")
		if k.Name == "shadow" {
			out.Shadow = append(out.Shadow, strings.Join(vals, " "))
		}
	}
	for lang, t := range c.Texts {
		out.Texts[lang] = t
	}
	return out
}

func intText(n *int) string {
	if n == nil {
		return ""
	}
	return strconv.Itoa(*n)
}

// printedText is a printed value: X when the card prints X.
func printedText(c *check.Card, word string, n *int) string {
	if slices.Contains(c.PrintedX, word) {
		return "X"
	}
	return intText(n)
}

// keywordNames are the names of keywords as written (shadow(2) is shadow).
func keywordNames(kws []string) []string {
	out := make([]string, len(kws))
	for i, k := range kws {
		out[i], _, _ = strings.Cut(k, "(")
	}
	return out
}

// RedesignCycle is the cycle of the Redesigns packs: later versions of
// cards the library has, each with its own code (deck.Card.Redesign).
const RedesignCycle = "redesigns"

// deckCards are the cards as deck building knows them: titles in every
// language are looked up, and an agenda's deck-building blocks give its
// deck-building rules.
func (ix *Index) deckCards() []*deck.Card {
	var cs []*deck.Card
	for _, c := range ix.Cards {
		dc := &deck.Card{Code: c.Code, Title: c.Title, Type: c.Type, Faction: c.Faction, Pack: c.Pack,
			PackName: c.PackName, Loyal: c.Loyal, DeckLimit: c.DeckLimit, Shadow: len(c.Shadow) > 0, Traits: c.Traits,
			Keywords: keywordNames(c.Keywords), Redesign: c.Cycle == RedesignCycle}
		for _, db := range c.DeckBuilding {
			for _, r := range db.Rules {
				dc.Building = append(dc.Building, deck.Rule{Kind: r.Kind, N: r.N, Bound: r.Bound, Different: r.Different, Each: r.Each, Line: r.Text,
					Match: interp.DeckFilter(r.Match)})
			}
		}
		for _, t := range c.Texts {
			if t.Title != "" && t.Title != c.Title && !slices.Contains(dc.Titles, t.Title) {
				dc.Titles = append(dc.Titles, t.Title)
			}
		}
		sort.Strings(dc.Titles)
		cs = append(cs, dc)
	}
	return cs
}

// Deck returns the index as deck lists look cards up.
func (ix *Index) Deck() *deck.Index { return ix.deck() }

// ByCode returns the card with the code, or nil.
func (ix *Index) ByCode(code string) *Card { return ix.byCode[code] }

// ByTitle returns the cards whose title (in English, or in any language's
// text) equals title, ignoring case, in code order.
func (ix *Index) ByTitle(title string) []*Card {
	var out []*Card
	for _, c := range ix.Cards {
		if c.hasTitle(func(t string) bool { return strings.EqualFold(t, title) }) {
			out = append(out, c)
		}
	}
	return out
}

// Find resolves a code or a title (any language, ignoring case); a title
// that matches nothing exactly may match a part of titles.
func (ix *Index) Find(q string) []*Card {
	if c := ix.ByCode(q); c != nil {
		return []*Card{c}
	}
	if cs := ix.ByTitle(q); len(cs) > 0 {
		return cs
	}
	lq := strings.ToLower(q)
	var out []*Card
	for _, c := range ix.Cards {
		if c.hasTitle(func(t string) bool { return strings.Contains(strings.ToLower(t), lq) }) {
			out = append(out, c)
		}
	}
	return out
}

func (c *Card) hasTitle(match func(string) bool) bool {
	if match(c.Title) {
		return true
	}
	for _, t := range c.Texts {
		if t.Title != "" && match(t.Title) {
			return true
		}
	}
	return false
}

// Pack returns the pack with the code, or nil.
func (ix *Index) Pack(code string) *check.Pack { return ix.pack[code] }

// PackOrder returns the pack codes in the order of their cycles and
// numbers, then any pack named by cards but not declared.
func (ix *Index) PackOrder() []string {
	cycleNum := map[string]int{}
	for _, cy := range ix.Cycles {
		cycleNum[cy.Code] = cy.Number
	}
	ps := append([]*check.Pack(nil), ix.Packs...)
	sort.SliceStable(ps, func(i, j int) bool {
		if cycleNum[ps[i].Cycle] != cycleNum[ps[j].Cycle] {
			return cycleNum[ps[i].Cycle] < cycleNum[ps[j].Cycle]
		}
		return ps[i].Number < ps[j].Number
	})
	var out, extra []string
	seen := map[string]bool{}
	for _, p := range ps {
		if !seen[p.Code] {
			seen[p.Code] = true
			out = append(out, p.Code)
		}
	}
	for _, c := range ix.Cards {
		if !seen[c.Pack] {
			seen[c.Pack] = true
			extra = append(extra, c.Pack)
		}
	}
	sort.Strings(extra)
	return append(out, extra...)
}

// Search returns the cards matching every word of query (case-insensitive)
// in code, title (any language), type, faction, pack code, traits or
// keywords. An empty query matches every card.
func (ix *Index) Search(query string) []*Card {
	words := strings.Fields(strings.ToLower(query))
	var out []*Card
	for _, c := range ix.Cards {
		hay := strings.ToLower(strings.Join(append(append([]string{c.Code, c.Title, c.Type, c.Faction, c.Pack},
			c.Traits...), c.Keywords...), "\x00"))
		for _, t := range c.Texts {
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
			out = append(out, c)
		}
	}
	return out
}
