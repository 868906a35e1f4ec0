package check

import (
	"slices"
	"strconv"
	"strings"

	"github.com/thronescript/thronescript/dsl/diag"
	"github.com/thronescript/thronescript/dsl/syntax"
	"github.com/thronescript/thronescript/dsl/vocab"
)

// CardNames are the codes and titles of the cards outside the checked files
// that a scenario may name (the built-in library): Titles[i] is the title
// of Codes[i].
type CardNames struct {
	Codes, Titles []string
	// Scenarios maps the built-in library's scenario names to the file
	// that holds each (a path inside the library,
	// "core/plots.scenarios.card"): a checked file's scenario of the same
	// name replaces it, which throne check reports unless the file is a
	// copy of that library file.
	Scenarios map[string]string
}

// builtinFile reports whether the checked file name is the library file
// lib (cards/core/x.card, a copy of core/x.card at the same place).
func builtinFile(name, lib string) bool {
	return name == lib || strings.HasSuffix(name, "/"+lib)
}

// scenarioCards reports the cards the scenarios name by a code or title
// that neither the checked files nor Known.Cards hold (with did-you-mean).
// Without Known.Cards the checker cannot judge: the cards may be loaded
// from elsewhere.
func (c *checker) scenarioCards() {
	known := c.cfg.Known.Cards
	if known == nil || len(c.scenCards) == 0 {
		return
	}
	titleOf, codeOf := map[string]string{}, map[string]string{}
	add := func(code, title string) {
		titleOf[code] = title
		if prev, dup := codeOf[title]; !dup || code < prev {
			codeOf[title] = code // a title of several printings names the first (lowest code)
		}
	}
	for i, code := range known.Codes {
		if i < len(known.Titles) {
			add(code, known.Titles[i])
		}
	}
	for _, card := range c.seen {
		add(card.code, card.title)
	}
	codes, titles := sortedKeys(titleOf), sortedKeys(codeOf)
	for _, r := range c.scenCards {
		_, isCode := titleOf[r.Name]
		_, isTitle := codeOf[r.Name]
		if r.Title && isTitle || !r.Title && isCode {
			continue
		}
		what, cands := "code", codes
		if r.Title {
			what, cands = "title", titles
		}
		d := c.errorf(CodeScenarioCard, r.Range, "no card has the %s %s", what, r).
			WithDetail("scenarios name cards of the checked files and of the built-in library")
		switch sug := diag.Suggest(r.Name, cands); {
		case sug != "" && r.Title:
			d.WithHint("did you mean %q (%s)?", sug, codeOf[sug])
			guess(d, r.Range, r.Name, sug, true)
		case sug != "":
			d.WithHint("did you mean %s (%q)?", sug, titleOf[sug])
			guess(d, r.Range, r.Name, sug, false)
		default:
			d.WithHint("name cards by code (01001) or by exact title in quotes; `throne cards <word>` finds cards by title, type, faction or trait")
		}
	}
}

// scenario checks a scenario and builds its typed setup and steps;
// scenario.Run runs them. A second scenario with a name is an error.
func (c *checker) scenario(k *Cache, f *syntax.File, s *syntax.Stmt, seen map[string]*Scenario) {
	if len(s.Values) != 1 || s.Values[0].Kind != syntax.StringValue || s.Block == nil {
		c.errorf(CodeScenarioShape, s.Range, "a scenario is `scenario \"name\" { … }`").
			WithHint(`write scenario "S13 out of shadows is not marshaling" { … }`)
		return
	}
	if prev := seen[s.Values[0].Text]; prev != nil && c.cfg.Replaceable != nil && c.cfg.Replaceable(prev.File) && !c.cfg.Replaceable(f.Name) {
		// a workspace's scenario replaces the built-in library's of that
		// name (a copy of a library file, as its cards replace the library's)
		c.lib.Scenarios = slices.DeleteFunc(c.lib.Scenarios, func(x *Scenario) bool { return x == prev })
	} else if prev != nil {
		c.errorf(CodeDuplicateScenario, s.Values[0].Range, "scenario %q is defined twice", prev.Name).
			WithDetail("first at %s", prev.Range.Start).WithHint("give each scenario its own name")
		return
	}
	if known := c.cfg.Known.Cards; known != nil && seen[s.Values[0].Text] == nil {
		if lib, ok := known.Scenarios[s.Values[0].Text]; ok && !builtinFile(f.Name, lib) {
			c.warnf(CodeDuplicateScenario, s.Values[0].Range, "the built-in library has a scenario named %q: `throne test` runs this one instead of it", s.Values[0].Text).
				WithDetail("the built-in one is in %s", lib).
				WithHint("give this scenario its own name to run both").
				WithGuess("rename the scenario", diag.Replace(s.Values[0].Range, strconv.Quote(s.Values[0].Text+" (workspace)")))
		}
	}
	sc := c.recorded(k, f, s, func() any { return c.scenarioBody(f, s) }).(*Scenario)
	seen[sc.Name] = sc
	c.lib.Scenarios = append(c.lib.Scenarios, sc)
}

