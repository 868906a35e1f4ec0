package importer

import (
	"fmt"
	"maps"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"
	"unicode"

	"github.com/thronescript/thronescript/dsl/syntax"
)

var reCode = regexp.MustCompile(`^[0-9]+$`)

// Input is everything one import reads.
type Input struct {
	Packs        []Pack
	Translations map[string][]Translation // by language code ("de"); English comes from Packs
	Cycles       []Cycle                  // nil: KnownCycles()
}

// Output is the generated card library: file contents by slash-separated
// path relative to the library root (cards/), plus what the import found.
type Output struct {
	Files    map[string][]byte
	Cards    map[string]int // cards per pack code
	Packs    []string       // pack codes in input order
	Notes    map[string]int // translation notes emitted, by language
	Warnings []string       // things in the data that looked wrong or were not recognised
}

// Paths returns the library's file paths in sorted order.
func (l *Output) Paths() []string {
	out := slices.Sorted(maps.Keys(l.Files))
	return out
}

// factionWords maps the data's faction codes to the language's words.
var factionWords = map[string]string{
	"baratheon": "baratheon", "greyjoy": "greyjoy", "lannister": "lannister", "martell": "martell",
	"thenightswatch": "nights-watch", "stark": "stark", "targaryen": "targaryen", "tyrell": "tyrell",
	"neutral": "neutral",
}

// uniqueTypes are the card types that may be unique (the data marks some
// community agendas unique: 18019, 20057, 20058).
var uniqueTypes = map[string]bool{"character": true, "location": true, "attachment": true}

var cardTypes = map[string]bool{
	"character": true, "location": true, "attachment": true, "event": true, "plot": true, "agenda": true, "title": true,
}

// group is one output file set (stats + one text file per language).
type group struct {
	base  string // path without extension: core/stark, dance-of-shadows/the-shadow-city
	title string // for the header comment
	cards []*Card
	pack  map[string]*Pack // card code → pack
}

