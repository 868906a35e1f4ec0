package lsp

import (
	"hash/fnv"
	"io/fs"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	protocol "github.com/tliron/glsp/protocol_3_16"

	"github.com/thronescript/thronescript/cards"
	"github.com/thronescript/thronescript/dsl/diag"
	"github.com/thronescript/thronescript/dsl/syntax"
	"github.com/thronescript/thronescript/interp"
	"github.com/thronescript/thronescript/library"
)

// checker runs the analysis in one goroutine: it owns the Session, takes
// the newest contents of every changed file at once (so a burst of edits is
// one check), and publishes diagnostics unless a newer edit of the file is
// already waiting.
type checker struct {
	s *Server

	mu      sync.Mutex
	pending map[string]*string // newest contents by path; nil: removed
	// tooLarge holds the size of the files whose newest contents are
	// larger than Options.MaxFileSize: out of the analysis (pending as
	// removed), with one diagnostic that says why
	tooLarge map[string]int64
	started  bool
	// lastEdit is the time of the newest edit, editGap the time between it
	// and the one before
	lastEdit time.Time
	editGap  time.Duration
	wake     chan struct{}
	quit     chan struct{}
	done     chan struct{}
	// idle is closed when the worker has nothing to do (tests and
	// benchmarks wait on it); working says a new one is open.
	idle    chan struct{}
	working bool

	// owned by the worker
	sess    *library.Session
	inUse   map[string]uint64           // hash of the version the Session uses, by path
	results map[string][]checkResult    // recent results by path, newest last
	sent    map[string]diag.Diagnostics // what the client shows, by path
	runs    atomic.Int64                // checks run (tests)
	quick   *quickCheck
	texts   map[string][]byte // the newest text of every file
}

// checkResult is the diagnostics of one version of a file.
type checkResult struct {
	hash  uint64
	diags diag.Diagnostics
}

func newChecker(s *Server) *checker {
	return &checker{s: s, pending: map[string]*string{}, tooLarge: map[string]int64{}, wake: make(chan struct{}, 1), quit: make(chan struct{}),
		done: make(chan struct{}), idle: closedChan(), inUse: map[string]uint64{},
		results: map[string][]checkResult{}, sent: map[string]diag.Diagnostics{}, texts: map[string][]byte{}}
}

func hashOf(s string) uint64 {
	h := fnv.New64a()
	_, _ = h.Write([]byte(s))
	return h.Sum64()
}

// start loads the workspace and begins checking.
func (c *checker) start(roots []string) {
	c.mu.Lock()
	if c.started {
		c.mu.Unlock()
		return
	}
	c.started = true
	c.mu.Unlock()
	go c.run(roots)
}

func (c *checker) stop() {
	c.mu.Lock()
	started := c.started
	c.mu.Unlock()
	select {
	case <-c.quit:
	default:
		close(c.quit)
	}
	if started {
		<-c.done
	}
}

// changed records new contents of a file (saved marks a save; the contents
// are checked the same way).
func (c *checker) changed(path, text string, saved bool) {
	if !isSource(path) {
		return
	}
	c.mu.Lock()
	if n := int64(len(text)); n > c.s.opt.MaxFileSize {
		c.pending[path], c.tooLarge[path] = nil, n
	} else {
		c.pending[path] = &text
		delete(c.tooLarge, path)
	}
	c.mu.Unlock()
	c.poke()
}

func (c *checker) removed(path string) {
	if !isSource(path) {
		return
	}
	c.mu.Lock()
	c.pending[path] = nil
	delete(c.tooLarge, path)
	c.mu.Unlock()
	c.poke()
}

func (c *checker) poke() {
	c.mu.Lock()
	now := time.Now()
	c.editGap, c.lastEdit = now.Sub(c.lastEdit), now
	c.mu.Unlock()
	select {
	case c.wake <- struct{}{}:
	default:
	}
}

// waitIdle returns a channel closed when the worker has nothing to do.
func (c *checker) waitIdle() <-chan struct{} {
	c.mu.Lock()
	defer c.mu.Unlock()
	if len(c.pending) > 0 && !c.working {
		c.idle, c.working = make(chan struct{}), true
	}
	return c.idle
}

func closedChan() chan struct{} {
	ch := make(chan struct{})
	close(ch)
	return ch
}

