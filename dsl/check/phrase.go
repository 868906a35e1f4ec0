package check

import (
	"strconv"
	"strings"

	"github.com/thronescript/thronescript/dsl/diag"
	"github.com/thronescript/thronescript/dsl/syntax"
	"github.com/thronescript/thronescript/dsl/vocab"
)

// scope is what phrases of one ability may refer to.
type scope struct {
	targets map[string]*Target
	// choosing is the target whose selector is being read: it may refer
	// only to the targets chosen before it (earlier), which the game
	// chooses first
	choosing string
	earlier  map[string]bool
	// values are the names of the values the ability remembers
	// (`remember NAME VALUE`), read wherever a number goes
	values map[string]bool
}

// isValueName reports whether v is the name of a remembered value.
func (sc *scope) isValueName(v *syntax.Value) bool {
	return sc != nil && v.Kind == syntax.WordValue && sc.values[v.Text]
}

var nouns = map[string]string{
	"card": "card", "cards": "card", "character": "character", "characters": "character",
	"location": "location", "locations": "location", "attachment": "attachment", "attachments": "attachment",
	"event": "event", "events": "event", "plot": "plot", "plots": "plot", "agenda": "agenda", "agendas": "agenda",
	"faction-card": "faction-card",
}

var refs = []string{"self", "parent", "it", "paid"}

// quantities are the words that start a selector with its quantity
// (selector reads them).
var quantities = []string{"each", "a", "an", "any", "up-to"}

var players = []string{"you", "opponent", "each-player", "controller", "owner", "winner", "loser",
	"attacking-player", "defending-player", "first-player", "active-player", "its-controller", "its-owner"}

// PlayerWords lists the words that name players in phrases, in order. It
// is the one list of them: the interpreter compiles each and the reference
// documents them.
func PlayerWords() []string { return append([]string(nil), players...) }

// References lists the words that name cards without a selector: self (this
// card), parent (the card it is attached to), it (the triggering event's
// card), paid (the cards used to pay the costs).
func References() []string { return append([]string(nil), refs...) }

var cmpOps = []string{"<", "<=", ">", ">=", "=", "==", "!="}

// stopSet holds words at which a selector or condition stops.
type stopSet map[string]bool

func (c *checker) lookup(k vocab.Kind, name string) *vocab.Entry {
	shadowed := k == vocab.KindTrigger && c.shadows[name] && !c.builtinFile(c.file)
	if e := c.cfg.Vocab.Lookup(k, name); e != nil && !shadowed {
		return e
	}
	if k == vocab.KindTrigger && c.events[name] {
		e := c.synth[name]
		if e == nil {
			e = &vocab.Entry{Kind: vocab.KindTrigger, Name: name, Pattern: name + " [{card:cards}] [by {player:player}]",
				Doc: "the event " + name + ", declared by a keyword"}
			c.synth[name] = e
		}
		return e
	}
	return nil
}

func (c *checker) names(k vocab.Kind) []string {
	names := c.cfg.Vocab.Names(k)
	if k == vocab.KindTrigger {
		names = append(append([]string{}, names...), sortedKeys(c.events)...)
	}
	return names
}

func (c *checker) pattern(e *vocab.Entry) *vocab.Pattern {
	if p, ok := c.patterns[e]; ok {
		return p
	}
	p, err := vocab.ParsePattern(e.Pattern)
	if err != nil {
		p = nil
	}
	c.patterns[e] = p
	return p
}

// phrase matches words against the vocabulary entries of kind k.
func (c *checker) phrase(k vocab.Kind, words []*syntax.Value, r diag.Range, sc *scope) *Phrase {
	ph := &Phrase{Words: wordsOf(words), Range: spanOr(r, words)}
	if c.cfg.Vocab == nil || len(words) == 0 {
		return ph
	}
	i := 0
	if !c.matchPhrase(k, ph, words, &i, nil, sc) {
		return ph
	}
	if i < len(words) {
		c.leftover(ph, words[i:])
	}
	return ph
}

// leftover reports words after a complete phrase.
func (c *checker) leftover(ph *Phrase, rest []*syntax.Value) {
	d := c.errorf(CodeLeftover, valueRange(nil, rest), "unexpected %s after the %s phrase", show(rest[0]), ph.Entry.Name)
	if p := c.pattern(ph.Entry); p != nil {
		d.WithHint("the phrase is `%s`", p.String())
	}
	if rest[0].Kind == syntax.WordValue {
		if sug := diag.Suggest(rest[0].Text, c.cfg.Vocab.Names(vocab.KindFilter)); sug != "" && sug != rest[0].Text {
			d.WithHint("did you mean the filter `%s`?", sug)
		}
	}
}

