package interp

import (
	"fmt"
	"strings"

	"github.com/thronescript/thronescript/dsl/check"
	"github.com/thronescript/thronescript/dsl/diag"
	"github.com/thronescript/thronescript/dsl/vocab"
	"github.com/thronescript/thronescript/rules"
)

// abilityKinds maps the language's ability words to engine kinds.
var abilityKinds = map[string]rules.AbilityKind{
	"action":           rules.Action,
	"reaction":         rules.Reaction,
	"interrupt":        rules.Interrupt,
	"forced-reaction":  rules.ForcedReaction,
	"forced-interrupt": rules.ForcedInterrupt,
	"when-revealed":    rules.WhenRevealed,
	"constant":         rules.Constant,
	"while-attached":   rules.WhileAttached,
	"framework":        rules.Framework,
	"player-action":    rules.PlayerAction,
}

var periods = map[string]rules.Period{
	"game": rules.PerGame, "round": rules.PerRound, "phase": rules.PerPhase, "challenge": rules.PerChallenge,
}

// compileCard turns a checked card into an engine definition.
func (r *Registry) compileCard(c *check.Card, hooks *luaBinding) (*rules.CardDef, diag.Diagnostics) {
	b := &builder{r: r, where: "card " + c.Code, lua: hooks}
	d := &rules.CardDef{
		Code:       c.Code,
		Title:      c.Title,
		Type:       rules.ParseCardType(c.Type),
		Faction:    c.Faction,
		Loyal:      c.Loyal,
		Unique:     c.Unique,
		Traits:     c.Traits,
		DeckLimit:  c.DeckLimit,
		Pack:       c.Pack,
		PackNumber: c.PackNumber,
	}
	switch c.Cost.Kind {
	case check.CostNumber:
		d.Cost.Value = c.Cost.N
	case check.CostX:
		d.Cost.X = true
	default:
		d.Cost.None = true
	}
	if c.Strength != nil {
		d.Strength = *c.Strength
	}
	for _, ic := range c.Icons {
		if t, ok := rules.ParseChallenge(ic); ok {
			d.Icons |= rules.IconOf(t)
		}
	}
	d.Plot = rules.PlotStats{Income: deref(c.Income), Initiative: deref(c.Initiative), Claim: deref(c.Claim), Reserve: deref(c.Reserve)}
	for _, k := range c.Keywords {
		d.Keywords = append(d.Keywords, rules.KeywordInstance{Name: k.Name, Values: k.Values, Args: k.Args})
	}
	if c.AttachTo != nil {
		f := b.selectorFilter(c.AttachTo)
		d.AttachTo = f
	}
	if c.DuplicateOn != nil {
		d.DuplicateOn = b.selectorFilter(c.DuplicateOn)
	}
	d.SetAside = setAside(c)
	texts := map[string]string{}
	if t := c.Texts["en"]; t != nil {
		for _, ta := range t.Abilities {
			texts[ta.ID] = ta.Text
		}
	}
	for _, ab := range c.Abilities {
		for _, a := range b.ability(ab) {
			a.Printed = plainText(texts[ab.ID])
			if a.Text == "" {
				a.Text = a.Printed
			}
			d.Abilities = append(d.Abilities, a)
		}
	}
	return d, b.diags
}

func deref(p *int) int {
	if p == nil {
		return 0
	}
	return *p
}

// plainText strips the card markup from a text for prompts.
func plainText(s string) string {
	r := strings.NewReplacer("<b>", "", "</b>", "", "<i>", "", "</i>", "")
	return r.Replace(s)
}

// hasEffect reports whether an ability uses the effect word name.
func hasEffect(ab *check.Ability, name string) bool {
	for _, e := range ab.Effects {
		if e.Phrase != nil && e.Phrase.Entry != nil && e.Phrase.Entry.Name == name {
			return true
		}
	}
	return false
}

// logsItself reports whether an ability writes its own log line
// (`log-line`), or does nothing but raise declared events (`emit`: the
// event is the news, told by whatever declared it and by the abilities it
// triggers): the engine then names neither the ability nor the move of its
// own card.
func logsItself(ab *check.Ability) bool {
	return hasEffect(ab, "log-line") || ab.Hook == "" && onlyEffect(ab, "emit")
}

