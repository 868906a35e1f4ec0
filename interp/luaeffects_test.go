package interp_test

import (
	"fmt"
	"strconv"
	"strings"
	"testing"

	"github.com/thronescript/thronescript/dsl/diag"
	"github.com/thronescript/thronescript/dsl/syntax"
	"github.com/thronescript/thronescript/dsl/vocab"
	"github.com/thronescript/thronescript/interp"
	"github.com/thronescript/thronescript/lua"
	"github.com/thronescript/thronescript/rules"
)

// luaCalls compiles one card whose ability i runs the Lua statements
// stmts[i], resolves each ability in a game of its own (a prompt takes
// its first option) and returns each game's log. An engine panic fails
// the test.
func luaCalls(t *testing.T, stmts []string) [][]string {
	t.Helper()
	var src strings.Builder
	src.WriteString("card 90900 \"Hook Tester\" {\n  character\n  faction neutral\n  cost 1\n  strength 3\n  icons military\n  lua `\n")
	for i, s := range stmts {
		fmt.Fprintf(&src, "function h%d(ctx)\n  %s\n  return true\nend\n", i, s)
	}
	src.WriteString("`\n")
	for i := range stmts {
		fmt.Fprintf(&src, "  action a%d {\n    lua h%d\n  }\n", i, i)
	}
	src.WriteString("}\ncard 90901 \"Bastard in Hiding\" {\n  character\n  faction neutral\n  cost 2\n  strength 2\n  icons military power\n}\n")
	lib, ds := interp.Build([]syntax.Source{{Name: "hooks.card", Src: []byte(src.String())}, prelude(t)}, interp.WithWorkers(1))
	if ds.HasErrors() {
		var b strings.Builder
		_ = diag.WriteText(&b, ds.Errors(), lib.Sources)
		t.Fatalf("the test card does not load:\n%s", b.String())
	}
	first := rules.DeciderFunc(func(*rules.Game, *rules.Prompt) (rules.Choice, error) { return rules.Choice{}, nil })
	logs := make([][]string, len(stmts))
	for i, ab := range lib.Defs["90900"].Abilities {
		g, err := rules.NewScenario(lib, rules.Scenario{From: "marshaling-window", Players: []rules.ScenarioPlayer{
			{Gold: 5, Cards: []rules.ScenarioCard{{Code: "90900", Area: "play"}, {Code: "90901", Area: "play"},
				{Code: "90901", Area: "hand"}, {Code: "90901", Area: "deck"}, {Code: "90901", Area: "deck"}}},
			{Cards: []rules.ScenarioCard{{Code: "90901", Area: "play"}, {Code: "90901", Area: "deck"}}}}})
		if err != nil {
			t.Fatal(err)
		}
		var self *rules.Card
		for _, c := range g.Cards {
			if c.Def.Code == "90900" {
				self = c
			}
		}
		ctx := &rules.Context{G: g, Source: self, Ability: ab, Player: g.Player(0)}
		if err := g.Exec(first, func(*rules.Game) { ab.Effect(ctx) }); err != nil {
			t.Errorf("%s: %v", stmts[i], err)
		}
		logs[i] = g.RenderLog(-1, rules.EnglishCatalog())
	}
	return logs
}

func logHas(log []string, s string) bool {
	for _, l := range log {
		if strings.Contains(l, s) {
			return true
		}
	}
	return false
}

