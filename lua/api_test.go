package lua

import (
	"slices"
	"strings"
	"testing"
)

// showLua serialises a Lua value deterministically (tables via sorted_pairs).
const showLua = `
function show(v)
  if type(v) ~= "table" then return tostring(v) end
  local parts = {}
  for k, x in sorted_pairs(v) do parts[#parts+1] = tostring(k) .. "=" .. show(x) end
  return "{" .. table.concat(parts, ",") .. "}"
end
`

// evalLua evaluates expr in a resolve hook and returns its rendering; the
// expression is on line 1 of eval.lua.
func evalLua(t *testing.T, h *fakeHost, expr string) string {
	t.Helper()
	p, ds := Compile("eval.lua", "function resolve(ctx) ctx.game:log(show("+expr+")) end"+showLua)
	if ds != nil {
		t.Fatalf("compile %s: %v", expr, ds)
	}
	h.log = nil
	_, err := NewRunner(Limits{}).Call(h, Call{Program: p, Hook: "resolve", Kind: Resolve, Card: 1, You: 1, Code: "01001", Ability: "test", X: 3, Targets: []CardID{3, 2}, Chosen: map[string][]CardID{"t": {3}}})
	if err != nil {
		t.Fatalf("%s: %v", expr, err)
	}
	if len(h.log) != 1 {
		t.Fatalf("%s: log %q", expr, h.log)
	}
	// game:log shows braces as parentheses (a log line is not a template);
	// show writes tables in braces
	return strings.NewReplacer("(", "{", ")", "}").Replace(strings.TrimPrefix(h.log[0], "log-line template="))
}

