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
	ab, ctx := abilityInPlay(b, "99998", src)
	b.ReportAllocs()
	calls := 0
	for b.Loop() {
		// a game's hooks may run a bounded number of steps: a fresh game
		// before that budget is spent
		if calls++; calls%benchGameCalls == 0 {
			b.StopTimer()
			ab, ctx = abilityInPlay(b, "99998", src)
			b.StartTimer()
		}
		if !ab.Condition(ctx) {
			b.Fatal("hook returned false")
		}
	}
}

// BenchmarkLuaEffectCall measures one hook that requests one effect
// (game:add_tokens, checked and compiled from the registry per call).
func BenchmarkLuaEffectCall(b *testing.B) {
	src := "card 99997 \"Effect Bench\" {\n  character\n  faction neutral\n  cost 1\n  strength 3\n  icons military\n" +
		"  lua `function grow(ctx) return ctx.game:add_tokens(ctx.self, \"bench\", 1) end`\n" +
		"  action a {\n    lua grow\n  }\n}\n"
	ab, ctx := abilityInPlay(b, "99997", src)
	b.ReportAllocs()
	calls := 0
	for b.Loop() {
		// a game's hooks may ask for a bounded number of effects: a
		// fresh game before that budget is spent
		if calls++; calls%benchGameCalls == 0 {
			b.StopTimer()
			ab, ctx = abilityInPlay(b, "99997", src)
			b.StartTimer()
		}
		if !ab.Effect(ctx) {
			b.Fatal("the effect did not resolve")
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
