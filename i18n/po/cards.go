package po

import (
	"fmt"
	"strings"
	"time"

	"github.com/thronescript/thronescript/dsl/diag"
)

// Unit is one translatable text of a card: the title, traits line, keyword
// line, flavor, or one ability's text. Units are what `throne i18n export`
// collects from the card files and what `import` writes back.
type Unit struct {
	Code      string   // card code, e.g. "11002"
	Field     string   // "title", "traits", "keywords", "flavor" or "ability:<id>"
	Source    string   // the source-language (English) text: msgid
	Target    string   // the translation, "" when untranslated: msgstr
	Refs      []string // where the translation lives or belongs: "cards/…/x.de.card:12"
	Notes     []string // extracted comments for the translator: card stats, context
	Comments  []string // translator comments, kept from an imported file
	Flags     []string // "fuzzy", …
	Previous  *string  // the previous msgid of a fuzzy entry
	PrevField *string  // the previous msgctxt, when it changed
	Pos       diag.Pos // where the entry starts in the PO file (import only)
}

// Context returns the msgctxt of a card field: "11002|title",
// "11002|ability:forced-interrupt".
func Context(code, field string) string { return code + "|" + field }

// ParseContext splits a msgctxt made by Context. It reports false when ctx
// is not of the form "<code>|<field>" with a known field kind.
func ParseContext(ctx string) (code, field string, ok bool) {
	code, field, ok = strings.Cut(ctx, "|")
	if !ok || code == "" || strings.ContainsAny(code, " |") {
		return "", "", false
	}
	switch field {
	case "title", "traits", "keywords", "flavor":
		return code, field, true
	}
	if id, isAbility := strings.CutPrefix(field, "ability:"); isAbility && id != "" && !strings.ContainsAny(id, " |") {
		return code, field, true
	}
	return "", "", false
}

// HeaderField is one "Name: value" line of the header entry.
type HeaderField struct {
	Name, Value string
}

// Header builds the standard header fields for a translation into lang.
// Dates are passed in (never read from the clock here): the CLI passes
// the time of the export, tests a fixed one (see Date).
func Header(project, lang, creationDate, revisionDate, translator, team string) []HeaderField {
	return []HeaderField{
		{"Project-Id-Version", project},
		{"Report-Msgid-Bugs-To", ""},
		{"POT-Creation-Date", creationDate},
		{"PO-Revision-Date", revisionDate},
		{"Last-Translator", translator},
		{"Language-Team", team},
		{"Language", lang},
		{"MIME-Version", "1.0"},
		{"Content-Type", "text/plain; charset=UTF-8"},
		{"Content-Transfer-Encoding", "8bit"},
		{"Plural-Forms", PluralForms(lang)},
	}
}

// TemplateHeader builds the header of a POT template, with gettext's
// placeholders for what the translator fills in.
func TemplateHeader(project, creationDate string) []HeaderField {
	return []HeaderField{
		{"Project-Id-Version", project},
		{"Report-Msgid-Bugs-To", ""},
		{"POT-Creation-Date", creationDate},
		{"PO-Revision-Date", "YEAR-MO-DA HO:MI+ZONE"},
		{"Last-Translator", "FULL NAME <EMAIL@ADDRESS>"},
		{"Language-Team", "LANGUAGE <LL@li.org>"},
		{"Language", ""},
		{"MIME-Version", "1.0"},
		{"Content-Type", "text/plain; charset=UTF-8"},
		{"Content-Transfer-Encoding", "8bit"},
		{"Plural-Forms", "nplurals=INTEGER; plural=EXPRESSION;"},
	}
}

// Date formats a time as PO headers write dates ("2026-11-25 07:10+0000").
func Date(t time.Time) string { return t.Format("2006-01-02 15:04-0700") }

// PluralForms is the Plural-Forms header of a language (gettext's table
// for the languages it knows; two forms, one for n = 1, otherwise).
func PluralForms(lang string) string {
	switch BaseLang(lang) {
	case "fr", "pt_BR", "tr":
		return "nplurals=2; plural=(n > 1);"
	case "ja", "ko", "zh", "vi", "th", "id":
		return "nplurals=1; plural=0;"
	case "ru", "uk":
		return "nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);"
	case "pl":
		return "nplurals=3; plural=(n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);"
	}
	return "nplurals=2; plural=(n != 1);"
}

// BaseLang reduces a header's or a locale's language ("de_DE",
// "de-DE.UTF-8", "de_DE@euro") to its language code ("de"); "pt_BR" and
// "zh_TW"-like codes whose region matters are kept with the region.
func BaseLang(lang string) string {
	lang = strings.TrimSpace(lang)
	if i := strings.IndexAny(lang, ".@"); i >= 0 {
		lang = lang[:i]
	}
	lang = strings.ReplaceAll(lang, "-", "_")
	code, region, ok := strings.Cut(lang, "_")
	code = strings.ToLower(code)
	if ok && (code == "pt" || code == "zh") && region != "" {
		return code + "_" + strings.ToUpper(region)
	}
	return code
}

// HeaderEntry makes the header entry from fields.
func HeaderEntry(fields []HeaderField) *Entry {
	var b strings.Builder
	for _, f := range fields {
		b.WriteString(f.Name + ": " + f.Value + "\n")
	}
	return &Entry{Str: []string{b.String()}}
}

