package rules

import (
	"strings"
	"testing"
)

// Tests named after the rule IDs of CHECKLIST.md (D, E, P, V) and the
// unique-card rules.

func twoPlayers(p1, p2 []ScenarioCard, gold1, gold2 int) []ScenarioPlayer {
	return []ScenarioPlayer{{Gold: gold1, Cards: p1}, {Gold: gold2, Cards: p2}}
}

func marshalScenario(t *testing.T, p1, p2 []ScenarioCard, gold1, gold2 int, extra ...*CardDef) *Game {
	return scenario(t, Scenario{From: StepMarshalWindow, Players: twoPlayers(p1, p2, gold1, gold2)}, extra...)
}

func TestD1_DuplicatePlacedOnCopyInPlay(t *testing.T) {
	g := marshalScenario(t, join(cards("play", "C9"), cards("hand", "C9")), nil, 3, 0)
	play(t, g, "p1: Lord Unique")
	cs := find(g, 0, "Lord Unique")
	first, dup := cs[0], cs[1]
	wantArea(t, g, dup, AreaPlay)
	if !dup.IsDuplicate || dup.Parent != first.ID || !dup.Faceup {
		t.Fatalf("duplicate not placed faceup under the copy: dup=%v parent=%d faceup=%v", dup.IsDuplicate, dup.Parent, dup.Faceup)
	}
	if first.IsDuplicate || len(first.Duplicates) != 1 {
		t.Fatalf("copy in play should carry one duplicate, got %v", first.Duplicates)
	}
	if !strings.Contains(logText(g, 1), "p1 marshals a duplicate of Lord Unique") {
		t.Fatalf("log: %s", logText(g, 1))
	}
}

func TestD2_DuplicateSavesAndCannotBeCanceled(t *testing.T) {
	p1 := []ScenarioCard{{Code: "C9", Area: "play"}, {Code: "C9", Area: "play", AttachTo: 1}, {Code: "C1", Area: "hand"}}
	p2 := join(cards("play", "K1"), cards("hand", "K3"))
	g := scenario(t, Scenario{From: StepMarshalWindow, First: 1, Active: 0, Players: twoPlayers(p1, p2, 1, 5)}, killBlock, counterSpell)
	// p2 kills Lord Unique; p1 saves it with the duplicate; p2's Counter
	// must not be offered against the save (cannot be canceled).
	play(t, g, "p2: kill-action", "p1: duplicate-save")
	cs := find(g, 0, "Lord Unique")
	wantArea(t, g, cs[0], AreaPlay)
	wantArea(t, g, cs[1], AreaDiscard)
	if len(cs[0].Duplicates) != 0 {
		t.Fatal("duplicate still attached")
	}
	wantArea(t, g, one(t, g, 1, "Counter"), AreaHand)
	if !strings.Contains(logText(g, -1), "Lord Unique is saved") {
		t.Fatalf("log: %s", logText(g, -1))
	}
}

func TestD3_MarshalingDuplicateIsFree(t *testing.T) {
	g := marshalScenario(t, join(cards("play", "C9"), cards("hand", "C9")), nil, 3, 0)
	play(t, g, "p1: Lord Unique")
	if g.Player(0).Gold != 3 {
		t.Fatalf("gold = %d, want 3", g.Player(0).Gold)
	}
	// with 0 gold a duplicate is still marshalable
	g = marshalScenario(t, join(cards("play", "C9"), cards("hand", "C9")), nil, 0, 0)
	play(t, g, "p1: Lord Unique")
	if !find(g, 0, "Lord Unique")[1].IsDuplicate {
		t.Fatal("duplicate not marshaled with 0 gold")
	}
}

func TestD4_DuplicatesAreNotAttachments(t *testing.T) {
	p1 := []ScenarioCard{{Code: "C9", Area: "play"}, {Code: "C9", Area: "play", AttachTo: 1}, {Code: "A1", Area: "play", AttachTo: 1}}
	g := marshalScenario(t, p1, nil, 0, 0)
	cs := find(g, 0, "Lord Unique")
	if len(cs[0].Attachments) != 1 || cs[0].Attachments[0] != one(t, g, 0, "Longsword").ID {
		t.Fatalf("attachments = %v, want only the Longsword", cs[0].Attachments)
	}
	if g.Type(cs[1]) == TypeAttachment {
		t.Fatal("a duplicate reads as an attachment")
	}
	// an effect on "each attachment" does not touch the duplicate
	var atts []*Card
	g.EachInPlay(func(c *Card) {
		if g.Type(c) == TypeAttachment {
			atts = append(atts, c)
		}
	})
	if len(atts) != 1 || atts[0].Def.Title != "Longsword" {
		t.Fatalf("attachments in play = %d", len(atts))
	}
	if g.Strength(cs[0]) != 6 {
		t.Fatalf("Longsword should still give +2: STR %d", g.Strength(cs[0]))
	}
}

