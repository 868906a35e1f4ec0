package watch

import (
	"fmt"
	"path/filepath"
	"slices"
	"testing"
	"time"
)

// percentile returns the p-th percentile (0..100) of sorted durations.
func percentile(sorted []time.Duration, p int) time.Duration {
	if len(sorted) == 0 {
		return 0
	}
	i := (len(sorted)*p + 99) / 100
	if i > 0 {
		i--
	}
	return sorted[min(i, len(sorted)-1)]
}

func ms(d time.Duration) float64 { return float64(d) / float64(time.Millisecond) }

// latencyRun saves one file n times in the given style and returns the
// save → delivered times and the watcher's own share (first event →
// delivered), each sorted. It fails if a save is not delivered whole.
// ready, if set, is called once the watcher has delivered the initial
// scan; each before every save.
func latencyRun(tb testing.TB, opts Options, save func(path, content string) error, n int, ready, each func()) (total, share []time.Duration) {
	dir := tb.TempDir()
	p := filepath.Join(dir, "x.card")
	writeFile(tb, p, "card 0\n")
	h := startWatcher(tb, opts, dir)
	h.initial(dir)
	if ready != nil {
		ready()
	}
	for i := range n {
		if each != nil {
			each()
		}
		c := fmt.Sprintf("card %d\n", i+1)
		start := time.Now()
		if err := save(p, c); err != nil {
			tb.Fatal(err)
		}
		// Under load an editor's save may straddle two batches; the save
		// counts as delivered when its content is.
		var b Batch
		for {
			var ok bool
			b, ok = h.next(fenceTimeout)
			if !ok {
				tb.Fatalf("save %d not delivered", i+1)
			}
			if len(b.Changes) != 1 || b.Changes[0].Path != p {
				tb.Fatalf("save %d delivered as%s", i+1, describe([]Batch{b}))
			}
			if string(b.Changes[0].Content) == c {
				break
			}
		}
		total = append(total, b.Delivered.Sub(start))
		share = append(share, b.Latency())
	}
	slices.Sort(total)
	slices.Sort(share)
	return total, share
}

// TestSaveToBatchLatency measures save → batch with the default debounce
// for each editor style; every save must arrive whole in its own batch.
// The figures are logged (go test -v -run Latency), never asserted.
func TestSaveToBatchLatency(t *testing.T) {
	n := 40
	if testing.Short() {
		n = 10
	}
	for _, st := range []struct {
		name string
		save func(path, content string) error
	}{
		{"plain", savePlain}, {"vim", saveVim}, {"jetbrains", saveJetBrains}, {"atomic", saveAtomic},
	} {
		t.Run(st.name, func(t *testing.T) {
			total, share := latencyRun(t, Options{}, st.save, n, nil, func() { time.Sleep(2 * time.Millisecond) })
			t.Logf("%d saves: save→batch p50 %.2f ms p95 %.2f ms max %.2f ms; first event→batch p50 %.2f ms p95 %.2f ms (debounce %v)",
				n, ms(percentile(total, 50)), ms(percentile(total, 95)), ms(total[len(total)-1]),
				ms(percentile(share, 50)), ms(percentile(share, 95)), DefaultDebounce)
		})
	}
}

// BenchmarkSaveToBatch reports save → batch latency percentiles with the
// default debounce (ns/op is one whole save → batch round trip):
//
//	go test -run '^$' -bench SaveToBatch -benchtime 200x ./library/watch
func BenchmarkSaveToBatch(b *testing.B) {
	for _, st := range []struct {
		name string
		save func(path, content string) error
	}{
		{"plain", savePlain}, {"vim", saveVim}, {"jetbrains", saveJetBrains},
	} {
		b.Run(st.name, func(b *testing.B) {
			total, share := latencyRun(b, Options{}, st.save, b.N, b.ResetTimer, nil)
			b.ReportMetric(ms(percentile(total, 50)), "p50-ms")
			b.ReportMetric(ms(percentile(total, 95)), "p95-ms")
			b.ReportMetric(ms(percentile(share, 95)), "p95-watcher-ms")
		})
	}
}
