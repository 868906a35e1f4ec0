package interp_test

import (
	"testing"

	"github.com/thronescript/thronescript/dsl/syntax"
	"github.com/thronescript/thronescript/interp"
	"github.com/thronescript/thronescript/rules"
)

// BenchmarkHookCall measures one call of a small pure Lua hook from a game
// (the bridge: pooled runner, host adapter, context).
func BenchmarkHookCall(b *testing.B) {
	src := "card 99998 \"Hook Bench\" {\n  character\n  faction neutral\n  cost 1\n  strength 3\n  icons military\n" +
		"  lua `function strong(ctx) return ctx.game:strength(ctx.self) > 2 end`\n" +
		"  action a {\n    if lua strong\n    do draw 1\n  }\n}\n"
	benchAbility(b, "99998", src, "hook returned false", func(ab *rules.Ability, ctx *rules.Context) bool { return ab.Condition(ctx) })
}

// BenchmarkLuaEffectCall measures one hook that requests one effect
// (game:add_tokens, checked and compiled from the registry per call).
func BenchmarkLuaEffectCall(b *testing.B) {
	src := "card 99997 \"Effect Bench\" {\n  character\n  faction neutral\n  cost 1\n  strength 3\n  icons military\n" +
		"  lua `function grow(ctx) return ctx.game:add_tokens(ctx.self, \"bench\", 1) end`\n" +
		"  action a {\n    lua grow\n  }\n}\n"
	benchAbility(b, "99997", src, "the effect did not resolve", func(ab *rules.Ability, ctx *rules.Context) bool { return ab.Effect(ctx) })
}

// benchAbility measures call on the ability of card code (in src) in
// play: a game's hooks may run a bounded number of steps and ask for a
// bounded number of effects, so every benchGameCalls calls it starts a
// fresh game (off the clock). A call that returns false fails with why.
func benchAbility(b *testing.B, code, src, why string, call func(*rules.Ability, *rules.Context) bool) {
	ab, ctx := abilityInPlay(b, code, src)
	b.ReportAllocs()
	calls := 0
	for b.Loop() {
		if calls++; calls%benchGameCalls == 0 {
			b.StopTimer()
			ab, ctx = abilityInPlay(b, code, src)
			b.StartTimer()
		}
		if !call(ab, ctx) {
			b.Fatal(why)
		}
	}
}

// benchGameCalls is how many hook calls a benchmark makes on one game,
// well under a game's budgets of hook effects and steps.
const benchGameCalls = 5000

// abilityInPlay loads the card code of src, puts it in play for the first
// player of a scenario and returns its first ability with the context it
// runs in.
func abilityInPlay(b *testing.B, code, src string) (*rules.Ability, *rules.Context) {
	b.Helper()
	lib, ds := interp.Build([]syntax.Source{{Name: "bench.card", Src: []byte(src)}}, interp.WithWorkers(1))
	if ds.HasErrors() {
		b.Fatal(ds.Error())
	}
	g, err := rules.NewScenario(lib, rules.Scenario{Players: []rules.ScenarioPlayer{
		{Cards: []rules.ScenarioCard{{Code: code, Area: "play"}}}, {}}})
	if err != nil {
		b.Fatal(err)
	}
	var card *rules.Card
	for _, c := range g.Cards {
		if c.Def.Code == code {
			card = c
		}
	}
	ab := lib.Defs[code].Abilities[0]
	return ab, &rules.Context{G: g, Source: card, Ability: ab, Player: g.Player(0)}
}
