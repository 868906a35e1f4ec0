package check

import (
	"maps"
	"strings"

	"github.com/thronescript/thronescript/dsl/syntax"
	"github.com/thronescript/thronescript/dsl/vocab"
)

var abilityStmts = []string{"after", "when", "when-would", "phase", "from", "step", "if", "cost", "target",
	"do", "then", "else", "remember", "limit", "max", "cannot-be-canceled", "cancels", "saves", "active-player-only", "any-player", "may", "lua", "log-as"}

var phases = []string{"plot", "draw", "marshaling", "challenges", "dominance", "standing", "taxation"}

// triggered says which timing words an ability kind needs ("" = none allowed).
func triggered(kind string) []string {
	switch {
	case kind == "reaction" || kind == "forced-reaction":
		return []string{"after"}
	case isInterrupt(kind):
		return []string{"when", "when-would"}
	}
	return nil
}

// isInterrupt reports whether an ability kind interrupts an event: only
// such an ability can change it (cancel, save, replace).
func isInterrupt(kind string) bool { return kind == "interrupt" || kind == "forced-interrupt" }

// ability checks `KIND ID { … }`. inKeyword allows the keyword-only kinds
// (a restriction takes `action WORDS` and `on-target`).
func (c *checker) ability(f *syntax.File, s *syntax.Stmt, cardType string, inKeyword bool) *Ability {
	if len(s.Values) == 0 || s.Values[0].Kind != syntax.WordValue {
		c.errorf(CodeAbilityShape, s.Range, "an ability needs an id").
			WithHint("write `%s my-id { … }`; the id names the ability in texts and scenarios", s.Word)
		return nil
	}
	a := &Ability{Kind: s.Word, ID: s.Values[0].Text, Range: s.Range}
	first := len(c.diags) // this ability's diagnostics start here
	if len(s.Values) > 1 {
		c.errorf(CodeValueCount, valueRange(s, s.Values[1:]), "too many values after the ability id").
			WithHint("the body goes in the block: `%s %s { … }`", s.Word, a.ID)
	}
	if s.Block == nil {
		c.errorf(CodeAbilityShape, s.Range, "ability %s has no body", a.ID).
			WithHint("add `{ … }` with its trigger, costs and effects")
		return a
	}
	if !inKeyword {
		switch {
		case a.Kind == "when-revealed" && cardType != "plot" && cardType != "":
			c.errorf(CodeAbilityKind, s.WordRange(), "only plots have when-revealed abilities, not %s", article(cardType)).
				WithHint("use `reaction` with `after enters-play` (or similar) for other cards")
		case a.Kind == "while-attached" && cardType != "attachment" && cardType != "":
			c.errorf(CodeAbilityKind, s.WordRange(), "only attachments have while-attached abilities, not %s", article(cardType)).
				WithHint("use `constant`")
		}
	}
	// targets first: effects may name them before the target line.
	declared := map[string]*Target{}
	for _, b := range s.Block.Stmts {
		if b.Word != "target" {
			continue
		}
		if len(b.Values) < 2 || b.Values[0].Kind != syntax.WordValue {
			c.errorf(CodeValueCount, b.Range, "a target needs a name and a selector").
				WithHint("write `target t character controlled-by opponent`")
			continue
		}
		name := b.Values[0].Text
		// the first word is the target's name, whatever else it could be:
		// a name written before a word joined the language (`target a
		// character`, from before `a` was a quantity) stays a name while a
		// selector follows it
		if _, noun := nouns[name]; (noun || isUnsigned(b.Values[0]) || contains(quantities, name)) && !c.startsSelector(b.Values[1:]) {
			c.errorf(CodeValueCount, b.Values[0].Range, "the target has no name: %s starts its selector", show(b.Values[0])).
				WithHint("name it first: `target t %s`", wordsText(b.Values))
			continue
		}
		if prev := declared[name]; prev != nil {
			c.errorf(CodeDuplicateTarget, b.Values[0].Range, "target %s is declared twice", name).
				WithDetail("first at %s", prev.Range.Start).WithHint("give each target its own name")
			continue
		}
		if c.nameTaken(b.Values[0], "target") {
			continue
		}
		t := &Target{Name: name, Range: b.Range, NameRange: b.Values[0].Range}
		declared[name] = t
		a.Targets = append(a.Targets, t)
		if isPlayerTarget(b.Values[1:]) {
			c.playerTarget(t, b.Values[1:], &scope{targets: declared})
		}
	}
	values := c.rememberNames(s.Block.Stmts, declared)
	sc := &scope{targets: declared, values: values}
	earlier := map[string]bool{}
	for _, t := range a.Targets {
		for _, b := range s.Block.Stmts {
			if b.Word == "target" && b.Range == t.Range && t.Players == "" {
				t.Sel = c.selectorAll(b.Values[1:], b.Range, &scope{targets: declared, choosing: t.Name, earlier: maps.Clone(earlier), values: values})
				if t.Sel != nil && t.Sel.Each {
					c.errorf(CodeSelector, b.Values[1].Range, "a target cannot be `each`").
						WithHint("targets are chosen; write `do … each …` for effects on every matching card")
				}
			}
		}
		earlier[t.Name] = true
	}
	timings := triggered(a.Kind)
	hasActions := false
	lastCost := -1 // the index of the last cost line
	for i, b := range s.Block.Stmts {
		if b.Word == "cost" {
			lastCost = i
		}
	}
	blocks := &ifBlocks{n: new(int)}
	for i, b := range s.Block.Stmts {
		if (b.Word == "if" || b.Word == "else") && b.Block != nil {
			c.effectBlock(a, b, sc, blocks)
			continue
		}
		afterBlock := blocks.after
		blocks.open, blocks.after = false, false
		if b.Word != "target" && b.Block != nil && !inKeyword {
			c.noBlock(b)
		}
		switch b.Word {
		case "after", "when", "when-would":
			if a.Trigger != nil {
				c.errorf(CodeDuplicateField, b.WordRange(), "an ability has one trigger").WithHint("remove one of them")
				continue
			}
			if (!inKeyword || timings != nil) && !contains(timings, b.Word) {
				if timings == nil {
					c.errorf(CodeUnwantedTrigger, b.WordRange(), "%s abilities have no trigger", a.Kind).
						WithHint("remove the `%s` line, or make the ability a reaction or interrupt", b.Word)
				} else {
					c.errorf(CodeMissingTrigger, b.WordRange(), "%s abilities use `%s`, not `%s`", a.Kind, strings.Join(timings, "` or `"), b.Word).
						WithHint("write `%s %s`", timings[0], wordsText(b.Values))
				}
			}
			tr := &Trigger{Timing: b.Word, Range: b.Range}
			if c.wantValues(b, 1, -1, b.Word+" challenge-won") {
				c.triggerPhrases(tr, b, sc)
			}
			a.Trigger = tr
		case "phase":
			if c.wantValues(b, 1, 1, "phase marshaling") {
				a.Phase = b.Values[0].Text
				if !contains(phases, a.Phase) {
					d := c.errorf(CodeWrongValue, b.Values[0].Range, "unknown phase %s", show(b.Values[0]))
					c.hintSuggest(d, a.Phase, phases, "phases: %s", strings.Join(phases, ", "))
				}
			}
		case "from":
			if c.wantValues(b, 1, -1, "from hand") {
				for _, v := range b.Values {
					if c.checkName(setArea, v) {
						a.From = append(a.From, v.Text)
					}
				}
			}
		case "step":
			if c.wantValues(b, 1, 1, "step challenge-keywords") && c.checkName("step", b.Values[0]) {
				a.Step = b.Values[0].Text
			}
		case "action", "on-target":
			if a.Kind != "restriction" {
				c.unknown(b, "ability statement", abilityStmts)
				continue
			}
			c.noBlock(b)
			if b.Word == "on-target" {
				c.wantValues(b, 0, 0, b.Word)
				a.OnTarget = true
				continue
			}
			hasActions = true
			if c.wantValues(b, 1, -1, "action marshal play") {
				for _, v := range b.Values {
					if c.checkName("restriction-action", v) {
						a.Actions = append(a.Actions, v.Text)
					}
				}
			}
		case "if":
			if c.wantValues(b, 1, -1, "if <condition>") {
				if cond := c.condAll(b.Values, b.Range, sc); cond != nil {
					a.Conds = append(a.Conds, cond)
				}
			}
		case "cost":
			if c.wantValues(b, 1, -1, "cost kneel self") {
				// a cost word, or any effect paid as a cost
				k := vocab.KindCost
				if v := b.Values[0]; c.cfg.Vocab != nil && v.Kind == syntax.WordValue && c.lookup(vocab.KindCost, v.Text) == nil && c.lookup(vocab.KindEffect, v.Text) != nil {
					k = vocab.KindEffect
				}
				ph := c.phrase(k, b.Values, b.Range, sc)
				if k == vocab.KindEffect && ph.Entry != nil && !ph.Entry.Payable && c.hasCards(ph.Entry) {
					c.errorf(CodeNotPayable, b.Values[0].Range, "`%s` cannot be a cost: the engine cannot tell whether it would be paid in full", ph.Entry.Name).
						WithHint("costs are the cost words (`throne doc costs`), the effects %s, and effects without cards; or write it as an effect: `do %s`", strings.Join(c.payableEffects(), ", "), wordsText(b.Values))
				}
				a.Costs = append(a.Costs, ph)
			}
		case "target":
		case "do", "then", "else":
			if b.Word == "else" && afterBlock {
				c.errorf(CodeElse, b.WordRange(), "an `else` line after an `if … { … }` block: the other case of a block is a block").
					WithHint("write `else { %s %s }`", "do", wordsText(b.Values))
				continue
			}
			if c.wantValues(b, 1, -1, b.Word+" draw 1") {
				c.effectLine(a, b, sc)
			}
		case "remember":
			c.remember(a, b, sc, i < lastCost)
		case "limit", "max":
			l := c.limit(b)
			if b.Word == "limit" {
				a.Limit = l
			} else {
				a.Max = l
			}
		case "cannot-be-canceled", "cancels", "saves", "active-player-only", "any-player", "may":
			c.wantValues(b, 0, 0, b.Word)
			*a.flag(b.Word) = true
			if b.Word == "may" && a.Kind != "framework" {
				c.errorf(CodeAbilityKind, b.WordRange(), "only framework abilities take `may`, not %s abilities", a.Kind).
					WithHint("a player already chooses whether to use an action, reaction or interrupt; write the choice in the effects (`then may`)")
			}
			if (b.Word == "cancels" || b.Word == "saves") && !isInterrupt(a.Kind) {
				c.errorf(CodeNotInterrupt, b.WordRange(), "`%s` changes the event an interrupt interrupts: in %s ability it does nothing", b.Word, article(a.Kind)).
					WithHint("make the ability an interrupt (`interrupt ID { when-would … }`), or remove `%s`", b.Word)
			}
			if b.Word == "any-player" && a.Kind != "action" && a.Kind != "reaction" && a.Kind != "interrupt" {
				c.errorf(CodeAbilityKind, b.WordRange(), "only actions, reactions and interrupts take `any-player`, not %s abilities", a.Kind).
					WithHint("remove `any-player`; a forced or constant ability has no player who chooses to use it")
			}
		case "lua":
			if c.wantValues(b, 1, 1, "lua hook-name") {
				a.Hook, a.HookRange = b.Values[0].Text, b.Values[0].Range
			}
		case "log-as":
			if t, ok := c.stringValue(b); ok {
				a.LogAs = t
			}
		default:
			c.unknown(b, "ability statement", abilityStmts)
		}
	}
	if a.Kind == "restriction" && !hasActions {
		c.errorf(CodeKeywordDecl, s.WordRange(), "restriction %s names no action", a.ID).
			WithHint("add `action marshal play` (actions: %s)", strings.Join(c.nameSet("restriction-action"), ", "))
	}
	if !isInterrupt(a.Kind) {
		for _, e := range a.Effects {
			if ph := e.Phrase; ph != nil && ph.Entry != nil && ph.Entry.Interrupts && len(ph.Words) > 0 {
				c.errorf(CodeNotInterrupt, ph.Words[0].Range, "`%s` changes the event an interrupt interrupts: in %s ability it does nothing", ph.Entry.Name, article(a.Kind)).
					WithHint("make the ability an interrupt (`interrupt ID { when … }`), or use an effect that acts by itself")
			}
		}
	}
	c.actsWhereItIs(a)
	if timings != nil && a.Trigger == nil {
		c.errorf(CodeMissingTrigger, s.WordRange(), "%s %s has no trigger", a.Kind, a.ID).
			WithHint("add `%s <event>` (for example `%s challenge-won by you`)", timings[0], timings[0])
	}
	if c.cfg.Vocab != nil && !c.diags[first:].HasErrors() {
		c.unusedTargets(a)
	}
	return a
}

