package messages

import (
	"bytes"
	"fmt"
	"regexp"
	"slices"
	"sort"
	"strings"

	"github.com/thronescript/thronescript/dsl/diag"
	"github.com/thronescript/thronescript/i18n/po"
)

// Diagnostic codes of the catalog import (their meanings are in the one
// code table, dsl/diag/codes.go).
const (
	CodePOEntry       = "E0859" // an entry that names no catalog key, or whose plural forms cannot be one template
	CodePOPlaceholder = "E0860" // a translation with a placeholder its English template does not have (not imported)
)

// sections are the catalog's sections, in file order.
var sections = []string{"messages", "words", "custom", "ui", "grammar"}

// sectionNotes explain each section's texts to a translator (extracted
// comments of the PO entries).
var sectionNotes = map[string]string{
	"messages": "A line of the game log. {actor} {other} {owner} {player}: players; {card} {card2}: card titles (\"a card (#n)\" when hidden); {n}: a number; {s} {s2}: words translated in their own entries. {card:one|many} picks a form by the grammatical number of the card's title.",
	"words":    "A word put into a log line for {s} or {s2} (a phase, an area, an ability kind, a token, a reason); \"message.word\" is the word in one message only. It may hold placeholders itself.",
	"custom":   "A log line written by a card or keyword definition: {actor} the player, {card} the card (hidden as \"a card (#n)\"), {n} a number.",
	"ui":       "A text of the terminal player (prompts, board, help). Named placeholders ({gold}, {actor}, …) are filled in; leading blanks indent it.",
}

// catalogEntry is one "key = value" line of a catalog file.
type catalogEntry struct {
	section, key, value string
	line                int // 0-based index in the file's lines
}

// readCatalog lists the entries of a catalog file with their lines.
func readCatalog(data []byte) ([]catalogEntry, []string) {
	lines := strings.SplitAfter(string(data), "\n")
	if n := len(lines); n > 0 && lines[n-1] == "" {
		lines = lines[:n-1]
	}
	var out []catalogEntry
	section := ""
	for i, l := range lines {
		s := strings.TrimSpace(l)
		switch {
		case s == "" || strings.HasPrefix(s, "#"):
		case strings.HasPrefix(s, "[") && strings.HasSuffix(s, "]"):
			section = s[1 : len(s)-1]
		default:
			if k, v, ok := strings.Cut(strings.TrimRight(l, "\r\n"), " = "); ok {
				v = strings.TrimRight(v, " \t")
				if section != "ui" {
					v = strings.TrimSpace(v)
				}
				out = append(out, catalogEntry{section, strings.TrimSpace(k), v, i})
			}
		}
	}
	return out, lines
}

// context is the msgctxt of a catalog entry: "messages|draws",
// "words|phase.plot"; custom templates are their own key (msgctxt
// "custom").
func context(section, key string) string {
	if section == "custom" {
		return "custom"
	}
	return section + "|" + key
}

// nChoice is a choice of forms by the number: {n:card|cards}, or as
// many forms as the language has ({n:f0|f1|f2}).
var nChoice = regexp.MustCompile(`\{n:([^{}]*\|[^{}]*)\}`)

// forms expands a template's number choices into one text per form
// (nplurals of them; a choice with fewer forms repeats its last); ok is
// false when it has none.
func forms(t string, nplurals int) ([]string, bool) {
	if !nChoice.MatchString(t) {
		return []string{t}, false
	}
	out := make([]string, nplurals)
	for i := range out {
		out[i] = nChoice.ReplaceAllStringFunc(t, func(m string) string {
			all := strings.Split(m[3:len(m)-1], "|")
			return all[min(i, len(all)-1)]
		})
	}
	return out, true
}

// pluralOf is the Plural-Forms of a catalog file's language: its
// [grammar] plural-forms, else gettext's for the language.
func pluralOf(lang string, catalog []byte) (string, *po.Plural) {
	entries, _ := readCatalog(catalog)
	for _, e := range entries {
		if e.section == "grammar" && e.key == "plural-forms" {
			if p, err := po.ParsePlural(e.value); err == nil {
				return e.value, p
			}
		}
	}
	s := po.PluralForms(lang)
	p, _ := po.ParsePlural(s)
	return s, p
}