func isSource(path string) bool { return library.IsSource(path) }

func (c *checker) run(roots []string) {
	defer close(c.done)
	defer func() {
		if p := recover(); p != nil {
			c.s.Printf("internal error in the checker: %v", p)
		}
	}()
	files := c.scan(roots)
	// open buffers win over the disk
	c.mu.Lock()
	for i, f := range files {
		if t, ok := c.pending[f.Path]; ok && t != nil {
			files[i].Data = []byte(*t)
			delete(c.pending, f.Path)
		}
	}
	c.mu.Unlock()
	builtin := !c.s.opt.NoBuiltin
	for _, r := range roots {
		if holdsLibrary(r) {
			// the workspace is Thronescript's own source: its cards/ folder
			// is the library (edited), so the embedded copy stays out
			builtin = false
		}
	}
	sess, up := library.NewSession(c.s.reg, builtin, files)
	c.sess = sess
	c.quick = newQuickCheck(c.s.reg, sess.Library())
	for name, src := range sess.Library().Sources {
		c.texts[name] = src
	}
	for _, f := range files {
		c.texts[f.Path] = f.Data
	}
	rejected := map[string]bool{}
	for _, p := range up.Rejected {
		rejected[p] = true
		for _, f := range files {
			if f.Path == p {
				t := string(f.Data)
				c.quick.update(p, &t)
			}
		}
	}
	var paths []string
	byPath := map[string]uint64{}
	for _, f := range files {
		h := hashOf(string(f.Data))
		byPath[f.Path] = h
		if !rejected[f.Path] {
			c.inUse[f.Path] = h
		}
		paths = append(paths, f.Path)
	}
	all := map[string]bool{}
	for _, p := range paths {
		all[p] = true
	}
	c.snapshot()
	c.publish(nil, paths, byPath, withScenarioFailures(up, all), nil, nil)
	for {
		c.mu.Lock()
		busy := len(c.pending) > 0
		if !busy && c.working {
			close(c.idle)
			c.working = false
		}
		c.mu.Unlock()
		if !busy {
			select {
			case <-c.wake:
			case <-c.quit:
				return
			}
			// edits coming faster than the debounce (a burst) wait until
			// they pause, at most four times the debounce; an edit after
			// a pause is checked at once
			deadline := time.Now().Add(4 * c.s.opt.Debounce)
			for {
				c.mu.Lock()
				wait := c.s.opt.Debounce - time.Since(c.lastEdit)
				burst := c.editGap < c.s.opt.Debounce
				c.mu.Unlock()
				if !burst || wait <= 0 || time.Now().After(deadline) {
					break
				}
				select {
				case <-time.After(wait):
				case <-c.quit:
					return
				}
			}
		}
		c.mu.Lock()
		batch := c.pending
		c.pending = map[string]*string{}
		if !c.working {
			c.idle, c.working = make(chan struct{}), true
		}
		c.mu.Unlock()
		if len(batch) > 0 {
			c.check(batch)
		}
	}
}

