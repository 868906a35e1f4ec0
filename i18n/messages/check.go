package messages

import (
	"regexp"
	"slices"
	"strings"

	"github.com/thronescript/thronescript/dsl/diag"
	"github.com/thronescript/thronescript/i18n/po"
	"github.com/thronescript/thronescript/rules"
)

// Diagnostic codes of the catalog check.
const (
	CodeUntranslated = "E0861" // a text the catalog leaves to English (warning)
	CodeUnknownCase  = "E0862" // {card:xyz} with a case the grammar does not list
)

// caseChoice is a placeholder asking for a case: {card:dat}, {owner:acc}.
var caseChoice = regexp.MustCompile(`\{(card|card2|actor|other|owner|player):([^|{}]*)\}`)

// CheckCatalog checks a catalog file of a language against the English
// one: each text it leaves untranslated (the log shows it in English) is
// a warning; a translation with a placeholder the English text lacks, or
// a case its [grammar] does not list, is an error. name is the file's name
// in the diagnostics.
func CheckCatalog(name string, src []byte) diag.Diagnostics {
	var ds diag.Diagnostics
	entries, lines := readCatalog(src)
	at := func(line, col, n int) diag.Range {
		off := col - 1
		for _, l := range lines[:min(line-1, len(lines))] {
			off += len(l)
		}
		return diag.Range{Start: diag.Pos{Filename: name, Offset: off, Line: line, Column: col},
			End: diag.Pos{Filename: name, Offset: off + n, Line: line, Column: col + n}}
	}
	if err := (&Catalog{Messages: rules.Catalog{}, Words: map[string]string{}, Custom: map[string]string{}, UI: map[string]string{}}).parse(src); err != nil {
		return append(ds, diag.Errorf(CodePOEntry, at(1, 1, 1), "the catalog cannot be read: %v", err))
	}
	var g Grammar
	for _, e := range entries {
		if e.section == "grammar" {
			_ = g.set(e.key, e.value)
		}
	}
	english := map[string]string{}
	en, _ := readCatalog(catalogEN)
	for _, e := range en {
		v := e.value
		if e.section == "custom" {
			v = e.key
		}
		english[e.section+"|"+e.key] = v
	}
	sectionLine := map[string]int{}
	for i, l := range lines {
		if s := strings.TrimSpace(l); strings.HasPrefix(s, "[") && strings.HasSuffix(s, "]") {
			sectionLine[s[1:len(s)-1]] = i + 1
		}
	}
	for _, e := range entries {
		eng, ok := english[e.section+"|"+e.key]
		if !ok || e.section == "grammar" {
			continue
		}
		col := strings.Index(lines[e.line], " = ") + 4
		if p := unknownPlaceholder(eng, e.value); p != "" {
			ds = append(ds, diag.Errorf(CodePOPlaceholder, at(e.line+1, col, len(e.value)), "[%s] %s has %s, which the English text does not", e.section, e.key, p).
				WithHint("use the placeholders of the English text: %s", strings.Join(placeholders(eng), " ")))
		}
		for _, m := range caseChoice.FindAllStringSubmatch(e.value, -1) {
			if !slices.Contains(g.Cases, m[2]) {
				known := "none: the catalog's [grammar] lists no cases"
				if len(g.Cases) > 0 {
					known = strings.Join(g.Cases, " ")
				}
				ds = append(ds, diag.Errorf(CodeUnknownCase, at(e.line+1, col, len(e.value)), "[%s] %s asks for the case %q of %s}", e.section, e.key, m[2], "{"+m[1]).
					WithHint("the cases of the catalog's [grammar]: %s", known))
			}
		}
	}
	for _, k := range Missing(src) {
		sec, key, _ := strings.Cut(k, "|")
		line := max(sectionLine[sec], 1)
		ds = append(ds, diag.Warningf(CodeUntranslated, at(line, 1, 1), "[%s] %s is not translated: the log shows %s", sec, key, po.Quote(english[k])).
			WithHint("translate it (throne i18n export --messages) or add `%s = …` to [%s]", key, sec))
	}
	return ds
}
