// Package po reads and writes gettext PO files, and maps card texts to PO
// entries and back for translators.
//
// The writer wraps strings and references as gettext does (79 columns,
// wrap.go): what `msgcat` and `msgmerge` write of an exported file is the
// same bytes, so a round trip through translators' tools changes only the
// entries they changed. Reading what the writer wrote and writing it again
// gives the same bytes. The reader accepts any wrapping, and reports malformed input as
// diagnostics with line and column; it never panics.
package po

import (
	"fmt"
	"io"
	"strings"

	"github.com/thronescript/thronescript/dsl/diag"
)

// File is a PO file: its entries in order. The header, when present, is
// the first entry with an empty msgid and no msgctxt.
type File struct {
	Entries []*Entry
}

// Entry is one PO message with its comments.
type Entry struct {
	Comments    []string // translator comments ("# …")
	Extracted   []string // extracted comments ("#. …")
	References  []string // source references ("#: file:line"), one per item
	Flags       []string // flags ("#, fuzzy, c-format")
	PrevContext *string  // previous msgctxt ("#| msgctxt")
	PrevID      *string  // previous msgid ("#| msgid")
	PrevPlural  *string  // previous msgid_plural ("#| msgid_plural")
	Context     *string  // msgctxt, nil when absent
	ID          string   // msgid
	Plural      *string  // msgid_plural, nil when absent
	Str         []string // msgstr, or msgstr[0], msgstr[1], … when Plural is set
	Obsolete    bool     // written with "#~"
	Pos         diag.Pos // where the entry starts (reading only)

	endLine int // the last line read into the entry (reading only)
}

// IsHeader reports whether e is the header entry.
func (e *Entry) IsHeader() bool { return e.ID == "" && e.Context == nil && !e.Obsolete }

// HasFlag reports whether e carries the flag ("fuzzy", …).
func (e *Entry) HasFlag(flag string) bool {
	for _, f := range e.Flags {
		if f == flag {
			return true
		}
	}
	return false
}

// Translation returns msgstr (msgstr[0] for plural entries).
func (e *Entry) Translation() string {
	if len(e.Str) == 0 {
		return ""
	}
	return e.Str[0]
}

// Key returns the identity of the entry within a file: msgctxt and msgid.
func (e *Entry) Key() string {
	ctx := "\x00"
	if e.Context != nil {
		ctx = *e.Context
	}
	return ctx + "\x04" + e.ID
}

// Header returns the header entry, or nil.
func (f *File) Header() *Entry {
	for _, e := range f.Entries {
		if e.IsHeader() {
			return e
		}
	}
	return nil
}

// Bytes returns the file in PO syntax.
func (f *File) Bytes() []byte {
	var b strings.Builder
	for i, e := range f.Entries {
		if i > 0 {
			b.WriteByte('\n')
		}
		writeEntry(&b, e)
	}
	return []byte(b.String())
}

// WriteTo writes the file in PO syntax.
func (f *File) WriteTo(w io.Writer) (int64, error) {
	n, err := w.Write(f.Bytes())
	return int64(n), err
}

func writeEntry(b *strings.Builder, e *Entry) {
	writeComments(b, "#", e.Comments)
	writeComments(b, "#.", e.Extracted)
	writeReferences(b, e.References)
	if len(e.Flags) > 0 {
		b.WriteString("#, " + strings.Join(e.Flags, ", ") + "\n")
	}
	prefix, prev := "", "#| "
	if e.Obsolete {
		prefix, prev = "#~ ", "#~| "
	}
	if e.PrevContext != nil {
		writeString(b, prev, "msgctxt", *e.PrevContext)
	}
	if e.PrevID != nil {
		writeString(b, prev, "msgid", *e.PrevID)
	}
	if e.PrevPlural != nil {
		writeString(b, prev, "msgid_plural", *e.PrevPlural)
	}
	if e.Context != nil {
		writeString(b, prefix, "msgctxt", *e.Context)
	}
	writeString(b, prefix, "msgid", e.ID)
	if e.Plural != nil {
		writeString(b, prefix, "msgid_plural", *e.Plural)
		strs := e.Str
		if len(strs) == 0 {
			strs = []string{""}
		}
		for i, s := range strs {
			writeString(b, prefix, fmt.Sprintf("msgstr[%d]", i), s)
		}
		return
	}
	writeString(b, prefix, "msgstr", e.Translation())
}

// Quote returns s as a PO string literal. PO strings follow C (as gettext
// writes them): byte by byte, the escapes \" \\ \n \t \r \a \b \f \v,
// octal for any other control byte. The card language's quoter
// (dsl/syntax.Quote) knows only \" \\ \n \t (its lexer refuses any other
// escape), so the two spellings stay apart.
func Quote(s string) string {
	var b strings.Builder
	b.WriteByte('"')
	for i := 0; i < len(s); i++ {
		c := s[i]
		if k := strings.IndexByte(cEscaped, c); k >= 0 {
			b.WriteByte('\\')
			b.WriteByte(cEscapeLetters[k])
		} else if c < 0x20 || c == 0x7f {
			fmt.Fprintf(&b, `\%03o`, c)
		} else {
			b.WriteByte(c)
		}
	}
	b.WriteByte('"')
	return b.String()
}

// cEscaped lists the bytes Quote writes as a backslash and the letter at
// the same place in cEscapeLetters.
const (
	cEscaped       = "\"\\\n\t\r\a\b\f\v"
	cEscapeLetters = "\"\\ntrabfv"
)

// lines splits comments that hold newlines into one comment per line.
// writeComments writes a comment line of kind mark ("#" translator,
// "#." extracted) per line of cs; an empty line is the mark alone.
func writeComments(b *strings.Builder, mark string, cs []string) {
	for _, c := range lines(cs) {
		if c == "" {
			b.WriteString(mark + "\n")
		} else {
			b.WriteString(mark + " " + c + "\n")
		}
	}
}

func lines(cs []string) []string {
	var out []string
	for _, c := range cs {
		out = append(out, strings.Split(strings.ReplaceAll(c, "\r", ""), "\n")...)
	}
	return out
}
