package interp

import (
	"fmt"

	"github.com/thronescript/thronescript/lua"
	"github.com/thronescript/thronescript/rules"
)

// Per-game bounds on what Lua hooks may add to a game (the per-call bounds
// are lua.Limits): a hook that floods the log or raises events without end
// fails once the game's share is spent, so the game stays small.
const (
	gameHookEffects  = 20_000    // effects asked by all hooks of a game
	gameHookLogBytes = 256 << 10 // bytes of log-line text from all hooks of a game
	budgetStrikes    = 3         // step-budget failures after which a hook is disabled
)

// hookBudget is what the hooks of one game have spent (kept with the game,
// rules.Game.HostData).
type hookBudget struct {
	effects, logBytes int
	strikes           map[hookKey]int
	disabled          map[hookKey]bool
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

// spend counts an effect a hook asks for; past the game's budget it
// returns an error wrapping lua.ErrGameBudget.
func (b *hookBudget) spend(e lua.Effect) error {
	b.effects++
	if b.effects > gameHookEffects {
		return fmt.Errorf("%w (%d effects)", lua.ErrGameBudget, gameHookEffects)
	}
	if e.Name == "log-line" {
		if s, ok := e.Args["template"].(string); ok {
			b.logBytes += len(s)
		}
		if b.logBytes > gameHookLogBytes {
			return fmt.Errorf("%w (%d bytes of log text)", lua.ErrGameBudget, gameHookLogBytes)
		}
	}
	return nil
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
