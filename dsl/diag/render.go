package diag

import (
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
// The source line and caret appear when the source is known.
func WriteText(w io.Writer, ds Diagnostics, src Sources) error {
	var b strings.Builder
	for _, d := range ds {
		fmt.Fprintf(&b, "%s: %s[%s]: %s\n", d.Subject.Start, d.Severity, d.Code, d.Summary)
		if text, ok := src[d.Subject.Start.Filename]; ok && d.Subject.Start.IsValid() {
			writeSnippet(&b, text, d.Subject)
		}
		if d.Detail != "" {
			for _, line := range strings.Split(d.Detail, "\n") {
				fmt.Fprintf(&b, "      = %s\n", line)
			}
		}
		if d.Hint != "" {
			fmt.Fprintf(&b, "      = hint: %s\n", d.Hint)
		}
	}
	_, err := io.WriteString(w, b.String())
	return err
}

func writeSnippet(b *strings.Builder, text []byte, r Range) {
	line := lineAt(text, r.Start.Line)
	if line == "" && r.Start.Line > 1 && strings.Count(string(text), "\n")+1 < r.Start.Line {
		return
	}
	line = strings.ReplaceAll(line, "\t", " ")
	num := fmt.Sprintf("%d", r.Start.Line)
	pad := strings.Repeat(" ", len(num))
	fmt.Fprintf(b, "   %s | %s\n", num, line)
	col := r.Start.Column
	if col < 1 {
		col = 1
	}
	width := 1
	if r.End.Line == r.Start.Line && r.End.Column > col {
		width = r.End.Column - col
	} else if r.End.Line > r.Start.Line {
		width = utf8.RuneCountInString(line) - col + 1
	}
	if width < 1 {
		width = 1
	}
	fmt.Fprintf(b, "   %s | %s%s\n", pad, strings.Repeat(" ", col-1), strings.Repeat("^", width))
}

// lineAt returns the 1-based line n of text without its newline.
func lineAt(text []byte, n int) string {
	cur := 1
	start := 0
	for i, c := range text {
		if cur == n {
			start = i
			break
		}
		if c == '\n' {
			cur++
			if cur == n {
				start = i + 1
				break
			}
		}
	}
	if cur != n {
		return ""
	}
	end := start
	for end < len(text) && text[end] != '\n' {
		end++
	}
	return strings.TrimRight(string(text[start:end]), "\r")
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
}

// ToJSON converts d to its JSON form.
func ToJSON(d *Diagnostic) JSON {
	return JSON{
		Kind: "diagnostic", Severity: d.Severity.String(), Code: d.Code,
		Summary: d.Summary, Detail: d.Detail, Hint: d.Hint,
		File: d.Subject.Start.Filename, Line: d.Subject.Start.Line, Column: d.Subject.Start.Column,
		EndLine: d.Subject.End.Line, EndColumn: d.Subject.End.Column,
	}
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
func Suggest(word string, candidates []string) string {
	best, bestDist := "", 1<<30
	lw := strings.ToLower(word)
	for _, c := range candidates {
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