// onlyEffect reports whether an ability has effects and every one is the
// effect word name.
func onlyEffect(ab *check.Ability, name string) bool {
	for _, e := range ab.Effects {
		if e.Phrase == nil || e.Phrase.Entry == nil || e.Phrase.Entry.Name != name {
			return false
		}
	}
	return len(ab.Effects) > 0
}

// ability compiles one checked ability. A constant with several `do` lines
// becomes several engine abilities (one per modifier).
func (b *builder) ability(ab *check.Ability) []*rules.Ability {
	kind, ok := abilityKinds[ab.Kind]
	if !ok {
		b.errorf(CodeAbilityKind, ab.Range, "ability kind %q cannot be compiled here", ab.Kind)
		return nil
	}
	base := &rules.Ability{
		ID:               ab.ID,
		Kind:             kind,
		ActiveIn:         ab.From,
		Phase:            ab.Phase,
		ActivePlayerOnly: ab.ActivePlayerOnly,
		AnyPlayer:        ab.AnyPlayer,
		CannotBeCanceled: ab.CannotBeCanceled,
		Optional:         ab.May,
		Cancels:          ab.Cancels,
		Saves:            ab.Saves,
		Step:             ab.Step,
		LogAs:            ab.LogAs,
		LogsItself:       logsItself(ab),
	}
	b.playerTargets = nil
	for _, t := range ab.Targets {
		if t.Players != "" {
			if b.playerTargets == nil {
				b.playerTargets = map[string]bool{}
			}
			b.playerTargets[t.Name] = true
		}
	}
	defer func() { b.playerTargets = nil }()
	if ab.Trigger != nil {
		base.Trigger = b.trigger(ab.Trigger)
	}
	if len(ab.Conds) > 0 {
		base.Condition = b.cond(&check.Cond{Op: "and", Args: ab.Conds})
	}
	if ab.Hook != "" {
		base.Condition = andCond(base.Condition, b.luaOptionalCond(ab.Hook+"_can"))
	}
	var prev *[]filterFn // the filters of the previous cost's cards
	for _, c := range ab.Costs {
		if c != nil && c.Entry != nil && c.Entry.Kind == vocab.KindEffect {
			cost, ok := b.effectCost(c, &prev)
			if ok {
				base.Costs = append(base.Costs, cost)
			}
			continue
		}
		prev = nil
		if cost, ok := b.cost(c); ok {
			base.Costs = append(base.Costs, cost)
		}
	}
	base.Costs = b.rememberAtCosts(ab.Remembered, base.Costs)
	for i, t := range ab.Targets {
		if t.Players != "" {
			base.Targets = append(base.Targets, b.playerTarget(t))
			continue
		}
		spec := b.target(t)
		spec.Affects = b.targetAffects(ab, t.Name)
		for _, ref := range append(t.Sel.Refs(), t.Sel.PlayerRefs()...) {
			for _, e := range ab.Targets[:i] {
				spec.ReadsEarlier = spec.ReadsEarlier || e.Name == ref
			}
			spec.ReadsPaid = spec.ReadsPaid || ref == "paid"
		}
		base.Targets = append(base.Targets, spec)
	}
	base.Limit = b.limit(ab.Limit)
	base.Max = b.limit(ab.Max)

	if kind == rules.Constant || kind == rules.WhileAttached {
		var out []*rules.Ability
		lines := b.lineConds(ab.Effects)
		for i, e := range ab.Effects {
			m := b.modOf(e.Phrase)
			if m == nil {
				continue
			}
			a := *base
			if i > 0 {
				a.ID = fmt.Sprintf("%s#%d", ab.ID, i+1)
			}
			spec := m.spec
			spec.Condition = andCond(base.Condition, lines[i])
			spec.Reads, spec.ReadAreas, spec.ReadEvents = b.constantReads(ab, e.Phrase, chainConds(ab.Effects, i)...)
			if m.each != nil {
				spec.Targets = m.each // the cards in turn, no list made
			} else if m.targets != nil {
				t := m.targets
				spec.Targets = func(ctx *rules.Context, yield func(*rules.Card)) {
					for _, c := range t(ctx) {
						yield(c)
					}
				}
			}
			if m.players != nil {
				ps := m.players
				spec.Players = func(ctx *rules.Context, yield func(*rules.Player)) {
					for _, p := range ps(ctx) {
						yield(p)
					}
				}
			}
			a.Constant = &spec
			a.Condition = nil
			out = append(out, &a)
		}
		return out
	}

	if ab.LogAs != "" && hasEffect(ab, "emit-after") {
		// the line names what the emitted event says happened: it is
		// written when the event is raised, after the triggering event
		// resolved ("X comes out of shadows" after "puts X into play")
		b.logAfter, base.LogAs, base.LogsItself = ab.LogAs, "", true
		defer func() { b.logAfter = "" }()
	}
	var hook effectFn
	if ab.Hook != "" {
		hook = b.luaEffect(ab.Hook, ab.HookRange)
	}
	base.Effect, base.Then = b.effects(ab.Effects, hook)
	return []*rules.Ability{base}
}

