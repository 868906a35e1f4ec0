// Package web is `throne serve`: a local web application for browsing the
// card library, editing a workspace of .card and .lua files with the same
// diagnostics as `throne check`, playing against the bot (or hot-seat) and
// running simulations. Every asset is embedded (plain JavaScript and CSS, no
// build step); nothing is fetched from the network.
//
// What the server guarantees: a player's page receives only what that
// player may see (views, prompts and log lines are made per seat on the
// server); reads and writes stay inside the workspace (no path or symlink
// escapes); request bodies are bounded; a card with errors never takes the
// server down (the library keeps its last good version, as in `watch`).
package web

import (
	"context"
	"embed"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"net"
	"net/http"
	"strings"
	"sync"
	"time"
	"unicode/utf8"

	"github.com/thronescript/thronescript/i18n/messages"
	"github.com/thronescript/thronescript/interp"
	"github.com/thronescript/thronescript/library"
)

//go:embed assets
var assets embed.FS

// MaxBody bounds every request body (a saved file, an answer, a form).
const MaxBody = 1 << 20

// DefaultAddr is where `throne serve` listens unless told otherwise: the
// loopback interface only.
const DefaultAddr = "127.0.0.1:7878"

// Deck is a deck list the play and simulate pages offer.
type Deck struct {
	Name string
	Data []byte
}

// Options say what to serve.
type Options struct {
	// Roots are the workspace: folders or files (default: the current folder).
	Roots []string
	// Lang is the default language of card texts and logs ("en", "de" or
	// a language of Catalogs or of the workspace's text files).
	Lang string
	// Catalogs are the message catalogs of the workspace
	// (catalog.<lang>.txt), by language (nil: those found in Roots): a
	// language is data, offered by the page's menu without a rebuild.
	Catalogs map[string]messages.WorkspaceCatalog
	// Decks offered by the play and simulate pages (the first two are the
	// defaults).
	Decks []Deck
	// MeleeDecks name the decks of Decks a melee game's seats play when
	// the page names none, in turn (nil: Decks in turn).
	MeleeDecks []string
	// Debounce of the workspace watcher (0: 5ms).
	Debounce time.Duration
	// OnError receives problems the server cannot show on a page (watcher
	// errors); nil drops them.
	OnError func(error)
	// record, if set, sees every message sent to a seat's page (tests).
	record func(game string, seat int, msg []byte)
	// abandonAfter, if set, replaces defaultAbandonAfter (tests).
	abandonAfter time.Duration
	// lspTimeout, if set, replaces the page's language server's request
	// bound (lsp.Options.Timeout; tests on a loaded machine).
	lspTimeout time.Duration
}

// Server is one running `throne serve`.
type Server struct {
	opt   Options
	ws    *workspace
	ed    *editor
	hub   *hub
	mux   *http.ServeMux
	reg   *interp.Registry
	cats  map[string]*messages.Catalog // by language, for the built-in library
	langs *messages.Set                // the languages offered

	mu        sync.Mutex
	games     map[string]*game
	gameOrder []string // oldest first
	sims      map[string]*simJob
	lsps      map[string]*lspSession // the pages' language servers
	lspOrder  []string               // oldest first
	next      int

	builtinOnce sync.Once
	builtin     *interp.Library // the built-in library alone (comparisons)
	builtinErr  error

	stop context.CancelFunc
	done chan struct{}
}

