package interp

import (
	"cmp"
	"fmt"
	"maps"
	"slices"
	"strings"

	"github.com/thronescript/thronescript/dsl/diag"
	"github.com/thronescript/thronescript/lua"
	"github.com/thronescript/thronescript/rules"
)

// What Lua hooks may add to a game, per call and per game (the Lua-side
// per-call bounds — steps, strings, effects asked — are lua.Limits): a hook
// that floods the log, piles up tokens or raises events without end fails
// once its call's or its game's share is spent, so the game stays small.
type spendKind int

const (
	spendEffects   spendKind = iota // effects asked (game:log, game:kill, game:effect, …)
	spendLogLines                   // log lines (game:log)
	spendTextBytes                  // bytes of text handed to the game: log text, token kinds, labels
	spendTokens                     // the N of effects: tokens, power and gold placed or moved, cards drawn
	spendEvents                     // events the hook's effects raised (with everything they triggered)
	spendKinds
)

// hookLimits is the table of budgets: what each kind is called in
// messages, and its bound per hook call and per game (all hooks of the
// game together).
var hookLimits = [spendKinds]struct {
	what            string
	perCall, inGame int
}{
	spendEffects:   {"effects", 100, 20_000},
	spendLogLines:  {"log lines", 50, 5_000},
	spendTextBytes: {"bytes of text", 16 << 10, 256 << 10},
	spendTokens:    {"tokens, power, gold and cards", 2_000, 100_000},
	spendEvents:    {"events", 2_000, 200_000},
}

// budgetStrikes is how many step-budget failures disable a hook for the
// rest of the game.
const budgetStrikes = 3

// LuaStepsPerGame is the step budget of one card's Lua hooks in one game
// (all its hooks' calls together, every copy of the card): once they have
// used it, the card's hooks are disabled for the rest of the game. The
// library's cards use far less (see lua/API.md, Limits).
const LuaStepsPerGame = 2_000_000

// hookBudget is what the hooks of one game have spent (kept with the game,
// rules.Game.HostData): in all, in each hook call running (calls nest
// through engine effects, innermost last), and by each card's program;
// and the hooks it disabled.
//
// A copy of the game (rules.Game.Copy: a searching player's playout)
// replays the game's choices, and so its hook calls. It starts with what
// the game has spent and disabled (CopyHost): while it replays, its calls
// count for nothing (the game counted them) and a hook the game disabled
// does not run. What a copy disables in its own play is disabled in the
// game's later copies from their start too, so one playout, not each,
// spends a hook's budget; the game itself goes on by its own budget (it
// replays the same: Save, Resume).
type hookBudget struct {
	g        *rules.Game
	game     [spendKinds]int
	calls    [][spendKinds]int
	cards    map[*luaBinding]*cardUse
	strikes  map[hookKey]int
	disabled map[hookKey]*diag.Diagnostic // hook "": every hook of the card

	source *hookBudget // the budget of the game this one's is a copy of
	// copiesOff is what copies disabled in their own play (kept on a game
	// that is not a copy, for its later copies)
	copiesOff map[hookKey]*diag.Diagnostic
}

// cardUse is what one card's hooks used in the game.
type cardUse struct {
	calls, steps, most int
	disabled           []*diag.Diagnostic
}

// hookKey names one hook of one card's Lua program.
type hookKey struct {
	lb   *luaBinding
	hook string
}

type hookBudgetKey struct{}

func newHookBudget() *hookBudget {
	return &hookBudget{cards: map[*luaBinding]*cardUse{}, strikes: map[hookKey]int{}, disabled: map[hookKey]*diag.Diagnostic{}}
}

func hookBudgetOf(g *rules.Game) *hookBudget {
	b := g.HostData(hookBudgetKey{}, func() any { return newHookBudget() }).(*hookBudget)
	b.g = g
	return b
}

// CopyHost is the budget a copy of the game starts with
// (rules.HostCopier): what this one has spent and disabled, and what this
// game's copies disabled.
func (b *hookBudget) CopyHost() any {
	c := newHookBudget()
	c.source = b
	c.game = b.game
	for lb, u := range b.cards {
		cu := *u
		cu.disabled = slices.Clone(u.disabled)
		c.cards[lb] = &cu
	}
	maps.Copy(c.strikes, b.strikes)
	maps.Copy(c.disabled, b.disabled)
	for k, d := range b.copiesOff {
		if c.disabled[k] == nil {
			c.disabled[k] = d
			c.cardUse(k.lb).disabled = append(c.cardUse(k.lb).disabled, d)
		}
	}
	return c
}

// replaying reports whether the game is a copy replaying what the game
// it copies did: what its calls spend was counted there.
func (b *hookBudget) replaying() bool {
	return b.source != nil && b.g != nil && b.g.Replaying()
}

// off reports whether the hook k is disabled.
func (b *hookBudget) off(k hookKey) bool {
	return b.disabled[hookKey{k.lb, ""}] != nil || b.disabled[k] != nil
}

// use counts a call of the card's hooks that used steps, and reports
// whether it spent what remained of the card's budget for the game.
func (b *hookBudget) use(lb *luaBinding, steps int) (spent bool) {
	if b.replaying() {
		return false
	}
	u := b.cardUse(lb)
	before := u.steps
	u.calls++
	u.steps += steps
	u.most = max(u.most, steps)
	return before < LuaStepsPerGame && u.steps >= LuaStepsPerGame
}

func (b *hookBudget) cardUse(lb *luaBinding) *cardUse {
	u := b.cards[lb]
	if u == nil {
		u = &cardUse{}
		b.cards[lb] = u
	}
	return u
}