// unusedTargets warns about a target no phrase of the ability names: the
// player chooses a card and nothing happens to it. An ability that calls
// Lua may read its targets there (ctx.target, ctx.chosen). It is asked
// only of a checked ability without errors (an error, such as a misspelt
// target name, would make it a second report of the same mistake).
func (c *checker) unusedTargets(a *Ability) {
	if len(a.Targets) == 0 || a.Hook != "" {
		return
	}
	used, lua := map[string]bool{}, false
	walker{
		onSelector: func(s *Selector) { used[s.Ref] = true },
		onPhrase: func(p *Phrase) {
			if p.Args["hook"] != nil { // a word that calls a Lua hook (`lua HOOK`, `delayed-lua HOOK …`)
				lua = true
			}
			for _, x := range p.Args {
				if x.Kind == "player" { // a player target named where a player goes
					used[x.Word] = true
				}
			}
		},
	}.ability(a)
	if lua {
		return
	}
	rs := a.Remembered
	for _, e := range a.Effects {
		if e.Remember != nil {
			rs = append(rs, e.Remember)
		}
	}
	for _, r := range rs { // a player target who chooses remembered cards, or one value per player
		used[r.By], used[r.For] = true, true
	}
	for _, t := range a.Targets {
		if !used[t.Name] {
			c.warnf(CodeUnusedTarget, t.NameRange, "target %s is chosen, but no effect, cost or condition of %s names it", t.Name, a.ID).
				WithHint("use it (`do kneel %s`), or remove the target line", t.Name)
		}
	}
}

