package web

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/thronescript/thronescript/interp"
	"github.com/thronescript/thronescript/lsp"
)

// The editor page talks to `throne lsp` itself — the server editors use —
// over the page's connection: a page opens a session (POST /api/lsp), sends
// each JSON-RPC message as a POST, and reads the server's messages as
// server-sent events. Every feature the page's editor has (diagnostics and
// their quick fixes, completion, hover, definition, formatting) is the
// language server's, so the page and the editors share one implementation.
// The server runs in this process, on an in-memory connection.

// Bounds of the language server sessions.
const (
	// maxLSPSessions: each holds its own library; the oldest goes first.
	maxLSPSessions = 3
	// lspAbandonAfter: a session no page has followed for this long ends.
	lspAbandonAfter = 30 * time.Second
)

// lspSession is one page's language server.
type lspSession struct {
	id      string
	toLSP   *io.PipeWriter // client → server, framed
	writeMu sync.Mutex
	hub     *hub
	cancel  context.CancelFunc
	done    chan struct{}

	mu       sync.Mutex
	watchers int
	left     int
}

// lspConn joins the two pipes into the server's connection.
type lspConn struct {
	io.Reader
	io.Writer
	close func() error
}

func (c lspConn) Close() error { return c.close() }

// newLSPSession starts a language server for a page.
func (s *Server) newLSPSession() *lspSession {
	inR, inW := io.Pipe()   // page → server
	outR, outW := io.Pipe() // server → page
	ctx, cancel := context.WithCancel(context.Background())
	ls := &lspSession{id: s.newID(), toLSP: inW, hub: newHub(), cancel: cancel, done: make(chan struct{})}
	conn := lspConn{Reader: inR, Writer: outW, close: func() error { _ = inR.Close(); return outW.Close() }}
	go func() {
		defer close(ls.done)
		defer s.recovered("the page's language server")
		_ = lsp.Serve(ctx, conn, lsp.Options{Registry: interp.NewRegistry(), Log: io.Discard, Timeout: s.opt.lspTimeout})
		_ = outW.Close()
	}()
	go func() {
		defer s.recovered("the page's language server messages")
		readFrames(outR, func(msg []byte) { ls.hub.publish(event("message", json.RawMessage(msg))) })
		ls.hub.close()
	}()
	return ls
}

// readFrames reads LSP messages (Content-Length framed) until r ends.
func readFrames(r io.Reader, each func([]byte)) {
	br := bufio.NewReader(r)
	for {
		n := -1
		for {
			line, err := br.ReadString('\n')
			if err != nil {
				return
			}
			line = strings.TrimRight(line, "\r\n")
			if line == "" {
				break
			}
			if v, ok := strings.CutPrefix(strings.ToLower(line), "content-length:"); ok {
				n, _ = strconv.Atoi(strings.TrimSpace(v))
			}
		}
		if n < 0 || n > 64<<20 {
			return
		}
		buf := make([]byte, n)
		if _, err := io.ReadFull(br, buf); err != nil {
			return
		}
		each(buf)
	}
}

// send hands the server one message from the page.
func (ls *lspSession) send(msg []byte) error {
	ls.writeMu.Lock()
	defer ls.writeMu.Unlock()
	_, err := fmt.Fprintf(ls.toLSP, "Content-Length: %d\r\n\r\n%s", len(msg), msg)
	return err
}

func (ls *lspSession) close() {
	ls.cancel()
	_ = ls.toLSP.Close()
	<-ls.done
	ls.hub.close()
}

// watch notes a page following the session; the returned func notes that
// it left (the session ends unless a page follows it again in time).
func (ls *lspSession) watch(s *Server) func() {
	ls.mu.Lock()
	ls.watchers++
	ls.mu.Unlock()
	return func() {
		ls.mu.Lock()
		ls.watchers--
		ls.left++
		stamp, none := ls.left, ls.watchers == 0
		ls.mu.Unlock()
		if !none {
			return
		}
		time.AfterFunc(lspAbandonAfter, func() {
			ls.mu.Lock()
			gone := ls.watchers == 0 && ls.left == stamp
			ls.mu.Unlock()
			if gone {
				s.dropLSP(ls.id)
			}
		})
	}
}

// dropLSP ends a session.
func (s *Server) dropLSP(id string) {
	s.mu.Lock()
	ls := s.lsps[id]
	delete(s.lsps, id)
	for i, x := range s.lspOrder {
		if x == id {
			s.lspOrder = append(s.lspOrder[:i:i], s.lspOrder[i+1:]...)
			break
		}
	}
	s.mu.Unlock()
	if ls != nil {
		go ls.close()
	}
}