// nest enters one level of a phrase's nesting (a phrase in a phrase, a
// `not`, a value or condition in parentheses): the phrase parser recurses
// once per level, and words alone (`not not not …`) make levels without
// brackets. Past syntax.MaxDepth levels, the one nesting limit, it reports
// E0111 at r — once for the outermost phrase — and returns false;
// otherwise the caller leaves the level with unnest.
func (c *checker) nest(r diag.Range) bool {
	if c.depth >= syntax.MaxDepth {
		if !c.tooDeep {
			c.tooDeep = true
			c.errorf(syntax.CodeTooDeep, r, "nesting too deep: more than %d levels of phrases, `not`s and parentheses", syntax.MaxDepth).
				WithHint("write it with fewer levels: two `not`s cancel out, and a phrase needs few parentheses")
		}
		return false
	}
	c.depth++
	return true
}

// unnest leaves a level nest entered.
func (c *checker) unnest() {
	if c.depth--; c.depth == 0 {
		c.tooDeep = false
	}
}

// matchPhrase matches one phrase of kind k starting at ws[*i], filling ph.
func (c *checker) matchPhrase(k vocab.Kind, ph *Phrase, ws []*syntax.Value, i *int, stops stopSet, sc *scope) bool {
	start, first := *i, ws[*i]
	if !c.nest(first.Range) {
		return false
	}
	defer c.unnest()
	var e *vocab.Entry
	if first.Kind == syntax.WordValue {
		e = c.lookup(k, first.Text)
	}
	if e == nil && c.hasRule(k, first) {
		start := *i
		parts := c.oldForm(k, c.rule(k, first.Text), ws, i, stops, sc)
		if parts == nil {
			return false
		}
		return c.newForm(k, ph, parts, valueRange(nil, ws[start:*i]), stops, sc)
	}
	if e == nil {
		d := c.errorf(CodeUnknownPhrase, first.Range, "unknown %s %s", k, show(first))
		c.hintSuggest(d, first.Text, c.names(k), "`throne doc %s` lists the %ss", k, k)
		return false
	}
	p := c.pattern(e)
	ph.Entry = e
	if p == nil {
		return false
	}
	*i++
	m := &matcher{c: c, ws: ws, i: *i, sc: sc, kind: k, ph: ph, stops: stops, pat: p}
	ph.Args = map[string]*Arg{}
	ok := m.items(p.Items, nil)
	*i = m.i
	if ok {
		for _, q := range p.Params() {
			if ph.Args[q.Name] == nil {
				ph.Args[q.Name] = &Arg{Kind: q.Kind.String()}
			}
		}
	}
	ph.Words = wordsOf(ws[start:m.i])
	if len(ph.Words) > 0 {
		ph.Range = valueRange(nil, ws[start:m.i])
	}
	return ok
}

type matcher struct {
	c     *checker
	ws    []*syntax.Value
	i     int
	sc    *scope
	kind  vocab.Kind
	ph    *Phrase
	stops stopSet
	pat   *vocab.Pattern
	// spans, when set, records the words each parameter took (the
	// old form of a deprecated phrase, to write its new form)
	spans map[string][2]int
}

// literals collects the literal words of items (at any depth) into s.
func literals(items []vocab.Item, s stopSet) {
	for _, it := range items {
		switch {
		case it.Lit != "":
			s[it.Lit] = true
		case it.Param == nil:
			literals(it.Optional, s)
		}
	}
}

func (m *matcher) items(items []vocab.Item, after []vocab.Item) bool {
	for idx, it := range items {
		switch {
		case it.Lit != "":
			if m.i < len(m.ws) && m.ws[m.i].Text == it.Lit && (m.ws[m.i].Kind == syntax.WordValue || m.ws[m.i].Kind == syntax.OpValue) {
				m.i++
				continue
			}
			m.missing("`"+it.Lit+"`", nil)
			return false
		case it.Param != nil:
			stops := m.stopsFor(items[idx+1:], after)
			if !m.param(it.Param, stops) {
				return false
			}
		default:
			given := m.starts(it.Optional)
			if given {
				rest := append(append([]vocab.Item{}, items[idx+1:]...), after...)
				if !m.items(it.Optional, rest) {
					return false
				}
			}
			m.literalArgs(it.Optional, given)
		}
	}
	return true
}

