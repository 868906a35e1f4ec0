package check

import (
	"bytes"
	"slices"
	"strings"

	"github.com/thronescript/thronescript/dsl/diag"
	"github.com/thronescript/thronescript/dsl/syntax"
)

// Stream checks files one at a time, so that a caller need not hold every
// file's syntax tree at once (throne check of a large library): first
// Declare every file that may declare keywords (MayDeclareKeywords says
// which), then Add every file in order, then Finish. The diagnostics and
// the library are those Check reports for the same files in that order.
type Stream struct {
	c        *checker
	kwStmts  map[*Keyword]*syntax.Stmt
	bodies   bool
	texts    []*syntax.Stmt // standalone texts, checked by Finish
	textFile []*syntax.File // the file of each (its name only)
	// moves are the edits that move a standalone text into the card it
	// follows in its file (textMove), by text statement
	moves map[*syntax.Stmt][]diag.Edit
	scen  map[string]*Scenario
	names []string   // the files added, in order
	cache *Cache     // set by Cache.Check
	decls []stmtAt   // every keyword declaration, in order (the context of cache)
	keep  *diag.Keep // the diagnostics of the statements checked (Config.MaxPerFile)
	// Card, when set, is called with each card Add checks and whether no
	// error starts inside it; the Model keeps the card only when Card
	// returns true. A card of a Config.Replaceable file should be kept: a
	// later file may replace it.
	Card func(card *Card, clean bool) (keep bool)
}

// NewStream starts a check of files one at a time.
func NewStream(cfg Config) *Stream {
	st := &Stream{c: newChecker(cfg), kwStmts: map[*Keyword]*syntax.Stmt{}, scen: map[string]*Scenario{}, keep: diag.NewKeep(cfg.MaxPerFile)}
	st.c.keep = st.keep
	return st
}

// kept moves the checker's diagnostics into st.keep when only the first of
// each file are kept (between statements: a statement's check reads what
// it added).
func (st *Stream) kept() {
	if st.keep.Max > 0 {
		st.keep.Add(st.c.diags...)
		clear(st.c.diags)
		st.c.diags = st.c.diags[:0]
		st.c.nspare = 0 // the keep counted them
	}
}

// Declare reads the keyword definitions of f (a file may be declared and
// added). Files are declared in their order, before the first Add.
func (st *Stream) Declare(f *syntax.File) {
	if IsModFile(f.Name) {
		return
	}
	for _, s := range f.Stmts {
		if s.Word == "keyword" {
			st.decls = append(st.decls, stmtAt{f, s})
			if k := st.c.keywordHead(f, s); k != nil {
				st.kwStmts[k] = s
			}
			st.kept()
		}
	}
}

// keywordBodies checks the declared keywords' abilities, once, when the
// first file is added: by then every keyword's name, values and events are
// known.
func (st *Stream) keywordBodies() {
	if st.bodies {
		return
	}
	st.bodies = true
	for _, k := range st.c.lib.Keywords {
		st.c.file = k.File
		st.c.keywordBody(k, st.kwStmts[k])
	}
	st.kwStmts = nil
	st.cache.begin(st.c, st.decls)
	st.decls = nil
}

// Add checks the cards, packs, cycles and scenarios of f. The caller may
// let f go afterwards: the checker keeps what later files and Finish need
// (each card's code, title and ability ids; standalone text statements).
func (st *Stream) Add(f *syntax.File) {
	st.keywordBodies()
	c := st.c
	st.names = append(st.names, f.Name)
	c.file = f.Name
	if IsModFile(f.Name) {
		c.modFile(f)
		st.kept()
		return
	}
	for _, s := range f.Stmts {
		switch s.Word {
		case "card":
			c.collectTraits(s)
		case "pack":
			c.pack(f, s)
		case "cycle":
			c.cycle(f, s)
		}
		st.kept()
	}
	var named *syntax.File
	for _, s := range f.Stmts {
		switch s.Word {
		case "keyword", "pack", "cycle":
		case "card":
			n := len(c.diags)
			card, _ := c.recorded(st.cache, f, s, func() any { return c.card(f, s) }).(*Card)
			if card == nil {
				continue
			}
			c.addCard(card, s.Values[0].Range)
			if card.Pack != "" {
				c.packUses = append(c.packUses, packUse{card.Pack, card.PackRange})
			}
			if st.Card == nil || st.Card(card, !errorIn(c.diags[n:], card.Range)) {
				c.lib.Cards = append(c.lib.Cards, card)
			} else {
				c.seen[len(c.seen)-1].card = nil // card's summary (card appends it)
			}
		case "text":
			if named == nil {
				named = &syntax.File{Name: f.Name}
			}
			st.texts = append(st.texts, s)
			st.textFile = append(st.textFile, named)
			if edits := textMove(f, s); edits != nil {
				if st.moves == nil {
					st.moves = map[*syntax.Stmt][]diag.Edit{}
				}
				st.moves[s] = edits
			}
		case "scenario":
			c.scenario(st.cache, f, s, st.scen)
		case "language":
			c.language(s)
		default:
			c.unknown(s, "declaration", topLevel)
		}
		st.kept()
	}
}

// errorIn reports whether an error of ds starts inside r.
func errorIn(ds diag.Diagnostics, r diag.Range) bool {
	for _, d := range ds {
		p := d.Subject.Start
		if d.Severity == diag.Error && p.Filename == r.Start.Filename && p.Offset >= r.Start.Offset && p.Offset < r.End.Offset {
			return true
		}
	}
	return false
}