// scenarioBody checks the block of a well-shaped scenario.
func (c *checker) scenarioBody(f *syntax.File, s *syntax.Stmt) *Scenario {
	sc := &Scenario{Name: s.Values[0].Text, File: f.Name, Range: s.Range}
	hasSetup := false
	for _, b := range s.Block.Stmts {
		switch b.Word {
		case "rule":
			if c.wantValues(b, 1, -1, "rule S13") {
				for _, v := range b.Values {
					sc.Rules = append(sc.Rules, v.Text)
				}
			}
		case "setup":
			if b.Block == nil || len(b.Values) > 0 {
				c.errorf(CodeScenarioShape, b.Range, "`setup` takes a block").WithHint("write `setup { … }`")
				continue
			}
			if hasSetup {
				c.errorf(CodeScenarioShape, b.WordRange(), "a scenario has one setup block").WithHint("merge the setup blocks")
				continue
			}
			hasSetup = true
			for _, st := range b.Block.Stmts {
				if e := c.setupStmt(st); e != nil {
					sc.Setup = append(sc.Setup, e)
				}
			}
		default:
			if st := c.scenarioStep(b); st != nil {
				sc.Steps = append(sc.Steps, st)
			}
		}
	}
	return sc
}

// Scenario words. StandardAreas are the engine's areas that a scenario may
// name (the interp scenario tests hold them equal to the engine's);
// keyword definitions declare more.
var (
	StandardAreas   = []string{"deck", "hand", "play", "discard", "dead", "plot-deck", "used", "plot", "faction", "agenda", "title", "title-pool"}
	scenarioStarts  = []string{"setup", "plot", "draw", "marshaling", "marshaling-window", "challenges", "challenges-window", "dominance", "standing", "taxation"}
	setupWords      = []string{"phase", "from", "round", "seed", "first-player", "active", "melee", "p1", "p2", "gold", "power"}
	setupCardStates = []string{"kneeling", "power", "gold", "tokens", "attached-to", "duplicate-of"}
	stepWords       = []string{"rule", "setup", "p1", "p2", "until", "expect", "expect-not"}
	cardStates      = []string{"in", "kneeling", "standing", "duplicate", "facedown", "blank", "strength", "power", "gold", "tokens", "has-keyword", "has-trait", "has-icon", "attached-to", "attacking", "defending", "participating"}
	playerCounts    = []string{"gold", "power", "faction-power", "hand-size", "reserve", "claim", "initiative", "income", "dominance"}
	viewWords       = []string{"count", "cards", "facedown", "shows", "hidden"}
)

// maxScenarioNumber bounds numbers in scenarios (gold, power, counts,
// rounds): larger ones are mistakes.
const maxScenarioNumber = 999

// ScenarioPlayer parses p1 … p8.
func ScenarioPlayer(w string) (int, bool) {
	if len(w) != 2 || w[0] != 'p' || w[1] < '1' || w[1] > '8' {
		return 0, false
	}
	return int(w[1] - '1'), true
}

// scenarioAreas lists the areas a scenario may name: the standard ones and
// those the checked keywords declare. The list is made once per set of
// keywords and clipped, so a caller appending to it gets a copy.
func (c *checker) scenarioAreas() []string {
	if c.areas != nil && c.areasOf == len(c.lib.Keywords) {
		return c.areas
	}
	out := append([]string{}, StandardAreas...)
	if d, ok := c.cfg.Vocab.(vocab.Declarer); ok {
		for _, a := range d.Declared("area") {
			if !contains(out, a) {
				out = append(out, a)
			}
		}
	}
	for _, k := range c.lib.Keywords {
		for _, a := range k.Areas {
			out = append(out, a.Name)
		}
	}
	c.areas, c.areasOf = slices.Clip(out), len(c.lib.Keywords)
	return c.areas
}

