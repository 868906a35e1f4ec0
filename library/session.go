package library

import (
	"bytes"
	"maps"
	"slices"
	"sort"
	"strings"
	"sync"

	"github.com/thronescript/thronescript/dsl/check"
	"github.com/thronescript/thronescript/dsl/diag"
	"github.com/thronescript/thronescript/dsl/syntax"
	"github.com/thronescript/thronescript/interp"
	"github.com/thronescript/thronescript/rules"
	"github.com/thronescript/thronescript/scenario"
)

// Session is an incrementally reloaded library, for `throne watch`, live
// games and servers. It keeps the last good version of every file: a save
// with errors is reported and rejected, and the cards in use keep their
// last good definitions until the next good save.
//
// A Session is safe for use by one goroutine at a time; Library may be
// called from any goroutine.
type Session struct {
	r      *interp.Registry
	cache  check.Cache // the checks of statements that did not change
	parsed map[string]*parsedFile
	mu     sync.RWMutex
	lib    *interp.Library
	// version counts reloads per card code.
	version map[string]int
	// pending holds the newest contents of files whose newest version is
	// not in use (nil: removed); they are tried with every update.
	pending map[string][]byte
	// words are the names each scenario of the library in use mentions
	// (codes, titles, answer words), kept from build to build while the
	// scenario's file is unchanged (mentionsIn).
	words map[scenarioAt][]string
	named map[*check.Scenario][]string // the library in use's scenarios (under mu)
}

// scenarioAt is a scenario by the parse of its file and its place there.
type scenarioAt struct {
	file *syntax.File
	at   int
}

type parsedFile struct {
	src   []byte
	file  *syntax.File
	diags diag.Diagnostics // syntax diagnostics of this version
}

// FileChange is a change to one file: new contents, or removal.
type FileChange struct {
	Path    string
	Data    []byte
	Removed bool
}

// Update is the outcome of applying changes.
type Update struct {
	// Diags are the diagnostics of the changed files (and of files whose
	// cards depend on them).
	Diags diag.Diagnostics
	// Sources holds the texts the diagnostics refer to: the newest version
	// of every changed file, even when it was rejected.
	Sources diag.Sources
	// Rejected lists changed files that have errors: their last good
	// version stays in use.
	Rejected []string
	// Reloaded lists the codes of cards whose definitions changed, with the
	// new version number of each.
	Reloaded []Reload
	// Removed lists codes of cards that no longer exist.
	Removed []string
	// Restored lists files whose rejected version was replaced by a save
	// equal to the version in use (the errors were undone): they are good
	// again, and their scenarios and those naming their cards run.
	Restored []string
	// Scenarios are the results of the scenarios that involve a changed
	// card or live in a changed file.
	Scenarios []*scenario.Result
	// Unchanged: every change brought the version already in use, or the
	// rejected version already tried (a save the session was told of
	// before, then seen again by the watcher). The update says nothing new.
	Unchanged bool
}

// Reload is one card whose definition changed.
type Reload struct {
	Code    string
	Title   string
	Version int
}

// NewSession loads the built-in library (if builtin) and the given .card
// files. The initial diagnostics are returned; files with errors are kept
// out of the library (as a rejected save would be).
func NewSession(r *interp.Registry, builtin bool, files []FileChange) (*Session, *Update) {
	s := &Session{r: r, parsed: map[string]*parsedFile{}, version: map[string]int{}, pending: map[string][]byte{}}
	if builtin {
		lib, _ := Load(r, Options{Builtin: true})
		for _, f := range lib.Files {
			s.parsed[f.Name] = &parsedFile{src: lib.Sources[f.Name], file: f}
		}
	}
	up := s.Apply(files)
	return s, up
}

// Library returns the current (last good) library.
func (s *Session) Library() *interp.Library {
	s.mu.RLock()
	defer s.mu.RUnlock()
	return s.lib
}