// ExportPO writes the message catalog of lang as a PO file (msgids the
// English texts): one entry per key, msgctxt "<section>|<key>"; a text with
// number choices ({n:card|cards}) is a plural entry (msgid_plural, one
// msgstr per form). header is the PO header (nil: none).
func ExportPO(lang string, header []po.HeaderField) (*po.File, error) {
	return ExportPOFrom(lang, catalogs[lang], header)
}

// ExportPOFrom is ExportPO of a catalog file's text (a catalog being
// translated, not built in).
func ExportPOFrom(lang string, src []byte, header []po.HeaderField) (*po.File, error) {
	en, _ := readCatalog(catalogEN)
	var tr map[string]string
	nplurals := 2
	if lang != "en" {
		tr = map[string]string{}
		entries, _ := readCatalog(src)
		for _, e := range entries {
			tr[e.section+"\x00"+e.key] = e.value
		}
		forms, p := pluralOf(lang, src)
		nplurals = p.N
		for i := range header {
			if header[i].Name == "Plural-Forms" && header[i].Value == po.PluralForms(lang) {
				header[i].Value = forms // the catalog's own, if it has one
			}
		}
	}
	f := &po.File{}
	if header != nil {
		f.Entries = append(f.Entries, po.HeaderEntry(header))
	}
	for _, e := range en {
		ctx := context(e.section, e.key)
		pe := &po.Entry{Context: &ctx, ID: e.value, Extracted: []string{sectionNotes[e.section]},
			References: []string{fmt.Sprintf("i18n/messages/catalog.en.txt:%d", e.line+1)}}
		if e.section == "custom" {
			pe.ID = e.key
		}
		if e.section == "grammar" {
			continue // each language writes its own
		}
		target := ""
		if tr != nil {
			target = tr[e.section+"\x00"+e.key]
		} else {
			target = e.value
		}
		if ens, ok := forms(pe.ID, 2); ok {
			pe.ID, pe.Plural = ens[0], &ens[1]
			pe.Str, _ = forms(target, nplurals)
			if len(pe.Str) != nplurals { // no choice in the translation
				pe.Str = slices.Repeat([]string{target}, nplurals)
			}
		} else {
			pe.Str = []string{target}
		}
		f.Entries = append(f.Entries, pe)
	}
	return f, nil
}

