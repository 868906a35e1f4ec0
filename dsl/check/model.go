package check

import (
	"github.com/thronescript/thronescript/dsl/diag"
	"github.com/thronescript/thronescript/dsl/vocab"
)

// Model is the checked model: the checked content of a set of files.
type Model struct {
	Packs  []*Pack
	Cycles []*Cycle
	Cards  []*Card
	Texts  []*Text // standalone text declarations (inline ones are in Card.Texts)
	// TextBlocks is every text block read, standalone and inline, in file
	// order and with the ones a duplicate error left out of Texts and
	// Card.Texts: what the translators' tools read and edit by range.
	TextBlocks []*Text
	Keywords   []*Keyword
	Scenarios  []*Scenario
}

// Pack is a `pack CODE "Name" { cycle c; number n; released date }` declaration.
type Pack struct {
	Code, Name, Cycle string
	Number            int
	Released          string
	File              string
	Range             diag.Range
}

// Cycle is a `cycle code "Name" { number n }` declaration.
type Cycle struct {
	Code, Name string
	Number     int
	File       string
	Range      diag.Range
}

// CostKind says how a card's cost is written.
type CostKind int

// Cost kinds.
const (
	CostNone   CostKind = iota // no cost, or `cost -`
	CostNumber                 // cost 3
	CostX                      // cost X
)

// Cost is a card's printed cost.
type Cost struct {
	Kind  CostKind
	N     int
	Range diag.Range
}

// Card is a checked `card` declaration.
type Card struct {
	Code, Title, Type, Faction string
	Loyal, Unique              bool
	Cost                       Cost
	Strength                   *int
	Icons, Traits              []string
	Income, Initiative         *int
	Claim, Reserve             *int
	PrintedX                   []string // the values printed X (income, …, strength): 0 in Income and the others
	DeckLimit                  int
	Pack                       string
	PackRange                  diag.Range // the pack code's
	PackNumber                 int
	Keywords                   []*KeywordUse
	AttachTo                   *Selector
	// DuplicateOn: the card may be marshaled as a duplicate (at no cost) on
	// a card in play the selector accepts ("may be marshaled as a duplicate
	// on a Lady character you own and control").
	DuplicateOn  *Selector
	Abilities    []*Ability
	DeckBuilding []*DeckBuilding // agendas' deck-building lines (deckbuilding.go)
	Lua          *LuaSource
	Incomplete   string
	Texts        map[string]*Text // inline text blocks by language
	File         string
	Range        diag.Range
	Header       diag.Range // `card CODE "Title"`, without the block
}

// KeywordUse is one keyword on a card: renown, shadow(2), no-attachments(except Weapon).
type KeywordUse struct {
	Name   string
	Values []int
	Args   []string
	Range  diag.Range
}

// LuaSource is a Lua hook file or inline Lua code.
type LuaSource struct {
	File   string // the file named, or the .card file for inline code
	Source string // inline code (empty for a file reference)
	Line   int    // line in File where Source starts
	Inline bool
	Range  diag.Range // the `lua` statement of inline code, or the file name
}

// Ability is a checked ability of a card or keyword.
type Ability struct {
	Kind, ID string
	Trigger  *Trigger
	Phase    string
	From     []string
	Step     string
	Conds    []*Cond
	Costs    []*Phrase
	Targets  []*Target
	Effects  []*Effect
	// Remembered are the `remember` lines read among the costs (the others
	// are Effects).
	Remembered       []*Remember
	Limit, Max       *Limit
	CannotBeCanceled bool
	Cancels, Saves   bool
	ActivePlayerOnly bool
	// AnyPlayer: an action any player may initiate, not only the card's
	// controller ("Any player may initiate this ability.").
	AnyPlayer bool
	// May: a framework ability (a keyword's) its controller may decline
	// ("that player may draw 1 card").
	May       bool
	Hook      string
	HookRange diag.Range // the hook name in `lua NAME`
	LogAs     string
	Actions   []string // a keyword restriction's forbidden actions (marshal, play, …)
	OnTarget  bool     // a keyword restriction that applies to the card acted on
	Range     diag.Range
}

// flag is the field a flag statement of an ability sets (`saves`,
// `cancels`, `cannot-be-canceled`, `active-player-only`, `any-player`).
func (a *Ability) flag(word string) *bool {
	switch word {
	case "cannot-be-canceled":
		return &a.CannotBeCanceled
	case "cancels":
		return &a.Cancels
	case "saves":
		return &a.Saves
	case "any-player":
		return &a.AnyPlayer
	case "may":
		return &a.May
	}
	return &a.ActivePlayerOnly
}

