// Package messages holds the message catalogs that render game logs and
// the terminal player's texts in a language (English built in, German in
// catalog.de.txt), and the Narrator that writes a log as one reader sees it.
package messages

import (
	"bufio"
	"bytes"
	"embed"
	"fmt"
	"io/fs"
	"maps"
	"slices"
	"strconv"
	"strings"
	"unicode"

	"github.com/thronescript/thronescript/i18n/po"
	"github.com/thronescript/thronescript/interp"
	"github.com/thronescript/thronescript/rules"
)

// catalogFiles are the catalog files, catalog.<lang>.txt: a language is
// added by adding its file (no list in the code).
//
//go:embed catalog.*.txt
var catalogFiles embed.FS

// catalogs are the catalog files by language; English is read first, so
// it is what another catalog falls back to (TestCatalogCoverage keeps
// every shipped catalog complete; `throne i18n check --messages` lists
// what a catalog leaves to English).
var catalogs = readCatalogs()

var catalogEN, catalogDE = catalogs["en"], catalogs["de"]

// readCatalogs reads the embedded catalog files by language.
func readCatalogs() map[string][]byte {
	out := map[string][]byte{}
	files, _ := fs.Glob(catalogFiles, "catalog.*.txt")
	for _, f := range files {
		data, err := catalogFiles.ReadFile(f)
		if err == nil {
			out[strings.TrimSuffix(strings.TrimPrefix(f, "catalog."), ".txt")] = data
		}
	}
	return out
}

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
	// PluralTitles holds the codes of cards whose title is grammatically
	// plural in this language (`plural-title` in the card's text block).
	PluralTitles map[string]bool
	// Grammar is the catalog's [grammar] section: plural forms and how
	// titles and names starting with an article decline.
	Grammar Grammar
	// englishTitles maps the library's English titles to codes: a card
	// named by its title (`name card`) is named in the catalog's language.
	englishTitles map[string]string
}

// Grammar is what a language's log needs beyond templates: its plural
// forms (gettext's Plural-Forms; {n:f0|f1|…} picks by them) and, for
// languages that decline, the cases a template may ask for ({card:dat}),
// each article's form per case, the articles after which an adjective
// in -e takes -n, and prepositions that merge with an article.
type Grammar struct {
	PluralForms string
	Plural      *po.Plural
	Cases       []string
	Articles    map[string][]string // "die", "die.plural" → form per case
	Weak        []string
	Contract    map[string]string
	// Strong holds, by ending ("er"), the ending of a title's first word
	// in each case when the title has no article and starts with an
	// adjective ("Grauer Geist" → "Grauen Geist"); Names are first words
	// with such an ending that are not adjectives ("Ser", "Maester").
	Strong map[string][]string
	Names  []string
	// Elide holds the words that lose their vowel before a word starting
	// with one of ElideBefore ("de" → "d'": "la carte d'Arya"); elision
	// comes before contraction ("de le Eyrie" is "de l'Eyrie", "de le
	// Roi" is "du Roi").
	Elide       map[string]string
	ElideBefore string
}

// Languages lists the languages LoadCatalog knows: English first, then
// the others of the catalog files, sorted.
var Languages = append([]string{"en"}, slices.DeleteFunc(slices.Sorted(maps.Keys(catalogs)), func(l string) bool { return l == "en" })...)

// CatalogSource returns the catalog file of a language (nil: unknown).
func CatalogSource(lang string) []byte { return catalogs[lang] }

// Missing lists the texts of the English catalog that a catalog file
// does not translate ("messages|draws", "custom|{actor} …"), in the
// English file's order: the log shows them in English.
func Missing(src []byte) []string {
	have := map[string]bool{}
	entries, _ := readCatalog(src)
	for _, e := range entries {
		have[e.section+"|"+e.key] = true
	}
	var out []string
	en, _ := readCatalog(catalogEN)
	for _, e := range en {
		if e.section != "grammar" && !have[e.section+"|"+e.key] {
			out = append(out, e.section+"|"+e.key)
		}
	}
	return out
}

