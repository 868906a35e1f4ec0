package web

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"sync"
	"time"

	"github.com/thronescript/thronescript/dsl/diag"
	"github.com/thronescript/thronescript/dsl/syntax"
	"github.com/thronescript/thronescript/interp"
	"github.com/thronescript/thronescript/library"
	"github.com/thronescript/thronescript/scenario"
)

// editor keeps the workspace's library (a library.Session driven by
// Session.Watch: saves from the page and from outside editors take the same
// path), the diagnostics of `throne check` over the workspace, and the last
// result of every scenario.
type editor struct {
	s    *Server
	sess *library.Session
	ck   *library.Checker // throne check, its built-in context read once (own registry)

	applyMu sync.Mutex // held while a change is applied to sess and the pages are told

	ckRun  sync.Mutex // the Checker is used by one goroutine at a time
	ckMu   sync.Mutex
	checks map[string]*checkRun // by the workspace's contents

	mu       sync.Mutex
	seq      int
	diags    map[string][]diag.JSON // by file: throne check over the workspace
	scen     map[string]*scenJSON   // by file and name
	pending  []string
	ixLib    *interp.Library
	ix       *library.Index
	took     time.Duration
	reloadTo map[int]func(lib *interp.Library, codes []string)
	nextSub  int
}

// scenJSON is a scenario's result as the editor shows it.
type scenJSON struct {
	Name     string      `json:"name"`
	File     string      `json:"file"`
	Line     int         `json:"line"`
	Passed   bool        `json:"passed"`
	Failures []diag.JSON `json:"failures,omitempty"`
	Steps    int         `json:"steps"`
}

func newEditor(s *Server, sess *library.Session) *editor {
	return &editor{s: s, sess: sess, ck: library.NewChecker(interp.NewRegistry()), checks: map[string]*checkRun{}, diags: map[string][]diag.JSON{}, scen: map[string]*scenJSON{}, reloadTo: map[int]func(*interp.Library, []string){}}
}

// watch drives the session from the workspace until ctx ends; ready is
// closed after the initial scan.
func (e *editor) watch(ctx context.Context, ready chan struct{}) {
	var once sync.Once
	onErr := func(d *diag.Diagnostic) {
		if e.s.opt.OnError != nil {
			e.s.opt.OnError(d)
		}
	}
	err := e.sess.Watch(ctx, e.s.opt.Roots, library.WatchOptions{Debounce: e.s.opt.Debounce, OnError: onErr, Lock: &e.applyMu}, func(up *library.Update, took time.Duration) {
		e.update(up, took)
		once.Do(func() { close(ready) })
	})
	once.Do(func() { close(ready) })
	if err != nil && e.s.opt.OnError != nil {
		e.s.opt.OnError(err)
	}
}

// update takes one save's result: the workspace is checked again as
// `throne check` checks it, scenario results are kept, running games get
// the reloaded cards, and the pages are told.
func (e *editor) update(up *library.Update, took time.Duration) {
	defer e.s.recovered("the workspace's update")
	srcs, unread := e.s.ws.sources()
	if ev := e.take(up, took, srcs, unread); ev != nil {
		e.s.hub.publish(ev)
	}
}