// New builds a server over the workspace and starts watching it. Close
// stops it.
func New(opt Options) (*Server, error) {
	if len(opt.Roots) == 0 {
		opt.Roots = []string{"."}
	}
	if opt.Lang == "" {
		opt.Lang = "en"
	}
	if opt.Debounce == 0 {
		opt.Debounce = 5 * time.Millisecond
	}
	ws, err := newWorkspace(opt.Roots)
	if err != nil {
		return nil, err
	}
	s := &Server{opt: opt, ws: ws, hub: newHub(), reg: interp.NewRegistry(), games: map[string]*game{}, sims: map[string]*simJob{}, lsps: map[string]*lspSession{}, done: make(chan struct{})}
	sess, _ := library.NewSession(s.reg, true, nil)
	s.ed = newEditor(s, sess)
	s.cats = map[string]*messages.Catalog{}
	if opt.Catalogs == nil {
		opt.Catalogs = map[string]messages.WorkspaceCatalog{}
		for lang, file := range library.CatalogFiles(opt.Roots) {
			if src, err := library.ReadFile(file); err == nil {
				opt.Catalogs[lang] = messages.WorkspaceCatalog{File: file, Src: src}
			}
		}
	}
	s.opt.Catalogs = opt.Catalogs
	s.langs = messages.NewSet(opt.Catalogs, append(library.TextLanguages(sess.Library().Checked), library.FileLanguages(opt.Roots)...))
	for _, l := range s.langs.Names() {
		c, err := s.langs.Load(l, sess.Library())
		if err != nil {
			return nil, err
		}
		s.cats[l] = c
	}
	if _, ok := s.cats[opt.Lang]; !ok {
		return nil, errors.New("unknown language " + opt.Lang + " (known: " + strings.Join(s.langs.Names(), ", ") + ")")
	}
	s.routes()
	ctx, cancel := context.WithCancel(context.Background())
	s.stop = cancel
	ready := make(chan struct{})
	go func() {
		defer close(s.done)
		s.ed.watch(ctx, ready)
	}()
	if len(ws.files()) > 0 { // the watcher reports no initial scan of an empty workspace
		select {
		case <-ready:
		case <-time.After(30 * time.Second):
		}
	}
	return s, nil
}

// Close stops the watcher, the games and the simulations.
func (s *Server) Close() {
	s.stop()
	<-s.done
	s.mu.Lock()
	gs := make([]*game, 0, len(s.games))
	for _, g := range s.games {
		gs = append(gs, g)
	}
	js := make([]*simJob, 0, len(s.sims))
	for _, j := range s.sims {
		js = append(js, j)
	}
	ls := make([]*lspSession, 0, len(s.lsps))
	for _, l := range s.lsps {
		ls = append(ls, l)
	}
	s.lsps = map[string]*lspSession{}
	s.mu.Unlock()
	for _, l := range ls {
		l.close()
	}
	for _, g := range gs {
		g.close()
	}
	for _, j := range js {
		j.cancel()
		<-j.done
		j.hub.close()
	}
	s.hub.close()
}

// Handler is the server's HTTP handler.
func (s *Server) Handler() http.Handler { return guard(s.recoverer(s.mux)) }

// recoverer answers a request whose handler panicked with an internal
// error (500, when nothing was sent yet) and logs it to Options.OnError,
// without a stack trace: one bad request never takes the server down, nor
// prints Go's stack on the terminal.
func (s *Server) recoverer(h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		tw := &trackWriter{ResponseWriter: w}
		defer func() {
			p := recover()
			if p == nil {
				return
			}
			if p == http.ErrAbortHandler { // net/http's own way to abort a response
				panic(p)
			}
			s.internal(r.Method+" "+r.URL.Path, p)
			if !tw.wrote {
				writeError(w, http.StatusInternalServerError, "internal error (a bug in throne serve; the server logged it)")
			}
		}()
		h.ServeHTTP(tw, r)
	})
}

// trackWriter notes whether a response was started; it flushes like the
// writer it wraps (the event streams need it).
type trackWriter struct {
	http.ResponseWriter
	wrote bool
}

func (t *trackWriter) WriteHeader(code int) {
	t.wrote = true
	t.ResponseWriter.WriteHeader(code)
}

func (t *trackWriter) Write(b []byte) (int, error) {
	t.wrote = true
	return t.ResponseWriter.Write(b)
}

