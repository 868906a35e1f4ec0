package rules

import (
	"strings"
	"testing"
)

// TestMoveGoldLog: gold moved between players (or onto a card) is logged
// as such, not as gold returned to the treasury.
func TestMoveGoldLog(t *testing.T) {
	g := marshalScenario(t, cards("play", "C1"), nil, 5, 0)
	ctx := &Context{G: g, Player: g.Player(0)}
	if !g.MoveGold(ctx, g.Player(0), g.Player(1), nil, 2) {
		t.Fatal("MoveGold refused")
	}
	foot := one(t, g, 0, "Footman")
	if !g.MoveGold(ctx, g.Player(0), nil, foot, 1) {
		t.Fatal("MoveGold onto a card refused")
	}
	log := logText(g, -1)
	for _, want := range []string{"p1 gives 2 gold to p2", "p1 moves 1 gold onto Footman"} {
		if !strings.Contains(log, want) {
			t.Errorf("log lacks %q:\n%s", want, log)
		}
	}
	if g.Player(0).Gold != 2 || g.Player(1).Gold != 2 || foot.Count(TokenGold) != 1 {
		t.Errorf("gold p1 %d p2 %d on card %d", g.Player(0).Gold, g.Player(1).Gold, foot.Count(TokenGold))
	}
}