// ImportPO writes the translations of a PO file (made by ExportPO) into a
// catalog file: the value of each key is replaced in place, a key the
// file lacks is added at the end of its section, comments and order stay.
// Empty and fuzzy entries (unless fuzzy) are skipped. An entry whose
// plural forms cannot be written as one template with {n:one|many}, or
// whose translation has a placeholder its English text lacks, is reported
// and not written. It returns the new file and the keys written.
func ImportPO(f *po.File, catalog []byte, fuzzy bool) ([]byte, []string, diag.Diagnostics) {
	var ds diag.Diagnostics
	en, _ := readCatalog(catalogEN)
	known := map[string]catalogEntry{}
	for _, e := range en {
		k := context(e.section, e.key)
		if e.section == "custom" {
			k += "\x00" + e.key
		}
		known[k] = e
	}
	set := map[string]string{} // section\x00key → value
	var written []string
	var g Grammar // the catalog's: the cases a placeholder may ask for
	entries, _ := readCatalog(catalog)
	for _, e := range entries {
		if e.section == "grammar" && e.key == "cases" {
			_ = g.set(e.key, e.value)
		}
	}
	// the number of plural forms: the PO header's Plural-Forms (written
	// into the catalog's [grammar]), else the catalog's, else two
	nplurals := 2
	if _, p := pluralOf("", catalog); p != nil {
		nplurals = p.N
	}
	if h := f.Header(); h != nil {
		for _, hf := range po.HeaderFields(h.Translation()) {
			if hf.Name != "Plural-Forms" || strings.Contains(hf.Value, "INTEGER") {
				continue
			}
			p, err := po.ParsePlural(hf.Value)
			if err != nil {
				r := diag.Range{Start: h.Pos, End: h.Pos}
				r.End.Column++
				ds = append(ds, diag.Errorf(CodePOEntry, r, "the header's Plural-Forms cannot be read: %v", err).
					WithHint("write it as gettext does: nplurals=2; plural=(n != 1);"))
				return catalog, nil, ds
			}
			nplurals = p.N
			if cur, _ := pluralOf("", catalog); cur != hf.Value {
				set["grammar\x00plural-forms"] = hf.Value
			}
		}
	}
	for _, pe := range f.Entries {
		if pe.IsHeader() || pe.Obsolete || pe.Context == nil {
			continue
		}
		r := diag.Range{Start: pe.Pos, End: pe.Pos}
		r.End.Column++
		k := *pe.Context
		if k == "custom" {
			k += "\x00" + pe.ID
		}
		e, ok := known[k]
		if !ok {
			ds = append(ds, diag.Warningf(CodePOEntry, r, "msgctxt %s names no catalog text", po.Quote(*pe.Context)).
				WithHint("the text was removed or renamed; move the translation by hand"))
			continue
		}
		if pe.Translation() == "" && (len(pe.Str) < 2 || pe.Str[1] == "") {
			continue
		}
		if pe.HasFlag("fuzzy") && !fuzzy {
			continue
		}
		value := pe.Translation()
		if pe.Plural != nil {
			v, err := joinForms(pe.Str, nplurals)
			if err != nil {
				ds = append(ds, diag.Errorf(CodePOEntry, r, "msgctxt %s not imported: %v", po.Quote(*pe.Context), err).
					WithHint("the log picks one of the forms by the number, as the header's Plural-Forms says; write them so they differ in words, not in placeholders"))
				continue
			}
			value = v
		}
		english := e.value
		if e.section == "custom" {
			english = e.key
		}
		if p := unknownPlaceholder(english, value); p != "" {
			ds = append(ds, diag.Errorf(CodePOPlaceholder, r, "msgctxt %s not imported: the translation has %s, which the English text does not", po.Quote(*pe.Context), p).
				WithHint("use the placeholders of the English text: %s", strings.Join(placeholders(english), " ")))
			continue
		}
		if m := caseChoice.FindStringSubmatch(value); m != nil && !slices.Contains(g.Cases, m[2]) {
			ds = append(ds, diag.Errorf(CodeUnknownCase, r, "msgctxt %s not imported: %s asks for the case %q, which the catalog's [grammar] does not list", po.Quote(*pe.Context), m[0], m[2]).
				WithHint("list the language's cases in the catalog's [grammar] (cases = …), or write the placeholder without one"))
			continue
		}
		set[e.section+"\x00"+e.key] = value
		written = append(written, *pe.Context+keySuffix(e))
	}
	return rewriteCatalog(catalog, set), written, ds
}

func keySuffix(e catalogEntry) string {
	if e.section == "custom" {
		return " " + po.Quote(e.key)
	}
	return ""
}

