package lsp

import (
	"encoding/json"
	"fmt"
	"io/fs"
	"path/filepath"
	"sort"
	"strings"
	"testing"
	"time"

	protocol "github.com/tliron/glsp/protocol_3_16"

	"github.com/thronescript/thronescript/cards"
	"github.com/thronescript/thronescript/library"
)

// libraryFiles returns the built-in library's .card files (cards.Files,
// the one list of them).
func libraryFiles(t testing.TB) map[string]string {
	t.Helper()
	out := map[string]string{}
	for _, p := range cards.Files() {
		b, err := fs.ReadFile(cards.FS, p)
		if err != nil {
			t.Fatal(err)
		}
		out[p] = string(b)
	}
	return out
}

// TestHalfTypedFiles types library files into the server piece by piece
// (every cut is a half-written file) and asks for every feature at the
// cursor: no request fails, and the last version gets its diagnostics.
func TestHalfTypedFiles(t *testing.T) {
	files := libraryFiles(t)
	names := make([]string, 0, len(files))
	for n := range files {
		names = append(names, n)
	}
	sort.Strings(names)
	// every sixth file (all kinds: cards, texts, scenarios; 33 of the
	// 196 since the second wave) in full runs, a few in -short ones
	var some []string
	for i, n := range names {
		if i%6 == 0 && (!testing.Short() || len(some) < 3) {
			some = append(some, n)
		}
	}
	names = some
	dir := t.TempDir()
	// The test asks whether a request fails, not how fast it is answered:
	// on a loaded machine a request that takes half a CPU-second can take
	// minutes of wall time, so the server's per-request bound (5 s by
	// default) is lifted and the calls wait as long as the test may run
	// (go test -timeout still ends a request that hangs).
	c := startClient(t, dir, Options{Timeout: 24 * time.Hour})
	for _, name := range names {
		text := files[name]
		path := filepath.Join(dir, strings.ReplaceAll(name, "/", "_"))
		uri := c.open(path, "")
		step := max(len(text)/5, 1)
		var v int32
		for cut := step; cut <= len(text)+step; cut += step {
			part := text[:min(cut, len(text))]
			v = c.change(uri, part)
			at := positionIn(part, lineStarts(part), len(part))
			td := map[string]any{"uri": uri}
			for _, req := range []struct {
				method string
				params map[string]any
			}{
				{"textDocument/completion", map[string]any{"textDocument": td, "position": at}},
				{"textDocument/hover", map[string]any{"textDocument": td, "position": at}},
				{"textDocument/definition", map[string]any{"textDocument": td, "position": at}},
				{"textDocument/references", map[string]any{"textDocument": td, "position": at, "context": map[string]any{"includeDeclaration": true}}},
				{"textDocument/documentSymbol", map[string]any{"textDocument": td}},
				{"textDocument/formatting", map[string]any{"textDocument": td, "options": map[string]any{"tabSize": 2, "insertSpaces": true}}},
				{"textDocument/codeAction", map[string]any{"textDocument": td, "range": protocol.Range{End: at}, "context": map[string]any{"diagnostics": []any{}}}},
			} {
				var raw json.RawMessage
				if err := c.conn.Call(t.Context(), req.method, req.params, &raw); err != nil {
					t.Fatalf("%s at byte %d: %s: %v", name, cut, req.method, err)
				}
			}
		}
		c.diagnostics(uri, atVersion(v))
	}
}

// FuzzFeatures runs the features that read the text directly on any text
// and cursor: they never panic.
func FuzzFeatures(f *testing.F) {
	f.Add(knightCard, 200)
	f.Add(myScenarios, 40)
	f.Add("card 1 \"x\" {\n  reaction r {\n    after \"", 30)
	f.Add("keyword k {\n  `lua", 12)
	s := newServerForTest(Options{})
	lib, _ := library.Load(s.reg, library.Options{Builtin: true})
	s.setSnapshot(&snapshot{files: lib.Files, sources: lib.Sources})
	f.Fuzz(func(t *testing.T, text string, off int) {
		if off < 0 || off > len(text) {
			return
		}
		d := newDocument("file:///x.card", "/x.card", text, 1)
		s.complete(d, contextAt(text, off))
		s.targetAt(d, off)
		_ = d.position(off)
		_ = d.offset(d.position(off))
		_, _ = formatRange(d, 0, len(text))
		_ = fmt.Sprint(stringAt(text, off))
	})
}

// BenchmarkDiagnosticsAfterEdit measures what an author waits for: a
// one-character change in a 20-card file (on top of the built-in library)
// until its diagnostics arrive over the connection. It reports the 95th
// percentile as p95-ms.
func BenchmarkDiagnosticsAfterEdit(b *testing.B) {
	dir := b.TempDir()
	var src strings.Builder
	for i := 1; i <= 20; i++ {
		fmt.Fprintf(&src, "card 800%02d \"Test Scout %d\" {\n  character\n  faction neutral\n  cost 1\n  strength 1\n  icons military\n  reaction reaction {\n    after marshaled self\n    do draw 1\n  }\n}\n\n", i, i)
	}
	text := src.String()
	writeFiles(b, dir, map[string]string{"pack.card": text})
	c := startClient(b, dir, Options{})
	uri := c.open(filepath.Join(dir, "pack.card"), text)
	if p := c.diagnostics(uri, atVersion(1)); len(p.Diagnostics) != 0 {
		b.Fatalf("the pack has diagnostics: %+v", p.Diagnostics)
	}
	edited := strings.Replace(text, "\"Test Scout 7\"", "\"Test Scout 77\"", 1)
	var times []time.Duration
	i := 0
	for b.Loop() {
		next := text
		if i%2 == 0 {
			next = edited
		}
		i++
		start := time.Now()
		v := c.change(uri, next)
		p := c.diagnostics(uri, atVersion(v))
		times = append(times, time.Since(start))
		if len(p.Diagnostics) != 0 {
			b.Fatalf("diagnostics: %+v", p.Diagnostics)
		}
		// the author reads the result while the full check ends
		<-c.srvForTest.checks.waitIdle()
	}
	sort.Slice(times, func(a, c int) bool { return times[a] < times[c] })
	b.ReportMetric(float64(times[len(times)*95/100].Microseconds())/1000, "p95-ms")
	b.ReportMetric(float64(times[len(times)/2].Microseconds())/1000, "p50-ms")
}
