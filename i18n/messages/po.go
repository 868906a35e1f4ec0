package messages

import (
	"bytes"
	"fmt"
	"regexp"
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
var sections = []string{"messages", "words", "custom", "ui"}

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

// nChoice is a choice of forms by the number: {n:card|cards}.
var nChoice = regexp.MustCompile(`\{n:([^|{}]*)\|([^|{}]*)\}`)

// forms expands a template's number choices into its singular and plural
// form; ok is false when it has none.
func forms(t string) (one, many string, ok bool) {
	if !nChoice.MatchString(t) {
		return t, t, false
	}
	return nChoice.ReplaceAllString(t, "$1"), nChoice.ReplaceAllString(t, "$2"), true
}

// ExportPO writes the message catalog of lang as a PO file (msgids the
// English texts): one entry per key, msgctxt "<section>|<key>"; a text with
// number choices ({n:card|cards}) is a plural entry (msgid_plural, one
// msgstr per form). header is the PO header (nil: none).
func ExportPO(lang string, header []po.HeaderField) (*po.File, error) {
	en, _ := readCatalog(catalogEN)
	var tr map[string]string
	if lang != "en" {
		tr = map[string]string{}
		if src, ok := catalogs[lang]; ok {
			entries, _ := readCatalog(src)
			for _, e := range entries {
				tr[e.section+"\x00"+e.key] = e.value
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
		target := ""
		if tr != nil {
			target = tr[e.section+"\x00"+e.key]
		} else {
			target = e.value
		}
		if one, many, ok := forms(pe.ID); ok {
			pe.ID, pe.Plural = one, &many
			t1, t2, _ := forms(target)
			if target == "" {
				t2 = ""
			}
			pe.Str = []string{t1, t2}
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
			v, err := joinForms(pe.Str)
			if err != nil {
				ds = append(ds, diag.Errorf(CodePOEntry, r, "msgctxt %s not imported: %v", po.Quote(*pe.Context), err).
					WithHint("the log picks between two forms, for 1 and for any other number; write them so they differ in words, not in placeholders"))
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

// joinForms writes a plural entry's two forms as one template: the words
// where they differ become {n:one|many}.
func joinForms(strs []string) (string, error) {
	if len(strs) != 2 {
		return "", fmt.Errorf("%d plural forms; the log has two (1, and any other number)", len(strs))
	}
	one, many := strs[0], strs[1]
	if many == "" || one == many {
		return one, nil
	}
	a, b := strings.Split(one, " "), strings.Split(many, " ")
	pre := 0
	for pre < len(a) && pre < len(b) && a[pre] == b[pre] {
		pre++
	}
	suf := 0
	for suf < len(a)-pre && suf < len(b)-pre && a[len(a)-1-suf] == b[len(b)-1-suf] {
		suf++
	}
	var out []string
	out = append(out, a[:pre]...)
	if len(a)-pre-suf == len(b)-pre-suf {
		for i := pre; i < len(a)-suf; i++ {
			w, err := choice(a[i], b[i])
			if err != nil {
				return "", err
			}
			out = append(out, w)
		}
	} else {
		w, err := choice(strings.Join(a[pre:len(a)-suf], " "), strings.Join(b[pre:len(b)-suf], " "))
		if err != nil {
			return "", err
		}
		out = append(out, w)
	}
	out = append(out, a[len(a)-suf:]...)
	return strings.Join(out, " "), nil
}

func choice(x, y string) (string, error) {
	if x == y {
		return x, nil
	}
	if strings.ContainsAny(x+y, "{}|") {
		return "", fmt.Errorf("the forms differ in %q and %q, which hold a placeholder or |", x, y)
	}
	return "{n:" + x + "|" + y + "}", nil
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
