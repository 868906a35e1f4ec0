package interp

import (
	"fmt"
	"io"
	"maps"
	"slices"
	"strconv"
	"strings"

	"github.com/thronescript/thronescript/dsl/check"
	"github.com/thronescript/thronescript/dsl/diag"
	"github.com/thronescript/thronescript/dsl/vocab"
	"github.com/thronescript/thronescript/lua"
	"github.com/thronescript/thronescript/rules"
)

// Lua's effects are the vocabulary's: game:effect(name, {…}) and the
// shorthand methods (game:kill(id), …) name an effect entry of the
// registry, their arguments are checked against the entry's parameters,
// and the entry's own compile function builds what runs, so a hook
// changes the game exactly as a card's `do` phrase does (same engine
// calls, events and log lines).

// luaEffectAliases are the effect names game:effect took before it
// reached the vocabulary, with the effect each now names.
var luaEffectAliases = map[string]string{
	"lose-power":      "discard-power",
	"add-tokens":      "place-tokens",
	"modify-strength": "give",
	"log":             "log-line",
}

// luaLegacyArgs are the argument names game:effect took before it reached
// the vocabulary: one given to an entry without a parameter of that name
// fills the entry's first parameter of one of these kinds.
var luaLegacyArgs = map[string][]vocab.ParamKind{
	"card":     {vocab.ParamCard, vocab.ParamCards},
	"player":   {vocab.ParamPlayer},
	"amount":   {vocab.ParamInt, vocab.ParamSigned},
	"area":     {vocab.ParamArea},
	"duration": {vocab.ParamDuration},
	"text":     {vocab.ParamString},
}

// luaAmountLimit bounds the numbers a hook may pass.
const luaAmountLimit = 1000

// luaCall is a request of a hook turned into a checked phrase.
type luaCall struct {
	phrase  *check.Phrase
	players map[string]playersFn // player ids given, by parameter
	targets []luaTarget          // card ids given, bound as targets of the context
}

// luaTarget binds card ids given for a parameter to the name its selector
// refers to.
type luaTarget struct {
	name  string
	cards []*rules.Card
}

// luaSchema is an effect's pattern as hooks call it, worked out once
// when the registry is built.
type luaSchema struct {
	params []*vocab.Param // in order
	byName map[string]*vocab.Param
	flags  map[string]bool // optional words given as true
}

// luaKindsRead are the kinds of words hooks call by name: effects
// (game:effect), values (game:value) and conditions (game:holds).
var luaKindsRead = []vocab.Kind{vocab.KindEffect, vocab.KindValue, vocab.KindCondition}

// prepareLua works out the schema of every effect, value and condition
// for hooks.
func (r *Registry) prepareLua() {
	for _, k := range luaKindsRead {
		for _, e := range r.entries[k] {
			pat := r.set.Pattern(&e.Entry)
			sch := &luaSchema{params: pat.Params(), byName: map[string]*vocab.Param{}, flags: map[string]bool{}}
			for _, p := range sch.params {
				sch.byName[p.Name] = p
			}
			luaFlags(pat.Items, sch.flags)
			e.lua = sch
		}
	}
}

// Do performs an effect requested by a hook: the registry's entry of that
// name, compiled from the arguments and run in the hook's context.
func (h *luaHost) Do(e lua.Effect) (bool, error) {
	ent, err := h.reg.luaEntry(vocab.KindEffect, e.Name)
	if err != nil {
		return false, err
	}
	var run effectFn
	ctx, err := h.compileCall(ent, e.Args, h.ctx, func(b *builder, a *args) { run = ent.effect(b, a) })
	if err != nil {
		return false, err
	}
	budget := hookBudgetOf(h.g)
	if err := budget.spend(ent.Name, e.Args); err != nil {
		return false, err
	}
	// the events this effect raised, less those hooks it ran counted
	raised, counted := h.g.Raised(), budget.game[spendEvents]
	ok := run(ctx)
	_ = budget.add(spendEvents, int(h.g.Raised()-raised)-(budget.game[spendEvents]-counted))
	return ok, nil
}

// Value reads a value of the vocabulary for a hook (game:value): the
// registry's entry of that name, compiled from the arguments as a card's
// `(count …)` is, read in a copy of the hook's context.
func (h *luaHost) Value(e lua.Effect) (int, error) {
	ent, err := h.reg.luaEntry(vocab.KindValue, e.Name)
	if err != nil {
		return 0, err
	}
	var f valueFn
	rctx := *h.ctx
	ctx, err := h.compileCall(ent, e.Args, &rctx, func(b *builder, a *args) { f = ent.value(b, a) })
	if err != nil || f == nil {
		return 0, err
	}
	return f(ctx), nil
}

