package library

import (
	"runtime"
	"runtime/debug"
	"strings"
	"testing"

	"github.com/thronescript/thronescript/dsl/diag"
	"github.com/thronescript/thronescript/dsl/syntax"
	"github.com/thronescript/thronescript/interp"
)

// denseInputs are token-dense files with many mistakes (issue 20): each
// has a token every few bytes and, but for the braces, an error on every
// line.
var denseInputs = []struct {
	name, src string
	errors    int
	bound     float64 // the largest peak heap allowed, as a multiple of the input
}{
	{"braces", strings.Repeat("{", 1<<20), 1, 20},                    // 1 MB of `{`: one error, a million tokens
	{"syntax-errors", strings.Repeat("a ,\n", 325000), 325000, 20},   // 1.3 MB: a syntax error on each line
	{"check-errors", strings.Repeat("foo 12\n", 180000), 180000, 30}, // 1.26 MB: an unknown declaration on each line
}

// checkPeak checks one file and returns the diagnostics and the peak of
// the heap during the check, less the heap before it, plus the input.
func checkPeak(r *interp.Registry, name, src string) (diag.Diagnostics, uint64) {
	srcs := []syntax.Source{{Name: name + ".card", Src: []byte(src)}}
	var before runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	stop := peakHeap()
	ds, _ := NewChecker(r).Check(srcs)
	peak := stop()
	return ds, peak - min(before.HeapAlloc, peak) + uint64(len(src))
}

// TestCheckDenseMemoryBounded: throne check of token-dense files full of
// mistakes keeps its heap within a small multiple of the input (the
// heap's peak, sampled, garbage not yet collected included). Each token
// took 64 bytes (participle's lexer.Token, in a slice grown by doubling),
// a large file's whole syntax tree was alive at once, and every
// diagnostic was kept although only the first 200 of a file are printed:
// the peaks were 156 (braces), 224 (syntax errors) and 163 (check errors)
// times the input; now about 13, 12 and 20 (bounds with room for the
// collector's pace on a loaded machine). The count of the errors not
// kept is reported.
func TestCheckDenseMemoryBounded(t *testing.T) {
	if testing.Short() {
		t.Skip("checks 3.5 MB of dense input")
	}
	defer debug.SetGCPercent(debug.SetGCPercent(100))
	r := interp.NewRegistry()
	for _, in := range denseInputs {
		ds, peak := checkPeak(r, in.name, in.src)
		x := float64(peak) / float64(len(in.src))
		t.Logf("%s: %d bytes, peak heap %.1f MB, %.1f times the input", in.name, len(in.src), float64(peak)/(1<<20), x)
		if x > in.bound {
			t.Errorf("%s: checking %d bytes took a heap of %.1f MB at its peak, %.1f times the input; want at most %g", in.name, len(in.src), float64(peak)/(1<<20), x, in.bound)
		}
		if n := diag.CountAll(ds); n.Errors != in.errors {
			t.Errorf("%s: %d errors counted, want %d", in.name, n.Errors, in.errors)
		}
		if len(ds) > diag.MaxPerFile+1 {
			t.Errorf("%s: %d diagnostics kept, want at most %d and the count of the rest", in.name, len(ds), diag.MaxPerFile+1)
		}
	}
}

// BenchmarkCheckDense is throne check of each dense input, reporting the
// heap's peak (peak-MB) and that peak as a multiple of the input (peak-x).
func BenchmarkCheckDense(b *testing.B) {
	r := interp.NewRegistry()
	for _, in := range denseInputs {
		b.Run(in.name, func(b *testing.B) {
			b.SetBytes(int64(len(in.src)))
			b.ReportAllocs()
			var peak uint64
			for b.Loop() {
				_, p := checkPeak(r, in.name, in.src)
				peak = max(peak, p)
			}
			b.ReportMetric(float64(peak)/(1<<20), "peak-MB")
			b.ReportMetric(float64(peak)/float64(len(in.src)), "peak-x")
		})
	}
}
