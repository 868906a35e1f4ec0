package web

import (
	"bytes"
	"encoding/json"
	"io"
	"net/http"
	"net/url"
	"path/filepath"
	"strings"
	"sync"
	"testing"
)

// errorLog collects what a server logs (Options.OnError).
type errorLog struct {
	mu   sync.Mutex
	msgs []string
}

func (l *errorLog) add(err error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.msgs = append(l.msgs, err.Error())
}

func (l *errorLog) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return strings.Join(l.msgs, "\n")
}

// deepCard is a card file of n `not`s in one condition (issue 31: 2,000,000
// of them, 8 MB, overflowed the parser's stack and took serve down).
func deepCard(n int) string {
	return "card 90009 \"Deep\" {\n  character\n  faction stark\n  cost 1\n  strength 1\n  action a {\n    if " +
		strings.Repeat("not ", n) + "kneeling\n    do draw 1\n  }\n}\n"
}

// TestOversizedFileIsNeverRead (issue 31): a workspace file larger than
// the watcher's limit is read by no path of serve — not the check of the
// workspace after a save, not the file's status, not /api/file — and the
// page is told why (E0953 in the file's diagnostics, no text to edit).
// Before, the editor's check read it on every save: 2,000,000 `not`s
// brought the whole server down.
func TestOversizedFileIsNeverRead(t *testing.T) {
	deep := deepCard(2_000_000)
	if len(deep) <= maxFileSize {
		t.Fatalf("the deep file has %d bytes, not more than %d", len(deep), maxFileSize)
	}
	var log errorLog
	_, hs, dir := serveDir(t, map[string]string{"a.card": knights(1), "deep.card": deep}, Options{OnError: log.add})
	a, big := filepath.Join(dir, "a.card"), filepath.Join(dir, "deep.card")
	var saved struct {
		Status map[string]any
	}
	if code := post(t, hs.URL+"/api/file", map[string]string{"name": a, "text": knights(2)}, &saved); code != 200 {
		t.Fatalf("save: %d", code)
	}
	var files struct{ Errors map[string]int }
	if get(t, hs.URL+"/api/files", &files); files.Errors[big] != 1 {
		t.Errorf("errors by file: %v, want one for %s", files.Errors, big)
	}
	var st struct {
		Text        *string
		TooLarge    bool
		Diagnostics []struct{ Code, Summary string }
	}
	if code := get(t, hs.URL+"/api/status?file="+url.QueryEscape(big), &st); code != 200 {
		t.Fatalf("status: %d", code)
	}
	if !st.TooLarge || st.Text == nil || *st.Text != "" || len(st.Diagnostics) != 1 || st.Diagnostics[0].Code != "E0953" ||
		!strings.Contains(st.Diagnostics[0].Summary, "not read") {
		t.Errorf("status of the oversized file: %+v", st)
	}
	req, _ := http.NewRequest("GET", hs.URL+"/api/file?name="+url.QueryEscape(big), nil)
	if code := do(t, req, nil); code != http.StatusRequestEntityTooLarge {
		t.Errorf("/api/file of the oversized file: %d, want 413", code)
	}
	// the server still answers, and still checks the other file
	var small struct{ Diagnostics []any }
	if code := get(t, hs.URL+"/api/status?file="+url.QueryEscape(a), &small); code != 200 || len(small.Diagnostics) != 0 {
		t.Errorf("status of a.card: %d %v", code, small.Diagnostics)
	}
}