func TestReadAPI(t *testing.T) {
	tests := []struct{ expr, want string }{
		{"ctx.self", "1"},
		{"ctx.you", "1"},
		{"ctx.x", "3"},
		{"ctx.ability", "test"},
		{"ctx.target", "3"},
		{"ctx.targets", "{1=3,2=2}"},
		{"ctx.chosen", "{t={1=3}}"},
		{"ctx.opponent", "2"},
		{"ctx.challenge.attackers", "{1=1}"},
		{"ctx.event.card", "3"},
		{"ctx.unknown_field", "nil"},
		{"rawget(ctx, 'event')", "nil"},
		{"ctx.game:code(1)", "01001"},
		{"ctx.game:title(3)", "Bolton Flayer"},
		{"ctx.game:type(4)", "attachment"},
		{"ctx.game:faction(4)", "thenightswatch"},
		{"ctx.game:area(5)", "hand"},
		{"ctx.game:controller(3)", "2"},
		{"ctx.game:owner(1)", "1"},
		{"ctx.game:kneeling(2)", "true"},
		{"ctx.game:standing(2)", "false"},
		{"ctx.game:faceup(5)", "false"},
		{"ctx.game:unique(1)", "true"},
		{"ctx.game:loyal(1)", "false"},
		{"ctx.game:parent(4)", "1"},
		{"ctx.game:parent(1)", "nil"},
		{"ctx.game:code(99)", "nil"},
		{"ctx.game:exists(99)", "false"},
		{"ctx.game:strength(1)", "4"},
		{"ctx.game:cost(1)", "7"},
		{"ctx.game:traits(3)", "{1=Ally,2=House Bolton}"},
		{"ctx.game:icons(1)", "{1=military,2=power}"},
		{"ctx.game:keywords(3)", "{1={name=shadow,values={1=2}}}"},
		{"ctx.game:has_trait(1, 'Lord')", "true"},
		{"ctx.game:has_trait(1, 'Knight')", "false"},
		{"ctx.game:has_icon(3, 'intrigue')", "true"},
		{"ctx.game:has_keyword(1, 'renown')", "true"},
		{"ctx.game:keyword_value(3, 'shadow')", "2"},
		{"ctx.game:keyword_value(1, 'renown')", "nil"},
		{"ctx.game:tokens(1, 'power')", "2"},
		{"ctx.game:power(1)", "2"},
		{"ctx.game:attachments(1)", "{1=4}"},
		{"ctx.game:card(2)", "{area=play,code=01002,controller=1,cost=2,faceup=true,faction=stark,icons={1=military},id=2,keywords={},kneeling=true,loyal=false,owner=1,power=0,strength=2,title=Stark Guard,traits={1=Guard},type=character,unique=false}"},
		{"ctx.game:card(77)", "nil"},
		{"ctx.game:cards()", "{1=1,2=2,3=3,4=4}"},
		{"ctx.game:cards({type='character', controller=1})", "{1=1,2=2}"},
		{"ctx.game:cards({area='hand'})", "{1=5}"},
		{"ctx.game:cards({area='any', faction='stark'})", "{1=1,2=2,3=3,4=5}"},
		{"ctx.game:cards({trait='Weapon'})", "{1=4}"},
		{"ctx.game:cards({kneeling=true})", "{1=2,2=3}"},
		{"ctx.game:cards({min_strength=3})", "{1=1,2=3}"},
		{"ctx.game:cards({max_cost=2})", "{1=2,2=4}"},
		{"ctx.game:cards({keyword='shadow'})", "{1=3}"},
		{"ctx.game:cards({icon='power'})", "{1=1}"},
		{"ctx.game:cards({except=1, type='character', unique=false})", "{1=2,2=3}"},
		{"ctx.game:cards({attached_to=1})", "{1=4}"},
		{"ctx.game:cards({code='11002', title='Bolton Flayer', owner=2})", "{1=3}"},
		{"ctx.game:cards({attacking=true})", "{1=1}"},
		{"ctx.game:cards({defending=true})", "{1=3}"},
		{"ctx.game:cards({participating=false, type='character'})", "{1=2}"},
		{"ctx.game:count({type='character', controller=ctx.you, kneeling=true})", "1"},
		{"ctx.game:cards_in('play', 2)", "{1=3}"},
		{"ctx.game:top('play', 1)", "4"},
		{"ctx.game:top('hand', 1)", "5"},
		{"ctx.game:top('dead', 1)", "nil"},
		{"ctx.game:players()", "{1=1,2=2}"},
		{"ctx.game:opponent(1)", "2"},
		{"ctx.game:player(2)", "{claim=2,deck_size=35,gold=2,hand_size=2,id=2,initiative=0,name=p2,power=7,reserve=5}"},
		{"ctx.game:player(9)", "nil"},
		{"ctx.game:gold(1)", "5"},
		{"ctx.game:player_power(2)", "7"},
		{"ctx.game:hand_size(1)", "4"},
		{"ctx.game:deck_size(2)", "35"},
		{"ctx.game:reserve(1)", "6"},
		{"ctx.game:initiative(1)", "1"},
		{"ctx.game:claim(2)", "2"},
		{"ctx.game:round()", "2"},
		{"ctx.game:phase()", "challenges"},
		{"ctx.game:step()", "attackers-declared"},
		{"ctx.game:first_player()", "1"},
		{"ctx.game:active_player()", "2"},
		{"ctx.game:challenge()", "{attacker=1,attackers={1=1},defender=2,defenders={1=3},type=power}"},
		{"ctx.game:attacking(1)", "true"},
		{"ctx.game:defending(1)", "false"},
		{"ctx.game:participating(3)", "true"},
		{"ctx.game:value('hand-size', {p = 1})", "4"},
		{"ctx.game:holds('phase-is', {ph = 'marshaling'})", "true"},
		{"ctx.game:event()", "{amount=1,card=3,from=play,name=killed,player=2,tags={1=cannot-be-saved},to=dead,together=1,via=}"},
	}
	for _, tt := range tests {
		t.Run(tt.expr, func(t *testing.T) {
			h := newFakeHost()
			h.challenge = &ChallengeInfo{Type: "power", Attacker: 1, Defender: 2, Attackers: []CardID{1}, Defenders: []CardID{3}}
			h.event = &EventInfo{Name: "killed", Card: 3, Player: 2, From: "play", To: "dead", Amount: 1, Together: 1, Tags: []string{"cannot-be-saved"}}
			if got := evalLua(t, h, tt.expr); got != tt.want {
				t.Errorf("%s = %s, want %s", tt.expr, got, tt.want)
			}
		})
	}
}

func TestReadAPIOutsideChallenge(t *testing.T) {
	h := newFakeHost()
	for expr, want := range map[string]string{
		"ctx.game:challenge()":                  "nil",
		"ctx.game:event()":                      "nil",
		"ctx.challenge":                         "nil",
		"ctx.event":                             "nil",
		"ctx.game:attacking(1)":                 "false",
		"ctx.game:cards({participating=true})":  "{}",
		"ctx.game:count({participating=false})": "4",
	} {
		if got := evalLua(t, h, expr); got != want {
			t.Errorf("%s = %s, want %s", expr, got, want)
		}
	}
}

