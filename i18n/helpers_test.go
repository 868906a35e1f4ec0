package i18n

import (
	"encoding/json"
	"fmt"
	"os"
	"sort"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/thronescript/thronescript/cards"
	"github.com/thronescript/thronescript/dsl/diag"
)

// loadGlossary parses the embedded glossary of lang.
func loadGlossary(t testing.TB, lang string) *Glossary {
	t.Helper()
	name, src, err := cards.Glossary(lang)
	if err != nil {
		t.Fatal(err)
	}
	g, ds := ParseGlossary("cards/i18n/"+name, src)
	if len(ds) > 0 {
		t.Fatalf("glossary %s: %v", lang, ds)
	}
	return g
}

// source writes a .card-like file and records the range of every string
// literal it writes, so the tests report real file positions.
type source struct {
	name string
	b    strings.Builder
	pos  diag.Pos
}

func newSource(name string) *source {
	return &source{name: name, pos: diag.Pos{Filename: name, Line: 1, Column: 1}}
}

func (s *source) write(text string) {
	s.b.WriteString(text)
	for _, r := range text {
		s.pos = advance(s.pos, r)
	}
}

// field writes `  key "value"` (or `  key id "value"`) and returns the field.
func (s *source) field(prefix, value string) *Field {
	s.write("  " + prefix + " ")
	raw := Quote(value)
	start := s.pos
	s.write(raw)
	f := &Field{Value: value, Raw: raw, Range: diag.Range{Start: start, End: s.pos}}
	s.write("\n")
	return f
}

// textSpec describes a text block to write.
type textSpec struct {
	Lang, Code                      string
	Title, Traits, Keywords, Flavor *string
	Abilities                       [][2]string // id, text
	Notes                           []string
}

func str(s string) *string { return &s }

// block writes a text block and returns it with ranges.
func (s *source) block(spec textSpec) *TextBlock {
	start := s.pos
	header := fmt.Sprintf("text %s %s", spec.Lang, spec.Code)
	s.write(header)
	end := s.pos
	s.write(" {\n")
	tb := &TextBlock{Lang: spec.Lang, Code: spec.Code, Range: diag.Range{Start: start, End: end}}
	if spec.Title != nil {
		tb.Title = s.field("title", *spec.Title)
	}
	if spec.Traits != nil {
		tb.Traits = s.field("traits", *spec.Traits)
	}
	if spec.Keywords != nil {
		tb.Keywords = s.field("keywords", *spec.Keywords)
	}
	for _, a := range spec.Abilities {
		s.write("  ability ")
		idStart := s.pos
		s.write(a[0])
		idEnd := s.pos
		s.write(" ")
		raw := Quote(a[1])
		fs := s.pos
		s.write(raw)
		tb.Abilities = append(tb.Abilities, AbilityText{ID: a[0], IDRange: diag.Range{Start: idStart, End: idEnd},
			Text: Field{Value: a[1], Raw: raw, Range: diag.Range{Start: fs, End: s.pos}}})
		s.write("\n")
	}
	if spec.Flavor != nil {
		tb.Flavor = s.field("flavor", *spec.Flavor)
	}
	for _, n := range spec.Notes {
		tb.Notes = append(tb.Notes, *s.field("note", n))
	}
	s.write("}\n\n")
	return tb
}

// officialCard is one card of testdata/official.json: the printed English
// and German texts of the card data, split into keyword line and abilities.
type officialCard struct {
	Code      string            `json:"code"`
	Pack      string            `json:"pack"`
	Type      string            `json:"type"`
	Faction   string            `json:"faction"`
	Cost      any               `json:"cost"`
	Strength  any               `json:"strength"`
	Traits    []string          `json:"traits"`
	Title     map[string]string `json:"title"`
	TraitsTxt map[string]string `json:"traitsText"`
	Flavor    map[string]string `json:"flavor"`
	Keywords  []KeywordUse      `json:"keywords"`
	KwLine    map[string]string `json:"keywordLine"`
	Abilities []struct {
		ID    string `json:"id"`
		Kind  string `json:"kind"`
		Phase string `json:"phase"`
		En    string `json:"en"`
		De    string `json:"de"`
	} `json:"abilities"`
	Notes []string `json:"notes"`

	skipDE   bool            // tests: write no German block
	dropDE   map[string]bool // tests: ability ids left out of the German block
	renameDE map[string]string
}