// take is update without telling the pages: it returns the update event
// to send (nil: the update says nothing new). srcs are the workspace's
// sources as `throne check` is to read them, unread the diagnostics of
// the files too large to read.
func (e *editor) take(up *library.Update, took time.Duration, srcs []syntax.Source, unread diag.Diagnostics) []byte {
	if up.Unchanged {
		return nil // a save already applied, seen again by the watcher
	}
	ds := append(slices.Clip(unread), e.check(srcs)...) // never into the cached check's array
	byFile := map[string][]diag.JSON{}
	for _, d := range ds {
		f := d.Subject.Start.Filename
		byFile[f] = append(byFile[f], diag.ToJSON(d))
	}
	lib := e.sess.Library()
	// running games learn of the reloaded cards before anyone can see the
	// update's number (a page answering after it gets the new cards)
	e.mu.Lock()
	subs := make([]func(*interp.Library, []string), 0, len(e.reloadTo))
	for _, f := range e.reloadTo {
		subs = append(subs, f)
	}
	e.mu.Unlock()
	if len(up.Reloaded) > 0 {
		codes := make([]string, len(up.Reloaded))
		for i, r := range up.Reloaded {
			codes[i] = r.Code
		}
		for _, f := range subs {
			f(lib, codes)
		}
	}
	e.mu.Lock()
	e.seq++
	seq := e.seq
	e.diags = byFile
	e.took = took
	e.pending = e.sess.Pending()
	for _, r := range up.Scenarios {
		e.scen[r.File+"\x00"+r.Name] = toScenJSON(r)
	}
	e.mu.Unlock()
	errs := map[string]int{}
	for f, l := range byFile {
		for _, d := range l {
			if d.Severity == "error" {
				errs[f]++
			}
		}
	}
	var reloaded []string
	for _, r := range up.Reloaded {
		reloaded = append(reloaded, r.Code)
	}
	return event("update", map[string]any{"seq": seq, "errors": errs, "rejected": up.Rejected, "reloaded": reloaded, "ms": float64(took.Microseconds()) / 1000})
}

// checkRun is one `throne check` of the workspace, maybe still running.
type checkRun struct {
	done chan struct{}
	ds   diag.Diagnostics
}

// check returns `throne check`'s diagnostics for the workspace's sources.
// A save from the page starts the check as soon as the file is written, on
// the other core while the watcher rebuilds the library; the watcher's
// update then finds it done (or waits for it).
func (e *editor) check(srcs []syntax.Source) diag.Diagnostics {
	key := sourcesKey(srcs)
	e.ckMu.Lock()
	run := e.checks[key]
	if run == nil {
		run = &checkRun{done: make(chan struct{})}
		e.checks[key] = run
		e.ckMu.Unlock()
		run.ds, _ = e.ckLocked(srcs)
		close(run.done)
	} else {
		e.ckMu.Unlock()
		<-run.done
	}
	e.ckMu.Lock()
	for k, r := range e.checks { // keep only the newest few
		if k != key && len(e.checks) > 4 {
			select {
			case <-r.done:
				delete(e.checks, k)
			default:
			}
		}
	}
	e.ckMu.Unlock()
	return run.ds
}

// ckLocked runs the checker, one check at a time.
func (e *editor) ckLocked(srcs []syntax.Source) (diag.Diagnostics, diag.Sources) {
	e.ckRun.Lock()
	defer e.ckRun.Unlock()
	return e.ck.Check(srcs)
}

// withText returns srcs with the file name holding text.
func withText(srcs []syntax.Source, name string, text []byte) []syntax.Source {
	out := make([]syntax.Source, 0, len(srcs)+1)
	found := false
	for _, s := range srcs {
		if s.Name == name {
			s.Src, found = text, true
		}
		out = append(out, s)
	}
	if !found && strings.HasSuffix(name, ".card") {
		out = append(out, syntax.Source{Name: name, Src: text})
		sort.Slice(out, func(i, j int) bool { return out[i].Name < out[j].Name })
	}
	return out
}

// sourcesKey identifies a set of sources by their names and contents.
func sourcesKey(srcs []syntax.Source) string {
	h := sha256.New()
	for _, s := range srcs {
		fmt.Fprintf(h, "%s\x00%d\x00", s.Name, len(s.Src))
		h.Write(s.Src)
	}
	return string(h.Sum(nil))
}

func toScenJSON(r *scenario.Result) *scenJSON {
	sj := &scenJSON{Name: r.Name, File: r.File, Line: r.Range.Start.Line, Passed: r.Passed(), Steps: r.Steps}
	for _, d := range r.Failures {
		sj.Failures = append(sj.Failures, diag.ToJSON(d))
	}
	return sj
}

// onReload registers a running game's reload hook; the returned func
// removes it.
func (e *editor) onReload(f func(lib *interp.Library, codes []string)) func() {
	e.mu.Lock()
	defer e.mu.Unlock()
	e.nextSub++
	id := e.nextSub
	e.reloadTo[id] = f
	return func() {
		e.mu.Lock()
		defer e.mu.Unlock()
		delete(e.reloadTo, id)
	}
}

