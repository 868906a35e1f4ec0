package web

import (
	"errors"
	"fmt"
	"io/fs"
	"net/http"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"github.com/thronescript/thronescript/deck"
	"github.com/thronescript/thronescript/dsl/diag"
	"github.com/thronescript/thronescript/internal/atomicfile"
	"github.com/thronescript/thronescript/library"
	"github.com/thronescript/thronescript/play/sim"
	"github.com/thronescript/thronescript/rules"
)

// Decks are named by an id: "shipped:NAME" for a deck of Options.Decks
// (a bare NAME too), "file:PATH" for a deck list in the workspace (a
// ThronesDB .txt or .json export). A game or a simulation may also bring
// a deck's text (pasted, imported, or made in the deck builder).
const (
	shippedPrefix = "shipped:"
	filePrefix    = "file:"
	// maxDeckFiles bounds the files the workspace's deck scan looks at.
	maxDeckFiles = 2000
	// maxDeckSize is the largest deck list read (ThronesDB's are a few KB).
	maxDeckSize = 256 << 10
)

// deckEntry is a deck as the menus list it.
type deckEntry struct {
	ID      string `json:"id"`
	Name    string `json:"name"`
	Source  string `json:"source"` // shipped or workspace
	File    string `json:"file,omitempty"`
	Faction string `json:"faction,omitempty"`
	Agenda  string `json:"agenda,omitempty"`
	Cards   int    `json:"cards"`
	Errors  int    `json:"errors,omitempty"`
}

// deckFiles lists the workspace's deck lists: .txt and .json files under
// its folders (hidden folders skipped) that read as a deck with a faction.
func (ws *workspace) deckFiles(ix deck.Lookup) []string {
	var out []string
	seen := 0
	for _, r := range ws.roots {
		if !r.dir {
			continue
		}
		_ = filepath.WalkDir(r.given, func(p string, d fs.DirEntry, err error) error {
			if err != nil {
				return nil
			}
			if d.IsDir() {
				if n := d.Name(); p != r.given && (strings.HasPrefix(n, ".") || n == "node_modules") {
					return filepath.SkipDir
				}
				return nil
			}
			if ext := filepath.Ext(p); ext != ".txt" && ext != ".json" {
				return nil
			}
			if seen++; seen > maxDeckFiles {
				return filepath.SkipAll
			}
			if b, err := ws.readDeck(p); err == nil {
				if dd, _ := deck.Parse(p, b, ix); dd != nil && dd.Faction != "" {
					out = append(out, p)
				}
			}
			return nil
		})
	}
	sort.Strings(out)
	return out
}

// readDeck reads a workspace deck list.
func (ws *workspace) readDeck(name string) ([]byte, error) {
	p, err := ws.resolveExt(name, deckExts)
	if err != nil {
		return nil, err
	}
	if st, err := os.Stat(p); err != nil || !st.Mode().IsRegular() || st.Size() > maxDeckSize {
		if err == nil {
			err = errors.New("not a deck list (too large, or not a file)")
		}
		return nil, err
	}
	return os.ReadFile(p)
}

// deckText finds a deck by id: its name (for messages) and text.
func (s *Server) deckText(id string) (string, []byte, error) {
	if f, ok := strings.CutPrefix(id, filePrefix); ok {
		b, err := s.ws.readDeck(f)
		if err != nil {
			return "", nil, fmt.Errorf("deck %s: %v", f, err)
		}
		return f, b, nil
	}
	name := strings.TrimPrefix(id, shippedPrefix)
	for _, d := range s.opt.Decks {
		if d.Name == name {
			return d.Name, d.Data, nil
		}
	}
	return "", nil, fmt.Errorf("no deck named %q", name)
}

// gameDeck is a deck for a game or a simulation: by id, or its text
// (which wins when given). Deck-building errors are warnings (any deck
// plays); a list the engine cannot play is an error.
func (s *Server) gameDeck(ix deck.Lookup, id, text string) (rules.DeckList, string, string, error) {
	name, data := "pasted deck", []byte(text)
	if text == "" {
		var err error
		if name, data, err = s.deckText(id); err != nil {
			return rules.DeckList{}, "", "", err
		}
	}
	dl, dd, ds := sim.ParseDeck(name, data, ix)
	if ds.HasErrors() {
		e := ds.Errors()[0]
		return rules.DeckList{}, "", "", fmt.Errorf("deck %s, line %d: %s", name, e.Subject.Start.Line, e.Summary)
	}
	title, faction := name, ""
	if dd != nil {
		if dd.Name != "" {
			title = dd.Name
		}
		faction = dd.Faction
	}
	return dl, title, faction, nil
}

