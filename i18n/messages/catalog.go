// Package messages holds the message catalogs that render game logs and
// the terminal player's texts in a language (English built in, German in
// catalog.de.txt), and the Narrator that writes a log as one reader sees it.
package messages

import (
	"bufio"
	"bytes"
	_ "embed"
	"fmt"
	"sort"
	"strconv"
	"strings"

	"github.com/thronescript/thronescript/interp"
	"github.com/thronescript/thronescript/rules"
)

//go:embed catalog.de.txt
var catalogDE []byte

// Catalog is a language for rendering game logs: the engine's message
// templates, words substituted for {s}/{s2} (phases, challenge types,
// areas, events), card and keyword log templates, texts of the play
// command, and card titles by code.
type Catalog struct {
	Lang     string
	Messages rules.Catalog
	Words    map[string]string
	Custom   map[string]string
	UI       map[string]string
	// Titles maps card codes to titles in this language (missing: the
	// definition's English title).
	Titles map[string]string
}

// Languages lists the languages LoadCatalog knows.
var Languages = []string{"en", "de"}

// englishUI are the play command's texts in English.
func englishUI() map[string]string {
	return map[string]string{
		"hidden-card":              "a card",
		"round":                    "Round",
		"phase":                    "phase",
		"game-over":                "Game over",
		"wins-in-round":            "{actor} wins the game ({s}) in round {n}",
		"no-winner":                "The game ends without a winner ({s}) in round {n}",
		"score":                    "Final score",
		"power":                    "power",
		"gold":                     "gold",
		"you":                      "you",
		"hand":                     "hand",
		"cards":                    "cards",
		"facedown":                 "facedown",
		"kneeling":                 "kneeling",
		"strength":                 "STR",
		"cost":                     "cost",
		"opt-pass":                 "pass",
		"opt-done":                 "done",
		"opt-yes":                  "yes",
		"opt-no":                   "no",
		"opt-marshal":              "marshal {s}",
		"opt-place":                "place {s}",
		"opt-challenge":            "initiate a {s} challenge",
		"prompt":                   "{actor}, choose",
		"setup-header":             "Setup",
		"round-header":             "Round {n}",
		"phase-header":             "{s} phase",
		"faction-card":             "{actor}'s faction",
		"prompt-mulligan":          "Take a mulligan (a new hand of 7)?",
		"prompt-setup-place":       "Setup: place cards facedown (8 gold in all)",
		"prompt-plot":              "Choose your plot for this round",
		"prompt-first-player":      "Choose the first player",
		"prompt-marshaling-window": "Marshaling: marshal a card, take an action, or pass",
		"prompt-action":            "Action window: take an action or pass",
		"prompt-challenge":         "Initiate a challenge or pass (ends your challenges)",
		"prompt-attackers":         "Declare attackers (one at a time, then done)",
		"prompt-defenders":         "Declare defenders (one at a time, then done)",
		"prompt-claim":             "Claim: choose a character to kill",
		"prompt-reserve":           "Reserve: choose a card to discard",
		"prompt-reaction":          "A reaction may be used",
		"prompt-interrupt":         "An interrupt may be used",
		"prompt-attach-to":         "Choose the card to attach to",
		"prompt-target":            "Choose a target",
		"prompt-x":                 "Choose a value for X",
	}
}

// LoadCatalog returns the catalog of a language ("en" or "de"). Card
// titles come from the library's text blocks of that language.
func LoadCatalog(lang string, lib *interp.Library) (*Catalog, error) {
	c := &Catalog{Lang: lang, Messages: rules.EnglishCatalog(), Words: map[string]string{}, Custom: map[string]string{}, UI: englishUI(), Titles: map[string]string{}}
	// clearer English for a few engine messages in the narrated log
	c.Messages[rules.MsgChallenge] = "{actor} initiates a challenge against {other}: {s}"
	// paying gold and taxation both return gold to the treasury
	c.Messages[rules.MsgLosesGold] = "{actor} returns {n} gold to the treasury"
	switch lang {
	case "en":
		return c, nil
	case "de":
		if err := c.parse(catalogDE); err != nil {
			return nil, err
		}
	default:
		return nil, fmt.Errorf("unknown language %q (known: %s)", lang, strings.Join(Languages, ", "))
	}
	if lib != nil && lib.Checked != nil {
		for _, card := range lib.Checked.Cards {
			if t := card.Texts[lang]; t != nil && t.Title != "" {
				c.Titles[card.Code] = t.Title
			}
		}
		for _, t := range lib.Checked.Texts {
			if t.Lang == lang && t.Title != "" {
				c.Titles[t.Code] = t.Title
			}
		}
	}
	return c, nil
}

