package check

import (
	"reflect"
	"slices"
	"strings"

	"github.com/thronescript/thronescript/dsl/diag"
	"github.com/thronescript/thronescript/dsl/syntax"
	"github.com/thronescript/thronescript/dsl/vocab"
)

// Cache makes checking the same files again after a change cheap: Check
// with a Cache returns what check.Check returns, but a card, scenario or
// standalone text statement that was checked before — the same parsed
// statement (*syntax.Stmt) of the same file — in the same context is not
// checked again: its checked model and diagnostics are reused. The context
// is everything such a statement's check reads beyond itself: the
// configuration (vocabulary, known names) and every keyword declaration
// (the same statements in the same order). When one of them changes,
// everything is checked again. Traits that filters name are judged at the
// end of every check against the traits on all cards, whatever was reused. What depends on
// other statements — duplicate codes and scenario names, cards replacing
// the built-in library's, scenarios naming cards, texts of cards in other
// files — is worked out anew on every call.
//
// Callers keep the parsed files of unchanged sources from call to call
// (library.Session does). Reused models and diagnostics are shared with
// earlier results: neither may be modified. A Cache is for one goroutine
// at a time.
type Cache struct {
	env   cacheEnv
	memo  map[*syntax.Stmt]*memo
	next  map[*syntax.Stmt]*memo // the statements of the running call
	valid bool
	// the checker's caches of the context
	patterns map[*vocab.Entry]*vocab.Pattern
	synth    map[string]*vocab.Entry
	// Hits and Misses count the statements reused and checked by the last
	// call (tests and benchmarks).
	Hits, Misses int
}

// Check is check.Check, reusing what the cache holds.
func (k *Cache) Check(files []*syntax.File, cfg Config) (*Model, diag.Diagnostics) {
	st := NewStream(cfg)
	st.cache = k
	return st.checkAll(files)
}

// stmtAt is a statement and its file.
type stmtAt struct {
	file *syntax.File
	stmt *syntax.Stmt
}

// cacheEnv is the context of a check (see Cache).
type cacheEnv struct {
	vocab                      vocab.Table
	keywords, traits, factions string
	knownCards                 bool
	decls                      []stmtAt
	names                      []string // the declarations' file names
}

func (e *cacheEnv) same(o *cacheEnv) bool {
	return sameTable(e.vocab, o.vocab) && e.keywords == o.keywords && e.traits == o.traits && e.factions == o.factions &&
		e.knownCards == o.knownCards && slices.Equal(e.decls, o.decls) && slices.Equal(e.names, o.names)
}

// sameTable reports whether a and b are the same vocabulary (tables of a
// type that cannot be compared never are).
func sameTable(a, b vocab.Table) bool {
	if a == nil || b == nil {
		return a == nil && b == nil
	}
	if reflect.TypeOf(a) != reflect.TypeOf(b) || !reflect.TypeOf(a).Comparable() {
		return false
	}
	return a == b
}

// memo is what checking one statement added to the checker.
type memo struct {
	file      string
	result    any // *Card, *Scenario or *Text (a typed nil when none)
	diags     diag.Diagnostics
	blocks    []*Text
	scenCards []CardRef
	traits    []namedAt // traits filters name, for Finish to judge
}

// begin takes the context of a run after pass 1: the memo stays if it
// is the context of the last call, and the checker gets its caches.
func (k *Cache) begin(c *checker, decls []stmtAt) {
	if k == nil {
		return
	}
	env := cacheEnv{
		vocab:      c.cfg.Vocab,
		keywords:   strings.Join(c.cfg.Known.Keywords, "\x00"),
		traits:     strings.Join(c.cfg.Known.Traits, "\x00"),
		factions:   strings.Join(c.cfg.Known.Factions, "\x00"),
		knownCards: c.cfg.Known.Cards != nil,
		decls:      decls,
	}
	for _, d := range decls {
		env.names = append(env.names, d.file.Name)
	}
	if !k.valid || !k.env.same(&env) {
		k.memo, k.patterns, k.synth = nil, c.patterns, c.synth
	} else {
		c.patterns, c.synth = k.patterns, k.synth
	}
	k.env, k.valid = env, true
	k.next = make(map[*syntax.Stmt]*memo, len(k.memo))
	k.Hits, k.Misses = 0, 0
}

// end keeps the statements of this run only.
func (k *Cache) end(c *checker) {
	if k == nil {
		return
	}
	k.memo, k.next = k.next, nil
}

// recorded returns check(), or what it returned and added to the
// checker when the statement was checked before in this context.
func (c *checker) recorded(k *Cache, f *syntax.File, s *syntax.Stmt, check func() any) any {
	if k == nil || k.next == nil {
		return check()
	}
	if m := k.memo[s]; m != nil && m.file == f.Name {
		c.diags = append(c.diags, m.diags...)
		c.lib.TextBlocks = append(c.lib.TextBlocks, m.blocks...)
		c.scenCards = append(c.scenCards, m.scenCards...)
		c.filterTraits = append(c.filterTraits, m.traits...)
		k.next[s] = m
		k.Hits++
		return m.result
	}
	nd, nb, ns, nt := len(c.diags), len(c.lib.TextBlocks), len(c.scenCards), len(c.filterTraits)
	res := check()
	k.next[s] = &memo{file: f.Name, result: res,
		diags:     slices.Clone(c.diags[nd:]),
		blocks:    slices.Clone(c.lib.TextBlocks[nb:]),
		scenCards: slices.Clone(c.scenCards[ns:]),
		traits:    slices.Clone(c.filterTraits[nt:])}
	k.Misses++
	return res
}
