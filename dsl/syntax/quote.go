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

// WriteValue writes v in its one canonical spelling, as the formatter
// prints it: a string through Quote, raw text in backquotes, a call,
// parentheses or a list with its items (their commas kept). v is inside
// depth blocks and brackets; deeper than a parsed file can be (MaxDepth)
// it writes "…".
func WriteValue(b *strings.Builder, v *Value, depth int) {
	if depth > MaxDepth {
		b.WriteString("…")
		return
	}
	switch v.Kind {
	case StringValue:
		b.WriteString(Quote(v.Text))
	case RawValue:
		b.WriteString("`" + v.Text + "`")
	case CallValue, ParenValue, ListValue:
		closer := ")"
		switch v.Kind {
		case CallValue:
			b.WriteString(v.Text + "(")
		case ParenValue:
			b.WriteByte('(')
		default:
			b.WriteByte('[')
			closer = "]"
		}
		for i, it := range v.Items {
			if i > 0 {
				b.WriteByte(' ')
			}
			WriteValue(b, it, depth+1)
			if it.Comma && i < len(v.Items)-1 {
				b.WriteByte(',')
			}
		}
		b.WriteString(closer)
	default:
		b.WriteString(v.Text)
	}
}