// parse reads the catalog data format: [section] lines and "key = value".
func (c *Catalog) parse(data []byte) error {
	byName := map[string]rules.MsgID{}
	for m := rules.MsgID(1); m.Name() != ""; m++ {
		byName[m.Name()] = m
	}
	section := ""
	sc := bufio.NewScanner(bytes.NewReader(data))
	line := 0
	for sc.Scan() {
		line++
		s := strings.TrimSpace(sc.Text())
		if s == "" || strings.HasPrefix(s, "#") {
			continue
		}
		if strings.HasPrefix(s, "[") && strings.HasSuffix(s, "]") {
			section = s[1 : len(s)-1]
			continue
		}
		k, v, ok := strings.Cut(s, " = ")
		if !ok {
			return fmt.Errorf("catalog line %d: want `key = value`", line)
		}
		k, v = strings.TrimSpace(k), strings.TrimRight(v, " \t")
		if section != "ui" {
			v = strings.TrimSpace(v) // ui texts may be indented
		}
		switch section {
		case "messages":
			m, ok := byName[k]
			if !ok {
				return fmt.Errorf("catalog line %d: unknown message %q", line, k)
			}
			c.Messages[m] = v
		case "words":
			c.Words[k] = v
		case "custom":
			c.Custom[k] = v
		case "ui":
			c.UI[k] = v
		default:
			return fmt.Errorf("catalog line %d: entry outside a section", line)
		}
	}
	return sc.Err()
}

// Title returns a card's title in the catalog's language.
func (c *Catalog) Title(card *rules.Card) string {
	if t, ok := c.Titles[card.Def.Code]; ok {
		return t
	}
	if card.Def.Type == rules.TypeFaction && c.Lang != "en" {
		if t, ok := c.UI["faction-card"]; ok && card.Def.Pack == "" {
			return strings.ReplaceAll(t, "{actor}", strings.TrimSuffix(card.Def.Title, "'s faction"))
		}
	}
	return card.Def.Title
}

// TitleOf returns the title of a code in the catalog's language.
func (c *Catalog) TitleOf(code string, lib rules.Library) string {
	if t, ok := c.Titles[code]; ok {
		return t
	}
	if d := lib.CardDef(code); d != nil {
		return d.Title
	}
	return code
}

// Word translates a word ({s} values, phase names); unknown words stay.
func (c *Catalog) Word(w string) string {
	if t, ok := c.Words[w]; ok {
		return t
	}
	return w
}

// Text returns a UI text with {actor}, {s} and {n} filled in.
func (c *Catalog) Text(key, actor, s string, n int) string {
	t := c.UI[key]
	r := strings.NewReplacer("{actor}", actor, "{s}", c.Word(s), "{n}", strconv.Itoa(n))
	return r.Replace(t)
}

// Render renders one log entry for reader (a player index, -1 for an
// omniscient reader) with this catalog's templates, words and titles.
// Hidden cards stay hidden.
func (c *Catalog) Render(g *rules.Game, e *rules.LogEntry, reader int) string {
	return g.RenderIn(e, reader, &rules.Language{Messages: c.Messages, Custom: c.Custom, Words: c.Words,
		Title: c.Title, Hidden: c.UI["hidden-card"]})
}

// WordKeys returns the catalog's word keys, sorted.
func (c *Catalog) WordKeys() []string {
	ks := make([]string, 0, len(c.Words))
	for k := range c.Words {
		ks = append(ks, k)
	}
	sort.Strings(ks)
	return ks
}
