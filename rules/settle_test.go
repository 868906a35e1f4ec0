package rules

import (
	"math/rand/v2"
	"testing"
)

// settleGame builds a marshaling-window scenario with p1's cards in play
// (in the order given) and the extra definitions.
func settleGame(t *testing.T, p1 []ScenarioCard, p2 []ScenarioCard, extra ...*CardDef) *Game {
	t.Helper()
	return scenario(t, Scenario{From: "marshaling-window", Players: []ScenarioPlayer{
		{Cards: append(p1, cards("deck", "C1", "C1")...)},
		{Cards: append(p2, cards("deck", "C1", "C1")...)},
	}}, extra...)
}

// TestSettle_LoopEndsByRule: constants that cannot all hold at once ("while
// it has exactly 5 STR, it gets +1 STR") never settle; the refresh stops
// after maxSettlePasses passes and keeps the values of the last one (an
// even pass: the printed 5), evaluating the condition once per pass.
func TestSettle_LoopEndsByRule(t *testing.T) {
	calls := 0
	flicker := &CardDef{Code: "FL", Title: "Flicker", Type: TypeCharacter, Strength: 5, Icons: IconMilitary, Abilities: []*Ability{{
		ID: "flicker", Kind: Constant, Constant: &ConstantSpec{
			Condition: func(ctx *Context) bool { calls++; return ctx.G.Strength(ctx.Source) == 5 },
			Targets:   self, Mod: &Modifier{Strength: 1},
		}}}}
	g := settleGame(t, cards("play", "FL"), nil, flicker)
	c := one(t, g, 0, "Flicker")
	if got := g.Strength(c); got != 5 {
		t.Errorf("STR %d, want 5 (the values of pass %d, an even pass)", got, maxSettlePasses)
	}
	if g.settle.passes != maxSettlePasses || g.settle.unsettled != 1 || calls != maxSettlePasses {
		t.Errorf("%d passes, %d unsettled refreshes, %d condition calls; want %d, 1, %d", g.settle.passes, g.settle.unsettled, calls, maxSettlePasses, maxSettlePasses)
	}
}

// TestSettle_MutualBlanking: two cards that each blank the other (while
// not blank themselves) never settle either; the values kept do not depend
// on which entered play first.
func TestSettle_MutualBlanking(t *testing.T) {
	blanker := func(code, title, other string) *CardDef {
		return &CardDef{Code: code, Title: title, Type: TypeCharacter, Strength: 2, Icons: IconMilitary, Traits: []string{"Knight"}, Abilities: []*Ability{{
			ID: "blank", Kind: Constant, Constant: &ConstantSpec{Blanks: true,
				Targets: func(ctx *Context, y func(*Card)) {
					for _, c := range ctx.G.Cards {
						if c.Def.Title == other && ctx.G.InPlay(c) {
							y(c)
						}
					}
				}, Mod: &Modifier{Blank: true},
			}}}}
	}
	a, b := blanker("BA", "Blanker A", "Blanker B"), blanker("BB", "Blanker B", "Blanker A")
	var seen []string
	for _, order := range [][]string{{"BA", "BB"}, {"BB", "BA"}} {
		g := settleGame(t, cards("play", order...), nil, a, b)
		ca, cb := one(t, g, 0, "Blanker A"), one(t, g, 0, "Blanker B")
		seen = append(seen, fmtBool(g.IsBlank(ca))+fmtBool(g.IsBlank(cb))+fmtBool(g.HasTrait(ca, "Knight")))
		if g.settle.unsettled != 1 {
			t.Errorf("order %v: %d unsettled refreshes, want 1", order, g.settle.unsettled)
		}
	}
	if seen[0] != seen[1] {
		t.Errorf("blank/blank/trait %s in one order, %s in the other", seen[0], seen[1])
	}
}

func fmtBool(b bool) string {
	if b {
		return "T"
	}
	return "F"
}

// TestSettle_OnePassWhenNothingReadChanges: constants that read only
// what no other constant changes ("+1 STR to your Knights" beside
// attachments and lasting effects giving STR and keywords) settle in one
// pass; reading a STR another card raises takes a second pass.
func TestSettle_OnePassWhenNothingReadChanges(t *testing.T) {
	knights := &CardDef{Code: "KB", Title: "Knight Banner", Type: TypeLocation, Abilities: []*Ability{{
		ID: "knights", Kind: Constant, Constant: &ConstantSpec{
			Targets: func(ctx *Context, y func(*Card)) {
				yours(ctx, true, func(c *Card) bool { return ctx.G.HasTrait(c, "Test") }, y)
			}, Mod: &Modifier{Strength: 1},
		}}}}
	strong := &CardDef{Code: "SG", Title: "Strong", Type: TypeCharacter, Strength: 4, Icons: IconPower, Traits: []string{"Test"}, Abilities: []*Ability{{
		ID: "renown-at-5", Kind: Constant, Constant: &ConstantSpec{
			Condition: func(ctx *Context) bool { return ctx.G.Strength(ctx.Source) >= 5 },
			Targets:   self, Mod: &Modifier{Keywords: []KeywordInstance{kw("renown")}},
		}}}}
	g := settleGame(t, join(cards("play", "C4", "KB"), []ScenarioCard{{Code: "A1", Area: "play", AttachTo: 1}}), nil, knights)
	knight := one(t, g, 0, "Knight")
	g.AddLasting(&Lasting{Ctx: &Context{G: g}, Cards: []*Card{knight}, Spec: ConstantSpec{Mod: &Modifier{Keywords: []KeywordInstance{kw("renown")}}}, Duration: Duration{Until: PerPhase}})
	if got := g.Strength(knight); got != 3+2+1 || g.settle.passes != 1 {
		t.Errorf("STR %d after %d passes, want 6 after 1", got, g.settle.passes)
	}
	g = settleGame(t, cards("play", "SG", "KB"), nil, knights, strong)
	s := one(t, g, 0, "Strong")
	if !g.HasKeyword(s, "renown") || g.settle.passes != 2 {
		t.Errorf("renown %v after %d passes, want true after 2", g.HasKeyword(s, "renown"), g.settle.passes)
	}
}

// TestSettle_BoardsReachChains checks the property test's generator: a
// good share of its boards needs more than one pass (a constant reads what
// another changes), so TestSettle_OrderIndependent tests the settling and
// not only sums that commute.
func TestSettle_BoardsReachChains(t *testing.T) {
	const boards = 100
	multi, unsettled := 0, 0
	for board := 0; board < boards; board++ {
		b := randomSettleBoard(rand.New(rand.NewPCG(uint64(board), 32)), board)
		lperm := make([]int, len(b.lasting))
		for i := range lperm {
			lperm[i] = i
		}
		var perm [2][]int
		for p := range perm {
			for i := range b.cards[p] {
				perm[p] = append(perm[p], i)
			}
		}
		g := b.build(t, perm, lperm)
		g.ensure()
		if g.settle.passes > 1 {
			multi++
		}
		unsettled += g.settle.unsettled
	}
	t.Logf("%d of %d boards took more than one pass; %d did not settle", multi, boards, unsettled)
	if multi < boards/4 {
		t.Errorf("only %d of %d boards took more than one pass", multi, boards)
	}
}