// oneOf reports v unless it is a word among cands (did-you-mean hint).
func (c *checker) oneOf(v *syntax.Value, what string, cands []string) bool {
	if v.Kind == syntax.WordValue && contains(cands, v.Text) {
		return true
	}
	d := c.errorf(CodeScenarioWord, v.Range, "unknown %s %s", what, show(v))
	if sug := diag.Suggest(v.Text, cands); sug != "" && v.Kind == syntax.WordValue {
		d.WithHint("did you mean `%s`?", sug)
		guess(d, v.Range, v.Text, sug, false)
	} else {
		d.WithHint("%ss: %s", what, strings.Join(cands, ", "))
	}
	return false
}

// scenNumber checks a number between min and maxScenarioNumber.
func (c *checker) scenNumber(v *syntax.Value, what string, min int) bool {
	if v.Kind != syntax.NumberValue {
		c.errorf(CodeWrongValue, v.Range, "%s must be a number, not %s", what, show(v)).
			WithHint("write a number from %d to %d", min, maxScenarioNumber)
		return false
	}
	n, err := strconv.Atoi(v.Text)
	if err != nil || n < min || n > maxScenarioNumber {
		c.errorf(CodeScenarioValue, v.Range, "%s %s is out of range", what, v.Text).
			WithHint("write a number from %d to %d", min, maxScenarioNumber)
		return false
	}
	return true
}

// player checks a player word p1 … p8.
func (c *checker) scenPlayer(v *syntax.Value) bool {
	if v.Kind == syntax.WordValue {
		if _, ok := ScenarioPlayer(v.Text); ok {
			return true
		}
	}
	c.errorf(CodeScenarioWord, v.Range, "expected a player (p1 … p8), found %s", show(v)).
		WithHint("players are p1, p2, and p3 … p8 in melee")
	return false
}

// scenCard checks that v names a card: a code or a title in quotes.
func (c *checker) scenCard(v *syntax.Value) (CardRef, bool) {
	if isCardValue(v) {
		return c.cardRef(v), true
	}
	c.errorf(CodeScenarioWord, v.Range, "expected a card, found %s", show(v)).
		WithHint("name cards by code (01001) or by exact title in quotes")
	return CardRef{}, false
}

// isCardValue reports whether v is written as a card: a code or a quoted title.
func isCardValue(v *syntax.Value) bool {
	return v.Kind == syntax.NumberValue || v.Kind == syntax.StringValue
}

// cardRef returns the card v names and keeps it for scenarioCards.
func (c *checker) cardRef(v *syntax.Value) CardRef {
	r := CardRef{Name: v.Text, Title: v.Kind == syntax.StringValue, Range: v.Range}
	if c.cfg.Known.Cards != nil { // else scenarioCards cannot judge them
		c.scenCards = append(c.scenCards, r)
	}
	return r
}

// words returns values as answer words.
func wordsOf(vs []*syntax.Value) []Word {
	out := make([]Word, len(vs))
	for i, v := range vs {
		out[i] = Word{Text: v.Text, Quoted: v.Kind == syntax.StringValue, Range: v.Range}
	}
	return out
}

// valuesText renders values as written (strings in quotes).
func valuesText(vs []*syntax.Value) string {
	parts := make([]string, len(vs))
	for i, w := range wordsOf(vs) {
		parts[i] = w.String()
	}
	return strings.Join(parts, " ")
}

// number returns a checked number value.
func number(v *syntax.Value) int {
	n, _ := strconv.Atoi(v.Text)
	return n
}

// playerOf returns the index of a checked player word.
func playerOf(v *syntax.Value) int {
	n, _ := ScenarioPlayer(v.Text)
	return n
}

// need reports a missing value after vs[i-1] and returns false when vs has
// no index i.
func (c *checker) need(s *syntax.Stmt, vs []*syntax.Value, i int, usage string) bool {
	if i < len(vs) {
		return true
	}
	r := s.Range
	if len(vs) > 0 {
		r = vs[len(vs)-1].Range
	}
	c.errorf(CodeScenarioShape, r, "this needs more words").WithHint("write `%s`", usage)
	return false
}

// extra reports values after a complete step.
func (c *checker) extra(s *syntax.Stmt, vs []*syntax.Value, usage string) bool {
	if len(vs) == 0 {
		return true
	}
	c.errorf(CodeScenarioShape, valueRange(s, vs), "words left over").WithHint("write `%s`", usage)
	return false
}

