package lsp

import (
	"context"
	"encoding/json"
	"io"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/sourcegraph/jsonrpc2"
	"github.com/tliron/glsp"
	protocol "github.com/tliron/glsp/protocol_3_16"
)

// osPipes returns the two ends of a connection made of OS pipes, as the
// stdio of an editor's server process is (net.Pipe has no buffer: both
// ends writing at once would block each other).
func osPipes(t testing.TB) (server, client io.ReadWriteCloser) {
	t.Helper()
	r1, w1, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	r2, w2, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	return pipeEnd{r1, w2}, pipeEnd{r2, w1}
}

type pipeEnd struct {
	r *os.File
	w *os.File
}

func (p pipeEnd) Read(b []byte) (int, error)  { return p.r.Read(b) }
func (p pipeEnd) Write(b []byte) (int, error) { return p.w.Write(b) }
func (p pipeEnd) Close() error {
	p.w.Close()
	return p.r.Close()
}

// client is a test LSP client: it talks JSON-RPC over a pipe to a server
// started with Serve, the way an editor does over stdio.
type client struct {
	t          testing.TB
	conn       *jsonrpc2.Conn
	srv        chan error
	srvForTest *Server

	mu      sync.Mutex
	diags   map[string]published
	waiters []chan struct{}
	version map[string]int32
	regs    []string // client/registerCapability requests received
}

// registered returns the registration requests received, as JSON.
func (c *client) registered() string {
	c.mu.Lock()
	defer c.mu.Unlock()
	return strings.Join(c.regs, "\n")
}

// startClient starts a server on one end of a pipe, and initializes it
// with root as the workspace folder.
func startClient(t testing.TB, root string, opt Options) *client {
	t.Helper()
	return startWith(t, root, newServerForTest(opt))
}

func newServerForTest(opt Options) *Server {
	if opt.Log == nil {
		opt.Log = io.Discard
	}
	return newServer(opt)
}

// startWith starts s on one end of a pipe.
func startWith(t testing.TB, root string, s *Server) *client {
	t.Helper()
	a, b := osPipes(t)
	ctx, cancel := context.WithCancel(context.Background())
	c := &client{t: t, srvForTest: s, srv: make(chan error, 1), diags: map[string]published{}, version: map[string]int32{}}
	go func() { c.srv <- s.serve(ctx, a) }()
	c.conn = jsonrpc2.NewConn(ctx, jsonrpc2.NewBufferedStream(b, jsonrpc2.VSCodeObjectCodec{}), jsonrpc2.HandlerWithError(c.handle))
	t.Cleanup(func() {
		_ = c.conn.Close()
		cancel()
		select {
		case <-c.srv:
		case <-time.After(5 * time.Second):
			t.Error("the server did not stop")
		}
	})
	uri := pathToURI(root)
	var res protocol.InitializeResult
	c.call("initialize", map[string]any{"processId": nil, "rootUri": uri, "locale": "de", "capabilities": map[string]any{"workspace": map[string]any{"didChangeWatchedFiles": map[string]any{"dynamicRegistration": true}}},
		"workspaceFolders": []map[string]string{{"uri": uri, "name": "ws"}}}, &res)
	if err := c.conn.Notify(ctx, "initialized", map[string]any{}); err != nil {
		t.Fatal(err)
	}
	return c
}

func (c *client) handle(_ context.Context, _ *jsonrpc2.Conn, req *jsonrpc2.Request) (any, error) {
	if req.Method == "client/registerCapability" && req.Params != nil {
		c.mu.Lock()
		c.regs = append(c.regs, string(*req.Params))
		c.mu.Unlock()
		return nil, nil
	}
	if req.Method == "textDocument/publishDiagnostics" && req.Params != nil {
		var p published
		if err := json.Unmarshal(*req.Params, &p); err == nil {
			c.mu.Lock()
			c.diags[p.URI] = p
			for _, w := range c.waiters {
				select {
				case w <- struct{}{}:
				default:
				}
			}
			c.mu.Unlock()
		}
	}
	return nil, nil
}

// published is a publishDiagnostics notification as the client reads it
// (glsp's own type drops the code when decoding).
type published struct {
	URI         string       `json:"uri"`
	Version     *int32       `json:"version"`
	Diagnostics []clientDiag `json:"diagnostics"`
}

type clientDiag struct {
	Range    protocol.Range `json:"range"`
	Severity int            `json:"severity"`
	Code     string         `json:"code"`
	Source   string         `json:"source"`
	Message  string         `json:"message"`
	Data     map[string]any `json:"data"`
}

// call sends a request and decodes its result.
func (c *client) call(method string, params, result any) {
	c.t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	if err := c.conn.Call(ctx, method, params, result); err != nil {
		c.t.Fatalf("%s: %v", method, err)
	}
}

func (c *client) notify(method string, params any) {
	c.t.Helper()
	if err := c.conn.Notify(context.Background(), method, params); err != nil {
		c.t.Fatalf("%s: %v", method, err)
	}
}

func (c *client) open(path, text string) string {
	uri := pathToURI(path)
	c.mu.Lock()
	c.version[uri] = 1
	c.mu.Unlock()
	c.notify("textDocument/didOpen", map[string]any{"textDocument": map[string]any{"uri": uri, "languageId": "thronescript", "version": 1, "text": text}})
	return uri
}

func (c *client) change(uri, text string) int32 {
	c.mu.Lock()
	c.version[uri]++
	v := c.version[uri]
	c.mu.Unlock()
	c.notify("textDocument/didChange", map[string]any{"textDocument": map[string]any{"uri": uri, "version": v},
		"contentChanges": []map[string]any{{"text": text}}})
	return v
}

// diagnostics waits for the diagnostics of uri that satisfy ok.
func (c *client) diagnostics(uri string, ok func(published) bool) published {
	c.t.Helper()
	w := make(chan struct{}, 1)
	c.mu.Lock()
	c.waiters = append(c.waiters, w)
	c.mu.Unlock()
	deadline := time.After(20 * time.Second)
	for {
		c.mu.Lock()
		p, have := c.diags[uri]
		c.mu.Unlock()
		if have && ok(p) {
			return p
		}
		select {
		case <-w:
		case <-deadline:
			c.t.Fatalf("no matching diagnostics for %s; last: %+v", uri, p)
		}
	}
}

// atVersion accepts the diagnostics of one version of the document.
func atVersion(v int32) func(published) bool {
	return func(p published) bool { return p.Version != nil && *p.Version == v }
}

// pos is the position of the n-th (0-based) occurrence of marker in text,
// plus delta bytes.
func pos(text, marker string, delta int) protocol.Position {
	i := strings.Index(text, marker)
	if i < 0 {
		panic("no " + marker)
	}
	return positionIn(text, lineStarts(text), i+delta)
}

// writeFiles writes a workspace.
func writeFiles(t testing.TB, dir string, files map[string]string) {
	t.Helper()
	for name, text := range files {
		p := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

type glspContext = glsp.Context

func ctxTimeout(t testing.TB) context.Context {
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	t.Cleanup(cancel)
	return ctx
}
