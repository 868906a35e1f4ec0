// Package i18n embeds the translation glossaries of the card library: one
// file per language (en.glossary, de.glossary), one term per line, joined
// across languages by the entry id. i18n parses them and checks card
// texts against them; this package only ships the bytes.
package i18n

import (
	"embed"
	"io/fs"
	"sort"
	"strings"
)

//go:embed *.glossary
var files embed.FS

// FS returns the embedded glossary files, named <lang>.glossary.
func FS() fs.FS { return files }

// Glossary returns the file name and contents of the glossary for lang
// ("en", "de").
func Glossary(lang string) (name string, src []byte, err error) {
	name = lang + ".glossary"
	src, err = files.ReadFile(name)
	return name, src, err
}

// Languages lists the languages that have a glossary, sorted.
func Languages() []string {
	entries, _ := files.ReadDir(".")
	var langs []string
	for _, e := range entries {
		if lang, ok := strings.CutSuffix(e.Name(), ".glossary"); ok {
			langs = append(langs, lang)
		}
	}
	sort.Strings(langs)
	return langs
}