func TestD5_DuplicateIsBlank(t *testing.T) {
	p1 := []ScenarioCard{{Code: "C9", Area: "play"}, {Code: "C9", Area: "play", AttachTo: 1}}
	g := marshalScenario(t, p1, nil, 0, 0)
	dup := find(g, 0, "Lord Unique")[1]
	if g.Title(dup) != "" || g.Type(dup) != TypeDuplicate || g.Strength(dup) != 0 || g.Icons(dup) != 0 || !g.IsBlank(dup) {
		t.Fatalf("duplicate has characteristics: title %q type %v str %d", g.Title(dup), g.Type(dup), g.Strength(dup))
	}
	if g.HasKeyword(dup, "renown") || g.HasTrait(dup, "Test") {
		t.Fatal("duplicate has keywords or traits")
	}
	n := 0
	g.eachAbility(dup, func(ab *Ability, _ *KeywordInstance) bool { n++; return ab == g.dupSave })
	if n != 1 {
		t.Fatalf("duplicate has %d abilities, want only the framework save", n)
	}
}

func TestD6_SeveralDuplicates(t *testing.T) {
	g := marshalScenario(t, join(cards("play", "C9"), cards("hand", "C9", "C9")), nil, 0, 0)
	play(t, g, "p1: Lord Unique", "p1: Lord Unique")
	if n := len(find(g, 0, "Lord Unique")[0].Duplicates); n != 2 {
		t.Fatalf("duplicates = %d, want 2", n)
	}
}

func TestD7_OtherVersionAsDuplicate(t *testing.T) {
	v2 := &CardDef{Code: "C9b", Title: "Lord Unique", Type: TypeCharacter, Unique: true, Cost: CostValue{Value: 6}, Strength: 9, Icons: IconMilitary}
	g := marshalScenario(t, join(cards("play", "C9"), cards("hand", "C9b")), nil, 0, 0, v2)
	play(t, g, "p1: Lord Unique")
	cs := find(g, 0, "Lord Unique")
	if cs[0].Def.Code != "C9" || cs[0].IsDuplicate || !cs[1].IsDuplicate || g.Strength(cs[0]) != 4 {
		t.Fatalf("first version must stay active: %s dup=%v str=%d", cs[0].Def.Code, cs[0].IsDuplicate, g.Strength(cs[0]))
	}
}

func TestD8_MarshalingDuplicateIsNotMarshalingACharacter(t *testing.T) {
	recruiter := &CardDef{Code: "R1", Title: "Recruiting Hall", Type: TypeLocation, Abilities: []*Ability{{
		ID: "recruit", Kind: Reaction,
		Trigger: &Trigger{Event: EvMarshaled, Match: func(ctx *Context, ev *Event) bool {
			return ev.Player == ctx.Player && ctx.G.Type(ev.Card) == TypeCharacter
		}},
		Effect: func(ctx *Context) bool { return ctx.G.GainGold(ctx, ctx.Player, 1) }}}}
	g := marshalScenario(t, join(cards("play", "C9", "R1"), cards("hand", "C9", "C1", "C2")), nil, 1, 0, recruiter)
	// the duplicate triggers nothing; the Footman triggers the reaction.
	play(t, g, "p1: Lord Unique", "p1: Footman", "p1: recruit")
	if g.Player(0).Gold != 1 {
		t.Fatalf("gold = %d, want 1", g.Player(0).Gold)
	}
	dups := g.CountHistory(func(h *HistEntry) bool { return h.Event == EvMarshaled && h.Dup })
	if dups != 1 {
		t.Fatalf("history: %d duplicate marshals", dups)
	}
}

