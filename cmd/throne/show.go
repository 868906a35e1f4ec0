package main

import (
	"fmt"
	"regexp"
	"sort"
	"strings"

	"github.com/spf13/cobra"

	"github.com/thronescript/thronescript/dsl/diag"
	"github.com/thronescript/thronescript/i18n/messages"
	"github.com/thronescript/thronescript/library"
)

// uiWords are the words `throne show` and `throne cards` print around a
// card's text, in a language (uiFor reads them from its catalog).
type uiWords struct {
	types, factions, icons, keywords                   map[string]string
	cost, strength, income, initiative, claim, reserve string
	loyal, unique, plotLimit, deckLimit, incomplete    string
	except                                             string
	packs, cycles                                      map[string]string // names in this language (by code; absent: the library's)
}

// uiFor returns the words of a language around a card: the card-* texts
// of its message catalog (English where the catalog has none), so a
// language of a workspace shows its own words, no rebuild. German texts
// are ThronesDB's German terms (thronesdb-messages.de.yml).
func uiFor(cat *messages.Catalog) *uiWords {
	w := &uiWords{types: map[string]string{}, factions: map[string]string{}, icons: map[string]string{}, keywords: map[string]string{},
		packs: map[string]string{}, cycles: map[string]string{}}
	tables := map[string]map[string]string{"type": w.types, "faction": w.factions, "icon": w.icons, "keyword": w.keywords, "pack": w.packs, "cycle": w.cycles}
	words := map[string]*string{"cost": &w.cost, "strength": &w.strength, "income": &w.income, "initiative": &w.initiative, "claim": &w.claim, "reserve": &w.reserve,
		"loyal": &w.loyal, "unique": &w.unique, "plot-limit": &w.plotLimit, "deck-limit": &w.deckLimit, "incomplete": &w.incomplete, "except": &w.except}
	for k, v := range cat.UI {
		rest, ok := strings.CutPrefix(k, "card-")
		if !ok {
			continue
		}
		if kind, key, ok := strings.Cut(rest, "."); ok {
			if m := tables[kind]; m != nil {
				m[key] = v
			}
		} else if p := words[rest]; p != nil {
			*p = v
		}
	}
	return w
}

// uiOf is the card words of lang in the language set of paths (English
// when the language has no catalog).
func uiOf(set *messages.Set, lang string) *uiWords {
	cat, err := set.Load(lang, nil)
	if err != nil {
		cat, _ = set.Load("en", nil)
	}
	return uiFor(cat)
}

func newShowCmd(e *env) *cobra.Command {
	var paths []string
	var lang string
	cmd := help("show", &cobra.Command{
		Args: cobra.MinimumNArgs(1),
		RunE: func(c *cobra.Command, args []string) error {
			lib, clean := loadIndex(e, paths, "text")
			set, err := languages(paths, lib.Checked)
			if err != nil {
				return err
			}
			if err := checkLangIn(set, lang); err != nil {
				return err
			}
			q := strings.Join(args, " ")
			cands := lib.Find(q)
			switch len(cands) {
			case 0:
				d := fileDiag("E0905", "throne show", "no card %q in the library", q)
				var titles []string
				for _, card := range lib.Cards {
					titles = append(titles, card.TitleIn(lang))
				}
				if s := diag.Suggest(q, titles); s != "" {
					d.WithHint("did you mean %q?", s)
				} else {
					d.WithHint("`throne cards <word>` lists matching cards")
				}
				fmt.Fprintf(e.stderr, "throne: error[%s]: %s\n      = hint: %s\n", d.Code, d.Summary, d.Hint)
				return exitError{exitFindings}
			case 1:
				fmt.Fprint(e.stdout, renderCard(lib, cands[0], lang, uiOf(set, lang)))
				return findings(clean)
			}
			fmt.Fprintf(e.stderr, "throne: %q names %d cards; show one by its code:\n", q, len(cands))
			for _, card := range cands {
				fmt.Fprintf(e.stderr, "  %s  %s (%s, %s)\n", card.Code, card.TitleIn(lang), card.PackName, uiOf(set, lang).types[card.Type])
			}
			return exitError{exitFindings}
		},
	})
	pathFlag(cmd, &paths)
	cmd.Flags().StringVar(&lang, "lang", "en", "language of the text and words: en, de or a language of the --path folders")
	return cmd
}

var (
	reTag   = regexp.MustCompile(`</?(b|i|em|strong|u)>`)
	reCite  = regexp.MustCompile(`<cite>(.*?)</cite>`)
	reToken = regexp.MustCompile(`\[([a-z]+)\]`)
	reKW    = regexp.MustCompile(`^([a-z-]+)(?:\((.*)\))?$`)
)

