// Package lsp is the language server behind `throne lsp`: diagnostics,
// completion, hover, navigation, symbols, formatting and quick fixes for
// .card files (and diagnostics for their Lua hook files), over JSON-RPC.
//
// The analysis is the one `throne check` and `throne watch` use: an
// library.Session holding the built-in library and the workspace's files,
// re-checked as buffers change. Every request runs with a recover and a
// time limit; checks run in one worker that coalesces bursts of edits and
// drops results a newer edit has superseded.
package lsp

import (
	"context"
	"fmt"
	"io"
	"os"
	"runtime/debug"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/sourcegraph/jsonrpc2"
	"github.com/tliron/glsp"
	protocol "github.com/tliron/glsp/protocol_3_16"

	"github.com/thronescript/thronescript/dsl/syntax"
	"github.com/thronescript/thronescript/interp"
	"github.com/thronescript/thronescript/library"
)

// Options configure a server.
type Options struct {
	// Registry is the vocabulary (interp.NewRegistry() when nil).
	Registry *interp.Registry
	// NoBuiltin leaves the built-in card library out (the keyword prelude
	// is still known through it when false).
	NoBuiltin bool
	// Show renders a built-in card as `throne show` prints it, in the
	// editor's language (its locale: "de", "en-US", …) where a text exists
	// ("" when the card is unknown to it); hover shows other cards as a
	// short summary.
	Show func(code, locale string) string
	// Log receives the server's own messages (os.Stderr when nil).
	Log io.Writer
	// Debounce: edits that come less than this apart (a burst) are
	// checked once they pause (default 20 ms); an edit after a pause is
	// checked at once. Edits that arrive during a check are checked
	// together after it.
	Debounce time.Duration
	// Timeout bounds every request (default 5 s).
	Timeout time.Duration
	// MaxFiles and MaxFileSize bound the workspace scan (defaults 5000
	// files, 2 MB each). MaxFileSize bounds the open documents checked
	// too: a larger one gets one diagnostic (E0114) instead.
	MaxFiles    int
	MaxFileSize int64
	// MaxMessageSize bounds a message from the client (default
	// syntax.MaxFileSize, 64 MB, the largest file the language reads): a
	// larger one is skipped and answered with an error.
	MaxMessageSize int64
}

// Server is one language server connection's state.
type Server struct {
	opt   Options
	reg   *interp.Registry
	proto protocol.Handler

	mu      sync.Mutex
	docs    map[string]*document // by URI
	roots   []string
	locale  string // the editor's, from initialize
	watch   bool   // the client registers file watchers on request
	conn    *jsonrpc2.Conn
	builtin *builtinFiles

	snap  atomic.Pointer[snapshot] // the files after the last check
	ready chan struct{}            // closed when snap is first set
	once  sync.Once

	checks *checker
	exited atomic.Bool // an exit notification came (tests)
}

// Serve runs a server on the stream until the client disconnects or ctx
// ends.
func Serve(ctx context.Context, stream io.ReadWriteCloser, opt Options) error {
	return newServer(opt).serve(ctx, stream)
}

func (s *Server) serve(ctx context.Context, stream io.ReadWriteCloser) error {
	defer s.close()
	conn := jsonrpc2.NewConn(ctx, newFrameStream(stream, s.opt.MaxMessageSize, s.Printf),
		jsonrpc2.HandlerWithError(s.handle), jsonrpc2.SetLogger(s))
	s.mu.Lock()
	s.conn = conn
	s.mu.Unlock()
	select {
	case <-conn.DisconnectNotify():
	case <-ctx.Done():
		_ = conn.Close()
	}
	return nil
}