// Holds tests a condition of the vocabulary for a hook (game:holds), as
// Value reads a value.
func (h *luaHost) Holds(e lua.Effect) (bool, error) {
	ent, err := h.reg.luaEntry(vocab.KindCondition, e.Name)
	if err != nil {
		return false, err
	}
	var f condFn
	rctx := *h.ctx
	ctx, err := h.compileCall(ent, e.Args, &rctx, func(b *builder, a *args) { f = ent.cond(b, a) })
	if err != nil || f == nil {
		return false, err
	}
	return f(ctx), nil
}

// compileCall checks a hook's arguments against an entry, builds it with
// build (the entry's own compile function) and binds the card ids given
// as targets of ctx, which it returns.
func (h *luaHost) compileCall(ent *entry, in map[string]any, ctx *rules.Context, build func(b *builder, a *args)) (*rules.Context, error) {
	call, err := h.luaCall(ent, in)
	if err != nil {
		return nil, err
	}
	b := &builder{r: h.reg, where: "a Lua hook", lua: h.lb}
	a := b.args(call.phrase)
	a.players = call.players
	build(b, a)
	// precompile (run-time readers of a's parameters) starts a new map
	for name, f := range call.players {
		if a.players == nil {
			a.players = map[string]playersFn{}
		}
		a.players[name] = f
	}
	if len(b.diags) > 0 {
		return nil, fmt.Errorf("%s", b.diags[0].Summary)
	}
	for _, t := range call.targets {
		ctx.SetTarget(t.name, t.cards)
	}
	return ctx, nil
}

// luaEntry finds the word of kind k a hook names (an effect also by its
// name from before the vocabulary: luaEffectAliases).
func (r *Registry) luaEntry(k vocab.Kind, name string) (*entry, error) {
	if to, ok := luaEffectAliases[name]; ok && k == vocab.KindEffect {
		name = to
	}
	ent := r.lookup(k, name)
	if ent == nil || ent.lua == nil || (k == vocab.KindEffect && ent.effect == nil) || (k == vocab.KindValue && ent.value == nil) || (k == vocab.KindCondition && ent.cond == nil) {
		msg := fmt.Sprintf("unknown %s %q", k, name)
		if s := diag.Suggest(name, r.names(k)); s != "" {
			msg += fmt.Sprintf(" (did you mean %q?)", s)
		}
		return nil, fmt.Errorf("%s; lua/API.md lists the %ss", msg, k)
	}
	return ent, nil
}

// luaCall checks a hook's arguments against the entry's pattern: every
// key names a parameter (or an optional word, given as true), every
// required parameter is given, and each value has its parameter's kind.
func (h *luaHost) luaCall(ent *entry, args map[string]any) (*luaCall, error) {
	sch := ent.lua
	call := &luaCall{phrase: &check.Phrase{Entry: &ent.Entry, Args: make(map[string]*check.Arg, len(args))}}
	for _, k := range slices.Sorted(maps.Keys(args)) {
		v := args[k]
		if sch.flags[k] {
			on, ok := v.(bool)
			if !ok {
				return nil, fmt.Errorf("argument %s is an optional word: give true or false, not %s", k, describeLua(v))
			}
			call.phrase.Args[k] = &check.Arg{Kind: "literal", Present: on}
			continue
		}
		p := sch.byName[k]
		if p == nil {
			p = sch.legacyParam(k, args)
		}
		if p == nil {
			return nil, fmt.Errorf("unknown argument %q for %s (it takes %s)%s", k, ent.Name, sch.list(), sch.suggest(k))
		}
		if call.phrase.Args[p.Name] != nil {
			return nil, fmt.Errorf("argument %s given twice (as %s)", p.Name, k)
		}
		arg, err := h.luaArg(call, p, v)
		if err != nil {
			return nil, fmt.Errorf("argument %s: %v", k, err)
		}
		call.phrase.Args[p.Name] = arg
	}
	for _, p := range sch.params {
		if !p.Optional && call.phrase.Args[p.Name] == nil {
			return nil, fmt.Errorf("%s needs argument %s (%s); it takes %s", ent.Name, p.Name, luaKind(p), sch.list())
		}
	}
	luaGroupWords(h.reg.set.Pattern(&ent.Entry).Items, call.phrase.Args)
	if a := call.phrase.Args["template"]; ent.Name == "log-line" && a != nil {
		a.Word = hookLogLine(a.Word, h.ctx == nil || h.ctx.Source == nil)
	}
	return call, nil
}