// Trigger is `after …`, `when …` or `when-would …`. A trigger may name
// several events joined by `or` before the words they share (`after
// marshaled or played card with-trait Knight by you`): Phrase is the first
// event with those words, Also one phrase per further event, each checked
// against its own entry.
type Trigger struct {
	Timing string // "after", "when", "when-would"
	Phrase *Phrase
	Also   []*Phrase
	Range  diag.Range
}

// Target is `target NAME SELECTOR`, or a player target `target NAME
// [QUANTITY] player|opponent` ("choose an opponent").
type Target struct {
	Name string
	Sel  *Selector // of a player target: its quantity only (Min, Max, MaxExpr)
	// Players is "player" or "opponent" for a player target ("" for cards).
	Players string
	// Remembered: not a target but cards a `remember NAME CARDS` line
	// keeps as the effects reach it, read by name as a target is (Sel is
	// nil; the line's Remember holds the selector).
	Remembered bool
	Range      diag.Range
	NameRange  diag.Range // the name's word
}

// Effect is `do PHRASE`, `then PHRASE` or `else PHRASE`, each with an
// optional condition of its own after the word `if` (`do draw 1 if …`).
type Effect struct {
	Then   bool
	Phrase *Phrase
	// If is the line's own condition: the effect happens only if it holds
	// when the line resolves (nil: always).
	If *Cond
	// Remember, when set, makes the line `remember NAME VALUE` (Phrase
	// and If are nil): the value is kept under the name as the effects
	// reach the line.
	Remember *Remember
	// Else: an `else` line, the effect that happens instead when the
	// conditions of the lines it follows (the `do`/`then` line with `if`
	// and the `else … if` lines after it) do not hold. It takes the Then
	// of the line it follows.
	Else  bool
	Range diag.Range
	// ownIf is the line's own condition when If is also the condition of
	// the `if { … }` block it is in (effect_block.go)
	ownIf *Cond
}

// Remember is `remember NAME VALUE`: a value the ability keeps while it
// resolves, read by name in its later costs, effects and conditions. A
// line written before the ability's last `cost` line is read in its place
// among the costs (AtCost: before the cost of that index is paid, "X is
// the number of gold on this card" before it is sacrificed); any other
// where the effects reach it (Ability.Effects holds it).
type Remember struct {
	Name  string
	Value *IntExpr
	// Cards, instead of Value: `remember NAME CARDS` keeps the cards the
	// selector finds there (the controller chooses them for `a`, `N`,
	// `up-to N`), read by name as a card reference in later lines.
	Cards *Selector
	// By, with Cards: `remember NAME CARDS by PLAYER`, that player (a player
	// word or player target) chooses the cards instead of the ability's
	// controller, `you` in the selector being that player ("that player
	// chooses 2 characters").
	By string
	// Cond, instead of Value: 1 when the condition holds where the line is
	// read, else 0 (an `if COND { … }` block's branch, read once where the
	// block starts: effect_block.go)
	Cond *Cond
	// For, with Value: `remember NAME VALUE for PLAYERS` keeps one value per
	// player (a player word or player target), read with `you` being that
	// player; an effect acting for a player reads that player's value.
	For       string
	AtCost    int // with Cost: the number of cost lines before it
	Cost      bool
	Range     diag.Range
	NameRange diag.Range
}

// Limit is `limit N per X` / `max N per X`.
type Limit struct {
	N     int
	Per   string
	Range diag.Range
}

// Phrase is a phrase matched against the vocabulary. Entry is nil when no
// vocabulary was given (then only Words is set). Words are the phrase's
// words as written, with their ranges (the checked model keeps no syntax). Args has an entry for every
// parameter of the pattern, and one for every literal word of its optional
// groups (Kind "literal"; Present when the word was written, as in
// `kill t cannot-be-saved`), unless a parameter has that name.
type Phrase struct {
	Entry *vocab.Entry
	Args  map[string]*Arg
	Words []Word
	Range diag.Range
	// Not marks a selector's filter written after `not`: it lets through
	// the cards the filter alone does not (`character not loyal`).
	Not bool
}

