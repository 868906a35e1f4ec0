package web

import (
	"fmt"
	"path/filepath"
	"sort"
	"strings"
	"testing"
	"time"
)

// BenchmarkSaveToStatus is the server's share of a save from the editor
// (BenchmarkBrowserSaveToPage measures it in a browser): the page's POST of
// a one-card edit in a 20-card file, the watcher's update (library
// reload, throne check, scenarios) and the status the page then fetches.
//
//	go test ./web -run XXX -bench SaveToStatus -benchtime 40x -cpuprofile cpu.out
func BenchmarkSaveToStatus(b *testing.B) {
	s, hs, dir := serveDir(b, map[string]string{"knights.card": knights(20)}, Options{})
	src := knights(20)
	name := filepath.Join(dir, "knights.card")
	var times []float64
	i := 0
	for b.Loop() {
		str := 6 + i%3
		text := strings.Replace(src, "\"Test Knight 10\" {\n  character\n  faction stark\n  cost 2\n  strength 1\n", fmt.Sprintf("\"Test Knight 10\" {\n  character\n  faction stark\n  cost 2\n  strength %d\n", str), 1)
		s.ed.mu.Lock()
		seq := s.ed.seq
		s.ed.mu.Unlock()
		t0 := time.Now()
		if code := post(b, hs.URL+"/api/file", map[string]string{"name": name, "text": text}, nil); code != 200 {
			b.Fatalf("save: HTTP %d", code)
		}
		for {
			s.ed.mu.Lock()
			n := s.ed.seq
			s.ed.mu.Unlock()
			if n > seq {
				break
			}
			if time.Since(t0) > 20*time.Second {
				b.Fatalf("no update after the save (seq %d)", n)
			}
			time.Sleep(200 * time.Microsecond)
		}
		var st struct {
			Cards     []*cardJSON `json:"cards"`
			Scenarios []*scenJSON `json:"scenarios"`
		}
		get(b, hs.URL+"/api/status?file="+urlQuery(name), &st)
		if len(st.Cards) != 20 || len(st.Scenarios) != 1 {
			b.Fatalf("status: %d cards, %d scenarios", len(st.Cards), len(st.Scenarios))
		}
		times = append(times, float64(time.Since(t0).Microseconds())/1000)
		i++
	}
	sort.Float64s(times)
	b.ReportMetric(times[len(times)*95/100], "p95-ms")
	b.ReportMetric(times[len(times)/2], "p50-ms")
}