// HeaderFields parses the fields of a header entry's msgstr.
func HeaderFields(msgstr string) []HeaderField {
	out := []HeaderField{}
	for _, line := range strings.Split(msgstr, "\n") {
		if name, value, ok := strings.Cut(line, ":"); ok {
			out = append(out, HeaderField{strings.TrimSpace(name), strings.TrimSpace(value)})
		}
	}
	return out
}

// Export makes a PO file from a header and units, in the order given.
func Export(header []HeaderField, units []Unit) *File {
	f := &File{}
	if header != nil {
		f.Entries = append(f.Entries, HeaderEntry(header))
	}
	for _, u := range units {
		ctx := Context(u.Code, u.Field)
		f.Entries = append(f.Entries, &Entry{
			Comments:    u.Comments,
			Extracted:   u.Notes,
			References:  u.Refs,
			Flags:       u.Flags,
			PrevContext: u.PrevField,
			PrevID:      u.Previous,
			Context:     &ctx,
			ID:          u.Source,
			Str:         []string{u.Target},
		})
	}
	return f
}

// ImportResult is what Import found in a PO file.
type ImportResult struct {
	Header []HeaderField
	Units  []Unit   // entries that name an existing card field
	Stale  []*Entry // entries whose msgctxt no longer names a card field
	Diags  diag.Diagnostics
}

// Import turns the entries of f into units. known reports whether a card
// field still exists; entries for fields that do not are returned in Stale
// and reported as warnings. Obsolete entries (#~) are ignored. Entries
// without msgctxt, or with one that is not "<code>|<field>", are errors.
func Import(f *File, known func(code, field string) bool) *ImportResult {
	res := &ImportResult{}
	seen := map[string]int{} // msgctxt → line
	for _, e := range f.Entries {
		if e.Obsolete {
			continue
		}
		r := diag.Range{Start: e.Pos, End: e.Pos}
		r.End.Column++
		if e.IsHeader() {
			res.Header = HeaderFields(e.Translation())
			continue
		}
		if e.Context == nil {
			res.Diags = append(res.Diags, diag.Errorf(CodeContext, r, "entry %s has no msgctxt", Quote(e.ID)).
				WithHint(`card entries have msgctxt "<code>|<field>", e.g. "11002|title"`))
			continue
		}
		code, field, ok := ParseContext(*e.Context)
		if !ok {
			res.Diags = append(res.Diags, diag.Errorf(CodeContext, r, "msgctxt %s is not \"<code>|<field>\"", Quote(*e.Context)).
				WithHint("fields are title, traits, keywords, flavor and ability:<id>"))
			continue
		}
		if line, dup := seen[*e.Context]; dup {
			res.Diags = append(res.Diags, diag.Errorf(CodeDuplicate, r, "msgctxt %s already appears on line %d", Quote(*e.Context), line).
				WithHint("each card field has one entry; delete one of them"))
			continue
		}
		seen[*e.Context] = e.Pos.Line
		if known != nil && !known(code, field) {
			res.Stale = append(res.Stale, e)
			res.Diags = append(res.Diags, diag.Warningf(CodeStale, r, "msgctxt %s names no card field any more", Quote(*e.Context)).
				WithHint("the card or ability was removed or renamed; move the translation by hand"))
			continue
		}
		res.Units = append(res.Units, Unit{
			Code: code, Field: field, Source: e.ID, Target: e.Translation(),
			Refs: e.References, Notes: e.Extracted, Comments: e.Comments, Flags: e.Flags,
			Previous: e.PrevID, PrevField: e.PrevContext, Pos: e.Pos,
		})
	}
	return res
}

// Merge updates the translations of old with the fresh units of an export
// (like msgmerge): each fresh unit takes the translation, translator
// comments and flags of the old entry with the same msgctxt. When the
// source text changed, the entry is marked fuzzy and keeps the old msgid
// as its previous msgid (#|). Old entries with no fresh unit are returned
// as obsolete entries at the end of the file.
func Merge(old *File, header []HeaderField, fresh []Unit) *File {
	byCtx := map[string]*Entry{}
	if old != nil {
		for _, e := range old.Entries {
			if e.Context != nil && !e.Obsolete {
				byCtx[*e.Context] = e
			}
		}
	}
	used := map[*Entry]bool{}
	units := make([]Unit, len(fresh))
	for i, u := range fresh {
		e := byCtx[Context(u.Code, u.Field)]
		if e != nil {
			used[e] = true
			u.Target = e.Translation()
			u.Comments = e.Comments
			u.Flags = e.Flags
			u.Previous = e.PrevID
			if e.ID != u.Source && e.Translation() != "" {
				prev := e.ID
				u.Previous = &prev
				if !e.HasFlag("fuzzy") {
					u.Flags = append([]string{"fuzzy"}, e.Flags...)
				}
			}
		}
		units[i] = u
	}
	f := Export(header, units)
	if old != nil {
		for _, e := range old.Entries {
			if e.Context != nil && !e.Obsolete && !used[e] && e.Translation() != "" {
				gone := *e
				gone.Obsolete = true
				f.Entries = append(f.Entries, &gone)
			}
		}
	}
	return f
}

// String describes a unit for test failures and logs.
func (u Unit) String() string {
	return fmt.Sprintf("%s %q → %q", Context(u.Code, u.Field), u.Source, u.Target)
}