func TestE1_CardEffectsAndFrameworkEffects(t *testing.T) {
	var sources []bool
	witness := &CardDef{Code: "W1", Title: "Witness", Type: TypeLocation, Abilities: []*Ability{{
		ID: "witness", Kind: ForcedReaction, Trigger: &Trigger{Event: EvKilled},
		Effect: func(ctx *Context) bool { sources = append(sources, ctx.Event.Source != nil); return true }}}}
	g := marshalScenario(t, cards("play", "W1", "C1", "C2"), cards("play", "K1"), 0, 0, witness, killBlock)
	exec(t, g, func(g *Game) {
		g.ApplyClaim(g.Player(1), g.Player(0), Military, 1) // framework effect
		block := one(t, g, 1, "Headsman's Block")
		ctx := &Context{G: g, Source: block, Ability: killBlock.Abilities[0], Player: g.Player(1)}
		g.Kill(ctx, false, one(t, g, 0, "Spy")) // card effect
	}, "p1: Footman")
	if len(sources) != 2 || sources[0] || !sources[1] {
		t.Fatalf("card-effect flags = %v, want [false true]", sources)
	}
}

func TestE2_CostsAreNotEffects(t *testing.T) {
	g := marshalScenario(t, join(cards("play", "K2"), cards("hand", "C1")), cards("hand", "K3"), 1, 0, goldPress, counterSpell)
	play(t, g, "p1: press", "p2: counter")
	press := one(t, g, 0, "Gold Press")
	if !press.Kneeling {
		t.Fatal("the kneel cost was not paid")
	}
	if g.Player(0).Gold != 1 {
		t.Fatalf("canceled effect changed gold: %d", g.Player(0).Gold)
	}
	wantArea(t, g, one(t, g, 1, "Counter"), AreaDiscard)
	if !strings.Contains(logText(g, -1), "canceled") {
		t.Fatal("no cancel in log")
	}
}

func TestE3_EffectsResolveAsFullyAsTheyCan(t *testing.T) {
	g := marshalScenario(t, cards("play", "C1", "C2"), nil, 0, 0)
	a, b := one(t, g, 0, "Footman"), one(t, g, 0, "Spy")
	var full bool
	exec(t, g, func(g *Game) {
		g.AddLasting(&Lasting{Ctx: &Context{G: g}, Cards: []*Card{a}, Spec: ConstantSpec{Mod: &Modifier{Cannot: []string{"be-killed"}}}, Duration: Duration{Until: PerPhase}})
		full = g.Kill(nil, false, a, b)
	})
	wantArea(t, g, a, AreaPlay)
	wantArea(t, g, b, AreaDead)
	if full {
		t.Fatal("a partial kill reported as resolved in full (then must not follow)")
	}
}

func TestE4_NonTargetingEffectTakesWhatExists(t *testing.T) {
	g := marshalScenario(t, cards("deck", "C1", "C2", "C3"), cards("deck", "C1"), 0, 0)
	var n int
	exec(t, g, func(g *Game) { n = g.DiscardFromDeck(nil, g.Player(0), 2) })
	if n != 2 || len(g.Player(0).Zone(AreaDeck)) != 1 || g.Player(0).Eliminated {
		t.Fatalf("discarded %d, deck %d", n, len(g.Player(0).Zone(AreaDeck)))
	}
	// drawing takes what is there; needing to draw from an empty deck eliminates.
	exec(t, g, func(g *Game) { g.Draw(nil, g.Player(1), 3) })
	if n = len(g.Player(1).Zone(AreaHand)); n != 1 || !g.Player(1).Eliminated || g.Result().Winner != 0 {
		t.Fatalf("drew %d, eliminated %v, result %+v", n, g.Player(1).Eliminated, g.Result())
	}
}

// TestRR_WinningTheGame_EmptyDeckEliminates: "A player is eliminated from
// the game when his or her draw deck has no cards remaining", however it
// was emptied: a discard that takes the last cards eliminates at once.
func TestRR_WinningTheGame_EmptyDeckEliminates(t *testing.T) {
	g := marshalScenario(t, cards("deck", "C1", "C2"), cards("deck", "C1"), 0, 0)
	var n int
	exec(t, g, func(g *Game) { n = g.DiscardFromDeck(nil, g.Player(0), 5) })
	if n != 0 || !g.Player(0).Eliminated || !g.Result().Over || g.Result().Winner != 1 {
		t.Fatalf("deck %d, eliminated %v, result %+v", len(g.Player(0).Zone(AreaDeck)), g.Player(0).Eliminated, g.Result())
	}
}