// literalArgs records the literal words of an optional group in the args.
func (m *matcher) literalArgs(items []vocab.Item, given bool) {
	for _, it := range items {
		switch {
		case it.Lit != "":
			if m.pat.Param(it.Lit) == nil && m.ph.Args[it.Lit] == nil {
				m.ph.Args[it.Lit] = &Arg{Kind: "literal", Present: given}
			}
		case it.Param == nil:
			// nested groups record their own literals when visited; an
			// unvisited nested group is absent
			if !given {
				m.literalArgs(it.Optional, false)
			}
		}
	}
}

func (m *matcher) stopsFor(rest, after []vocab.Item) stopSet {
	s := stopSet{}
	for k := range m.stops {
		s[k] = true
	}
	literals(rest, s)
	literals(after, s)
	return s
}

// starts reports whether the optional group could begin at the current word.
func (m *matcher) starts(group []vocab.Item) bool {
	if m.i >= len(m.ws) || len(group) == 0 {
		return false
	}
	v := m.ws[m.i]
	if m.stops[v.Text] && v.Kind == syntax.WordValue {
		return group[0].Lit == v.Text
	}
	switch it := group[0]; {
	case it.Lit == "or" && m.kind == vocab.KindFilter && m.c.cfg.Vocab != nil && m.c.filterStarts(m.ws, m.i+1, nil) &&
		!m.orTakes(group):
		// `with-trait Knight or kneeling`: the `or` joins two filters
		return false
	case it.Lit != "":
		return v.Text == it.Lit && (v.Kind == syntax.WordValue || v.Kind == syntax.OpValue)
	case it.Param != nil:
		return m.fits(it.Param, v)
	default:
		return m.starts(it.Optional) || m.starts(group[1:])
	}
}

// orTakes reports whether the word after the literal `or` that begins
// group fits the group's parameter as a name the parameter knows
// (`of-type character or faction`): a trait or string parameter takes any
// word, so a filter word there joins filters instead.
func (m *matcher) orTakes(group []vocab.Item) bool {
	if len(group) < 2 || group[1].Param == nil || m.i+1 >= len(m.ws) {
		return false
	}
	p := group[1].Param
	switch p.Kind {
	case vocab.ParamTrait, vocab.ParamString, vocab.ParamName:
		return false
	}
	return m.fits(p, m.ws[m.i+1])
}

// fits is a cheap test whether v can start a value for p.
func (m *matcher) fits(p *vocab.Param, v *syntax.Value) bool {
	word := v.Kind == syntax.WordValue
	switch p.Kind {
	case vocab.ParamInt:
		return isUnsigned(v) || (word && (v.Text == "x" || v.Text == "X")) || v.Kind == syntax.ParenValue || m.sc.isValueName(v)
	case vocab.ParamSigned:
		return v.Kind == syntax.NumberValue && (v.Text[0] == '+' || v.Text[0] == '-') || v.Kind == syntax.ParenValue
	case vocab.ParamCard, vocab.ParamCards:
		if isUnsigned(v) {
			return true
		}
		if !word {
			return false
		}
		_, noun := nouns[v.Text]
		return noun || contains(refs, v.Text) || m.sc != nil && m.sc.targets[v.Text] != nil && m.sc.targets[v.Text].Players == "" ||
			contains(quantities, v.Text)
	case vocab.ParamPlayer:
		return word && (contains(players, v.Text) || contains(cardPlayers, v.Text) ||
			m.sc != nil && m.sc.targets[v.Text] != nil && m.sc.targets[v.Text].Players != "")
	case vocab.ParamTrait:
		return word || v.Kind == syntax.StringValue
	case vocab.ParamFaction:
		return word && m.c.factions[v.Text]
	case vocab.ParamIcon, vocab.ParamChallenge:
		return word && contains(icons, v.Text)
	case vocab.ParamPhase:
		return word && contains(phases, v.Text)
	case vocab.ParamCardType:
		return word && contains(cardTypes, v.Text)
	case vocab.ParamString, vocab.ParamName:
		// a name: a bare word (comes-out-of-shadows, gold) or a quoted string
		return word || v.Kind == syntax.StringValue
	case vocab.ParamKeyword:
		return word || v.Kind == syntax.CallValue
	case vocab.ParamWord:
		return contains(p.Words, v.Text)
	case vocab.ParamCond:
		return true
	}
	return word
}

func isUnsigned(v *syntax.Value) bool {
	return v.Kind == syntax.NumberValue && v.Text[0] != '+' && v.Text[0] != '-'
}

