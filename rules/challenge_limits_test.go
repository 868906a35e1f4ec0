package rules

import (
	"strings"
	"testing"
)

// Test cards for challenge restrictions and state checks.

// eachPlayer yields every player (constant player modifiers for "each player").
func eachPlayer(ctx *Context, y func(*Player)) {
	for _, p := range ctx.G.Players {
		y(p)
	}
}

// joustPlot: "Each player cannot declare more than 1 character as an
// attacker or defender in each challenge."
var joustPlot = &CardDef{Code: "X1", Title: "Joust Plot", Type: TypePlot, Plot: PlotStats{5, 3, 1, 6}, Abilities: []*Ability{{
	ID: "joust", Kind: Constant, Constant: &ConstantSpec{Players: eachPlayer, PlayerMod: &PlayerModifier{MaxAttackers: 1, MaxDefenders: 1}}}}}

// twoAttackersPlot: at most 2 attackers (combined with joustPlot: 1 applies).
var twoAttackersPlot = &CardDef{Code: "X11", Title: "Two Plot", Type: TypeLocation, Cost: CostValue{Value: 1}, Abilities: []*Ability{{
	ID: "two", Kind: Constant, Constant: &ConstantSpec{Players: eachPlayer, PlayerMod: &PlayerModifier{MaxAttackers: 2}}}}}

// attacking (a condition) holds while the source card attacks; defenders
// (targets) are the defending characters.
func attacking(ctx *Context) bool { return ctx.G.Attacking(ctx.Source) }

func defenders(ctx *Context, y func(*Card)) {
	for _, c := range ctx.G.Challenge().Defenders {
		y(c)
	}
}

// reaver: "While attacking, each defending character does not contribute its STR."
var reaver = &CardDef{Code: "X2", Title: "Reaver", Type: TypeCharacter, Cost: CostValue{Value: 3}, Strength: 1, Icons: IconMilitary, Abilities: []*Ability{{
	ID: "reaver", Kind: Constant, Constant: &ConstantSpec{
		Condition: attacking, Targets: defenders,
		Mod: &Modifier{Cannot: []string{CannotContributeStrength}}}}}}

// sandSnake (no power icon): "may be declared as a defender even while kneeling
// and without the icon."
var sandSnake = &CardDef{Code: "X3", Title: "Sand Snake", Type: TypeCharacter, Cost: CostValue{Value: 3}, Strength: 3, Icons: IconMilitary, Abilities: []*Ability{{
	ID: "snake", Kind: Constant, Constant: &ConstantSpec{Targets: func(ctx *Context, y func(*Card)) { y(ctx.Source) }, Mod: &Modifier{May: []string{MayDefendKneeling, MayDefendWithoutIcon}}}}}}

// paramour: "Reaction: after declared as an attacker, choose a character
// controlled by the defending player: it must be declared as a defender, if able."
var paramour = &CardDef{Code: "X4", Title: "Paramour", Type: TypeCharacter, Cost: CostValue{Value: 2}, Strength: 2, Icons: IconMilitary, Abilities: []*Ability{{
	ID: "paramour", Kind: Reaction,
	Trigger: &Trigger{Event: EvDeclaredAttacker, Match: func(ctx *Context, ev *Event) bool { return ev.Card == ctx.Source }},
	Targets: []TargetSpec{{Name: "t", Filter: func(ctx *Context, c *Card) bool {
		return ctx.G.Type(c) == TypeCharacter && c.Controller == ctx.G.Challenge().Defender.Index
	}}},
	Effect: func(ctx *Context) bool { ctx.G.Challenge().Require(ctx.Target("t")); return true }}}}

// builder: "Reaction: after this card is knelt, gain 1 gold."
var builder = &CardDef{Code: "X5", Title: "Builder", Type: TypeCharacter, Cost: CostValue{Value: 2}, Strength: 2, Icons: IconMilitary | IconPower, Abilities: []*Ability{{
	ID: "builder", Kind: Reaction,
	Trigger: &Trigger{Event: EvKneeled, Match: func(ctx *Context, ev *Event) bool { return ev.Card == ctx.Source }},
	Effect:  func(ctx *Context) bool { return ctx.G.GainGold(ctx, ctx.Player, 1) }}}}

