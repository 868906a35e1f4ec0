// Package check turns parsed .card files into a checked model (Model) and
// reports every semantic mistake: unknown statements, fields a card type
// requires or forbids, unknown factions, keywords and traits, duplicate
// codes and ids, malformed abilities, and — when a vocabulary is given —
// phrases that do not match it. Each diagnostic has a stable code and a hint.
package check

import (
	_ "embed"
	"fmt"
	"maps"
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/thronescript/thronescript/dsl/diag"
	"github.com/thronescript/thronescript/dsl/syntax"
	"github.com/thronescript/thronescript/dsl/vocab"
)

// Diagnostic codes of the checker (see diag.Codes for their meanings).
const (
	CodeUnknownStmt      = "E0201"
	CodeCardType         = "E0202"
	CodeUnknownFaction   = "E0203"
	CodeUnknownTrait     = "E0204"
	CodeWrongValue       = "E0205"
	CodeDuplicateCode    = "E0206"
	CodeDuplicateAbility = "E0207"
	CodeMissingField     = "E0208"
	CodeForbiddenField   = "E0209"
	CodeAbilityKind      = "E0210"
	CodeMissingTrigger   = "E0211"
	CodeUnwantedTrigger  = "E0212"
	CodeValueCount       = "E0213"
	CodeDuplicateField   = "E0214"
	CodeUnknownIcon      = "E0215"
	CodeAbilityShape     = "E0216"
	CodeNeedsTarget      = "E0217"
	CodeUndeclaredTarget = "E0218"
	CodeDuplicateTarget  = "E0219"
	CodeDuplicatePack    = "E0220"
	CodeUnknownPack      = "E0224"
	CodeCardHeader       = "E0221"
	CodeUnusedTarget     = "E0222"
	CodeElse             = "E0223"
	CodeNameTaken        = "E0229"

	CodeUnknownPhrase = "E0301"
	CodeMissingParam  = "E0302"
	CodeParamKind     = "E0303"
	CodeLeftover      = "E0304"
	CodeSelector      = "E0305"
	CodeCondition     = "E0306"
	CodeUnknownName   = "E0307"
	CodeNotPayable    = "E0308"
	CodeNotInterrupt  = "E0309"
	CodeNotWhereItIs  = "E0311"

	CodeUnknownKeyword   = "E0401"
	CodeKeywordNoValue   = "E0402"
	CodeKeywordNeedsVal  = "E0403"
	CodeKeywordRepeated  = "E0404"
	CodeKeywordCardType  = "E0405"
	CodeDuplicateKeyword = "E0406"
	CodeKeywordDecl      = "E0407"
	CodeEngineEvent      = "E0408"

	CodeDuplicateScenario = "E0501"
	CodeScenarioShape     = "E0502"
	CodeScenarioWord      = "E0503" // an unknown word in a scenario step
	CodeScenarioValue     = "E0504" // a number out of range in a scenario
	CodeScenarioCard      = "E0505" // a card named in a scenario is in neither the checked files nor the library

	// Text blocks share the codes of the translation checks (package i18n)
	// where the meaning is the same.
	CodeTextUnknownCard    = "E0816"
	CodeTextUnknownAbility = "E0817"
	CodeDuplicateText      = "E0819"
)

//go:embed traits.txt
var traitsFile string

//go:embed packs.txt
var packsFile string

// Config configures a check.
type Config struct {
	// Vocab is the phrase vocabulary; nil means phrases are not checked,
	// only the structure.
	Vocab vocab.Table
	// Known adds names to the built-in ones.
	Known Known
	// Replaceable, if set, says whether the cards and keywords of a file
	// may be replaced by a later file's with the same code or name instead
	// of being an error. Tools that load a user's files on top of the
	// built-in library (throne play --path, simulate --compare, watch) make
	// the library's files replaceable: the user's definition wins.
	Replaceable func(file string) bool
	// MaxPerFile, when positive, keeps only the first MaxPerFile
	// diagnostics of each file (in the order of diag.Diagnostics.Sort)
	// and a count of the rest (see diag.Keep): throne check prints no
	// more, and a file with a million mistakes then does not hold a
	// million diagnostics. Zero keeps every diagnostic.
	MaxPerFile int
}

// Known lists extra known names. Keywords from the keyword declarations
// being checked are added automatically.
type Known struct {
	Keywords, Traits, Factions []string
	// Cards, when set, are the cards outside the checked files that
	// scenarios may name; the cards scenarios name are then checked
	// against them and the checked files' cards (E0505).
	Cards *CardNames
}

