package messages

import (
	"fmt"
	"strings"
	"unicode/utf8"
)

// Printable returns s as a terminal may print it: a name, a deck's or a
// card's title or a log line made of them cannot move the cursor, clear
// the screen, set a window title, start another line or reorder the text
// around it. Control characters (C0 with tab and line breaks, DEL, C1,
// so ESC and CR/LF), the bidirectional embeddings, overrides, isolates and
// marks and the line and paragraph separators are written as Go escapes
// (\x1b, \n, \u202e), bytes that are not UTF-8 as \xNN; a string without
// any is returned as it is.
func Printable(s string) string {
	for i := 0; i < len(s); {
		r, n := utf8.DecodeRuneInString(s[i:])
		if unprintable(r, n) {
			return escape(s, i)
		}
		i += n
	}
	return s
}

// unprintable reports whether the rune r of size n is escaped.
func unprintable(r rune, n int) bool {
	switch {
	case r == utf8.RuneError && n == 1: // a byte that is not UTF-8
		return true
	case r < 0x20, r == 0x7f, r >= 0x80 && r < 0xa0: // C0, DEL, C1
		return true
	case r == 0x061c, r == 0x200e, r == 0x200f, // bidi marks
		r >= 0x202a && r <= 0x202e, // embeddings and overrides
		r >= 0x2066 && r <= 0x2069, // isolates
		r == 0x2028, r == 0x2029:   // line and paragraph separators
		return true
	}
	return false
}

// escape is Printable for s whose first rune to escape is at byte from.
func escape(s string, from int) string {
	var b strings.Builder
	b.Grow(len(s) + 8)
	b.WriteString(s[:from])
	for i := from; i < len(s); {
		r, n := utf8.DecodeRuneInString(s[i:])
		switch {
		case !unprintable(r, n):
			b.WriteString(s[i : i+n])
		case r == '\n':
			b.WriteString(`\n`)
		case r == '\r':
			b.WriteString(`\r`)
		case r == '\t':
			b.WriteString(`\t`)
		case n == 1:
			fmt.Fprintf(&b, `\x%02x`, s[i])
		default:
			fmt.Fprintf(&b, `\u%04x`, r)
		}
		i += n
	}
	return b.String()
}
