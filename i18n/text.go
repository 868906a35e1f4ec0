package i18n

import (
	"strings"
	"unicode"
)

// token is one word, number or icon glyph of a card text, with its rune
// offsets in the decoded string. Markup tags and punctuation separate
// tokens and are not tokens themselves.
type token struct {
	text       string // as written
	fold       string // lower case, for matching
	start, end int    // rune offsets [start, end)
	italic     bool   // inside <i>…</i>
	glyph      bool   // an icon glyph such as [military]
	number     bool   // digits, with an optional leading sign
	// hyphened: the word continues a hyphenated compound ("faction" in
	// "out-of-faction"); stop: a sentence ends after it (. ! ? ; or a line
	// break before the next word).
	hyphened, stop bool
}

// span is a run of text between markup, such as the content of <i>…</i>.
type span struct {
	text       string
	start, end int
}

// scanned is a card text split into tokens, with its italic spans, its
// leading bold label and its markup problems.
type scanned struct {
	runes   []rune
	tokens  []token
	italics []span
	label   *span   // the content of a leading <b>…</b>, if any
	markup  []issue // malformed or unbalanced tags
}

type issue struct {
	msg        string
	start, end int
}

// open starts a tag pair's content at end (*at is where the open pair's
// content starts, or -1): an open tag inside its own pair is an issue.
func (out *scanned) open(at *int, tag string, i, end int) {
	if *at >= 0 {
		out.markup = append(out.markup, issue{tag + " inside " + tag, i, end})
	}
	*at = end
}

// close ends the pair opened by tag and returns where its content started;
// false (an issue) when none is open.
func (out *scanned) close(at *int, tag string, i, end int) (int, bool) {
	start := *at
	*at = -1
	if start < 0 {
		out.markup = append(out.markup, issue{"</" + tag[1:] + " without " + tag, i, end})
	}
	return start, start >= 0
}

// scan splits s into tokens.
func scan(s string) *scanned {
	rs := []rune(s)
	out := &scanned{runes: rs}
	italic, bold := -1, -1 // rune offset where the open tag's content starts, or -1
	boldSeen := false
	i := 0
	for i < len(rs) {
		r := rs[i]
		switch {
		case r == '<':
			tag, ok := readTag(rs, i)
			if !ok {
				out.markup = append(out.markup, issue{"malformed markup tag", i, tagEnd(rs, i)})
				i++
				continue
			}
			end := i + len([]rune(tag))
			switch tag {
			case "<i>":
				out.open(&italic, tag, i, end)
			case "</i>":
				if start, ok := out.close(&italic, "<i>", i, end); ok {
					out.italics = append(out.italics, span{string(rs[start:i]), start, i})
				}
			case "<b>":
				out.open(&bold, tag, i, end)
			case "</b>":
				if start, ok := out.close(&bold, "<b>", i, end); ok && !boldSeen && strings.TrimSpace(string(rs[:start-3])) == "" {
					out.label = &span{string(rs[start:i]), start, i}
				}
				boldSeen = true
			case "<cite>", "</cite>", "<em>", "</em>":
				// flavor attribution and errata notes; not checked for balance
			default:
				out.markup = append(out.markup, issue{"unknown markup tag " + tag, i, end})
			}
			i = end
		case r == '[':
			j := i + 1
			for j < len(rs) && rs[j] >= 'a' && rs[j] <= 'z' {
				j++
			}
			if j < len(rs) && rs[j] == ']' && j > i+1 {
				t := string(rs[i : j+1])
				out.tokens = append(out.tokens, token{text: t, fold: t, start: i, end: j + 1, italic: italic >= 0, glyph: true})
				i = j + 1
				continue
			}
			i++
		case isWordRune(r) || ((r == '+' || r == '-' || r == '−' || r == '–') && i+1 < len(rs) && unicode.IsDigit(rs[i+1]) && (i == 0 || !isWordRune(rs[i-1]))):
			j := i + 1
			for j < len(rs) && (isWordRune(rs[j]) || (isApostrophe(rs[j]) && j+1 < len(rs) && unicode.IsLetter(rs[j+1]))) {
				j++
			}
			t := string(rs[i:j])
			out.tokens = append(out.tokens, token{text: t, fold: strings.ToLower(t), start: i, end: j, italic: italic >= 0, number: isNumber(t)})
			i = j
		default:
			i++
		}
	}
	out.marks()
	if italic >= 0 {
		out.markup = append(out.markup, issue{"<i> is never closed", italic - 3, italic})
	}
	if bold >= 0 {
		out.markup = append(out.markup, issue{"<b> is never closed", bold - 3, bold})
	}
	return out
}

// marks sets each token's hyphened and stop from the text around it.
func (out *scanned) marks() {
	rs := out.runes
	for k := range out.tokens {
		t := &out.tokens[k]
		t.hyphened = t.start >= 2 && rs[t.start-1] == '-' && isWordRune(rs[t.start-2])
		next := len(rs)
		if k+1 < len(out.tokens) {
			next = out.tokens[k+1].start
		}
		t.stop = strings.ContainsAny(string(rs[t.end:next]), ".!?;\n")
	}
}

func isWordRune(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }

func isApostrophe(r rune) bool { return r == '\'' || r == '’' }

func isNumber(t string) bool {
	t = strings.TrimLeft(t, "+-−–")
	if t == "" {
		return false
	}
	for _, r := range t {
		if r < '0' || r > '9' {
			return false
		}
	}
	return true
}

// readTag reads a markup tag such as <b> or </i> at rs[i].
func readTag(rs []rune, i int) (string, bool) {
	j := i + 1
	if j < len(rs) && rs[j] == '/' {
		j++
	}
	k := j
	for k < len(rs) && rs[k] >= 'a' && rs[k] <= 'z' {
		k++
	}
	if k == j || k >= len(rs) || rs[k] != '>' {
		return "", false
	}
	return string(rs[i : k+1]), true
}

// tagEnd returns where a malformed tag starting at i probably ends: after
// the next '>' or at the end of the word.
func tagEnd(rs []rune, i int) int {
	for j := i + 1; j < len(rs); j++ {
		if rs[j] == '>' {
			return j + 1
		}
		if unicode.IsSpace(rs[j]) {
			return j
		}
	}
	return len(rs)
}

// plain returns the text with its markup tags removed.
func plain(s string) string {
	var b strings.Builder
	rs := []rune(s)
	for i := 0; i < len(rs); i++ {
		if rs[i] == '<' {
			if tag, ok := readTag(rs, i); ok {
				i += len([]rune(tag)) - 1
				continue
			}
		}
		b.WriteRune(rs[i])
	}
	return b.String()
}