// handleNewLSP opens a language server session for a page; it answers the
// session's id and the workspace as the server sees it (root and folder
// URIs, and the URI of each file name the page uses).
func (s *Server) handleNewLSP(w http.ResponseWriter, r *http.Request) {
	ls := s.newLSPSession()
	s.mu.Lock()
	s.lsps[ls.id] = ls
	s.lspOrder = append(s.lspOrder, ls.id)
	var old []string
	for len(s.lspOrder) > maxLSPSessions {
		old = append(old, s.lspOrder[0])
		s.lspOrder = s.lspOrder[1:]
	}
	s.mu.Unlock()
	for _, id := range old {
		s.dropLSP(id)
	}
	// a session no page follows ends
	ls.watch(s)()
	var folders []string
	for _, rt := range s.ws.roots {
		if rt.dir {
			folders = append(folders, fileURI(rt.abs))
		}
	}
	root := ""
	if len(folders) > 0 {
		root = folders[0]
	}
	writeJSON(w, map[string]any{"id": ls.id, "rootUri": root, "folders": folders})
}

// fileURI is a path's file: URI.
func fileURI(p string) string {
	return (&url.URL{Scheme: "file", Path: filepath.ToSlash(p)}).String()
}

// uriPath is the path of a file: URI ("" for another URI).
func uriPath(u string) string {
	p, err := url.Parse(u)
	if err != nil || p.Scheme != "file" {
		return ""
	}
	return filepath.FromSlash(p.Path)
}

// lspMessage is the part of a page's message the bridge reads: documents
// named must be the workspace's, and the workspace is the server's.
type lspMessage struct {
	Method string `json:"method"`
	Params struct {
		TextDocument struct {
			URI string `json:"uri"`
		} `json:"textDocument"`
	} `json:"params"`
}

// handleLSPSend passes one message of the page to its language server.
// Documents must be workspace files; initialize gets the workspace's
// folders whatever the page says.
func (s *Server) handleLSPSend(w http.ResponseWriter, r *http.Request) {
	ls := lookup(s, w, &s.lsps, r.PathValue("id"), "no such language server session (it ended: reload the page)")
	if ls == nil {
		return
	}
	body, err := io.ReadAll(r.Body)
	if err != nil {
		var mb *http.MaxBytesError
		if errors.As(err, &mb) {
			writeError(w, http.StatusRequestEntityTooLarge, "message too large")
			return
		}
		writeError(w, http.StatusBadRequest, err.Error())
		return
	}
	var m lspMessage
	if err := json.Unmarshal(body, &m); err != nil {
		writeError(w, http.StatusBadRequest, "not a JSON-RPC message: "+err.Error())
		return
	}
	if u := m.Params.TextDocument.URI; u != "" && strings.HasPrefix(m.Method, "textDocument/did") {
		if _, err := s.ws.resolve(uriPath(u)); err != nil {
			writeError(w, http.StatusForbidden, "not a file of the workspace: "+u)
			return
		}
	}
	if m.Method == "initialize" {
		if body, err = s.workspaceInit(body); err != nil {
			writeError(w, http.StatusBadRequest, err.Error())
			return
		}
	}
	if err := ls.send(body); err != nil {
		writeError(w, http.StatusGone, "the language server stopped")
		return
	}
	writeJSON(w, map[string]any{"ok": true})
}

// workspaceInit sets an initialize request's root and folders to the
// workspace's.
func (s *Server) workspaceInit(body []byte) ([]byte, error) {
	var req map[string]any
	if err := json.Unmarshal(body, &req); err != nil {
		return nil, err
	}
	params, _ := req["params"].(map[string]any)
	if params == nil {
		params = map[string]any{}
	}
	var folders []any
	for _, rt := range s.ws.roots {
		if rt.dir {
			folders = append(folders, map[string]any{"uri": fileURI(rt.abs), "name": rt.given})
		}
	}
	params["workspaceFolders"] = folders
	params["rootUri"] = nil
	params["rootPath"] = nil
	if len(folders) > 0 {
		params["rootUri"] = folders[0].(map[string]any)["uri"]
	}
	req["params"] = params
	return json.Marshal(req)
}

// handleLSPEvents streams the language server's messages to the page.
func (s *Server) handleLSPEvents(w http.ResponseWriter, r *http.Request) {
	ls := lookup(s, w, &s.lsps, r.PathValue("id"), "no such language server session")
	if ls == nil {
		return
	}
	defer ls.watch(s)()
	c := ls.hub.subscribe()
	defer ls.hub.unsubscribe(c)
	stream(w, r, c, event("hello", map[string]string{"id": ls.id}))
}