// check applies a batch of changes to the Session and publishes the
// diagnostics of every file it re-checked or whose contents it already knew.
func (c *checker) check(batch map[string]*string) {
	defer func() {
		if p := recover(); p != nil {
			c.s.Printf("internal error while checking: %v", p)
		}
	}()
	c.runs.Add(1)
	before := c.sess.Pending()
	var changes []library.FileChange
	hashes := map[string]uint64{}
	processed := map[string]bool{}
	for _, p := range before {
		processed[p] = true
	}
	var known []string // unchanged from the version in use
	paths := slices.Sorted(maps.Keys(batch))
	for _, p := range paths {
		t := batch[p]
		if t == nil {
			changes = append(changes, library.FileChange{Path: p, Removed: true})
			processed[p] = true
			continue
		}
		h := hashOf(*t)
		hashes[p] = h
		changes = append(changes, library.FileChange{Path: p, Data: []byte(*t)})
		if cur, ok := c.inUse[p]; ok && cur == h {
			delete(processed, p) // the Session keeps the version it has
			known = append(known, p)
			continue
		}
		processed[p] = true
	}
	// the checker's diagnostics of the edited .card files first
	var edited []string
	cardChanged := false
	for _, p := range paths {
		c.quick.update(p, batch[p])
		if t := batch[p]; t != nil {
			c.texts[p] = []byte(*t)
		} else {
			delete(c.texts, p)
		}
		if strings.HasSuffix(p, ".card") && processed[p] {
			cardChanged = true
			if batch[p] != nil {
				edited = append(edited, p)
			}
		}
	}
	quick := map[string]diag.Diagnostics{}
	if cardChanged {
		// the other open .card files too: an edit here (a keyword
		// removed) may change their diagnostics, which the Session
		// reports only for the files that changed
		var others []string
		for _, p := range c.s.openPaths() {
			if _, inBatch := batch[p]; !inBatch && strings.HasSuffix(p, ".card") && c.quick.files[p] != nil {
				others = append(others, p)
			}
		}
		quick = c.quick.run(append(append([]string(nil), edited...), others...))
		for _, p := range others {
			if !c.quick.extra[p] {
				c.send(p, quick[p], false)
			}
			delete(quick, p)
		}
		for _, p := range edited {
			if !c.quick.extra[p] && !c.superseded(p) {
				c.send(p, quick[p], true)
			} else {
				delete(quick, p)
			}
		}
	}
	c.snapshot()
	up := c.sess.Apply(changes)
	ds := withScenarioFailures(up, processed)
	c.mu.Lock()
	for _, p := range paths {
		if n, ok := c.tooLarge[p]; ok && batch[p] == nil {
			ds = append(ds, tooLarge(p, n, c.s.opt.MaxFileSize))
		}
	}
	c.mu.Unlock()
	rejected := map[string]bool{}
	for _, p := range up.Rejected {
		rejected[p] = true
	}
	var list []string
	for p := range processed {
		list = append(list, p)
		if t, inBatch := batch[p]; inBatch && t == nil {
			delete(c.inUse, p)
			continue
		}
		if h, ok := hashes[p]; ok && !rejected[p] {
			c.inUse[p] = h
		}
	}
	for _, p := range before {
		if _, ok := hashes[p]; !ok {
			hashes[p] = c.lastHash(p)
		}
	}
	sort.Strings(list)
	c.publish(batch, list, hashes, ds, known, quick)
}

// tooLarge is the diagnostic of a document of n bytes, larger than max.
func tooLarge(path string, n, max int64) *diag.Diagnostic {
	return diag.Errorf(syntax.CodeNotText, diag.Range{Start: diag.Pos{Filename: path, Line: 1, Column: 1}},
		"the document is %d bytes, more than the language server's limit of %d: it is not checked", n, max).
		WithHint("`throne check` checks a file of up to %d bytes", syntax.MaxFileSize)
}

// snapshot hands the newest files to the requests.
func (c *checker) snapshot() {
	sources := make(diag.Sources, len(c.texts))
	for n, t := range c.texts {
		sources[n] = t
	}
	c.s.setSnapshot(&snapshot{files: c.quick.snapshot(), sources: sources})
}

// withScenarioFailures adds to an update's diagnostics the failures of the
// scenarios it ran that live in the checked files (all of a changed file's
// scenarios run; those elsewhere that name a changed card are left to their
// own file's next check).
func withScenarioFailures(up *library.Update, checked map[string]bool) diag.Diagnostics {
	ds := append(diag.Diagnostics(nil), up.Diags...)
	for _, r := range up.Scenarios {
		if !checked[r.File] {
			continue
		}
		for _, f := range r.Failures {
			if f.Subject.Start.Filename == r.File {
				ds = append(ds, f)
			}
		}
	}
	ds.Sort()
	return ds
}

// superseded reports whether a newer edit of p is waiting.
func (c *checker) superseded(p string) bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	_, ok := c.pending[p]
	return ok
}

func (c *checker) lastHash(p string) uint64 {
	if rs := c.results[p]; len(rs) > 0 {
		return rs[len(rs)-1].hash
	}
	return 0
}