// missing reports that the pattern needed what at the current word.
func (m *matcher) missing(what string, p *vocab.Param) {
	name := m.ph.Entry.Name
	if m.i >= len(m.ws) {
		end := m.ws[len(m.ws)-1].Range
		r := diag.Range{Start: end.End, End: end.End}
		if p != nil && (p.Kind == vocab.ParamCards || p.Kind == vocab.ParamCard) && m.kind == vocab.KindEffect {
			d := m.c.errorf(CodeNeedsTarget, valueRange(nil, m.ws), "`%s` needs a target: which card(s)?", name).
				WithDetail("the phrase is `%s`", m.pat.String())
			var names []string
			if m.sc != nil {
				names = sortedTargetNames(m.sc.targets)
			}
			if len(names) > 0 {
				d.WithHint("name the target: `%s %s`", wordsText(m.ws), names[0])
			} else {
				d.WithHint("declare one (`target t character controlled-by opponent`) and write `%s t`, or name the cards: `%s each character …`", wordsText(m.ws), wordsText(m.ws))
			}
			return
		}
		m.c.errorf(CodeMissingParam, r, "`%s` is missing %s", name, what).
			WithHint("the phrase is `%s`", m.pat.String())
		return
	}
	v := m.ws[m.i]
	m.c.errorf(CodeParamKind, v.Range, "expected %s in `%s`, found %s", what, name, show(v)).
		WithHint("the phrase is `%s`", m.pat.String())
}

func sortedTargetNames(t map[string]*Target) []string {
	m := map[string]bool{}
	for n := range t {
		m[n] = true
	}
	return sortedKeys(m)
}

// describeParam says what a parameter wants: "a number ({n:int})".
func describeParam(p *vocab.Param) string {
	var what string
	switch p.Kind {
	case vocab.ParamInt:
		what = "a number"
	case vocab.ParamSigned:
		what = "a signed number such as +1, or a value in parentheses"
	case vocab.ParamCard:
		what = "a card"
	case vocab.ParamCards:
		what = "cards"
	case vocab.ParamPlayer:
		what = "a player (" + strings.Join(players[:3], ", ") + ", …)"
	case vocab.ParamString:
		what = "a name (a word or a quoted string)"
	case vocab.ParamWord:
		what = "one of " + strings.Join(p.Words, " ")
	case vocab.ParamCond:
		what = "a condition"
	default:
		what = article(p.Kind.String())
	}
	return what + " (" + p.String() + ")"
}

