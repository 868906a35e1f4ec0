package interp

import (
	"errors"
	"testing"

	"github.com/thronescript/thronescript/lua"
)

// TestHookBudgetNesting: what a hook call spends counts for it and for
// every call it runs inside (hooks nest through engine effects), events
// past a call's budget refuse its next effect, and the game's budget
// holds across calls.
func TestHookBudgetNesting(t *testing.T) {
	b := &hookBudget{}
	b.begin()
	b.begin()
	if err := b.add(spendEvents, 1500); err != nil {
		t.Fatalf("1500 events in the inner call: %v", err)
	}
	b.end()
	if err := b.add(spendEvents, 600); err == nil {
		t.Fatal("the outer call raised 2100 events with its inner one and was not stopped")
	}
	if err := b.spend("kneel", nil); !errors.Is(err, lua.ErrGameBudget) {
		t.Fatalf("the next effect of the outer call: %v, want a spent budget", err)
	}
	b.end()
	b.game[spendEvents] = hookLimits[spendEvents].inGame
	b.begin()
	if err := b.spend("kneel", nil); err != nil {
		t.Fatalf("an effect at the game's event budget: %v", err)
	}
	if err := b.add(spendEvents, 1); err == nil || err.Error() != "the game's budget for hook effects is spent (200000 events)" {
		t.Fatalf("one event past the game's budget: %v", err)
	}
}