// publish sends the diagnostics of the checked files (and the remembered
// ones of the known files), skipping files a newer edit has superseded.
func (c *checker) publish(batch map[string]*string, checked []string, hashes map[string]uint64, ds diag.Diagnostics, known []string, quick map[string]diag.Diagnostics) {
	by := map[string]diag.Diagnostics{}
	for _, d := range ds {
		by[d.Subject.Start.Filename] = append(by[d.Subject.Start.Filename], d)
	}
	for p, list := range by {
		by[p] = capped(list)
	}
	send := map[string]diag.Diagnostics{}
	for _, p := range checked {
		rs := c.results[p]
		rs = append(rs, checkResult{hash: hashes[p], diags: by[p]})
		if len(rs) > 3 {
			rs = rs[len(rs)-3:]
		}
		c.results[p] = rs
		send[p] = by[p]
	}
	for _, p := range known {
		h := hashes[p]
		var found diag.Diagnostics
		for _, r := range c.results[p] {
			if r.hash == h {
				found = r.diags
			}
		}
		send[p] = found
	}
	// diagnostics about files outside the batch (a Lua file a card names)
	for name, list := range by {
		if _, ok := send[name]; !ok {
			send[name] = list
		}
	}
	names := slices.Sorted(maps.Keys(send))
	for _, p := range names {
		list := send[p]
		if q, ok := quick[p]; ok {
			c.quick.extra[p] = !sameDiags(q, list)
			if !c.quick.extra[p] {
				continue // the quick result said it all
			}
		} else if _, ok := c.quick.files[p]; ok {
			c.quick.extra[p] = false
		}
		if c.superseded(p) {
			continue
		}
		_, inBatch := batch[p]
		c.send(p, list, inBatch)
	}
}

// send publishes the diagnostics of p. Unless force (an edited file gets
// an answer for its version), it skips what the client shows already; a
// file that is not open is sent only diagnostics, or their clearing.
func (c *checker) send(p string, list diag.Diagnostics, force bool) {
	prev, shown := c.sent[p]
	if !force && (shown && sameDiags(prev, list) || !shown && len(list) == 0 && !c.s.isOpen(p)) {
		return
	}
	if len(list) == 0 && !c.s.isOpen(p) {
		delete(c.sent, p)
	} else {
		c.sent[p] = list
	}
	c.s.publishDiagnostics(p, list)
}

// holdsLibrary reports whether root is a checkout of Thronescript itself
// (its cards/ folder is the library the binary embeds).
func holdsLibrary(root string) bool {
	for _, f := range []string{"cards/embed.go", "cards/packs.card", "cards/prelude/keywords.card"} {
		if _, err := os.Stat(filepath.Join(root, filepath.FromSlash(f))); err != nil {
			return false
		}
	}
	return true
}

// scan lists the workspace's .card and .lua files, within the limits.
func (c *checker) scan(roots []string) []library.FileChange {
	var out []library.FileChange
	seen := map[string]bool{}
	for _, root := range roots {
		if root == "" {
			continue
		}
		_ = library.WalkSources(root, true, func(p string, d fs.DirEntry) error {
			if seen[p] {
				return nil
			}
			if len(out) >= c.s.opt.MaxFiles {
				c.s.Printf("the workspace has more than %d .card and .lua files; the rest are checked when opened", c.s.opt.MaxFiles)
				return filepath.SkipAll
			}
			data, err := library.ReadBounded(p, c.s.opt.MaxFileSize) // a FIFO named x.card is not read
			if err != nil {
				return nil
			}
			seen[p] = true
			out = append(out, library.FileChange{Path: p, Data: data})
			return nil
		})
	}
	return out
}

// capped keeps the first diag.MaxPerFile diagnostics of each file, as
// `throne check` prints them, and for the rest one diagnostic (E0908)
// that counts them: a file of junk lines has a diagnostic per line, and
// the client gets them in one message.
func capped(ds diag.Diagnostics) diag.Diagnostics {
	if len(ds) <= diag.MaxPerFile {
		return ds
	}
	k := diag.NewKeep(diag.MaxPerFile)
	k.Add(ds...)
	return k.Result()
}

// publishDiagnostics sends the diagnostics of one file.
func (s *Server) publishDiagnostics(path string, ds diag.Diagnostics) {
	uri := s.openURI(path)
	var text string
	var version *protocol.UInteger
	if d := s.docByPath(path); d != nil {
		text = d.text
		v := protocol.UInteger(d.version)
		version = &v
	} else if data, err := library.ReadBounded(path, s.opt.MaxFileSize); err == nil {
		text = string(data)
	}
	ds = capped(ds)
	lines := lineStarts(text)
	out := make([]protocol.Diagnostic, 0, len(ds))
	for _, d := range ds {
		out = append(out, toProtocol(text, lines, d))
	}
	s.notify(string(protocol.ServerTextDocumentPublishDiagnostics), protocol.PublishDiagnosticsParams{URI: uri, Version: version, Diagnostics: out})
}