// Flush implements http.Flusher.
func (t *trackWriter) Flush() {
	if f, ok := t.ResponseWriter.(http.Flusher); ok {
		t.wrote = true
		f.Flush()
	}
}

// Unwrap lets http.ResponseController reach the connection.
func (t *trackWriter) Unwrap() http.ResponseWriter { return t.ResponseWriter }

// recovered, deferred in a goroutine the server starts (a check, the
// workspace's update), logs a panic instead of letting it end the process.
func (s *Server) recovered(what string) {
	if p := recover(); p != nil {
		s.internal(what, p)
	}
}

// internal logs a recovered panic.
func (s *Server) internal(what string, p any) {
	if s.opt.OnError != nil {
		s.opt.OnError(fmt.Errorf("internal error in %s: %v (a bug in throne serve; please report it with what the page did)", what, p))
	}
}

// Serve serves on l until ctx ends.
func (s *Server) Serve(ctx context.Context, l net.Listener) error {
	hs := &http.Server{Handler: s.Handler(), ReadHeaderTimeout: 10 * time.Second, MaxHeaderBytes: 64 << 10}
	go func() {
		<-ctx.Done()
		sctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
		defer cancel()
		_ = hs.Shutdown(sctx)
	}()
	err := hs.Serve(l)
	if errors.Is(err, http.ErrServerClosed) {
		return nil
	}
	return err
}

func (s *Server) routes() {
	m := http.NewServeMux()
	static, _ := fs.Sub(assets, "assets")
	m.Handle("GET /", http.FileServerFS(static))
	m.HandleFunc("GET /api/info", s.handleInfo)
	m.HandleFunc("GET /api/cards", s.handleCards)
	m.HandleFunc("GET /api/card/{code}", s.handleCard)
	m.HandleFunc("GET /api/files", s.handleFiles)
	m.HandleFunc("GET /api/file", s.handleReadFile)
	m.HandleFunc("GET /api/builtin", s.handleBuiltin)
	m.HandleFunc("POST /api/file", s.handleSaveFile)
	m.HandleFunc("POST /api/file/new", s.handleNewFile)
	m.HandleFunc("POST /api/file/rename", s.handleRename)
	m.HandleFunc("POST /api/file/delete", s.handleDelete)
	m.HandleFunc("GET /api/decks", s.handleDecks)
	m.HandleFunc("GET /api/deck", s.handleDeck)
	m.HandleFunc("POST /api/decks/check", s.handleDeckCheck)
	m.HandleFunc("POST /api/decks/build", s.handleDeckBuild)
	m.HandleFunc("POST /api/decks/save", s.handleDeckSave)
	m.HandleFunc("GET /api/events", s.handleEvents)
	m.HandleFunc("POST /api/lsp", s.handleNewLSP)
	m.HandleFunc("POST /api/lsp/{id}", s.handleLSPSend)
	m.HandleFunc("GET /api/lsp/{id}/events", s.handleLSPEvents)
	m.HandleFunc("GET /api/status", s.handleStatus)
	m.HandleFunc("POST /api/games", s.handleNewGame)
	m.HandleFunc("GET /api/games/{id}/events", s.handleGameEvents)
	m.HandleFunc("POST /api/games/{id}/answer", s.handleAnswer)
	m.HandleFunc("POST /api/sims", s.handleNewSim)
	m.HandleFunc("GET /api/sims/{id}/events", s.handleSimEvents)
	s.mux = m
}

// guard bounds request bodies and refuses requests from other sites: the
// Host must be a loopback name or address (no DNS rebinding), and a request
// that changes anything must carry the page's own header, which a form or
// a cross-site script cannot send without a CORS preflight this server
// never grants.
func guard(h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if !loopbackHost(r.Host) {
			http.Error(w, "throne serve answers only to localhost", http.StatusForbidden)
			return
		}
		if r.Method != http.MethodGet && r.Method != http.MethodHead {
			if r.Header.Get("X-Throne") != "1" {
				http.Error(w, "missing X-Throne header", http.StatusForbidden)
				return
			}
		}
		r.Body = http.MaxBytesReader(w, r.Body, MaxBody)
		w.Header().Set("X-Content-Type-Options", "nosniff")
		w.Header().Set("Content-Security-Policy", "default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'")
		h.ServeHTTP(w, r)
	})
}