// seq runs effects in order; the result is whether all resolved in full.
func seq(fs []effectFn) func(ctx *rules.Context) bool {
	if len(fs) == 0 {
		return func(*rules.Context) bool { return true }
	}
	return func(ctx *rules.Context) bool {
		ok := true
		for _, f := range fs {
			ok = f(ctx) && ok
		}
		return ok
	}
}

// chain runs "then" groups: each only if the previous one resolved in full.
func chain(groups [][]effectFn) func(ctx *rules.Context) bool {
	steps := make([]func(*rules.Context) bool, len(groups))
	for i, g := range groups {
		steps[i] = seq(g)
	}
	return func(ctx *rules.Context) bool {
		for _, s := range steps {
			if !s(ctx) {
				return false
			}
		}
		return true
	}
}

func andCond(a, b func(*rules.Context) bool) func(*rules.Context) bool {
	switch {
	case a == nil:
		return b
	case b == nil:
		return a
	}
	return func(ctx *rules.Context) bool { return a(ctx) && b(ctx) }
}

func (b *builder) trigger(t *check.Trigger) *rules.Trigger {
	out := &rules.Trigger{Would: t.Timing == "when-would"}
	p := t.Phrase
	if p == nil || p.Entry == nil {
		return out
	}
	spec := b.triggerSpec(p)
	out.Event = spec.event
	out.Match = spec.match
	out.Self = onSelf(p)
	out.Batch = spec.batch
	if len(t.Also) == 0 {
		return out
	}
	// several events: each event is matched by the phrase of its own name
	specs := []triggerSpec{spec}
	for _, q := range t.Also {
		if q == nil || q.Entry == nil {
			continue
		}
		s := b.triggerSpec(q)
		out.Also = append(out.Also, s.event)
		specs = append(specs, s)
	}
	out.Match = func(ctx *rules.Context, ev *rules.Event) bool {
		for _, s := range specs {
			if rules.EventIs(s.event, ev) && (s.match == nil || s.match(ctx, ev)) {
				return true
			}
		}
		return false
	}
	return out
}

// onSelf reports whether an event phrase names the ability's own card
// (`after leaves-play self`): such a reaction still answers once the card
// has left play ("After X is killed, …").
func onSelf(p *check.Phrase) bool {
	a := p.Args["card"]
	return a != nil && a.Sel != nil && a.Sel.Ref == "self"
}

// triggerSpec compiles one event phrase of a trigger.
func (b *builder) triggerSpec(p *check.Phrase) triggerSpec {
	e := b.r.lookup(vocab.KindTrigger, p.Entry.Name)
	if e != nil && e.trigger != nil && p.Entry == &e.Entry {
		return e.trigger(b, b.args(p))
	}
	// an event declared by a keyword definition
	return customTrigger(p.Entry.Name, b.args(p))
}

func (b *builder) effect(p *check.Phrase) effectFn {
	if p == nil || p.Entry == nil {
		return nil
	}
	e := b.r.lookup(vocab.KindEffect, p.Entry.Name)
	if e == nil || e.effect == nil {
		b.errorf(CodeUnknownWord, p.Range, "unknown effect %q", p.Entry.Name)
		return nil
	}
	return e.effect(b, b.args(p))
}