// LoadCatalog returns the catalog of a language ("en" or "de"). Card
// titles come from the library's text blocks of that language.
func LoadCatalog(lang string, lib *interp.Library) (*Catalog, error) {
	src, ok := catalogs[lang]
	if !ok {
		return nil, fmt.Errorf("unknown language %q (known: %s)", lang, strings.Join(Languages, ", "))
	}
	return LoadCatalogSource(lang, src, lib)
}

// LoadCatalogSource returns the catalog of a language from a catalog
// file's text (a catalog being translated, not built in: `throne play
// --catalog`). What it does not translate is English (Missing lists it).
func LoadCatalogSource(lang string, src []byte, lib *interp.Library) (*Catalog, error) {
	c := &Catalog{Lang: lang, Messages: rules.EnglishCatalog(), Words: map[string]string{}, Custom: map[string]string{},
		UI: map[string]string{}, Titles: map[string]string{}, PluralTitles: map[string]bool{}}
	if err := c.parse(catalogEN); err != nil {
		return nil, err
	}
	if lang == "en" {
		return c, nil
	}
	c.Grammar = Grammar{} // English grammar is no other language's
	if err := c.parse(src); err != nil {
		return nil, err
	}
	if c.Grammar.Plural == nil {
		p, err := po.ParsePlural(po.PluralForms(lang))
		if err != nil {
			return nil, err
		}
		c.Grammar.PluralForms, c.Grammar.Plural = po.PluralForms(lang), p
	}
	if lib != nil && lib.Checked != nil {
		c.englishTitles = map[string]string{}
		for _, card := range lib.Checked.Cards {
			if _, dup := c.englishTitles[card.Title]; !dup {
				c.englishTitles[card.Title] = card.Code
			}
		}
		for _, card := range lib.Checked.Cards {
			if t := card.Texts[lang]; t != nil {
				c.addTitle(card.Code, t.Title, t.PluralTitle)
			}
		}
		for _, t := range lib.Checked.Texts {
			if t.Lang == lang {
				c.addTitle(t.Code, t.Title, t.PluralTitle)
			}
		}
	}
	return c, nil
}

// addTitle takes a card's title in the catalog's language from a text
// block, and whether it is grammatically plural (`plural-title`).
func (c *Catalog) addTitle(code, title string, plural bool) {
	if title != "" {
		c.Titles[code] = title
	}
	if plural {
		c.PluralTitles[code] = true
	}
}

// parse reads the catalog data format: [section] lines and "key = value".
func (c *Catalog) parse(data []byte) error {
	byName := map[string]rules.MsgID{}
	for m := rules.MsgID(1); m.Name() != ""; m++ {
		byName[m.Name()] = m
	}
	section := ""
	seen := map[string]int{} // section and key → line
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
		if at, dup := seen[section+"\x00"+k]; dup {
			return fmt.Errorf("catalog line %d: [%s] %s again (first on line %d)", line, section, k, at)
		}
		seen[section+"\x00"+k] = line
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
		case "grammar":
			if err := c.Grammar.set(k, v); err != nil {
				return fmt.Errorf("catalog line %d: %v", line, err)
			}
		default:
			return fmt.Errorf("catalog line %d: entry outside a section", line)
		}
	}
	return sc.Err()
}

