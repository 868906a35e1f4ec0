package i18n

import (
	"fmt"
	"testing"

	"github.com/thronescript/thronescript/dsl/diag"
)

func TestFieldSpan(t *testing.T) {
	at := diag.Pos{Filename: "x.card", Offset: 100, Line: 7, Column: 9}
	tests := []struct {
		name       string
		value, raw string
		start, end int
		want       string // start line:col:offset - end line:col:offset
	}{
		{"plain", "Ziehe 3 Karten", "", 6, 7, "7:16:107-7:17:108"},
		{"after escaped quotes", `"a" 3`, `"\"a\" 3"`, 4, 5, "7:16:107-7:17:108"},
		{"after backslash", `\ 3`, `"\\ 3"`, 2, 3, "7:13:104-7:14:105"},
		{"after umlaut", "für 3", "", 4, 5, "7:14:106-7:15:107"},
		{"escaped newline", "a\nb", "", 2, 3, "7:13:104-7:14:105"},
		{"raw string spans lines", "a\nbc", "`a\nbc`", 3, 4, "8:2:104-8:3:105"},
		{"empty span points at next rune", "abc", "", 1, 1, "7:11:102-7:12:103"},
		{"past the end is clamped to the closing quote", "ab", "", 5, 9, "7:12:103-7:13:104"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			f := Field{Value: tc.value, Raw: tc.raw, Range: diag.Range{Start: at}}
			r := f.Span(tc.start, tc.end)
			got := fmt.Sprintf("%d:%d:%d-%d:%d:%d", r.Start.Line, r.Start.Column, r.Start.Offset, r.End.Line, r.End.Column, r.End.Offset)
			if got != tc.want {
				t.Errorf("Span(%d, %d) = %s, want %s", tc.start, tc.end, got, tc.want)
			}
			if r.Start.Filename != "x.card" {
				t.Errorf("filename %q", r.Start.Filename)
			}
		})
	}
}

func TestQuote(t *testing.T) {
	if got, want := Quote("a \"b\" \\ \n\t ü"), `"a \"b\" \\ \n\t ü"`; got != want {
		t.Errorf("Quote = %s, want %s", got, want)
	}
}