// renderText turns the data's markup into terminal text: tags dropped,
// <cite> becomes "— …", icon and faction tokens become [Military], [Stark].
func renderText(s string, w *uiWords) string {
	s = reCite.ReplaceAllString(s, "— $1")
	s = reTag.ReplaceAllString(s, "")
	s = reToken.ReplaceAllStringFunc(s, func(m string) string {
		k := m[1 : len(m)-1]
		if k == "thenightswatch" {
			k = "nights-watch"
		}
		if v, ok := w.icons[k]; ok {
			return "[" + v + "]"
		}
		if v, ok := w.factions[k]; ok {
			return "[" + v + "]"
		}
		return m
	})
	return s
}

// keywordText renders a keyword value as printed: shadow(2) → Shadow (2).
func keywordText(k string, w *uiWords) string {
	m := reKW.FindStringSubmatch(k)
	if m == nil {
		return k
	}
	name := w.keywords[m[1]]
	if name == "" {
		name = m[1]
	}
	if m[2] == "" {
		return name
	}
	if strings.HasPrefix(m[2], "except ") {
		return name + " " + w.except + " " + strings.Trim(strings.TrimPrefix(m[2], "except "), `"`)
	}
	return name + " (" + m[2] + ")"
}

// renderCard prints a card as a player reads it.
func renderCard(lib *library.Index, c *library.Card, lang string, w *uiWords) string {
	t := c.Text(lang)
	var b strings.Builder
	line := func(parts ...string) {
		var keep []string
		for _, p := range parts {
			if p != "" {
				keep = append(keep, p)
			}
		}
		if len(keep) > 0 {
			b.WriteString(strings.Join(keep, " · "))
			b.WriteString("\n")
		}
	}
	title := c.TitleIn(lang)
	if c.Unique {
		title = "◆ " + title
	}
	line(title)
	var costParts []string
	if c.Cost != "" {
		cost := c.Cost
		if cost == "-" {
			cost = "–"
		}
		costParts = append(costParts, w.cost+" "+cost)
	}
	for _, v := range c.Shadow {
		costParts = append(costParts, w.keywords["shadow"]+" ("+v+")")
	}
	line(costParts...)
	var flags []string
	if c.Loyal {
		flags = append(flags, w.loyal)
	}
	if c.Unique {
		flags = append(flags, w.unique)
	}
	line(append([]string{w.types[c.Type], w.factions[c.Faction]}, flags...)...)
	var stats []string
	if c.Strength != "" {
		stats = append(stats, w.strength+" "+c.Strength)
	}
	for _, ic := range c.Icons {
		stats = append(stats, "["+w.icons[ic]+"]")
	}
	if c.Type == "plot" {
		stats = append(stats, w.income+" "+c.Income, w.initiative+" "+c.Initiative, w.claim+" "+c.Claim, w.reserve+" "+c.Reserve)
		if c.DeckLimit != 2 {
			stats = append(stats, fmt.Sprintf("%s: %d", w.plotLimit, c.DeckLimit))
		}
	} else if c.DeckLimit != 3 && c.Type != "agenda" && c.Type != "title" {
		stats = append(stats, fmt.Sprintf("%s: %d", w.deckLimit, c.DeckLimit))
	}
	line(stats...)
	if t.Traits != "" {
		line(t.Traits)
	} else if len(c.Traits) > 0 && lang == "en" {
		line(strings.Join(c.Traits, ". ") + ".")
	}
	if t.KeywordLine != "" {
		line(renderText(t.KeywordLine, w))
	} else if len(c.Keywords) > 0 {
		var ks []string
		for _, k := range c.Keywords {
			ks = append(ks, keywordText(k, w)+".")
		}
		line(strings.Join(ks, " "))
	}
	for _, a := range t.Abilities {
		line(renderText(a.Text, w))
	}
	if t.Flavor != "" {
		b.WriteString("\n")
		line(renderText(t.Flavor, w))
	}
	b.WriteString("\n")
	pack := c.Pack
	cycle := ""
	if p := lib.Pack(c.Pack); p != nil {
		if p.Name != "" {
			pack = p.Name
		}
		if n := w.packs[p.Code]; n != "" {
			pack = n
		}
		for _, cy := range lib.Cycles {
			name := cy.Name
			if n := w.cycles[cy.Code]; n != "" {
				name = n
			}
			if cy.Code == p.Cycle && name != pack {
				cycle = name
			}
		}
	}
	line(fmt.Sprintf("%s #%d", pack, c.Number), cycle, c.Code)
	if !c.Complete() {
		line(w.incomplete + ": " + c.Incomplete)
	}
	notes := append([]string(nil), t.Notes...)
	sort.Strings(notes)
	for _, n := range notes {
		line("note: " + n)
	}
	return b.String()
}
