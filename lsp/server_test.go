package lsp

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	protocol "github.com/tliron/glsp/protocol_3_16"
)

const knightCard = `# My cards.
card 90001 "Test Knight" {
  character
  faction stark
  cost 3
  strength 2
  icons military
  traits Knight
  keywords valiant
  lua "hooks.lua"
  reaction gain {
    after challenge-won by you
    cost kneal self
    do gain-power 1 on self
  }
  action hooked {
    do lua boost
  }
}
`

const workspaceKeywords = `# Valiant: a test keyword defined in the workspace.
keyword valiant {
  framework glory {
    step challenge-keywords
    if participating self
    do gain-power 1 on self
  }
}
`

const hooksLua = `-- hooks for 90001
function boost(ctx)
  return true
end

function other(ctx)
  return true
end
`

func newWorkspace(t *testing.T) string {
	dir := t.TempDir()
	writeFiles(t, dir, map[string]string{
		"keywords.card": workspaceKeywords,
		"hooks.lua":     hooksLua,
	})
	return dir
}

func TestDiagnosticsOnOpenChangeSave(t *testing.T) {
	dir := newWorkspace(t)
	c := startClient(t, dir, Options{})
	path := filepath.Join(dir, "my.card")
	uri := c.open(path, knightCard)
	p := c.diagnostics(uri, atVersion(1))
	if len(p.Diagnostics) != 1 {
		t.Fatalf("diagnostics: %+v", p.Diagnostics)
	}
	d := p.Diagnostics[0]
	want := pos(knightCard, "kneal", 0)
	if d.Range.Start != want || d.Range.End.Character != want.Character+5 || d.Range.End.Line != want.Line {
		t.Errorf("range %+v, want kneal at %+v", d.Range, want)
	}
	if d.Code != "E0301" || !strings.Contains(d.Message, "kneal") || !strings.Contains(d.Message, "hint: did you mean `kneel`?") {
		t.Errorf("diagnostic %+v code %+v", d.Message, d.Code)
	}
	if d.Severity != int(protocol.DiagnosticSeverityError) {
		t.Errorf("severity %v", d.Severity)
	}
	// the fix clears it
	fixed := strings.Replace(knightCard, "kneal", "kneel", 1)
	v := c.change(uri, fixed)
	if p := c.diagnostics(uri, atVersion(v)); len(p.Diagnostics) != 0 {
		t.Errorf("after the fix: %+v", p.Diagnostics)
	}
	// a half-typed file still gets diagnostics
	half := strings.Replace(fixed, "do gain-power 1 on self\n  }", "do gain-po", 1)
	v = c.change(uri, half)
	if p := c.diagnostics(uri, atVersion(v)); len(p.Diagnostics) == 0 {
		t.Error("a half-typed file has no diagnostics")
	}
	// save with text
	c.notify("textDocument/didSave", map[string]any{"textDocument": map[string]any{"uri": uri}, "text": knightCard})
	c.diagnostics(uri, func(p published) bool { return len(p.Diagnostics) == 1 })
}

// TestBurstOfEditsIsCheckedOnce: edits typed faster than a check are
// checked together (the superseded versions are never checked alone), and
// the last version gets its diagnostics.
func TestBurstOfEditsIsCheckedOnce(t *testing.T) {
	dir := newWorkspace(t)
	c := startClient(t, dir, Options{})
	uri := c.open(filepath.Join(dir, "my.card"), knightCard)
	c.diagnostics(uri, atVersion(1))
	<-c.srvForTest.checks.waitIdle()
	before := c.srvForTest.checks.runs.Load()
	text := knightCard
	var v int32
	for i := 0; i < 40; i++ {
		text = strings.Replace(text, "# My cards.", "# My cards..", 1)
		v = c.change(uri, text)
	}
	p := c.diagnostics(uri, atVersion(v))
	if len(p.Diagnostics) != 1 || p.Diagnostics[0].Code != "E0301" {
		t.Fatalf("last version: %+v", p.Diagnostics)
	}
	<-c.srvForTest.checks.waitIdle()
	runs := c.srvForTest.checks.runs.Load() - before
	t.Logf("40 edits, %d checks", runs)
	if runs > 10 {
		t.Errorf("40 quick edits ran %d checks", runs)
	}
}

// TestFilesChangedOnDisk: the server asks the client to watch .card and
// .lua files; a keyword file deleted on disk makes the open card that uses
// the keyword wrong, and a new file defining it makes it right again.
func TestFilesChangedOnDisk(t *testing.T) {
	dir := newWorkspace(t)
	writeFiles(t, dir, map[string]string{"my.card": strings.Replace(knightCard, "kneal", "kneel", 1)})
	c := startClient(t, dir, Options{})
	deadline := time.Now().Add(10 * time.Second)
	for c.registered() == "" && time.Now().Before(deadline) {
		time.Sleep(10 * time.Millisecond)
	}
	if got := c.registered(); !strings.Contains(got, `"method":"workspace/didChangeWatchedFiles"`) || !strings.Contains(got, `**/*.card`) {
		t.Fatalf("registration: %s", got)
	}
	uri := c.open(filepath.Join(dir, "my.card"), strings.Replace(knightCard, "kneal", "kneel", 1))
	if p := c.diagnostics(uri, atVersion(1)); len(p.Diagnostics) != 0 {
		t.Fatal(p.Diagnostics)
	}
	kw := filepath.Join(dir, "keywords.card")
	if err := os.Remove(kw); err != nil {
		t.Fatal(err)
	}
	c.notify("workspace/didChangeWatchedFiles", map[string]any{"changes": []map[string]any{{"uri": pathToURI(kw), "type": 3}}})
	p := c.diagnostics(uri, func(p published) bool { return len(p.Diagnostics) > 0 })
	if p.Diagnostics[0].Code != "E0401" {
		t.Fatalf("after the keyword file is gone: %+v", p.Diagnostics)
	}
	other := filepath.Join(dir, "more-keywords.card")
	writeFiles(t, dir, map[string]string{"more-keywords.card": workspaceKeywords})
	c.notify("workspace/didChangeWatchedFiles", map[string]any{"changes": []map[string]any{{"uri": pathToURI(other), "type": 1}}})
	c.diagnostics(uri, func(p published) bool { return len(p.Diagnostics) == 0 })
}

// TestWorkspaceScanLimits: the scan skips hidden folders and node_modules,
// files over the size limit, and stops at the file limit.
func TestWorkspaceScanLimits(t *testing.T) {
	dir := t.TempDir()
	writeFiles(t, dir, map[string]string{
		"a.card": "", "b.card": "", "c.lua": "", "d.txt": "",
		".git/x.card": "", "node_modules/y.card": "", "sub/e.card": "",
		"big.card": strings.Repeat("#\n", 600),
	})
	s := newServerForTest(Options{MaxFiles: 100, MaxFileSize: 1000})
	var got []string
	for _, f := range s.checks.scan([]string{dir}) {
		rel, _ := filepath.Rel(dir, f.Path)
		got = append(got, filepath.ToSlash(rel))
	}
	if strings.Join(got, " ") != "a.card b.card c.lua sub/e.card" {
		t.Errorf("scanned %v", got)
	}
	s = newServerForTest(Options{MaxFiles: 2})
	if n := len(s.checks.scan([]string{dir})); n != 2 {
		t.Errorf("MaxFiles 2: scanned %d", n)
	}
}