// builtinFactions are the built-in faction names.
var builtinFactions = []string{"baratheon", "greyjoy", "lannister", "martell", "neutral", "nights-watch",
	"stark", "targaryen", "tyrell"}

var cardTypes = []string{"agenda", "attachment", "character", "event", "faction", "location", "plot", "title"}

var icons = []string{"intrigue", "military", "power"}

var topLevel = []string{"card", "cycle", "keyword", "language", "pack", "scenario", "text"}

// packStmts and cycleStmts are the statements of a pack's and a cycle's
// block.
var (
	packStmts  = []string{"cycle", "number", "released"}
	cycleStmts = []string{"number"}
)

// checker holds the state of one Check call.
type checker struct {
	cfg      Config
	replaced map[*Card]bool  // cards replaced by a later file's (Config.Replace)
	builtin  map[string]bool // the codes of the cards of Config.Replaceable files
	diags    diag.Diagnostics
	lib      *Model
	factions map[string]bool
	traits   map[string]bool // known traits (data file and Config.Known)
	// cardTraits are the traits on the cards being checked: filters may
	// name them without a warning
	cardTraits map[string]bool
	onCard     bool                // checking a card's own traits line
	keywords   map[string]*Keyword // declared
	known      map[string]bool     // keyword names known without a declaration
	events     map[string]bool     // event names declared by keywords
	// shadows are the events a workspace's keyword declares under the
	// name of an engine trigger: in the workspace's files the name is the
	// keyword's event (a name written before the word joined the language)
	shadows  map[string]bool
	file     string // the file whose statements are being checked
	patterns map[*vocab.Entry]*vocab.Pattern
	synth    map[string]*vocab.Entry // synthesised trigger entries for declared events
	cards    map[string]*seenCard    // the first card of each code
	packUses []packUse               // each card's pack code, checked at the end
	// seen are the cards checked, in order (duplicates too)
	seen []*seenCard
	// filterTraits are the traits filters name that are neither known nor
	// (yet) on a checked card: warned about at the end unless a later
	// card has them
	filterTraits []namedAt
	hints        map[string]string // the hints of hintSuggest, each once
	keep         *diag.Keep        // where the diagnostics go (Stream), or nil
	spare        []diag.Diagnostic // the diagnostics only counted (see report)
	nspare       int               // of spare in use
	// scenCards are the cards scenarios name, in order
	scenCards []CardRef
	// areas caches scenarioAreas for the areasOf keywords it was made
	// from, eventNames the events an `until` may name for eventsOf events
	areas      []string
	areasOf    int
	eventNames []string
	eventsOf   int
	// depth is the nesting of the phrase being read, tooDeep says its
	// E0111 is reported (see nest)
	depth   int
	tooDeep bool
	// stmt is the `do` or `then` statement being read, and rewrites the
	// phrases an old form's rewrite added after its first (oldForm)
	stmt     *syntax.Stmt
	rewrites []*Phrase
}

// Check checks files (in any order) and returns the library and every
// diagnostic, sorted by file and position.
func Check(files []*syntax.File, cfg Config) (*Model, diag.Diagnostics) {
	return NewStream(cfg).checkAll(files)
}

// checkAll declares the names of every file, then adds each file, and
// finishes.
func (st *Stream) checkAll(files []*syntax.File) (*Model, diag.Diagnostics) {
	for _, f := range files {
		st.Declare(f)
	}
	for _, f := range files {
		st.Add(f)
	}
	return st.Finish()
}

func newChecker(cfg Config) *checker {
	c := &checker{
		cfg:        cfg,
		lib:        &Model{},
		factions:   map[string]bool{},
		traits:     map[string]bool{},
		cardTraits: map[string]bool{},
		keywords:   map[string]*Keyword{},
		known:      map[string]bool{},
		events:     map[string]bool{},
		patterns:   map[*vocab.Entry]*vocab.Pattern{},
		synth:      map[string]*vocab.Entry{},
		cards:      map[string]*seenCard{},
	}
	for _, f := range builtinFactions {
		c.factions[f] = true
	}
	for _, f := range cfg.Known.Factions {
		c.factions[f] = true
	}
	for _, line := range strings.Split(traitsFile, "\n") {
		if line = strings.TrimSpace(line); line != "" && !strings.HasPrefix(line, "#") {
			c.traits[strings.ToLower(line)] = true
		}
	}
	for _, t := range cfg.Known.Traits {
		c.traits[strings.ToLower(t)] = true
	}
	for _, k := range cfg.Known.Keywords {
		c.known[k] = true
	}
	return c
}