func (m *matcher) param(p *vocab.Param, stops stopSet) bool {
	if m.i >= len(m.ws) {
		m.missing(describeParam(p), p)
		return false
	}
	v := m.ws[m.i]
	if m.spans != nil {
		start := m.i
		defer func() { m.spans[p.Name] = [2]int{start, m.i} }()
	}
	arg := &Arg{Kind: p.Kind.String(), Present: true, Range: v.Range}
	if !m.fits(p, v) && p.Kind != vocab.ParamCard && p.Kind != vocab.ParamCards {
		d := m.c.errorf(CodeParamKind, v.Range, "expected %s in `%s`, found %s", describeParam(p), m.ph.Entry.Name, show(v))
		d.WithHint("the phrase is `%s`", m.pat.String())
		var cands []string
		switch p.Kind {
		case vocab.ParamPlayer:
			cands = players
		case vocab.ParamFaction:
			cands = sortedKeys(m.c.factions)
		case vocab.ParamIcon, vocab.ParamChallenge:
			cands = icons
		case vocab.ParamPhase:
			cands = phases
		case vocab.ParamWord:
			cands = p.Words
		case vocab.ParamCardType:
			cands = cardTypes
		}
		if sug := diag.Suggest(v.Text, cands); sug != "" {
			d.Hint = "did you mean `" + sug + "`?"
			guess(d, v.Range, v.Text, sug, false)
		}
		return false
	}
	switch p.Kind {
	case vocab.ParamInt:
		arg.Int = m.c.intExpr(v, m.sc)
		m.i++
	case vocab.ParamSigned:
		if v.Kind == syntax.ParenValue {
			// a value expression: its sign is its own ("(0 - (strength-of t))")
			arg.Int = m.c.intExpr(v, m.sc)
		} else {
			n, _ := strconv.Atoi(strings.TrimPrefix(v.Text, "+"))
			arg.Signed = n
		}
		m.i++
	case vocab.ParamCard, vocab.ParamCards:
		sel := m.c.selector(m.ws, &m.i, stops, m.sc)
		if sel == nil {
			return false
		}
		arg.Sel = sel
		arg.Range = sel.Range
	case vocab.ParamCond:
		j := m.i
		for j < len(m.ws) && !(stops[m.ws[j].Text] && m.ws[j].Kind == syntax.WordValue) {
			j++
		}
		arg.Cond = m.c.condAll(m.ws[m.i:j], v.Range, m.sc)
		m.i = j
	case vocab.ParamPlayer:
		arg.Word = v.Text
		if sc := m.sc; sc != nil && sc.choosing != "" && sc.targets[v.Text] != nil && !sc.earlier[v.Text] {
			m.c.errorf(CodeSelector, v.Range, "target %s cannot depend on target %s, which is chosen after it", sc.choosing, v.Text).
				WithDetail("targets are chosen in the order they are written: a target may read the targets written before it").
				WithHint("write `target %s …` before `target %s …`", v.Text, sc.choosing)
			return false
		}
		m.i++
		if contains(cardPlayers, v.Text) {
			// controller-of CARDS: the player of a card
			if m.i >= len(m.ws) {
				m.missing("cards after `"+v.Text+"`", nil)
				return false
			}
			sel := m.c.selector(m.ws, &m.i, stops, m.sc)
			if sel == nil {
				return false
			}
			arg.Sel = sel
			arg.Range.End = sel.Range.End
		}
	case vocab.ParamKeyword:
		arg.Word = v.Text
		arg.Keyword = keywordOf(v)
		if def := m.c.keywords[v.Text]; def == nil && !m.c.known[v.Text] {
			d := m.c.errorf(CodeUnknownKeyword, v.Range, "unknown keyword `%s`", v.Text)
			if sug := diag.Suggest(v.Text, m.c.keywordNames()); sug != "" {
				d.WithHint("did you mean `%s`?", sug)
				guess(d, v.Range, v.Text, sug, false)
			}
		} else {
			// a phrase that grants the keyword needs its value, unless an
			// int value comes from the phrase's own `value` parameter
			need := m.ph.Entry.Grants && !(def != nil && def.ValueKind == "int" && m.pat.Param("v") != nil)
			m.c.keywordValue(def, arg.Keyword, v, need)
		}
		m.i++
	case vocab.ParamName, vocab.ParamArea:
		arg.Word = v.Text
		set := p.Set
		if p.Kind == vocab.ParamArea {
			set = setArea
		}
		if !m.c.checkName(set, v) {
			return false
		}
		m.i++
	case vocab.ParamTrait:
		arg.Word = v.Text
		if m.kind == vocab.KindFilter || m.kind == vocab.KindCondition {
			// selecting by a trait no card has is likely a typo; granting
			// a new trait (gain-trait self Bear) is not
			m.c.checkTrait(v.Text, v.Range)
		}
		m.i++
	default:
		arg.Word = v.Text
		m.i++
	}
	m.ph.Args[p.Name] = arg
	return true
}

// intExpr reads a number, x, or in parentheses a value phrase or a sum:
// `(count character kneeling)`, `(printed-cost-of t - 1)`, `(x + 2)`.
func (c *checker) intExpr(v *syntax.Value, sc *scope) *IntExpr {
	e := &IntExpr{Range: v.Range}
	if !c.nest(v.Range) {
		return e
	}
	defer c.unnest()
	switch {
	case v.Kind == syntax.NumberValue:
		e.N, _ = strconv.Atoi(v.Text)
	case v.Kind == syntax.WordValue && (v.Text == "x" || v.Text == "X"):
		e.X = true
	case sc.isValueName(v):
		e.Var = v.Text
	case v.Kind == syntax.ParenValue:
		if len(v.Items) == 0 {
			c.errorf(CodeParamKind, v.Range, "empty parentheses where a value is expected").
				WithHint("write a value phrase such as `(count character controlled-by you)`")
			return e
		}
		return c.sum(v.Items, v.Range, sc)
	}
	return e
}

// sum reads `term {(+|-) term}` (a signed number after a term adds it:
// `(x -1)`). A single term is returned as it is.
func (c *checker) sum(ws []*syntax.Value, r diag.Range, sc *scope) *IntExpr {
	e := &IntExpr{Range: r}
	i := 0
	for i < len(ws) {
		sign := 1
		if len(e.Terms) > 0 {
			w := ws[i]
			switch {
			case w.Kind == syntax.OpValue && (w.Text == "+" || w.Text == "-"):
				if w.Text == "-" {
					sign = -1
				}
				i++
				if i >= len(ws) {
					c.errorf(CodeParamKind, w.Range, "expected a value after `%s`", w.Text).
						WithHint("write for example `(printed-cost-of t - 1)`")
					return e
				}
			case w.Kind == syntax.NumberValue && (w.Text[0] == '+' || w.Text[0] == '-'):
				// `x -1`: the lexer made the sign part of the number
			default:
				d := c.errorf(CodeLeftover, valueRange(nil, ws[i:]), "unexpected %s in a value", show(w)).
					WithHint("join values with `+` or `-`: `(count character kneeling + 1)`")
				if w.Kind == syntax.WordValue {
					if sug := diag.Suggest(w.Text, c.cfg.Vocab.Names(vocab.KindFilter)); sug != "" && sug != w.Text {
						d.WithHint("did you mean the filter `%s`?", sug)
					}
				}
				return e
			}
		}
		t := c.term(ws, &i, sc)
		if t == nil {
			return e
		}
		e.Terms = append(e.Terms, t)
		e.Signs = append(e.Signs, sign)
	}
	if len(e.Terms) == 1 && e.Signs[0] == 1 {
		t := e.Terms[0]
		t.Range = r
		return t
	}
	return e
}

