package interp

import (
	"fmt"
	"slices"
	"sync"
	"sync/atomic"

	"github.com/thronescript/thronescript/dsl/diag"
	"github.com/thronescript/thronescript/lua"
	"github.com/thronescript/thronescript/rules"
)

// luaBinding ties a card's compiled Lua program to the runners that call it.
type luaBinding struct {
	prog    *lua.Program
	code    string
	runners *sync.Pool    // of *lua.Runner, shared by a Library
	steps   *atomic.Int64 // the Library's count of steps hooks used
}

// luaEffect compiles `do lua HOOK` (and an ability's `lua HOOK`): the hook
// resolves through the engine; a failure is logged and the game goes on.
func (b *builder) luaEffect(hook string, r diag.Range) effectFn {
	return b.luaHook(hook, r, lua.Resolve)
}

// luaCond compiles `if lua HOOK`: a pure predicate.
func (b *builder) luaCond(hook string, r diag.Range) condFn {
	return condFn(b.luaHook(hook, r, lua.Condition))
}

// luaHook compiles a call of the hook as a hook of kind k: it reports
// whether the call succeeded (false when the hook is not there).
func (b *builder) luaHook(hook string, r diag.Range, k lua.Kind) effectFn {
	if !b.checkHook(hook, r) {
		return func(*rules.Context) bool { return false }
	}
	lb, reg := b.lua, b.r
	return func(ctx *rules.Context) bool {
		res, ok := lb.call(ctx, reg, hook, k)
		return ok && res.OK
	}
}

// luaFilter compiles the filter `lua HOOK`: the cards a pure targets hook
// lists (asked once per card looked at).
func (b *builder) luaFilter(hook string, r diag.Range) filterFn {
	if !b.checkHook(hook, r) {
		return func(*rules.Context, *rules.Card) bool { return false }
	}
	lb, reg := b.lua, b.r
	return func(ctx *rules.Context, c *rules.Card) bool {
		res, ok := lb.call(ctx, reg, hook, lua.Targets)
		if !ok {
			return false
		}
		return slices.Contains(res.Cards, luaCard(c))
	}
}

// luaValue compiles the value `lua HOOK`: a pure value hook (0 when it fails).
func (b *builder) luaValue(hook string, r diag.Range) valueFn {
	if !b.checkHook(hook, r) {
		return func(*rules.Context) int { return 0 }
	}
	lb, reg := b.lua, b.r
	return func(ctx *rules.Context) int {
		res, ok := lb.call(ctx, reg, hook, lua.Value)
		if !ok {
			return 0
		}
		return res.Value
	}
}

// luaCost compiles the cost `lua HOOK`: a cost payment hook, with the pure
// cost check HOOK_can when the file defines it (otherwise it can always be
// paid).
func (b *builder) luaCost(hook string, r diag.Range) rules.Cost {
	cost := rules.Cost{Kind: "lua"}
	if !b.checkHook(hook, r) {
		cost.CanPay = func(*rules.Context) bool { return false }
		return cost
	}
	lb, reg := b.lua, b.r
	cost.CanPay = func(*rules.Context) bool { return true }
	if lb.prog.Has(hook + "_can") {
		cost.CanPay = func(ctx *rules.Context) bool {
			res, ok := lb.call(ctx, reg, hook+"_can", lua.CanPay)
			return ok && res.OK
		}
	}
	cost.Pay = func(ctx *rules.Context) bool {
		res, ok := lb.call(ctx, reg, hook, lua.Pay)
		return ok && res.OK
	}
	return cost
}

// luaOptionalCond is the `HOOK_can` predicate of an ability with a `lua
// HOOK` statement, when the program defines it.
func (b *builder) luaOptionalCond(hook string) condFn {
	if b.lua == nil || !b.lua.prog.Has(hook) {
		return nil
	}
	return b.luaCond(hook, diag.Range{})
}