// setupStmt checks one statement of a setup block; nil when it is wrong.
func (c *checker) setupStmt(s *syntax.Stmt) SetupEntry {
	c.noBlock(s)
	vs := s.Values
	switch s.Word {
	case "phase", "from":
		if c.need(s, vs, 0, s.Word+" marshaling") && c.oneOf(vs[0], "start point", scenarioStarts) && c.extra(s, vs[1:], s.Word+" marshaling") {
			return &SetupStart{Point: vs[0].Text, Range: s.Range}
		}
	case "round":
		if c.need(s, vs, 0, "round 2") && c.scenNumber(vs[0], "round", 1) && c.extra(s, vs[1:], "round 2") {
			return &SetupRound{N: number(vs[0]), Range: s.Range}
		}
	case "seed":
		if c.need(s, vs, 0, "seed 7") {
			n, err := strconv.ParseUint(vs[0].Text, 10, 64)
			if vs[0].Kind != syntax.NumberValue || err != nil {
				c.errorf(CodeScenarioValue, vs[0].Range, "seed %s is not a number from 0 to 18446744073709551615", show(vs[0])).
					WithHint("write `seed 7`")
				return nil
			}
			if c.extra(s, vs[1:], "seed 7") {
				return &SetupSeed{N: n, Range: s.Range}
			}
		}
	case "first-player", "active":
		if c.need(s, vs, 0, s.Word+" p1") && c.scenPlayer(vs[0]) && c.extra(s, vs[1:], s.Word+" p1") {
			return &SetupFirst{Player: playerOf(vs[0]), ActiveOnly: s.Word == "active", Range: s.Range}
		}
	case "melee":
		m := &SetupMelee{Range: s.Range}
		ok := true
		for _, v := range vs {
			r, isCard := c.scenCard(v)
			ok = ok && isCard
			m.Titles = append(m.Titles, r)
		}
		if ok {
			return m
		}
	default:
		p, ok := c.playerStmt(s, "setup statement", setupWords)
		if !ok {
			return nil
		}
		if !c.need(s, vs, 0, s.Word+" hand 01001") {
			return nil
		}
		switch vs[0].Text {
		case "gold", "power":
			if c.need(s, vs, 1, s.Word+" "+vs[0].Text+" 5") && c.scenNumber(vs[1], vs[0].Text, 0) && c.extra(s, vs[2:], s.Word+" "+vs[0].Text+" 5") {
				return &SetupCounter{Player: p, What: vs[0].Text, N: number(vs[1]), Range: s.Range}
			}
			return nil
		}
		if areas := c.scenarioAreas(); !(vs[0].Kind == syntax.WordValue && contains(areas, vs[0].Text)) {
			c.oneOf(vs[0], "area", append(areas, "gold", "power"))
			return nil
		}
		if vs[0].Text == "faction" && len(vs) > 1 && vs[1].Kind == syntax.WordValue {
			// `pN faction stark`: the faction card's affiliation
			if c.factionWord(vs[1]) && c.extra(s, vs[2:], s.Word+" faction stark") {
				return &SetupCards{Player: p, Area: vs[0].Text, Faction: vs[1].Text, Range: s.Range}
			}
			return nil
		}
		if cards, ok := c.setupCards(s, vs[1:]); ok {
			return &SetupCards{Player: p, Area: vs[0].Text, Cards: cards, Range: s.Range}
		}
	}
	return nil
}

// playerStmt reads the player word (p1 … p8) that starts a scenario
// statement; any other word is reported as an unknown statement (among cands).
func (c *checker) playerStmt(s *syntax.Stmt, what string, cands []string) (int, bool) {
	p, ok := ScenarioPlayer(s.Word)
	if !ok {
		d := c.errorf(CodeScenarioWord, s.WordRange(), "unknown %s `%s`", what, s.Word)
		c.hintSuggest(d, s.Word, cands, "expected one of: %s", strings.Join(cands, ", "))
	}
	return p, ok
}

