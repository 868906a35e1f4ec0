package po

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// pageWidth is the width gettext's tools wrap PO files at.
const pageWidth = 79

// writeReferences writes the "#:" lines as gettext does: references
// separated by blanks, a new line when the next one would pass the page
// width.
func writeReferences(b *strings.Builder, refs []string) {
	if len(refs) == 0 {
		return
	}
	col := 0
	for _, r := range refs {
		n := utf8.RuneCountInString(r)
		if col > 2 && col+1+n > pageWidth {
			b.WriteByte('\n')
			col = 0
		}
		if col == 0 {
			b.WriteString("#:")
			col = 2
		}
		b.WriteString(" " + r)
		col += 1 + n
	}
	b.WriteByte('\n')
}

// writeString writes `keyword "s"` as gettext does: one string per text
// line (split after each newline), each wrapped at the page width where
// the line may break. When s holds a newline before its end or does not
// fit on the keyword's line, the keyword gets "" and the text follows on
// lines of their own.
func writeString(b *strings.Builder, prefix, keyword, s string) {
	portions := splitAfterNewlines(s)
	head := prefix + keyword + " "
	if len(portions) == 1 {
		lines := wrapEscaped(escapeTokens(portions[0]), utf8.RuneCountInString(head)+1)
		if len(lines) == 1 {
			b.WriteString(head + `"` + lines[0] + "\"\n")
			return
		}
	}
	b.WriteString(head + "\"\"\n")
	for _, p := range portions {
		for _, l := range wrapEscaped(escapeTokens(p), utf8.RuneCountInString(prefix)+1) {
			b.WriteString(prefix + `"` + l + "\"\n")
		}
	}
}

// splitAfterNewlines cuts s after each newline ("" is one empty portion).
func splitAfterNewlines(s string) []string {
	var out []string
	for s != "" {
		i := strings.IndexByte(s, '\n')
		if i < 0 {
			break
		}
		out = append(out, s[:i+1])
		s = s[i+1:]
	}
	if s != "" || len(out) == 0 {
		out = append(out, s)
	}
	return out
}

// token is one character of a string as written: a rune or an escape
// sequence ("\"", "\n", "\003"), with the rune it stands for.
type token struct {
	text string
	r    rune
}

func escapeTokens(s string) []token {
	var out []token
	for _, r := range s {
		q := Quote(string(r))
		out = append(out, token{q[1 : len(q)-1], r})
	}
	return out
}

// wrapEscaped breaks the written tokens into lines greedily: a line ends
// at the last place it may break before its text (blanks included) passes
// the page width less the closing quote; startcol is the column after the
// opening quote. A text with no place to break stays whole.
func wrapEscaped(ts []token, startcol int) []string {
	var lines []string
	limit := pageWidth - 1
	start, col := 0, startcol
	brk, brkCol := -1, 0 // last break opportunity in this line: index and column there
	var word rune        // the last rune before the blanks before t
	for i, t := range ts {
		if i > 0 && ts[i-1].r != ' ' {
			word = ts[i-1].r
		}
		if i > start && mayBreak(word, ts[i-1].r, t.r) {
			brk, brkCol = i, col
		}
		w := utf8.RuneCountInString(t.text)
		if col+w > limit && brk > start {
			lines = append(lines, joinTokens(ts[start:brk]))
			start, col = brk, startcol+(col-brkCol)
			brk = -1
		}
		col += w
	}
	return append(lines, joinTokens(ts[start:]))
}

func joinTokens(ts []token) string {
	var b strings.Builder
	for _, t := range ts {
		b.WriteString(t.text)
	}
	return b.String()
}

// mayBreak reports whether a line may break between runes a and b (word
// is the last rune before a that is not a blank), as gettext (the Unicode
// line breaking rules of libunistring) allows it in card texts: after a
// blank, unless before closing punctuation or a slash, or
// after an opening bracket, or between a quotation mark and an opening
// bracket; after a hyphen, dash, slash or punctuation mark when a word,
// markup or an opening bracket follows.
func mayBreak(word, a, b rune) bool {
	switch {
	case a == ' ':
		if b == ' ' || strings.ContainsRune(")]}!?,.:;/", b) || strings.ContainsRune(openers, word) {
			return false
		}
		return !(strings.ContainsRune(quotes, word) && strings.ContainsRune(openers, b))
	case strings.ContainsRune("/-–—:.,…!?;|}", a):
		return unicode.IsLetter(b) || strings.ContainsRune("<>([{„\"", b)
	}
	return false
}

// Line breaking classes OP (opening punctuation) and QU (quotation marks).
const (
	openers = "([{„"
	quotes  = "\"'“”‘’«»"
)