func (b *builder) modOf(p *check.Phrase) *modSpec {
	if p == nil || p.Entry == nil {
		return nil
	}
	e := b.r.lookup(vocab.KindEffect, p.Entry.Name)
	if e == nil || e.mod == nil {
		b.errorf(CodeNotConstant, p.Range, "%q cannot be a constant ability's effect", p.Entry.Name).
			WithHint("constant abilities modify cards or players: use give, gain-icon, gain-keyword, blank, cannot, income, …")
		return nil
	}
	return e.mod(b, b.args(p))
}

func (b *builder) cost(p *check.Phrase) (rules.Cost, bool) {
	if p == nil || p.Entry == nil {
		return rules.Cost{}, false
	}
	e := b.r.lookup(vocab.KindCost, p.Entry.Name)
	if e == nil || e.cost == nil {
		b.errorf(CodeUnknownWord, p.Range, "unknown cost %q", p.Entry.Name)
		return rules.Cost{}, false
	}
	return e.cost(b, b.args(p)), true
}

func (b *builder) target(t *check.Target) rules.TargetSpec {
	s := t.Sel
	spec := rules.TargetSpec{Name: t.Name, Min: s.Min, Max: s.Max}
	if s.Each {
		b.errorf(CodeEachTarget, t.Range, "a target cannot be \"each\"").WithHint("targets are chosen; write `do … each …` for effects on every matching card")
	}
	if spec.Min == 0 && spec.Max == 0 {
		spec.Min, spec.Max = 1, 1
	}
	if s.MaxExpr != nil {
		spec.Min, spec.MaxFn = 0, b.intExpr(s.MaxExpr)
	}
	b.choosing = t.Name
	spec.Filter = b.selectorFilter(s)
	b.choosing = ""
	spec.Areas = selectorAreas(s)
	return spec
}

func (b *builder) limit(l *check.Limit) *rules.Limit {
	if l == nil {
		return nil
	}
	p, ok := periods[l.Per]
	if !ok {
		b.errorf(CodeLimitPeriod, l.Range, "unknown limit period %q", l.Per).WithHint("use phase, round, challenge or game")
	}
	return &rules.Limit{N: l.N, Per: p}
}

// errorSpans holds where error diagnostics stand, by file, so that a
// declaration with an error in it is not compiled: only checked models
// are compiled, and a check error may leave holes in the model.
type errorSpans map[string][]int

func spansOf(ds diag.Diagnostics) errorSpans {
	out := errorSpans{}
	for _, d := range ds {
		if d.Severity == diag.Error {
			p := d.Subject.Start
			out[p.Filename] = append(out[p.Filename], p.Offset)
		}
	}
	return out
}

// in reports whether an error starts inside r.
func (e errorSpans) in(r diag.Range) bool {
	for _, off := range e[r.Start.Filename] {
		if off >= r.Start.Offset && off < r.End.Offset {
			return true
		}
	}
	return false
}

// compileCardSafely compiles a card; a panic (a bug in a compile function)
// becomes an internal-error diagnostic naming the card instead of ending
// the program. It is the last line of defence: check errors already keep a
// card from being compiled.
func (r *Registry) compileCardSafely(c *check.Card, hooks *luaBinding) (def *rules.CardDef, ds diag.Diagnostics) {
	defer func() {
		if p := recover(); p != nil {
			def, ds = nil, diag.Diagnostics{internalError("card "+c.Code, c.Range, p)}
		}
	}()
	return r.compileCard(c, hooks)
}

// compileKeywordSafely is compileCardSafely for keyword definitions.
func (r *Registry) compileKeywordSafely(k *check.Keyword, hooks *luaBinding) (kd *rules.KeywordDef, ds diag.Diagnostics) {
	defer func() {
		if p := recover(); p != nil {
			kd, ds = nil, diag.Diagnostics{internalError("keyword "+k.Name, k.Range, p)}
		}
	}()
	return r.compileKeyword(k, hooks)
}