// Arg is the value given to one pattern parameter. Kind is the parameter
// kind's name ("int", "cards", …); Present is false for an optional
// parameter that was not given.
type Arg struct {
	Kind    string
	Int     *IntExpr
	Signed  int
	Sel     *Selector
	Word    string      // player, trait, faction, icon, keyword, area, cardtype, duration, string, challenge, phase, word(…)
	Keyword *KeywordUse // a keyword parameter with the value written with it (`oath(Knight)`)
	Cond    *Cond
	Present bool
	Range   diag.Range
}

// IntExpr is a number, X, a value phrase, or a sum of terms: `(a + b - 1)`
// is Terms a, b, 1 with Signs +1, +1, -1.
type IntExpr struct {
	N     int
	X     bool
	Var   string // the name of a remembered value (`remember NAME VALUE`)
	Value *Phrase
	Terms []*IntExpr
	Signs []int
	Range diag.Range
}

// Selector selects cards: a reference (self, parent, it, a target name) or
// [quantity] noun {filter}. Min/Max give the quantity (each: Each=true;
// any: Min 0, Max -1);
// MaxExpr is the value of `up-to VALUE` when it is not a plain number
// (Max is then 0 until the game computes it).
type Selector struct {
	Ref      string
	Each     bool
	Min, Max int
	MaxExpr  *IntExpr
	Noun     string
	Filters  []*Phrase
	// Groups are the filters combined with `or`, `not (…)` or parentheses
	// (filterexpr.go): a card passes the selector when it passes every
	// filter of Filters and every group
	Groups []*FilterExpr
	Range  diag.Range
}

// Cond is a condition: and/or/not of atoms (condition phrases) and
// comparisons of values.
type Cond struct {
	Op    string  // "and", "or", "not", "atom", "cmp"
	Args  []*Cond // the operands: of an `and` or `or`, all of the chain (two or more); of a `not`, one
	Atom  *Phrase
	CmpOp string
	L, R  *IntExpr
	Range diag.Range
}

// Keyword is a checked keyword definition.
type Keyword struct {
	Name       string
	HasValue   bool
	ValueKind  string // "int", "trait", "word" or "string", when HasValue
	Optional   bool   // `value … optional`: an int value may be left out (values that are not int may unless Required)
	Required   bool   // `value … required`: a trait, word or string value must be written on a card's keyword line and in a phrase that grants it
	Repeatable bool
	CardTypes  []string // card types that may carry the keyword (empty: any)
	Areas      []*AreaDecl
	Events     []string
	CostKinds  []string
	PlayFrom   []string // ids of its play-from abilities (they tag events as `via` does)
	Abilities  []*Ability
	Lua        *LuaSource
	Rules      []string    // engine rules switched on (`rule discard-when-parent-leaves`)
	Steps      []*StepDecl // framework steps it adds (`step NAME before EVENT`)
	File       string
	Range      diag.Range
}

// StepDecl is `step NAME before|after EVENT` in a keyword definition: a
// framework step of its own, right before or after a framework event.
type StepDecl struct {
	Name, Event string
	After       bool
	Range       diag.Range
}

// AreaDecl is `area NAME { flags }` in a keyword definition.
type AreaDecl struct {
	Name  string
	Flags []string
	Range diag.Range
}

// Text is the printed text of a card in one language.
type Text struct {
	Lang, Code                         string
	Title, Traits, KeywordLine, Flavor string
	// PluralTitle: the title is grammatically plural (`plural-title`).
	PluralTitle bool
	// Untranslated: the fields equal to the source language's are copies
	// awaiting a translator (`untranslated`), not translations.
	Untranslated bool
	Abilities    []*TextAbility
	Notes        []string
	File         string
	Range        diag.Range // the whole `text` statement
	Header       diag.Range // `text de 01001` (`text de` in a card): the statement without its block
	Block        diag.Range // the braced block
	Stmts        []TextStmt // the block's statements in order
}

// TextStmt is one statement of a text block as written, with the range of
// each part, so that a field can be replaced or one added beside it.
type TextStmt struct {
	Word       string     // title, traits, keywords, ability, flavor, note, plural-title, untranslated (or an unknown word, reported)
	ID         string     // ability: the ability id
	IDRange    diag.Range // ability: the id as written
	Value      string     // the decoded string of a well-formed field
	ValueRange diag.Range // the string literal; zero when the statement is no well-formed field
	Range      diag.Range // the whole statement
}

// TextAbility is `ability ID "text"` in a text block.
type TextAbility struct {
	ID, Text string
	Range    diag.Range
}