// TestLuaEffectArguments: a hook's arguments are checked against the
// effect's parameters; a wrong one fails the hook with E0612 and says what
// was wrong, and a right one reaches the engine.
func TestLuaEffectArguments(t *testing.T) {
	tests := []struct{ stmt, want string }{
		// effects without a Lua method before, reached by name
		{`ctx.game:effect("gain-faction-power", {n = 3})`, "p1's faction gains 3 power"},
		{`ctx.game:effect("gain-gold", {n = 2, p = "opponent"})`, "p2 gains 2 gold"},
		{`ctx.game:effect("kneel", {target = ctx.game:cards({controller = ctx.game:opponent(ctx.you)})})`, "Bastard in Hiding kneels"},
		{`ctx.game:effect("kill", {target = "self", ["cannot-be-saved"] = true})`, "Hook Tester is killed"},
		{`ctx.game:effect("gain-power", {n = 1, target = {ctx.self, ctx.self}}) ctx.game:log("power " .. ctx.game:power(ctx.self))`, "power 1"},
		{`local t = ctx.game:cards({code = "90901", controller = ctx.you})[1]
  ctx.game:effect("return-to-deck", {target = t, bottom = true})
  local d = ctx.game:cards_in("deck", ctx.you)
  ctx.game:log("at the bottom: " .. tostring(d[1] == t) .. ", on top: " .. tostring(d[#d] == t))`, "at the bottom: true, on top: false"},
		{`local t = ctx.game:cards({code = "90901", controller = ctx.you})[1]
  ctx.game:effect("return-to-deck", {target = t})
  local d = ctx.game:cards_in("deck", ctx.you)
  ctx.game:log("at the bottom: " .. tostring(d[1] == t) .. ", on top: " .. tostring(d[#d] == t))`, "at the bottom: false, on top: true"},
		// values and conditions of the vocabulary, read by name
		{`ctx.game:log("gold " .. ctx.game:value("gold", {p = ctx.you}))`, "gold 5"},
		{`ctx.game:log("bastards " .. ctx.game:value("count", {cards = ctx.game:cards({code = "90901"})}))`, "bastards 2"},
		{`ctx.game:log("str " .. ctx.game:value("printed-strength-of", {card = ctx.self}))`, "str 3"},
		{`ctx.game:log("sum " .. ctx.game:value("max-of", {a = 2, b = 7}))`, "sum 7"},
		{`ctx.game:log("phase " .. ctx.game:phase() .. " " .. tostring(ctx.game:holds("phase-is", {phase = "marshaling"})))`, "phase setup false"},
		{`ctx.game:log("mine " .. tostring(ctx.game:holds("exists", {card = ctx.game:cards({controller = ctx.game:opponent(ctx.you)})})))`, "mine true"},
		{`ctx.game:value("gold-off", {p = ctx.you})`, `game:value("gold-off") refused: unknown value "gold-off"`},
		{`ctx.game:value("count", {n = 1})`, `unknown argument "n" for count (it takes cards)`},
		{`ctx.game:holds("phase-is", {phase = "lunch"})`, `argument phase: want a phase name, not "lunch"`},
		{`ctx.game:holds("kill", {target = ctx.self})`, `unknown condition "kill"`},
		// older argument and effect names still work
		{`ctx.game:effect("reveal", {card = ctx.self})`, "p1 reveals Hook Tester"},
		{`ctx.game:effect("add-tokens", {card = ctx.self, kind = "poison", amount = 2})`, "Hook Tester gets 2 poison tokens"},
		// mistakes
		{`ctx.game:effect("gain-powr", {n = 1})`, `unknown effect "gain-powr" (did you mean "gain-power"?)`},
		{`ctx.game:effect("gain-power", {n = 1})`, "gain-power needs argument target (a card id or a list of card ids"},
		{`ctx.game:effect("gain-power", {n = "two", target = ctx.self})`, `argument n: want a whole number from 0 to 1000, not "two"`},
		{`ctx.game:effect("gain-power", {n = 1.5, target = ctx.self})`, "argument n: want a whole number from 0 to 1000, not 1.5"},
		{`ctx.game:effect("gain-power", {n = 5000, target = ctx.self})`, "not 5000"},
		{`ctx.game:effect("gain-power", {n = 1, target = 999})`, "argument target: no card with id 999"},
		{`ctx.game:effect("gain-power", {n = 1, target = "nobody"})`, `argument target: want a card id or a list of card ids (or self, parent, it, paid), not "nobody"`},
		{`ctx.game:effect("gain-power", {n = 1, on = ctx.self})`, `unknown argument "on" for gain-power (it takes n, target)`},
		{`ctx.game:effect("gain-power", {n = 1, targt = ctx.self})`, `did you mean "target"?`},
		{`ctx.game:effect("gain-gold", {n = 1, p = 7})`, "argument p: no player with id 7"},
		{`ctx.game:effect("gain-gold", {n = 1, p = "everyone"})`, `argument p: want a player id or a player word`},
		{`ctx.game:effect("move", {target = ctx.self, area = "moon"})`, `argument area: want an area name, not "moon"`},
		{`ctx.game:effect("kill", {target = ctx.self, ["cannot-be-saved"] = "yes"})`, "argument cannot-be-saved is an optional word: give true or false"},
		{`ctx.game:effect("give", {target = ctx.self, delta = 1, d = "forever"})`, `argument d: want one of "end-of-challenge", "end-of-phase", "end-of-round", "end-of-game", "next-plot", "next-challenge", not "forever"`},
		{`ctx.game:effect("gain-icon", {target = ctx.self, icon = "gold"})`, `argument icon: want "military", "intrigue" or "power", not "gold"`},
		{`ctx.game:effect("apply-claim", {type = "sideways"})`, `argument type: want one of`},
		{`ctx.game:effect("gain-keyword", {target = ctx.self, kw = "renwn"})`, `argument kw: want a keyword the library defines, not "renwn"`},
		{`ctx.game:effect("gain-keyword", {target = ctx.self, kw = "renown"}) ctx.game:log("renown " .. tostring(ctx.game:has_keyword(ctx.self, "renown")))`, "renown true"},
		{`ctx.game:effect("gain-affiliation", {target = ctx.self, f = "starks"})`, `argument f: want a faction name, not "starks"`},
		{`ctx.game:effect("put-into-play-as", {target = ctx.self, type = "dragon"})`, `argument type: want a card type, not "dragon"`},
		{`ctx.game:effect("additional-phase", {ph = "setup"})`, `argument ph: want a phase name, not "setup"`},
		{`ctx.game:effect("player-cannot", {what = "initiate-intrigues"})`, `argument what: want a player restriction (`},
		{`ctx.game:effect("forbid", {target = ctx.self, what = "initiate-military"})`, `argument what: want a card restriction (`},
		{`ctx.game:effect("player-cannot-unless", {what = "x", c = true})`, "argument c: takes a condition, which a hook cannot pass"},
		{`ctx.game:effect("place-facedown-under", {target = ctx.self, parent = {ctx.self, ctx.self}})`, "argument parent: want one card id, not 2"},
		{`ctx.game:effect("place-facedown-under", {target = ctx.self, parent = {}})`, "argument parent: want a card id (or self, parent, it, paid), not a table"},
		{`ctx.game:effect("lua", {hook = "nowhere"})`, `Lua hook "nowhere" is not defined`},
		{`ctx.game:kill("x")`, "card id expected"},
		{`ctx.game:modify_strength(ctx.self, 1, "forever")`, `game:modify_strength refused: argument d: want one of`},
	}
	stmts := make([]string, len(tests))
	for i, tt := range tests {
		stmts[i] = tt.stmt
	}
	logs := luaCalls(t, stmts)
	for i, tt := range tests {
		if !logHas(logs[i], tt.want) {
			t.Errorf("%s: log has no %q:\n  %s", tt.stmt, tt.want, strings.Join(logs[i], "\n  "))
		}
		if logHas(logs[i], "E0610") {
			t.Errorf("%s: an internal error:\n  %s", tt.stmt, strings.Join(logs[i], "\n  "))
		}
	}
}