// Apply applies file changes: it re-parses the changed files, re-checks the
// library, recompiles the cards whose declarations changed (keyword
// definitions are compiled on every build; card definitions do not depend
// on them), and runs the scenarios that involve changed cards or live in
// changed files.
//
// Every file has a newest version (on disk) and a version in use. Each
// update tries the newest version of every file whose newest version is not
// in use; a file whose newest version has errors keeps its last good version
// (or stays out, if it never had one) and is tried again with the next
// update, so an error caused by another file (a duplicate code during a
// rename) clears when that file changes.
func (s *Session) Apply(changes []FileChange) *Update {
	up := &Update{Unchanged: s.lib != nil}
	var restored []string
	for _, ch := range changes {
		if !IsSource(ch.Path) {
			continue
		}
		was, tried := s.pending[ch.Path]
		if ch.Removed {
			delete(s.pending, ch.Path)
			if _, ok := s.parsed[ch.Path]; ok {
				s.pending[ch.Path] = nil // nil: removal not yet applied
				up.Unchanged = up.Unchanged && tried && was == nil
			} else {
				up.Unchanged = up.Unchanged && !tried // a rejected file that never was in use goes
			}
			continue
		}
		if pf := s.parsed[ch.Path]; pf != nil && bytes.Equal(pf.src, ch.Data) {
			if tried {
				restored = append(restored, ch.Path)
				up.Unchanged = false
			}
			delete(s.pending, ch.Path) // back to the version in use
			continue
		}
		up.Unchanged = up.Unchanged && tried && was != nil && bytes.Equal(was, ch.Data)
		s.pending[ch.Path] = ch.Data
	}
	sort.Strings(restored)
	up.Restored = restored
	if len(s.pending) == 0 && s.lib != nil {
		up.Scenarios = s.affectedScenarios(s.lib, restored, s.cardsOf(s.lib, restored))
		return up
	}
	inUse := map[string]*parsedFile{}
	for p, pf := range s.parsed {
		inUse[p] = pf
	}
	// try the newest version of every pending file
	tried := map[string]*parsedFile{}
	for p, data := range s.pending {
		switch {
		case data == nil:
			delete(s.parsed, p)
		case strings.HasSuffix(p, ".lua"):
			tried[p] = &parsedFile{src: data}
		default:
			// the first diagnostics of a file, as throne check prints
			// them, and one that counts the rest: a file of junk lines
			// (one error each) costs the memory of 200
			f, pds := syntax.ParseFile(p, data, syntax.MaxDiagnostics(diag.MaxPerFile))
			tried[p] = &parsedFile{src: data, file: f, diags: pds}
		}
		if tried[p] != nil {
			s.parsed[p] = tried[p]
		}
	}
	var changedPaths []string
	for p := range s.pending {
		changedPaths = append(changedPaths, p)
	}
	sort.Strings(changedPaths)

	lib, ds := s.build(changedPaths)
	up.Diags = filterDiags(ds, changedPaths)
	up.Sources = lib.Sources
	// Put back the last good version of every tried file with errors, until
	// the build has no error in a tried file (an error may move to another
	// tried file once one is put back).
	bad := map[string]bool{}
	for round := 0; round < 4; round++ {
		more := false
		for _, d := range ds.Errors() {
			name := d.Subject.Start.Filename
			if tried[name] != nil && !bad[name] {
				bad[name], more = true, true
			}
			// an error elsewhere that names a tried file (a duplicate code
			// "declared first at" it, a .lua hook file) blames that file
			for p := range tried {
				if !bad[p] && name != p && strings.Contains(d.Summary+d.Detail, p) {
					bad[p], more = true, true
				}
			}
		}
		if !more {
			break
		}
		for p := range bad {
			if prev := inUse[p]; prev != nil {
				s.parsed[p] = prev
			} else {
				delete(s.parsed, p)
			}
		}
		lib, ds = s.build(changedPaths)
	}
	for _, p := range changedPaths {
		if bad[p] {
			up.Rejected = append(up.Rejected, p)
		} else {
			delete(s.pending, p)
		}
	}

	prev := s.Library()
	up.Reloaded, up.Removed = s.diffDefs(prev, lib, changedPaths, bad)
	named := s.mentionsIn(lib)
	s.mu.Lock()
	s.lib, s.named = lib, named
	s.mu.Unlock()
	up.Scenarios = s.affectedScenarios(lib, append(changedPaths, restored...), append(up.Reloaded, s.cardsOf(lib, restored)...))
	return up
}