// Generate builds the library from the input. Errors are problems in the
// data that make a card impossible to write (unknown type or faction).
func Generate(in Input) (*Output, error) {
	cycles := in.Cycles
	if cycles == nil {
		cycles = KnownCycles()
	}
	lib := &Output{Files: map[string][]byte{}, Cards: map[string]int{}, Notes: map[string]int{}}
	groups := map[string]*group{}
	var order []string
	trans := map[string]map[string]*Translation{}
	for lang, ts := range in.Translations {
		if languages[lang] == nil {
			return nil, fmt.Errorf("no text splitter for language %q (known: de)", lang)
		}
		m := map[string]*Translation{}
		for i := range ts {
			m[ts[i].Code] = &ts[i]
		}
		trans[lang] = m
	}
	seen := map[string]string{}
	for pi := range in.Packs {
		p := &in.Packs[pi]
		if i := strings.IndexFunc(p.Name, unicode.IsControl); i >= 0 {
			// The name heads the generated files as a comment: a newline
			// in it would end the comment and break the file.
			return nil, fmt.Errorf("pack %s: its name %q holds a control character (%U); fix the card data", p.Code, p.Name, []rune(p.Name[i:])[0])
		}
		lib.Packs = append(lib.Packs, p.Code)
		cyc := cycleOf(cycles, p.Code)
		for ci := range p.Cards {
			c := &p.Cards[ci]
			if prev, dup := seen[c.Code]; dup {
				return nil, fmt.Errorf("card %s appears in pack %s and %s", c.Code, prev, p.Code)
			}
			seen[c.Code] = p.Code
			if !cardTypes[c.Type] {
				return nil, fmt.Errorf("card %s %q: unknown type %q", c.Code, c.Name, c.Type)
			}
			if factionWords[c.Faction] == "" {
				return nil, fmt.Errorf("card %s %q: unknown faction %q", c.Code, c.Name, c.Faction)
			}
			if !reCode.MatchString(c.Code) {
				return nil, fmt.Errorf("card code %q is not a number", c.Code)
			}
			if c.Unique && !uniqueTypes[c.Type] {
				lib.Warnings = append(lib.Warnings, fmt.Sprintf("%s %q: the data marks the %s unique; only characters, locations and attachments are (left out)", c.Code, c.Name, c.Type))
			}
			base, title := fileOf(cyc, p, c)
			g := groups[base]
			if g == nil {
				g = &group{base: base, title: title, pack: map[string]*Pack{}}
				groups[base] = g
				order = append(order, base)
			}
			g.cards = append(g.cards, c)
			g.pack[c.Code] = p
			lib.Cards[p.Code]++
		}
	}
	langs := slices.Sorted(maps.Keys(trans))
	// packs with no card in a language's data get untranslated copies
	hasLang := map[string]bool{} // "de AtG"
	for _, l := range langs {
		for _, p := range in.Packs {
			for _, c := range p.Cards {
				if trans[l][c.Code] != nil {
					hasLang[l+" "+p.Code] = true
					break
				}
			}
		}
	}
	sort.Strings(order)
	for _, base := range order {
		g := groups[base]
		sort.SliceStable(g.cards, func(i, j int) bool { return g.cards[i].Code < g.cards[j].Code })
		var stats, en strings.Builder
		fmt.Fprintf(&stats, "# %s: card stats imported by `throne import` from the card data.\n", g.title)
		stats.WriteString("# Abilities are written by hand; a card whose behaviour is not written carries `incomplete`.\n")
		fmt.Fprintf(&en, "# %s: English card text imported by `throne import`.\n", g.title)
		lt := map[string]*strings.Builder{}
		for _, l := range langs {
			lt[l] = &strings.Builder{}
			if !hasLang[l+" "+g.pack[g.cards[0].Code].Code] {
				fmt.Fprintf(lt[l], "# %s: the card data has no text (%s) for this pack: the English texts,\n", g.title, l)
				fmt.Fprintf(lt[l], "# marked `untranslated`, until translators write them (`throne i18n export --lang %s`).\n", l)
				continue
			}
			fmt.Fprintf(lt[l], "# %s: card text (%s) imported by `throne import`.\n", g.title, l)
			lt[l].WriteString("# `note` lines say what the source data lacks or where it disagrees with the English text.\n")
		}
		for _, c := range g.cards {
			sp := splitText(c.Text, english)
			for _, u := range sp.Unknown {
				lib.Warnings = append(lib.Warnings, fmt.Sprintf("%s %q: %s", c.Code, c.Name, u))
			}
			for _, l := range strings.Split(c.Text, "\n") {
				if l != strings.TrimSpace(l) {
					lib.Warnings = append(lib.Warnings, fmt.Sprintf("%s %q: text line %q has surrounding white space (trimmed in the keyword line)", c.Code, c.Name, l))
				}
			}
			stats.WriteString("\n")
			writeStats(&stats, c, g.pack[c.Code], sp)
			en.WriteString("\n")
			writeEnglish(&en, c, sp)
			for _, l := range langs {
				lt[l].WriteString("\n")
				if !hasLang[l+" "+g.pack[c.Code].Code] {
					writeUntranslated(lt[l], l, c, sp)
					continue
				}
				lib.Notes[l] += writeTranslation(lt[l], l, c, sp, trans[l][c.Code])
			}
		}
		lib.Files[base+".card"] = []byte(stats.String())
		lib.Files[base+".en.card"] = []byte(en.String())
		for _, l := range langs {
			lib.Files[base+"."+l+".card"] = []byte(lt[l].String())
		}
	}
	lib.Files["packs.card"] = packsFile(cycles, in.Packs)
	return lib, nil
}