func (b *builder) checkHook(hook string, r diag.Range) bool {
	if b.lua == nil {
		b.errorf(CodeNoHooks, r, "%s has no Lua hooks, but uses hook %q", b.where, hook).
			WithHint("add `lua \"file.lua\"` or an inline lua `…` block to the card")
		return false
	}
	if !b.lua.prog.Has(hook) {
		d := b.errorf(CodeHookUndefined, r, "Lua hook %q is not defined", hook)
		if sug := diag.Suggest(hook, b.lua.prog.Functions()); sug != "" {
			d.WithHint("did you mean `%s`?", sug)
		} else {
			d.WithHint("define `function %s(ctx) … end` in %s", hook, b.lua.prog.Source().File)
		}
		return false
	}
	return true
}

// call runs one hook on a pooled runner; the effects it requests are
// reg's. A failed call is logged (the ability fails to resolve) and
// reported as ok=false, and so is a call of a hook disabled for the rest
// of the game (it does not run).
func (lb *luaBinding) call(ctx *rules.Context, reg *Registry, hook string, kind lua.Kind) (lua.Result, bool) {
	budget, key := hookBudgetOf(ctx.G), hookKey{lb, hook}
	if budget.off(key) {
		return lua.Result{}, false
	}
	res, err := lb.run(ctx, reg, hook, kind, budget)
	steps := res.Steps
	le, _ := err.(*lua.Error)
	if le != nil {
		steps = le.Steps
	}
	if budget.use(lb, steps) {
		// the card's budget for the game is spent: one entry says so,
		// instead of the failure of the call it stopped
		d := lb.disabledDiag(ctx, hook, "the Lua hooks of card %s ran out of their step budget for the game (%d steps) in hook %s: they are disabled for the rest of the game", LuaStepsPerGame)
		budget.disable(hookKey{lb, ""}, d)
		ctx.G.LogfWord(ctx.Player, "the Lua hooks of {card2} are disabled for the rest of the game: they ran out of their step budget for the game in hook {s2}", nil, ctx.Source, 0, lb.hookAt(hook, d))
		return res, err == nil
	}
	if err != nil {
		id := ""
		if ctx.Ability != nil {
			id = ctx.Ability.ID
		}
		msg := "ability " + sanitizeLog(id) + " of {card2} failed: " + sanitizeLog(err.Error())
		if le != nil {
			d := le.Diag
			msg = sanitizeLog(d.Summary) + " (" + sanitizeLog(d.Subject.Start.String()) + ", " + d.Code + ")"
		}
		// the card is the entry's second card: the line reports a failure,
		// not something the card did (statistics count entries whose
		// first card acted as ability uses); running out of steps is said
		// in the catalog's words
		if le != nil && le.Diag.Code == lua.CodeBudget {
			ctx.G.LogfWord(ctx.Player, "Lua hook {s2} of {card2} ran out of its budget of {n} steps: the ability fails", nil, ctx.Source, le.Steps, lb.hookAt(hook, le.Diag))
		} else {
			ctx.G.Logf(ctx.Player, msg, nil, ctx.Source, 0)
		}
		if le != nil && le.Diag.Code == lua.CodeBudget && budget.strike(key) {
			d := lb.disabledDiag(ctx, hook, "Lua hook %[3]s of card %[1]s ran out of steps %[2]d times: it is disabled for the rest of the game", budgetStrikes)
			budget.disable(key, d)
			ctx.G.LogfWord(ctx.Player, "Lua hook {s2} of {card2} ran out of steps {n} times: it is disabled for the rest of the game", nil, ctx.Source, budgetStrikes, lb.hookAt(hook, d))
		}
		return res, false
	}
	return res, true
}