// Finish checks what needs every file (standalone texts, the cards
// scenarios name, traits filters name) and returns the library and every
// diagnostic, sorted by file and position.
func (st *Stream) Finish() (*Model, diag.Diagnostics) {
	st.keywordBodies()
	c := st.c
	c.scenarioCards()
	// standalone texts (they refer to cards in any file)
	seen := map[string]*Text{}
	for i, s := range st.texts {
		f := st.textFile[i]
		t, _ := c.recorded(st.cache, f, s, func() any { return c.text(f, s, "") }).(*Text)
		if t == nil {
			continue
		}
		key := t.Lang + "\x00" + t.Code
		if prev := seen[key]; prev != nil && c.replacesText(prev, t) {
			// a workspace's text for a card replaces the built-in library's
			c.lib.Texts = slices.DeleteFunc(c.lib.Texts, func(x *Text) bool { return x == prev })
			c.lib.TextBlocks = slices.DeleteFunc(c.lib.TextBlocks, func(x *Text) bool { return x == prev })
		} else if prev != nil {
			c.errorf(CodeDuplicateText, s.WordRange(), "second %s text for card %s", t.Lang, t.Code).
				WithDetail("the first is at %s", prev.Range.Start).WithHint("merge the two text blocks")
			continue
		}
		seen[key] = t
		c.lib.Texts = append(c.lib.Texts, t)
		card := c.cards[t.Code]
		if card == nil && c.builtinCode(t.Code) {
			continue // a text for a built-in card, loaded under the file by test and play: it replaces the built-in text
		}
		if card == nil {
			c.warnf(CodeTextUnknownCard, s.Values[1].Range, "text for card %s, which is not loaded", t.Code).
				WithHint("check the code, or check this file together with the card's file")
			continue
		}
		c.textAbilities(t, card)
		c.textBesideCard(s, t, card, st.moves[s])
	}
	c.packsDeclared()
	for _, t := range c.filterTraits {
		if !c.cardTraits[strings.ToLower(t.name)] {
			c.unknownTrait(t.name, t.at)
		}
	}
	c.textOrder(st.names)
	if st.keep.Max > 0 {
		st.kept()
		c.diags = st.keep.Result()
	}
	c.diags.Sort()
	if len(c.replaced) > 0 {
		kept := c.lib.Cards[:0]
		for _, card := range c.lib.Cards {
			if !c.replaced[card] {
				kept = append(kept, card)
			}
		}
		c.lib.Cards = kept
	}
	st.cache.end(c)
	return c.lib, c.diags
}

// namedAt is a name written at a place.
type namedAt struct {
	name string
	at   diag.Range
}

// seenCard is what the checker keeps of a checked card for the checks that
// need every file: its code and title (duplicates, the cards scenarios
// name), its file and place, and its ability ids (standalone texts).
type seenCard struct {
	code, title, file string
	at                diag.Pos
	ids               []string // nil when the card has no abilities or is incomplete
	card              *Card    // the card while the library keeps it
}

// seenOf summarises card (its strings copied: they must not hold the
// file's text).
func seenOf(card *Card) *seenCard {
	return &seenCard{code: strings.Clone(card.Code), title: strings.Clone(card.Title), file: card.File, at: card.Range.Start, card: card}
}

// MayDeclareKeywords reports whether src may hold a keyword definition:
// MayHold(src, "keyword").
func MayDeclareKeywords(src []byte) bool { return MayHold(src, "keyword") }

// MayHold reports whether src may hold a statement that starts with word:
// the word stands where a statement can start (after nothing the lexer
// reads as a token since the start of its line, a `;` or a brace). It errs
// only on the side of yes (the word at the start of a line inside a raw
// string counts), so a Stream that declares the files MayDeclareKeywords
// says yes to declares every keyword; it says no to `keywords`,
// `gain-keyword` and the word in comments and strings, which most card
// files hold.
func MayHold(src []byte, word string) bool {
	w := []byte(word)
	for i := 0; ; {
		j := bytes.Index(src[i:], w)
		if j < 0 {
			return false
		}
		at, end := i+j, i+j+len(w)
		i = end
		// a letter, digit or _ after it (or after a hyphen after it)
		// continues the word
		if end < len(src) && (wordByte(src[end]) || src[end] == '-' && end+1 < len(src) && wordByte(src[end+1])) {
			continue
		}
		if startsStatement(src, at) {
			return true
		}
	}
}

// tokenBytes are the bytes that are, or start, a token where they stand
// outside comments and strings, and # (a comment runs to the line's end).
const tokenBytes = "\"`()[],:+-*/<>=#"

// startsStatement reports whether a statement may start at src[at]: back to
// the line's start (or a `;`, `{` or `}`) only bytes that form no token
// stand before it (spaces, and characters the lexer reports and skips). A
// byte that forms a token there means the word is no statement's first: or,
// in a comment or a string, the word is inside it too.
func startsStatement(src []byte, at int) bool {
	for k := at - 1; k >= 0; k-- {
		switch b := src[k]; {
		case b == '\n' || b == ';' || b == '{' || b == '}':
			return true
		case wordByte(b) || strings.IndexByte(tokenBytes, b) >= 0:
			return false
		}
	}
	return true
}

func wordByte(b byte) bool {
	return b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z' || b >= '0' && b <= '9' || b == '_'
}

// replacesText reports whether the text t of a workspace file takes the
// place of prev, the built-in library's text for the same card and
// language (Config.Replaceable): as a workspace's card replaces the
// built-in card of its code, its texts replace the built-in texts.
func (c *checker) replacesText(prev, t *Text) bool {
	r := c.cfg.Replaceable
	return r != nil && r(prev.File) && !r(t.File)
}
