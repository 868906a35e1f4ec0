package rules

import "testing"

// fireShrine is a location: "Reaction: After you marshal a card or play an
// event, gain 1 gold. (Limit once per round.)" — one trigger on two events.
func fireShrine(seen *[]string) *CardDef {
	return &CardDef{Code: "T1", Title: "Fire Shrine", Type: TypeLocation, Cost: CostValue{Value: 1}, Abilities: []*Ability{{
		ID: "flame", Kind: Reaction,
		Trigger: &Trigger{Event: EvMarshaled, Also: []string{EvPlayed}, Match: func(ctx *Context, ev *Event) bool {
			return ev.Player == ctx.Player
		}},
		Limit: &Limit{N: 1, Per: PerRound},
		Effect: func(ctx *Context) bool {
			*seen = append(*seen, ctx.Event.Name)
			return ctx.G.GainGold(ctx, ctx.Player, 1)
		}}}}
}

func TestTriggerOnSeveralEventsSharesItsLimit(t *testing.T) {
	tests := []struct {
		name   string
		script []string
		want   string
	}{
		// marshaling triggers it; the event played afterwards finds the limit used
		{"marshal first", []string{"p1: Footman", "p1: flame", "p1: wealth", "p1: Spy"}, EvMarshaled},
		// playing the event triggers it; the marshal afterwards finds the limit used
		{"play first", []string{"p1: wealth", "p1: flame", "p1: Footman", "p1: Spy"}, EvPlayed},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var seen []string
			g := marshalScenario(t, join(cards("play", "T1"), cards("hand", "C1", "E1", "C2")), nil, 3, 0, fireShrine(&seen))
			// a reaction offered a second time would not accept the next
			// marshaling answer, and the script would fail.
			play(t, g, tt.script...)
			if len(seen) != 1 || seen[0] != tt.want {
				t.Fatalf("reaction resolved for %v, want once for %s", seen, tt.want)
			}
			// 3 - 1 (Footman) + 2 (wealth) + 1 (flame) - 2 (Spy)
			if g.Player(0).Gold != 3 {
				t.Fatalf("gold = %d, want 3", g.Player(0).Gold)
			}
			wantArea(t, g, one(t, g, 0, "Spy"), AreaPlay)
		})
	}
}

func TestTriggerNamesAndAnswers(t *testing.T) {
	tr := &Trigger{Event: EvLeavesPlay, Also: []string{EvMarshaled}}
	if got := tr.Names(); len(got) != 2 || got[0] != EvLeavesPlay || got[1] != EvMarshaled {
		t.Fatalf("names %v", got)
	}
	for _, c := range []struct {
		ev   Event
		want bool
	}{
		{Event{Name: EvMarshaled}, true},
		{Event{Name: EvKilled, LeavesPlay: true}, true},
		{Event{Name: EvKilled}, false},
		{Event{Name: EvPlayed}, false},
	} {
		if got := tr.Answers(&c.ev); got != c.want {
			t.Errorf("Answers(%s leaves=%v) = %v, want %v", c.ev.Name, c.ev.LeavesPlay, got, c.want)
		}
	}
}

// tarly is a character: "Reaction: After this character's STR is
// increased by a card effect, stand him. (Limit twice per phase.)"
func tarly(amounts *[]int) *CardDef {
	return &CardDef{Code: "T2", Title: "Tarly", Type: TypeCharacter, Cost: CostValue{Value: 6}, Strength: 5, Icons: IconMilitary, Abilities: []*Ability{{
		ID: "stand-up", Kind: Reaction,
		Trigger: &Trigger{Event: EvStrengthIncreased, Match: func(ctx *Context, ev *Event) bool { return ev.Card == ctx.Source }},
		Limit:   &Limit{N: 2, Per: PerPhase},
		Effect: func(ctx *Context) bool {
			*amounts = append(*amounts, ctx.Event.Amount)
			return ctx.G.Stand(ctx, ctx.Source)
		}}}}
}

func TestStrengthIncreasedByCardEffects(t *testing.T) {
	var amounts []int
	p1 := []ScenarioCard{{Code: "T2", Area: "play", Kneeling: true}, {Code: "A2", Area: "play", AttachTo: 1}, {Code: "C1", Area: "play"}}
	g := marshalScenario(t, p1, nil, 0, 0, tarly(&amounts))
	tarlyCard := one(t, g, 0, "Tarly")
	chalice := one(t, g, 0, "Poison Chalice")
	if g.Strength(tarlyCard) != 4 {
		t.Fatalf("STR %d, want 4 (5 - 1)", g.Strength(tarlyCard))
	}
	give := func(g *Game, n int) {
		ctx := &Context{G: g, Source: tarlyCard, Player: g.Player(0)}
		g.AddLasting(&Lasting{Ctx: ctx, Cards: []*Card{tarlyCard}, Spec: ConstantSpec{Mod: &Modifier{Strength: n}}, Duration: Duration{Until: PerPhase}})
		g.GainGold(ctx, g.Player(0), 1) // an event: the checks run after it
	}
	exec(t, g, func(g *Game) {
		// the penalty ends: STR goes up, but not by a card effect
		g.Discard(nil, false, chalice)
		if g.Strength(tarlyCard) != 5 || len(amounts) != 0 {
			t.Errorf("after the chalice left: STR %d, reactions %v", g.Strength(tarlyCard), amounts)
		}
		// a penalty by a lasting effect: no increase
		give(g, -2)
		if len(amounts) != 0 {
			t.Errorf("a STR penalty raised %v", amounts)
		}
		// a bonus by a lasting effect: +3 (from 3 to 6)
		give(g, 3)
	}, "p1: stand-up")
	if len(amounts) != 1 || amounts[0] != 3 {
		t.Fatalf("reactions %v, want one with amount 3", amounts)
	}
	if tarlyCard.Kneeling {
		t.Fatal("Tarly did not stand")
	}
	if n := g.CountHistory(func(h *HistEntry) bool { return h.Event == EvStrengthIncreased }); n != 1 {
		t.Fatalf("history has %d strength-increased events, want 1", n)
	}
}

func TestStrengthIncreasedByAConstantTakingEffect(t *testing.T) {
	var amounts []int
	// Longsword (+2 STR while attached) is marshaled onto Tarly: a constant
	// taking effect increases his STR.
	p1 := join([]ScenarioCard{{Code: "T2", Area: "play", Kneeling: true}}, cards("hand", "A1"))
	g := marshalScenario(t, p1, nil, 1, 0, tarly(&amounts))
	play(t, g, "p1: Longsword", "p1: stand-up")
	tarlyCard := one(t, g, 0, "Tarly")
	if len(amounts) != 1 || amounts[0] != 2 || tarlyCard.Kneeling || g.Strength(tarlyCard) != 7 {
		t.Fatalf("reactions %v, kneeling %v, STR %d", amounts, tarlyCard.Kneeling, g.Strength(tarlyCard))
	}
}
