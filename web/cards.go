package web

import (
	"bytes"
	"html"
	"net/http"
	"sort"
	"strings"

	"github.com/thronescript/thronescript/dsl/check"
	"github.com/thronescript/thronescript/interp"
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
	Workspace  bool                 `json:"workspace,omitempty"` // the workspace's own card
	DeckLimit  int                  `json:"deckLimit,omitempty"`
	Texts      map[string]*textJSON `json:"texts"`
}

type textJSON struct {
	// Derived: the card has no text of its own (a fan's new card): its
	// traits and keywords are its fields and each ability is the line
	// that defines it, as written.
	Derived   bool          `json:"derived,omitempty"`
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
		Workspace: !interp.IsBuiltin(c.File), DeckLimit: c.DeckLimit, Texts: map[string]*textJSON{}}
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

// checkedCard is a card's checked model (nil when there is none).
func checkedCard(ix *library.Index, c *library.Card) *check.Card {
	var cc *check.Card
	if ix.Checked != nil {
		for _, k := range ix.Checked.Cards {
			if k.Code == c.Code && k.File == c.File {
				cc = k
			}
		}
	}
	return cc
}

// abilityLabels are the printed labels of ability kinds, for the derived
// text of a card that has none.
var abilityLabels = map[string]string{
	"action": "Action", "reaction": "Reaction", "interrupt": "Interrupt", "forced-reaction": "Forced Reaction",
	"forced-interrupt": "Forced Interrupt", "when-revealed": "When Revealed", "marshaling-action": "Marshaling Action",
	"challenges-action": "Challenges Action", "dominance-action": "Dominance Action", "plot-action": "Plot Action",
}

// derivedText is the text of a card that has none: its traits and
// keywords from its fields, each ability as the words that define it.
func derivedText(cc *check.Card, src []byte) *textJSON {
	t := &textJSON{Derived: true}
	if cc == nil {
		return t
	}
	t.Title = cc.Title
	if len(cc.Traits) > 0 {
		t.Traits = strings.Join(cc.Traits, ". ") + "."
	}
	var kws []string
	for _, k := range cc.Keywords {
		kw := strings.ToUpper(k.Name[:1]) + strings.ReplaceAll(k.Name[1:], "-", " ")
		if src != nil && k.Range.End.Offset <= len(src) && k.Range.Start.Offset < k.Range.End.Offset {
			kw = string(src[k.Range.Start.Offset:k.Range.End.Offset])
			kw = strings.ToUpper(kw[:1]) + kw[1:]
		}
		kws = append(kws, kw+".")
	}
	t.Keywords = strings.Join(kws, " ")
	for _, a := range cc.Abilities {
		body := abilityBody(a, src)
		if body == "" {
			continue
		}
		if l := abilityLabels[a.Kind]; l != "" {
			body = "<b>" + l + ":</b> " + html.EscapeString(body)
		} else {
			body = html.EscapeString(body)
		}
		t.Abilities = append(t.Abilities, abilityJSON{ID: a.ID, Text: body})
	}
	return t
}

// abilityBody is an ability's definition as written, on one line: the
// statements inside its braces (or after its kind), blanks joined.
func abilityBody(a *check.Ability, src []byte) string {
	start, end := a.Range.Start.Offset, a.Range.End.Offset
	if src == nil || start < 0 || end > len(src) || start >= end {
		return ""
	}
	text := string(src[start:end])
	if i := strings.IndexByte(text, '{'); i >= 0 && strings.HasSuffix(strings.TrimSpace(text), "}") {
		text = strings.TrimSuffix(strings.TrimSpace(text[i+1:]), "}")
	}
	var parts []string
	for _, l := range strings.Split(text, "\n") {
		if l = strings.TrimSpace(l); l != "" && !strings.HasPrefix(l, "#") {
			parts = append(parts, strings.Join(strings.Fields(l), " "))
		}
	}
	return strings.Join(parts, "; ")
}

// cardSource is the text of a card's declaration.
func (s *Server) cardSource(ix *library.Index, c *library.Card) string {
	cc := checkedCard(ix, c)
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

// cardsOfFile lists the cards a file declares, by code; a card without an
// English text gets one derived from its definition (src is the file).
func cardsOfFile(ix *library.Index, file string, src []byte) []*cardJSON {
	out := []*cardJSON{}
	for _, c := range ix.Cards {
		if c.File == file {
			cj := toCardJSON(c)
			if cj.Texts["en"] == nil {
				cj.Texts["en"] = derivedText(checkedCard(ix, c), src)
			}
			out = append(out, cj)
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Line < out[j].Line })
	return out
}
