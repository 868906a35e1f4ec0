package interp

import (
	"fmt"

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

// hookBudget is what the hooks of one game have spent (kept with the game,
// rules.Game.HostData): in all, and in each hook call running (calls nest
// through engine effects, innermost last).
type hookBudget struct {
	game     [spendKinds]int
	calls    [][spendKinds]int
	strikes  map[hookKey]int
	disabled map[hookKey]bool
}

// hookKey names one hook of one card's Lua program.
type hookKey struct {
	lb   *luaBinding
	hook string
}

type hookBudgetKey struct{}

func hookBudgetOf(g *rules.Game) *hookBudget {
	return g.HostData(hookBudgetKey{}, func() any {
		return &hookBudget{strikes: map[hookKey]int{}, disabled: map[hookKey]bool{}}
	}).(*hookBudget)
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
// inside) and for the game, and says which budget, if any, is now over.
func (b *hookBudget) add(k spendKind, n int) error {
	b.game[k] += n
	for i := range b.calls {
		b.calls[i][k] += n
	}
	if len(b.calls) > 0 && b.calls[len(b.calls)-1][k] > hookLimits[k].perCall {
		return &budgetError{kind: k, perCall: true}
	}
	if b.game[k] > hookLimits[k].inGame {
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

// strike counts a step-budget failure of a hook and reports whether the
// hook is now disabled for the rest of the game (true once, at the strike
// that disables it).
func (b *hookBudget) strike(k hookKey) bool {
	b.strikes[k]++
	if b.strikes[k] == budgetStrikes {
		b.disabled[k] = true
		return true
	}
	return false
}