// stepsLeft is what the card's budget for the game has left (0: no limit
// but the call's, while a copy replays).
func (b *hookBudget) stepsLeft(lb *luaBinding) int {
	if b.replaying() {
		return 0
	}
	if u := b.cards[lb]; u != nil {
		return LuaStepsPerGame - u.steps
	}
	return LuaStepsPerGame
}

// disable turns the hook k off for the rest of the game and, in a copy,
// for the later copies of the games it copies.
func (b *hookBudget) disable(k hookKey, why *diag.Diagnostic) {
	b.disabled[k] = why
	u := b.cardUse(k.lb)
	u.disabled = append(u.disabled, why)
	for s := b.source; s != nil; s = s.source {
		if s.source != nil {
			if s.disabled[k] == nil {
				s.disabled[k] = why
			}
			continue
		}
		if s.copiesOff == nil {
			s.copiesOff = map[hookKey]*diag.Diagnostic{}
		}
		if s.copiesOff[k] == nil {
			s.copiesOff[k] = why
		}
	}
}

// budgetError is a spent budget; it wraps lua.ErrGameBudget, which makes
// the hook fail with E0613.
type budgetError struct {
	kind    spendKind
	perCall bool
}

func (e *budgetError) Error() string {
	l := hookLimits[e.kind]
	if e.perCall {
		return fmt.Sprintf("the hook's budget for one call is spent (%d %s)", l.perCall, l.what)
	}
	return fmt.Sprintf("%v (%d %s)", lua.ErrGameBudget, l.inGame, l.what)
}

func (e *budgetError) Unwrap() error { return lua.ErrGameBudget }

// begin starts counting a hook call; end stops it.
func (b *hookBudget) begin() { b.calls = append(b.calls, [spendKinds]int{}) }
func (b *hookBudget) end()   { b.calls = b.calls[:len(b.calls)-1] }

// add counts n of a kind for the running call (and every call it runs
// inside) and for the game (not while a copy replays: the game counted
// it), and says which budget, if any, is now over.
func (b *hookBudget) add(k spendKind, n int) error {
	replaying := b.replaying()
	if !replaying {
		b.game[k] += n
	}
	for i := range b.calls {
		b.calls[i][k] += n
	}
	if len(b.calls) > 0 && b.calls[len(b.calls)-1][k] > hookLimits[k].perCall {
		return &budgetError{kind: k, perCall: true}
	}
	if !replaying && b.game[k] > hookLimits[k].inGame {
		return &budgetError{kind: k}
	}
	return nil
}

// spend counts an effect a hook asks for, before it runs: past a budget
// it returns an error wrapping lua.ErrGameBudget and the effect does not
// run. Events are counted after the effect (spendEvents), so a call that
// raised too many is refused its next effect.
func (b *hookBudget) spend(effect string, args map[string]any) error {
	if err := b.add(spendEffects, 1); err != nil {
		return err
	}
	if err := b.add(spendEvents, 0); err != nil {
		return err
	}
	if effect == "log-line" {
		if err := b.add(spendLogLines, 1); err != nil {
			return err
		}
	}
	if err := b.add(spendTextBytes, textBytes(args)); err != nil {
		return err
	}
	return b.add(spendTokens, amount(args))
}

// textBytes counts the bytes of the strings among an effect's arguments.
func textBytes(args map[string]any) int {
	n := 0
	for _, v := range args {
		n += textOf(v)
	}
	return n
}

func textOf(v any) int {
	switch v := v.(type) {
	case string:
		return len(v)
	case []any:
		n := 0
		for _, x := range v {
			n += textOf(x)
		}
		return n
	case map[string]any:
		return textBytes(v)
	}
	return 0
}

// amount is the N an effect is asked for (its "n" parameter, or the
// legacy "amount"), as a count of tokens.
func amount(args map[string]any) int {
	for _, k := range [...]string{"n", "amount"} {
		if v, ok := args[k].(int); ok {
			return max(v, -v)
		}
	}
	return 0
}

// strike counts a step-budget failure of a hook and reports whether it
// is the one that disables the hook for the rest of the game.
func (b *hookBudget) strike(k hookKey) bool {
	if b.replaying() {
		return false
	}
	b.strikes[k]++
	return b.strikes[k] == budgetStrikes
}

// LuaUse is what the Lua hooks of one card did in one game.
type LuaUse struct {
	Code  string // the card's code (a keyword's name for a keyword definition's hooks)
	Calls int    // hook calls (a disabled hook's are not made)
	Steps int    // the steps they used
	Most  int    // the most steps one call used
	// Disabled are the diagnostics that disabled hooks of the card for the
	// rest of the game (E0604), in order.
	Disabled []*diag.Diagnostic
}

// LuaUseOf returns what the Lua hooks of each card did in g, by code.
func LuaUseOf(g *rules.Game) []LuaUse {
	b := hookBudgetOf(g)
	out := make([]LuaUse, 0, len(b.cards))
	for lb, u := range b.cards {
		out = append(out, LuaUse{Code: lb.code, Calls: u.calls, Steps: u.steps, Most: u.most, Disabled: slices.Clone(u.disabled)})
	}
	slices.SortFunc(out, func(a, b LuaUse) int {
		return cmp.Or(strings.Compare(a.Code, b.Code), cmp.Compare(a.Steps, b.Steps), cmp.Compare(a.Calls, b.Calls))
	})
	return out
}

// LuaSteps is how many steps the Lua hooks of the library's cards have
// used, in all the games played with it (their copies too) so far.
func (l *Library) LuaSteps() int64 { return l.luaSteps.Load() }