// joinForms writes a plural entry's forms (nplurals of them) as one
// template: the words where they differ become {n:f0|f1|…}.
func joinForms(strs []string, nplurals int) (string, error) {
	if len(strs) != nplurals {
		return "", fmt.Errorf("%d plural forms; the language has %d (its Plural-Forms)", len(strs), nplurals)
	}
	if slices.Contains(strs[1:], "") || !slices.ContainsFunc(strs, func(s string) bool { return s != strs[0] }) {
		return strs[0], nil
	}
	words := make([][]string, len(strs))
	for i, s := range strs {
		words[i] = strings.Split(s, " ")
	}
	shortest := slices.MinFunc(words, func(a, b []string) int { return len(a) - len(b) })
	same := func(at func(w []string) string) bool {
		for _, w := range words[1:] {
			if at(w) != at(words[0]) {
				return false
			}
		}
		return true
	}
	pre := 0
	for pre < len(shortest) && same(func(w []string) string { return w[pre] }) {
		pre++
	}
	suf := 0
	for suf < len(shortest)-pre && same(func(w []string) string { return w[len(w)-1-suf] }) {
		suf++
	}
	mid := func(w []string) []string { return w[pre : len(w)-suf] }
	var out []string
	out = append(out, words[0][:pre]...)
	if slices.IndexFunc(words, func(w []string) bool { return len(w) != len(words[0]) }) < 0 {
		for i := pre; i < len(words[0])-suf; i++ {
			var alt []string
			for _, w := range words {
				alt = append(alt, w[i])
			}
			c, err := choice(alt)
			if err != nil {
				return "", err
			}
			out = append(out, c)
		}
	} else {
		var alt []string
		for _, w := range words {
			alt = append(alt, strings.Join(mid(w), " "))
		}
		c, err := choice(alt)
		if err != nil {
			return "", err
		}
		out = append(out, c)
	}
	out = append(out, words[0][len(words[0])-suf:]...)
	return strings.Join(out, " "), nil
}

func choice(alt []string) (string, error) {
	if !slices.ContainsFunc(alt, func(s string) bool { return s != alt[0] }) {
		return alt[0], nil
	}
	if slices.ContainsFunc(alt, func(s string) bool { return strings.ContainsAny(s, "{}|") }) {
		return "", fmt.Errorf("the forms differ in %q, which hold a placeholder or |", strings.Join(alt, `", "`))
	}
	return "{n:" + strings.Join(alt, "|") + "}", nil
}

var placeholder = regexp.MustCompile(`\{[a-z0-9]+\}`)

func placeholders(t string) []string {
	seen := map[string]bool{}
	var out []string
	for _, p := range placeholder.FindAllString(t, -1) {
		if !seen[p] {
			seen[p] = true
			out = append(out, p)
		}
	}
	sort.Strings(out)
	return out
}

// unknownPlaceholder returns a placeholder of tr that en does not have.
func unknownPlaceholder(en, tr string) string {
	for _, p := range placeholder.FindAllString(tr, -1) {
		if !strings.Contains(en, p) {
			return p
		}
	}
	return ""
}

// rewriteCatalog sets values in a catalog file, keeping everything else.
func rewriteCatalog(data []byte, set map[string]string) []byte {
	entries, lines := readCatalog(data)
	done := map[string]bool{}
	for _, e := range entries {
		k := e.section + "\x00" + e.key
		v, ok := set[k]
		if !ok {
			continue
		}
		done[k] = true
		nl := "\n"
		if !strings.HasSuffix(lines[e.line], "\n") {
			nl = ""
		}
		lines[e.line] = e.key + " = " + v + nl
	}
	// keys the file lacks: at the end of their section (a new section at
	// the end of the file)
	var b bytes.Buffer
	missing := map[string][]string{}
	for k, v := range set {
		if !done[k] {
			sec, key, _ := strings.Cut(k, "\x00")
			missing[sec] = append(missing[sec], key+" = "+v+"\n")
		}
	}
	for sec := range missing {
		sort.Strings(missing[sec])
	}
	section := ""
	flush := func() {
		if ls := missing[section]; len(ls) > 0 {
			for _, l := range ls {
				b.WriteString(l)
			}
			delete(missing, section)
		}
	}
	for _, l := range lines {
		s := strings.TrimSpace(l)
		if strings.HasPrefix(s, "[") && strings.HasSuffix(s, "]") {
			flush()
			section = s[1 : len(s)-1]
		}
		b.WriteString(l)
	}
	if b.Len() > 0 && !bytes.HasSuffix(b.Bytes(), []byte("\n")) {
		b.WriteByte('\n')
	}
	flush()
	for _, sec := range sections {
		if ls := missing[sec]; len(ls) > 0 {
			fmt.Fprintf(&b, "\n[%s]\n", sec)
			for _, l := range ls {
				b.WriteString(l)
			}
		}
	}
	return b.Bytes()
}
