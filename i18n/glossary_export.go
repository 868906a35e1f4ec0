package i18n

import (
	"encoding/csv"
	"encoding/xml"
	"fmt"
	"strings"
)

// Skeleton writes the glossary a new language starts from: the header of
// the format and, for every entry of the source glossary, the line to fill
// in, commented out ("#? keyword:shadow |  |  |  |  | en: Shadow |"). A
// translator writes the term and removes "#? ".
func Skeleton(src *Glossary, lang string) []byte {
	var b strings.Builder
	fmt.Fprintf(&b, "# %s glossary for Thronescript card texts (started by `throne i18n init %s`).\n", lang, lang)
	b.WriteString(`#
# One entry per line:  id | term | variants | forbidden | flags | source | note
# (see cards/i18n/de.glossary for the format). Each line below names a term
# of the ` + src.Lang + ` glossary: write its term as printed on the cards of this
# language after the first "|" and remove the leading "#? ". A glossary
# with the language's keywords, labels and traits lets ` + "`throne i18n check`" + `
# compare translated texts with the cards.
#
# While the language is being translated it is partial: cards without its
# text are progress (throne i18n status counts them), not errors of
# throne i18n check. Write complete when every card is translated.
language:status | partial
`)
	kind := ""
	for _, e := range src.Entries {
		if e.Kind == KindLanguage {
			continue // the new language's own status is written above
		}
		if e.Kind != kind {
			kind = e.Kind
			fmt.Fprintf(&b, "\n# %s\n", kind)
		}
		fmt.Fprintf(&b, "#? %s |  |  |  |  | %s: %s |\n", e.ID, src.Lang, e.Term)
	}
	return []byte(b.String())
}

// GlossaryCSV writes the glossaries of a source and a target language as
// one CSV table for translation tools (a row per id: id, kind, the source
// term, the target term, its variants, forbidden forms, note).
func GlossaryCSV(src, tgt *Glossary) ([]byte, error) {
	var b strings.Builder
	w := csv.NewWriter(&b)
	rows := [][]string{{"id", "kind", src.Lang, tgt.Lang, tgt.Lang + " variants", tgt.Lang + " forbidden", "note"}}
	for _, e := range src.Entries {
		row := []string{e.ID, e.Kind, e.Term, "", "", "", ""}
		if t := tgt.Entry(e.ID); t != nil {
			row[3], row[4], row[5], row[6] = t.Term, strings.Join(t.Variants, ", "), strings.Join(t.Forbidden, ", "), t.Note
		}
		rows = append(rows, row)
	}
	if err := w.WriteAll(rows); err != nil {
		return nil, err
	}
	return []byte(b.String()), nil
}

// GlossaryTBX writes the glossaries of a source and a target language as
// a TBX-Basic termbase (ISO 30042): one concept entry per id, a language
// section per language, the canonical term preferred, variants admitted,
// forbidden forms deprecated.
func GlossaryTBX(src, tgt *Glossary) ([]byte, error) {
	type termNote struct {
		Type  string `xml:"type,attr"`
		Value string `xml:",chardata"`
	}
	type tig struct {
		Term     string     `xml:"term"`
		TermNote []termNote `xml:"termNote"`
	}
	type langSet struct {
		Lang string `xml:"xml:lang,attr"`
		Tig  []tig  `xml:"tig"`
	}
	type descrip struct {
		Type  string `xml:"type,attr"`
		Value string `xml:",chardata"`
	}
	type termEntry struct {
		ID       string    `xml:"id,attr"`
		Descrip  []descrip `xml:"descrip"`
		LangSets []langSet `xml:"langSet"`
	}
	status := func(s string) []termNote { return []termNote{{"administrativeStatus", s}} }
	set := func(e *Entry, lang string) langSet {
		ls := langSet{Lang: lang, Tig: []tig{{Term: e.Term, TermNote: status("preferredTerm-admn-sts")}}}
		for _, v := range e.Variants {
			ls.Tig = append(ls.Tig, tig{Term: v, TermNote: status("admittedTerm-admn-sts")})
		}
		for _, f := range e.Forbidden {
			ls.Tig = append(ls.Tig, tig{Term: f, TermNote: status("deprecatedTerm-admn-sts")})
		}
		return ls
	}
	var entries []termEntry
	for _, e := range src.Entries {
		te := termEntry{ID: e.ID, Descrip: []descrip{{"subjectField", e.Kind}}, LangSets: []langSet{set(e, src.Lang)}}
		if t := tgt.Entry(e.ID); t != nil {
			te.LangSets = append(te.LangSets, set(t, tgt.Lang))
			if t.Note != "" {
				te.Descrip = append(te.Descrip, descrip{"definition", t.Note})
			}
		}
		entries = append(entries, te)
	}
	body, err := xml.MarshalIndent(struct {
		XMLName xml.Name `xml:"martif"`
		Type    string   `xml:"type,attr"`
		Lang    string   `xml:"xml:lang,attr"`
		Header  struct {
			Title string `xml:"fileDesc>titleStmt>title"`
		} `xml:"martifHeader"`
		Entries []termEntry `xml:"text>body>termEntry"`
	}{Type: "TBX-Basic", Lang: src.Lang, Header: struct {
		Title string `xml:"fileDesc>titleStmt>title"`
	}{"Thronescript glossary " + src.Lang + "–" + tgt.Lang}, Entries: entries}, "", "  ")
	if err != nil {
		return nil, err
	}
	return []byte(xml.Header + string(body) + "\n"), nil
}