// hookLogLine is the template of a log line a hook writes: the text made
// safe (lua.SafeText: no control characters, line breaks or bidirectional
// overrides; at most lua.MaxText bytes) after the hook's card in
// brackets, so that the line cannot pass for one of the engine's ("[Hired
// Assassin] p1 wins the game"); "[Lua]" for a hook without a card.
func hookLogLine(text string, noCard bool) string {
	tag := "[{card}] "
	if noCard {
		tag = "[Lua] "
	}
	return tag + lua.SafeText(text, lua.MaxText)
}

// luaFlags collects the words of optional groups that hold no parameter
// (`[cannot-be-saved]`, `[kneeling]`): a hook gives them as true.
func luaFlags(items []vocab.Item, out map[string]bool) {
	for _, it := range items {
		if !it.IsOptional() {
			continue
		}
		if hasParam(it.Optional) {
			luaFlags(it.Optional, out)
			continue
		}
		for _, w := range it.Optional {
			if w.Lit != "" {
				out[w.Lit] = true
			}
		}
	}
}

func hasParam(items []vocab.Item) bool {
	for _, it := range items {
		if it.Param != nil || it.IsOptional() && hasParam(it.Optional) {
			return true
		}
	}
	return false
}

// luaGroupWords records the words of optional groups with parameters as
// the checker does (literalArgs): present when a parameter of the group
// was given.
func luaGroupWords(items []vocab.Item, args map[string]*check.Arg) {
	for _, it := range items {
		if !it.IsOptional() || !hasParam(it.Optional) {
			continue
		}
		given := groupGiven(it.Optional, args)
		for _, w := range it.Optional {
			if w.Lit != "" && args[w.Lit] == nil {
				args[w.Lit] = &check.Arg{Kind: "literal", Present: given}
			}
		}
		luaGroupWords(it.Optional, args)
	}
}

func groupGiven(items []vocab.Item, args map[string]*check.Arg) bool {
	for _, it := range items {
		if it.Param != nil && args[it.Param.Name] != nil || it.IsOptional() && groupGiven(it.Optional, args) {
			return true
		}
	}
	return false
}

// legacyParam is the parameter an older argument name fills
// (luaLegacyArgs), unless that parameter is given by its own name.
func (sch *luaSchema) legacyParam(k string, args map[string]any) *vocab.Param {
	for _, p := range sch.params {
		if slices.Contains(luaLegacyArgs[k], p.Kind) {
			if _, own := args[p.Name]; own {
				return nil
			}
			return p
		}
	}
	return nil
}

// suggest proposes the argument meant by an unknown name.
func (sch *luaSchema) suggest(k string) string {
	var names []string
	for _, p := range sch.params {
		names = append(names, p.Name)
	}
	names = append(names, slices.Sorted(maps.Keys(sch.flags))...)
	if s := diag.Suggest(k, names); s != "" {
		return fmt.Sprintf("; did you mean %q?", s)
	}
	return ""
}

// luaArg checks one value against its parameter and builds the argument.
func (h *luaHost) luaArg(call *luaCall, p *vocab.Param, v any) (*check.Arg, error) {
	arg := &check.Arg{Kind: p.Kind.String(), Present: true}
	switch p.Kind {
	case vocab.ParamInt:
		n, ok := v.(int)
		if !ok || n < 0 || n > luaAmountLimit {
			return nil, fmt.Errorf("want %s, not %s", luaKind(p), describeLua(v))
		}
		arg.Int = &check.IntExpr{N: n}
	case vocab.ParamSigned:
		n, ok := v.(int)
		if !ok || n < -luaAmountLimit || n > luaAmountLimit {
			return nil, fmt.Errorf("want %s, not %s", luaKind(p), describeLua(v))
		}
		arg.Signed = n
	case vocab.ParamCard, vocab.ParamCards:
		sel, err := h.luaCards(call, p, v)
		if err != nil {
			return nil, err
		}
		arg.Sel = sel
	case vocab.ParamPlayer:
		switch x := v.(type) {
		case int:
			pl := h.player(lua.PlayerID(x))
			if pl == nil {
				return nil, fmt.Errorf("no player with id %d", x)
			}
			if call.players == nil {
				call.players = map[string]playersFn{}
			}
			call.players[p.Name] = func(ctx *rules.Context) []*rules.Player { return ctx.G.PlayerList(pl) }
		case string:
			if _, ok := playerWords[x]; !ok {
				return nil, fmt.Errorf("want %s, not %s", luaKind(p), describeLua(v))
			}
			arg.Word = x
		default:
			return nil, fmt.Errorf("want %s, not %s", luaKind(p), describeLua(v))
		}
	case vocab.ParamCond:
		return nil, fmt.Errorf("takes a condition, which a hook cannot pass: test it in Lua before calling")
	default:
		w, ok := v.(string)
		if !ok || w == "" || len(w) > luaAmountLimit {
			return nil, fmt.Errorf("want %s, not %s", luaKind(p), describeLua(v))
		}
		if err := h.checkWord(p, w); err != nil {
			return nil, err
		}
		arg.Word = w
	}
	return arg, nil
}