func newServer(opt Options) *Server {
	if opt.Registry == nil {
		opt.Registry = interp.NewRegistry()
	}
	if opt.Log == nil {
		opt.Log = os.Stderr
	}
	if opt.Debounce <= 0 {
		opt.Debounce = 20 * time.Millisecond
	}
	if opt.Timeout <= 0 {
		opt.Timeout = 5 * time.Second
	}
	if opt.MaxFiles <= 0 {
		opt.MaxFiles = 5000
	}
	if opt.MaxFileSize <= 0 {
		opt.MaxFileSize = 2 << 20
	}
	if opt.MaxMessageSize <= 0 {
		opt.MaxMessageSize = syntax.MaxFileSize
	}
	s := &Server{opt: opt, reg: opt.Registry, docs: map[string]*document{}, builtin: &builtinFiles{}, ready: make(chan struct{})}
	s.checks = newChecker(s)
	s.proto = protocol.Handler{
		Initialize:                      s.initialize,
		Initialized:                     s.initialized,
		Shutdown:                        s.shutdown,
		Exit:                            func(*glsp.Context) error { return nil },
		SetTrace:                        func(*glsp.Context, *protocol.SetTraceParams) error { return nil },
		CancelRequest:                   func(*glsp.Context, *protocol.CancelParams) error { return nil },
		TextDocumentDidOpen:             s.didOpen,
		TextDocumentDidChange:           s.didChange,
		TextDocumentDidSave:             s.didSave,
		TextDocumentDidClose:            s.didClose,
		WorkspaceDidChangeWatchedFiles:  s.didChangeWatchedFiles,
		WorkspaceDidChangeConfiguration: func(*glsp.Context, *protocol.DidChangeConfigurationParams) error { return nil },
		TextDocumentCompletion:          s.completion,
		TextDocumentHover:               s.hover,
		TextDocumentDefinition:          s.definition,
		TextDocumentReferences:          s.references,
		TextDocumentDocumentSymbol:      s.documentSymbol,
		TextDocumentFormatting:          s.formatting,
		TextDocumentRangeFormatting:     s.rangeFormatting,
		TextDocumentCodeAction:          s.codeAction,
	}
	return s
}

func (s *Server) close() {
	s.checks.stop()
	s.builtin.remove()
}

// Printf logs to the server's log (jsonrpc2.Logger).
func (s *Server) Printf(format string, v ...any) {
	fmt.Fprintf(s.opt.Log, "throne lsp: "+format, v...)
	if len(format) == 0 || format[len(format)-1] != '\n' {
		fmt.Fprintln(s.opt.Log)
	}
}

// handle runs one message: notifications in order, requests with a time
// limit; a panic becomes an error reply and a log line, never a crash.
func (s *Server) handle(ctx context.Context, conn *jsonrpc2.Conn, req *jsonrpc2.Request) (any, error) {
	gctx := &glsp.Context{Method: req.Method, Notify: func(method string, params any) {
		if err := conn.Notify(ctx, method, params); err != nil {
			s.Printf("notify %s: %v", method, err)
		}
	}}
	if req.Params != nil {
		gctx.Params = *req.Params
	}
	if req.Method == "exit" {
		s.exited.Store(true)
		go func() { _ = conn.Close() }()
		return nil, nil
	}
	type outcome struct {
		r                      any
		validMethod, validArgs bool
		err                    error
	}
	done := make(chan outcome, 1)
	run := func() {
		defer func() {
			if p := recover(); p != nil {
				s.Printf("internal error in %s: %v\n%s", req.Method, p, debug.Stack())
				done <- outcome{validMethod: true, validArgs: true, err: fmt.Errorf("internal error in %s: %v", req.Method, p)}
			}
		}()
		var o outcome
		o.r, o.validMethod, o.validArgs, o.err = s.proto.Handle(gctx)
		done <- o
	}
	var o outcome
	if req.Notif {
		// notifications only record state (the checks run elsewhere):
		// handled in order, at once
		run()
		o = <-done
	} else {
		go run()
		select {
		case o = <-done:
		case <-time.After(s.opt.Timeout):
			s.Printf("%s took longer than %v; answered with an error", req.Method, s.opt.Timeout)
			return nil, &jsonrpc2.Error{Code: jsonrpc2.CodeInternalError, Message: fmt.Sprintf("%s timed out", req.Method)}
		}
	}
	switch {
	case !o.validMethod:
		if req.Notif {
			return nil, nil
		}
		return nil, &jsonrpc2.Error{Code: jsonrpc2.CodeMethodNotFound, Message: "method not supported: " + req.Method}
	case !o.validArgs:
		msg := "invalid params"
		if o.err != nil {
			msg = o.err.Error()
		}
		return nil, &jsonrpc2.Error{Code: jsonrpc2.CodeInvalidParams, Message: msg}
	case o.err != nil:
		return nil, &jsonrpc2.Error{Code: jsonrpc2.CodeInternalError, Message: o.err.Error()}
	}
	return o.r, nil
}

