package web

import (
	"bufio"
	"encoding/json"
	"net/http"
	"strings"
	"testing"

	"github.com/thronescript/thronescript/play/sim"
)

// simEvents runs a simulation through the API and returns its last event.
func simEvents(t *testing.T, base string, req map[string]any) (kind string, data []byte, progress int) {
	var created struct{ ID string }
	if code := post(t, base+"/api/sims", req, &created); code != 200 {
		t.Fatalf("new simulation: %d", code)
	}
	r, err := http.Get(base + "/api/sims/" + created.ID + "/events")
	if err != nil {
		t.Fatal(err)
	}
	defer r.Body.Close()
	sc := bufio.NewScanner(r.Body)
	sc.Buffer(make([]byte, 1<<20), 16<<20)
	for sc.Scan() {
		line := sc.Text()
		if k, ok := strings.CutPrefix(line, "event: "); ok {
			kind = k
		}
		if d, ok := strings.CutPrefix(line, "data: "); ok {
			if kind == "progress" {
				progress++
				continue
			}
			return kind, []byte(d), progress
		}
	}
	t.Fatal("the stream ended")
	return
}

// TestSimulateReportMatchesRun: the page's report is sim's report of the
// same games (chunked runs change nothing), and a comparison pairs seeds.
func TestSimulateReportMatchesRun(t *testing.T) {
	s, hs, _ := serveDir(t, map[string]string{"knights.card": knights(2)}, Options{})
	kind, data, progress := simEvents(t, hs.URL, map[string]any{"games": 30, "seed": 7, "alternate": true})
	if kind != "report" || progress == 0 {
		t.Fatalf("%s after %d progress events: %s", kind, progress, data)
	}
	var got sim.Report
	if err := json.Unmarshal(data, &got); err != nil {
		t.Fatal(err)
	}
	lib := s.ed.sess.Library()
	decks, names, err := s.deckLists(lib, [2]string{}, [2]string{})
	if err != nil {
		t.Fatal(err)
	}
	cfg := sim.Config{Lib: sim.NewOverlay(lib), Decks: decks, DeckNames: names, Players: [2]string{sim.KindBot, sim.KindBot}, Games: 30, Seed: 7, Alternate: true}
	rs, err := sim.Run(cfg)
	if err != nil {
		t.Fatal(err)
	}
	want, _ := json.Marshal(sim.Summarize(cfg, rs, sim.TitlesOf(lib)))
	gotJSON, _ := json.Marshal(&got)
	if string(want) != string(gotJSON) {
		t.Errorf("the page's report differs from sim.Run's:\n%s\n%s", gotJSON, want)
	}
	kind, data, _ = simEvents(t, hs.URL, map[string]any{"games": 6, "compare": true})
	var cmp sim.Compare
	if kind != "compare" || json.Unmarshal(data, &cmp) != nil || cmp.Games != 6 || cmp.ChangedGames != 0 {
		t.Errorf("compare (the workspace changes no card of the decks): %s %s", kind, data)
	}
	if code := post(t, hs.URL+"/api/sims", map[string]any{"games": maxSimGames + 1}, nil); code != http.StatusBadRequest {
		t.Errorf("too many games: %d", code)
	}
}