// run calls the hook on a pooled runner, within what the card's budget
// for the game has left.
func (lb *luaBinding) run(ctx *rules.Context, reg *Registry, hook string, kind lua.Kind, budget *hookBudget) (lua.Result, error) {
	r := lb.runners.Get().(*lua.Runner)
	defer lb.runners.Put(r)
	c := lua.Call{Program: lb.prog, Hook: hook, Kind: kind, Code: lb.code, X: ctx.X, StepsLeft: budget.stepsLeft(lb)}
	if ctx.Ability != nil {
		c.Ability = ctx.Ability.ID
	}
	if ctx.Source != nil {
		c.Card = luaCard(ctx.Source)
	}
	if ctx.Player != nil {
		c.You = lua.PlayerID(ctx.Player.Index + 1)
	}
	if ctx.Ability != nil && len(ctx.Ability.Targets) > 0 {
		// ctx.target / ctx.targets are the first target's cards; ctx.chosen
		// has every target by name
		c.Chosen = map[string][]lua.CardID{}
		for i, t := range ctx.Ability.Targets {
			if t.Players != nil {
				// a player target ("choose a player"): ctx.players
				if c.Players == nil {
					c.Players = map[string][]lua.PlayerID{}
				}
				var ps []lua.PlayerID
				for _, p := range ctx.TargetPlayers(t.Name) {
					ps = append(ps, lua.PlayerID(p.Index+1))
				}
				c.Players[t.Name] = ps
				continue
			}
			var ids []lua.CardID
			for _, tc := range ctx.Targets(t.Name) {
				ids = append(ids, luaCard(tc))
			}
			c.Chosen[t.Name] = ids
			if i == 0 {
				c.Targets = ids
			}
		}
	}
	budget.begin()
	defer budget.end()
	res, err := r.Call(&luaHost{g: ctx.G, ctx: ctx, reg: reg, lb: lb}, c)
	if lb.steps != nil {
		steps := res.Steps
		if le, ok := err.(*lua.Error); ok {
			steps = le.Steps
		}
		lb.steps.Add(int64(steps))
	}
	return res, err
}

// disabledDiag is the diagnostic that disables hooks of the card for the
// rest of a game, at the place the hook is defined: format names the card
// (code and title, %[1]s), n (%[2]d) and the hook (%[3]s).
func (lb *luaBinding) disabledDiag(ctx *rules.Context, hook, format string, n int) *diag.Diagnostic {
	card := lb.code
	if ctx.Source != nil && ctx.Source.Def != nil && ctx.Source.Def.Title != "" {
		card += " " + ctx.Source.Def.Title
	}
	pos := lb.prog.HookPos(hook)
	return diag.Errorf(lua.CodeBudget, diag.Range{Start: pos, End: pos}, format, card, n, hook).
		WithHint("look for a loop that runs too long, or do less work per call: the budgets are in lua/API.md (Limits)")
}

// hookAt names a hook in a log line ({s2} of a catalog text): its name,
// then where the diagnostic places it and its code ("h (flood.card:8:1,
// E0604)").
func (lb *luaBinding) hookAt(hook string, d *diag.Diagnostic) string {
	return fmt.Sprintf("%s (%s, %s)", sanitizeLog(hook), sanitizeLog(d.Subject.Start.String()), d.Code)
}

// sanitizeLog keeps a message from being read as log placeholders.
func sanitizeLog(s string) string {
	out := make([]rune, 0, len(s))
	for _, r := range s {
		switch r {
		case '{':
			out = append(out, '(')
		case '}':
			out = append(out, ')')
		default:
			out = append(out, r)
		}
	}
	return string(out)
}

func luaCard(c *rules.Card) lua.CardID {
	if c == nil {
		return 0
	}
	return lua.CardID(c.ID + 1)
}

// luaHost is the game as Lua hooks see it (lua.Host over the engine); the
// effects hooks request are the registry's (luaeffects.go).
type luaHost struct {
	g   *rules.Game
	ctx *rules.Context
	reg *Registry
	lb  *luaBinding // the hooks' card, for effects that run its hooks
}

func (h *luaHost) card(id lua.CardID) *rules.Card {
	i := int(id) - 1
	if i < 0 || i >= len(h.g.Cards) {
		return nil
	}
	return h.g.Cards[i]
}