// cycleOf finds the cycle of a pack; unknown packs get a cycle of their own
// named "other".
func cycleOf(cycles []Cycle, pack string) Cycle {
	for _, c := range cycles {
		for _, p := range c.Packs {
			if p == pack {
				return c
			}
		}
	}
	return Cycle{ID: "other", Name: "Other"}
}

// fileOf says which file a card goes to. The Core Set is split by faction,
// with plots, agendas and titles in files of their own; every other pack is
// one file named after the pack, in a folder named after its cycle.
func fileOf(cyc Cycle, p *Pack, c *Card) (base, title string) {
	if cyc.ID == "core" {
		switch c.Type {
		case "plot":
			return "core/plots", p.Name + ", plots"
		case "agenda":
			return "core/agendas", p.Name + ", agendas"
		case "title":
			return "core/titles", p.Name + ", titles"
		}
		f := factionWords[c.Faction]
		return "core/" + f, p.Name + ", " + f
	}
	return cyc.ID + "/" + slug(p.Name), p.Name
}

// numberInPack is the printed card number: the code without its cycle
// prefix (11002 → 2, 11021 → 21).
func numberInPack(code string) int {
	n, _ := strconv.Atoi(code)
	return n % 1000
}

func writeStats(b *strings.Builder, c *Card, p *Pack, sp Split) {
	fmt.Fprintf(b, "card %s %s {\n", c.Code, quote(c.Name))
	line := func(format string, args ...any) {
		b.WriteString("  ")
		fmt.Fprintf(b, format, args...)
		b.WriteString("\n")
	}
	line("%s", c.Type)
	line("pack %s %d", word(p.Code), numberInPack(c.Code))
	line("faction %s", factionWords[c.Faction])
	if c.Loyal {
		line("loyal")
	}
	if c.Unique && uniqueTypes[c.Type] {
		line("unique")
	}
	switch c.Type {
	case "character", "location", "attachment", "event":
		cost := "-"
		if c.Cost != nil {
			cost = c.Cost.String()
		}
		line("cost %s", cost)
	}
	if c.Strength != nil {
		line("strength %s", c.Strength.String())
	}
	if c.Icons != nil {
		var icons []string
		if c.Icons.Military {
			icons = append(icons, "military")
		}
		if c.Icons.Intrigue {
			icons = append(icons, "intrigue")
		}
		if c.Icons.Power {
			icons = append(icons, "power")
		}
		if len(icons) > 0 {
			line("icons %s", strings.Join(icons, " "))
		}
	}
	if ps := c.PlotStats; ps != nil {
		line("income %s", ps.Income.String())
		line("initiative %s", ps.Initiative.String())
		line("claim %s", ps.Claim.String())
		line("reserve %s", ps.Reserve.String())
	}
	if len(c.Traits) > 0 {
		ws := make([]string, len(c.Traits))
		for i, t := range c.Traits {
			ws[i] = word(t)
		}
		line("traits %s", strings.Join(ws, " "))
	}
	if len(sp.Keywords) > 0 {
		ws := make([]string, len(sp.Keywords))
		for i, k := range sp.Keywords {
			ws[i] = k.String()
		}
		line("keywords %s", strings.Join(ws, " "))
	}
	line("deck-limit %d", c.DeckLimit)
	if todo := missingBehaviour(sp); todo != "" {
		line("incomplete %s", quote(todo))
	}
	b.WriteString("}\n")
}

// missingBehaviour says what a freshly imported card lacks: its ability
// paragraphs and attachment restriction. Keywords are defined by the
// prelude, so a card with only keywords (or a vanilla card) is complete.
func missingBehaviour(sp Split) string {
	var parts []string
	if len(sp.Restrictions) > 0 {
		parts = append(parts, "attach-to")
	}
	for _, p := range sp.Paragraphs {
		parts = append(parts, p.ID)
	}
	if len(parts) == 0 {
		return ""
	}
	return "behaviour not written: " + strings.Join(parts, ", ")
}

