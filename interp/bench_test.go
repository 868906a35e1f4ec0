package interp

import (
	"testing"

	"github.com/thronescript/thronescript/dsl/syntax"
	"github.com/thronescript/thronescript/rules"
)

// BenchmarkHookCall measures one call of a small pure Lua hook from a game
// (the bridge: pooled runner, host adapter, context).
func BenchmarkHookCall(b *testing.B) {
	src := []byte("card 99998 \"Hook Bench\" {\n  character\n  faction neutral\n  cost 1\n  strength 3\n  icons military\n" +
		"  lua `function strong(ctx) return ctx.game:strength(ctx.self) > 2 end`\n" +
		"  action a {\n    if lua strong\n    do draw 1\n  }\n}\n")
	lib, ds := LoadSources(NewRegistry(), []syntax.Source{{Name: "bench.card", Src: src}}, nil, 1)
	if ds.HasErrors() {
		b.Fatal(ds.Error())
	}
	g, err := rules.NewScenario(lib, rules.Scenario{Players: []rules.ScenarioPlayer{
		{Cards: []rules.ScenarioCard{{Code: "99998", Area: "play"}}}, {}}})
	if err != nil {
		b.Fatal(err)
	}
	var card *rules.Card
	for _, c := range g.Cards {
		if c.Def.Code == "99998" {
			card = c
		}
	}
	ab := lib.Defs["99998"].Abilities[0]
	ctx := &rules.Context{G: g, Source: card, Ability: ab, Player: g.Player(0)}
	if !ab.Condition(ctx) {
		b.Fatal("hook returned false")
	}
	b.ReportAllocs()
	for b.Loop() {
		ab.Condition(ctx)
	}
}
