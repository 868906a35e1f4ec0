package check

import (
	"strconv"

	"github.com/thronescript/thronescript/dsl/diag"
)

// Scenario is a checked scenario: typed setup entries and steps, each with
// its place in the source. scenario.Run runs them; nothing in it is left
// for a later stage to parse.
type Scenario struct {
	Name  string
	Rules []string
	Setup []SetupEntry
	Steps []Step
	File  string
	Range diag.Range
}

// CardRef names a card in a scenario: by code, or by exact title in quotes.
type CardRef struct {
	Name  string
	Title bool // written as a title in quotes
	Range diag.Range
}

// String renders the reference as written (a title in quotes).
func (r CardRef) String() string { return Word{Text: r.Name, Quoted: r.Title}.String() }

// Word is one word of an answer or option expectation: an option key, an
// ability id, a card code or title, or a number.
type Word struct {
	Text   string
	Quoted bool
	Range  diag.Range
}

// String renders the word as written.
func (w Word) String() string {
	if w.Quoted {
		return strconv.Quote(w.Text)
	}
	return w.Text
}

// SetupEntry is one line of a scenario's setup block, applied in order:
// *SetupStart, *SetupRound, *SetupSeed, *SetupFirst, *SetupMelee,
// *SetupCounter or *SetupCards.
type SetupEntry interface {
	Span() diag.Range
}

// SetupStart is `from POINT` (or `phase POINT`): where the game starts.
type SetupStart struct {
	Point string
	Range diag.Range
}

// SetupRound is `round N`.
type SetupRound struct {
	N     int
	Range diag.Range
}

// SetupSeed is `seed N`.
type SetupSeed struct {
	N     uint64
	Range diag.Range
}

// SetupFirst is `first-player pN` (first and active) or `active pN`
// (ActiveOnly).
type SetupFirst struct {
	Player     int
	ActiveOnly bool
	Range      diag.Range
}

// SetupMelee is `melee [TITLE…]`: a melee game whose title pool holds the
// titles listed (every title of the library when none is).
type SetupMelee struct {
	Titles []CardRef
	Range  diag.Range
}

// SetupCounter is `pN gold N` or `pN power N`.
type SetupCounter struct {
	Player int
	What   string // gold or power
	N      int
	Range  diag.Range
}

// SetupCards is `pN AREA CARD [state…] CARD …`, or `pN faction FACTION`
// (Area "faction", no cards): the faction card's affiliation.
type SetupCards struct {
	Player  int
	Area    string
	Cards   []SetupCard
	Faction string
	Range   diag.Range
}

// SetupCard is one card of a setup line with its states.
type SetupCard struct {
	Card     CardRef
	Kneeling bool
	Tokens   []SetupToken // power N, gold N, tokens KIND N, in order
	// Attach is the earlier card of the line's player this one is
	// attached to (`attached-to`) or a duplicate of (`duplicate-of`).
	Attach *CardRef
}

// SetupToken is a number of tokens of a kind (power, gold, poison …).
type SetupToken struct {
	Kind string
	N    int
}

// Step is one step after setup: *Answer, *Until or *Expect.
type Step interface {
	Span() diag.Range
}

// Answer is `pN [choose] WORDS` or `pN cannot choose WORDS` (Refuse): the
// option of pN's question every word describes.
type Answer struct {
	Player int
	Words  []Word
	Refuse bool
	Choose bool // written with `choose`
	Range  diag.Range
}

// Until is `until EVENT [PHASE or CARD]`: the game runs on until the event
// resolves (in that phase, or about that card).
type Until struct {
	Event string
	Phase string
	Card  *CardRef
	Range diag.Range
}

// String renders the step's words as written.
func (u *Until) String() string {
	switch {
	case u.Phase != "":
		return u.Event + " " + u.Phase
	case u.Card != nil:
		return u.Event + " " + u.Card.String()
	}
	return u.Event
}

// ExpectKind is what an expectation is about.
type ExpectKind int

// The kinds of expectation.
const (
	ExpectCard        ExpectKind = iota // CARD STATE…
	ExpectLog                           // [pN] log "A" [before "B"] [count N]
	ExpectFirstPlayer                   // first-player pN
	ExpectWinner                        // winner [pN]
	ExpectCounter                       // pN gold|power|… N
	ExpectSees                          // pN sees CARD
	ExpectOption                        // pN option WORDS
	ExpectView                          // pN view pO AREA COND…
	ExpectAreaCount                     // pN AREA count N
)