// notify sends a notification to the client (from any goroutine).
func (s *Server) notify(method string, params any) {
	s.mu.Lock()
	conn := s.conn
	s.mu.Unlock()
	if conn == nil {
		return
	}
	if err := conn.Notify(context.Background(), method, params); err != nil {
		s.Printf("notify %s: %v", method, err)
	}
}

func (s *Server) initialize(_ *glsp.Context, p *protocol.InitializeParams) (any, error) {
	var roots []string
	for _, f := range p.WorkspaceFolders {
		roots = append(roots, uriToPath(f.URI))
	}
	if len(roots) == 0 && p.RootURI != nil && *p.RootURI != "" {
		roots = append(roots, uriToPath(*p.RootURI))
	}
	if len(roots) == 0 && p.RootPath != nil && *p.RootPath != "" {
		roots = append(roots, *p.RootPath)
	}
	s.mu.Lock()
	s.roots = roots
	if p.Locale != nil {
		s.locale = *p.Locale
	}
	if w := p.Capabilities.Workspace; w != nil && w.DidChangeWatchedFiles != nil && w.DidChangeWatchedFiles.DynamicRegistration != nil {
		s.watch = *w.DidChangeWatchedFiles.DynamicRegistration
	}
	s.mu.Unlock()
	s.checks.start(roots)

	caps := s.proto.CreateServerCapabilities()
	full := protocol.TextDocumentSyncKindFull
	caps.TextDocumentSync.(*protocol.TextDocumentSyncOptions).Change = &full
	caps.TextDocumentSync.(*protocol.TextDocumentSyncOptions).Save = &protocol.SaveOptions{IncludeText: &protocol.True}
	caps.CompletionProvider = &protocol.CompletionOptions{TriggerCharacters: []string{" ", "(", "\""}}
	caps.CodeActionProvider = &protocol.CodeActionOptions{CodeActionKinds: []protocol.CodeActionKind{protocol.CodeActionKindQuickFix}}
	version := "dev"
	return protocol.InitializeResult{
		Capabilities: caps,
		ServerInfo:   &protocol.InitializeResultServerInfo{Name: "throne lsp", Version: &version},
	}, nil
}

// initialized asks the client to tell about .card and .lua files changed
// on disk (a checkout, another program), when it can.
func (s *Server) initialized(*glsp.Context, *protocol.InitializedParams) error {
	s.mu.Lock()
	watch, conn := s.watch, s.conn
	s.mu.Unlock()
	if !watch || conn == nil {
		return nil
	}
	params := protocol.RegistrationParams{Registrations: []protocol.Registration{{
		ID:     "throne-files",
		Method: string(protocol.MethodWorkspaceDidChangeWatchedFiles),
		RegisterOptions: protocol.DidChangeWatchedFilesRegistrationOptions{Watchers: []protocol.FileSystemWatcher{
			{GlobPattern: "**/*.card"}, {GlobPattern: "**/*.lua"},
		}},
	}}}
	// the answer comes through the connection this handler holds up: ask
	// from another goroutine
	go func() {
		ctx, cancel := context.WithTimeout(context.Background(), s.opt.Timeout)
		defer cancel()
		if err := conn.Call(ctx, string(protocol.ServerClientRegisterCapability), params, nil); err != nil {
			s.Printf("the client did not register file watchers: %v", err)
		}
	}()
	return nil
}

// shutdown lets the checks under way finish (their diagnostics are sent)
// before answering, within the request time limit.
func (s *Server) shutdown(*glsp.Context) error {
	select {
	case <-s.checks.waitIdle():
	case <-time.After(s.opt.Timeout * 3 / 4):
	}
	return nil
}

// doc returns the open document at uri (nil when it is not open, or
// larger than Options.MaxFileSize: the requests answer nothing there).
func (s *Server) doc(uri string) *document {
	s.mu.Lock()
	defer s.mu.Unlock()
	d := s.docs[uri]
	if d == nil || int64(len(d.text)) > s.opt.MaxFileSize {
		return nil
	}
	c := *d // a snapshot: the text may change while a request runs
	return &c
}

