package diag

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"strings"
	"unicode/utf8"
)

// Sources maps file names to their contents, for printing source lines.
type Sources map[string][]byte

// WriteText prints each diagnostic as
//
//	file:line:col: error[E0203]: summary
//	   12 |   faction strak
//	      |           ^^^^^
//	      = hint: did you mean "stark"?
//
// The source line and caret appear when the source is known; a long line
// is cut to a window around the caret (MaxExcerpt runes), and bytes that
// are not printable text show as U+FFFD. At most MaxPerFile diagnostics
// are printed per file, then one line counts the rest (as for the
// diagnostic that counts those a Keep did not keep). Each file's lines
// are indexed once, so the time is linear in the output.
func WriteText(w io.Writer, ds Diagnostics, src Sources) error {
	_, err := io.WriteString(w, Text(ds, src))
	return err
}

// Text is what WriteText prints, as a string (for messages and tests).
func Text(ds Diagnostics, src Sources) string {
	var b strings.Builder
	lines := map[string][]int{} // file → offsets of its line starts
	shown := map[string]int{}
	var files []string
	for _, d := range ds {
		file := d.Subject.Start.Filename
		if d.Omitted != nil { // the count of those a Keep did not keep
			fmt.Fprintf(&b, "%s: %s\n", d.Subject.Start, clip(d.Summary))
			continue
		}
		if shown[file]++; shown[file] > MaxPerFile {
			if shown[file] == MaxPerFile+1 {
				files = append(files, file)
			}
			continue
		}
		fmt.Fprintf(&b, "%s: %s[%s]: %s\n", d.Subject.Start, d.Severity, d.Code, clip(d.Summary))
		if text, ok := src[file]; ok && d.Subject.Start.IsValid() {
			idx, ok := lines[file]
			if !ok {
				idx = lineStarts(text)
				lines[file] = idx
			}
			writeSnippet(&b, text, idx, d.Subject)
		}
		if d.Detail != "" {
			for _, line := range strings.Split(d.Detail, "\n") {
				fmt.Fprintf(&b, "      = %s\n", clip(line))
			}
		}
		if d.Hint != "" {
			fmt.Fprintf(&b, "      = hint: %s\n", clip(d.Hint))
		}
		for _, f := range d.Sure() { // a guess is the hint's "did you mean"
			fmt.Fprintf(&b, "      = fix: %s\n", clip(f.Title))
		}
	}
	for _, f := range files {
		name := f
		if name == "" {
			name = "<no file>"
		}
		fmt.Fprintf(&b, "%s: %d more diagnostics not shown (the first %d are; --format json lists all)\n", name, shown[f]-MaxPerFile, MaxPerFile)
	}
	return b.String()
}

// Bounds of the text rendering.
const (
	MaxPerFile = 200 // diagnostics printed per file
	MaxExcerpt = 400 // runes of a source line printed around the caret
	MaxMessage = 400 // runes of a summary, detail line or hint printed
)

// clip cuts a message longer than MaxMessage runes (one quoting a
// 1 MB word) to its start, saying how much was left out; bytes that are
// not printable text show as U+FFFD, as in source lines.
func clip(s string) string {
	rest := 0
	if len(s) > MaxMessage {
		n := 0
		for i := range s {
			if n == MaxMessage {
				s, rest = s[:i], len(s)-i
				break
			}
			n++
		}
	}
	out := string(printable(s))
	if rest > 0 {
		out += fmt.Sprintf("… (%d more bytes)", rest)
	}
	return out
}

// lineStarts returns the byte offset of the start of each line of text.
func lineStarts(text []byte) []int {
	starts := []int{0}
	for i, c := range text {
		if c == '\n' {
			starts = append(starts, i+1)
		}
	}
	return starts
}

func writeSnippet(b *strings.Builder, text []byte, starts []int, r Range) {
	n := r.Start.Line
	if n < 1 || n > len(starts) {
		return
	}
	end := len(text)
	if n < len(starts) {
		end = starts[n] - 1
	}
	line := bytes.TrimRight(text[starts[n-1]:end], "\r")
	total := runeCount(line) // one rune per byte that is not UTF-8, as printable counts
	col := r.Start.Column
	if col < 1 {
		col = 1
	}
	width := 1
	if r.End.Line == r.Start.Line && r.End.Column > col {
		width = r.End.Column - col
	} else if r.End.Line > r.Start.Line {
		width = total - col + 1
	}
	if width < 1 {
		width = 1
	}
	// a long line: a window of MaxExcerpt runes around the caret, cut
	// from the bytes before any rune is made (200 carets on one 1 MB
	// line cost 200 windows, not 200 copies of the line)
	prefix, suffix := "", ""
	from, to := 0, total
	if total > MaxExcerpt {
		from = max(0, min(col-1-MaxExcerpt/4, total-MaxExcerpt))
		to = min(total, from+MaxExcerpt)
		if from > 0 {
			prefix = "…"
		}
		if to < total {
			suffix = "…"
		}
		col -= from
		if prefix != "" {
			col++
		}
		if col < 1 {
			col = 1
		}
		width = min(width, to-from+len(prefix)/len("…")-col+1)
		if width < 1 {
			width = 1
		}
	}
	start := runeOffset(line, 0, from)
	runes := printable(string(line[start : start+runeOffset(line[start:], 0, to-from)]))
	num := fmt.Sprintf("%d", n)
	pad := strings.Repeat(" ", len(num))
	fmt.Fprintf(b, "   %s | %s%s%s\n", num, prefix, string(runes), suffix)
	fmt.Fprintf(b, "   %s | %s%s\n", pad, strings.Repeat(" ", col-1), strings.Repeat("^", width))
}