// Expect is `expect …` or `expect-not …` (Negate).
type Expect struct {
	Kind   ExpectKind
	Negate bool
	// Player is the player the expectation is about (the reader of a log,
	// the viewer of a view); -1 for none (`expect log`, `expect winner`).
	Player   int
	Card     CardRef     // ExpectCard, ExpectSees
	States   []CardState // ExpectCard
	Counter  string      // ExpectCounter: gold, power, faction-power, …
	Owner    int         // ExpectView: whose area
	Area     string      // ExpectAreaCount, ExpectView
	N        int         // ExpectCounter, ExpectAreaCount
	Log      string      // ExpectLog: the text a line contains
	LogRange diag.Range  // ExpectLog: the quoted text's place (fixes replace it)
	LogConds []LogCond   // ExpectLog, in order
	View     []ViewCond  // ExpectView, in order
	Words    []Word      // ExpectOption
	// Text is the expectation's words as written, for messages.
	Text  string
	Range diag.Range
}

// CardState is one state word after a card in an expectation: Kind is the
// word (in, kneeling, standing, duplicate, facedown, blank, strength,
// power, gold, tokens, has-keyword, has-trait, has-icon, attached-to).
type CardState struct {
	Kind   string
	Player int     // in
	Area   string  // in
	N      int     // strength, power, gold, tokens
	Word   string  // tokens (kind), has-keyword, has-trait, has-icon
	Card   CardRef // attached-to
}

// LogCond is `before "B"` or `count N` after a log text.
type LogCond struct {
	Before string // when not Count
	Count  bool
	N      int
}

// ViewCond is one word of a view expectation: count N, cards N,
// facedown N, shows CARD or hidden.
type ViewCond struct {
	What string
	N    int
	Card CardRef // shows
}

// Span returns the entry's place.
func (s *SetupStart) Span() diag.Range { return s.Range }

// Span returns the entry's place.
func (s *SetupRound) Span() diag.Range { return s.Range }

// Span returns the entry's place.
func (s *SetupSeed) Span() diag.Range { return s.Range }

// Span returns the entry's place.
func (s *SetupFirst) Span() diag.Range { return s.Range }

// Span returns the entry's place.
func (s *SetupMelee) Span() diag.Range { return s.Range }

// Span returns the entry's place.
func (s *SetupCounter) Span() diag.Range { return s.Range }

// Span returns the entry's place.
func (s *SetupCards) Span() diag.Range { return s.Range }

// Span returns the step's place.
func (s *Answer) Span() diag.Range { return s.Range }

// Span returns the step's place.
func (s *Until) Span() diag.Range { return s.Range }

// Span returns the step's place.
func (s *Expect) Span() diag.Range { return s.Range }

// CardRefs returns every card a scenario names, in order.
func (sc *Scenario) CardRefs() []CardRef {
	var out []CardRef
	for _, e := range sc.Setup {
		switch e := e.(type) {
		case *SetupMelee:
			out = append(out, e.Titles...)
		case *SetupCards:
			for _, c := range e.Cards {
				out = append(out, c.Card)
				if c.Attach != nil {
					out = append(out, *c.Attach)
				}
			}
		}
	}
	for _, s := range sc.Steps {
		switch s := s.(type) {
		case *Until:
			if s.Card != nil {
				out = append(out, *s.Card)
			}
		case *Expect:
			if s.Kind == ExpectCard || s.Kind == ExpectSees {
				out = append(out, s.Card)
			}
			for _, st := range s.States {
				if st.Kind == "attached-to" {
					out = append(out, st.Card)
				}
			}
			for _, v := range s.View {
				if v.What == "shows" {
					out = append(out, v.Card)
				}
			}
		}
	}
	return out
}

// Mentions returns the cards a scenario names and the words of its answers
// and option expectations (which may name cards too), in order.
func (sc *Scenario) Mentions() []Word {
	var out []Word
	for _, r := range sc.CardRefs() {
		out = append(out, Word{Text: r.Name, Quoted: r.Title, Range: r.Range})
	}
	for _, s := range sc.Steps {
		switch s := s.(type) {
		case *Answer:
			out = append(out, s.Words...)
		case *Expect:
			out = append(out, s.Words...)
		}
	}
	return out
}