func TestE5_ExpiringLastingEffectIsNotAGameStateChange(t *testing.T) {
	g := scenario(t, Scenario{From: "dominance", Players: twoPlayers(cards("play", "C1"), cards("play", "C2"), 0, 0)})
	foot := one(t, g, 0, "Footman")
	exec(t, g, func(g *Game) {
		g.AddLasting(&Lasting{Ctx: &Context{G: g}, Cards: []*Card{foot}, Spec: ConstantSpec{Mod: &Modifier{Strength: 5}}, Duration: Duration{Until: PerPhase}})
	})
	play(t, g)
	if g.Power(g.Player(0)) != 1 {
		t.Fatalf("p1 should win dominance with the lasting effect: power %d", g.Power(g.Player(0)))
	}
	if g.Strength(foot) != 1 || len(g.lasting) != 0 {
		t.Fatalf("lasting effect did not expire: STR %d", g.Strength(foot))
	}
	lines := g.RenderLog(-1, EnglishCatalog())
	after := false
	for _, l := range lines {
		if strings.Contains(l, "wins dominance") {
			after = true
			continue
		}
		if after && strings.Contains(l, "Footman") && !strings.Contains(l, "stands") {
			t.Fatalf("expiry produced a log event: %q", l)
		}
	}
}

func TestP1_EntersPlayByMarshalAndByPutIntoPlay(t *testing.T) {
	var entered []string
	counter := &CardDef{Code: "W2", Title: "Gatekeeper", Type: TypeLocation, Abilities: []*Ability{{
		ID: "count", Kind: ForcedReaction, Trigger: &Trigger{Event: EvEntersPlay},
		Effect: func(ctx *Context) bool { entered = append(entered, ctx.Event.Name+"/"+ctx.Event.Via); return true }}}}
	g := marshalScenario(t, join(cards("play", "W2"), cards("hand", "C1", "C11", "C2")), nil, 10, 0, counter)
	play(t, g, "p1: Footman", "p1: marshal-into-shadows", "p1: come-out")
	if strings.Join(entered, ",") != "marshaled/marshal,put-into-play/shadows" {
		t.Fatalf("enters play = %v", entered)
	}
	blade := one(t, g, 0, "Shadow Blade")
	wantArea(t, g, blade, AreaPlay)
	if g.Player(0).Gold != 10-1-2-2 {
		t.Fatalf("gold = %d", g.Player(0).Gold)
	}
}

func TestV1_EventTimingComesFromItsAbility(t *testing.T) {
	p1 := join(cards("play", "C4", "C3"), cards("hand", "E2"))
	g := scenario(t, Scenario{From: StepChallengeWindow, Players: twoPlayers(p1, cards("play", "C1"), 5, 0)})
	// Strike Down (a reaction) is not offered in action windows; it is
	// offered after p1 wins.
	play(t, g, "p1: military", "p2: done", "p1: strike")
	wantArea(t, g, one(t, g, 1, "Footman"), AreaDead)
	wantArea(t, g, one(t, g, 0, "Strike Down"), AreaDiscard)
	if g.Player(0).Gold != 3 {
		t.Fatalf("gold = %d, want 3", g.Player(0).Gold)
	}
}

func TestV2_EventInDiscardBeforeReactions(t *testing.T) {
	var area []AreaID
	chron := &CardDef{Code: "W3", Title: "Chronicler", Type: TypeLocation, Abilities: []*Ability{{
		ID: "chron", Kind: ForcedReaction, Trigger: &Trigger{Event: EvPlayed},
		Effect: func(ctx *Context) bool { area = append(area, ctx.Event.Card.Area); return true }}}}
	g := marshalScenario(t, join(cards("play", "W3"), cards("hand", "E1", "C1")), nil, 0, 0, chron)
	play(t, g, "p1: wealth")
	if len(area) != 1 || area[0] != AreaDiscard {
		t.Fatalf("event area at reaction time = %v, want discard", area)
	}
	if g.Player(0).Gold != 2 {
		t.Fatalf("gold %d", g.Player(0).Gold)
	}
}