func (h *luaHost) player(id lua.PlayerID) *rules.Player {
	i := int(id) - 1
	if i < 0 || i >= len(h.g.Players) {
		return nil
	}
	return h.g.Players[i]
}

func (h *luaHost) Card(id lua.CardID) (lua.CardInfo, bool) {
	c := h.card(id)
	if c == nil {
		return lua.CardInfo{}, false
	}
	info := lua.CardInfo{
		Code: c.Def.Code, Title: h.g.Title(c), Type: h.g.Type(c).String(), Faction: c.Def.Faction,
		Area: h.g.Area(c.Area).Name, Controller: lua.PlayerID(c.Controller + 1), Owner: lua.PlayerID(c.Owner + 1),
		Kneeling: c.Kneeling, Faceup: c.Faceup, Unique: c.Def.Unique, Loyal: c.Def.Loyal,
	}
	if c.Parent != rules.NoCard {
		info.Parent = lua.CardID(c.Parent + 1)
	}
	return info, true
}

func (h *luaHost) Strength(id lua.CardID) int {
	if c := h.card(id); c != nil {
		return h.g.Strength(c)
	}
	return 0
}

func (h *luaHost) Cost(id lua.CardID) int {
	if c := h.card(id); c != nil {
		return h.g.PrintedCost(c)
	}
	return 0
}

func (h *luaHost) Traits(id lua.CardID) []string {
	c := h.card(id)
	if c == nil {
		return nil
	}
	var out []string
	h.g.EachTrait(c, func(t string) bool { out = append(out, t); return true })
	return out
}

func (h *luaHost) Keywords(id lua.CardID) []lua.Keyword {
	c := h.card(id)
	if c == nil {
		return nil
	}
	var out []lua.Keyword
	h.g.Keywords(c, func(k *rules.KeywordInstance) bool {
		out = append(out, lua.Keyword{Name: k.Name, Values: k.Values})
		return true
	})
	return out
}

func (h *luaHost) Icons(id lua.CardID) []string {
	c := h.card(id)
	if c == nil {
		return nil
	}
	var out []string
	for _, t := range []rules.Challenge{rules.Military, rules.Intrigue, rules.Power} {
		if h.g.HasIcon(c, t) {
			out = append(out, t.String())
		}
	}
	return out
}

func (h *luaHost) Tokens(id lua.CardID, kind string) int {
	if c := h.card(id); c != nil {
		return c.Count(kind)
	}
	return 0
}

func (h *luaHost) Attachments(id lua.CardID) []lua.CardID {
	c := h.card(id)
	if c == nil {
		return nil
	}
	out := make([]lua.CardID, len(c.Attachments))
	for i, a := range c.Attachments {
		out[i] = lua.CardID(a + 1)
	}
	return out
}

func (h *luaHost) Cards(area string, player lua.PlayerID) []lua.CardID {
	var out []lua.CardID
	for ai, a := range h.g.Areas() {
		if area != "" && a.Name != area {
			continue
		}
		for _, p := range h.g.Players {
			if player != 0 && lua.PlayerID(p.Index+1) != player {
				continue
			}
			for _, id := range p.Zone(rules.AreaID(ai)) {
				out = append(out, lua.CardID(id+1))
			}
		}
	}
	return out
}

func (h *luaHost) Players() []lua.PlayerID {
	out := make([]lua.PlayerID, len(h.g.Players))
	for i := range h.g.Players {
		out[i] = lua.PlayerID(i + 1)
	}
	return out
}

func (h *luaHost) Player(id lua.PlayerID) (lua.PlayerInfo, bool) {
	p := h.player(id)
	if p == nil {
		return lua.PlayerInfo{}, false
	}
	return lua.PlayerInfo{
		Name: p.Name, Gold: p.Gold, Power: h.g.Power(p), HandSize: len(p.Zone(rules.AreaHand)),
		DeckSize: len(p.Zone(rules.AreaDeck)), Reserve: h.g.Reserve(p), Initiative: h.g.Initiative(p), Claim: h.g.Claim(p),
	}, true
}