func loadOfficial(t testing.TB) []officialCard {
	t.Helper()
	data, err := os.ReadFile("testdata/official.json")
	if err != nil {
		t.Fatal(err)
	}
	var cards []officialCard
	if err := json.Unmarshal(data, &cards); err != nil {
		t.Fatal(err)
	}
	return cards
}

func stat(v any) string {
	switch v := v.(type) {
	case nil:
		return ""
	case float64:
		return fmt.Sprint(int(v))
	default:
		return fmt.Sprint(v)
	}
}

// officialInput turns the official cards into check input, writing one
// source file per pack and language. It returns the sources for rendering.
func officialInput(t testing.TB, cards []officialCard, edit func(c *officialCard)) (*Input, diag.Sources) {
	in := &Input{SourceLang: "en", TargetLang: "de", Source: loadGlossary(t, "en"), Target: loadGlossary(t, "de")}
	files := map[string]*source{}
	get := func(name string) *source {
		if files[name] == nil {
			files[name] = newSource(name)
		}
		return files[name]
	}
	for i := range cards {
		c := cards[i]
		if edit != nil {
			edit(&c)
		}
		cf := &CardFacts{Code: c.Code, Title: c.Title["en"], Type: c.Type, Faction: c.Faction,
			Cost: stat(c.Cost), Strength: stat(c.Strength), Traits: c.Traits, Keywords: c.Keywords}
		cs := get("cards/" + strings.ToLower(c.Pack) + ".card")
		start := cs.pos
		cs.write(fmt.Sprintf("card %s %q {}\n", c.Code, c.Title["en"]))
		cf.Range = diag.Range{Start: start, End: cs.pos}
		for _, a := range c.Abilities {
			cf.Abilities = append(cf.Abilities, AbilityFact{ID: a.ID, Kind: a.Kind, Phase: a.Phase})
		}
		in.Cards = append(in.Cards, cf)
		for _, lang := range []string{"en", "de"} {
			if lang == "de" && c.skipDE {
				continue
			}
			spec := textSpec{Lang: lang, Code: c.Code}
			if c.Title[lang] != "" {
				spec.Title = str(c.Title[lang])
			}
			if c.TraitsTxt[lang] != "" {
				spec.Traits = str(c.TraitsTxt[lang])
			}
			if c.KwLine[lang] != "" {
				spec.Keywords = str(c.KwLine[lang])
			}
			if c.Flavor[lang] != "" {
				spec.Flavor = str(c.Flavor[lang])
			}
			for _, a := range c.Abilities {
				text, id := a.En, a.ID
				if lang == "de" {
					if c.dropDE[a.ID] {
						continue
					}
					text = a.De
					if c.renameDE[a.ID] != "" {
						id = c.renameDE[a.ID]
					}
				}
				spec.Abilities = append(spec.Abilities, [2]string{id, text})
			}
			if lang == "de" {
				spec.Notes = c.Notes
			}
			in.Texts = append(in.Texts, get("cards/"+strings.ToLower(c.Pack)+"."+lang+".card").block(spec))
		}
	}
	srcs := diag.Sources{}
	for name, s := range files {
		srcs[name] = []byte(s.b.String())
	}
	return in, srcs
}

// summarize counts diagnostics by code.
func summarize(ds diag.Diagnostics) string {
	m := map[string]int{}
	for _, d := range ds {
		m[d.Code]++
	}
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	var b strings.Builder
	for _, k := range keys {
		fmt.Fprintf(&b, "%s×%d ", k, m[k])
	}
	return b.String()
}

// posOf finds at (with one ^ marking the position) in src and returns
// "line:col" of the marker.
func posOf(t testing.TB, src []byte, at string) string {
	t.Helper()
	i := strings.Index(at, "^")
	if i < 0 {
		t.Fatalf("marker %q has no ^", at)
	}
	needle := at[:i] + at[i+1:]
	j := strings.Index(string(src), needle)
	if j < 0 {
		t.Fatalf("%q not found in source", needle)
	}
	if strings.Count(string(src), needle) > 1 {
		t.Fatalf("%q occurs more than once in source", needle)
	}
	off := j + i
	line := 1 + strings.Count(string(src[:off]), "\n")
	lineStart := strings.LastIndex(string(src[:off]), "\n") + 1
	col := 1 + utf8.RuneCount(src[lineStart:off])
	return fmt.Sprintf("%d:%d", line, col)
}
