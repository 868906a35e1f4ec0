package web

import (
	"bytes"
	"net/http"
	"sort"

	"github.com/thronescript/thronescript/dsl/check"
	"github.com/thronescript/thronescript/library"
)

// cardJSON is a card as the pages draw it.
type cardJSON struct {
	Code       string               `json:"code"`
	Title      string               `json:"title"`
	Type       string               `json:"type"`
	Faction    string               `json:"faction"`
	Pack       string               `json:"pack"`
	PackName   string               `json:"packName"`
	Number     int                  `json:"number"`
	Loyal      bool                 `json:"loyal,omitempty"`
	Unique     bool                 `json:"unique,omitempty"`
	Cost       string               `json:"cost,omitempty"`
	Strength   string               `json:"strength,omitempty"`
	Income     string               `json:"income,omitempty"`
	Initiative string               `json:"initiative,omitempty"`
	Claim      string               `json:"claim,omitempty"`
	Reserve    string               `json:"reserve,omitempty"`
	Icons      []string             `json:"icons,omitempty"`
	Traits     []string             `json:"traits,omitempty"`
	Keywords   []string             `json:"keywords,omitempty"`
	Shadow     []string             `json:"shadow,omitempty"`
	Incomplete string               `json:"incomplete,omitempty"`
	File       string               `json:"file"`
	Line       int                  `json:"line"`
	Texts      map[string]*textJSON `json:"texts"`
}

type textJSON struct {
	Title     string        `json:"title"`
	Traits    string        `json:"traits,omitempty"`
	Keywords  string        `json:"keywords,omitempty"`
	Flavor    string        `json:"flavor,omitempty"`
	Abilities []abilityJSON `json:"abilities,omitempty"`
}

type abilityJSON struct {
	ID   string `json:"id"`
	Text string `json:"text"`
}

func toCardJSON(c *library.Card) *cardJSON {
	out := &cardJSON{Code: c.Code, Title: c.Title, Type: c.Type, Faction: c.Faction, Pack: c.Pack, PackName: c.PackName,
		Number: c.Number, Loyal: c.Loyal, Unique: c.Unique, Cost: c.Cost, Strength: c.Strength, Income: c.Income,
		Initiative: c.Initiative, Claim: c.Claim, Reserve: c.Reserve, Icons: c.Icons, Traits: c.Traits,
		Keywords: c.Keywords, Shadow: c.Shadow, Incomplete: c.Incomplete, File: c.File, Line: c.Line,
		Texts: map[string]*textJSON{}}
	for lang, t := range c.Texts {
		out.Texts[lang] = toTextJSON(t)
	}
	return out
}

func toTextJSON(t *check.Text) *textJSON {
	tj := &textJSON{Title: t.Title, Traits: t.Traits, Keywords: t.KeywordLine, Flavor: t.Flavor}
	for _, a := range t.Abilities {
		tj.Abilities = append(tj.Abilities, abilityJSON{ID: a.ID, Text: a.Text})
	}
	return tj
}

// index is the current library's card index (cached per library).
func (s *Server) index() *library.Index { return s.ed.index() }

// handleCards lists every card of the current library (the built-in one
// and the workspace's last good versions); the page filters them.
func (s *Server) handleCards(w http.ResponseWriter, r *http.Request) {
	ix := s.index()
	out := make([]*cardJSON, 0, len(ix.Cards))
	for _, c := range ix.Cards {
		out = append(out, toCardJSON(c))
	}
	var packs []map[string]string
	for _, code := range ix.PackOrder() {
		name := code
		if p := ix.Pack(code); p != nil && p.Name != "" {
			name = p.Name
		}
		packs = append(packs, map[string]string{"code": code, "name": name})
	}
	writeJSON(w, map[string]any{"cards": out, "packs": packs})
}

// handleCard is one card with its behaviour source (the card's statement
// in its file).
func (s *Server) handleCard(w http.ResponseWriter, r *http.Request) {
	ix := s.index()
	c := ix.ByCode(r.PathValue("code"))
	if c == nil {
		writeError(w, http.StatusNotFound, "no card with that code")
		return
	}
	writeJSON(w, map[string]any{"card": toCardJSON(c), "source": s.cardSource(ix, c)})
}

// cardSource is the text of a card's declaration.
func (s *Server) cardSource(ix *library.Index, c *library.Card) string {
	var cc *check.Card
	if ix.Checked != nil {
		for _, k := range ix.Checked.Cards {
			if k.Code == c.Code && k.File == c.File {
				cc = k
			}
		}
	}
	if cc == nil {
		return ""
	}
	src := s.ed.source(c.File)
	start, end := cc.Range.Start.Offset, cc.Range.End.Offset
	if src == nil || start < 0 || end > len(src) || start >= end {
		return ""
	}
	return string(bytes.TrimRight(src[start:end], "\n"))
}

// cardsOfFile lists the cards a file declares, by code.
func cardsOfFile(ix *library.Index, file string) []*cardJSON {
	var out []*cardJSON
	for _, c := range ix.Cards {
		if c.File == file {
			out = append(out, toCardJSON(c))
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Line < out[j].Line })
	return out
}
