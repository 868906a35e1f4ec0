// Command genglossary regenerates the translation glossaries
// cards/i18n/en.glossary and cards/i18n/de.glossary. It is run by hand with
// `go generate ./importer` (never at build or test time) and reads the full
// ThronesDB card data of the library's packs (English <pack>.json and German
// de/<pack>.json) from -carddata, $THRONESCRIPT_CARDDATA, or the shared
// reference folder beside the repository; without the data it says so and
// leaves the glossaries as they are.
//
// Trait pairs come from the paired card data (the English "traits" list and
// the German "traits" string, aligned by position) and from the italic trait
// mentions in card texts; every other entry is in terms.go with its source.
// The glossaries are the source of truth once committed: edit them by hand
// and keep this program in step when you regenerate.
package main

import (
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io/fs"
	"maps"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"

	"github.com/thronescript/thronescript/importer"
	"github.com/thronescript/thronescript/internal/atomicfile"
)

func main() {
	def := os.Getenv("THRONESCRIPT_CARDDATA")
	if def == "" {
		def = filepath.Join("..", "..", "shared", "carddata")
	}
	dir := flag.String("carddata", def, "folder of ThronesDB card data (<pack>.json and de/<pack>.json)")
	out := flag.String("o", filepath.Join("..", "cards", "i18n"), "folder of the glossaries")
	flag.Parse()
	if _, err := os.Stat(filepath.Join(*dir, "Core.json")); errors.Is(err, fs.ErrNotExist) {
		fmt.Printf("genglossary: no card data in %s (set -carddata or THRONESCRIPT_CARDDATA); glossaries left as they are\n", *dir)
		return
	}
	if err := run(*dir, *out); err != nil {
		fmt.Fprintln(os.Stderr, "genglossary:", err)
		os.Exit(1)
	}
}

// card is what the extraction reads of a card in either language.
type card struct {
	Code string `json:"code"`
	Text string `json:"text"`
	// Traits is a list in the English data and a "A. B." string in the
	// German.
	Traits json.RawMessage `json:"traits"`
}

func run(dir, out string) error {
	en, de := map[string]card{}, map[string]card{}
	for _, p := range importer.LibraryPacks() {
		var pack struct {
			Cards []card `json:"cards"`
		}
		if err := readJSON(filepath.Join(dir, p+".json"), &pack); err != nil {
			return err
		}
		for _, c := range pack.Cards {
			en[c.Code] = c
		}
		var cards []card
		if err := readJSON(filepath.Join(dir, "de", p+".json"), &cards); errors.Is(err, fs.ErrNotExist) {
			continue // a pack without German data
		} else if err != nil {
			return err
		}
		for _, c := range cards {
			de[c.Code] = c
		}
	}
	entries, mismatches, err := extract(en, de)
	if err != nil {
		return err
	}
	for _, lang := range []string{"en", "de"} {
		if err := atomicfile.Write(filepath.Join(out, lang+".glossary"), render(entries, lang), 0o644); err != nil {
			return err
		}
	}
	for _, m := range mismatches {
		fmt.Println("traits mismatch", m)
	}
	fmt.Println(len(entries), "entries")
	return nil
}

func readJSON(name string, v any) error {
	b, err := os.ReadFile(name)
	if err != nil {
		return err
	}
	if err := json.Unmarshal(b, v); err != nil {
		return fmt.Errorf("%s: %v", name, err)
	}
	return nil
}

// counter counts forms of a trait, remembering the order they were first
// seen (ties of the most common form go to the first).
type counter struct {
	n     map[string]int
	order []string
}

func (c *counter) add(form string) {
	if c.n == nil {
		c.n = map[string]int{}
	}
	if c.n[form] == 0 {
		c.order = append(c.order, form)
	}
	c.n[form]++
}

func (c *counter) mostCommon() string {
	best := ""
	for _, f := range c.order {
		if best == "" || c.n[f] > c.n[best] {
			best = f
		}
	}
	return best
}

var italic = regexp.MustCompile(`<i>([^<]*)</i>`)