// cardDoc is doc for a .card file, nil for any other document: the
// requests about card text answer nothing there.
func (s *Server) cardDoc(uri string) *document {
	if d := s.doc(uri); d != nil && strings.HasSuffix(d.path, ".card") {
		return d
	}
	return nil
}

func (s *Server) didOpen(_ *glsp.Context, p *protocol.DidOpenTextDocumentParams) error {
	path := uriToPath(p.TextDocument.URI)
	d := newDocument(p.TextDocument.URI, path, p.TextDocument.Text, p.TextDocument.Version)
	d.builtin = s.builtin.nameOf(path)
	s.mu.Lock()
	s.docs[d.uri] = d
	s.mu.Unlock()
	if d.builtin == "" {
		s.checks.changed(d.path, d.text, false)
	}
	return nil
}

func (s *Server) didChange(_ *glsp.Context, p *protocol.DidChangeTextDocumentParams) error {
	s.mu.Lock()
	d := s.docs[p.TextDocument.URI]
	if d == nil {
		s.mu.Unlock()
		return nil
	}
	for _, ch := range p.ContentChanges {
		switch c := ch.(type) {
		case protocol.TextDocumentContentChangeEventWhole:
			d.setText(c.Text)
		case protocol.TextDocumentContentChangeEvent:
			if c.Range == nil {
				d.setText(c.Text)
				continue
			}
			start, end := d.offset(c.Range.Start), d.offset(c.Range.End)
			if end < start {
				start, end = end, start
			}
			d.setText(d.text[:start] + c.Text + d.text[end:])
		}
	}
	d.version = p.TextDocument.Version
	path, text, builtin := d.path, d.text, d.builtin
	s.mu.Unlock()
	if builtin == "" {
		s.checks.changed(path, text, false)
	}
	return nil
}

func (s *Server) didSave(_ *glsp.Context, p *protocol.DidSaveTextDocumentParams) error {
	s.mu.Lock()
	d := s.docs[p.TextDocument.URI]
	if d != nil && p.Text != nil {
		d.setText(*p.Text)
	}
	s.mu.Unlock()
	if d != nil && d.builtin == "" {
		s.checks.changed(d.path, d.text, true)
	}
	return nil
}

func (s *Server) didClose(_ *glsp.Context, p *protocol.DidCloseTextDocumentParams) error {
	s.mu.Lock()
	d := s.docs[p.TextDocument.URI]
	delete(s.docs, p.TextDocument.URI)
	s.mu.Unlock()
	if d == nil || d.builtin != "" {
		return nil
	}
	// the file on disk is what counts again (or nothing, if it is gone)
	if data, err := library.ReadBounded(d.path, s.opt.MaxFileSize); err == nil {
		s.checks.changed(d.path, string(data), true)
	} else {
		s.checks.removed(d.path)
	}
	return nil
}

func (s *Server) didChangeWatchedFiles(_ *glsp.Context, p *protocol.DidChangeWatchedFilesParams) error {
	for _, ev := range p.Changes {
		path := uriToPath(ev.URI)
		if s.isOpen(path) {
			continue // the buffer wins over the disk
		}
		if ev.Type == protocol.FileChangeTypeDeleted {
			s.checks.removed(path)
			continue
		}
		if data, err := library.ReadBounded(path, s.opt.MaxFileSize); err == nil {
			s.checks.changed(path, string(data), true)
		}
	}
	return nil
}

func (s *Server) isOpen(path string) bool {
	_, ok := s.openAs(path)
	return ok
}

// openPaths lists the file names of the open documents.
func (s *Server) openPaths() []string {
	s.mu.Lock()
	defer s.mu.Unlock()
	out := make([]string, 0, len(s.docs))
	for _, d := range s.docs {
		if d.builtin == "" {
			out = append(out, d.path)
		}
	}
	return out
}

// openURI returns the URI under which path is open, or its file: URI.
func (s *Server) openURI(path string) string {
	if uri, ok := s.openAs(path); ok {
		return uri
	}
	return pathToURI(path)
}

// openAs returns the URI of an open document of path.
func (s *Server) openAs(path string) (string, bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	for _, d := range s.docs {
		if d.path == path {
			return d.uri, true
		}
	}
	return "", false
}