// collectTraits adds the traits printed on a card to the known ones, so that
// filters may name traits of cards in any file.
func (c *checker) collectTraits(s *syntax.Stmt) {
	if s.Block == nil {
		return
	}
	for _, b := range s.Block.Stmts {
		if b.Word != "traits" {
			continue
		}
		for _, v := range b.Values {
			if t, ok := wordOrString(v); ok {
				if t = strings.ToLower(t); !c.cardTraits[t] {
					c.cardTraits[strings.Clone(t)] = true // not a piece of the file's text
				}
			}
		}
	}
}

func (c *checker) errorf(code string, r diag.Range, format string, args ...any) *diag.Diagnostic {
	return c.report(diag.Error, code, r, format, args)
}

func (c *checker) warnf(code string, r diag.Range, format string, args ...any) *diag.Diagnostic {
	return c.report(diag.Warning, code, r, format, args)
}

// report adds a diagnostic. One that will not be kept (Config.MaxPerFile)
// has no summary and is one of c.spare: it is only counted, once the
// statement is checked (Stream.kept), and its place is then reused.
func (c *checker) report(sev diag.Severity, code string, r diag.Range, format string, args []any) *diag.Diagnostic {
	var d *diag.Diagnostic
	if c.keep.Drops(code, r) {
		if c.nspare == len(c.spare) {
			c.spare, c.nspare = make([]diag.Diagnostic, max(64, 2*len(c.spare))), 0
		}
		d = &c.spare[c.nspare]
		c.nspare++
		*d = diag.Diagnostic{Severity: sev, Code: code, Subject: r}
	} else {
		d = diag.Errorf(code, r, format, args...)
		d.Severity = sev
	}
	c.diags = append(c.diags, d)
	return d
}

// unknown reports an unknown statement word with a suggestion.
func (c *checker) unknown(s *syntax.Stmt, what string, candidates []string) {
	d := c.errorf(CodeUnknownStmt, s.WordRange(), "unknown %s `%s`", what, s.Word)
	c.hintSuggest(d, s.Word, candidates, "expected one of: %s", strings.Join(candidates, ", "))
}

// valueRange is the range of values vs (of statement s when empty).
func valueRange(s *syntax.Stmt, vs []*syntax.Value) diag.Range {
	if len(vs) == 0 {
		return s.WordRange()
	}
	return spanOr(diag.Range{}, vs)
}

// spanOr is the range from the first to the last of vs; r when vs is empty.
func spanOr(r diag.Range, vs []*syntax.Value) diag.Range {
	if len(vs) == 0 {
		return r
	}
	return diag.Range{Start: vs[0].Range.Start, End: vs[len(vs)-1].Range.End}
}

// wantValues checks the number of values of s.
func (c *checker) wantValues(s *syntax.Stmt, min, max int, usage string) bool {
	n := len(s.Values)
	if n >= min && (max < 0 || n <= max) {
		return true
	}
	if n < min {
		c.errorf(CodeValueCount, s.Range, "`%s` needs a value", s.Word).WithHint("write `%s`", usage)
	} else {
		c.errorf(CodeValueCount, valueRange(s, s.Values[max:]), "too many values for `%s`", s.Word).WithHint("write `%s`", usage)
	}
	return false
}

// noBlock reports a block where none belongs.
func (c *checker) noBlock(s *syntax.Stmt) {
	if s.Block != nil {
		c.errorf(CodeValueCount, s.Block.Range, "`%s` takes no block", s.Word).WithHint("remove the `{ … }`")
	}
}

// number reads an unsigned number value.
func (c *checker) number(s *syntax.Stmt, v *syntax.Value, what string) (int, bool) {
	if v.Kind == syntax.NumberValue && v.Text[0] != '+' && v.Text[0] != '-' {
		if n, err := strconv.Atoi(v.Text); err == nil {
			return n, true
		}
	}
	c.errorf(CodeWrongValue, v.Range, "%s must be a number, not %s", what, show(v)).
		WithHint("write `%s 2`", s.Word)
	return 0, false
}