var rally = &CardDef{Code: "E9", Title: "Rally", Type: TypeEvent, Abilities: []*Ability{{
	ID: "rally", Kind: Action,
	Effect: func(ctx *Context) bool {
		ctx.G.AddLasting(&Lasting{Ctx: ctx, Cards: ctx.G.Characters(ctx.Player), Spec: ConstantSpec{Mod: &Modifier{Strength: 1}}, Duration: Duration{Until: PerPhase}})
		return true
	}}}}

func TestV3_EventLastingEffectOnlyOnCardsInPlay(t *testing.T) {
	g := marshalScenario(t, join(cards("play", "C1"), cards("hand", "E9", "C4", "C1")), nil, 4, 0, rally)
	play(t, g, "p1: rally", "p1: Knight")
	foot, knight := find(g, 0, "Footman")[0], one(t, g, 0, "Knight")
	if g.Strength(foot) != 2 || g.Strength(knight) != 3 {
		t.Fatalf("STR footman %d (want 2), knight %d (want 3)", g.Strength(foot), g.Strength(knight))
	}
}

func TestV4_CanceledEventStillPlayed(t *testing.T) {
	pricey := &CardDef{Code: "E8", Title: "Pricey Wealth", Type: TypeEvent, Cost: CostValue{Value: 1}, Abilities: []*Ability{{
		ID: "pricey", Kind: Action, Max: &Limit{N: 1, Per: PerRound},
		Effect: func(ctx *Context) bool { return ctx.G.GainGold(ctx, ctx.Player, 3) }}}}
	g := marshalScenario(t, cards("hand", "E8", "E8", "C1"), cards("hand", "E3"), 2, 1, pricey)
	play(t, g, "p1: pricey", "p2: nay")
	if g.Player(0).Gold != 1 {
		t.Fatalf("gold = %d, want 1 (cost stays paid, no gain)", g.Player(0).Gold)
	}
	wantArea(t, g, find(g, 0, "Pricey Wealth")[0], AreaDiscard)
	if g.CountHistory(func(h *HistEntry) bool { return h.Event == EvPlayed && h.Player == 0 }) != 1 {
		t.Fatal("canceled event not recorded as played")
	}
	if offers(g, "pricey") {
		t.Fatal("max 1 per round ignored after cancel")
	}
}

func TestV5_EventCannotEnterPlay(t *testing.T) {
	g := marshalScenario(t, cards("hand", "E1", "E2"), nil, 0, 0)
	e1, e2 := one(t, g, 0, "Sudden Wealth"), one(t, g, 0, "Strike Down")
	var a, b bool
	exec(t, g, func(g *Game) {
		a = g.PutIntoPlay(nil, e1, PutOptions{})
		b = g.PutIntoPlay(nil, e2, PutOptions{AsType: TypeCharacter})
	})
	if a || e1.Area != AreaHand {
		t.Fatal("an event entered play")
	}
	if !b || g.Type(e2) != TypeCharacter || !g.InPlay(e2) {
		t.Fatal("an event whose type was changed must be able to enter play")
	}
}

func TestUnique_DeadPileBlocksCopies(t *testing.T) {
	g := marshalScenario(t, join(cards("dead", "C10"), cards("hand", "C10")), nil, 10, 0)
	dead, hand := find(g, 0, "Lady Unique")[0], find(g, 0, "Lady Unique")[1]
	if _, ok := g.marshalCost(g.Player(0), hand); ok {
		t.Fatal("a unique card with a copy in the dead pile can be marshaled")
	}
	if ok, _ := g.CanEnterPlay(dead, g.Player(0)); !ok {
		t.Fatal("the only copy in the dead pile may enter play from there")
	}
}

func TestUnique_OneCopyPerPlayer(t *testing.T) {
	g := marshalScenario(t, cards("play", "C10"), cards("hand", "C10"), 0, 10)
	// p2 may marshal their own copy: uniqueness is per player.
	if ok, dup := g.CanEnterPlay(one(t, g, 1, "Lady Unique"), g.Player(1)); !ok || dup != nil {
		t.Fatal("opponent's copy blocks a unique card")
	}
	var taken bool
	exec(t, g, func(g *Game) {
		g.PutIntoPlay(nil, one(t, g, 1, "Lady Unique"), PutOptions{})
		taken = g.TakeControl(nil, one(t, g, 0, "Lady Unique"), g.Player(1))
	})
	if taken {
		t.Fatal("took control of a unique card while controlling a copy")
	}
}