// vanguard: "does not kneel when declared as an attacker in a military challenge."
var vanguard = &CardDef{Code: "X6", Title: "Vanguard", Type: TypeCharacter, Cost: CostValue{Value: 4}, Strength: 4, Icons: IconMilitary | IconPower, Abilities: []*Ability{{
	ID: "vanguard", Kind: Constant, Constant: &ConstantSpec{
		Condition: func(ctx *Context) bool {
			ch := ctx.G.Challenge()
			return ch != nil && ch.Type == Military && ch.Attacker == ctx.Player
		},
		Targets: func(ctx *Context, y func(*Card)) { y(ctx.Source) },
		Mod:     &Modifier{Cannot: []string{CannotKneelWhenDeclared}}}}}}

// banker: "You cannot win the game."
var banker = &CardDef{Code: "X7", Title: "Banker", Type: TypeLocation, Cost: CostValue{Value: 1}, Abilities: []*Ability{{
	ID: "banker", Kind: Constant, Constant: &ConstantSpec{Players: func(ctx *Context, y func(*Player)) { y(ctx.Player) }, PlayerMod: &PlayerModifier{Cannot: []string{CannotWin}}}}}}

// flux: "Characters cannot be saved."
var flux = &CardDef{Code: "X8", Title: "Flux", Type: TypeLocation, Cost: CostValue{Value: 1}, Abilities: []*Ability{{
	ID: "flux", Kind: Constant, Constant: &ConstantSpec{
		Targets: func(ctx *Context, y func(*Card)) {
			ctx.G.EachInPlay(func(c *Card) {
				if ctx.G.Type(c) == TypeCharacter {
					y(c)
				}
			})
		},
		Mod: &Modifier{Cannot: []string{CannotBeSaved}}}}}}

// silencer: "While participating, your opponents cannot trigger card abilities."
var silencer = &CardDef{Code: "X9", Title: "Silencer", Type: TypeCharacter, Cost: CostValue{Value: 4}, Strength: 4, Icons: IconMilitary, Abilities: []*Ability{{
	ID: "silencer", Kind: Constant, Constant: &ConstantSpec{
		Condition: func(ctx *Context) bool { return ctx.G.Participating(ctx.Source) },
		Players: func(ctx *Context, y func(*Player)) {
			y(ctx.G.Opponent(ctx.Player))
		},
		PlayerMod: &PlayerModifier{Cannot: []string{CannotTriggerCardAbilities}}}}}}

// forcedPress: "Forced Reaction: after a challenge is initiated, gain 1 gold."
var forcedPress = &CardDef{Code: "X10", Title: "Forced Press", Type: TypeLocation, Cost: CostValue{Value: 1}, Abilities: []*Ability{{
	ID: "forced-press", Kind: ForcedReaction, Trigger: &Trigger{Event: EvChallengeInit},
	Effect: func(ctx *Context) bool { return ctx.G.GainGold(ctx, ctx.Player, 1) }}}}