// intField reads `word N`.
func (c *checker) intField(s *syntax.Stmt) *int {
	c.noBlock(s)
	if !c.wantValues(s, 1, 1, s.Word+" N") {
		return nil
	}
	n, ok := c.number(s, s.Values[0], "`"+s.Word+"`")
	if !ok {
		return nil
	}
	return &n
}

// printedValue reads a printed value that may be X: `income N`, or `income
// X` (a value the card's text sets, as Summer Harvest's gold), and a
// character's `strength X` (Dacey Mormont). X counts as 0 for the printed
// value (Rules Reference, "X": 0 where the text does not define it) and is
// listed in the card's PrintedX.
func (c *checker) printedValue(s *syntax.Stmt, card *Card) *int {
	if len(s.Values) == 1 && s.Block == nil {
		if v := s.Values[0]; v.Kind == syntax.WordValue && (v.Text == "X" || v.Text == "x") {
			card.PrintedX = append(card.PrintedX, s.Word)
			zero := 0
			return &zero
		}
	}
	return c.intField(s)
}

// show describes a value for a message.
func show(v *syntax.Value) string {
	switch v.Kind {
	case syntax.StringValue:
		return strconv.Quote(v.Text)
	case syntax.RawValue:
		return "a raw string"
	case syntax.CallValue:
		return "`" + v.Text + "(…)`"
	case syntax.ParenValue:
		return "`( … )`"
	case syntax.ListValue:
		return "`[ … ]`"
	}
	return "`" + v.Text + "`"
}

// text of a word or string value ("" otherwise).
func wordOrString(v *syntax.Value) (string, bool) {
	if v.Kind == syntax.WordValue || v.Kind == syntax.StringValue || v.Kind == syntax.NumberValue {
		return v.Text, true
	}
	return "", false
}

// textOrder puts the library's text blocks in file order: the order of
// files, then of their statements (inline blocks are read with their cards,
// standalone ones after every card).
func (c *checker) textOrder(files []string) {
	index := make(map[string]int, len(files))
	for i, f := range files {
		if _, ok := index[f]; !ok {
			index[f] = i
		}
	}
	sort.SliceStable(c.lib.TextBlocks, func(i, j int) bool {
		a, b := c.lib.TextBlocks[i], c.lib.TextBlocks[j]
		if fa, fb := index[a.File], index[b.File]; fa != fb {
			return fa < fb
		}
		return a.Range.Start.Offset < b.Range.Start.Offset
	})
}

func (c *checker) stringValue(s *syntax.Stmt) (string, bool) {
	c.noBlock(s)
	if !c.wantValues(s, 1, 1, s.Word+` "…"`) {
		return "", false
	}
	v := s.Values[0]
	if v.Kind != syntax.StringValue && v.Kind != syntax.RawValue {
		c.errorf(CodeWrongValue, v.Range, "`%s` takes a string, not %s", s.Word, show(v)).
			WithHint(`put the text in double quotes: %s "…"`, s.Word)
		return "", false
	}
	return v.Text, true
}

func (c *checker) pack(f *syntax.File, s *syntax.Stmt) {
	if !declaredOnce(c, f, s, `pack CODE "Name" { … }`, &c.lib.Packs, func(o *Pack) (string, diag.Range, string) { return o.Code, o.Range, o.File }) {
		return
	}
	p := &Pack{Code: s.Values[0].Text, Name: s.Values[1].Text, File: f.Name, Range: s.Range}
	if s.Block != nil {
		for _, b := range s.Block.Stmts {
			switch b.Word {
			case "cycle":
				if c.wantValues(b, 1, 1, "cycle CODE") {
					p.Cycle = b.Values[0].Text
				}
			case "number":
				if n := c.intField(b); n != nil {
					p.Number = *n
				}
			case "released":
				if c.wantValues(b, 1, 1, "released 2018-06-07") {
					p.Released = b.Values[0].Text
				}
			default:
				c.unknown(b, "pack statement", packStmts)
			}
		}
	}
	c.lib.Packs = append(c.lib.Packs, p)
}

func (c *checker) cycle(f *syntax.File, s *syntax.Stmt) {
	if !declaredOnce(c, f, s, `cycle CODE "Name" { number N }`, &c.lib.Cycles, func(o *Cycle) (string, diag.Range, string) { return o.Code, o.Range, o.File }) {
		return
	}
	y := &Cycle{Code: s.Values[0].Text, Name: s.Values[1].Text, File: f.Name, Range: s.Range}
	c.lib.Cycles = append(c.lib.Cycles, y)
	if s.Block == nil {
		return
	}
	for _, b := range s.Block.Stmts {
		if b.Word != "number" {
			c.unknown(b, "cycle statement", cycleStmts)
		} else if n := c.intField(b); n != nil {
			y.Number = *n
		}
	}
}

