package check

import (
	"fmt"
	"testing"
	"time"

	"github.com/thronescript/thronescript/dsl/check/checktest"
	"github.com/thronescript/thronescript/dsl/syntax"
	"github.com/thronescript/thronescript/internal/cardgen"
)

func library(cards, perFile int) []syntax.Source {
	srcs := []syntax.Source{{Name: "keywords.card", Src: []byte(testKeywords)}}
	for i := 0; i < cards; i += perFile {
		srcs = append(srcs, syntax.Source{Name: fmt.Sprintf("pack%03d.card", i/perFile), Src: cardgen.Cards(10000+i, perFile)})
	}
	return srcs
}

func benchCheck(b *testing.B, srcs []syntax.Source) {
	total := 0
	for _, s := range srcs {
		total += len(s.Src)
	}
	v := checktest.Vocab()
	b.SetBytes(int64(total))
	b.ReportAllocs()
	start := cardgen.CPUTime()
	for b.Loop() {
		files, ds := syntax.ParseFiles(srcs, syntax.Workers(2))
		_, cds := Check(files, Config{Vocab: v})
		if len(ds)+len(cds) > 0 {
			b.Fatalf("%v %v", ds, cds)
		}
	}
	// CPU time per op (all threads, GC included): on an idle machine with 2
	// cores the wall time is about half of it; unlike wall time it is not
	// inflated by other processes competing for the cores.
	b.ReportMetric(float64(cardgen.CPUTime()-start)/float64(time.Millisecond)/float64(b.N), "cpu-ms/op")
}

// BenchmarkCheckLibrary parses (2 workers) and checks a 2,000-card library
// of about 1 MB in 100 files. Goal: ≤ 0.25 s per op on 2 cores.
func BenchmarkCheckLibrary(b *testing.B) { benchCheck(b, library(2000, 20)) }

// BenchmarkCheckPack parses and checks one 20-card pack file. Goal: ≤ 20 ms.
func BenchmarkCheckPack(b *testing.B) { benchCheck(b, library(20, 20)) }

// BenchmarkCheckOnly checks the library of BenchmarkCheckLibrary parsed
// once beforehand: the checker's share of it.
func BenchmarkCheckOnly(b *testing.B) {
	srcs := library(2000, 20)
	total := 0
	for _, s := range srcs {
		total += len(s.Src)
	}
	files, ds := syntax.ParseFiles(srcs, syntax.Workers(2))
	if len(ds) > 0 {
		b.Fatal(ds)
	}
	v := checktest.Vocab()
	b.SetBytes(int64(total))
	b.ReportAllocs()
	start := cardgen.CPUTime()
	for b.Loop() {
		if _, cds := Check(files, Config{Vocab: v}); len(cds) > 0 {
			b.Fatal(cds)
		}
	}
	b.ReportMetric(float64(cardgen.CPUTime()-start)/float64(time.Millisecond)/float64(b.N), "cpu-ms/op")
}

// TestGeneratedLibraryIsClean keeps the benchmark input honest.
func TestGeneratedLibraryIsClean(t *testing.T) {
	srcs := library(40, 20)
	files, ds := syntax.ParseFiles(srcs, syntax.Workers(2))
	lib, cds := Check(files, Config{Vocab: checktest.Vocab()})
	if len(ds)+len(cds) > 0 || len(lib.Cards) != 40 {
		t.Fatalf("%d cards; %v %v", len(lib.Cards), ds, cds)
	}
}