// traitLine renders English traits as printed: "Ally. House Bolton."
func traitLine(traits []string) string {
	if len(traits) == 0 {
		return ""
	}
	return strings.Join(traits, ". ") + "."
}

func writeEnglish(b *strings.Builder, c *Card, sp Split) {
	fmt.Fprintf(b, "text en %s {\n", c.Code)
	fmt.Fprintf(b, "  title %s\n", quote(c.Name))
	if t := traitLine(c.Traits); t != "" {
		fmt.Fprintf(b, "  traits %s\n", quote(t))
	}
	if sp.KeywordLine != "" {
		fmt.Fprintf(b, "  keywords %s\n", quote(sp.KeywordLine))
	}
	for _, p := range sp.Paragraphs {
		fmt.Fprintf(b, "  ability %s %s\n", p.ID, quote(p.Text))
	}
	if c.Flavor != "" {
		fmt.Fprintf(b, "  flavor %s\n", quote(c.Flavor))
	}
	b.WriteString("}\n")
}

// writeUntranslated writes one card's text block in language lang for a
// pack the language's data does not have: the English texts, marked
// `untranslated` (copies awaiting a translator, not translations).
func writeUntranslated(b *strings.Builder, lang string, c *Card, sp Split) {
	var en strings.Builder
	writeEnglish(&en, c, sp)
	body := strings.TrimPrefix(en.String(), fmt.Sprintf("text en %s {\n", c.Code))
	fmt.Fprintf(b, "text %s %s {\n  untranslated\n%s", lang, c.Code, body)
}