// index is the card index of the current library.
func (e *editor) index() *library.Index {
	lib := e.sess.Library()
	e.mu.Lock()
	defer e.mu.Unlock()
	if e.ixLib != lib || e.ix == nil {
		e.ixLib, e.ix = lib, library.IndexOf(lib)
	}
	return e.ix
}

// source is the text of a library file as the library holds it.
func (e *editor) source(file string) []byte {
	if b := e.sess.Library().Sources[file]; b != nil {
		return b
	}
	if interp.IsBuiltin(file) {
		b, _ := library.ReadFile(file)
		return b
	}
	return nil
}

func (s *Server) handleFiles(w http.ResponseWriter, r *http.Request) {
	files := s.ws.files()
	writeJSON(w, map[string]any{"files": files, "errors": s.ed.errorCounts(), "roots": s.opt.Roots, "uris": nameURIs(files)})
}

// nameURI is the URI under which the page's language server knows a
// workspace file (its absolute path, as the workspace's folders are given
// to the server).
func nameURI(name string) string {
	abs, err := filepath.Abs(name)
	if err != nil {
		return ""
	}
	return fileURI(abs)
}

// nameURIs maps file names to their URIs.
func nameURIs(files []string) map[string]string {
	out := make(map[string]string, len(files))
	for _, f := range files {
		out[f] = nameURI(f)
	}
	return out
}

// errorCounts counts the errors of each workspace file.
func (e *editor) errorCounts() map[string]int {
	e.mu.Lock()
	defer e.mu.Unlock()
	errs := map[string]int{}
	for f, l := range e.diags {
		for _, d := range l {
			if d.Severity == "error" {
				errs[f]++
			}
		}
	}
	return errs
}

func (s *Server) handleReadFile(w http.ResponseWriter, r *http.Request) {
	b, err := s.ws.read(r.URL.Query().Get("name"))
	var big *tooLargeError
	if errors.As(err, &big) {
		writeError(w, http.StatusRequestEntityTooLarge, big.Error())
		return
	}
	if err != nil {
		writeError(w, http.StatusForbidden, err.Error())
		return
	}
	writeJSON(w, map[string]any{"name": r.URL.Query().Get("name"), "text": string(b)})
}

// handleBuiltin answers with a file built into throne (the prelude's
// keywords, a library card or hook) that the language server named by the
// URI of its read-only copy, as the place of a definition: the page shows
// it read-only. Only built-in files are served.
func (s *Server) handleBuiltin(w http.ResponseWriter, r *http.Request) {
	name, text := s.ed.builtinAt(r.URL.Query().Get("uri"))
	if name == "" {
		writeError(w, http.StatusNotFound, "not a file built into throne")
		return
	}
	writeJSON(w, map[string]any{"name": name, "text": string(text)})
}

// builtinAt finds the built-in file a URI names: the language server
// copies a built-in file into a folder of its own under the file's name
// (cards/prelude/keywords.card), so the name is a tail of the path that
// starts with the built-in prefix and that the library has.
func (e *editor) builtinAt(uri string) (string, []byte) {
	u, err := url.Parse(uri)
	if err != nil || u.Scheme != "file" {
		return "", nil
	}
	p := filepath.ToSlash(u.Path)
	for i := 0; i < len(p); {
		j := strings.Index(p[i:], "/"+interp.BuiltinPrefix)
		if j < 0 {
			break
		}
		name := p[i+j+1:]
		if b := e.source(name); b != nil && interp.IsBuiltin(name) {
			return name, b
		}
		i += j + 1
	}
	return "", nil
}

