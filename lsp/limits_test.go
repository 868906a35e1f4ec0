package lsp

import (
	"encoding/json"
	"fmt"
	"path/filepath"
	"runtime/debug"
	"strings"
	"syscall"
	"testing"

	"github.com/thronescript/thronescript/dsl/diag"
	"github.com/thronescript/thronescript/dsl/syntax"
	"github.com/thronescript/thronescript/internal/cardgen"
)

// junkLines is a buffer of n lines, each a syntax error.
func junkLines(n int) string { return strings.Repeat("@\n", n) }

// TestDiagnosticsPerDocumentAreCapped: a buffer of 20,000 junk lines gets
// the first diag.MaxPerFile diagnostics, as `throne check` prints them,
// and a last one (E0908) counting the rest. (All 20,000 went out in one
// notification: 1 MB of junk made 500,000, a 145 MB message.)
func TestDiagnosticsPerDocumentAreCapped(t *testing.T) {
	dir := t.TempDir()
	c := startClient(t, dir, Options{NoBuiltin: true})
	uri := c.open(filepath.Join(dir, "junk.card"), junkLines(20000))
	p := c.diagnostics(uri, atVersion(1))
	if n := len(p.Diagnostics); n != diag.MaxPerFile+1 {
		t.Fatalf("%d diagnostics, want %d and one that counts the rest", n, diag.MaxPerFile+1)
	}
	last := p.Diagnostics[diag.MaxPerFile]
	if last.Code != diag.CodeOmitted || !strings.HasPrefix(last.Message, fmt.Sprintf("%d more errors not shown", 20000-diag.MaxPerFile)) {
		t.Errorf("the last diagnostic is %s %q", last.Code, last.Message)
	}
	if first := p.Diagnostics[0]; first.Code != syntax.CodeBadChar || first.Range.Start.Line != 0 {
		t.Errorf("the first diagnostic is %s at line %d", first.Code, first.Range.Start.Line)
	}
}

// TestDocumentTooLarge: a document larger than Options.MaxFileSize is not
// checked; it gets one diagnostic (E0114) that says so, and the requests
// answer nothing there. Back under the limit, it is checked again. (It was
// checked whatever its size: a large document held the server's memory
// many times over.)
func TestDocumentTooLarge(t *testing.T) {
	dir := t.TempDir()
	c := startClient(t, dir, Options{NoBuiltin: true, MaxFileSize: 1000})
	uri := c.open(filepath.Join(dir, "big.card"), "card 1 \"x\" {\n  character\n}\n"+strings.Repeat("# padding\n", 200))
	p := c.diagnostics(uri, atVersion(1))
	if len(p.Diagnostics) != 1 || p.Diagnostics[0].Code != syntax.CodeNotText || !strings.Contains(p.Diagnostics[0].Message, "more than the language server's limit of 1000") {
		t.Fatalf("diagnostics %+v, want one E0114", p.Diagnostics)
	}
	var raw json.RawMessage
	c.call("textDocument/documentSymbol", map[string]any{"textDocument": map[string]any{"uri": uri}}, &raw)
	if string(raw) != "null" {
		t.Errorf("symbols of a document over the limit: %s", raw)
	}
	v := c.change(uri, "card 1 \"x\" {\n  character\n}\n")
	p = c.diagnostics(uri, atVersion(v))
	if len(p.Diagnostics) == 0 || p.Diagnostics[0].Code == syntax.CodeNotText {
		t.Errorf("back under the limit: %+v", p.Diagnostics)
	}
}

// TestDeepConditionInBuffer: a buffer whose condition has 200,000 `not`s
// gets E0111 at the 101st level, with the goroutine stack limited to 16 MB
// (the checker recursed once per `not`: `throne lsp` died of a stack
// overflow on the 9.6 MB document, and this test's binary with it).
func TestDeepConditionInBuffer(t *testing.T) {
	defer debug.SetMaxStack(debug.SetMaxStack(16 << 20))
	dir := t.TempDir()
	c := startClient(t, dir, Options{NoBuiltin: true})
	text := "card 1 \"Deep\" {\n  character\n  faction stark\n  cost 1\n  strength 1\n  reaction r {\n    after phase-begins challenges\n    if " +
		strings.Repeat("not ", 200000) + "first-player you\n    do draw 1\n  }\n}\n"
	uri := c.open(filepath.Join(dir, "deep.card"), text)
	p := c.diagnostics(uri, atVersion(1))
	if len(p.Diagnostics) != 1 || p.Diagnostics[0].Code != syntax.CodeTooDeep || p.Diagnostics[0].Range.Start.Character != 7+4*syntax.MaxDepth {
		t.Fatalf("diagnostics %+v, want one E0111", p.Diagnostics)
	}
	end := pos(text, "first-player", 0)
	var raw json.RawMessage
	for _, m := range []string{"textDocument/hover", "textDocument/completion", "textDocument/definition"} {
		c.call(m, map[string]any{"textDocument": map[string]any{"uri": uri}, "position": end}, &raw)
	}
	c.call("textDocument/documentSymbol", map[string]any{"textDocument": map[string]any{"uri": uri}}, &raw)
}

// TestUnreadableFiles: a FIFO named pipe.card in the workspace, which
// blocks a reader until someone writes, is neither read by the workspace
// scan nor when the client says it changed, and the server goes on; the
// same check keeps out a device such as /dev/zero, which never ends. (Both
// read it: the FIFO held the checker and the server's input loop for good.)
func TestUnreadableFiles(t *testing.T) {
	dir := t.TempDir()
	fifo := filepath.Join(dir, "pipe.card")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Skip("no FIFOs here:", err)
	}
	c := startClient(t, dir, Options{NoBuiltin: true})
	c.notify("workspace/didChangeWatchedFiles", map[string]any{"changes": []map[string]any{{"uri": pathToURI(fifo), "type": 2}}})
	var raw json.RawMessage
	c.call("textDocument/hover", map[string]any{"textDocument": map[string]any{"uri": pathToURI(fifo)}, "position": map[string]any{"line": 0, "character": 0}}, &raw)
}

// BenchmarkJunkBuffer measures the case: a 1 MB buffer of junk
// lines (500,000 syntax errors) opened in an editor until its diagnostics
// arrive (201 of them). It reports the live heap's peak above the idle
// server's (peak-heap-MB) and the bytes of the notification (msg-bytes).
func BenchmarkJunkBuffer(b *testing.B) {
	dir := b.TempDir()
	c := startClient(b, dir, Options{NoBuiltin: true})
	text := junkLines(1 << 19)
	<-c.srvForTest.checks.waitIdle()
	var peak uint64
	var size int
	i := 0
	b.ReportAllocs()
	for b.Loop() {
		i++
		uri := pathToURI(filepath.Join(dir, fmt.Sprintf("junk%d.card", i)))
		peak = max(peak, cardgen.PeakHeap(func() {
			c.open(uriToPath(uri), text)
			p := c.diagnostics(uri, atVersion(1))
			if len(p.Diagnostics) > diag.MaxPerFile+1 {
				b.Fatalf("%d diagnostics", len(p.Diagnostics))
			}
			msg, _ := json.Marshal(p)
			size = len(msg)
			c.notify("textDocument/didClose", map[string]any{"textDocument": map[string]any{"uri": uri}})
			<-c.srvForTest.checks.waitIdle()
		}))
	}
	b.ReportMetric(float64(peak)/(1<<20), "peak-heap-MB")
	b.ReportMetric(float64(size), "msg-bytes")
}
