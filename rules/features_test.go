package rules

import (
	"errors"
	"slices"
	"strings"
	"testing"
)

func areaView(v *View, player int, area string) AreaView {
	for _, a := range v.Players[player].Areas {
		if a.Name == area {
			return a
		}
	}
	return AreaView{}
}

func TestView_DeclaredHiddenAreaAndMaskedLog(t *testing.T) {
	g := marshalScenario(t, cards("hand", "C11", "C11", "C1"), nil, 5, 0)
	play(t, g, "p1: marshal-into-shadows", "p1: marshal-into-shadows")
	opp := areaView(g.View(1), 0, "shadows")
	if opp.Count != 2 || len(opp.Cards) != 2 {
		t.Fatalf("opponent's view of shadows: %+v", opp)
	}
	for i, cv := range opp.Cards {
		if cv.ID != NoCard || cv.Code != "" || cv.Title != "" || !cv.Facedown || cv.Pos != i+1 {
			t.Fatalf("opponent sees %+v", cv)
		}
	}
	own := areaView(g.View(0), 0, "shadows")
	if own.Cards[0].Title != "Shadow Blade" {
		t.Fatalf("owner view: %+v", own)
	}
	if h := areaView(g.View(1), 0, "hand"); h.Count != 1 || len(h.Cards) != 0 {
		t.Fatalf("opponent's hand view: %+v", h)
	}
	p2log, p1log := logText(g, 1), logText(g, 0)
	if !strings.Contains(p2log, "p1 marshals a card (#1) into shadows") || !strings.Contains(p2log, "p1 marshals a card (#2) into shadows") || strings.Contains(p2log, "Shadow Blade") {
		t.Fatalf("p2 reads:\n%s", p2log)
	}
	if !strings.Contains(p1log, "p1 marshals Shadow Blade into shadows") {
		t.Fatalf("p1 reads:\n%s", p1log)
	}
	if g.CountHistory(func(h *HistEntry) bool { return h.Event == EvMarshaled || h.Event == EvPlayed }) != 0 {
		t.Fatal("marshaling into shadows counted as marshaling or playing")
	}
}

func TestArea_TokensDiscardedOnLeaveAndPositionsStable(t *testing.T) {
	g := marshalScenario(t, cards("shadows", "C11", "C11", "C11"), nil, 10, 0)
	bl := find(g, 0, "Shadow Blade")
	exec(t, g, func(g *Game) {
		g.AddTokens(nil, bl[2], "poison", 2)
		g.PutIntoPlay(&Context{G: g, Player: g.Player(0)}, bl[0], PutOptions{Via: "shadows"})
	})
	opp := areaView(g.View(1), 0, "shadows")
	if len(opp.Cards) != 2 || opp.Cards[0].Pos != 2 || opp.Cards[1].Pos != 3 || len(opp.Cards[1].Tokens) != 1 {
		t.Fatalf("positions/tokens: %+v", opp.Cards)
	}
	exec(t, g, func(g *Game) { g.PutIntoPlay(&Context{G: g, Player: g.Player(0)}, bl[2], PutOptions{}) })
	if bl[2].Count("poison") != 0 {
		t.Fatal("tokens kept when leaving an area that discards them")
	}
}

func TestReplaceDef_HotSwap(t *testing.T) {
	g := marshalScenario(t, join(cards("play", "C1", "C1"), cards("hand", "C2")), nil, 2, 0)
	v2 := &CardDef{Code: "C1", Title: "Footman", Type: TypeCharacter, Cost: CostValue{Value: 1}, Strength: 5, Icons: IconMilitary, Abilities: []*Ability{{
		ID: "shout", Kind: Action, Costs: []Cost{kneelSelf()},
		Effect: func(ctx *Context) bool { return ctx.G.GainGold(ctx, ctx.Player, 1) }}}}
	swapped := false
	d := NewScript("p1: shout")
	d.Fallback = nil
	first := DeciderFunc(func(g *Game, p *Prompt) (Choice, error) {
		if !swapped {
			swapped = true
			if n := g.ReplaceDef("C1", v2); n != 2 {
				t.Errorf("reloaded %d cards", n)
			}
			// the prompt was built before the reload: ask again by stopping
			return Choice{Index: len(p.Options) - 1}, nil // pass
		}
		return d.Decide(g, p)
	})
	g2 := g
	_, err := g2.Run(first)
	if err != nil && !errors.Is(err, ErrStop) {
		t.Fatal(err)
	}
	foot := find(g, 0, "Footman")
	if g.Strength(foot[0]) != 5 || foot[1].Def != v2 || v2.Version != 1 {
		t.Fatalf("STR %d version %d", g.Strength(foot[0]), v2.Version)
	}
	if !strings.Contains(logText(g, 1), "Card Footman reloaded (version 1)") {
		t.Fatal(logText(g, 1))
	}
	if g.Player(0).Gold != 3 {
		t.Fatalf("new ability not usable: gold %d", g.Player(0).Gold)
	}
}