func TestRR_DeclarationLimit(t *testing.T) {
	tests := []struct {
		name            string
		p1              []ScenarioCard
		script          []string
		kneel, standing []string // p1's attackers knelt / not
		defenders       int      // p2 kneeling characters
	}{
		{"no limit: every eligible attacker may be declared",
			join(cards("plot", "P1"), cards("play", "C4", "C8")), []string{"p1: military", "p1: Knight", "p1: Brute", "p2: Footman", "p2: Knight"},
			[]string{"Knight", "Brute"}, nil, 2},
		{"at most 1 attacker and 1 defender",
			join(cards("plot", "X1"), cards("play", "C4", "C8")), []string{"p1: military", "p1: Knight", "p2: Footman"},
			[]string{"Knight"}, []string{"Brute"}, 1},
		{"the lowest limit applies",
			join(cards("plot", "X1"), cards("play", "X11", "C4", "C8")), []string{"p1: military", "p1: Brute", "p2: Knight"},
			[]string{"Brute"}, []string{"Knight"}, 1},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := challengeScenario(t, tc.p1, join(cards("plot", "P1"), cards("play", "C1", "C4")), joustPlot, twoAttackersPlot)
			play(t, g, tc.script...)
			for _, n := range tc.kneel {
				if !one(t, g, 0, n).Kneeling {
					t.Errorf("%s not declared", n)
				}
			}
			for _, n := range tc.standing {
				if one(t, g, 0, n).Kneeling {
					t.Errorf("%s declared beyond the limit", n)
				}
			}
			k := 0
			for _, c := range g.Characters(g.Player(1)) {
				if c.Kneeling {
					k++
				}
			}
			if k != tc.defenders {
				t.Errorf("%d defenders, want %d", k, tc.defenders)
			}
		})
	}
}

// haltAfter stops the run (ErrStop) once an event of the name resolves.
func haltAfter(g *Game, name string) {
	g.SetObserver(func(g *Game, ev *Event) error {
		if ev.Name == name {
			return ErrStop
		}
		return nil
	})
}

func TestRR_NoStrengthContribution(t *testing.T) {
	// Reaver (1) attacks; Knight (3) defends but does not contribute: p1 wins unopposed-like 1 to 0.
	g := challengeScenario(t, join(cards("plot", "P1"), cards("play", "X2")), join(cards("plot", "P1"), cards("play", "C4")), reaver)
	var as, ds int
	g.SetObserver(func(g *Game, ev *Event) error {
		if ev.Name == EvChallengeWon {
			as, ds = g.Challenge().AttackStrength, g.Challenge().DefendStrength
		}
		return nil
	})
	play(t, g, "p1: military", "p2: Knight")
	if as != 1 || ds != 0 || !strings.Contains(logText(g, -1), "p1 wins the military challenge by 1") {
		t.Fatalf("STR %d to %d:\n%s", as, ds, logText(g, -1))
	}
}

func TestRR_DefendersKneelingAndRequired(t *testing.T) {
	t.Run("a kneeling character allowed to defend is eligible", func(t *testing.T) {
		p2 := join(cards("plot", "P1"), []sc{{Code: "X3", Area: "play", Kneeling: true}}, cards("play", "C1"))
		g := challengeScenario(t, join(cards("plot", "P1"), cards("play", "C4")), p2, sandSnake)
		play(t, g, "p1: power", "p2: Sand Snake")
		if !strings.Contains(logText(g, -1), "p2 wins the power challenge by 0") && !strings.Contains(logText(g, -1), "p1 wins the power challenge by 0") {
			t.Fatal(logText(g, -1))
		}
		if !strings.Contains(logText(g, -1), "Sand Snake") || g.Power(g.Player(0)) != 0 {
			t.Fatalf("Sand Snake did not defend:\n%s", logText(g, -1))
		}
	})
	t.Run("a kneeling character is not eligible otherwise", func(t *testing.T) {
		p2 := join(cards("plot", "P1"), []sc{{Code: "C4", Area: "play", Kneeling: true}})
		g := challengeScenario(t, join(cards("plot", "P1"), cards("play", "C4")), p2)
		play(t, g, "p1: power")
		if g.Power(g.Player(0)) != 1 || one(t, g, 1, "Knight").Area != AreaPlay { // unopposed bonus; nothing to claim
			t.Fatalf("p1 power %d:\n%s", g.Power(g.Player(0)), logText(g, -1))
		}
	})
	t.Run("a required defender is declared", func(t *testing.T) {
		g := challengeScenario(t, join(cards("plot", "P1"), cards("play", "X4")), join(cards("plot", "P1"), cards("play", "C1", "C4")), paramour)
		// p2 declares nobody else: Footman must still defend.
		play(t, g, "p1: military", "p1: paramour", "p1: Footman", "p2: done")
		if !one(t, g, 1, "Footman").Kneeling || one(t, g, 1, "Knight").Kneeling {
			t.Fatalf("required defender not declared:\n%s", logText(g, -1))
		}
	})
	t.Run("a required character that is not eligible is not declared", func(t *testing.T) {
		p2 := join(cards("plot", "P1"), []sc{{Code: "C1", Area: "play", Kneeling: true}}, cards("play", "C4"))
		g := challengeScenario(t, join(cards("plot", "P1"), cards("play", "X4")), p2, paramour)
		haltAfter(g, EvChallengeWon)
		// the Footman kneels already: the Knight may still defend, or not.
		play(t, g, "p1: military", "p1: paramour", "p1: Footman", "p2: done")
		if one(t, g, 1, "Knight").Kneeling || strings.Contains(logText(g, -1), "Footman defends") {
			t.Fatalf("an ineligible required defender was declared:\n%s", logText(g, -1))
		}
	})
	t.Run("with a limit of 1 the required defender is the only one", func(t *testing.T) {
		g := challengeScenario(t, join(cards("plot", "X1"), cards("play", "X4")), join(cards("plot", "P1"), cards("play", "C1", "C4")), paramour, joustPlot)
		play(t, g, "p1: military", "p1: paramour", "p1: Footman")
		if !one(t, g, 1, "Footman").Kneeling || one(t, g, 1, "Knight").Kneeling {
			t.Fatalf("limit or requirement ignored:\n%s", logText(g, -1))
		}
	})
}

