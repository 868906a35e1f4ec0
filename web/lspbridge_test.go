package web

import (
	"bufio"
	"encoding/json"
	"fmt"
	"net/http"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestLSPBridge: a page's language server session answers over the
// page's connection (initialize, then diagnostics of a file opened with
// a typo); documents outside the workspace are refused; sessions are
// bounded (the oldest goes).
func TestLSPBridge(t *testing.T) {
	_, hs, dir := serveDir(t, map[string]string{"knights.card": knights(1)}, Options{})
	var s struct {
		ID      string
		RootURI string
	}
	if code := post(t, hs.URL+"/api/lsp", map[string]any{}, &s); code != 200 || s.ID == "" || s.RootURI != fileURI(dir) {
		t.Fatalf("new session: %d %+v", code, s)
	}
	r, err := http.Get(hs.URL + "/api/lsp/" + s.ID + "/events")
	if err != nil {
		t.Fatal(err)
	}
	defer r.Body.Close()
	msgs := make(chan map[string]any, 100)
	go func() {
		sc := bufio.NewScanner(r.Body)
		sc.Buffer(make([]byte, 1<<20), 16<<20)
		for sc.Scan() {
			if d, ok := strings.CutPrefix(sc.Text(), "data: "); ok {
				var m map[string]any
				if json.Unmarshal([]byte(d), &m) == nil {
					msgs <- m
				}
			}
		}
		close(msgs)
	}()
	send := func(m map[string]any) int {
		m["jsonrpc"] = "2.0"
		return post(t, hs.URL+"/api/lsp/"+s.ID, m, nil)
	}
	// the page's root is ignored: the workspace is the server's
	if code := send(map[string]any{"id": 1, "method": "initialize", "params": map[string]any{"rootUri": "file:///", "capabilities": map[string]any{}}}); code != 200 {
		t.Fatalf("initialize: %d", code)
	}
	send(map[string]any{"method": "initialized", "params": map[string]any{}})
	name := filepath.Join(dir, "knights.card")
	typo := strings.Replace(knights(1), "faction stark", "faction strak", 1)
	if code := send(map[string]any{"method": "textDocument/didOpen", "params": map[string]any{"textDocument": map[string]any{"uri": fileURI(name), "languageId": "thronescript", "version": 1, "text": typo}}}); code != 200 {
		t.Fatalf("didOpen: %d", code)
	}
	deadline := time.After(60 * time.Second)
	got := ""
	for got == "" {
		select {
		case m := <-msgs:
			if m["method"] == "textDocument/publishDiagnostics" {
				got = fmt.Sprint(m["params"])
				if !strings.Contains(got, "E0203") {
					got = ""
				}
			}
		case <-deadline:
			t.Fatal("no diagnostics from the page's language server")
		}
	}
	for _, bad := range []string{"/etc/passwd", filepath.Join(dir, "..", "x.card"), filepath.Join(dir, "notes.txt")} {
		if code := send(map[string]any{"method": "textDocument/didOpen", "params": map[string]any{"textDocument": map[string]any{"uri": fileURI(bad), "text": "x"}}}); code != http.StatusForbidden {
			t.Errorf("didOpen %s: %d, want 403", bad, code)
		}
	}
	// at most maxLSPSessions: the oldest ends
	for range maxLSPSessions {
		post(t, hs.URL+"/api/lsp", map[string]any{}, nil)
	}
	if code := send(map[string]any{"method": "initialized", "params": map[string]any{}}); code != http.StatusNotFound {
		t.Errorf("the oldest session still answers: %d", code)
	}
}
