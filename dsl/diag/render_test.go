package diag

import (
	"fmt"
	"runtime"
	"strings"
	"testing"
)

// manyErrors is a file of n lines of width bytes with one error per line.
func manyErrors(n, width int) (Diagnostics, Sources) {
	line := strings.Repeat("x", width-1) + "\n"
	src := []byte(strings.Repeat(line, n))
	ds := make(Diagnostics, n)
	for i := range ds {
		p := Pos{Filename: "big.card", Offset: i * width, Line: i + 1, Column: 1}
		q := p
		q.Column, q.Offset = 3, p.Offset+2
		ds[i] = Errorf("E0101", Range{Start: p, End: q}, "error %d", i)
	}
	return ds, Sources{"big.card": src}
}

// TestWriteTextCapsPerFile: past MaxPerFile diagnostics in a file, one line
// counts the rest.
func TestWriteTextCapsPerFile(t *testing.T) {
	ds, src := manyErrors(MaxPerFile+50, 20)
	var b strings.Builder
	if err := WriteText(&b, ds, src); err != nil {
		t.Fatal(err)
	}
	out := b.String()
	if got := strings.Count(out, "error[E0101]"); got != MaxPerFile {
		t.Errorf("%d diagnostics printed, want %d", got, MaxPerFile)
	}
	if !strings.Contains(out, fmt.Sprintf("big.card: 50 more diagnostics not shown (the first %d are", MaxPerFile)) {
		t.Errorf("no count of the rest:\n%s", out[len(out)-300:])
	}
}

// TestWriteTextLongLine: a diagnostic on a 73 KB line prints a window of
// the line around the caret, not the whole line; the caret stays under
// the word; control bytes and invalid UTF-8 print as U+FFFD.
func TestWriteTextLongLine(t *testing.T) {
	line := strings.Repeat("a", 40000) + "BAD" + strings.Repeat("b", 33000)
	p := Pos{Filename: "deck.json", Line: 1, Column: 40001, Offset: 40000}
	q := Pos{Filename: "deck.json", Line: 1, Column: 40004, Offset: 40003}
	var b strings.Builder
	_ = WriteText(&b, Diagnostics{Errorf("E0701", Range{Start: p, End: q}, "unknown card")}, Sources{"deck.json": []byte(line)})
	out := b.String()
	if len(out) > 1000 {
		t.Fatalf("printed %d bytes for one diagnostic", len(out))
	}
	rows := strings.Split(out, "\n")
	src, caret := []rune(rows[1]), []rune(rows[2])
	at := strings.Index(string(caret), "^^^")
	if at < 0 || string(src[len([]rune(string(caret)[:at])):len([]rune(string(caret)[:at]))+3]) != "BAD" {
		t.Errorf("caret not under the word:\n%s", out)
	}

	b.Reset()
	p, q = Pos{Filename: "x.card", Line: 1, Column: 3}, Pos{Filename: "x.card", Line: 1, Column: 4}
	_ = WriteText(&b, Diagnostics{Errorf("E0112", Range{Start: p, End: q}, "bad")}, Sources{"x.card": []byte("a\x01\xffb\x1b[2J")})
	if out := b.String(); strings.IndexByte(out, 0x01) >= 0 || strings.IndexByte(out, 0xff) >= 0 || strings.IndexByte(out, 0x1b) >= 0 {
		t.Errorf("raw control bytes printed: %q", b.String())
	}
}

// TestSuggestLongWord: a huge word gets no suggestion (and is not compared).
func TestSuggestLongWord(t *testing.T) {
	if s := Suggest(strings.Repeat("stark", 200000), []string{"stark", "starks"}); s != "" {
		t.Errorf("got %q", s)
	}
	if s := Suggest("strak", []string{"stark", "a very long title of no interest"}); s != "stark" {
		t.Errorf("got %q", s)
	}
}

// BenchmarkWriteTextManyErrors: 60,000 errors in a 1.3 MB file (issue 20:
// 64 s when each line was found by scanning from the start).
func BenchmarkWriteTextManyErrors(b *testing.B) {
	ds, src := manyErrors(60000, 22)
	for i := 0; i < b.N; i++ {
		var sb strings.Builder
		_ = WriteText(&sb, ds, src)
	}
}