func TestRR_DeclarationKneelsRaiseKneeled(t *testing.T) {
	for _, role := range []string{"attacker", "defender"} {
		t.Run(role, func(t *testing.T) {
			p1 := join(cards("plot", "P1"), cards("play", "C4"))
			p2 := join(cards("plot", "P1"), cards("play", "X5"))
			script := []string{"p1: military", "p2: Builder", "p2: builder"}
			if role == "attacker" {
				p1, p2 = join(cards("plot", "P1"), cards("play", "X5")), join(cards("plot", "P1"), cards("play", "C1"))
				script = []string{"p1: military", "p1: builder"}
			}
			g := challengeScenario(t, p1, p2, builder)
			haltAfter(g, EvChallengeWon)
			owner := 0
			if role == "defender" {
				owner = 1
			}
			play(t, g, script...)
			if !one(t, g, owner, "Builder").Kneeling || g.Player(owner).Gold != 1 {
				t.Fatalf("kneeling on declaration did not trigger the reaction (gold %d):\n%s", g.Player(owner).Gold, logText(g, -1))
			}
		})
	}
}

func TestRR_KneelWhenDeclaredSeesTheChallenge(t *testing.T) {
	tests := []struct {
		typ   string
		kneel bool
	}{{"military", false}, {"power", true}}
	for _, tc := range tests {
		t.Run(tc.typ, func(t *testing.T) {
			g := challengeScenario(t, join(cards("plot", "P1"), cards("play", "X6")), cards("plot", "P1"), vanguard)
			knelt := false
			g.SetObserver(func(g *Game, ev *Event) error {
				if ev.Name == EvChallengeInit {
					knelt = one(t, g, 0, "Vanguard").Kneeling
				}
				return nil
			})
			play(t, g, "p1: "+tc.typ)
			if knelt != tc.kneel {
				t.Fatalf("Vanguard kneeling %v when declared in a %s challenge, want %v", knelt, tc.typ, tc.kneel)
			}
		})
	}
}

func TestRR_CannotWin(t *testing.T) {
	s := Scenario{From: StepChallengeWindow, Players: twoPlayers(join(cards("plot", "P1"), cards("play", "C4", "X7")), cards("plot", "P1"), 0, 0)}
	s.Players[0].Power = 14
	g := scenario(t, s, banker)
	play(t, g, "p1: power")
	if g.Power(g.Player(0)) < 15 || g.Result().Over {
		t.Fatalf("power %d, result %+v", g.Power(g.Player(0)), g.Result())
	}
	// the restriction goes away: the player wins at the next check.
	exec(t, g, func(g *Game) { g.Discard(nil, false, one(t, g, 0, "Banker")) })
	if r := g.Result(); !r.Over || r.Winner != 0 {
		t.Fatalf("result %+v", r)
	}
}

