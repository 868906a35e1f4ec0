package library

import (
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"runtime/metrics"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/thronescript/thronescript/dsl/syntax"
	"github.com/thronescript/thronescript/interp"
)

// bigLibrary writes about mb megabytes of .card files into dir, 1,400 cards
// a file: copies of the built-in library's cards (those without Lua hooks)
// with fresh codes and titles. It returns the number of bytes written.
func bigLibrary(tb testing.TB, dir string, mb int) int { return copiedCards(tb, dir, mb<<20, 1400) }

// copiedCards writes about size bytes of .card files into dir, perFile
// cards a file, as bigLibrary does.
func copiedCards(tb testing.TB, dir string, size, perFile int) int {
	tb.Helper()
	srcs, err := Embedded(func(p string) bool {
		return !strings.HasPrefix(p, "prelude/") && p != "packs.card" && strings.Count(filepath.Base(p), ".") == 1
	})
	if err != nil {
		tb.Fatal(err)
	}
	files, _ := syntax.ParseFiles(srcs, syntax.Workers(2))
	var cards []string // each card's text, with %s for its code and %s for its title
	for i, f := range files {
		src := string(srcs[i].Src)
	stmts:
		for _, s := range f.Stmts {
			if s.Word != "card" || len(s.Values) < 2 || s.Block == nil {
				continue
			}
			for _, b := range s.Block.Stmts {
				if b.Word == "lua" || b.Word == "text" {
					continue stmts
				}
			}
			code, title := s.Values[0].Range, s.Values[1].Range
			cards = append(cards, strings.ReplaceAll(src[s.Range.Start.Offset:code.Start.Offset], "%", "%%")+"%s "+
				"%s"+strings.ReplaceAll(src[title.End.Offset:s.Range.End.Offset], "%", "%%")+"\n\n")
		}
	}
	if len(cards) == 0 {
		tb.Fatal("no cards to copy")
	}
	total, n := 0, 0
	for file := 0; total < size; file++ {
		var b strings.Builder
		for k := 0; k < perFile; k++ {
			fmt.Fprintf(&b, cards[n%len(cards)], fmt.Sprintf("%06d", 500000+n), syntax.Quote(fmt.Sprintf("Copy %d", n)))
			n++
		}
		if err := os.WriteFile(filepath.Join(dir, fmt.Sprintf("big%03d.card", file)), []byte(b.String()), 0o644); err != nil {
			tb.Fatal(err)
		}
		total += b.Len()
	}
	return total
}

// peakHeap samples the heap's object bytes (live and not yet swept) every
// few milliseconds until stop is called, and returns the largest sample.
func peakHeap() (stop func() uint64) {
	sample := []metrics.Sample{{Name: "/memory/classes/heap/objects:bytes"}}
	var peak uint64
	read := func() {
		metrics.Read(sample)
		peak = max(peak, sample[0].Value.Uint64())
	}
	done := make(chan struct{})
	var wg sync.WaitGroup
	wg.Add(1)
	go func() {
		defer wg.Done()
		t := time.NewTicker(2 * time.Millisecond)
		defer t.Stop()
		for {
			select {
			case <-done:
				return
			case <-t.C:
				read()
			}
		}
	}()
	return func() uint64 {
		close(done)
		wg.Wait()
		read()
		return peak
	}
}

// BenchmarkCheck10MB is `throne check` of a 10 MB library (issue 20:
// memory within a small multiple of the input). It reports the bytes
// allocated per op, the peak of the heap during the check (peak-MB) and
// that peak as a multiple of the input (peak-x).
func BenchmarkCheck10MB(b *testing.B) {
	dir := b.TempDir()
	size := bigLibrary(b, dir, 10)
	r := interp.NewRegistry()
	b.SetBytes(int64(size))
	b.ReportAllocs()
	var peak uint64
	for b.Loop() {
		runtime.GC()
		stop := peakHeap()
		srcs, ds := sources(Options{Paths: []string{dir}})
		more, _ := NewChecker(r).Check(srcs)
		peak = max(peak, stop())
		if ds = append(ds, more...); ds.HasErrors() {
			b.Fatalf("the generated library has errors:\n%s", ds.Error())
		}
	}
	b.ReportMetric(float64(peak)/(1<<20), "peak-MB")
	b.ReportMetric(float64(peak)/float64(size), "peak-x")
}

// TestWriteBigLibrary writes the generated library of BenchmarkCheck10MB
// into the folder named by THRONE_BIG_LIBRARY (about THRONE_BIG_MB
// megabytes, 10 by default), to measure `throne check` and `throne fmt -l`
// on it from outside (peak RSS with /usr/bin/time -v). Without the
// variable it is skipped.
func TestWriteBigLibrary(t *testing.T) {
	dir := os.Getenv("THRONE_BIG_LIBRARY")
	if dir == "" {
		t.Skip("THRONE_BIG_LIBRARY names no folder")
	}
	mb := 10
	if s := os.Getenv("THRONE_BIG_MB"); s != "" {
		if _, err := fmt.Sscan(s, &mb); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	t.Logf("%d bytes in %s", bigLibrary(t, dir, mb), dir)
}