// TestCtxReadsWithoutPlayer: ctx.opponent is nil in a call without a
// player (ctx.you nil), and the fields read from the game work in a pure
// hook.
func TestCtxReadsWithoutPlayer(t *testing.T) {
	p, ds := Compile("c.lua", "function cond(ctx) return ctx.opponent == nil and ctx.event ~= nil and ctx.challenge == nil end")
	if ds != nil {
		t.Fatal(ds)
	}
	h := newFakeHost()
	h.event = &EventInfo{Name: "killed", Card: 3}
	res, err := NewRunner(Limits{}).Call(h, Call{Program: p, Hook: "cond", Kind: Condition, Card: 1, Code: "01001", Ability: "a"})
	if err != nil || !res.OK {
		t.Errorf("cond = %v, %v; want true", res, err)
	}
}

// TestAPIArgumentErrors: bad arguments fail the hook with a runtime
// diagnostic that says what was wrong.
func TestAPIArgumentErrors(t *testing.T) {
	tests := []struct{ stmt, code, want string }{
		{"ctx.game:strength('x')", CodeRuntime, "card id expected"},
		{"ctx.game:strength(1.5)", CodeRuntime, "card id expected"},
		{"ctx.game.strength(1)", CodeRuntime, "call it as a method"},
		{"ctx.game:gold(0)", CodeRuntime, "player id expected"},
		{"ctx.game:cards({controler=1})", CodeRuntime, `unknown filter field "controler" (did you mean "controller"?)`},
		{"ctx.game:cards({kneeling='yes'})", CodeRuntime, "must be true or false"},
		{"ctx.game:cards('play')", CodeRuntime, "filter table expected"},
		{"ctx.game:draw(1, -1)", CodeRuntime, "amount must be between 0 and 1000"},
		{"ctx.game:effect('bogus', {})", CodeHost, `game:effect("bogus") refused: unknown effect "bogus"`},
		{"ctx.game:effect('x', {f=function() end})", CodeRuntime, "cannot hold a function"},
		{"ctx.game:random(0)", CodeRuntime, "must be at least 1"},
	}
	for _, tt := range tests {
		t.Run(tt.stmt, func(t *testing.T) {
			p, ds := Compile("bad.lua", "function resolve(ctx)\n  "+tt.stmt+"\nend")
			if ds != nil {
				t.Fatal(ds)
			}
			_, err := NewRunner(Limits{}).Call(newFakeHost(), Call{Program: p, Hook: "resolve", Kind: Resolve, Card: 1, You: 1, Code: "01001", Ability: "a"})
			e, ok := err.(*Error)
			if !ok {
				t.Fatalf("err = %v, want *Error", err)
			}
			if e.Diag.Code != tt.code || !strings.Contains(e.Diag.Summary, tt.want) {
				t.Errorf("got %s %q, want %s containing %q", e.Diag.Code, e.Diag.Summary, tt.code, tt.want)
			}
			if e.Diag.Subject.Start.Line != 2 {
				t.Errorf("line = %d, want 2", e.Diag.Subject.Start.Line)
			}
		})
	}
}