func (s *Server) handleDecks(w http.ResponseWriter, r *http.Request) {
	ix := s.index().Deck()
	out := []deckEntry{}
	add := func(id, source, file string, data []byte) {
		e := deckEntry{ID: id, Name: file, Source: source}
		if source == "workspace" {
			e.File = file
		}
		dd, ds := deck.Parse(file, data, ix)
		if dd != nil {
			if dd.Name != "" {
				e.Name = dd.Name
			}
			e.Faction = dd.Faction
			if a := dd.Agenda(); a != nil {
				e.Agenda = a.Title
			}
			e.Cards = dd.DrawCount() + dd.PlotCount()
			ds = append(ds, deck.Check(dd)...)
		}
		e.Errors = len(ds.Errors())
		out = append(out, e)
	}
	for _, d := range s.opt.Decks {
		add(shippedPrefix+d.Name, "shipped", d.Name, d.Data)
	}
	for _, f := range s.ws.deckFiles(ix) {
		if b, err := s.ws.readDeck(f); err == nil {
			add(filePrefix+f, "workspace", f, b)
		}
	}
	writeJSON(w, map[string]any{"decks": out})
}

// handleDeck is one deck's text (to open it in the deck builder).
func (s *Server) handleDeck(w http.ResponseWriter, r *http.Request) {
	name, b, err := s.deckText(r.URL.Query().Get("id"))
	if err != nil {
		writeError(w, http.StatusNotFound, err.Error())
		return
	}
	writeJSON(w, map[string]any{"name": name, "text": string(b)})
}

// deckCardJSON is one line of a checked deck.
type deckCardJSON struct {
	Code    string `json:"code"`
	Title   string `json:"title"`
	Type    string `json:"type"`
	Faction string `json:"faction"`
	Qty     int    `json:"qty"`
	Line    int    `json:"line"`
}

// checkedDeck is a deck list read and checked as `throne deck check`
// checks it (deck-building rules and the newest restricted list).
type checkedDeck struct {
	Name        string         `json:"name"`
	Faction     string         `json:"faction"`
	Cards       []deckCardJSON `json:"cards"`
	Plots       int            `json:"plots"`
	Draw        int            `json:"draw"`
	Legal       bool           `json:"legal"`
	Diagnostics []diag.JSON    `json:"diagnostics"`
	Text        string         `json:"text"`
}

// checkDeck reads and checks a deck list's text.
func checkDeck(ix deck.Lookup, name string, text []byte) *checkedDeck {
	out := &checkedDeck{Cards: []deckCardJSON{}, Diagnostics: []diag.JSON{}, Text: string(text)}
	// the page's decks (the shipped ones, the fan's own) are checked under
	// the newest list for the cards as first printed (Valyrian): the
	// shipped decks are of that era; `throne deck check` defaults to
	// today's Standard list and --list chooses
	list, _ := deck.NewestList(deck.OriginalCardSet) // nil (no list) if the embedded lists do not decode
	dd, ds := deck.Parse(name, text, ix, deck.Under(list, "joust"))
	if dd != nil {
		ds = append(ds, deck.Check(dd)...)
		ds = append(ds, deck.CheckLegality(dd, list, "joust")...)
		out.Name, out.Faction = dd.Name, dd.Faction
		out.Plots, out.Draw = dd.PlotCount(), dd.DrawCount()
		for _, e := range dd.Entries() {
			out.Cards = append(out.Cards, deckCardJSON{Code: e.Card.Code, Title: e.Card.Title, Type: e.Card.Type, Faction: e.Card.Faction, Qty: e.Qty, Line: e.At.Start.Line})
		}
	}
	keep := diag.NewKeep(diag.MaxPerFile)
	keep.Add(ds...)
	ds = keep.Result()
	ds.Sort()
	for _, d := range ds {
		out.Diagnostics = append(out.Diagnostics, diag.ToJSON(d))
	}
	out.Legal = dd != nil && !ds.HasErrors()
	return out
}

// handleDeckCheck reads a deck list's text (pasted, imported, or opened)
// and checks it: the deck builder's live check.
func (s *Server) handleDeckCheck(w http.ResponseWriter, r *http.Request) {
	var req struct {
		Text string `json:"text"`
	}
	if !readTextJSON(w, r, &req, &req.Text) {
		return
	}
	writeJSON(w, checkDeck(s.index().Deck(), "deck", []byte(req.Text)))
}