func TestRR_CannotBeSaved(t *testing.T) {
	for _, fluxed := range []bool{false, true} {
		p1 := []sc{{Code: "C9", Area: "play"}, {Code: "C9", Area: "play", AttachTo: 1}, {Code: "C1", Area: "hand"}}
		if fluxed {
			p1 = append(p1, sc{Code: "X8", Area: "play"})
		}
		g := scenario(t, Scenario{From: StepMarshalWindow, First: 1, Active: 0, Players: twoPlayers(p1, cards("play", "K1"), 1, 5)}, killBlock, flux)
		script := []string{"p2: kill-action", "p1: duplicate-save"}
		if fluxed {
			script = script[:1]
		}
		play(t, g, script...)
		want := AreaPlay
		if fluxed {
			want = AreaDead
		}
		wantArea(t, g, find(g, 0, "Lord Unique")[0], want)
	}
}

func TestRR_CannotTriggerCardAbilities(t *testing.T) {
	p1 := join(cards("plot", "P1"), cards("play", "X9"))
	p2 := join(cards("plot", "P1"), cards("play", "K2", "X10"), cards("hand", "E1"))
	g := challengeScenario(t, p1, p2, silencer, forcedPress, goldPress)
	var offered []string
	d := NewScript("p1: military")
	_, err := g.Run(DeciderFunc(func(g *Game, p *Prompt) (Choice, error) {
		if p.Player == 1 && g.Challenge() != nil {
			for i := range p.Options {
				if o := &p.Options[i]; o.Kind == OptAbility {
					offered = append(offered, g.OptionKey(o))
				}
			}
		}
		return d.Decide(g, p)
	}))
	if err != nil && err != ErrStop {
		t.Fatal(err)
	}
	if len(offered) != 0 {
		t.Fatalf("p2 offered %v while the silencer participates", offered)
	}
	if g.Player(1).Gold != 1 {
		t.Fatalf("forced reaction blocked: p2 gold %d", g.Player(1).Gold)
	}
	// before the challenge p2 could use Gold Press and play Sudden Wealth.
	g2 := challengeScenario(t, p1, p2, silencer, forcedPress, goldPress)
	play(t, g2, "p2: press", "p2: wealth")
	if g2.Player(1).Gold != 4 {
		t.Fatalf("p2 gold %d, want 4", g2.Player(1).Gold)
	}
}

func TestRR_StateCheck_KilledAtZeroStrength(t *testing.T) {
	g := challengeScenario(t, join(cards("plot", "P1"), cards("play", "C4")), join(cards("plot", "P1"), cards("play", "C4", "C1")))
	knight := one(t, g, 1, "Knight")
	footman := one(t, g, 1, "Footman")
	zero := func(ctx *Context, c *Card) bool { return ctx.G.Strength(c) == 0 }
	kill := func(ctx *Context, c *Card) { ctx.G.Kill(ctx, true, c) }
	exec(t, g, func(g *Game) {
		ctx := &Context{G: g, Player: g.Player(0)}
		g.AddLasting(&Lasting{Ctx: ctx, Cards: []*Card{knight, footman}, Spec: ConstantSpec{Mod: &Modifier{Strength: -2}}, Duration: Duration{Until: PerPhase}})
		g.AddStateCheck(&StateCheck{Ctx: ctx, Cards: []*Card{knight, footman}, When: zero, Do: kill, Duration: Duration{Until: PerPhase}})
	})
	wantArea(t, g, footman, AreaDead) // 1-2: at 0 at once
	wantArea(t, g, knight, AreaPlay)  // 3-2 = 1
	// a later STR change brings the Knight to 0: it is killed then.
	exec(t, g, func(g *Game) {
		g.AddLasting(&Lasting{Ctx: &Context{G: g, Player: g.Player(0)}, Cards: []*Card{knight}, Spec: ConstantSpec{Mod: &Modifier{Strength: -1}}, Duration: Duration{Until: PerPhase}})
		g.Kneel(nil, knight) // any event runs the checks
	})
	wantArea(t, g, knight, AreaDead)
	if len(g.StateChecks()) != 1 {
		t.Fatal("state check lost")
	}
	exec(t, g, func(g *Game) { g.expire(PerPhase) })
	if len(g.StateChecks()) != 0 {
		t.Fatal("state check did not expire with its phase")
	}
}

