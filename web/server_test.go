package web

import (
	"bytes"
	"encoding/json"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/thronescript/thronescript/dsl/diag"
	"github.com/thronescript/thronescript/dsl/syntax"
	"github.com/thronescript/thronescript/interp"
	"github.com/thronescript/thronescript/library"
)

func TestGuard(t *testing.T) {
	_, hs, _ := serveDir(t, map[string]string{"a.card": knights(1)}, Options{})
	// another Host (DNS rebinding) is refused
	req, _ := http.NewRequest("GET", hs.URL+"/api/info", nil)
	req.Host = "evil.example:7878"
	r, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	r.Body.Close()
	if r.StatusCode != http.StatusForbidden {
		t.Errorf("foreign Host: status %d, want 403", r.StatusCode)
	}
	// a change without the page's header (a cross-site form) is refused
	r, err = http.Post(hs.URL+"/api/file", "text/plain", strings.NewReader(`{"name":"a.card","text":""}`))
	if err != nil {
		t.Fatal(err)
	}
	r.Body.Close()
	if r.StatusCode != http.StatusForbidden {
		t.Errorf("POST without X-Throne: status %d, want 403", r.StatusCode)
	}
	// bodies are bounded
	big := strings.Repeat("x", MaxBody+10)
	if code := post(t, hs.URL+"/api/file", map[string]string{"name": "a.card", "text": big}, nil); code != http.StatusRequestEntityTooLarge {
		t.Errorf("oversized save: status %d, want 413", code)
	}
	if !loopbackHost("127.0.0.1:7878") || !loopbackHost("localhost") || !loopbackHost("[::1]:80") || loopbackHost("10.0.0.1:80") {
		t.Error("loopbackHost")
	}
}

func TestDefaultAddrIsLoopback(t *testing.T) {
	if !strings.HasPrefix(DefaultAddr, "127.0.0.1:") {
		t.Errorf("DefaultAddr = %s", DefaultAddr)
	}
}