func wordsText(vs []*syntax.Value) string {
	var parts []string
	for _, v := range vs {
		parts = append(parts, v.Text)
	}
	return strings.Join(parts, " ")
}

func (c *checker) limit(b *syntax.Stmt) *Limit {
	usage := b.Word + " 1 per phase"
	if len(b.Values) != 3 || !b.Values[1].IsWord("per") {
		c.errorf(CodeValueCount, b.Range, "write `%s`", usage).WithHint("the periods are challenge, phase, round and game")
		return nil
	}
	n, ok := c.number(b, b.Values[0], "the limit")
	if !ok {
		return nil
	}
	per := b.Values[2].Text
	if !contains([]string{"challenge", "phase", "round", "game"}, per) {
		c.errorf(CodeWrongValue, b.Values[2].Range, "unknown period %s", show(b.Values[2])).
			WithHint("the periods are challenge, phase, round and game")
	}
	return &Limit{N: n, Per: per, Range: b.Range}
}

// triggerPhrases checks a trigger's words: one event phrase, or several
// event names joined by `or` followed by the words they share (`marshaled
// or played card with-trait Knight by you`), each name checked with those
// words against its own entry; then, after `or`, further events each with
// words of their own (`returned-to-hand character other or enters-area
// shadows character other`).
func (c *checker) triggerPhrases(tr *Trigger, b *syntax.Stmt, sc *scope) {
	vs := b.Values
	names := []*syntax.Value{vs[0]}
	i := 1
	for i+1 < len(vs) && isWord(vs[i], "or") && vs[i+1].Kind == syntax.WordValue && vs[0].Kind == syntax.WordValue &&
		c.lookup(vocab.KindTrigger, vs[i+1].Text) != nil {
		names = append(names, vs[i+1])
		i += 2
	}
	// `… or EVENT its own words …`: a further event with words of its own
	// (`after returned-to-hand character or enters-area shadows character`)
	var own [][]*syntax.Value
	for j := len(vs) - 2; j >= i; j-- {
		if isWord(vs[j], "or") && vs[j+1].Kind == syntax.WordValue && c.lookup(vocab.KindTrigger, vs[j+1].Text) != nil {
			own = append([][]*syntax.Value{vs[j+1:]}, own...)
			vs = vs[:j]
		}
	}
	rest := vs[i:]
	words := func(name *syntax.Value) []*syntax.Value {
		return append([]*syntax.Value{name}, rest...)
	}
	defer func() {
		for _, ws := range own {
			tr.Also = append(tr.Also, c.phrase(vocab.KindTrigger, ws, b.Range, sc))
		}
	}()
	before := len(c.diags)
	tr.Phrase = c.phrase(vocab.KindTrigger, words(names[0]), b.Range, sc)
	seen := map[string]bool{names[0].Text: true}
	for _, n := range names[1:] {
		if seen[n.Text] {
			c.errorf(CodeDuplicateField, n.Range, "the trigger names the event %s twice", n.Text).
				WithHint("remove the second `or %s`", n.Text)
			continue
		}
		seen[n.Text] = true
		if len(c.diags) > before {
			// the shared words are already reported for the first event
			tr.Also = append(tr.Also, &Phrase{Entry: c.lookup(vocab.KindTrigger, n.Text), Words: wordsOf(words(n)), Range: spanOr(b.Range, words(n))})
			continue
		}
		tr.Also = append(tr.Also, c.phrase(vocab.KindTrigger, words(n), b.Range, sc))
	}
}