func TestCatalog_Separable(t *testing.T) {
	g := marshalScenario(t, cards("hand", "C1"), nil, 1, 0)
	play(t, g, "p1: Footman")
	de := Catalog{MsgMarshals: "{actor} marschalliert {card}"}
	found := false
	for i := range g.Log() {
		if g.Render(&g.Log()[i], 1, de) == "p1 marschalliert Footman" {
			found = true
		}
	}
	if !found {
		t.Fatal("German template not used")
	}
	for id := MsgNone + 1; id < msgCount; id++ {
		if EnglishCatalog()[id] == "" || id.Name() == "" {
			t.Fatalf("message %d has no English text or name", id)
		}
	}
}

func TestScriptedDecider_ReportsOptions(t *testing.T) {
	g := marshalScenario(t, cards("hand", "C1"), nil, 1, 0)
	_, err := g.Run(NewScript("p1: Dragon"))
	if err == nil || !strings.Contains(err.Error(), "Footman") || !strings.Contains(err.Error(), "pass") {
		t.Fatalf("err = %v", err)
	}
}

func TestKeywordValues_ChooseAmongInstances(t *testing.T) {
	multi := &CardDef{Code: "S2", Title: "Twin Shade", Type: TypeCharacter, Cost: CostValue{None: true}, Strength: 2, Icons: IconIntrigue,
		Keywords: []KeywordInstance{kw("shadow", 4), kw("shadow", 1)}}
	g := marshalScenario(t, join(cards("shadows", "S2"), cards("hand", "C1")), nil, 5, 0, multi)
	if vals := g.KeywordValues(one(t, g, 0, "Twin Shade"), "shadow"); !slices.Equal(vals, []int{4, 1}) {
		t.Fatalf("values %v", vals)
	}
	play(t, g, "p1: come-out", "p1: 1")
	wantArea(t, g, one(t, g, 0, "Twin Shade"), AreaPlay)
	if g.Player(0).Gold != 4 {
		t.Fatalf("paid %d, want 1", 5-g.Player(0).Gold)
	}
	if _, ok := g.marshalCost(g.Player(0), one(t, g, 0, "Twin Shade")); ok {
		t.Fatal("a card with no printed cost is marshalable")
	}
}

func TestCosts_ReducersAndDeclaredCostKinds(t *testing.T) {
	g := marshalScenario(t, join(cards("hand", "C4", "C4"), cards("shadows", "C11")), nil, 5, 0)
	blade := one(t, g, 0, "Shadow Blade")
	exec(t, g, func(g *Game) {
		g.AddCostReducer(&CostReducer{Player: g.Player(0), Kind: "marshal", Amount: 1, Uses: 1, Duration: Duration{Until: PerPhase}})
		g.AddLasting(&Lasting{Ctx: &Context{G: g}, Cards: nil, Spec: ConstantSpec{}, Duration: Duration{Until: PerPhase}})
	})
	// a constant modifier on the shadow cost kind (declared by the definition)
	blade.Def = &CardDef{Code: blade.Def.Code, Title: blade.Def.Title, Type: TypeCharacter, Cost: blade.Def.Cost, Strength: 2, Icons: IconMilitary,
		Keywords: blade.Def.Keywords, Abilities: []*Ability{{ID: "cheap", Kind: Constant, Constant: &ConstantSpec{
			Targets: func(ctx *Context, y func(*Card)) { y(ctx.Source) }, Mod: &Modifier{Cost: []CostMod{{Kind: "shadow", Delta: -1}}}}}}}
	blade.info = g.infoFor(blade.Def)
	g.touch()
	p := g.Player(0)
	k := find(g, 0, "Knight")
	if c, _ := g.marshalCost(p, k[0]); c != 2 {
		t.Fatalf("reduced marshal cost %d, want 2", c)
	}
	play(t, g, "p1: Knight")
	if c, _ := g.marshalCost(p, k[1]); c != 3 || p.Gold != 3 {
		t.Fatalf("reducer used once: next cost %d, gold %d", c, p.Gold)
	}
	// a constant ability only works in play; in shadows the printed value stands
	if g.CostOf(blade, p, 2, "shadow") != 2 {
		t.Fatalf("shadow cost %d", g.CostOf(blade, p, 2, "shadow"))
	}
}