func internalError(what string, at diag.Range, p any) *diag.Diagnostic {
	return diag.Errorf(CodeCompileInternal, diag.Range{Start: at.Start, End: at.Start}, "internal error while compiling %s: %v", what, p).
		WithHint("this is a bug in throne, not in your card; please report it with this file")
}

// targetAffects returns whether the ability's effects could affect a card
// chosen as the target name (Rules Reference, Targeting: "a card is not an
// eligible target if the resolution of that ability's effect could not
// affect it at all"): when every use of the name in the effects is the
// `target` of a word that declares what it could affect, the card must be
// one that at least one of them could. Nil when that is not known (a Lua
// hook, a word that declares nothing, the name read elsewhere in a phrase).
func (b *builder) targetAffects(ab *check.Ability, name string) func(ctx *rules.Context, c *rules.Card) bool {
	if ab.Hook != "" {
		return nil
	}
	var preds []filterFn
	for _, e := range ab.Effects {
		p := e.Phrase
		if p == nil || p.Entry == nil {
			continue
		}
		uses := count(p.Refs(), name)
		if uses == 0 {
			continue
		}
		arg := p.Args["target"]
		ent := b.r.lookup(vocab.KindEffect, p.Entry.Name)
		if uses != 1 || arg == nil || arg.Sel == nil || arg.Sel.Ref != name || ent == nil || ent.affects == nil {
			return nil
		}
		preds = append(preds, ent.affects(b.args(p)))
	}
	if len(preds) == 0 {
		return nil
	}
	return func(ctx *rules.Context, c *rules.Card) bool {
		for _, f := range preds {
			if f(ctx, c) {
				return true
			}
		}
		return false
	}
}

// count counts the words w among ws.
func count(ws []string, w string) int {
	n := 0
	for _, x := range ws {
		if x == w {
			n++
		}
	}
	return n
}

// effects compiles an ability's effects into the effect and its "then"
// part (nil when there is none); hook, if set, runs last. A word that
// defers (if-challenge-won) takes the effects after it as its delayed body.
func (b *builder) effects(effs []*check.Effect, hook effectFn) (first, then func(ctx *rules.Context) bool) {
	var groups [][]effectFn
	cur := []effectFn{}
	var br *branches // the line with `if` the `else` lines after it add to
	for i, e := range effs {
		if e.Else && br != nil {
			br.add(b.lineCond(e.If), b.effect(e.Phrase))
			continue
		}
		br = nil
		if e.Then && len(cur) > 0 {
			groups = append(groups, cur)
			cur = []effectFn{}
		}
		if d := b.deferral(e.Phrase); d != nil {
			f, t := b.effects(effs[i+1:], hook)
			rest := f
			if t != nil {
				rest = func(ctx *rules.Context) bool { return f(ctx) && t(ctx) }
			}
			df := d(rest)
			if c := b.lineCond(e.If); c != nil {
				df = (&branches{conds: []condFn{c}, fs: []effectFn{df}}).run
			}
			cur = append(cur, df)
			hook = nil
			break
		}
		if e.Remember != nil {
			cur = append(cur, b.rememberEffect(e.Remember))
			continue
		}
		f := b.effect(e.Phrase)
		if e.If != nil {
			br = &branches{}
			br.add(b.lineCond(e.If), f)
			cur = append(cur, br.run)
			continue
		}
		if f != nil {
			cur = append(cur, f)
		}
	}
	if hook != nil {
		cur = append(cur, hook)
	}
	groups = append(groups, cur)
	first = seq(groups[0])
	if len(groups) > 1 {
		then = chain(groups[1:])
	}
	return first, then
}

// deferral returns, for a phrase whose word defers the effects after it,
// the function that builds the deferring effect from them (nil otherwise).
func (b *builder) deferral(p *check.Phrase) func(rest func(ctx *rules.Context) bool) effectFn {
	if p == nil || p.Entry == nil {
		return nil
	}
	e := b.r.lookup(vocab.KindEffect, p.Entry.Name)
	if e == nil || e.defers == nil {
		return nil
	}
	return e.defers(b, b.args(p))
}
