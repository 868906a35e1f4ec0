package cards

// The translation glossaries of the card library live in i18n/: one file per
// language (en.glossary, de.glossary), one term per line, joined across
// languages by the entry id. Package i18n parses them and checks card texts
// against them; this package only ships the bytes.

import (
	"embed"
	"io/fs"
	"sort"
	"strings"
)

//go:embed i18n/*.glossary i18n/*.words.gz i18n/*.numbers
var glossaries embed.FS

// glossaryDir is the folder of the glossaries in glossaries.
const glossaryDir = "i18n"

// GlossaryFS returns the embedded glossary files, named <lang>.glossary.
func GlossaryFS() fs.FS {
	sub, _ := fs.Sub(glossaries, glossaryDir)
	return sub
}

// Glossary returns the file name and contents of the glossary for lang
// ("en", "de").
func Glossary(lang string) (name string, src []byte, err error) {
	name = lang + ".glossary"
	src, err = glossaries.ReadFile(glossaryDir + "/" + name)
	return name, src, err
}

// GlossaryLanguages lists the languages that have a glossary, sorted.
func GlossaryLanguages() []string {
	entries, _ := glossaries.ReadDir(glossaryDir)
	var langs []string
	for _, e := range entries {
		if lang, ok := strings.CutSuffix(e.Name(), ".glossary"); ok {
			langs = append(langs, lang)
		}
	}
	sort.Strings(langs)
	return langs
}

// Dictionary returns a language's spelling list (gzip, one word a line)
// and number table (cards/i18n/<lang>.words.gz, <lang>.numbers, written
// by `go generate ./i18n`); nil where the language has none.
func Dictionary(lang string) (words, numbers []byte) {
	words, _ = glossaries.ReadFile(glossaryDir + "/" + lang + ".words.gz")
	numbers, _ = glossaries.ReadFile(glossaryDir + "/" + lang + ".numbers")
	return words, numbers
}