// writeTranslation writes one card's text block in language lang, aligned
// with the English split en. It never invents text: whatever is missing or
// cannot be aligned becomes a note. It returns the number of notes.
func writeTranslation(b *strings.Builder, lang string, c *Card, en Split, t *Translation) int {
	var body, notes []string
	note := func(format string, args ...any) {
		notes = append(notes, fmt.Sprintf("  note %s\n", quote(fmt.Sprintf(format, args...))))
	}
	if t == nil {
		fmt.Fprintf(b, "text %s %s {\n  note %s\n}\n", lang, c.Code, quote(langName(lang)+" data has no entry for this card"))
		return 1
	}
	if t.Name != "" {
		name := t.Name
		for _, r := range cardRepairs[lang+" "+c.Code] {
			if name == r.from {
				name = r.to
				note("source data title %q read as %q: %s", r.from, r.to, r.why)
			}
		}
		body = append(body, fmt.Sprintf("  title %s\n", quote(name)))
	} else {
		note("%s data has no title", langName(lang))
	}
	if t.Traits != "" {
		body = append(body, fmt.Sprintf("  traits %s\n", quote(t.Traits)))
		if n := len(sentences(t.Traits)); n != len(c.Traits) {
			note("%s traits %q name %d traits, English %q names %d", langName(lang), t.Traits, n, traitLine(c.Traits), len(c.Traits))
		}
	} else if len(c.Traits) > 0 {
		note("%s data has no traits (English: %q)", langName(lang), traitLine(c.Traits))
	}
	switch {
	case strings.TrimSpace(t.Text) == "" && strings.TrimSpace(c.Text) != "":
		note("%s data has no text for this card", langName(lang))
	case strings.TrimSpace(t.Text) != "":
		text := t.Text
		for _, r := range cardRepairs[lang+" "+c.Code] {
			if strings.Contains(text, r.from) {
				text = strings.Replace(text, r.from, r.to, 1)
				note("source data %q read as %q: %s", r.from, r.to, r.why)
			}
		}
		tr := splitText(text, languages[lang])
		for _, r := range tr.Repairs {
			note("%s", r)
		}
		switch {
		case tr.KeywordLine == "" && en.KeywordLine != "":
			note("%s text has no keyword line (English: %q)", langName(lang), en.KeywordLine)
		case tr.KeywordLine != "" && en.KeywordLine == "":
			note("%s text has a keyword line %q that the English text does not have", langName(lang), tr.KeywordLine)
		case tr.KeywordLine != "":
			if sameKeywords(en.Keywords, tr.Keywords) && len(en.Restrictions) == len(tr.Restrictions) {
				body = append(body, fmt.Sprintf("  keywords %s\n", quote(tr.KeywordLine)))
			} else {
				note("%s keyword line %q disagrees with the English %q", langName(lang), tr.KeywordLine, en.KeywordLine)
			}
		}
		if len(tr.Paragraphs) == 0 && len(en.Paragraphs) > 0 {
			for _, e := range en.Paragraphs {
				note("%s data lacks the text of ability %s (English: %q): a data problem of the source", langName(lang), e.ID, e.Text)
			}
			break
		}
		if len(tr.Paragraphs) != len(en.Paragraphs) {
			aligned, did := align(tr.Paragraphs, en.Paragraphs)
			if len(aligned) == len(en.Paragraphs) {
				for _, d := range did {
					note("%s", d)
				}
				tr.Paragraphs = aligned
			} else if len(aligned) > len(en.Paragraphs) && kindsPrefix(aligned, en.Paragraphs) {
				// lines the English data lacks after the aligned ones
				for _, d := range did {
					note("%s", d)
				}
				for _, p := range aligned[len(en.Paragraphs):] {
					note("%s data has a line the English data lacks: %s", langName(lang), p.Text)
				}
				tr.Paragraphs = aligned[:len(en.Paragraphs)]
			}
		}
		if len(tr.Paragraphs) != len(en.Paragraphs) {
			note("%s text has %d ability paragraphs, English %d (%s): not aligned", langName(lang), len(tr.Paragraphs), len(en.Paragraphs), idList(en.Paragraphs))
			for i, p := range tr.Paragraphs {
				note("unaligned %s paragraph %d: %s", langName(lang), i+1, p.Text)
			}
			break
		}
		for i, p := range tr.Paragraphs {
			e := en.Paragraphs[i]
			if p.Kind != e.Kind {
				note("%s paragraph %d reads as %s, English paragraph %d is %s: not aligned: %s", langName(lang), i+1, p.Kind, i+1, e.ID, p.Text)
				continue
			}
			if p.Text == e.Text {
				note("%s data has the English text of ability %s, untranslated: a data problem of the source", langName(lang), e.ID)
				continue
			}
			body = append(body, fmt.Sprintf("  ability %s %s\n", e.ID, quote(p.Text)))
		}
	}
	if t.Flavor != "" {
		body = append(body, fmt.Sprintf("  flavor %s\n", quote(t.Flavor)))
	} else if c.Flavor != "" {
		note("%s data has no flavor text", langName(lang))
	}
	fmt.Fprintf(b, "text %s %s {\n", lang, c.Code)
	for _, s := range body {
		b.WriteString(s)
	}
	for _, s := range notes {
		b.WriteString(s)
	}
	b.WriteString("}\n")
	return len(notes)
}

// kindsPrefix reports whether the first paragraphs of tr have the kinds of
// en, in order.
func kindsPrefix(tr, en []Paragraph) bool {
	for i := range en {
		if tr[i].Kind != en[i].Kind {
			return false
		}
	}
	return true
}

func sameKeywords(a, b []Keyword) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if !a[i].sameAs(b[i]) {
			return false
		}
	}
	return true
}

func idList(ps []Paragraph) string {
	if len(ps) == 0 {
		return "none"
	}
	ids := make([]string, len(ps))
	for i, p := range ps {
		ids[i] = p.ID
	}
	return strings.Join(ids, ", ")
}

func langName(lang string) string {
	if lang == "de" {
		return "German"
	}
	return lang
}