func TestConstant_DynamicStrengthAndBlank(t *testing.T) {
	captain := &CardDef{Code: "CP", Title: "Captain", Type: TypeCharacter, Cost: CostValue{Value: 3}, Strength: 1, Icons: IconMilitary, Traits: []string{"Lord"},
		Keywords: []KeywordInstance{kw("renown")},
		Abilities: []*Ability{{ID: "per-ally", Kind: Constant, Constant: &ConstantSpec{
			Targets: func(ctx *Context, y func(*Card)) { y(ctx.Source) },
			Apply: func(ctx *Context, c *Card, d *Derived) {
				d.Strength += len(ctx.G.Characters(ctx.Player)) - 1
			}}}}}
	g := marshalScenario(t, cards("play", "CP", "C1", "C2"), nil, 0, 0, captain)
	cp := one(t, g, 0, "Captain")
	if g.Strength(cp) != 3 {
		t.Fatalf("STR %d, want 1+2", g.Strength(cp))
	}
	exec(t, g, func(g *Game) { g.Kill(nil, false, one(t, g, 0, "Spy")) })
	if g.Strength(cp) != 2 {
		t.Fatalf("STR %d after a kill, want 2", g.Strength(cp))
	}
	exec(t, g, func(g *Game) {
		g.AddLasting(&Lasting{Ctx: &Context{G: g}, Cards: []*Card{cp}, Spec: ConstantSpec{Blanks: true, Mod: &Modifier{Blank: true}}, Duration: Duration{Until: PerRound}})
	})
	if g.Strength(cp) != 1 || g.HasKeyword(cp, "renown") || g.HasTrait(cp, "Lord") || !g.IsBlank(cp) {
		t.Fatalf("blank: STR %d renown %v", g.Strength(cp), g.HasKeyword(cp, "renown"))
	}
}

func TestCannot_BeDeclaredAsDefender(t *testing.T) {
	p2 := join(cards("plot", "P1"), cards("play", "C4", "C1"))
	g := challengeScenario(t, join(cards("plot", "P1"), cards("play", "C8", "C2")), p2)
	knight := one(t, g, 1, "Knight")
	exec(t, g, func(g *Game) {
		g.AddLasting(&Lasting{Ctx: &Context{G: g}, Cards: []*Card{knight}, Spec: ConstantSpec{Mod: &Modifier{Cannot: []string{"be-declared-defender"}}}, Duration: Duration{Until: PerPhase}})
	})
	// Knight may not defend: the only defender option is the Footman.
	play(t, g, "p1: military", "p2: Footman")
	if !g.Defending(one(t, g, 1, "Footman")) && !strings.Contains(logText(g, -1), "Footman defends") {
		t.Fatal("footman did not defend")
	}
	if strings.Contains(logText(g, -1), "Knight defends") {
		t.Fatal("a character that cannot defend defended")
	}
}

func TestDelayedEffect_AtEndOfPhase(t *testing.T) {
	g := marshalScenario(t, cards("play", "C4"), nil, 0, 0)
	knight := one(t, g, 0, "Knight")
	exec(t, g, func(g *Game) {
		g.Kneel(nil, knight)
		g.AddDelayed(&Delayed{Event: EvPhaseEnds, Ctx: &Context{G: g}, Do: func(ctx *Context, ev *Event) { ctx.G.Stand(ctx, knight) }})
	})
	d := DeciderFunc(func(g *Game, p *Prompt) (Choice, error) { return Choice{}, ErrStop })
	g.Run(d) // stops at p1's challenge prompt
	if knight.Kneeling {
		t.Fatal("delayed effect did not resolve at the end of the phase")
	}
}