func TestRR_AdditionalPhase(t *testing.T) {
	// Interrupt: when the challenges phase ends, there is an additional challenges phase (once).
	pit := &CardDef{Code: "X12", Title: "Pit", Type: TypeLocation, Cost: CostValue{Value: 1}, Abilities: []*Ability{{
		ID: "pit", Kind: Interrupt, Max: &Limit{N: 1, Per: PerRound},
		Trigger: &Trigger{Event: EvPhaseEnds, Match: func(ctx *Context, ev *Event) bool { return ev.Kind == "challenges" }},
		Effect:  func(ctx *Context) bool { ctx.G.AddPhase(PhaseChallenges); return true }}}}
	g := challengeScenario(t, join(cards("plot", "P1"), cards("play", "C4", "X12", "C2")), cards("plot", "P1"), pit)
	var phases []string
	inits := 0
	g.SetObserver(func(g *Game, ev *Event) error {
		switch ev.Name {
		case EvPhaseBegins:
			phases = append(phases, ev.Kind)
		case EvChallengeInit:
			inits++
		}
		return nil
	})
	// first challenges phase: a power challenge with the Knight, then p1
	// passes; Pit adds a challenges phase, in which the Spy attacks.
	play(t, g, "p1: power", "p1: pass", "p1: pit", "p1: intrigue")
	if len(phases) < 2 || phases[0] != "challenges" || phases[1] != "dominance" {
		t.Fatalf("phases %v", phases)
	}
	if inits != 2 || g.Power(g.Player(0)) != 2 { // two unopposed challenges
		t.Fatalf("%d challenges, p1 power %d:\n%s", inits, g.Power(g.Player(0)), logText(g, -1))
	}
}

func TestRR_ResolvingEventForcedReaction(t *testing.T) {
	// Event: "Action: choose one: gold" — the option's body is a forced
	// reaction of the event to its own "picked" event.
	ev := &CardDef{Code: "X13", Title: "Choice", Type: TypeEvent, Cost: CostValue{Value: 0}, Abilities: []*Ability{
		{ID: "choose", Kind: Action, Effect: func(ctx *Context) bool {
			return ctx.G.EmitEvent(&Event{Name: "picked", Card: ctx.Source, Player: ctx.Player, Via: "gold", Source: ctx})
		}},
		{ID: "gold", Kind: ForcedReaction, Trigger: &Trigger{Event: "picked", Match: func(ctx *Context, ev *Event) bool { return ev.Card == ctx.Source && ev.Via == "gold" }},
			Effect: func(ctx *Context) bool { return ctx.G.GainGold(ctx, ctx.Player, 3) }},
	}}
	g := marshalScenario(t, cards("hand", "X13"), nil, 0, 0, ev)
	gold := 0
	g.SetObserver(func(g *Game, e *Event) error {
		if e.Name == EvPlayed {
			gold = g.Player(0).Gold
		}
		return nil
	})
	play(t, g, "p1: choose")
	if gold != 3 {
		t.Fatalf("option body did not resolve: gold %d\n%s", g.Player(0).Gold, logText(g, -1))
	}
	wantArea(t, g, one(t, g, 0, "Choice"), AreaDiscard)
	if n := strings.Count(logText(g, -1), "p1 plays Choice"); n != 1 {
		t.Fatalf("the event was played %d times", n)
	}
}