func isWord(v *syntax.Value, w string) bool { return v.Kind == syntax.WordValue && v.Text == w }

// hasCards reports whether an entry's pattern has a card parameter.
func (c *checker) hasCards(e *vocab.Entry) bool {
	p := c.pattern(e)
	if p == nil {
		return false
	}
	for _, q := range p.Params() {
		if q.Kind == vocab.ParamCard || q.Kind == vocab.ParamCards {
			return true
		}
	}
	return false
}

// payableEffects lists the effects with cards that can be costs.
func (c *checker) payableEffects() []string {
	var out []string
	for _, n := range c.cfg.Vocab.Names(vocab.KindEffect) {
		if e := c.cfg.Vocab.Lookup(vocab.KindEffect, n); e != nil && e.Payable {
			out = append(out, "`"+n+"`")
		}
	}
	return out
}

// startsSelector reports whether vs begin a selector: a quantity, a
// number or a noun (a target's name may come before it).
func (c *checker) startsSelector(vs []*syntax.Value) bool {
	if len(vs) == 0 || vs[0].Kind != syntax.WordValue && !isUnsigned(vs[0]) {
		return false
	}
	_, noun := nouns[vs[0].Text]
	return noun || isUnsigned(vs[0]) || contains(quantities, vs[0].Text) && len(vs) > 1
}
