package syntax

import "strings"

// Quote returns the canonical string literal for s: double quotes, with the
// escapes \" \\ \n \t. The formatter, the importer and the translators'
// tools all write strings through it, so the language has one spelling of
// each string.
func Quote(s string) string {
	var b strings.Builder
	b.Grow(len(s) + 2)
	b.WriteByte('"')
	for _, r := range s {
		switch r {
		case '"':
			b.WriteString(`\"`)
		case '\\':
			b.WriteString(`\\`)
		case '\n':
			b.WriteString(`\n`)
		case '\t':
			b.WriteString(`\t`)
		default:
			b.WriteRune(r)
		}
	}
	b.WriteByte('"')
	return b.String()
}