// packsFile declares the cycles and packs.
func packsFile(cycles []Cycle, packs []Pack) []byte {
	var b strings.Builder
	b.WriteString("# Cycles and packs of the library, imported by `throne import`.\n")
	b.WriteString("# A card names its pack (`pack TSC 2`); the pack names its cycle.\n")
	inputs := map[string]*Pack{}
	for i := range packs {
		inputs[packs[i].Code] = &packs[i]
	}
	usedCycle := map[string]bool{}
	for _, p := range packs {
		usedCycle[cycleOf(cycles, p.Code).ID] = true
	}
	for _, c := range cycles {
		if !usedCycle[c.ID] {
			continue
		}
		fmt.Fprintf(&b, "\ncycle %s %s {\n  number %d\n}\n", c.ID, quote(c.Name), c.Number)
		for i, code := range c.Packs {
			p := inputs[code]
			if p == nil {
				continue
			}
			writePack(&b, p, c.ID, i+1)
		}
	}
	if usedCycle["other"] {
		fmt.Fprintf(&b, "\ncycle other \"Other\" {\n  number 0\n}\n")
		n := 0
		for i := range packs {
			if cycleOf(cycles, packs[i].Code).ID == "other" {
				n++
				writePack(&b, &packs[i], "other", n)
			}
		}
	}
	return []byte(b.String())
}

func writePack(b *strings.Builder, p *Pack, cycle string, n int) {
	fmt.Fprintf(b, "\npack %s %s {\n  cycle %s\n  number %d\n", word(p.Code), quote(p.Name), cycle, n)
	if p.ReleaseDate != "" {
		fmt.Fprintf(b, "  released %s\n", p.ReleaseDate)
	}
	b.WriteString("}\n")
}

// quote renders s as a .card string literal.
func quote(s string) string { return syntax.Quote(s) }

// word renders s bare when it is an identifier or a number of the language,
// and as a string otherwise.
func word(s string) string {
	if isIdent(s) {
		return s
	}
	if s != "" && strings.Trim(s, "0123456789") == "" {
		return s
	}
	return quote(s)
}

// isIdent reports whether s is an identifier: a letter or _, then letters,
// digits and _, with single hyphens joining words.
func isIdent(s string) bool {
	if s == "" {
		return false
	}
	prevDash := false
	for i, r := range s {
		switch {
		case unicode.IsLetter(r) || r == '_':
			prevDash = false
		case unicode.IsDigit(r):
			if i == 0 || prevDash {
				// a word after a hyphen may start with a digit: allowed by the grammar
				if i == 0 {
					return false
				}
			}
			prevDash = false
		case r == '-':
			if i == 0 || prevDash {
				return false
			}
			prevDash = true
		default:
			return false
		}
	}
	return !prevDash
}

// cardRepairs mend a translation's source text of one card ("de 04098"),
// each with a note: mistakes no rule of the language can see.
var cardRepairs = map[string][]struct{ from, to, why string }{
	// The German data swaps the two values (throne i18n check: E0829).
	"de 04098": {{"Initiativewert -1", "Reservewert -1", "the card lowers the reserve (English: -1 Reserve.)"}},
	"de 02010": {{"Reservewert -1", "Initiativewert -1", "the card lowers the initiative (English: -1 Initiative.)"}},
	"de 07002": {{"Initiativewert +1", "Reservewert +1", "the card raises the reserve (English: +1 Reserve.)"}},
	// The German data gives the amount a sign the English lacks (E0807).
	"de 08013": {{"+2 Stärke", "2 Stärke", "the card contributes an amount (English: contributes 2 STR)"}},
	// A title the card's own German text spells otherwise (E0812): the
	// text's spelling is the German word ("Graue", "gesprenkelt": Grey,
	// Spotted).
	"de 12011": {{"Alte Grau Möwe", "Alte Graue Möwe", "the card's German text names it Alte Graue Möwe (English: Old Grey Gull)"}},
	"de 15031": {{"Sprengel-Sylva", "Sprenkel-Sylva", "the card's German text names it Sprenkel-Sylva (English: Spotted Sylva)"}},
}