func TestEmit_CustomEventRunsThroughWindows(t *testing.T) {
	var got []string
	listener := &CardDef{Code: "W5", Title: "Listener", Type: TypeLocation, Abilities: []*Ability{{
		ID: "hear", Kind: ForcedReaction, Trigger: &Trigger{Event: "comes-out-of-shadows"},
		Effect: func(ctx *Context) bool { got = append(got, ctx.Event.Card.Def.Title); return true }}}}
	g := marshalScenario(t, join(cards("play", "W5"), cards("shadows", "C11"), cards("hand", "C1")), nil, 3, 0, listener)
	play(t, g, "p1: come-out")
	if !slices.Equal(got, []string{"Shadow Blade"}) {
		t.Fatalf("custom event reactions: %v", got)
	}
}

func TestMoveAndControlPrimitives(t *testing.T) {
	g := marshalScenario(t, join(cards("play", "C1", "C4"), cards("hand", "A1")), cards("play", "C2"), 3, 0)
	foot, knight, spy, sword := one(t, g, 0, "Footman"), one(t, g, 0, "Knight"), one(t, g, 1, "Spy"), one(t, g, 0, "Longsword")
	exec(t, g, func(g *Game) {
		g.GainPower(nil, foot, 3)
		g.MovePower(nil, foot, g.FactionCard(g.Player(1)), 2)
		g.TakeControl(nil, spy, g.Player(0))
		g.PutIntoPlay(&Context{G: g, Player: g.Player(0)}, sword, PutOptions{Parent: foot})
		g.Attach(nil, sword, knight)
		g.ReturnToDeck(nil, foot, true)
	})
	if g.Power(g.Player(1)) != 2 || foot.Area != AreaDeck || g.Player(0).Zone(AreaDeck)[0] != foot.ID {
		t.Fatalf("power %d, footman in %s", g.Power(g.Player(1)), g.Area(foot.Area).Name)
	}
	if spy.Controller != 0 || !slices.Contains(g.Characters(g.Player(0)), spy) {
		t.Fatal("control not taken")
	}
	if sword.Parent != knight.ID || g.Strength(knight) != 5 {
		t.Fatalf("attach: parent %d STR %d", sword.Parent, g.Strength(knight))
	}
}

func TestCosts_Constructors(t *testing.T) {
	armory := &CardDef{Code: "K4", Title: "Armory", Type: TypeLocation, Abilities: []*Ability{{
		ID: "armory", Kind: Action,
		XRange: func(ctx *Context) (int, int) { return 0, 3 },
		Costs: []Cost{CostDiscardFromHand(1, nil), CostKneel(1, func(ctx *Context, c *Card) bool { return ctx.G.HasIcon(c, Power) }),
			CostGoldOf("armory", func(ctx *Context) int { return 1 })},
		Effect: func(ctx *Context) bool { return ctx.G.GainGold(ctx, ctx.Player, ctx.X) }}}}
	sacrificer := &CardDef{Code: "K5", Title: "Martyr", Type: TypeCharacter, Strength: 1, Abilities: []*Ability{{
		ID: "martyr", Kind: Action, Costs: []Cost{CostSacrificeSelf(), CostDiscardPower(1, true)},
		Effect: func(ctx *Context) bool { return ctx.G.Draw(ctx, ctx.Player, 1) == 1 }}}}
	s := Scenario{From: StepMarshalWindow, Players: twoPlayers(join(cards("play", "K4", "C4", "C1", "K5"), cards("hand", "C2", "C3"), cards("deck", "C1", "C1")), nil, 1, 0)}
	s.Players[0].Power = 1
	g := scenario(t, s, armory, sacrificer)
	play(t, g, "p1: armory", "p1: 2", "p1: Spy", "p1: martyr")
	if g.Player(0).Gold != 2 || one(t, g, 0, "Spy").Area != AreaDiscard || !one(t, g, 0, "Knight").Kneeling || one(t, g, 0, "Footman").Kneeling {
		t.Fatalf("gold %d", g.Player(0).Gold)
	}
	if one(t, g, 0, "Martyr").Area != AreaDiscard || g.Power(g.Player(0)) != 0 || len(g.Player(0).Zone(AreaHand)) != 2 {
		t.Fatal("sacrifice / discard power costs not paid or effect missing")
	}
}

