package deck

import (
	"fmt"
	"strings"
	"testing"

	"github.com/thronescript/thronescript/dsl/diag"
)

// The sizes of the scaling tests: the large input is eight times the small.
const (
	scaleSmall = 4000
	scaleLarge = 8 * scaleSmall
)

// maxGrowth is the most the time of the 8× input may be over the 1×: a
// linear reader takes 8 times as long, n log n a little more, a quadratic
// one 64 times.
const maxGrowth = 20

// unknownCodesJSON is a JSON deck of n codes the library does not hold
// (issue 31: 64,000 of them took 25 s, quadratic in n).
func unknownCodesJSON(n int) []byte {
	var b strings.Builder
	b.WriteString(`{"name": "big", "faction_code": "stark", "agendas": [], "slots": {`)
	for i := range n {
		if i > 0 {
			b.WriteString(", ")
		}
		fmt.Fprintf(&b, `"%05d": 1`, 10000+i)
	}
	b.WriteString("}}\n")
	return []byte(b.String())
}

// agendaLines is a text deck listing an agenda n times with two copies
// (each was compared with every agenda before it).
func agendaLines(n int) []byte {
	return []byte("House Stark\n" + strings.Repeat("2x Fealty (Test Pack)\n", n))
}

// checkAll reads and checks src as `throne deck check` does.
func checkAll(ix *Index, src []byte) diag.Diagnostics {
	d, ds := Parse("deck", src, ix)
	ds = append(ds, Check(d)...)
	return append(ds, CheckLegality(d, testList(), "joust")...)
}

// growth is how many times longer reading and checking the 8× input takes
// than the 1× one, by testing.Benchmark: the smallest of up to three tries,
// so that a busy machine does not make a linear reader look quadratic (a
// quadratic one is over the bound every time).
func growth(t *testing.T, input func(n int) []byte) float64 {
	t.Helper()
	ix := fixtureIndex()
	small, large := input(scaleSmall), input(scaleLarge)
	bench := func(src []byte) float64 {
		r := testing.Benchmark(func(b *testing.B) {
			for range b.N {
				checkAll(ix, src)
			}
		})
		return float64(r.NsPerOp())
	}
	best := 0.0
	for try := 0; try < 3; try++ {
		g := bench(large) / bench(small)
		if try == 0 || g < best {
			best = g
		}
		if best <= maxGrowth {
			break
		}
	}
	return best
}

// TestJSONDeckScales: reading and checking a JSON deck of 8 times the
// unknown codes takes at most maxGrowth times as long. It failed before
// issue 31's fix: every key's position was searched for from the start of
// the file, and its line and column counted from there (about 60 times).
func TestJSONDeckScales(t *testing.T) {
	g := growth(t, unknownCodesJSON)
	t.Logf("growth %.1f", g)
	if g > maxGrowth {
		t.Errorf("%d unknown codes take %.0f times as long as %d: not linear", scaleLarge, g, scaleSmall)
	}
}

// TestTextDeckScales: the same for a text deck of agenda lines. It failed
// before issue 31's fix: each agenda line was compared with every agenda
// before it.
func TestTextDeckScales(t *testing.T) {
	g := growth(t, agendaLines)
	t.Logf("growth %.1f", g)
	if g > maxGrowth {
		t.Errorf("%d agenda lines take %.0f times as long as %d: not linear", scaleLarge, g, scaleSmall)
	}
}

// countingLookup counts the calls of Titles, which a suggestion for a
// misspelt title reads whole.
type countingLookup struct {
	*Index
	titles int
}

func (c *countingLookup) Titles() []string {
	c.titles++
	return c.Index.Titles()
}

// TestSuggestionsBounded: a text deck of 5,000 unknown titles looks for a
// suggestion only for the diagnostics it keeps (the first diag.MaxPerFile),
// and ends with the one that counts the rest. Before issue 31's fix every
// line searched the library's titles (64,000 lines took 38 s), and every
// diagnostic was returned.
func TestSuggestionsBounded(t *testing.T) {
	const n = 5000
	l := &countingLookup{Index: fixtureIndex()}
	var b strings.Builder
	b.WriteString("House Stark\n")
	for i := range n {
		fmt.Fprintf(&b, "1x Strak %02d\n", i%20+1)
	}
	_, ds := ParseText("deck.txt", []byte(b.String()), l)
	if l.titles > diag.MaxPerFile {
		t.Errorf("%d suggestions looked for, want at most %d", l.titles, diag.MaxPerFile)
	}
	if len(ds) != diag.MaxPerFile+1 || ds[len(ds)-1].Omitted == nil || ds[len(ds)-1].Omitted.Errors != n-diag.MaxPerFile {
		t.Fatalf("%d diagnostics, the last %+v; want %d and one counting %d more", len(ds), ds[len(ds)-1], diag.MaxPerFile, n-diag.MaxPerFile)
	}
	if ds[0].Hint != `did you mean "Stark 01"?` {
		t.Errorf("the first diagnostic's hint is %q", ds[0].Hint)
	}
}

// BenchmarkCheckJSON64000 reads and checks the JSON deck of issue 31:
// 64,000 unknown codes (768 KB).
func BenchmarkCheckJSON64000(b *testing.B) {
	ix, src := fixtureIndex(), unknownCodesJSON(64000)
	b.SetBytes(int64(len(src)))
	b.ReportAllocs()
	for range b.N {
		checkAll(ix, src)
	}
}