// build checks every current file and compiles the cards of the changed
// files (and of files whose Lua hooks changed). Definitions of the other
// cards are reused from the library in use, so their identity (and running
// games) are undisturbed and a save does not recompile the whole library.
func (s *Session) build(changed []string) (*interp.Library, diag.Diagnostics) {
	names := make([]string, 0, len(s.parsed))
	for n, pf := range s.parsed {
		if pf.file != nil {
			names = append(names, n)
		}
	}
	// the built-in library's files first: a later file's card or keyword
	// replaces theirs, whatever the user's file names sort like
	sort.Slice(names, func(i, j int) bool {
		bi, bj := strings.HasPrefix(names[i], interp.BuiltinPrefix), strings.HasPrefix(names[j], interp.BuiltinPrefix)
		if bi != bj {
			return bi
		}
		return names[i] < names[j]
	})
	var srcs []syntax.Source
	for _, n := range names {
		srcs = append(srcs, syntax.Source{Name: n, Src: s.parsed[n].src})
	}
	read := func(name string) ([]byte, error) {
		if pf, ok := s.parsed[name]; ok {
			return pf.src, nil
		}
		return ReadFile(name)
	}
	files := make([]*syntax.File, len(names))
	var ds diag.Diagnostics
	for i, n := range names {
		files[i] = s.parsed[n].file
		ds = append(ds, s.parsed[n].diags...)
	}
	lib, more := interp.Build(srcs, interp.WithRegistry(s.r), interp.WithParsed(files), interp.WithReadFile(read), interp.WithCache(&s.cache), interp.WithReuse(s.reuser(changed)))
	ds = append(ds, more...)
	ds.Sort()
	return lib, ds
}

// reuser returns the definition in use of a card whose file and Lua file
// did not change and whose text is the same (nil: compile it).
func (s *Session) reuser(changed []string) func(*check.Card) *rules.CardDef {
	prev := s.Library()
	if prev == nil || prev.Checked == nil {
		return nil
	}
	touched := map[string]bool{}
	for _, p := range changed {
		touched[p] = true
	}
	before := make(map[string]*check.Card, len(prev.Checked.Cards))
	for _, c := range prev.Checked.Cards {
		before[c.Code] = c
	}
	return func(c *check.Card) *rules.CardDef {
		if touched[c.File] || c.Lua != nil && !c.Lua.Inline && touched[luaPath(c)] {
			return nil
		}
		pc := before[c.Code]
		pf := s.parsed[c.File]
		if pc == nil || pc.File != c.File || pf == nil {
			return nil
		}
		if pc == c { // the check reused it: the statement did not change
			return prev.Defs[c.Code]
		}
		src := pf.src
		a, b := c.Range.Start.Offset, c.Range.End.Offset
		if a < 0 || b > len(src) || a > b || string(src[a:b]) != cardText(prev, pc) {
			return nil
		}
		return prev.Defs[c.Code]
	}
}

// diffDefs finds the cards whose compiled definitions are new, keeping the
// old definition objects of cards that did not change, and numbers versions.
func (s *Session) diffDefs(prev, lib *interp.Library, changed []string, bad map[string]bool) (reloaded []Reload, removed []string) {
	touched := map[string]bool{}
	for _, p := range changed {
		if !bad[p] {
			touched[p] = true
		}
	}
	before := map[string]*check.Card{}
	if prev != nil && prev.Checked != nil {
		for _, c := range prev.Checked.Cards {
			before[c.Code] = c
		}
	}
	for _, c := range lib.Checked.Cards {
		if lib.Defs[c.Code] == nil {
			continue // not compiled: it has errors
		}
		luaChanged := c.Lua != nil && !c.Lua.Inline && touched[luaPath(c)]
		pc := before[c.Code]
		// a card the check reused (the same statement) is the same
		same := pc == c || pc != nil && cardText(prev, pc) == cardText(lib, c)
		if prev != nil && same && !luaChanged {
			if od := prev.Defs[c.Code]; od != nil {
				lib.Defs[c.Code] = od // unchanged: keep the running definition
				continue
			}
		}
		if prev == nil {
			continue
		}
		s.version[c.Code]++
		lib.Defs[c.Code].Version = s.version[c.Code]
		reloaded = append(reloaded, Reload{Code: c.Code, Title: c.Title, Version: s.version[c.Code]})
	}
	if prev != nil {
		for _, code := range prev.Order {
			if lib.Defs[code] == nil {
				removed = append(removed, code)
			}
		}
	}
	return reloaded, removed
}

// cardText is the source text of a card's declaration.
func cardText(l *interp.Library, c *check.Card) string {
	src := l.Sources[c.File]
	a, b := c.Range.Start.Offset, c.Range.End.Offset
	if a < 0 || b > len(src) || a > b {
		return ""
	}
	return string(src[a:b])
}

