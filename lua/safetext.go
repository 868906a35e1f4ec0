package lua

import (
	"fmt"
	"strings"
	"unicode/utf8"
)

// MaxText bounds the text a hook hands the game in one string (a log
// line, a prompt, an error message), in bytes after SafeText.
const MaxText = 1000

// SafeText returns s made safe to show on a terminal or in one line of a
// log: every character that could move the cursor, start an escape
// sequence, break the line or reorder what is shown — C0 and C1 control
// characters (CR, LF, ESC, …), DEL, Unicode line and paragraph separators
// and bidirectional formatting characters (U+061C, U+200E, U+200F,
// U+202A–U+202E, U+2066–U+2069) — is written as a visible escape (\n,
// \r, \t, \x1b, \u202e), and each byte of invalid UTF-8 as \xNN. When
// limit > 0 (at least 3) the result is cut to at most limit bytes before
// a character or an escape, ending in "…". Text coming from a hook goes through it before it
// reaches the game.
func SafeText(s string, limit int) string {
	if (limit <= 0 || len(s) <= limit) && !needsEscape(s) {
		return s
	}
	var b strings.Builder
	cut := -1 // where the text is cut if it is too long: a character's or escape's start
	for i := 0; i < len(s) && (limit <= 0 || b.Len() <= limit); {
		r, size := utf8.DecodeRuneInString(s[i:])
		piece := s[i : i+size]
		switch {
		case r == utf8.RuneError && size == 1:
			piece = fmt.Sprintf(`\x%02x`, s[i])
		case unsafeRune(r):
			piece = escapeRune(r)
		}
		if limit > 0 && cut < 0 && b.Len()+len(piece) > limit-len("…") {
			cut = b.Len()
		}
		b.WriteString(piece)
		i += size
	}
	out := b.String()
	if limit > 0 && len(out) > limit {
		out = out[:max(cut, 0)] + "…"
	}
	return out
}

// needsEscape reports whether s holds a character SafeText escapes.
func needsEscape(s string) bool {
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && size == 1 || unsafeRune(r) {
			return true
		}
		i += size
	}
	return false
}

// unsafeRune reports whether r is a control, line-breaking or
// bidirectional formatting character.
func unsafeRune(r rune) bool {
	switch {
	case r < 0x20, r >= 0x7f && r <= 0x9f:
		return true
	case r == 0x061c, r == 0x200e, r == 0x200f, r == 0x2028, r == 0x2029,
		r >= 0x202a && r <= 0x202e, r >= 0x2066 && r <= 0x2069:
		return true
	}
	return false
}

func escapeRune(r rune) string {
	switch r {
	case '\n':
		return `\n`
	case '\r':
		return `\r`
	case '\t':
		return `\t`
	}
	if r < 0x80 {
		return fmt.Sprintf(`\x%02x`, r)
	}
	return fmt.Sprintf(`\u%04x`, r)
}