// loopbackHost reports whether a Host header names this machine.
func loopbackHost(host string) bool {
	if h, _, err := net.SplitHostPort(host); err == nil {
		host = h
	}
	host = strings.Trim(host, "[]")
	if host == "localhost" {
		return true
	}
	ip := net.ParseIP(host)
	return ip != nil && ip.IsLoopback()
}

func (s *Server) handleInfo(w http.ResponseWriter, r *http.Request) {
	var decks []string
	for _, d := range s.opt.Decks {
		decks = append(decks, d.Name)
	}
	// The language menu and the page's own words come from the catalogs
	// ([ui] language-name and page-*): a language's file adds both.
	type language struct {
		Code string `json:"code"`
		Name string `json:"name"`
	}
	var langs []language
	words := map[string]map[string]string{}
	for _, l := range s.langs.Names() {
		c := s.cats[l]
		name := c.UI["language-name"]
		if l != "en" && name == s.cats["en"].UI["language-name"] {
			name = l // not translated yet
		}
		langs = append(langs, language{l, name})
		words[l] = map[string]string{}
		for k, v := range c.UI {
			if w, ok := strings.CutPrefix(k, "page-"); ok {
				words[l][w] = v
			} else if strings.HasPrefix(k, "card-") {
				words[l][k] = v // the words around a card (card-type.character, …)
			}
		}
	}
	folders := []string{} // where the editor makes new files
	for _, r := range s.ws.roots {
		if r.dir {
			folders = append(folders, r.given)
		}
	}
	writeJSON(w, map[string]any{"lang": s.opt.Lang, "languages": langs, "words": words, "roots": s.opt.Roots, "folders": folders, "decks": decks})
}

func writeJSON(w http.ResponseWriter, v any) {
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(v)
}

func writeError(w http.ResponseWriter, code int, msg string) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(code)
	_ = json.NewEncoder(w).Encode(map[string]string{"error": msg})
}

// readJSON decodes a bounded request body into v.
func readJSON(w http.ResponseWriter, r *http.Request, v any) bool {
	if err := json.NewDecoder(r.Body).Decode(v); err != nil {
		var mb *http.MaxBytesError
		if errors.As(err, &mb) {
			writeError(w, http.StatusRequestEntityTooLarge, "request too large")
			return false
		}
		writeError(w, http.StatusBadRequest, "bad request: "+err.Error())
		return false
	}
	return true
}

// lookup finds the session id names in *m (the server's simulations or
// language servers: a field of s, read under its lock), or answers 404
// with msg.
func lookup[T any](s *Server, w http.ResponseWriter, m *map[string]*T, id, msg string) *T {
	s.mu.Lock()
	v := (*m)[id]
	s.mu.Unlock()
	if v == nil {
		writeError(w, http.StatusNotFound, msg)
	}
	return v
}

// readTextJSON reads a request as readJSON does and refuses it when its
// text (the field of v that text points to) is not UTF-8.
func readTextJSON(w http.ResponseWriter, r *http.Request, v any, text *string) bool {
	if !readJSON(w, r, v) {
		return false
	}
	if !utf8.ValidString(*text) {
		writeError(w, http.StatusBadRequest, "the text is not UTF-8")
		return false
	}
	return true
}

// lang picks a known language from a request's ?lang (default: the server's).
func (s *Server) lang(r *http.Request) string {
	if l := r.URL.Query().Get("lang"); s.cats[l] != nil {
		return l
	}
	return s.opt.Lang
}

func (s *Server) newID() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.next++
	return randomToken()[:8] + itoa(s.next)
}