func (h *luaHost) Turn() lua.TurnInfo {
	return lua.TurnInfo{Round: h.g.Round, Phase: h.g.Phase.String(), Step: h.g.Step,
		FirstPlayer: lua.PlayerID(h.g.First + 1), ActivePlayer: lua.PlayerID(h.g.Active + 1)}
}

func (h *luaHost) Challenge() (lua.ChallengeInfo, bool) {
	ch := h.g.Challenge()
	if ch == nil {
		return lua.ChallengeInfo{}, false
	}
	info := lua.ChallengeInfo{Type: ch.Type.String(), Attacker: pid(ch.Attacker), Defender: pid(ch.Defender), Winner: pid(ch.Winner), Loser: pid(ch.Loser)}
	for _, c := range ch.Attackers {
		info.Attackers = append(info.Attackers, luaCard(c))
	}
	for _, c := range ch.Defenders {
		info.Defenders = append(info.Defenders, luaCard(c))
	}
	return info, true
}

func pid(p *rules.Player) lua.PlayerID {
	if p == nil {
		return 0
	}
	return lua.PlayerID(p.Index + 1)
}

func (h *luaHost) Event() (lua.EventInfo, bool) {
	ev := h.ctx.Event
	if ev == nil {
		return lua.EventInfo{}, false
	}
	info := lua.EventInfo{Name: ev.Name, Card: luaCard(ev.Card), Player: pid(ev.Player), Target: luaCard(ev.Target), Via: ev.Via, Amount: ev.Amount, Together: ev.Together}
	if ev.Source != nil && ev.Source.Ability != nil {
		info.AbilityText = ev.Source.Ability.Printed
	}
	if int(ev.From) < len(h.g.Areas()) {
		info.From = h.g.Area(ev.From).Name
	}
	if int(ev.To) < len(h.g.Areas()) {
		info.To = h.g.Area(ev.To).Name
	}
	return info, true
}

func (h *luaHost) Random(n int) int {
	if n < 1 {
		return 1
	}
	return h.g.Rand().IntN(n) + 1
}

// askingWith runs ask with the hook's prompt text as the question's (the
// player reads the hook's own words, not the prompt's id).
func (h *luaHost) askingWith(prompt string, ask func() []*rules.Card) []*rules.Card {
	if h.ctx == nil || prompt == "" {
		return ask()
	}
	old := h.ctx.Prompt
	h.ctx.Prompt = prompt
	defer func() { h.ctx.Prompt = old }()
	return ask()
}

// ChooseText asks the player to choose one of the labels (lua's
// game:choose_text); the choice is logged as a choose-one's is.
func (h *luaHost) ChooseText(player lua.PlayerID, prompt string, labels []string) (int, bool) {
	p := h.player(player)
	if p == nil || len(labels) == 0 {
		return 0, false
	}
	var k int
	h.askingWith(prompt, func() []*rules.Card { k = h.g.ChooseText(p, "lua-choose-text", labels, h.ctx); return nil })
	if h.ctx != nil {
		h.g.LogChoice(p, h.ctx.Source, labels[k])
	}
	return k, true
}

func (h *luaHost) Choose(player lua.PlayerID, prompt string, options []lua.CardID) (lua.CardID, bool) {
	p := h.player(player)
	if p == nil || len(options) == 0 {
		return 0, false
	}
	var cs []*rules.Card
	for _, o := range options {
		if c := h.card(o); c != nil {
			cs = append(cs, c)
		}
	}
	got := h.askingWith(prompt, func() []*rules.Card { return h.g.ChooseCards(p, "lua-choose", cs, 0, 1, h.ctx) })
	if len(got) == 0 {
		return 0, false
	}
	return luaCard(got[0]), true
}