// extract adds the traits of the paired cards to the fixed entries.
func extract(en, de map[string]card) ([]entry, []string, error) {
	codes := slices.Sorted(maps.Keys(en))
	pairs, ital := map[string]*counter{}, map[string]*counter{}
	get := func(m map[string]*counter, k string) *counter {
		if m[k] == nil {
			m[k] = &counter{}
		}
		return m[k]
	}
	where := map[[2]string][]string{}
	var mismatches []string
	var lines []traitLines
	for _, code := range codes {
		g, ok := de[code]
		if !ok {
			continue // a pack without German data pairs no terms
		}
		var et []string
		if err := json.Unmarshal(en[code].Traits, &et); err != nil {
			return nil, nil, fmt.Errorf("card %s: English traits: %v", code, err)
		}
		var gs *string
		if err := json.Unmarshal(g.Traits, &gs); err != nil {
			return nil, nil, fmt.Errorf("card %s: German traits: %v", code, err)
		}
		var gt []string
		if gs != nil {
			for _, t := range strings.Split(*gs, ".") {
				if t = strings.TrimSpace(t); t != "" {
					gt = append(gt, t)
				}
			}
		}
		if len(et) != len(gt) {
			mismatches = append(mismatches, fmt.Sprintf("%s %q %q", code, et, gt))
			continue
		}
		lines = append(lines, traitLines{code, et, gt})
	}
	// Traits pair by position, except on a card whose translation prints
	// the same traits in another order (German cards sort them by their
	// German names: "Gefährte. Rabe." for "Raven. Companion."): there the
	// pairs the other cards agree on are taken.
	first := map[string]*counter{}
	for _, l := range lines {
		for i, a := range l.en {
			get(first, a).add(l.de[i])
		}
	}
	for _, l := range lines {
		de := l.de
		if re := reordered(l, first); re != nil {
			de = re
		}
		for i, a := range l.en {
			get(pairs, a).add(de[i])
			where[[2]string{a, de[i]}] = append(where[[2]string{a, de[i]}], l.code)
		}
	}
	for _, code := range codes {
		e, g := italic.FindAllStringSubmatch(en[code].Text, -1), italic.FindAllStringSubmatch(de[code].Text, -1)
		if len(e) != len(g) {
			continue
		}
		ea, ga := italicWords(e), italicWords(g)
		ga = sameWordsFirst(ea, ga, func(a, b string) bool { return a == b || pairs[a] != nil && pairs[a].mostCommon() == b })
		for i := range ea {
			a, b := ea[i], ga[i]
			if a == "Traits" || a == "Trait" { // "choose a <i>Trait</i>": the word, not a trait
				continue
			}
			get(ital, a).add(b)
			where[[2]string{a, b}] = append(where[[2]string{a, b}], code)
		}
	}
	names := map[string]bool{}
	for a := range pairs {
		names[a] = true
	}
	for a := range ital {
		names[a] = true
	}
	sorted := slices.Sorted(maps.Keys(names))
	entries := fixedEntries()
	for _, a := range sorted {
		p, it := get(pairs, a), get(ital, a)
		main := p.mostCommon()
		if main == "" {
			main = it.mostCommon()
		}
		forms := map[string]bool{}
		for f := range p.n {
			forms[f] = true
		}
		for f := range it.n {
			forms[f] = true
		}
		var variants []string
		seen := map[string]bool{}
		for f := range forms {
			if f != main && !strings.HasSuffix(f, "-") {
				variants = append(variants, f)
			}
			for _, c := range where[[2]string{a, f}] {
				seen[c] = true
			}
		}
		slices.Sort(variants)
		cs := slices.Sorted(maps.Keys(seen))
		src := "card data (de) traits/italics: "
		if len(cs) > 4 {
			src += strings.Join(cs[:4], ", ") + " …"
		} else {
			src += strings.Join(cs, ", ")
		}
		entries = append(entries, entry{id: "trait:" + slug(a), en: a, de: main, deVariants: strings.Join(variants, ", "),
			source: src, note: traitNote(a, main, p, it)})
	}
	return entries, mismatches, nil
}

// traitLines are one card's traits in both languages, the same number.
type traitLines struct {
	code   string
	en, de []string
}