func TestRun_PanicInDefinitionBecomesError(t *testing.T) {
	bad := &CardDef{Code: "BAD", Title: "Broken", Type: TypeLocation, Abilities: []*Ability{{ID: "boom", Kind: Action,
		Effect: func(ctx *Context) bool { var m map[string]int; m["x"] = 1; return true }}}}
	g := marshalScenario(t, cards("play", "BAD"), nil, 0, 0, bad)
	_, err := g.Run(NewScript("p1: boom"))
	var pe *PanicError
	if !errors.As(err, &pe) || !strings.Contains(pe.Stack, "features_test.go") {
		t.Fatalf("err = %v", err)
	}
	if _, err := g.Run(NewScript()); err == nil {
		t.Fatal("a broken game ran again")
	}
}

func TestImmune_ToOpponentsEffects(t *testing.T) {
	g := marshalScenario(t, cards("play", "C4", "C1"), cards("play", "K1"), 0, 0, killBlock)
	knight := one(t, g, 0, "Knight")
	exec(t, g, func(g *Game) {
		g.AddLasting(&Lasting{Ctx: &Context{G: g}, Cards: []*Card{knight}, Spec: ConstantSpec{Mod: &Modifier{
			Immune: []func(*Card, *Context) bool{func(_ *Card, src *Context) bool { return src.Player != nil && src.Player.Index != knight.Controller }}}}})
	})
	ctx := &Context{G: g, Source: one(t, g, 1, "Headsman's Block"), Ability: killBlock.Abilities[0], Player: g.Player(1)}
	var targets []string
	g.eachTargetCandidate(ctx, &killBlock.Abilities[0].Targets[0], func(c *Card) bool { targets = append(targets, c.Def.Title); return true })
	if slices.Contains(targets, "Knight") || !slices.Contains(targets, "Footman") {
		t.Fatalf("targets %v", targets)
	}
	exec(t, g, func(g *Game) {
		g.Kill(ctx, false, knight)                                                                // an opponent's effect: no
		g.Kneel(&Context{G: g, Ability: &Ability{}, Player: g.Player(0), Source: knight}, knight) // own effect: yes
	})
	if knight.Area != AreaPlay || !knight.Kneeling {
		t.Fatalf("immunity: area %s kneeling %v", g.Area(knight.Area).Name, knight.Kneeling)
	}
}

func TestDeckManipulation_LookAtTopThree(t *testing.T) {
	// "Look at the top 3 cards of your deck. Add 1 to your hand, place 1 on
	// the bottom of your deck, and place the other on top of your deck."
	g := marshalScenario(t, cards("deck", "C1", "C2", "C3", "C4", "C5"), nil, 0, 0)
	p := g.Player(0)
	exec(t, g, func(g *Game) {
		z := p.Zone(AreaDeck)
		top := []*Card{g.Card(z[len(z)-1]), g.Card(z[len(z)-2]), g.Card(z[len(z)-3])}
		hand := g.ChooseCards(p, "add-to-hand", top, 1, 1, nil)[0]
		g.MoveToArea(nil, hand, AreaNameHand)
		var rest []*Card
		for _, c := range top {
			if c != hand {
				rest = append(rest, c)
			}
		}
		bottom := g.ChooseCards(p, "bottom", rest, 1, 1, nil)[0]
		g.ReturnToDeck(nil, bottom, true)
		g.MoveToArea(nil, one(t, g, 0, "Knight"), AreaNameRemoved)
	}, "p1: Spy", "p1: Footman")
	z := p.Zone(AreaDeck)
	if one(t, g, 0, "Spy").Area != AreaHand || g.Card(z[0]).Def.Title != "Footman" || g.Card(z[len(z)-1]).Def.Title != "Herald" {
		t.Fatalf("deck order wrong")
	}
	wantArea(t, g, one(t, g, 0, "Knight"), AreaRemoved)
	if len(z) != 3 {
		t.Fatalf("deck has %d cards", len(z))
	}
}

