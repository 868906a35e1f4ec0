package deck

import (
	"sort"

	"github.com/thronescript/thronescript/cards/catalog"
)

// FromCatalog indexes a card catalog (the library) for deck lists: titles
// in every language are looked up, and the English text lines give the
// agendas' deck-building rules.
func FromCatalog(c *catalog.Catalog) *Index {
	var cs []*Card
	for _, k := range c.Cards {
		dc := &Card{Code: k.Code, Title: k.Title, Type: k.Type, Faction: k.Faction, Pack: k.Pack,
			Loyal: k.Loyal, DeckLimit: k.DeckLimit, Shadow: len(k.Shadow()) > 0}
		dc.PackName = k.Pack
		if p := c.Pack(k.Pack); p != nil && p.Name != "" {
			dc.PackName = p.Name
		}
		if en := k.Text["en"]; en != nil {
			for _, a := range en.Abilities {
				dc.Rules = append(dc.Rules, a.Text)
			}
		}
		for lang, t := range k.Text {
			if lang != "en" && t.Title != "" && t.Title != k.Title {
				dc.Titles = append(dc.Titles, t.Title)
			}
		}
		sort.Strings(dc.Titles)
		cs = append(cs, dc)
	}
	return NewIndex(cs)
}