func TestEffectAPI(t *testing.T) {
	tests := []struct{ stmt, log, result string }{
		{"return ctx.game:kill(3)", "kill target=3", "true"},
		{"return ctx.game:kill(5)", "kill target=5", "false"},
		{"return ctx.game:discard(3)", "discard target=3", "true"},
		{"return ctx.game:sacrifice(2)", "sacrifice target=2", "true"},
		{"return ctx.game:return_to_hand(2)", "return-to-hand target=2", "true"},
		{"return ctx.game:kneel(1)", "kneel target=1", "true"},
		{"return ctx.game:kneel(2)", "kneel target=2", "false"},
		{"return ctx.game:stand(2)", "stand target=2", "true"},
		{"return ctx.game:put_into_play(5)", "put-into-play p=you target=5", "true"},
		{"return ctx.game:move(5, 'shadows')", "move area=shadows target=5", "true"},
		{"return ctx.game:move(5, 'discard', 2)", "move area=discard target=5", "true"},
		{"return ctx.game:draw(ctx.you)", "draw n=1 p=1", "true"},
		{"return ctx.game:draw(2, 3)", "draw n=3 p=2", "true"},
		{"return ctx.game:gain_power(1, 2)", "gain-power n=2 target=1", "true"},
		{"return ctx.game:lose_power(1)", "discard-power n=1 target=1", "true"},
		{"return ctx.game:move_power(1, 3, 1)", "move-power from=1 n=1 to=3", "true"},
		{"return ctx.game:gain_gold(1, 2)", "gain-gold n=2 p=1", "true"},
		{"return ctx.game:pay_gold(2, 3)", "", "false"},
		{"return ctx.game:pay_gold(1, 3)", "return-gold n=3 p=1", "true"},
		{"return ctx.game:add_tokens(1, 'gold', 2)", "place-tokens kind=gold n=2 target=1", "true"},
		{"return ctx.game:remove_tokens(1, 'power')", "remove-tokens kind=power n=1 target=1", "true"},
		{"return ctx.game:modify_strength(1, -2)", "give d=end-of-phase delta=-2 target=1", "true"},
		{"return ctx.game:modify_strength(1, 3, 'end-of-round')", "give d=end-of-round delta=3 target=1", "true"},
		{"return ctx.game:log('hello')", "log-line template=hello", "true"},
		{"return ctx.game:log('{actor} {card}')", "log-line template=(actor) (card)", "true"},
		{"return ctx.game:effect('fail')", "fail", "false"},
		{"return ctx.game:effect('gain-power', {card=ctx.self, n=2, on={1,2}, why='x', flag=true})", "gain-power card=1 flag=true n=2 on=[1 2] why=x", "true"},
		{"return ctx.game:random(6) == 5", "random(6)=5", "true"},
		{"return ctx.game:choose(1, {2, 3}, 'pick') == 3", `choose p1 "pick" [2 3]`, "true"},
		{"return ctx.game:choose(1, {}) == nil", `choose p1 "" []`, "true"},
	}
	for _, tt := range tests {
		t.Run(tt.stmt, func(t *testing.T) {
			p, ds := Compile("fx.lua", "function resolve(ctx) "+tt.stmt+" end")
			if ds != nil {
				t.Fatal(ds)
			}
			h := newFakeHost()
			res, err := NewRunner(Limits{}).Call(h, Call{Program: p, Hook: "resolve", Kind: Resolve, Card: 1, You: 1, Code: "01001", Ability: "a"})
			if err != nil {
				t.Fatal(err)
			}
			var want []string // "": nothing requested
			if tt.log != "" {
				want = []string{tt.log}
			}
			if !slices.Equal(h.log, want) {
				t.Errorf("log = %q, want %q", h.log, tt.log)
			}
			if got := map[bool]string{true: "true", false: "false"}[res.OK]; got != tt.result {
				t.Errorf("result = %s, want %s", got, tt.result)
			}
		})
	}
}

// TestEffectsRefusedInPureHooks: every effect method fails in every pure
// kind, before reaching the host, and pcall cannot hide it.
func TestEffectsRefusedInPureHooks(t *testing.T) {
	calls := []string{"kill(3)", "discard(3)", "sacrifice(3)", "return_to_hand(3)", "kneel(1)", "stand(2)",
		"put_into_play(5)", "move(5, 'play')", "draw(1)", "gain_power(1)", "lose_power(1)", "move_power(1, 3)",
		"gain_gold(1)", "pay_gold(1)", "add_tokens(1, 'gold')", "remove_tokens(1, 'gold')", "modify_strength(1, 1)",
		"log('x')", "effect('kill', {card=3})", "random(6)", "choose(1, {1})"}
	for _, kind := range []Kind{Condition, CanPay, Targets, Value} {
		for _, c := range calls {
			for _, wrap := range []string{"%s", "pcall(function() return ctx.game:%s end)"} {
				stmt := strings.Replace(wrap, "%s", "ctx.game:"+c, 1)
				if wrap != "%s" {
					stmt = strings.Replace(wrap, "%s", c, 1)
				}
				p, ds := Compile("pure.lua", "function hook(ctx)\n  "+stmt+"\n  return 1\nend")
				if ds != nil {
					t.Fatal(ds)
				}
				h := newFakeHost()
				_, err := NewRunner(Limits{}).Call(h, Call{Program: p, Hook: "hook", Kind: kind, Card: 1, You: 1, Code: "01001", Ability: "a"})
				e, ok := err.(*Error)
				if !ok {
					t.Fatalf("%s in %s: err = %v", stmt, kind, err)
				}
				name := c[:strings.Index(c, "(")]
				want := "effects are not allowed in " + kind.String() + " hooks (game:" + name + ")"
				if e.Diag.Code != CodeEffectInPure || !strings.Contains(e.Diag.Summary, want) {
					t.Errorf("%s in %s: got %s %q, want %q", stmt, kind, e.Diag.Code, e.Diag.Summary, want)
				}
				if e.Diag.Subject.Start.Line != 2 {
					t.Errorf("%s: line %d, want 2", stmt, e.Diag.Subject.Start.Line)
				}
				if len(h.log) != 0 {
					t.Errorf("%s in %s reached the host: %q", stmt, kind, h.log)
				}
			}
		}
	}
}