// checkWord checks a word argument of a closed kind against the words the
// checker accepts there (check.Words), the game's areas and keywords.
func (h *luaHost) checkWord(p *vocab.Param, w string) error {
	ok := true
	switch p.Kind {
	case vocab.ParamWord:
		ok = slices.Contains(p.Words, w)
	case vocab.ParamArea:
		_, ok = h.g.AreaByName(w)
	case vocab.ParamChallenge, vocab.ParamIcon:
		ok = slices.Contains(check.Words("icon"), w)
	case vocab.ParamCardType:
		ok = slices.Contains(check.Words("cardtype"), w)
	case vocab.ParamPhase:
		ok = slices.Contains(check.Words("phase"), w)
	case vocab.ParamDuration:
		_, ok = durations[w]
	case vocab.ParamKeyword:
		ok = h.g.KeywordDef(w) != nil
	case vocab.ParamFaction:
		ok = slices.Contains(check.Words("faction"), w) || slices.ContainsFunc(h.g.Cards, func(c *rules.Card) bool { return c.Def.Faction == w })
	case vocab.ParamName:
		// the sets keywords do not add to are closed: a misspelt
		// restriction would silently do nothing
		switch p.Set {
		case SetPlayerRestriction, SetCardRestriction, SetCardPermission:
			if known := h.reg.set.Declared(p.Set); !slices.Contains(known, w) {
				return fmt.Errorf("want a %s (%s), not %q", strings.ReplaceAll(p.Set, "-", " "), strings.Join(known, ", "), w)
			}
		}
	}
	if !ok {
		return fmt.Errorf("want %s, not %q", luaKind(p), w)
	}
	return nil
}

// luaCards turns card ids (or a reference word) into a selector. Ids are
// bound as a target of the hook's context under a name made of the
// parameter and the ids, so a lasting effect reading them later still
// finds the same cards.
func (h *luaHost) luaCards(call *luaCall, p *vocab.Param, v any) (*check.Selector, error) {
	if w, ok := v.(string); ok {
		if !slices.Contains(check.References(), w) {
			return nil, fmt.Errorf("want %s, not %q", luaKind(p), w)
		}
		return &check.Selector{Ref: w}, nil
	}
	var ids []any
	switch x := v.(type) {
	case int:
		ids = []any{x}
	case []any:
		ids = x
	default:
		return nil, fmt.Errorf("want %s, not %s", luaKind(p), describeLua(v))
	}
	if p.Kind == vocab.ParamCard && len(ids) != 1 {
		return nil, fmt.Errorf("want one card id, not %d", len(ids))
	}
	name := append(make([]byte, 0, 32), "lua:"...)
	name = append(name, p.Name...)
	t := luaTarget{cards: make([]*rules.Card, 0, len(ids))}
	for _, x := range ids {
		id, ok := x.(int)
		c := h.card(lua.CardID(id))
		if !ok || c == nil {
			return nil, fmt.Errorf("no card with id %s", describeLua(x))
		}
		if slices.Contains(t.cards, c) {
			continue // a card is affected once, as in a selector
		}
		t.cards = append(t.cards, c)
		name = strconv.AppendInt(append(name, ':'), int64(id), 10)
	}
	t.name = string(name)
	call.targets = append(call.targets, t)
	return &check.Selector{Ref: t.name, Each: true}, nil
}