// setupCards checks `CARD [state…] CARD …` of a setup area line.
func (c *checker) setupCards(s *syntax.Stmt, vs []*syntax.Value) ([]SetupCard, bool) {
	n := 0
	for _, v := range vs {
		if isCardValue(v) {
			n++
		}
	}
	out := make([]SetupCard, 0, n)
	ok := true
	for i := 0; i < len(vs); i++ {
		v := vs[i]
		if isCardValue(v) {
			out = append(out, SetupCard{Card: c.cardRef(v)})
			continue
		}
		if len(out) == 0 {
			c.errorf(CodeScenarioShape, v.Range, "%s must follow a card", show(v)).
				WithHint("write the card first: `p1 play 01001 kneeling`")
			ok = false
			continue
		}
		last := &out[len(out)-1]
		if !c.oneOf(v, "card state", setupCardStates) {
			ok = false
			continue
		}
		switch v.Text {
		case "kneeling":
			last.Kneeling = true
		case "power", "gold":
			if c.need(s, vs, i+1, v.Text+" N") && c.scenNumber(vs[i+1], v.Text, 0) {
				last.Tokens = append(last.Tokens, SetupToken{Kind: v.Text, N: number(vs[i+1])})
				i++
			} else {
				ok = false
			}
		case "tokens":
			if c.need(s, vs, i+2, "tokens KIND N") && c.scenNumber(vs[i+2], "tokens", 0) {
				last.Tokens = append(last.Tokens, SetupToken{Kind: vs[i+1].Text, N: number(vs[i+2])})
				i += 2
			} else {
				ok = false
			}
		case "attached-to", "duplicate-of":
			if !c.need(s, vs, i+1, v.Text+" CARD") {
				ok = false
				continue
			}
			if r, isCard := c.scenCard(vs[i+1]); isCard {
				last.Attach = &r
				i++
			} else {
				ok = false
			}
		}
	}
	return out, ok
}

// scenarioStep checks one step after setup; nil when it is wrong.
func (c *checker) scenarioStep(s *syntax.Stmt) Step {
	c.noBlock(s)
	vs := s.Values
	switch s.Word {
	case "until":
		if !c.need(s, vs, 0, "until phase-ends marshaling") {
			return nil
		}
		u := &Until{Event: vs[0].Text, Range: s.Range}
		ok := c.untilEvent(vs[0])
		if len(vs) > 1 {
			if vs[1].Kind == syntax.WordValue {
				ok = c.oneOf(vs[1], "phase", phases) && ok
				u.Phase = vs[1].Text
			} else {
				r, isCard := c.scenCard(vs[1])
				ok = isCard && ok
				u.Card = &r
			}
			ok = c.extra(s, vs[2:], "until EVENT [PHASE or CARD]") && ok
		}
		if ok {
			return u
		}
	case "expect", "expect-not":
		if c.need(s, vs, 0, "expect p1 gold 3") {
			if e := c.expectation(s, vs); e != nil {
				e.Negate = s.Word == "expect-not"
				e.Text = valuesText(vs)
				e.Range = s.Range
				return e
			}
		}
	default:
		p, ok := c.playerStmt(s, "scenario statement", stepWords)
		if !ok {
			return nil
		}
		a := &Answer{Player: p, Range: s.Range}
		if len(vs) > 0 && vs[0].IsWord("cannot") {
			a.Refuse = true
			vs = vs[1:]
		}
		if len(vs) > 0 && vs[0].IsWord("choose") {
			a.Choose = true
			vs = vs[1:]
		}
		if c.need(s, vs, 0, s.Word+" choose WORDS") {
			a.Words = wordsOf(vs)
			return a
		}
	}
	return nil
}

// untilEvent checks the event of an `until` step against the triggers of
// the vocabulary and the events keywords declare.
func (c *checker) untilEvent(v *syntax.Value) bool {
	d, ok := c.cfg.Vocab.(vocab.Declarer)
	if !ok || len(d.Declared("event")) == 0 {
		return true // a vocabulary that does not list the engine's events cannot judge
	}
	if c.eventsOf != len(c.events) || c.eventNames == nil {
		c.eventNames = slices.Clip(append(append(c.cfg.Vocab.Names(vocab.KindTrigger), sortedKeys(c.events)...), d.Declared("event")...))
		c.eventsOf = len(c.events)
	}
	cands := c.eventNames
	if v.Kind == syntax.WordValue && contains(cands, v.Text) {
		return true
	}
	e := c.errorf(CodeScenarioWord, v.Range, "unknown event %s", show(v))
	c.hintSuggest(e, v.Text, cands, "`until` takes an event the engine raises or a keyword declares, e.g. phase-ends, challenge-won, killed")
	return false
}