// set reads one line of the [grammar] section.
func (g *Grammar) set(k, v string) error {
	switch {
	case k == "plural-forms":
		p, err := po.ParsePlural(v)
		if err != nil {
			return err
		}
		g.PluralForms, g.Plural = v, p
	case k == "cases":
		g.Cases = strings.Fields(v)
	case k == "weak":
		g.Weak = strings.Fields(v)
	case strings.HasPrefix(k, "article."):
		return g.setCaseForms(&g.Articles, k, "article.", v)
	case k == "names":
		g.Names = strings.Fields(v)
	case strings.HasPrefix(k, "strong."):
		return g.setCaseForms(&g.Strong, k, "strong.", v)
	case strings.HasPrefix(k, "elide."):
		if g.Elide == nil {
			g.Elide = map[string]string{}
		}
		g.Elide[strings.TrimPrefix(k, "elide.")] = v
	case k == "elide-before":
		g.ElideBefore = v
	case strings.HasPrefix(k, "contract."):
		if g.Contract == nil {
			g.Contract = map[string]string{}
		}
		g.Contract[strings.TrimPrefix(k, "contract.")+" "] = v + " "
	default:
		return fmt.Errorf("unknown grammar entry %q", k)
	}
	return nil
}

// setCaseForms reads an entry "prefix.name" with one form per case of the
// grammar into *m (article.<gender>, strong.<ending>).
func (g *Grammar) setCaseForms(m *map[string][]string, k, prefix, v string) error {
	forms := strings.Fields(v)
	if len(forms) != len(g.Cases) {
		return fmt.Errorf("%s has %d forms for %d cases (list the cases first)", k, len(forms), len(g.Cases))
	}
	if *m == nil {
		*m = map[string][]string{}
	}
	(*m)[strings.TrimPrefix(k, prefix)] = forms
	return nil
}

// Decline puts a title or a player's name into a case of the catalog's
// grammar: a leading article takes its form for the case ("Die
// Schattenstadt" → "der Schattenstadt" in the dative), and an adjective
// in -e after a weak article takes -n ("den Roten Bergfried"). A name
// without a known article, a case the grammar does not list, and a title
// whose last word begins in lower case (a phrase: "Der Winter naht") stay
// as they are.
func (g *Grammar) Decline(name string, plural bool, gcase string) string {
	if i := strings.LastIndex(name, " ("); i > 0 && strings.HasSuffix(name, ")") {
		// a seat or a remark after the name: "die Fraktionskarte von Haus
		// Stark (Spieler 1)" declines as the name before it
		return g.Decline(name[:i], plural, gcase) + name[i:]
	}
	ci := slices.Index(g.Cases, gcase)
	words := strings.Split(name, " ")
	if ci < 0 || len(words) < 2 {
		return name
	}
	if !upper(words[len(words)-1]) {
		return name
	}
	art := strings.ToLower(words[0])
	forms, ok := g.Articles[art+".plural"]
	if !ok || !plural {
		forms, ok = g.Articles[art]
	}
	if !ok {
		return g.strong(words, plural, ci)
	}
	words[0] = forms[ci]
	if len(words) > 2 && slices.Contains(g.Weak, words[0]) && strings.HasSuffix(words[1], "e") && upper(words[2]) {
		words[1] += "n"
	}
	return strings.Join(words, " ")
}

// strong declines a title without an article that starts with an
// adjective (strong declension: "lässt Grauen Geist aufmarschieren").
func (g *Grammar) strong(words []string, plural bool, ci int) string {
	if !plural && upper(words[1]) && !slices.Contains(g.Names, words[0]) {
		for _, end := range slices.Sorted(maps.Keys(g.Strong)) {
			if stem, ok := strings.CutSuffix(words[0], end); ok && len(stem) >= 3 && upper(stem) {
				words[0] = stem + g.Strong[end][ci]
				break
			}
		}
	}
	return strings.Join(words, " ")
}

// upper reports whether a word starts with a capital letter (a noun, in
// German titles).
func upper(w string) bool {
	for _, r := range w {
		return unicode.IsUpper(r)
	}
	return false
}

// Title returns a card's title in the catalog's language.
func (c *Catalog) Title(card *rules.Card) string {
	if t, ok := c.Titles[card.Def.Code]; ok {
		return t
	}
	if card.Def.Type == rules.TypeFaction && card.Def.Pack == "" {
		return c.FactionTitle(card.Def.Title)
	}
	return card.Def.Title
}