// luaKinds says, per parameter kind, what a hook passes: the short name
// the API table shows and the phrase of error messages.
var luaKinds = map[vocab.ParamKind]struct{ short, long string }{
	vocab.ParamInt:       {"number", "a whole number from 0 to 1000"},
	vocab.ParamSigned:    {"±number", "a whole number from -1000 to 1000"},
	vocab.ParamCard:      {"card", "a card id (or self, parent, it, paid)"},
	vocab.ParamCards:     {"cards", "a card id or a list of card ids (or self, parent, it, paid)"},
	vocab.ParamArea:      {"area", "an area name"},
	vocab.ParamChallenge: {"challenge type", `"military", "intrigue" or "power"`},
	vocab.ParamIcon:      {"challenge type", `"military", "intrigue" or "power"`},
	vocab.ParamCardType:  {"card type", "a card type"},
	vocab.ParamPhase:     {"phase", "a phase name"},
	vocab.ParamFaction:   {"faction", "a faction name"},
	vocab.ParamKeyword:   {"keyword", "a keyword the library defines"},
	vocab.ParamCond:      {"condition (not from Lua)", "a condition (not available to hooks)"},
}

// luaKind says what a hook passes for a parameter, for messages.
func luaKind(p *vocab.Param) string {
	switch p.Kind {
	case vocab.ParamPlayer:
		return "a player id or a player word (" + strings.Join(check.PlayerWords(), ", ") + ")"
	case vocab.ParamWord:
		return "one of " + strings.Join(quoteWords(p.Words), ", ")
	case vocab.ParamDuration:
		return "one of " + strings.Join(quoteWords(durationNames()), ", ")
	}
	if k, ok := luaKinds[p.Kind]; ok {
		return k.long
	}
	return "a " + p.Kind.String() + " string"
}

// luaShortKind names a parameter's kind in the API table.
func luaShortKind(p *vocab.Param) string {
	if p.Kind == vocab.ParamWord {
		return strings.Join(quoteWords(p.Words), "/")
	}
	if p.Kind == vocab.ParamName {
		return p.Set // "cost-kind", "card-restriction", …
	}
	if k, ok := luaKinds[p.Kind]; ok {
		return k.short
	}
	return p.Kind.String()
}

// list lists an effect's arguments as a hook writes them.
func (sch *luaSchema) list() string {
	var parts []string
	for _, p := range sch.params {
		s := p.Name
		if p.Optional {
			s += "?"
		}
		parts = append(parts, s)
	}
	for _, f := range slices.Sorted(maps.Keys(sch.flags)) {
		parts = append(parts, f+"=true?")
	}
	if len(parts) == 0 {
		return "no arguments"
	}
	return strings.Join(parts, ", ")
}

func quoteWords(ws []string) []string {
	out := make([]string, len(ws))
	for i, w := range ws {
		out[i] = strconv.Quote(w)
	}
	return out
}

// describeLua shows a value a hook passed, for messages.
func describeLua(v any) string {
	switch x := v.(type) {
	case nil:
		return "nil"
	case string:
		return strconv.Quote(x)
	case int, float64:
		return fmt.Sprint(x)
	case bool:
		return strconv.FormatBool(x)
	case []any:
		return "a list"
	case map[string]any:
		return "a table"
	}
	return fmt.Sprintf("%T", v)
}

// WriteLuaEffects writes the table of the effects hooks reach with
// game:effect, generated from the registry for lua/API.md: each effect's
// arguments by parameter name, with what a hook passes for each.
func (r *Registry) WriteLuaEffects(w io.Writer) error {
	var b strings.Builder
	b.WriteString("| effect | arguments (`?`: may be left out) | what it does |\n|---|---|---|\n")
	for _, e := range r.Entries(vocab.KindEffect) {
		sch := r.lookup(vocab.KindEffect, e.Name).lua
		var args []string
		for _, p := range sch.params {
			s := "`" + p.Name + "`"
			if p.Optional {
				s += "?"
			}
			args = append(args, s+" "+luaShortKind(p))
		}
		for _, f := range slices.Sorted(maps.Keys(sch.flags)) {
			args = append(args, "`"+f+"`? true")
		}
		if len(args) == 0 {
			args = []string{"none"}
		}
		fmt.Fprintf(&b, "| `%s` | %s | %s |\n", e.Name, strings.Join(args, ", "), strings.ReplaceAll(e.Doc, "|", "\\|"))
	}
	_, err := io.WriteString(w, b.String())
	return err
}