// expectation checks the words of `expect …` / `expect-not …`; nil when
// they are wrong.
func (c *checker) expectation(s *syntax.Stmt, vs []*syntax.Value) *Expect {
	switch {
	case isCardValue(vs[0]):
		card := c.cardRef(vs[0])
		if states, ok := c.cardExpect(s, vs[1:]); ok {
			return &Expect{Kind: ExpectCard, Player: -1, Card: card, States: states}
		}
		return nil
	case vs[0].IsWord("log"):
		return c.logExpect(s, vs[1:], "expect log \"text\"", -1)
	case vs[0].IsWord("first-player"):
		if c.need(s, vs, 1, "expect first-player p1") && c.scenPlayer(vs[1]) && c.extra(s, vs[2:], "expect first-player p1") {
			return &Expect{Kind: ExpectFirstPlayer, Player: playerOf(vs[1])}
		}
		return nil
	case vs[0].IsWord("winner"):
		e := &Expect{Kind: ExpectWinner, Player: -1}
		if len(vs) > 1 {
			if !c.scenPlayer(vs[1]) || !c.extra(s, vs[2:], "expect winner p1") {
				return nil
			}
			e.Player = playerOf(vs[1])
		}
		return e
	}
	pi, isPlayer := ScenarioPlayer(vs[0].Text)
	if !isPlayer || vs[0].Kind != syntax.WordValue {
		d := c.errorf(CodeScenarioWord, vs[0].Range, "cannot read expectation: %s is not a card, a player, `log`, `first-player` or `winner`", show(vs[0]))
		if sug := diag.Suggest(vs[0].Text, []string{"log", "first-player", "winner"}); sug != "" && vs[0].Kind == syntax.WordValue {
			d.WithHint("did you mean `%s`?", sug)
			guess(d, vs[0].Range, vs[0].Text, sug, false)
		} else {
			d.WithHint("e.g. `expect p1 gold 3`, `expect 01001 in p1 play kneeling`, `expect log \"…\"`")
		}
		return nil
	}
	p := vs[0].Text
	if !c.need(s, vs, 1, "expect "+p+" gold 3") {
		return nil
	}
	what := vs[1]
	switch {
	case contains(playerCounts, what.Text):
		usage := "expect " + p + " " + what.Text + " N"
		if c.need(s, vs, 2, usage) && c.scenNumber(vs[2], what.Text, 0) && c.extra(s, vs[3:], usage) {
			return &Expect{Kind: ExpectCounter, Player: pi, Counter: what.Text, N: number(vs[2])}
		}
	case what.IsWord("log"):
		return c.logExpect(s, vs[2:], "expect "+p+" log \"text\"", pi)
	case what.IsWord("sees"):
		if c.need(s, vs, 2, "expect "+p+" sees CARD") {
			if r, ok := c.scenCard(vs[2]); ok && c.extra(s, vs[3:], "expect "+p+" sees CARD") {
				return &Expect{Kind: ExpectSees, Player: pi, Card: r}
			}
		}
	case what.IsWord("option"):
		if c.need(s, vs, 2, "expect "+p+" option WORDS") {
			return &Expect{Kind: ExpectOption, Player: pi, Words: wordsOf(vs[2:])}
		}
	case what.IsWord("view"):
		return c.viewExpect(s, vs[2:], p, pi)
	case what.Kind == syntax.WordValue && contains(c.scenarioAreas(), what.Text):
		usage := "expect " + p + " " + what.Text + " count N"
		if c.need(s, vs, 3, usage) && c.oneOf(vs[2], "area expectation", []string{"count"}) && c.scenNumber(vs[3], "count", 0) && c.extra(s, vs[4:], usage) {
			return &Expect{Kind: ExpectAreaCount, Player: pi, Area: what.Text, N: number(vs[3])}
		}
	default:
		c.oneOf(what, "player expectation", append(append([]string{"log", "sees", "option", "view"}, playerCounts...), c.scenarioAreas()...))
	}
	return nil
}