// BenchmarkSuggestHugeWord: a 1 MB card title against 1,000 titles (issue
// 20: 92 s).
func BenchmarkSuggestHugeWord(b *testing.B) {
	word := strings.Repeat("x", 1<<20)
	titles := make([]string, 1000)
	for i := range titles {
		titles[i] = fmt.Sprintf("Card Title Number %d", i)
	}
	for i := 0; i < b.N; i++ {
		Suggest(word, titles)
	}
}

// TestWriteTextLongMessage: a summary or hint quoting a 1 MB word (a deck's
// card title) prints its first MaxMessage runes and how much was cut, and
// no raw control bytes.
func TestWriteTextLongMessage(t *testing.T) {
	word := strings.Repeat("A", 1<<20)
	d := Errorf("E0702", Range{Start: Pos{Filename: "deck.txt", Line: 6, Column: 1}}, "no card titled %q\x1b[2J", word).WithHint("did you mean %q?", word)
	var b strings.Builder
	_ = WriteText(&b, Diagnostics{d}, nil)
	out := b.String()
	if len(out) > 4000 {
		t.Fatalf("printed %d bytes for one diagnostic", len(out))
	}
	if !strings.Contains(out, "more bytes)") || strings.IndexByte(out, 0x1b) >= 0 {
		t.Errorf("the cut is not said, or a control byte is printed: %q", out[:200])
	}
}

// TestSuggestHugeWordAllocates: a 1 MB word compared with card titles is
// not compared at all (issue 20: full Levenshtein of a 1 MB title against
// every title took 92 s). Bounded by the bytes allocated, which grew with
// the word times the candidates.
func TestSuggestHugeWordAllocates(t *testing.T) {
	word := strings.Repeat("x", 1<<20)
	titles := make([]string, 20)
	for i := range titles {
		titles[i] = fmt.Sprintf("Card Title Number %d", i)
	}
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	Suggest(word, titles)
	runtime.ReadMemStats(&after)
	if n := after.TotalAlloc - before.TotalAlloc; n > 1<<20 {
		t.Errorf("Suggest of a 1 MB word against 20 titles allocated %d MB", n>>20)
	}
}

// TestSnippetsOfOneLongLine: 200 carets on one long line (a JSON deck of
// 64,000 codes is one 768 KB line) allocate windows, not copies of the
// line: the bytes allocated for an 8× longer line stay about the same
// (each snippet used to turn the whole line into runes first).
func TestSnippetsOfOneLongLine(t *testing.T) {
	alloc := func(width int) int64 {
		src := []byte(strings.Repeat("é", width/2) + "\n")
		ds := make(Diagnostics, 200)
		for i := range ds {
			col := 1 + i*(width/2)/200
			p := Pos{Filename: "deck.json", Line: 1, Column: col, Offset: 2 * (col - 1)}
			ds[i] = Errorf("E0101", Range{Start: p, End: p}, "error %d", i)
		}
		r := testing.Benchmark(func(b *testing.B) {
			b.ReportAllocs()
			for range b.N {
				Text(ds, Sources{"deck.json": src})
			}
		})
		return r.AllocedBytesPerOp()
	}
	small, big := alloc(100_000), alloc(800_000)
	if big > 2*small {
		t.Errorf("8× longer line: %d bytes allocated, %d for the shorter (%.1f×); want under 2×", big, small, float64(big)/float64(small))
	}
}

// TestInvisibleCharactersShown: a bidi override or a line separator in a
// source line prints as U+FFFD, so the printed line reads as it parses.
func TestInvisibleCharactersShown(t *testing.T) {
	for _, r := range []rune{0x202e, 0x2066, 0x200f, 0x2028, 0x2029, 0x061c} {
		src := []byte("name \"a" + string(r) + "b\"\n")
		p := Pos{Filename: "f.card", Line: 1, Column: 1}
		out := Text(Diagnostics{Errorf("E0101", Range{Start: p, End: p}, "x")}, Sources{"f.card": src})
		if strings.ContainsRune(out, r) || !strings.Contains(out, "a\uFFFDb") {
			t.Errorf("U+%04X printed as is:\n%s", r, out)
		}
	}
}