// raidLord (STR 3): "While attacking, each defending character with a lower
// STR than his does not contribute its STR to that challenge."
var raidLord = &CardDef{Code: "X14", Title: "Raid Lord", Type: TypeCharacter, Cost: CostValue{Value: 5}, Strength: 3, Icons: IconMilitary, Abilities: []*Ability{{
	ID: "raid", Kind: Constant, Constant: &ConstantSpec{
		Condition: attacking, Targets: defenders,
		Apply: func(ctx *Context, c *Card, d *Derived) {
			d.Cannot = append(d.Cannot, CannotContributeBelow(ctx.Source))
		}}}}}

func TestRR_NoContributionBelowStrength(t *testing.T) {
	tests := []struct {
		name   string
		boost  int // lasting STR on the Footman before the challenge
		result string
	}{
		{"a defender with lower STR does not contribute", 0, "p1 wins the military challenge by 0"},
		{"STRs are compared with every modifier applied", 2, "p2 wins the military challenge by 3"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := challengeScenario(t, join(cards("plot", "P1"), cards("play", "X14")), join(cards("plot", "P1"), cards("play", "C4", "C1")), raidLord)
			if tc.boost != 0 {
				foot := one(t, g, 1, "Footman")
				exec(t, g, func(g *Game) {
					g.AddLasting(&Lasting{Ctx: &Context{G: g, Player: g.Player(1)}, Cards: []*Card{foot}, Spec: ConstantSpec{Mod: &Modifier{Strength: tc.boost}}, Duration: Duration{Until: PerPhase}})
				})
			}
			haltAfter(g, EvChallengeWon)
			play(t, g, "p1: military", "p2: Knight", "p2: Footman")
			if !strings.Contains(logText(g, -1), tc.result) {
				t.Fatalf("want %q:\n%s", tc.result, logText(g, -1))
			}
		})
	}
}

// TestRR_KneelWhenDeclaredByRoleAndType checks the narrowed restriction
// words: a character under each kneels when declared as an attacker only
// where the word does not cover the declaration's role and type.
func TestRR_KneelWhenDeclaredByRoleAndType(t *testing.T) {
	tests := []struct {
		word       string
		typ        string
		wantKneels bool
	}{
		{CannotKneelWhenDeclared + "-attacker-military", "military", false},
		{CannotKneelWhenDeclared + "-attacker-military", "power", true},
		{CannotKneelWhenDeclared + "-military", "military", false},
		{CannotKneelWhenDeclared + "-military", "power", true},
		{CannotKneelWhenDeclared + "-attacker", "power", false},
		{CannotKneelWhenDeclared + "-defender", "military", true},
		{CannotKneelWhenDeclared + "-defender-military", "military", true},
	}
	for _, tc := range tests {
		t.Run(tc.word+"/"+tc.typ, func(t *testing.T) {
			def := &CardDef{Code: "X6", Title: "Vanguard", Type: TypeCharacter, Cost: CostValue{Value: 4}, Strength: 4, Icons: IconMilitary | IconPower, Abilities: []*Ability{{
				ID: "vanguard", Kind: Constant, Constant: &ConstantSpec{
					Targets: func(ctx *Context, y func(*Card)) { y(ctx.Source) },
					Mod:     &Modifier{Cannot: []string{tc.word}}}}}}
			g := challengeScenario(t, join(cards("plot", "P1"), cards("play", "X6")), cards("plot", "P1"), def)
			knelt := false
			g.SetObserver(func(g *Game, ev *Event) error {
				if ev.Name == EvChallengeInit {
					knelt = one(t, g, 0, "Vanguard").Kneeling
				}
				return nil
			})
			play(t, g, "p1: "+tc.typ)
			if knelt != tc.wantKneels {
				t.Fatalf("kneeling %v when declared as an attacker in a %s challenge under %s, want %v", knelt, tc.typ, tc.word, tc.wantKneels)
			}
		})
	}
}