// TestLuaReachesEveryEffect: every effect, value and condition of the
// vocabulary can be called from a hook (game:effect, game:value,
// game:holds), with no arguments (refused: a diagnostic, unless it needs
// none) and with an argument of the right kind for each parameter (it
// runs, and a read's result reaches the log); neither ever ends in an
// internal error.
func TestLuaReachesEveryEffect(t *testing.T) {
	r := interp.NewRegistry()
	var stmts []string
	reads := map[string]bool{}
	for _, k := range []struct {
		kind   vocab.Kind
		method string
	}{{vocab.KindEffect, "effect"}, {vocab.KindValue, "value"}, {vocab.KindCondition, "holds"}} {
		for _, e := range r.Entries(k.kind) {
			p, err := vocab.ParsePattern(e.Pattern)
			if err != nil {
				t.Fatal(err)
			}
			var args []string
			for _, q := range p.Params() {
				args = append(args, fmt.Sprintf("[%q] = %s", q.Name, luaValueFor(q)))
			}
			full := fmt.Sprintf("ctx.game:%s(%q, {%s})", k.method, e.Name, strings.Join(args, ", "))
			if k.kind != vocab.KindEffect {
				full = fmt.Sprintf("ctx.game:log(%q .. tostring(%s))", "read "+e.Name+" = ", full)
				reads[full] = true
			}
			stmts = append(stmts, fmt.Sprintf("ctx.game:%s(%q)", k.method, e.Name), full)
		}
	}
	logs := luaCalls(t, stmts)
	for i, s := range stmts {
		if logHas(logs[i], "E0610") || logHas(logs[i], "internal error") {
			t.Errorf("%s: an internal error:\n  %s", s, strings.Join(logs[i], "\n  "))
		}
		if strings.HasSuffix(s, "\")") && logHas(logs[i], "E0612") && !logHas(logs[i], "needs argument") && !logHas(logs[i], "not defined") && !logHas(logs[i], "takes a condition") {
			t.Errorf("%s: refused for another reason than a missing argument:\n  %s", s, strings.Join(logs[i], "\n  "))
		}
		if reads[s] && !logHas(logs[i], "read ") && !logHas(logs[i], "E0612") {
			t.Errorf("%s: the read did not reach the log:\n  %s", s, strings.Join(logs[i], "\n  "))
		}
	}
}

