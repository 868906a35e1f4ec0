package rules

import (
	"errors"
	"strings"
	"testing"
)

type sc = ScenarioCard

func cards(area string, codes ...string) []ScenarioCard {
	out := make([]ScenarioCard, len(codes))
	for i, c := range codes {
		out[i] = ScenarioCard{Code: c, Area: area}
	}
	return out
}

func join(parts ...[]ScenarioCard) []ScenarioCard {
	var out []ScenarioCard
	for _, p := range parts {
		out = append(out, p...)
	}
	return out
}

// scenario builds a scenario game; extra definitions are added to the test library.
func scenario(t *testing.T, s Scenario, extra ...*CardDef) *Game {
	t.Helper()
	lib := testLibrary()
	for _, d := range extra {
		lib.Cards[d.Code] = d
	}
	for i := range s.Players {
		if s.Players[i].Name == "" {
			s.Players[i].Name = []string{"p1", "p2"}[i]
		}
	}
	g, err := NewScenario(lib, s)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// play runs the game with a script; the script running out (ErrStop) or the
// game ending are both fine.
func play(t *testing.T, g *Game, lines ...string) *ScriptedDecider {
	t.Helper()
	d := NewScript(lines...)
	_, err := g.Run(d)
	if err != nil && !errors.Is(err, ErrStop) {
		t.Fatalf("run: %v", err)
	}
	if d.Remaining() != 0 {
		t.Fatalf("script not used up: %d steps left", d.Remaining())
	}
	return d
}

// exec runs f inside the engine with a script.
func exec(t *testing.T, g *Game, f func(g *Game), lines ...string) {
	t.Helper()
	d := NewScript(lines...)
	if err := g.Exec(d, f); err != nil && !errors.Is(err, ErrStop) {
		t.Fatalf("exec: %v", err)
	}
	if d.Remaining() != 0 {
		t.Fatalf("script not used up: %d steps left", d.Remaining())
	}
}

// find returns p's cards with the title (all areas, creation order).
func find(g *Game, p int, title string) []*Card {
	var out []*Card
	for _, c := range g.Cards {
		if c.Owner == p && c.Def.Title == title {
			out = append(out, c)
		}
	}
	return out
}

func one(t *testing.T, g *Game, p int, title string) *Card {
	t.Helper()
	cs := find(g, p, title)
	if len(cs) == 0 {
		t.Fatalf("no card %q for p%d", title, p+1)
	}
	return cs[0]
}

func logText(g *Game, reader int) string {
	return strings.Join(g.RenderLog(reader, EnglishCatalog()), "\n")
}

func wantArea(t *testing.T, g *Game, c *Card, area AreaID) {
	t.Helper()
	if c.Area != area {
		t.Fatalf("%s is in %s, want %s", c.Def.Title, g.Area(c.Area).Name, g.Area(area).Name)
	}
}

// killBlock is a location: "Action: Kneel this card to choose a character and kill it."
var killBlock = &CardDef{Code: "K1", Title: "Headsman's Block", Type: TypeLocation, Cost: CostValue{Value: 1}, Abilities: []*Ability{{
	ID: "kill-action", Kind: Action, Costs: []Cost{kneelSelf()},
	Targets: []TargetSpec{{Name: "t", Filter: func(ctx *Context, c *Card) bool { return ctx.G.Type(c) == TypeCharacter }}},
	Effect:  func(ctx *Context) bool { return ctx.G.Kill(ctx, false, ctx.Target("t")) }}}}

// goldPress is a location: "Action: Kneel this card to gain 2 gold."
var goldPress = &CardDef{Code: "K2", Title: "Gold Press", Type: TypeLocation, Cost: CostValue{Value: 1}, Abilities: []*Ability{{
	ID: "press", Kind: Action, Costs: []Cost{kneelSelf()},
	Effect: func(ctx *Context) bool { return ctx.G.GainGold(ctx, ctx.Player, 2) }}}}

// counterSpell is an event: "Interrupt: When an opponent's ability initiates, cancel its effects."
var counterSpell = &CardDef{Code: "K3", Title: "Counter", Type: TypeEvent, Cost: CostValue{Value: 0}, Abilities: []*Ability{{
	ID: "counter", Kind: Interrupt, Cancels: true,
	Trigger: &Trigger{Event: EvEffectInitiated, Match: func(ctx *Context, ev *Event) bool { return ev.Player != ctx.Player }}}}}
