package interp

import (
	"os"
	"runtime"

	"github.com/thronescript/thronescript/dsl/check"
	"github.com/thronescript/thronescript/dsl/diag"
	"github.com/thronescript/thronescript/dsl/syntax"
	"github.com/thronescript/thronescript/rules"
)

// An Option says how Build reads, checks and compiles its sources.
type Option func(*build)

// build is what the options of one Build call set.
type build struct {
	reg       *Registry
	readFile  func(string) ([]byte, error)
	workers   int
	known     check.Known
	files     []*syntax.File
	parsed    bool
	cache     *check.Cache
	reuse     func(*check.Card) *rules.CardDef
	checkOnly bool
}

// WithRegistry builds against r's words (default: a NewRegistry()).
func WithRegistry(r *Registry) Option { return func(b *build) { b.reg = r } }

// WithReadFile reads the Lua files that cards name, relative to their
// .card file (default: os.ReadFile).
func WithReadFile(read func(string) ([]byte, error)) Option {
	return func(b *build) { b.readFile = read }
}

// WithWorkers parses with n goroutines (default, or n <= 0: GOMAXPROCS).
func WithWorkers(n int) Option { return func(b *build) { b.workers = n } }

// WithKnown checks against names known beyond the sources (the built-in
// library's cards, which scenarios may name).
func WithKnown(k check.Known) Option { return func(b *build) { b.known = k } }

// WithParsed gives the sources' syntax trees, parsed already, one per
// source in the same order: they are not parsed again and their syntax
// diagnostics are not repeated (the sources are kept for diagnostics).
func WithParsed(files []*syntax.File) Option {
	return func(b *build) { b.files, b.parsed = files, true }
}

// WithCache checks incrementally: statements the cache checked before in
// the same context are not checked again (check.Cache).
func WithCache(c *check.Cache) Option { return func(b *build) { b.cache = c } }

// WithReuse lets a checked card keep the definition it compiled to
// before: reuse returns it when the card (and its Lua hooks) did not
// change, nil to compile the card. A card with check errors is never
// reused.
func WithReuse(reuse func(*check.Card) *rules.CardDef) Option {
	return func(b *build) { b.reuse = reuse }
}

// CheckOnly builds for the diagnostics alone (throne check): a few files
// at a time are parsed, checked and compiled, and each file's syntax
// tree, checked cards and definitions are let go once their diagnostics
// are known, so memory stays a small multiple of the sources. Only the
// first diag.MaxPerFile diagnostics of each file are kept, with a count
// of the rest (diag.Keep). The Library returned holds only Sources (the
// sources and the Lua files read). WithParsed, WithCache and WithReuse
// do not apply.
func CheckOnly() Option { return func(b *build) { b.checkOnly = true } }

// Build parses, checks and compiles sources into a Library: the one way
// from .card text to what the engine plays. Diagnostics of every file are
// returned, sorted; the Library holds what compiled (only the
// declarations without check errors, and whose Lua hooks compiled).
func Build(srcs []syntax.Source, opts ...Option) (*Library, diag.Diagnostics) {
	b := build{}
	for _, o := range opts {
		o(&b)
	}
	if b.reg == nil {
		b.reg = NewRegistry()
	}
	if b.readFile == nil {
		b.readFile = os.ReadFile
	}
	if b.workers <= 0 {
		b.workers = runtime.GOMAXPROCS(0)
	}
	if b.checkOnly {
		return b.checkSources(srcs)
	}
	var ds diag.Diagnostics
	files := b.files
	if !b.parsed {
		files, ds = syntax.ParseFiles(srcs, syntax.Workers(b.workers))
	}
	lib, more := b.compile(srcs, files)
	ds = append(ds, more...)
	ds.Sort()
	return lib, ds
}