// handleSaveFile writes a file of the workspace (temporary file + rename)
// and answers with the file's status once the library has taken the save:
// the page shows it without waiting for the watcher, which later finds the
// file as the library has it (an update that says nothing new, not sent).
// Other pages learn of the save from the update event.
func (s *Server) handleSaveFile(w http.ResponseWriter, r *http.Request) {
	var req struct {
		Name string `json:"name"`
		Text string `json:"text"`
		// Base is the hash of the text on disk the page's buffer started
		// from ("" for a file that did not exist): when the file changed
		// since, nothing is written and the answer is 409 with the file as
		// it is now. Without it, the save overwrites (throne's own tests,
		// scripts).
		Base *string `json:"base"`
	}
	if !readTextJSON(w, r, &req, &req.Text) {
		return
	}
	t0 := time.Now()
	if _, err := s.ws.resolve(req.Name); err != nil {
		writeError(w, http.StatusForbidden, err.Error())
		return
	}
	if req.Base != nil {
		h, disk, err := s.diskHash(req.Name)
		if err != nil {
			writeError(w, http.StatusForbidden, err.Error())
			return
		}
		if h != *req.Base {
			w.Header().Set("Content-Type", "application/json")
			w.WriteHeader(http.StatusConflict)
			_ = json.NewEncoder(w).Encode(map[string]any{"error": "the file changed on disk since it was opened; nothing was written",
				"conflict": true, "text": string(disk), "hash": h, "exists": h != ""})
			return
		}
	}
	data := []byte(req.Text)
	others, unread := s.ws.sources()
	unread = slices.DeleteFunc(unread, func(d *diag.Diagnostic) bool { return d.Subject.Start.Filename == interp.UserPath(req.Name) })
	srcs := withText(others, interp.UserPath(req.Name), data)
	// the update will want the workspace checked with this text: start
	// now, beside the write and the library's rebuild
	go func() {
		defer s.recovered("the check of a save")
		s.ed.check(srcs)
	}()
	if !slices.Contains(s.ws.files(), req.Name) {
		// named otherwise than the watcher and the file list name it: the
		// watcher applies it
		if err := s.ws.write(req.Name, data); err != nil {
			writeError(w, http.StatusForbidden, err.Error())
			return
		}
		writeJSON(w, map[string]any{"saved": req.Name, "hash": textHash(data)})
		return
	}
	written := make(chan error, 1)
	go func() { written <- s.ws.write(req.Name, data) }()
	if err := s.ed.save(req.Name, data, srcs, unread, t0, written); err != nil {
		writeError(w, http.StatusForbidden, err.Error())
		return
	}
	out := map[string]any{"saved": req.Name, "hash": textHash(data)}
	if st, err := s.status(req.Name, false); err == nil {
		out["status"] = st
	}
	writeJSON(w, out)
}

// save applies a save from a page to the library while the file is
// written (written says how that went), then tells the pages. A file that
// could not be written is put back in the library as it is on disk, and
// the error returned.
func (e *editor) save(name string, data []byte, srcs []syntax.Source, unread diag.Diagnostics, t0 time.Time, written <-chan error) error {
	e.applyMu.Lock()
	defer e.applyMu.Unlock()
	path := interp.UserPath(name)
	ev := e.take(e.sess.Apply([]library.FileChange{{Path: path, Data: data}}), time.Since(t0), srcs, unread)
	err := <-written
	if err != nil {
		back := library.FileChange{Path: path, Removed: true}
		if b, rerr := e.s.ws.read(name); rerr == nil {
			back = library.FileChange{Path: path, Data: b}
		}
		srcs, unread := e.s.ws.sources()
		ev = e.take(e.sess.Apply([]library.FileChange{back}), time.Since(t0), srcs, unread)
	}
	if ev != nil {
		e.s.hub.publish(ev)
	}
	return err
}

// handleEvents streams the workspace's updates. A page that names its
// open file (?file=) gets, after each update, a status event: the file's
// status (handleStatus) without its text unless the text changed since the
// stream last sent it.
func (s *Server) handleEvents(w http.ResponseWriter, r *http.Request) {
	file := r.URL.Query().Get("file")
	var then func() []byte
	if file != "" {
		if _, err := s.ws.resolve(file); err != nil {
			writeError(w, http.StatusForbidden, err.Error())
			return
		}
		var sent []byte // the text last sent
		then = func() []byte {
			st, err := s.status(file, true)
			if errors.Is(err, os.ErrNotExist) {
				// deleted or renamed away: the page keeps its text and asks
				sent = nil
				s.ed.mu.Lock()
				seq := s.ed.seq
				s.ed.mu.Unlock()
				return event("status", map[string]any{"seq": seq, "file": file, "gone": true, "files": s.ws.files(), "errors": s.ed.errorCounts()})
			}
			if err != nil {
				return nil
			}
			if text := []byte(st["text"].(string)); sent != nil && bytes.Equal(text, sent) {
				delete(st, "text")
			} else {
				sent = text
			}
			return event("status", st)
		}
	}
	c := s.hub.subscribe()
	defer s.hub.unsubscribe(c)
	s.ed.mu.Lock()
	seq := s.ed.seq
	s.ed.mu.Unlock()
	streamThen(w, r, c, then, event("hello", map[string]any{"seq": seq}))
}

