package scenario_test

import (
	"fmt"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/thronescript/thronescript/dsl/check"
	"github.com/thronescript/thronescript/dsl/diag"
	"github.com/thronescript/thronescript/dsl/syntax"
	"github.com/thronescript/thronescript/internal/golden"
	"github.com/thronescript/thronescript/interp"
	"github.com/thronescript/thronescript/library"
	"github.com/thronescript/thronescript/rules"
	"github.com/thronescript/thronescript/scenario"
)

// rebuilder compiles the library with one file's source replaced the way
// library.Session takes a save: the files are checked with a check.Cache
// (only the replaced file's statements are checked again) and only the
// replaced file's cards are compiled (the other cards keep the base
// library's definitions). A mutant then costs its file, not the library.
// A file that declares keywords or texts (before or after the change) is
// built whole: keyword declarations are the context of every statement's
// check, and a text gives printed text to cards of other files. What it
// builds equals sources.with's (TestRebuilderMatchesFull). A rebuilder is
// for one goroutine at a time.
type rebuilder struct {
	ls    *sources
	cache check.Cache
	// checked and compiled count what the last build did: statements
	// checked (-1: the whole library) and cards compiled.
	checked, compiled int
}

// rebuilder returns a rebuilder whose cache holds the check of the
// unchanged library.
func (ls *sources) rebuilder() *rebuilder {
	rb := &rebuilder{ls: ls}
	interp.Build(ls.srcs, interp.WithRegistry(ls.reg), interp.WithParsed(ls.files), interp.WithReadFile(library.ReadFile), interp.WithCache(&rb.cache), interp.WithReuse(ls.reusable))
	return rb
}

// reusable returns the base library's definition of a card when a build
// whose texts are the base's may share it: the card is the base's (same
// code, same file) and no ability of it is one a build would give its
// printed text (an ability without one that a text names), so the build
// never writes to a definition other builds and goroutines share.
func (ls *sources) reusable(c *check.Card) *rules.CardDef {
	def := ls.base.Defs[c.Code]
	if def == nil || ls.fileOf[c.Code] != c.File {
		return nil
	}
	for _, a := range def.Abilities {
		if id, _, _ := strings.Cut(a.ID, "#"); a.Printed == "" && ls.printed[c.Code+" "+id] {
			return nil
		}
	}
	return def
}

// with builds the library with file's source replaced by src.
func (rb *rebuilder) with(file int, src []byte) (*interp.Library, diag.Diagnostics) {
	ls := rb.ls
	srcs, files := slices.Clone(ls.srcs), slices.Clone(ls.files)
	name := srcs[file].Name
	srcs[file].Src = src
	f, ds := syntax.ParseFile(name, src)
	files[file] = f
	if declares(ls.files[file]) || declares(f) {
		rb.checked, rb.compiled = -1, len(ls.base.Defs)
		lib, more := interp.Build(srcs, interp.WithRegistry(ls.reg), interp.WithParsed(files), interp.WithReadFile(library.ReadFile))
		return lib, append(ds, more...)
	}
	rb.compiled = 0
	lib, more := interp.Build(srcs, interp.WithRegistry(ls.reg), interp.WithParsed(files), interp.WithReadFile(library.ReadFile), interp.WithCache(&rb.cache), interp.WithReuse(func(c *check.Card) *rules.CardDef {
		if c.File != name {
			if def := ls.reusable(c); def != nil {
				return def
			}
		}
		rb.compiled++
		return nil
	}))
	rb.checked = rb.cache.Misses
	return lib, append(ds, more...)
}

// declares reports whether a parsed file declares a keyword or a text.
func declares(f *syntax.File) bool {
	if f == nil {
		return false
	}
	for _, s := range f.Stmts {
		if s.Word == "keyword" || s.Word == "text" {
			return true
		}
	}
	return false
}

// readmeRerun rewrites the figures of the mutation gates README.md quotes.
const readmeRerun = "go test ./scenario -run 'TestTokenMutants|TestScenarioMutationScore|TestConditionMutants' -update"

// readmeFigure compares a figure of README.md's table of the mutation
// gates (the text between <!-- name --> and <!-- /name -->) with what the
// gate measured now.
func readmeFigure(t *testing.T, name, text string) {
	t.Helper()
	golden.Section(t, filepath.Join("..", "README.md"), name, text, readmeRerun)
}

// workers is the number of goroutines the mutation gates run mutants on.
func workers() int { return runtime.GOMAXPROCS(0) }

// eachMutant runs do(rb, i) for i in [0, n) on workers() goroutines, each
// with its own rebuilder. do reports whether its rebuilder may be used
// again (false after a hang, whose goroutine may still be using it).
func eachMutant(ls *sources, n int, do func(rb *rebuilder, i int) bool) {
	next := make(chan int)
	var wg sync.WaitGroup
	for w := 0; w < min(workers(), n); w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			rb := ls.rebuilder()
			for i := range next {
				if !do(rb, i) {
					rb = ls.rebuilder()
				}
			}
		}()
	}
	for i := 0; i < n; i++ {
		next <- i
	}
	close(next)
	wg.Wait()
}