// FactionTitle names a player's faction card (the engine titles it
// "Lannister's faction") in the catalog's language; other titles stay.
func (c *Catalog) FactionTitle(title string) string {
	if player, ok := strings.CutSuffix(title, "'s faction"); ok {
		name := c.PlayerName(player)
		t := c.Fill("faction-card", "actor", name)
		for _, gc := range c.Grammar.Cases {
			t = strings.ReplaceAll(t, "{actor:"+gc+"}", c.Grammar.Decline(name, false, gc))
		}
		return t
	}
	return title
}

// PlayerName names a player in the catalog's language: a player named
// after a house is named as the cards of the language name the house
// ("Lannister" is "Haus Lennister" in German).
func (c *Catalog) PlayerName(name string) string {
	if t, ok := c.Words["player."+name]; ok {
		return t
	}
	// Two players of one house are told apart by their seats ("Stark
	// (p1)"): the house in the language, the seat as the catalog says.
	if base, seat, ok := strings.Cut(name, " (p"); ok && strings.HasSuffix(seat, ")") {
		if t, ok := c.Words["player."+base]; ok && c.UI["player-seat"] != "" {
			return c.Fill("player-seat", "actor", t, "n", strings.TrimSuffix(seat, ")"))
		}
	}
	return name
}

// TitleOf returns the title of a code in the catalog's language.
func (c *Catalog) TitleOf(code string, lib rules.Definitions) string {
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

// WordIn translates a word as one text uses it ("area.plot",
// "opt-challenge.power"), else as Word does.
func (c *Catalog) WordIn(key, w string) string {
	if t, ok := c.Words[key+"."+w]; ok {
		return t
	}
	return c.Word(w)
}

// Text returns a UI text with {actor}, {s} and {n} filled in ({s}
// translated as the text uses it).
func (c *Catalog) Text(key, actor, s string, n int) string {
	return c.Fill(key, "actor", c.PlayerName(actor), "s", c.WordIn(key, s), "n", strconv.Itoa(n))
}

// Fill returns a UI text with named placeholders filled in: pairs of a
// name and its value ("gold", "5").
func (c *Catalog) Fill(key string, pairs ...string) string {
	t := c.UI[key]
	for i := 0; i+1 < len(pairs); i += 2 {
		t = strings.ReplaceAll(t, "{"+pairs[i]+"}", pairs[i+1])
	}
	return t
}

// Render renders one log entry for reader (a player index, -1 for an
// omniscient reader) with this catalog's templates, words and titles.
// Hidden cards stay hidden.
func (c *Catalog) Render(g *rules.Game, e *rules.LogEntry, reader int) string {
	lang := c.Language()
	switch e.Msg {
	case rules.MsgUses:
		// The label in parentheses is the ability's printed label: its id
		// when the id is a label ("marshaling-action") or a word the
		// catalog gives for it, else its kind ("draw" is a reaction); a
		// kind printed without a label (constant) has none.
		k := *e
		if e.S2 != "" && !c.isLabel(e.S) {
			k.S, k.S2 = e.S2, ""
		}
		if unlabelled[k.S] {
			lang.Messages = c.with(rules.MsgUses, c.UI["uses-no-label"])
		}
		e = &k
	case rules.MsgChooses, rules.MsgNames:
		// an option of a card ("chooses.<code>.Power" where one card
		// means another word), or a card's English title named
		if e.Card.ID != rules.NoCard && int(e.Card.ID) < len(g.Cards) {
			if tr, ok := c.Words[e.Msg.Name()+"."+g.Cards[e.Card.ID].Def.Code+"."+e.S]; ok {
				k := *e
				k.S = tr
				e = &k
				break
			}
		}
		if code, ok := c.englishTitles[e.S]; ok && e.Msg == rules.MsgNames {
			if t, ok := c.Titles[code]; ok {
				k := *e
				k.S = t
				e = &k
			}
		}
	case rules.MsgChallengeWon:
		if e.N == 0 { // the attacker wins ties
			lang.Messages = c.with(rules.MsgChallengeWon, c.UI["challenge-won-tie"])
		}
	}
	if len(c.Grammar.Elide) > 0 {
		// elision first, then contraction (the engine would contract first)
		lang.Contract = nil
		return c.Grammar.Finish(g.RenderIn(e, reader, lang))
	}
	return g.RenderIn(e, reader, lang)
}

// Finish applies the grammar's elisions, then its contractions, to a
// rendered line.
func (g *Grammar) Finish(s string) string {
	return rules.Contract(g.elide(s), g.Contract)
}

// elide writes each word of Elide that stands before a word starting with
// a letter of ElideBefore in its elided form, joined to that word; the
// word's capital is kept ("De Arya" → "D'Arya").
func (g *Grammar) elide(s string) string {
	if len(g.Elide) == 0 {
		return s
	}
	words := strings.Split(s, " ")
	out := make([]string, 0, len(words))
	for i := 0; i < len(words); i++ {
		w := words[i]
		if form, ok := g.Elide[strings.ToLower(w)]; ok && i+1 < len(words) && g.startsElided(words[i+1]) {
			if upper(w) {
				form = capitalize(form)
			}
			out = append(out, form+words[i+1])
			i++
			continue
		}
		out = append(out, w)
	}
	return strings.Join(out, " ")
}

// startsElided reports whether a word starts with a letter before which
// the grammar elides.
func (g *Grammar) startsElided(w string) bool {
	for _, r := range w {
		return strings.ContainsRune(g.ElideBefore, unicode.ToLower(r))
	}
	return false
}

// unlabelled are the ability kinds printed without a label.
var unlabelled = map[string]bool{"constant": true, "while-attached": true, "framework": true, "restriction": true}

// isLabel reports whether an ability id is a printed label: an ability
// kind with one ("reaction", "forced-interrupt") or an action of a phase
// ("marshaling-action"), or a word the catalog gives for it in uses.
func (c *Catalog) isLabel(id string) bool {
	if _, ok := c.Words["uses."+id]; ok {
		return true
	}
	switch id {
	case "action", "reaction", "interrupt", "forced-reaction", "forced-interrupt", "when-revealed", "constant", "while-attached":
		return true
	}
	return strings.HasSuffix(id, "-action") && c.Words[id] != ""
}

// with is the catalog's messages with one template replaced (for one
// line: a tie, an ability without a label).
func (c *Catalog) with(m rules.MsgID, tmpl string) rules.Catalog {
	out := maps.Clone(c.Messages)
	if tmpl != "" {
		out[m] = tmpl
	}
	return out
}

// knows reports whether the catalog translates a word in a message.
func (c *Catalog) knows(m rules.MsgID, w string) bool {
	_, ok := c.Words[m.Name()+"."+w]
	_, ok2 := c.Words[w]
	return ok || ok2
}

// Language is the catalog as the engine renders logs with it.
func (c *Catalog) Language() *rules.Language {
	return &rules.Language{Messages: c.Messages, Custom: c.Custom, Words: c.Words,
		Title: c.Title, Hidden: c.UI["hidden-card"],
		Plural:  func(card *rules.Card) bool { return c.PluralTitles[card.Def.Code] },
		Player:  func(p *rules.Player) string { return c.PlayerName(p.Name) },
		Decline: c.Grammar.Decline, Contract: c.Grammar.Contract, PluralIndex: c.pluralIndex()}
}

// pluralIndex is the catalog's choice of a plural form (nil: the engine's
// two forms, one for 1 and one for any other number).
func (c *Catalog) pluralIndex() func(int) int {
	if c.Grammar.Plural == nil {
		return nil
	}
	return c.Grammar.Plural.Index
}

// WordKeys returns the catalog's word keys, sorted.
func (c *Catalog) WordKeys() []string {
	ks := slices.Sorted(maps.Keys(c.Words))
	return ks
}