// term reads one term of a sum: a number (signed too), x, a parenthesised
// value, or a value phrase (which ends at `+` or `-`).
func (c *checker) term(ws []*syntax.Value, i *int, sc *scope) *IntExpr {
	v := ws[*i]
	switch {
	case v.Kind == syntax.NumberValue:
		*i++
		n, _ := strconv.Atoi(strings.TrimPrefix(v.Text, "+"))
		return &IntExpr{N: n, Range: v.Range}
	case v.Kind == syntax.ParenValue || v.Kind == syntax.WordValue && (v.Text == "x" || v.Text == "X") || sc.isValueName(v):
		*i++
		return c.intExpr(v, sc)
	case v.Kind != syntax.WordValue:
		c.errorf(CodeParamKind, v.Range, "expected a value, found %s", show(v)).
			WithHint("a value is a number, x, or a value phrase such as `count character kneeling`")
		return nil
	}
	if e, ok := c.oldValue(ws, i, nil, sc); ok {
		return e
	}
	ph := &Phrase{}
	if !c.matchPhrase(vocab.KindValue, ph, ws, i, nil, sc) {
		return nil
	}
	return &IntExpr{Value: ph, Range: ph.Range}
}

// selectorAll reads a selector that must use all of ws.
func (c *checker) selectorAll(ws []*syntax.Value, r diag.Range, sc *scope) *Selector {
	if len(ws) == 0 {
		return nil
	}
	i := 0
	sel := c.selector(ws, &i, nil, sc)
	if sel != nil && i < len(ws) {
		rest := ws[i:]
		d := c.errorf(CodeLeftover, valueRange(nil, rest), "unexpected %s in a selector", show(rest[0]))
		if c.cfg.Vocab != nil && rest[0].Kind == syntax.WordValue {
			if sug := diag.Suggest(rest[0].Text, c.cfg.Vocab.Names(vocab.KindFilter)); sug != "" {
				d.WithHint("did you mean the filter `%s`?", sug)
				return sel
			}
		}
		d.WithHint("a selector is [each | up-to N | N] noun followed by filters such as `controlled-by you`")
	}
	return sel
}