// TestReadsAllowedInPureHooks: game:value and game:holds only read, so a
// pure hook may call them; a request the host refuses fails the hook with
// E0612 naming the read.
func TestReadsAllowedInPureHooks(t *testing.T) {
	p, ds := Compile("pure.lua", `function v(ctx) return ctx.game:value("hand-size", {p = ctx.you}) + 1 end
function c(ctx) return ctx.game:holds("phase-is", {ph = "marshaling"}) end
function bad(ctx) return ctx.game:value("hand-sise", {}) end`)
	if ds != nil {
		t.Fatal(ds)
	}
	run := NewRunner(Limits{})
	res, err := run.Call(newFakeHost(), Call{Program: p, Hook: "v", Kind: Value, Card: 1, You: 1, Code: "01001", Ability: "a"})
	if err != nil || res.Value != 5 {
		t.Errorf("value hook: %+v, %v; want 5", res, err)
	}
	res, err = run.Call(newFakeHost(), Call{Program: p, Hook: "c", Kind: Condition, Card: 1, You: 1, Code: "01001", Ability: "a"})
	if err != nil || !res.OK {
		t.Errorf("condition hook: %+v, %v; want true", res, err)
	}
	_, err = run.Call(newFakeHost(), Call{Program: p, Hook: "bad", Kind: Value, Card: 1, You: 1, Code: "01001", Ability: "a"})
	e, ok := err.(*Error)
	if !ok || e.Diag.Code != CodeHost || !strings.Contains(e.Diag.Summary, `game:value("hand-sise") refused: unknown value "hand-sise"`) {
		t.Errorf("bad read: %v", err)
	}
}

func TestResultConversion(t *testing.T) {
	tests := []struct {
		kind   Kind
		ret    string
		want   string // "" = ok
		result Result
	}{
		{Condition, "true", "", Result{OK: true}},
		{Condition, "nil", "", Result{OK: false}},
		{Condition, "0", "", Result{OK: true}},
		{CanPay, "false", "", Result{OK: false}},
		{Resolve, "nil", "", Result{OK: true}},
		{Resolve, "false", "", Result{OK: false}},
		{Pay, "true", "", Result{OK: true}},
		{Value, "7", "", Result{Value: 7}},
		{Value, "-2", "", Result{Value: -2}},
		{Value, "1.5", "a value hook must return a whole number, not the number 1.5", Result{}},
		{Value, "'3'", `a value hook must return a whole number, not the string "3"`, Result{}},
		{Value, "0/0", "a value hook must return a whole number", Result{}},
		{Targets, "{3, 2}", "", Result{Cards: []CardID{3, 2}}},
		{Targets, "{}", "", Result{Cards: []CardID{}}},
		{Targets, "nil", "", Result{}},
		{Targets, "{1, 'x'}", `targets hook returned the string "x" at position 2`, Result{}},
		{Targets, "{0}", "targets hook returned the number 0 at position 1", Result{}},
		{Targets, "5", "a targets hook must return a list of card ids, not the number 5", Result{}},
	}
	for _, tt := range tests {
		p, ds := Compile("ret.lua", "function hook(ctx)\n  return "+tt.ret+"\nend")
		if ds != nil {
			t.Fatal(ds)
		}
		res, err := NewRunner(Limits{}).Call(newFakeHost(), Call{Program: p, Hook: "hook", Kind: tt.kind, Code: "c", Ability: "a"})
		if tt.want != "" {
			e, ok := err.(*Error)
			if !ok || e.Diag.Code != CodeBadResult || !strings.Contains(e.Diag.Summary, tt.want) {
				t.Errorf("%s %s: err = %v, want %s", tt.kind, tt.ret, err, tt.want)
			} else if e.Diag.Subject.Start.Line != 1 {
				t.Errorf("%s %s: bad result should point at the hook's line 1, got %d", tt.kind, tt.ret, e.Diag.Subject.Start.Line)
			}
			continue
		}
		if err != nil {
			t.Errorf("%s %s: %v", tt.kind, tt.ret, err)
			continue
		}
		if res.OK != tt.result.OK || res.Value != tt.result.Value || len(res.Cards) != len(tt.result.Cards) {
			t.Errorf("%s %s: got %+v, want %+v", tt.kind, tt.ret, res, tt.result)
		}
		for i := range res.Cards {
			if res.Cards[i] != tt.result.Cards[i] {
				t.Errorf("%s %s: got %+v, want %+v", tt.kind, tt.ret, res, tt.result)
			}
		}
	}
}
