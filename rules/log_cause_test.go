package rules

import (
	"strings"
	"testing"
)

// TestLogNamesCauses: a line of the log names what brought it about — the
// claim being applied (with its amount and whose challenge), the card
// whose ability's effect or cost it is, the keyword of a card — and a line
// of the game's own steps names none (issue 37).
func TestLogNamesCauses(t *testing.T) {
	for _, tc := range []struct {
		name string
		run  func(t *testing.T, g *Game)
		line string // the whole line, as the omniscient English log reads
	}{
		{"military claim kills", func(t *testing.T, g *Game) {
			g.ApplyClaim(g.Player(1), g.Player(0), Military, 1)
		}, "Footman is killed (claim 1 of p2's military challenge)"},
		{"intrigue claim discards", func(t *testing.T, g *Game) {
			g.ApplyClaim(g.Player(1), g.Player(0), Intrigue, 1)
		}, "Spy is discarded from hand (claim 1 of p2's intrigue challenge)"},
		{"power claim moves power", func(t *testing.T, g *Game) {
			g.FactionCard(g.Player(0)).addTokens(TokenPower, 2)
			g.ApplyClaim(g.Player(1), g.Player(0), Power, 2)
		}, "2 power moves from p1's faction to p2's faction (claim 2 of p2's power challenge)"},
		{"a card's effect kills", func(t *testing.T, g *Game) {
			g.Kill(blockCtx(t, g), false, one(t, g, 0, "Footman"))
		}, "Footman is killed (effect of Headsman's Block)"},
		{"a card's cost kneels itself", func(t *testing.T, g *Game) {
			ctx := blockCtx(t, g)
			ctx.paying = true
			g.Kneel(ctx, ctx.Source)
		}, "Headsman's Block kneels (cost)"},
		{"a card's cost kneels another", func(t *testing.T, g *Game) {
			ctx := blockCtx(t, g)
			ctx.paying = true
			g.Kneel(ctx, one(t, g, 1, "Raider"))
		}, "Raider kneels (cost of Headsman's Block)"},
		{"a card's cost pays gold", func(t *testing.T, g *Game) {
			ctx := blockCtx(t, g)
			ctx.paying = true
			g.ReturnGold(ctx, g.Player(1), 2)
		}, "p2 pays 2 gold (cost of Headsman's Block)"},
		{"a keyword", func(t *testing.T, g *Game) {
			raider := one(t, g, 1, "Raider")
			g.GainPower(&Context{G: g, Source: raider, Player: g.Player(1), Keyword: &raider.Def.Keywords[0]}, raider, 1)
		}, "Raider gains 1 power (pillage: Raider)"},
		{"the game's own step", func(t *testing.T, g *Game) {
			g.Kneel(nil, one(t, g, 1, "Raider"))
		}, "Raider kneels"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := marshalScenario(t, join(cards("play", "C1"), cards("hand", "C2")), cards("play", "K1", "C6"), 0, 3, killBlock)
			exec(t, g, func(g *Game) { tc.run(t, g) })
			lines := g.RenderLog(-1, EnglishCatalog())
			if len(lines) == 0 || lines[len(lines)-1] != tc.line {
				t.Fatalf("last line of the log is %q, want %q", lines[len(lines)-1:], tc.line)
			}
		})
	}
}

// TestLogCauseNotHashed: a cause is rendered, not part of the log's key
// hash, so a game saved before causes were logged still verifies.
func TestLogCauseNotHashed(t *testing.T) {
	g := marshalScenario(t, cards("play", "C1"), cards("play", "K1"), 0, 0, killBlock)
	exec(t, g, func(g *Game) { g.Kill(blockCtx(t, g), false, one(t, g, 0, "Footman")) })
	h := g.LogKeyHash()
	g.log[len(g.log)-1].Cause = Cause{}
	if g.LogKeyHash() != h {
		t.Fatal("the cause changes LogKeyHash")
	}
	if !strings.HasSuffix(logText(g, -1), "Footman is killed") {
		t.Fatalf("log: %s", logText(g, -1))
	}
}

// blockCtx is the context of p2's Headsman's Block's ability.
func blockCtx(t *testing.T, g *Game) *Context {
	block := one(t, g, 1, "Headsman's Block")
	return &Context{G: g, Source: block, Ability: killBlock.Abilities[0], Player: g.Player(1)}
}
