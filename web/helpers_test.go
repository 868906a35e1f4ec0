package web

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// knights is a workspace file of n plain characters (codes 90001…) and a
// scenario that marshals the first.
func knights(n int) string {
	var b strings.Builder
	for i := 1; i <= n; i++ {
		fmt.Fprintf(&b, "card %d \"Test Knight %d\" {\n  character\n  faction stark\n  cost 2\n  strength %d\n  icons military\n  traits Knight\n}\n\n", 90000+i, i, i%5+1)
	}
	b.WriteString("scenario \"90001 Test Knight 1: can be marshaled\" {\n" + marshalKnight + "  expect 90001 in p1 play\n}\n")
	return b.String()
}

// marshalKnight is the start of a scenario's body that marshals card 90001
// (p1 has it in hand and 5 gold, both decks three 01053).
const marshalKnight = `  setup {
    from marshaling-window
    first-player p1
    p1 gold 5
    p1 hand 90001
    p1 deck 01053 01053 01053
    p2 deck 01053 01053 01053
  }
  p1 choose 90001
`

// testDecks are the shipped decks the play and simulate tests use.
func testDecks(t testing.TB) []Deck {
	var out []Deck
	for _, n := range []string{"martell-assault-from-the-shadows.txt", "lannister-kraken-schemes.txt"} {
		b, err := os.ReadFile(filepath.Join("..", "examples", "decks", n))
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, Deck{Name: n, Data: b})
	}
	return out
}

// serveDir starts a server over a temporary workspace holding files.
func serveDir(t testing.TB, files map[string]string, opt Options) (*Server, *httptest.Server, string) {
	t.Helper()
	dir := t.TempDir()
	for name, text := range files {
		p := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if opt.Roots == nil {
		opt.Roots = []string{dir}
	}
	if opt.Decks == nil {
		opt.Decks = testDecks(t)
	}
	if opt.lspTimeout == 0 {
		// a request that takes a CPU-second (the first one checks the
		// whole library) can take minutes of wall time on a loaded
		// machine; the page's waits bound the test instead
		opt.lspTimeout = time.Hour
	}
	s, err := New(opt)
	if err != nil {
		t.Fatal(err)
	}
	hs := httptest.NewServer(s.Handler())
	t.Cleanup(func() { hs.Close(); s.Close() })
	return s, hs, dir
}

// get fetches a JSON answer.
func get(t testing.TB, url string, v any) int {
	t.Helper()
	req, _ := http.NewRequest("GET", url, nil)
	return do(t, req, v)
}

// post sends a JSON request the way the pages do.
func post(t testing.TB, url string, body, v any) int {
	t.Helper()
	b, _ := json.Marshal(body)
	req, _ := http.NewRequest("POST", url, bytes.NewReader(b))
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("X-Throne", "1")
	return do(t, req, v)
}

// do sends req and decodes a 200 answer's JSON into v (if not nil); it
// returns the status code.
func do(t testing.TB, req *http.Request, v any) int {
	t.Helper()
	r, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer r.Body.Close()
	out, _ := io.ReadAll(r.Body)
	if v != nil && r.StatusCode == 200 {
		if err := json.Unmarshal(out, v); err != nil {
			t.Fatalf("%s: %v in %s", req.URL, err, out)
		}
	}
	return r.StatusCode
}

// waitFor polls cond until it holds or the time is up.
func waitFor(t testing.TB, what string, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(20 * time.Second)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatalf("timed out waiting for %s", what)
		}
		time.Sleep(10 * time.Millisecond)
	}
}