// runeOffset is the byte offset of the k-th rune of b counted from byte
// offset at (each byte that is not UTF-8 one rune), or len(b).
func runeOffset(b []byte, at, k int) int {
	for ; k > 0 && at < len(b); k-- {
		_, size := utf8.DecodeRune(b[at:])
		at += size
	}
	return at
}

// runeCount counts the runes of b as printable makes them, without
// allocating (utf8.RuneCount copies its argument here).
func runeCount(b []byte) int {
	n := 0
	for i := 0; i < len(b); n++ {
		if b[i] < utf8.RuneSelf {
			i++
			continue
		}
		_, size := utf8.DecodeRune(b[i:])
		i += size
	}
	return n
}

// printable returns the runes of a source line as they are printed: tabs
// as spaces, control characters and bytes that are not UTF-8 as U+FFFD
// (one rune per byte, as the lexer counts columns).
func printable(line string) []rune {
	out := make([]rune, 0, len(line))
	for i := 0; i < len(line); {
		r, size := utf8.DecodeRuneInString(line[i:])
		i += size
		switch {
		case r == '\t':
			r = ' '
		case r == utf8.RuneError || r < ' ' || r == 0x7f || (r >= 0x80 && r < 0xa0), invisible(r):
			r = utf8.RuneError
		}
		out = append(out, r)
	}
	return out
}

// invisible reports the format characters that reorder or break a
// printed line: bidirectional embeddings, overrides and isolates, the
// directional marks, and the line and paragraph separators. A card file
// holding them could make a source line read otherwise than it parses.
func invisible(r rune) bool {
	return r == 0x200e || r == 0x200f || (r >= 0x202a && r <= 0x202e) ||
		(r >= 0x2066 && r <= 0x2069) || r == 0x2028 || r == 0x2029 || r == 0x061c
}

// JSON is the stable machine form of a diagnostic, one object per line.
type JSON struct {
	Kind      string `json:"kind"` // always "diagnostic"
	Severity  string `json:"severity"`
	Code      string `json:"code"`
	Summary   string `json:"summary"`
	Detail    string `json:"detail,omitempty"`
	Hint      string `json:"hint,omitempty"`
	File      string `json:"file"`
	Line      int    `json:"line"`
	Column    int    `json:"column"`
	EndLine   int    `json:"endLine"`
	EndColumn int    `json:"endColumn"`
	// Omitted, on the object of kind "omitted" (code E0908) that ends a
	// file's diagnostics when only the first of them were kept: how many
	// more there are.
	Omitted *Count `json:"omitted,omitempty"`
	// Fixes are the diagnostic's machine-applicable fixes (Fix).
	Fixes []FixJSON `json:"fixes,omitempty"`
}

// ToJSON converts d to its JSON form.
func ToJSON(d *Diagnostic) JSON {
	j := JSON{
		Kind: "diagnostic", Severity: d.Severity.String(), Code: d.Code,
		Summary: d.Summary, Detail: d.Detail, Hint: d.Hint,
		File: d.Subject.Start.Filename, Line: d.Subject.Start.Line, Column: d.Subject.Start.Column,
		EndLine: d.Subject.End.Line, EndColumn: d.Subject.End.Column,
		Fixes: fixesJSON(d.Fixes),
	}
	if d.Omitted != nil {
		j.Kind, j.Omitted = "omitted", d.Omitted
	}
	return j
}

// WriteJSON prints one JSON object per diagnostic per line.
func WriteJSON(w io.Writer, ds Diagnostics) error {
	enc := json.NewEncoder(w)
	for _, d := range ds {
		if err := enc.Encode(ToJSON(d)); err != nil {
			return err
		}
	}
	return nil
}

// Suggest returns the candidate closest to word by edit distance, or "" when
// none is close enough to be a likely typo.
//
// Only candidates whose length is within the edit limit (3) of the word's
// are compared, and a word longer than maxSuggest runes gets no suggestion,
// so a huge word costs no more than reading it.
func Suggest(word string, candidates []string) string {
	best, bestDist := "", 1<<30
	n := utf8.RuneCountInString(word)
	if n > maxSuggest {
		return ""
	}
	lw := strings.ToLower(word)
	for _, c := range candidates {
		if m := utf8.RuneCountInString(c); m > n+3 || m < n-3 {
			continue
		}
		d := levenshtein(lw, strings.ToLower(c))
		if d < bestDist || (d == bestDist && c < best) {
			best, bestDist = c, d
		}
	}
	limit := utf8.RuneCountInString(word)/3 + 1
	if limit > 3 {
		limit = 3
	}
	if bestDist <= limit {
		return best
	}
	return ""
}

// maxSuggest is the longest word Suggest looks at (card titles are shorter).
const maxSuggest = 100

func levenshtein(a, b string) int {
	ra, rb := []rune(a), []rune(b)
	prev := make([]int, len(rb)+1)
	cur := make([]int, len(rb)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(ra); i++ {
		cur[0] = i
		for j := 1; j <= len(rb); j++ {
			cost := 1
			if ra[i-1] == rb[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
		}
		prev, cur = cur, prev
	}
	return prev[len(rb)]
}