// handleStatus is what the editor shows beside a file: its diagnostics
// (as `throne check` reports them), its cards as the library has them now
// (the last good version when the newest has errors) and the results of
// the scenarios that use them.
func (s *Server) handleStatus(w http.ResponseWriter, r *http.Request) {
	file := r.URL.Query().Get("file")
	st, err := s.status(file, true)
	if err != nil {
		writeError(w, http.StatusForbidden, err.Error())
		return
	}
	writeJSON(w, st)
}

// status is a file's status (handleStatus), with its text on disk when
// withText is set.
func (s *Server) status(file string, withText bool) (map[string]any, error) {
	if _, err := s.ws.resolve(file); err != nil {
		return nil, err
	}
	ix := s.index()
	cards := cardsOfFile(ix, interp.UserPath(file), s.ed.source(interp.UserPath(file)))
	lib := s.ed.sess.Library()
	s.ed.mu.Lock()
	diags := s.ed.diags[interp.UserPath(file)]
	seq, took := s.ed.seq, s.ed.took
	pending := slices.Contains(s.ed.pending, interp.UserPath(file))
	s.ed.mu.Unlock()
	scen := s.scenariosOf(lib, interp.UserPath(file), cards)
	if diags == nil {
		diags = []diag.JSON{}
	}
	if cards == nil {
		cards = []*cardJSON{}
	}
	if scen == nil {
		scen = []*scenJSON{}
	}
	files := s.ws.files()
	st := map[string]any{"seq": seq, "file": file, "diagnostics": diags, "cards": cards, "scenarios": scen,
		"pending": pending, "ms": float64(took.Microseconds()) / 1000, "files": files, "errors": s.ed.errorCounts(),
		"uri": nameURI(file), "uris": nameURIs(files)}
	if withText {
		text, err := s.ws.read(file)
		var big *tooLargeError
		switch {
		case errors.As(err, &big):
			// never read: the page shows why, with no text to edit or save
			st["text"], st["tooLarge"] = "", true
			if !slices.ContainsFunc(diags, func(d diag.JSON) bool { return d.Code == big.d.Code }) {
				st["diagnostics"] = append(slices.Clip(diags), diag.ToJSON(big.d))
			}
		case err != nil:
			return nil, err
		default:
			st["text"], st["hash"] = string(text), textHash(text)
		}
	}
	return st, nil
}

// scenariosOf returns the results of the scenarios in file or naming one
// of its cards, running those not run yet.
func (s *Server) scenariosOf(lib *interp.Library, file string, cards []*cardJSON) []*scenJSON {
	if lib == nil || lib.Checked == nil {
		return nil
	}
	names := map[string]bool{}
	for _, c := range cards {
		names[c.Code], names[c.Title] = true, true
	}
	want := s.ed.sess.ScenariosNaming(file, names)
	out := make([]*scenJSON, 0, len(want))
	for _, sc := range want {
		key := sc.File + "\x00" + sc.Name
		s.ed.mu.Lock()
		sj := s.ed.scen[key]
		s.ed.mu.Unlock()
		if sj == nil {
			sj = toScenJSON(scenario.Run(lib, sc))
			s.ed.mu.Lock()
			s.ed.scen[key] = sj
			s.ed.mu.Unlock()
		}
		out = append(out, sj)
	}
	sort.SliceStable(out, func(i, j int) bool {
		if out[i].File != out[j].File {
			return strings.Compare(out[i].File, out[j].File) < 0
		}
		return out[i].Line < out[j].Line
	})
	return out
}
