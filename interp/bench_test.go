package interp

import (
	"testing"

	"github.com/thronescript/thronescript/dsl/syntax"
	"github.com/thronescript/thronescript/rules"
)

// BenchmarkLoadLibrary measures reading, parsing, checking and compiling the
// whole built-in library (331 cards and the keyword prelude).
func BenchmarkLoadLibrary(b *testing.B) {
	r := NewRegistry()
	b.ReportAllocs()
	for b.Loop() {
		lib, ds := Load(r, Options{Builtin: true})
		if ds.HasErrors() || len(lib.Defs) < 331 {
			b.Fatalf("library did not load: %d cards, %d errors", len(lib.Defs), len(ds.Errors()))
		}
	}
}

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

// BenchmarkScenarios measures running every scenario of the built-in
// library and the examples once (ns/op is per scenario).
func BenchmarkScenarios(b *testing.B) {
	lib, ds := Load(NewRegistry(), Options{Builtin: true, Paths: []string{"../examples/keywords"}})
	if ds.HasErrors() {
		b.Fatal(ds.Error())
	}
	scs := lib.Checked.Scenarios
	if len(scs) == 0 {
		b.Fatal("no scenarios")
	}
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		if res := lib.RunScenario(scs[i%len(scs)]); !res.Passed() {
			b.Fatalf("scenario %q failed", res.Name)
		}
		i++
	}
	b.ReportMetric(float64(len(scs)), "scenarios")
}