// TestWorkspaceEscapes: only .card and .lua files inside the workspace are
// read or written, whatever the name or the links say.
func TestWorkspaceEscapes(t *testing.T) {
	outside := t.TempDir()
	secret := filepath.Join(outside, "secret.card")
	if err := os.WriteFile(secret, []byte("# secret\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	_, hs, dir := serveDir(t, map[string]string{"a.card": knights(1), "sub/b.card": knights(0), "notes.txt": "x"}, Options{})
	if err := os.Symlink(secret, filepath.Join(dir, "link.card")); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(outside, filepath.Join(dir, "linkdir")); err != nil {
		t.Fatal(err)
	}
	bad := []string{
		filepath.Join(dir, "..", filepath.Base(outside), "secret.card"),
		secret,
		filepath.Join(dir, "link.card"),
		filepath.Join(dir, "linkdir", "secret.card"),
		filepath.Join(dir, "linkdir", "new.card"),
		filepath.Join(dir, "notes.txt"),
		filepath.Join(dir, "sub", "..", "..", "x.card"),
		"",
		filepath.Join(dir, "a.card\x00.lua"),
	}
	for _, name := range bad {
		if code := get(t, hs.URL+"/api/file?name="+urlQuery(name), nil); code != http.StatusForbidden {
			t.Errorf("read %q: status %d, want 403", name, code)
		}
		if code := post(t, hs.URL+"/api/file", map[string]string{"name": name, "text": "# overwritten\n"}, nil); code != http.StatusForbidden {
			t.Errorf("write %q: status %d, want 403", name, code)
		}
	}
	if b, _ := os.ReadFile(secret); string(b) != "# secret\n" {
		t.Errorf("the file outside was changed: %q", b)
	}
	if _, err := os.Stat(filepath.Join(outside, "new.card")); err == nil {
		t.Error("a file was created outside the workspace")
	}
	var files struct{ Files []string }
	get(t, hs.URL+"/api/files", &files)
	for _, f := range files.Files {
		if strings.Contains(f, "link") || strings.HasSuffix(f, ".txt") {
			t.Errorf("listed %s", f)
		}
	}
	if len(files.Files) != 2 {
		t.Errorf("files = %v, want a.card and sub/b.card", files.Files)
	}
	// inside: read, write, create
	var got struct{ Text string }
	if code := get(t, hs.URL+"/api/file?name="+urlQuery(filepath.Join(dir, "sub", "b.card")), &got); code != 200 {
		t.Errorf("read inside: %d", code)
	}
	if code := post(t, hs.URL+"/api/file", map[string]string{"name": filepath.Join(dir, "sub", "new.card"), "text": "# new\n"}, nil); code != 200 {
		t.Errorf("create inside: %d", code)
	}
}

func urlQuery(s string) string {
	return strings.NewReplacer("%", "%25", "&", "%26", "+", "%2B", " ", "%20", "#", "%23", "\x00", "%00").Replace(s)
}

type status struct {
	Seq         int
	Diagnostics []diag.JSON
	Cards       []*cardJSON
	Scenarios   []*scenJSON
	Pending     bool
}

// TestSaveShowsCheckAndKeepsLastGood: a save with a typo gets exactly
// `throne check`'s diagnostics, the library keeps the last good card, and
// the fix brings the new card and re-runs its scenario.
func TestSaveShowsCheckAndKeepsLastGood(t *testing.T) {
	_, hs, dir := serveDir(t, map[string]string{"knights.card": knights(3)}, Options{})
	name := filepath.Join(dir, "knights.card")
	q := hs.URL + "/api/status?file=" + urlQuery(name)
	var st status
	get(t, q, &st)
	if len(st.Cards) != 3 || len(st.Diagnostics) != 0 || len(st.Scenarios) != 1 || !st.Scenarios[0].Passed {
		t.Fatalf("initial status: %d cards, %v, %v", len(st.Cards), st.Diagnostics, st.Scenarios)
	}
	typo := strings.Replace(knights(3), "faction stark", "faction strak", 1)
	typo = strings.Replace(typo, "strength 2\n", "strength 7\n", 1)
	seq := st.Seq
	// the save's answer is the file's status once the library took it
	var saved struct{ Status status }
	if code := post(t, hs.URL+"/api/file", map[string]string{"name": name, "text": typo}, &saved); code != 200 {
		t.Fatalf("save: %d", code)
	}
	if st = saved.Status; st.Seq != seq+1 {
		t.Fatalf("the save's answer is update %d, want %d", st.Seq, seq+1)
	}
	want, _ := library.NewChecker(interp.NewRegistry()).Check([]syntax.Source{{Name: name, Src: []byte(typo)}})
	if len(st.Diagnostics) != len(want) || len(want) == 0 {
		t.Fatalf("diagnostics %v, throne check says %v", st.Diagnostics, want)
	}
	for i, d := range want {
		if !reflect.DeepEqual(diag.ToJSON(d), st.Diagnostics[i]) {
			t.Errorf("diagnostic %d: %+v, throne check: %+v", i, st.Diagnostics[i], diag.ToJSON(d))
		}
	}
	if st.Diagnostics[0].Line != 3 || st.Diagnostics[0].Code != "E0203" {
		t.Errorf("first diagnostic %+v, want E0203 on line 3", st.Diagnostics[0])
	}
	if len(st.Cards) == 0 {
		t.Fatalf("cards %v: the last good card should stay", st.Cards)
	}
	if !st.Pending || st.Cards[0].Strength != "2" {
		t.Errorf("pending %v, strength %s: the last good card should stay", st.Pending, st.Cards[0].Strength)
	}
	fixed := strings.Replace(typo, "faction strak", "faction stark", 1)
	seq = st.Seq
	saved.Status = status{}
	post(t, hs.URL+"/api/file", map[string]string{"name": name, "text": fixed}, &saved)
	if st = saved.Status; st.Seq != seq+1 || st.Pending {
		t.Errorf("the fix's answer: update %d (want %d), pending %v", st.Seq, seq+1, st.Pending)
	}
	if len(st.Cards) == 0 {
		t.Fatalf("after the fix: cards %v", st.Cards)
	}
	if len(st.Diagnostics) != 0 || st.Cards[0].Strength != "7" || len(st.Scenarios) != 1 || !st.Scenarios[0].Passed {
		t.Errorf("after the fix: %v, strength %s, %v", st.Diagnostics, st.Cards[0].Strength, st.Scenarios)
	}
	if b, _ := os.ReadFile(name); !bytes.Equal(b, []byte(fixed)) {
		t.Error("the file on disk is not the saved text")
	}
	// an outside save shows up too
	seq = st.Seq
	if err := os.WriteFile(name, []byte(strings.Replace(fixed, "strength 7\n", "strength 9\n", 1)), 0o644); err != nil {
		t.Fatal(err)
	}
	waitFor(t, "the outside save", func() bool { get(t, q, &st); return st.Seq > seq && len(st.Cards) > 0 && st.Cards[0].Strength == "9" })
}

func TestLibraryCards(t *testing.T) {
	_, hs, _ := serveDir(t, map[string]string{"knights.card": knights(2)}, Options{})
	var c struct {
		Card   cardJSON
		Source string
	}
	if code := get(t, hs.URL+"/api/card/11119", &c); code != 200 {
		t.Fatal(code)
	}
	if c.Card.Title != "Varys" || len(c.Card.Shadow) != 1 || c.Card.Shadow[0] != "8" || !strings.HasPrefix(c.Source, `card 11119 "Varys" {`) || !strings.HasSuffix(c.Source, "}") {
		t.Errorf("Varys: %+v\n%s", c.Card, c.Source)
	}
	if c.Card.Texts["de"] == nil || c.Card.Texts["de"].Keywords != "Schatten (8). Heimlich." {
		t.Errorf("German text: %+v", c.Card.Texts["de"])
	}
	get(t, hs.URL+"/api/card/90002", &c)
	if c.Card.Title != "Test Knight 2" || !strings.Contains(c.Source, "strength 3") {
		t.Errorf("workspace card: %+v %s", c.Card, c.Source)
	}
}

// TestFileOperations: new, rename and delete stay inside the workspace
// and never replace a file; a save whose base is stale writes nothing and
// answers with the file as it is.
func TestFileOperations(t *testing.T) {
	outside := t.TempDir()
	_, hs, dir := serveDir(t, map[string]string{"a.card": knights(1), "b.card": knights(0)}, Options{})
	if err := os.Symlink(outside, filepath.Join(dir, "linkdir")); err != nil {
		t.Fatal(err)
	}
	a, b := filepath.Join(dir, "a.card"), filepath.Join(dir, "b.card")
	for _, name := range []string{filepath.Join(outside, "x.card"), filepath.Join(dir, "linkdir", "x.card"), filepath.Join(dir, "linkdir", "sub", "x.card"), filepath.Join(dir, "x.txt"), filepath.Join(dir, "..", "x.card")} {
		if code := post(t, hs.URL+"/api/file/new", map[string]string{"name": name}, nil); code != http.StatusForbidden {
			t.Errorf("new %s: %d, want 403", name, code)
		}
		if code := post(t, hs.URL+"/api/file/rename", map[string]string{"from": a, "to": name}, nil); code != http.StatusForbidden {
			t.Errorf("rename to %s: %d, want 403", name, code)
		}
	}
	if es, _ := os.ReadDir(outside); len(es) != 0 {
		t.Errorf("files made outside: %v", es)
	}
	if code := post(t, hs.URL+"/api/file/new", map[string]string{"name": a}, nil); code != http.StatusConflict {
		t.Errorf("new over a file: %d, want 409", code)
	}
	if code := post(t, hs.URL+"/api/file/rename", map[string]string{"from": a, "to": b}, nil); code != http.StatusConflict {
		t.Errorf("rename over a file: %d, want 409", code)
	}
	if code := post(t, hs.URL+"/api/file/delete", map[string]string{"name": filepath.Join(dir, "linkdir", "y.card")}, nil); code != http.StatusForbidden {
		t.Errorf("delete through a link: %d", code)
	}
	nested := filepath.Join(dir, "new", "deep", "c.card")
	if code := post(t, hs.URL+"/api/file/new", map[string]string{"name": nested, "text": "# c\n"}, nil); code != 200 {
		t.Errorf("new in new folders: %d", code)
	}
	if got, _ := os.ReadFile(nested); string(got) != "# c\n" {
		t.Errorf("new file holds %q", got)
	}
	moved := filepath.Join(dir, "moved", "c.card")
	if code := post(t, hs.URL+"/api/file/rename", map[string]string{"from": nested, "to": moved}, nil); code != 200 {
		t.Errorf("rename: %d", code)
	}
	if code := post(t, hs.URL+"/api/file/delete", map[string]string{"name": moved}, nil); code != 200 {
		t.Errorf("delete: %d", code)
	}
	if _, err := os.Stat(moved); err == nil {
		t.Error("deleted file exists")
	}
	// a stale save
	var st struct{ Hash string }
	get(t, hs.URL+"/api/status?file="+urlQuery(a), &st)
	if err := os.WriteFile(a, []byte("# theirs\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	body, _ := json.Marshal(map[string]any{"name": a, "text": "# mine\n", "base": st.Hash})
	req, _ := http.NewRequest("POST", hs.URL+"/api/file", bytes.NewReader(body))
	req.Header.Set("X-Throne", "1")
	r, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	var conflict struct {
		Conflict bool
		Text     string
		Hash     string
	}
	_ = json.NewDecoder(r.Body).Decode(&conflict)
	r.Body.Close()
	if r.StatusCode != http.StatusConflict || !conflict.Conflict || conflict.Text != "# theirs\n" || conflict.Hash == st.Hash {
		t.Errorf("stale save: %d %+v", r.StatusCode, conflict)
	}
	if got, _ := os.ReadFile(a); string(got) != "# theirs\n" {
		t.Errorf("the stale save wrote %q", got)
	}
	// with the new base it writes
	if code := post(t, hs.URL+"/api/file", map[string]any{"name": a, "text": "# mine\n", "base": conflict.Hash}, nil); code != 200 {
		t.Errorf("save on the new base: %d", code)
	}
	if got, _ := os.ReadFile(a); string(got) != "# mine\n" {
		t.Errorf("the save wrote %q", got)
	}
}

// TestDeckSources: the workspace's deck lists are listed (not other .txt
// files, nor hidden folders), a deck is saved only as a .txt file inside
// the workspace, and games start from an id or a pasted list.
func TestDeckSources(t *testing.T) {
	stark, err := os.ReadFile(filepath.Join("..", "examples", "decks", "stark-shadows-of-the-north.txt"))
	if err != nil {
		t.Fatal(err)
	}
	_, hs, dir := serveDir(t, map[string]string{"knights.card": knights(1), "decks/stark.txt": string(stark), "notes.txt": "my notes\n", ".hidden/stark.txt": string(stark)}, Options{})
	var decks struct{ Decks []deckEntry }
	get(t, hs.URL+"/api/decks", &decks)
	var files []string
	for _, d := range decks.Decks {
		if d.Source == "workspace" {
			files = append(files, d.File)
		}
	}
	if len(files) != 1 || files[0] != filepath.Join(dir, "decks", "stark.txt") || len(decks.Decks) != 3 {
		t.Errorf("decks %+v", decks.Decks)
	}
	for _, name := range []string{filepath.Join(dir, "x.card"), filepath.Join(dir, "..", "x.txt"), "/tmp/x.txt"} {
		if code := post(t, hs.URL+"/api/decks/save", map[string]any{"name": name, "text": "x"}, nil); code != http.StatusForbidden {
			t.Errorf("save %s: %d", name, code)
		}
	}
	if code := post(t, hs.URL+"/api/decks/save", map[string]any{"name": filepath.Join(dir, "notes.txt"), "text": "x"}, nil); code != http.StatusConflict {
		t.Errorf("save over a file: %d", code)
	}
	for _, body := range []map[string]any{
		{"deck1": "file:" + files[0], "p1": "human"},
		{"deck1Text": string(stark), "p1": "human"},
	} {
		var g struct{ ID string }
		if code := post(t, hs.URL+"/api/games", body, &g); code != 200 || g.ID == "" {
			t.Errorf("game from %v: %d", body["deck1"], code)
		}
	}
	if code := post(t, hs.URL+"/api/games", map[string]any{"deck1": "file:" + filepath.Join(dir, "notes.txt"), "p1": "human"}, nil); code != http.StatusBadRequest {
		t.Errorf("game from notes.txt: %d", code)
	}
}

// TestBuiltinFiles: /api/builtin serves a file built into throne named by
// the URI of the language server's read-only copy (a tail of the path
// from cards/), and nothing else: no workspace file, no file outside the
// embedded library, no other scheme.
func TestBuiltinFiles(t *testing.T) {
	_, hs, dir := serveDir(t, map[string]string{"knights.card": knights(1), "cards/mine.card": knights(1)}, Options{})
	for _, tc := range []struct {
		uri, name string // name "": refused
	}{
		{"file:///tmp/throne-lsp-1/cards/prelude/keywords.card", "cards/prelude/keywords.card"},
		{"file:///home/cards/x/throne-lsp-2/cards/prelude/keywords.card", "cards/prelude/keywords.card"},
		{"file://" + filepath.ToSlash(filepath.Join(dir, "knights.card")), ""},
		{"file://" + filepath.ToSlash(filepath.Join(dir, "cards", "mine.card")), ""},
		{"file:///tmp/throne-lsp-1/cards/../../etc/passwd", ""},
		{"file:///tmp/throne-lsp-1/cards/prelude/none.card", ""},
		{"http://example.invalid/cards/prelude/keywords.card", ""},
		{"%zz", ""},
	} {
		var j struct{ Name, Text string }
		code := get(t, hs.URL+"/api/builtin?uri="+url.QueryEscape(tc.uri), &j)
		switch {
		case tc.name == "" && code != http.StatusNotFound:
			t.Errorf("%s: status %d (%q), want 404", tc.uri, code, j.Name)
		case tc.name != "" && (code != http.StatusOK || j.Name != tc.name || !strings.Contains(j.Text, "keyword stealth {")):
			t.Errorf("%s: status %d, name %q, want %q with the keyword definitions", tc.uri, code, j.Name, tc.name)
		}
	}
}
