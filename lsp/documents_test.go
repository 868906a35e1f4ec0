package lsp

import (
	"strings"
	"testing"

	"github.com/thronescript/thronescript/dsl/diag"
)

// TestRangeInLexedWord: a diagnostic without an end covers the rest of the
// word or number at its start as the lexer reads the line: not the
// characters after a word that start no token, not a word's digits after
// a number, nothing inside a string.
func TestRangeInLexedWord(t *testing.T) {
	text := "card 1 {\n  faction stark—x\n  cost 3x\n  log-as \"a b\"\n  do gain-power 1 on Bär\n}\n"
	lines := lineStarts(text)
	for _, tc := range []struct {
		line, col int // 1-based, runes
		wantEnd   int // 0-based UTF-16 column of the range's end
	}{
		{2, 11, 15}, // stark, not stark—x
		{2, 13, 15}, // the rest of stark from inside it
		{3, 8, 8},   // the number 3, not 3x
		{4, 11, 10}, // inside a string: nothing
		{5, 6, 15},  // gain-power
		{5, 22, 24}, // Bär
		{5, 16, 15}, // a blank: nothing
		{6, 1, 0},   // a brace: nothing
		{7, 1, 0},   // the end of the text
	} {
		r := rangeIn(text, lines, diag.Range{Start: diag.Pos{Line: tc.line, Column: tc.col}})
		if int(r.Start.Line) != tc.line-1 || int(r.End.Line) != tc.line-1 || int(r.End.Character) != tc.wantEnd {
			t.Errorf("%d:%d: range %v, want to end at %d:%d", tc.line, tc.col, r, tc.line-1, tc.wantEnd)
		}
	}
}

// TestRangeInLexesOneLine: finding the end of a diagnostic's word lexes
// its line, not the file: the bytes allocated do not grow with the file
// (a file 8 times longer allocates under twice as much; lexing the whole
// file it would be about 8 times).
func TestRangeInLexesOneLine(t *testing.T) {
	if testing.Short() {
		t.Skip("measures allocations with testing.Benchmark")
	}
	bytesFor := func(lines int) int64 {
		text := "card 1 {\n" + strings.Repeat("  do gain-power 1 on self # a line\n", lines) + "}\n"
		starts := lineStarts(text)
		r := diag.Range{Start: diag.Pos{Line: 2 + lines/2, Column: 6}}
		res := testing.Benchmark(func(b *testing.B) {
			b.ReportAllocs()
			for range b.N {
				rangeIn(text, starts, r)
			}
		})
		return res.AllocedBytesPerOp()
	}
	small, large := bytesFor(200), bytesFor(1600)
	t.Logf("bytes per rangeIn: %d (200 lines), %d (1,600 lines)", small, large)
	if large >= 2*max(small, 1) {
		t.Errorf("rangeIn allocates %d bytes in a 1,600-line file, %d in a 200-line one: it lexes more than the line", large, small)
	}
}