// selector reads ref | [quantity] noun {filter} from ws[*i].
func (c *checker) selector(ws []*syntax.Value, i *int, stops stopSet, sc *scope) *Selector {
	v := ws[*i]
	sel := &Selector{Min: 1, Max: 1, Range: v.Range}
	if c.playerTargetRef(v, sc) {
		return nil
	}
	if v.Kind == syntax.WordValue && (contains(refs, v.Text) || sc != nil && sc.targets[v.Text] != nil) {
		if sc != nil && sc.choosing != "" && sc.targets[v.Text] != nil && !sc.earlier[v.Text] {
			c.errorf(CodeSelector, v.Range, "target %s cannot depend on target %s, which is chosen after it", sc.choosing, v.Text).
				WithDetail("targets are chosen in the order they are written: a target may read the targets written before it").
				WithHint("write `target %s …` before `target %s …`", v.Text, sc.choosing)
			return nil
		}
		sel.Ref = v.Text
		*i++
		return sel
	}
	quantity := false
	switch {
	case v.IsWord("each"):
		sel.Each, sel.Min, sel.Max, quantity = true, 0, -1, true
		*i++
	case v.IsWord("a") || v.IsWord("an"):
		quantity = true
		*i++
	case v.IsWord("any"): // any number, chosen one at a time ("up to 4 total STR worth of characters")
		sel.Min, sel.Max, quantity = 0, -1, true
		*i++
	case v.IsWord("up-to"):
		*i++
		if *i >= len(ws) || !(isUnsigned(ws[*i]) || ws[*i].Kind == syntax.ParenValue || ws[*i].IsWord("x") || ws[*i].IsWord("X")) {
			c.errorf(CodeSelector, v.Range, "`up-to` needs a number or a value").WithHint("write `up-to 2 character` or `up-to (used-plots you) character`")
			return nil
		}
		sel.Min = 0
		if isUnsigned(ws[*i]) {
			sel.Max, _ = strconv.Atoi(ws[*i].Text)
		} else {
			sel.MaxExpr = c.intExpr(ws[*i], sc)
		}
		quantity = true
		*i++
	case isUnsigned(v):
		sel.Min, _ = strconv.Atoi(v.Text)
		sel.Max = sel.Min
		quantity = true
		*i++
	}
	if *i >= len(ws) {
		c.errorf(CodeSelector, v.Range, "expected a card kind after %s", show(v)).
			WithHint("write for example `%s character`", v.Text)
		return nil
	}
	n := ws[*i]
	noun, ok := nouns[n.Text]
	if !ok || n.Kind != syntax.WordValue {
		var cands []string
		for k := range nouns {
			cands = append(cands, k)
		}
		var targets []string
		if sc != nil {
			targets = sortedTargetNames(sc.targets)
		}
		if !quantity && n.Kind == syntax.WordValue {
			d := c.errorf(CodeUndeclaredTarget, n.Range, "`%s` is not a declared target or a card kind", n.Text)
			if sug := diag.Suggest(n.Text, append(append(targets, refs...), cands...)); sug != "" && len(n.Text) > 2 {
				d.WithHint("did you mean `%s`?", sug)
				guess(d, n.Range, n.Text, sug, false)
			} else if len(targets) > 0 {
				d.WithHint("declare it with `target %s …`, or use the declared target `%s`", n.Text, targets[0])
			} else {
				d.WithHint("declare it with `target %s …` in this ability, or write a selector such as `each character`", n.Text)
			}
			return nil
		}
		d := c.errorf(CodeSelector, n.Range, "expected a card kind, found %s", show(n))
		c.hintSuggest(d, n.Text, cands, "card kinds: card, character, location, attachment, event, plot, agenda, faction-card")
		return nil
	}
	sel.Noun = noun
	*i++
	sel.Range.End = n.Range.End
	// filters
	if c.cfg.Vocab == nil {
		// no vocabulary: keep the words up to a stop word as one unchecked filter
		j := *i
		for j < len(ws) && !(ws[j].Kind == syntax.WordValue && stops[ws[j].Text]) {
			j++
		}
		if j > *i && ws[*i].Kind == syntax.WordValue {
			sel.Filters = append(sel.Filters, &Phrase{Words: wordsOf(ws[*i:j]), Range: valueRange(nil, ws[*i:j])})
		}
		*i = j
	} else if !c.filters(sel, ws, i, stops, sc) {
		return nil
	}
	if *i > 0 {
		sel.Range.End = ws[*i-1].Range.End
	}
	return sel
}

// condAll parses a whole condition.
func (c *checker) condAll(ws []*syntax.Value, r diag.Range, sc *scope) *Cond {
	if len(ws) == 0 {
		c.errorf(CodeCondition, r, "missing condition").WithHint("write a condition such as `phase-is marshaling`")
		return nil
	}
	if c.cfg.Vocab == nil {
		return &Cond{Op: "atom", Atom: &Phrase{Words: wordsOf(ws), Range: valueRange(nil, ws)}, Range: valueRange(nil, ws)}
	}
	p := &condParser{c: c, ws: ws, sc: sc}
	cond := p.or()
	if cond != nil && p.i < len(ws) {
		c.errorf(CodeCondition, valueRange(nil, ws[p.i:]), "unexpected %s in a condition", show(ws[p.i])).
			WithHint("join conditions with `and` / `or`")
	}
	return cond
}

type condParser struct {
	c  *checker
	ws []*syntax.Value
	i  int
	sc *scope
}

var condStops = stopSet{"and": true, "or": true}

func (p *condParser) or() *Cond  { return p.binary("or", p.and) }
func (p *condParser) and() *Cond { return p.binary("and", p.unary) }

// binary parses operands joined by the word op: one Cond holds them all
// (`a and b and c` is one `and` of three), so that a long chain is a wide
// tree, not a deep one.
func (p *condParser) binary(op string, operand func() *Cond) *Cond {
	l := operand()
	if l == nil {
		return nil
	}
	var chain *Cond
	for p.i < len(p.ws) && p.ws[p.i].IsWord(op) {
		p.i++
		r := operand()
		if r == nil {
			return nil
		}
		if chain == nil {
			chain = &Cond{Op: op, Args: []*Cond{l}, Range: l.Range}
		}
		chain.Args = append(chain.Args, r)
		chain.Range.End = r.Range.End
	}
	if chain != nil {
		return chain
	}
	return l
}