// reordered returns the translated traits of l in the English order when
// the translation prints, in another order, exactly the traits the
// position counts of all cards (first) most often pair with the English
// ones; nil otherwise.
func reordered(l traitLines, first map[string]*counter) []string {
	out := make([]string, len(l.en))
	for i, a := range l.en {
		c := first[a]
		if c == nil {
			return nil
		}
		out[i] = c.mostCommon()
	}
	if slices.Equal(out, l.de) {
		return nil
	}
	if !slices.Equal(slices.Sorted(slices.Values(out)), slices.Sorted(slices.Values(l.de))) {
		return nil
	}
	return out
}

// traitNote says where the sources disagree about a trait.
func traitNote(a, main string, pairs, ital *counter) string {
	note := ""
	if len(pairs.n) > 1 {
		forms := append([]string(nil), pairs.order...)
		slices.Sort(forms)
		var parts []string
		for _, f := range forms {
			parts = append(parts, fmt.Sprintf("%s ×%d", f, pairs.n[f]))
		}
		note = "traits lines disagree: " + strings.Join(parts, ", ") + "; " + main + " chosen (most frequent or first)"
	} else if len(ital.n) > 0 && len(pairs.n) > 0 {
		var extra []string
		for f := range ital.n {
			if pairs.n[f] == 0 {
				extra = append(extra, f)
			}
		}
		if len(extra) > 0 {
			slices.Sort(extra)
			note = "texts also inflect: " + strings.Join(extra, ", ")
		}
	}
	switch a {
	case "The Citadel":
		note = "German traits line prints Citadel (not Zitadelle) and drops the article"
	case "Noble":
		note = "German trait is the adjective Adlig"
	}
	if len(pairs.n) == 0 {
		if note != "" {
			note += "; "
		}
		note += "only named in card texts, not on a traits line"
	}
	return note
}

var nonAlnum = regexp.MustCompile(`[^a-z0-9]+`)

// slug is a trait's id key: "Lord's Man" → "lords-man".
func slug(s string) string {
	s = strings.ReplaceAll(strings.ToLower(s), "'", "")
	return strings.Trim(nonAlnum.ReplaceAllString(s, "-"), "-")
}

// render writes the glossary of lang ("en" or "de"): the header, then the
// entries grouped under a comment per kind.
func render(entries []entry, lang string) []byte {
	h := header
	if lang == "de" {
		h = strings.Replace(h, "English glossary", "German glossary", 1)
	}
	lines := []string{h}
	kind := ""
	for _, e := range entries {
		k, _, _ := strings.Cut(e.id, ":")
		if k != kind {
			lines = append(lines, "", "# "+k)
			kind = k
		}
		cols := []string{e.id, e.en, e.enVariants, "", e.flags, e.source, e.note}
		if lang == "de" {
			cols = []string{e.id, e.de, e.deVariants, e.deForbidden, e.flags, e.source, e.note}
		}
		lines = append(lines, strings.TrimRight(strings.Join(cols, " | "), " \t\n\r\v\f"))
	}
	return []byte(strings.Join(lines, "\n") + "\n")
}

// italicWords are the texts of italic matches without the sentence's
// punctuation ("<i>Blessing.</i>", 08064: the full stop is not the trait's).
func italicWords(m [][]string) []string {
	out := make([]string, len(m))
	for i, x := range m {
		out[i] = strings.TrimRight(x[1], ".,;: ")
	}
	return out
}

// sameWordsFirst aligns German italics with English ones: a German word
// that same says translates one of the English words (spelled as it, or
// its translation on the traits lines) pairs with that word wherever it
// stands ("<i>Wildling</i> or <i>Winter</i>" is "<i>Winter</i> oder
// <i>Wildling</i>" in 07042; 13099 names Kingsguard, King and Queen in
// another order); the others keep their order.
func sameWordsFirst(en, de []string, same func(a, b string) bool) []string {
	out := make([]string, len(en))
	used := make([]bool, len(de))
	for i, a := range en {
		for j, b := range de {
			if !used[j] && same(a, b) {
				out[i], used[j] = b, true
				break
			}
		}
	}
	j := 0
	for i := range out {
		if out[i] != "" || en[i] == "" {
			continue
		}
		for j < len(de) && used[j] {
			j++
		}
		if j < len(de) {
			out[i], used[j] = de[j], true
		}
	}
	return out
}