// TestRebuilderMatchesFull: for a sample of the gates' mutants (token
// mutants, one of each mutated file, and 10 condition mutants of
// core/stark.card), the rebuilder's library gives the diagnostics of the
// whole build, and each scenario the mutant runs gives the same failures
// and log.
func TestRebuilderMatchesFull(t *testing.T) {
	ls := loadSources(t)
	var sample []mutant
	words := wordsOf(ls.srcs, ls.index)
	for _, f := range mutatedFiles {
		i := ls.index[interp.BuiltinPrefix+f]
		all := mutants(i, ls.srcs[i].Src, words)
		sample = append(sample, all[len(all)/2])
	}
	stark := ls.index[interp.BuiltinPrefix+"core/stark.card"]
	for _, c := range ls.base.Checked.Cards {
		if c.File == ls.srcs[stark].Name {
			for _, m := range conditionMutants(c.Code, stark, ls.srcs[stark].Src, c.Range.Start.Line, c.Range.End.Line) {
				if len(sample) < len(mutatedFiles)+10 {
					sample = append(sample, mutant{file: m.file, line: m.line, op: m.what, src: func() []byte { return m.src }})
				}
			}
		}
	}
	byCode := scenariosByCard(ls.base.Checked)
	rb := ls.rebuilder()
	compiled := 0
	for _, m := range sample {
		src := m.src()
		full, fds := ls.with(m.file, src)
		part, pds := rb.with(m.file, src)
		at := fmt.Sprintf("%s:%d %s", ls.srcs[m.file].Name, m.line, m.op)
		if got, want := diagLines(pds), diagLines(fds); got != want {
			t.Errorf("%s: the rebuilder's diagnostics\n%s\nwant (the whole build's)\n%s", at, got, want)
			continue
		}
		if fds.HasErrors() {
			continue
		}
		compiled++
		name := ls.srcs[m.file].Name
		fl, pl := mutantScenarioList(full.Checked, name, m, byCode), mutantScenarioList(part.Checked, name, m, byCode)
		if len(fl) != len(pl) {
			t.Errorf("%s: the rebuilder runs %d scenarios, the whole build %d", at, len(pl), len(fl))
			continue
		}
		for k := range fl {
			want, got := scenario.RunBounded(full, fl[k], mutantSteps), scenario.RunBounded(part, pl[k], mutantSteps)
			if w, g := diagLines(want.Failures)+strings.Join(want.Log, "\n"), diagLines(got.Failures)+strings.Join(got.Log, "\n"); g != w {
				t.Errorf("%s: scenario %q with the rebuilder:\n%s\nwant (the whole build):\n%s", at, fl[k].Name, g, w)
			}
		}
	}
	t.Logf("%d mutants compared, %d compiled", len(sample), compiled)
	if compiled < 8 {
		t.Errorf("only %d of %d sampled mutants compiled: the sample compares too little", compiled, len(sample))
	}
}

// diagLines is diagnostics one a line: place, code, summary.
func diagLines(ds diag.Diagnostics) string {
	var b strings.Builder
	for _, d := range ds {
		fmt.Fprintf(&b, "%s:%d:%d %s %s\n", d.Subject.Start.Filename, d.Subject.Start.Line, d.Subject.Start.Column, d.Code, d.Summary)
	}
	return b.String()
}

// TestRebuilderCostsTheFile: a mutant of a file that declares no keyword
// checks at most that file's statements and compiles at most its cards,
// however large the library: the gates' time grows with the number of
// mutants, not with the library times the mutants.
func TestRebuilderCostsTheFile(t *testing.T) {
	ls := loadSources(t)
	rb := ls.rebuilder()
	words := wordsOf(ls.srcs, ls.index)
	before := 0 // statements of the file mutated before (checked again as they were)
	for _, f := range []string{"core/stark.card", "dance-of-shadows/the-shadow-city.scenarios.card"} {
		i := ls.index[interp.BuiltinPrefix+f]
		stmts, cardsIn := len(ls.files[i].Stmts), 0
		for _, c := range ls.base.Checked.Cards {
			if c.File == ls.srcs[i].Name {
				cardsIn++
			}
		}
		all := mutants(i, ls.srcs[i].Src, words)
		for k := 0; k < 8; k++ {
			m := all[k*len(all)/8]
			rb.with(m.file, m.src())
			// a mutant may split a statement in two
			if rb.checked < 0 || rb.checked > stmts+1+before || rb.compiled > cardsIn+1 {
				t.Errorf("%s:%d %s: %d statements checked and %d cards compiled; the file has %d statements, %d cards (the library %d cards)",
					f, m.line, m.op, rb.checked, rb.compiled, stmts, cardsIn, len(ls.base.Defs))
			}
		}
		before = stmts
	}
}