func (p *condParser) unary() *Cond {
	if p.i >= len(p.ws) {
		end := p.ws[len(p.ws)-1].Range.End
		p.c.errorf(CodeCondition, diag.Range{Start: end, End: end}, "a condition is missing at the end").
			WithHint("complete the condition after `and`/`or`/`not`")
		return nil
	}
	v := p.ws[p.i]
	if !p.c.nest(v.Range) {
		return nil
	}
	defer p.c.unnest()
	if v.IsWord("not") {
		p.i++
		a := p.unary()
		if a == nil {
			return nil
		}
		return &Cond{Op: "not", Args: []*Cond{a}, Range: diag.Range{Start: v.Range.Start, End: a.Range.End}}
	}
	if v.Kind == syntax.ParenValue && !p.startsValue(v) {
		p.i++
		return p.c.condAll(v.Items, v.Range, p.sc)
	}
	if p.startsValue(v) {
		return p.cmp()
	}
	ph := &Phrase{}
	if !p.c.matchPhrase(vocab.KindCondition, ph, p.ws, &p.i, condStops, p.sc) {
		return nil
	}
	return &Cond{Op: "atom", Atom: ph, Range: ph.Range}
}

// startsValue reports whether v begins a comparison: a number, x, or a value phrase.
func (p *condParser) startsValue(v *syntax.Value) bool {
	switch v.Kind {
	case syntax.NumberValue:
		return true
	case syntax.WordValue:
		return v.Text == "x" || v.Text == "X" || p.sc.isValueName(v) || p.c.cfg.Vocab.Lookup(vocab.KindValue, v.Text) != nil &&
			p.c.cfg.Vocab.Lookup(vocab.KindCondition, v.Text) == nil || p.c.hasRule(vocab.KindValue, v)
	case syntax.ParenValue:
		if len(v.Items) == 0 {
			return false
		}
		if !v.Items[0].IsWord("value-if") {
			for _, w := range v.Items {
				if w.Kind == syntax.OpValue && contains(cmpOps, w.Text) {
					return false // a comparison in parentheses: a condition, `(count … >= 2 or …)`
				}
			}
		}
		for _, w := range v.Items {
			if w.Kind == syntax.OpValue && (w.Text == "+" || w.Text == "-") {
				return true // a sum: `(1 + (player-value-of limited you))`
			}
		}
		f := v.Items[0]
		return f.Kind == syntax.NumberValue || f.IsWord("x") || f.IsWord("X") || p.sc.isValueName(f) ||
			f.Kind == syntax.WordValue && p.c.cfg.Vocab.Lookup(vocab.KindValue, f.Text) != nil
	}
	return false
}

func (p *condParser) value() *IntExpr {
	v := p.ws[p.i]
	if v.Kind == syntax.WordValue && v.Text != "x" && v.Text != "X" && !p.sc.isValueName(v) {
		ph := &Phrase{}
		stops := stopSet{"and": true, "or": true}
		for _, op := range cmpOps {
			stops[op] = true
		}
		if e, ok := p.c.oldValue(p.ws, &p.i, stops, p.sc); ok {
			return e
		}
		if !p.c.matchPhrase(vocab.KindValue, ph, p.ws, &p.i, stops, p.sc) {
			return nil
		}
		return &IntExpr{Value: ph, Range: ph.Range}
	}
	p.i++
	return p.c.intExpr(v, p.sc)
}

func (p *condParser) cmp() *Cond {
	l := p.value()
	if l == nil {
		return nil
	}
	if p.i >= len(p.ws) || p.ws[p.i].Kind != syntax.OpValue || !contains(cmpOps, p.ws[p.i].Text) {
		r := l.Range
		if p.i < len(p.ws) {
			r = p.ws[p.i].Range
		}
		p.c.errorf(CodeCondition, r, "expected a comparison (< <= > >= = !=) after the value").
			WithHint("write for example `count character controlled-by you >= 3`")
		return nil
	}
	op := p.ws[p.i].Text
	p.i++
	if p.i >= len(p.ws) {
		p.c.errorf(CodeCondition, p.ws[p.i-1].Range, "expected a value after `%s`", op).WithHint("write a number or a value phrase")
		return nil
	}
	r := p.value()
	if r == nil {
		return nil
	}
	return &Cond{Op: "cmp", CmpOp: op, L: l, R: r, Range: diag.Range{Start: l.Range.Start, End: r.Range.End}}
}