// declaredOnce checks the `WORD CODE "Name"` of a pack or cycle statement
// (usage shows it) and reports whether the code is new; a second
// declaration is E0220. When one of the two is the built-in library's
// (Config.Replaceable) and the other a workspace file's, the built-in one
// stays and the workspace's line gets a warning whose fix removes it (a
// pack a fan declared before it was built in).
func declaredOnce[T any](c *checker, f *syntax.File, s *syntax.Stmt, usage string, list *[]T, key func(T) (string, diag.Range, string)) bool {
	if !c.wantValues(s, 2, 2, usage) {
		return false
	}
	for i, o := range *list {
		code, at, file := key(o)
		if code != s.Values[0].Text {
			continue
		}
		if r := c.cfg.Replaceable; r != nil && r(file) != r(f.Name) {
			mine, keep := s.Range, false
			if r(f.Name) { // the workspace's came first: the built-in one takes its place
				mine, keep = at, true
				*list = slices.Delete(*list, i, i+1)
			}
			c.warnf(CodeDuplicatePack, mine, "%s %s is built in", s.Word, code).
				WithDetail("the built-in library declares it; this declaration is not used").
				WithHint("remove the line").
				WithFix(fmt.Sprintf("remove the %s line (%s %s is built in)", s.Word, s.Word, code), diag.Replace(mine, ""))
			return keep
		}
		c.errorf(CodeDuplicatePack, s.Values[0].Range, "%s %s is declared twice", s.Word, code).
			WithDetail("the first is at %s", at.Start).WithHint("remove one of them")
		return false
	}
	return true
}

func (c *checker) lua(f *syntax.File, s *syntax.Stmt) *LuaSource {
	c.noBlock(s)
	if !c.wantValues(s, 1, 1, `lua "file.lua"`) {
		return nil
	}
	v := s.Values[0]
	switch v.Kind {
	case syntax.StringValue:
		return &LuaSource{File: v.Text, Range: v.Range} // the file name: diagnostics about the file point at it
	case syntax.RawValue:
		return &LuaSource{File: f.Name, Source: v.Text, Line: v.Range.Start.Line, Inline: true, Range: s.Range}
	}
	c.errorf(CodeWrongValue, v.Range, "`lua` takes a file name in quotes or code in backticks, not %s", show(v)).
		WithHint("write lua \"%s.lua\" or lua `…`", v.Text)
	return nil
}

// sortedKeys lists a map's keys in order (for suggestions and messages).
func sortedKeys[V any](m map[string]V) []string { return slices.Sorted(maps.Keys(m)) }

// hintSuggest hints "did you mean `X`?" when word is close to one of cands,
// and otherwise (a format, with args) when it is not. Equal hints share one
// string: a file of many thousand mistakes repeats a few hints.
func (c *checker) hintSuggest(d *diag.Diagnostic, word string, cands []string, otherwise string, args ...any) {
	if c.keep.Drops(d.Code, d.Subject) {
		return // only counted: no need to search
	}
	if sug := diag.Suggest(word, cands); sug != "" {
		d.WithHint("did you mean `%s`?", sug)
		if d.Subject.End.Offset-d.Subject.Start.Offset == len(word) {
			guess(d, d.Subject, word, sug, false)
		}
	} else {
		d.WithHint(otherwise, args...)
	}
	if h, ok := c.hints[d.Hint]; ok {
		d.Hint = h
	} else {
		if c.hints == nil {
			c.hints = map[string]string{}
		}
		c.hints[d.Hint] = d.Hint
	}
}

// guess adds to d the fix that replaces the misspelt word at r with sug
// (quoted when it was, or when it is not a bare word): a guess, offered in
// editors and never made by `throne fix`.
func guess(d *diag.Diagnostic, r diag.Range, old, sug string, quoted bool) {
	text := sug
	if quoted || strings.ContainsAny(sug, " \"'") {
		text = syntax.Quote(sug)
	}
	d.WithGuess(fmt.Sprintf("Replace %s with %s", old, text), diag.Replace(r, text))
}