// logExpect checks `"text" [before "text"] [count N]` after `log`, as
// reader (-1: all) reads the log.
func (c *checker) logExpect(s *syntax.Stmt, vs []*syntax.Value, usage string, reader int) *Expect {
	if !c.need(s, vs, 0, usage) {
		return nil
	}
	if vs[0].Kind != syntax.StringValue {
		c.errorf(CodeWrongValue, vs[0].Range, "the log text must be in quotes, not %s", show(vs[0])).WithHint("write `%s`", usage)
		return nil
	}
	e := &Expect{Kind: ExpectLog, Player: reader, Log: c.oldLog(vs[0]), LogRange: vs[0].Range}
	rest := vs[1:]
	for len(rest) > 0 {
		if !c.oneOf(rest[0], "log expectation", []string{"before", "count"}) {
			return nil
		}
		if !c.need(s, rest, 1, usage+" before \"text\"") {
			return nil
		}
		if rest[0].Text == "before" {
			if rest[1].Kind != syntax.StringValue {
				c.errorf(CodeWrongValue, rest[1].Range, "the log text must be in quotes, not %s", show(rest[1])).WithHint("write `%s before \"text\"`", usage)
				return nil
			}
			e.LogConds = append(e.LogConds, LogCond{Before: c.oldLog(rest[1])})
		} else {
			if !c.scenNumber(rest[1], "count", 0) {
				return nil
			}
			e.LogConds = append(e.LogConds, LogCond{Count: true, N: number(rest[1])})
		}
		rest = rest[2:]
	}
	return e
}

// viewExpect checks `pO AREA WORD…` after `expect pV view`: what pV's view
// shows of pO's area.
func (c *checker) viewExpect(s *syntax.Stmt, vs []*syntax.Value, p string, viewer int) *Expect {
	usage := "expect " + p + " view p1 hand count 3"
	if !c.need(s, vs, 2, usage) || !c.scenPlayer(vs[0]) || !c.oneOf(vs[1], "area", c.scenarioAreas()) {
		return nil
	}
	e := &Expect{Kind: ExpectView, Player: viewer, Owner: playerOf(vs[0]), Area: vs[1].Text}
	rest := vs[2:]
	for i := 0; i < len(rest); i++ {
		if !c.oneOf(rest[i], "view expectation", viewWords) {
			return nil
		}
		cond := ViewCond{What: rest[i].Text}
		switch rest[i].Text {
		case "count", "cards", "facedown":
			if !c.need(s, rest, i+1, usage) || !c.scenNumber(rest[i+1], rest[i].Text, 0) {
				return nil
			}
			cond.N = number(rest[i+1])
			i++
		case "shows":
			if !c.need(s, rest, i+1, "expect "+p+" view p1 hand shows CARD") {
				return nil
			}
			r, ok := c.scenCard(rest[i+1])
			if !ok {
				return nil
			}
			cond.Card = r
			i++
		}
		e.View = append(e.View, cond)
	}
	return e
}

// cardExpect checks the state words after a card in an expectation.
func (c *checker) cardExpect(s *syntax.Stmt, vs []*syntax.Value) ([]CardState, bool) {
	var out []CardState
	for i := 0; i < len(vs); i++ {
		v := vs[i]
		if !c.oneOf(v, "card state", cardStates) {
			return nil, false
		}
		st := CardState{Kind: v.Text}
		switch v.Text {
		case "in":
			if !c.need(s, vs, i+2, "in p1 play") || !c.scenPlayer(vs[i+1]) || !c.oneOf(vs[i+2], "area", c.scenarioAreas()) {
				return nil, false
			}
			st.Player, st.Area = playerOf(vs[i+1]), vs[i+2].Text
			i += 2
		case "strength", "power", "gold":
			if !c.need(s, vs, i+1, v.Text+" N") || !c.scenNumber(vs[i+1], v.Text, 0) {
				return nil, false
			}
			st.N = number(vs[i+1])
			i++
		case "tokens":
			if !c.need(s, vs, i+2, "tokens KIND N") || !c.scenNumber(vs[i+2], "tokens", 0) {
				return nil, false
			}
			st.Word, st.N = vs[i+1].Text, number(vs[i+2])
			i += 2
		case "has-keyword", "has-trait":
			if !c.need(s, vs, i+1, v.Text+" WORD") {
				return nil, false
			}
			st.Word = vs[i+1].Text
			i++
		case "has-icon":
			if !c.need(s, vs, i+1, "has-icon military") || !c.oneOf(vs[i+1], "icon", icons) {
				return nil, false
			}
			st.Word = vs[i+1].Text
			i++
		case "attached-to":
			if !c.need(s, vs, i+1, "attached-to CARD") {
				return nil, false
			}
			r, ok := c.scenCard(vs[i+1])
			if !ok {
				return nil, false
			}
			st.Card = r
			i++
		}
		out = append(out, st)
	}
	return out, true
}
