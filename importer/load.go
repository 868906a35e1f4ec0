package importer

import (
	"bytes"
	"encoding/json"
	"fmt"
	"path/filepath"
	"regexp"
	"strings"
)

// Kind says what a card data file holds.
type Kind int

// Kinds of card data files.
const (
	KindUnknown     Kind = iota
	KindPack             // an object with "code", "name" and "cards"
	KindTranslation      // an array of {code, name, traits, text, flavor}
	KindCycles           // an array of {id, name, packs}
	KindSchema           // a JSON schema of the data (skipped)
)

var reLangDir = regexp.MustCompile(`^[a-z]{2}$`)

// LanguageOf guesses the language of a translation file from its path: a
// parent folder named by a two-letter code (de/TSC.json) or an infix
// (TSC.de.json). It returns "" when the path says nothing.
func LanguageOf(path string) string {
	base := filepath.Base(path)
	parts := strings.Split(base, ".")
	if len(parts) >= 3 && reLangDir.MatchString(parts[len(parts)-2]) {
		return parts[len(parts)-2]
	}
	dir := filepath.Base(filepath.Dir(path))
	if reLangDir.MatchString(dir) {
		return dir
	}
	return ""
}

// Add reads one card data file into the input. lang names the language of
// a translation file ("" = guess from the path with LanguageOf).
func (in *Input) Add(path string, data []byte, lang string) (Kind, error) {
	t := bytes.TrimSpace(data)
	if len(t) == 0 {
		return KindUnknown, fmt.Errorf("%s: empty file", path)
	}
	switch t[0] {
	case '{':
		var probe map[string]json.RawMessage
		if json.Unmarshal(t, &probe) == nil && probe["cards"] == nil && (probe["properties"] != nil || probe["$schema"] != nil) {
			return KindSchema, nil
		}
		var p Pack
		dec := json.NewDecoder(bytes.NewReader(t))
		if err := dec.Decode(&p); err != nil {
			return KindUnknown, fmt.Errorf("%s: not a pack file: %v", path, err)
		}
		if p.Code == "" || p.Cards == nil {
			return KindUnknown, fmt.Errorf("%s: not a pack file: want an object with \"code\", \"name\" and \"cards\"", path)
		}
		in.Packs = append(in.Packs, p)
		return KindPack, nil
	case '[':
		var raw []map[string]json.RawMessage
		if err := json.Unmarshal(t, &raw); err != nil {
			return KindUnknown, fmt.Errorf("%s: %v", path, err)
		}
		if len(raw) > 0 && raw[0]["packs"] != nil {
			var cs []struct {
				ID    string   `json:"id"`
				Name  string   `json:"name"`
				Packs []string `json:"packs"`
			}
			if err := json.Unmarshal(t, &cs); err != nil {
				return KindUnknown, fmt.Errorf("%s: not a cycles file: %v", path, err)
			}
			in.addCycles(cs)
			return KindCycles, nil
		}
		var ts []Translation
		if err := json.Unmarshal(t, &ts); err != nil {
			return KindUnknown, fmt.Errorf("%s: not a translation file: %v", path, err)
		}
		if lang == "" {
			lang = LanguageOf(path)
		}
		if lang == "" {
			return KindUnknown, fmt.Errorf("%s: a translation file, but its language is not in its path (use de/%s or %s)", path, filepath.Base(path), strings.TrimSuffix(filepath.Base(path), ".json")+".de.json")
		}
		if languages[lang] == nil {
			return KindUnknown, fmt.Errorf("%s: no text splitter for language %q (known: de)", path, lang)
		}
		if in.Translations == nil {
			in.Translations = map[string][]Translation{}
		}
		in.Translations[lang] = append(in.Translations[lang], ts...)
		return KindTranslation, nil
	}
	return KindUnknown, fmt.Errorf("%s: not card data (want a JSON object or array)", path)
}

// addCycles adds cycles of a cycles.json the built-in table lacks. Known
// cycles keep their ids (dance-of-shadows, not the data's "dos").
func (in *Input) addCycles(cs []struct {
	ID    string   `json:"id"`
	Name  string   `json:"name"`
	Packs []string `json:"packs"`
}) {
	if in.Cycles == nil {
		in.Cycles = KnownCycles()
	}
	for _, c := range cs {
		known := false
		for _, k := range in.Cycles {
			for _, p := range k.Packs {
				for _, q := range c.Packs {
					known = known || p == q
				}
			}
		}
		if !known && len(c.Packs) > 0 {
			in.Cycles = append(in.Cycles, Cycle{ID: slug(c.Name), Name: c.Name, Packs: c.Packs})
		}
	}
}