// handleDeckBuild writes the deck builder's deck as a ThronesDB text
// export and checks it.
func (s *Server) handleDeckBuild(w http.ResponseWriter, r *http.Request) {
	var req struct {
		Name    string         `json:"name"`
		Faction string         `json:"faction"`
		Cards   map[string]int `json:"cards"`
	}
	if !readJSON(w, r, &req) {
		return
	}
	ix := s.index()
	text := deckListText(ix, req.Name, req.Faction, req.Cards)
	writeJSON(w, checkDeck(ix.Deck(), "deck", []byte(text)))
}

// factionLines are ThronesDB's names of the factions in a text export.
var factionLines = map[string]string{
	"baratheon": "House Baratheon", "greyjoy": "House Greyjoy", "lannister": "House Lannister", "martell": "House Martell",
	"nights-watch": "The Night's Watch", "stark": "House Stark", "targaryen": "House Targaryen", "tyrell": "House Tyrell",
}

// typeHeadings are the sections of a ThronesDB text export, in order.
var typeHeadings = []struct{ typ, heading string }{
	{"plot", "Plots"}, {"character", "Characters"}, {"location", "Locations"}, {"attachment", "Attachments"}, {"event", "Events"},
}

// deckListText writes a deck as ThronesDB's text export: name, faction,
// agendas, then the cards by type as "Nx Title (Pack)" — a card whose
// title and pack do not name it alone is written by its code.
func deckListText(ix *library.Index, name, faction string, cards map[string]int) string {
	var b strings.Builder
	if name = strings.TrimSpace(strings.ReplaceAll(name, "\n", " ")); name == "" {
		name = "Untitled deck"
	}
	b.WriteString(name + "\n\n")
	if f := factionLines[faction]; f != "" {
		b.WriteString(f + "\n")
	}
	codes := make([]string, 0, len(cards))
	for c, n := range cards {
		if n > 0 && ix.ByCode(c) != nil {
			codes = append(codes, c)
		}
	}
	sort.Slice(codes, func(i, j int) bool {
		a, c := ix.ByCode(codes[i]), ix.ByCode(codes[j])
		if a.Title != c.Title {
			return a.Title < c.Title
		}
		return a.Code < c.Code
	})
	dix := ix.Deck()
	for _, c := range codes {
		if card := ix.ByCode(c); card.Type == "agenda" {
			// an agenda line is a title alone (no pack), or a code
			if same := dix.ByTitle(card.Title); len(same) == 1 && same[0].Code == card.Code {
				b.WriteString(card.Title + "\n")
			} else {
				b.WriteString(card.Code + "\n")
			}
		}
	}
	for _, h := range typeHeadings {
		first := true
		for _, c := range codes {
			card := ix.ByCode(c)
			if card.Type != h.typ {
				continue
			}
			if first {
				b.WriteString("\n" + h.heading + "\n")
				first = false
			}
			fmt.Fprintf(&b, "%dx %s\n", cards[c], lineName(dix, card))
		}
	}
	return b.String()
}

// lineName names a card in a deck list: "Title (Pack)" when that finds
// this card alone, else its code.
func lineName(ix *deck.Index, c *library.Card) string {
	same := ix.ByTitle(c.Title)
	if len(same) == 1 && same[0].Code == c.Code {
		if c.PackName != "" {
			return fmt.Sprintf("%s (%s)", c.Title, c.PackName)
		}
		return c.Title
	}
	n := 0
	for _, o := range same {
		if strings.EqualFold(o.PackName, c.PackName) {
			n++
		}
	}
	if n == 1 && c.PackName != "" && !strings.ContainsAny(c.Title, "()") {
		return fmt.Sprintf("%s (%s)", c.Title, c.PackName)
	}
	return c.Code
}

// handleDeckSave writes a deck list into the workspace (a .txt file in a
// folder of it), never over another file unless the page says so.
func (s *Server) handleDeckSave(w http.ResponseWriter, r *http.Request) {
	var req struct {
		Name      string `json:"name"`
		Text      string `json:"text"`
		Overwrite bool   `json:"overwrite"`
	}
	if !readTextJSON(w, r, &req, &req.Text) {
		return
	}
	if filepath.Ext(req.Name) != ".txt" {
		writeError(w, http.StatusForbidden, "a deck list is saved as a .txt file (ThronesDB's text export)")
		return
	}
	p, err := s.ws.prepare(req.Name, deckExts)
	if err != nil {
		fileError(w, err)
		return
	}
	if _, err := os.Lstat(p); err == nil && !req.Overwrite {
		fileError(w, errExists)
		return
	}
	if err := atomicfile.Write(p, []byte(req.Text), 0o644); err != nil {
		fileError(w, err)
		return
	}
	writeJSON(w, map[string]any{"saved": req.Name, "id": filePrefix + req.Name})
}