func TestPlayerValuesAndFactions(t *testing.T) {
	wall := &CardDef{Code: "WL", Title: "The Wall", Type: TypeLocation, Abilities: []*Ability{{ID: "wall", Kind: Constant, Constant: &ConstantSpec{
		Targets: func(ctx *Context, y func(*Card)) {
			for _, c := range ctx.G.Characters(ctx.Player) {
				y(c)
			}
		},
		Mod:       &Modifier{Factions: []string{"thenightswatch"}, LoseFactions: true},
		Players:   func(ctx *Context, y func(*Player)) { y(ctx.Player) },
		PlayerMod: &PlayerModifier{Values: []Token{{"limited", 1}}},
	}}}}
	g := marshalScenario(t, cards("play", "WL", "C1"), cards("play", "C1"), 0, 0, wall)
	mine, theirs := one(t, g, 0, "Footman"), one(t, g, 1, "Footman")
	if !g.HasFaction(mine, "thenightswatch") || g.HasFaction(mine, "neutral") || !g.HasFaction(theirs, "neutral") {
		t.Fatal("faction modifiers")
	}
	if g.PlayerValue(g.Player(0), "limited") != 1 || g.PlayerValue(g.Player(1), "limited") != 0 {
		t.Fatal("player values")
	}
}

func TestReaction_ToOwnLeavingPlay(t *testing.T) {
	martyr := &CardDef{Code: "MT", Title: "Last Stand", Type: TypeCharacter, Strength: 1, Icons: IconMilitary, Abilities: []*Ability{
		{ID: "avenge", Kind: Reaction, Trigger: &Trigger{Event: EvKilled, Self: true, Match: func(ctx *Context, ev *Event) bool { return ev.Card == ctx.Source }},
			Effect: func(ctx *Context) bool { return ctx.G.GainGold(ctx, ctx.Player, 2) }},
		{ID: "mourn-other", Kind: Reaction, Trigger: &Trigger{Event: EvKilled, Match: func(ctx *Context, ev *Event) bool { return true }},
			Effect: func(ctx *Context) bool { return ctx.G.GainGold(ctx, ctx.Player, 10) }},
	}}
	g := marshalScenario(t, cards("play", "MT"), nil, 0, 0, martyr)
	exec(t, g, func(g *Game) { g.Kill(nil, false, one(t, g, 0, "Last Stand")) }, "p1: avenge")
	if g.Player(0).Gold != 2 {
		t.Fatalf("gold %d: only the self-referential reaction works from the dead pile", g.Player(0).Gold)
	}
	if offers(g, "mourn-other") {
		t.Fatal("a non-self reaction was offered from the dead pile")
	}
}

func TestDeclareArea_AtRunTime(t *testing.T) {
	g := marshalScenario(t, cards("hand", "C1", "C2"), nil, 0, 0)
	foot, spy := one(t, g, 0, "Footman"), one(t, g, 0, "Spy")
	exec(t, g, func(g *Game) {
		g.DeclareArea(&AreaDef{Name: "vault", Facedown: true, Visible: VisibleNone, ShowPositions: true})
		g.DeclareArea(&AreaDef{Name: "vault"}) // idempotent by name
		g.MoveToArea(nil, foot, "vault")
		g.MoveToArea(nil, spy, "vault")
	})
	vault, ok := g.AreaByName("vault")
	if !ok || len(g.Areas()) != int(vault)+1 || foot.Area != vault || foot.Faceup || foot.Slot != 1 || spy.Slot != 2 {
		t.Fatalf("vault: %v %v slot %d", ok, g.Area(foot.Area).Name, foot.Slot)
	}
	for v := 0; v < 2; v++ { // nobody may look, not even the owner
		av := areaView(g.View(v), 0, "vault")
		if av.Count != 2 || len(av.Cards) != 2 || av.Cards[0].Title != "" || av.Cards[1].Pos != 2 {
			t.Fatalf("p%d view: %+v", v+1, av)
		}
	}
	// the owner saw the card in hand as it moved; the opponent never did
	if strings.Contains(logText(g, 1), "Footman") || !strings.Contains(logText(g, 0), "Footman moves from hand to vault") {
		t.Fatalf("log:\n%s", logText(g, 1))
	}
}