func luaPath(c *check.Card) string {
	dir := c.File[:strings.LastIndex(c.File, "/")+1]
	return dir + c.Lua.File
}

// cardsOf lists the cards declared in the files, for affectedScenarios.
func (s *Session) cardsOf(lib *interp.Library, files []string) []Reload {
	if len(files) == 0 || lib.Checked == nil {
		return nil
	}
	var out []Reload
	for _, c := range lib.Checked.Cards {
		if slices.Contains(files, c.File) {
			out = append(out, Reload{Code: c.Code, Title: c.Title})
		}
	}
	return out
}

// filterDiags keeps the diagnostics of the given files.
func filterDiags(ds diag.Diagnostics, files []string) diag.Diagnostics {
	want := map[string]bool{}
	for _, f := range files {
		want[f] = true
	}
	var out diag.Diagnostics
	for _, d := range ds {
		if want[d.Subject.Start.Filename] {
			out = append(out, d)
		}
	}
	return out
}

// affectedScenarios runs the scenarios in changed files and those that name
// a reloaded card (by code or title).
func (s *Session) affectedScenarios(lib *interp.Library, changed []string, reloaded []Reload) []*scenario.Result {
	if lib.Checked == nil {
		return nil
	}
	inChanged := map[string]bool{}
	for _, p := range changed {
		inChanged[p] = true
	}
	names := map[string]bool{}
	for _, r := range reloaded {
		names[r.Code] = true
		names[r.Title] = true
	}
	s.mu.RLock()
	named := s.named
	s.mu.RUnlock()
	var out []*scenario.Result
	for _, sc := range lib.Checked.Scenarios {
		if inChanged[sc.File] || namesOneOf(named[sc], names) {
			out = append(out, scenario.Run(lib, sc))
		}
	}
	return out
}

// mentionsIn lists the names each scenario of lib mentions, reusing those
// of scenarios whose file did not change since the last build.
func (s *Session) mentionsIn(lib *interp.Library) map[*check.Scenario][]string {
	if lib.Checked == nil {
		return nil
	}
	words := make(map[scenarioAt][]string, len(lib.Checked.Scenarios))
	named := make(map[*check.Scenario][]string, len(lib.Checked.Scenarios))
	for _, sc := range lib.Checked.Scenarios {
		pf := s.parsed[sc.File]
		if pf == nil {
			named[sc] = scenarioWords(sc)
			continue
		}
		at := scenarioAt{pf.file, sc.Range.Start.Offset}
		w, ok := s.words[at]
		if !ok {
			w = scenarioWords(sc)
		}
		words[at], named[sc] = w, w
	}
	s.words = words
	return named
}

// scenarioWords are the names a scenario mentions.
func scenarioWords(sc *check.Scenario) []string {
	ms := sc.Mentions()
	out := make([]string, len(ms))
	for i, w := range ms {
		out[i] = w.Text
	}
	return out
}

// namesOneOf reports whether one of words is in names.
func namesOneOf(words []string, names map[string]bool) bool {
	for _, w := range words {
		if names[w] {
			return true
		}
	}
	return false
}

// ScenariosNaming returns the scenarios of the library in use that live in
// file or mention one of names (card codes and titles), in library order.
// It may be called from any goroutine.
func (s *Session) ScenariosNaming(file string, names map[string]bool) []*check.Scenario {
	s.mu.RLock()
	lib, named := s.lib, s.named
	s.mu.RUnlock()
	if lib == nil || lib.Checked == nil {
		return nil
	}
	var out []*check.Scenario
	for _, sc := range lib.Checked.Scenarios {
		if sc.File == file || namesOneOf(named[sc], names) {
			out = append(out, sc)
		}
	}
	return out
}

// ReplaceInGame swaps the reloaded definitions into a running game (between
// actions): cards in play take their new abilities and stats, and the log
// records "… reloaded (version n)".
func (u *Update) ReplaceInGame(g *rules.Game, lib *interp.Library) int {
	n := 0
	for _, r := range u.Reloaded {
		if d := lib.Defs[r.Code]; d != nil && g.ReplaceDef(r.Code, d) > 0 {
			n++
		}
	}
	return n
}

// Pending lists the files whose newest version was rejected (with errors)
// and is waiting for a good save; their last good versions are in use.
func (s *Session) Pending() []string {
	out := slices.Sorted(maps.Keys(s.pending))
	return out
}