// luaValues are values of each parameter kind, as Lua source.
var luaValues = map[vocab.ParamKind]string{
	vocab.ParamInt: "1", vocab.ParamSigned: "1", vocab.ParamCard: "ctx.self", vocab.ParamCards: "{ctx.self}",
	vocab.ParamPlayer: "ctx.you", vocab.ParamArea: `"hand"`, vocab.ParamChallenge: `"military"`, vocab.ParamIcon: `"military"`,
	vocab.ParamCardType: `"character"`, vocab.ParamPhase: `"challenges"`, vocab.ParamDuration: `"end-of-phase"`,
	vocab.ParamFaction: `"stark"`, vocab.ParamKeyword: `"renown"`, vocab.ParamTrait: `"Knight"`, vocab.ParamCond: "true",
}

// luaValueFor is a value of the right kind for a parameter, as Lua source.
func luaValueFor(p *vocab.Param) string {
	if p.Kind == vocab.ParamWord {
		return strconv.Quote(p.Words[0])
	}
	if v, ok := luaValues[p.Kind]; ok {
		return v
	}
	return `"x"`
}

// TestLuaShorthandsNameTheVocabulary: each shorthand method (game:kill, …)
// names an effect of the vocabulary and fills its parameters, and every
// parameter the effect needs is given.
func TestLuaShorthandsNameTheVocabulary(t *testing.T) {
	r := interp.NewRegistry()
	for _, sh := range lua.Shorthands {
		e := r.Vocab().Lookup(vocab.KindEffect, sh.Effect)
		if e == nil {
			t.Errorf("game:%s names no effect %q", sh.Method, sh.Effect)
			continue
		}
		p, _ := vocab.ParsePattern(e.Pattern)
		given := map[string]bool{}
		for k := range sh.Fixed {
			given[k] = true
		}
		for _, a := range sh.Args {
			if a.Param != "" {
				given[a.Param] = true
			}
		}
		for k := range given {
			if p.Param(k) == nil {
				t.Errorf("game:%s: %s has no parameter %q", sh.Method, sh.Effect, k)
			}
		}
		for _, q := range p.Params() {
			if !q.Optional && !given[q.Name] {
				t.Errorf("game:%s: %s needs %s, which the method does not give", sh.Method, sh.Effect, q.Name)
			}
		}
	}
}