func (s *Server) docByPath(path string) *document {
	s.mu.Lock()
	defer s.mu.Unlock()
	for _, d := range s.docs {
		if d.path == path {
			c := *d
			return &c
		}
	}
	return nil
}

// diagData rides along with a diagnostic for code actions: its fixes
// (diag.Fix), with the ranges of the text the diagnostic was made for.
type diagData struct {
	Fixes []fixData `json:"fixes,omitempty"`
}

// fixData is a diag.Fix in the protocol's terms.
type fixData struct {
	Title string              `json:"title"`
	Edits []protocol.TextEdit `json:"edits"`
	Guess bool                `json:"guess,omitempty"`
}

func toProtocol(text string, lines []int, d *diag.Diagnostic) protocol.Diagnostic {
	sev := protocol.DiagnosticSeverityError
	switch d.Severity {
	case diag.Warning:
		sev = protocol.DiagnosticSeverityWarning
	case diag.Note:
		sev = protocol.DiagnosticSeverityInformation
	}
	msg := d.Summary
	if d.Detail != "" {
		msg += "\n" + d.Detail
	}
	if d.Hint != "" {
		msg += "\nhint: " + d.Hint
	}
	src := "throne"
	var data diagData
	for _, f := range d.Fixes {
		fd := fixData{Title: f.Title, Guess: f.Guess, Edits: []protocol.TextEdit{}}
		for _, e := range f.Edits {
			if e.Range.Start.Filename != d.Subject.Start.Filename {
				continue // an edit of another file: not offered here
			}
			fd.Edits = append(fd.Edits, protocol.TextEdit{Range: editRangeIn(text, lines, e.Range), NewText: e.NewText})
		}
		if len(fd.Edits) == len(f.Edits) {
			data.Fixes = append(data.Fixes, fd)
		}
	}
	return protocol.Diagnostic{
		Range:    rangeIn(text, lines, d.Subject),
		Severity: &sev,
		Code:     &protocol.IntegerOrString{Value: d.Code},
		Source:   &src,
		Message:  msg,
		Data:     data,
	}
}

// builtinFiles are read-only copies of embedded library files, written on
// first use so that any editor can open them (definitions in the prelude).
type builtinFiles struct {
	mu  sync.Mutex
	dir string
}

// path returns the copy of the embedded file name ("cards/prelude/…").
func (b *builtinFiles) path(name string) (string, error) {
	rest, ok := strings.CutPrefix(name, interp.BuiltinPrefix)
	if !ok {
		return name, nil
	}
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.dir == "" {
		dir, err := os.MkdirTemp("", "throne-lsp-")
		if err != nil {
			return "", err
		}
		b.dir = dir
	}
	p := filepath.Join(b.dir, filepath.FromSlash(name))
	if _, err := os.Stat(p); err == nil {
		return p, nil
	}
	data, err := fs.ReadFile(cards.FS, rest)
	if err != nil {
		return "", err
	}
	if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
		return "", err
	}
	tmp := p + ".tmp"
	if err := os.WriteFile(tmp, data, 0o444); err != nil {
		return "", err
	}
	return p, os.Rename(tmp, p)
}

// nameOf returns the embedded name of a copy ("" for other files).
func (b *builtinFiles) nameOf(p string) string {
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.dir == "" {
		return ""
	}
	rel, err := filepath.Rel(b.dir, p)
	if err != nil || strings.HasPrefix(rel, "..") {
		return ""
	}
	return filepath.ToSlash(rel)
}

func (b *builtinFiles) remove() {
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.dir != "" {
		_ = filepath.WalkDir(b.dir, func(p string, d fs.DirEntry, err error) error {
			if err == nil && d.IsDir() {
				_ = os.Chmod(p, 0o755)
			}
			return nil
		})
		_ = os.RemoveAll(b.dir)
		b.dir = ""
	}
}