// TestHandlerPanicIsAnswered (issue 31): a handler that panics gets an
// internal error answer and a line in the log (no Go stack trace); the
// server goes on serving.
func TestHandlerPanicIsAnswered(t *testing.T) {
	var log errorLog
	s, hs, _ := serveDir(t, map[string]string{"a.card": knights(1)}, Options{OnError: log.add})
	s.mux.HandleFunc("GET /api/boom", func(http.ResponseWriter, *http.Request) { panic("boom") })
	r, err := http.Get(hs.URL + "/api/boom")
	if err != nil {
		t.Fatalf("the panicking request got no answer: %v", err)
	}
	body, _ := io.ReadAll(r.Body)
	r.Body.Close()
	if r.StatusCode != http.StatusInternalServerError || !bytes.Contains(body, []byte(`"error"`)) {
		t.Errorf("answer: %d %s", r.StatusCode, body)
	}
	if got := log.String(); !strings.Contains(got, "internal error in GET /api/boom: boom") || strings.Contains(got, "goroutine ") {
		t.Errorf("log: %q", got)
	}
	if code := get(t, hs.URL+"/api/info", nil); code != 200 {
		t.Errorf("after the panic: %d", code)
	}
}

// postAs posts a new simulation as a page with the given client id.
func postAs(t *testing.T, base, client string, body map[string]any) (int, string) {
	t.Helper()
	b, _ := json.Marshal(body)
	req, _ := http.NewRequest("POST", base+"/api/sims", bytes.NewReader(b))
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("X-Throne", "1")
	if client != "" {
		req.Header.Set(clientHeader, client)
	}
	r, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer r.Body.Close()
	out, _ := io.ReadAll(r.Body)
	return r.StatusCode, string(out)
}

// TestSimulationsAreBounded (issue 31): a page runs at most
// maxSimsPerClient simulations at once and all pages together at most
// maxSimsRunning; one more is refused with 429 and a message the page
// shows. Before, every one ran until the machine gave out.
func TestSimulationsAreBounded(t *testing.T) {
	_, hs, _ := serveDir(t, map[string]string{"a.card": knights(1)}, Options{})
	long := map[string]any{"games": maxSimGames, "p1": "random", "p2": "random"}
	// requests without a page id count for their address; page ids apart
	for _, client := range []string{"", "page-a"} {
		for i := 0; i < maxSimsPerClient; i++ {
			if code, body := postAs(t, hs.URL, client, long); code != 200 {
				t.Fatalf("simulation %d of client %q: %d %s", i+1, client, code, body)
			}
		}
		code, body := postAs(t, hs.URL, client, long)
		if code != http.StatusTooManyRequests || !strings.Contains(body, "simulations of this page are running (at most 2 at once)") {
			t.Errorf("one more of client %q: %d %s", client, code, body)
		}
	}
	// then every page together is at the bound of all
	code, body := postAs(t, hs.URL, "page-b", long)
	if code != http.StatusTooManyRequests || !strings.Contains(body, "4 simulations are running (at most 4 at once, from every page)") {
		t.Errorf("a simulation of another page: %d %s", code, body)
	}
}

// TestAbandonedSimulationStops (issue 31): a simulation no page follows
// (never, or no more) is stopped after the grace time; before, it ran
// its 20,000 games to the end.
func TestAbandonedSimulationStops(t *testing.T) {
	s, hs, _ := serveDir(t, map[string]string{"a.card": knights(1)}, Options{abandonAfter: 1})
	long := map[string]any{"games": maxSimGames, "p1": "random", "p2": "random"}
	for _, follow := range []bool{false, true} {
		code, body := postAs(t, hs.URL, "page", long)
		if code != 200 {
			t.Fatalf("new simulation: %d %s", code, body)
		}
		var created struct{ ID string }
		_ = json.Unmarshal([]byte(body), &created)
		if follow { // a page follows it a while, then leaves
			r, err := http.Get(hs.URL + "/api/sims/" + created.ID + "/events")
			if err != nil {
				t.Fatal(err)
			}
			_, _ = r.Body.Read(make([]byte, 64))
			r.Body.Close()
		}
		s.mu.Lock()
		j := s.sims[created.ID]
		s.mu.Unlock()
		waitFor(t, "the abandoned simulation to stop", func() bool {
			select {
			case <-j.done:
				return true
			default:
				return false
			}
		})
		j.mu.Lock()
		last := string(j.last)
		j.mu.Unlock()
		if !strings.Contains(last, "event: failed") || !strings.Contains(last, "no page followed the simulation") {
			t.Errorf("followed %v: last event %q", follow, last)
		}
	}
}
