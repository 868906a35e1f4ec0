package rules

import (
	"fmt"
	"slices"
)

// Test data: plain test cards and test keyword definitions. Keyword names
// below are test data only; the engine itself never names a keyword.

func kw(name string, vals ...int) KeywordInstance { return KeywordInstance{Name: name, Values: vals} }

// testKeywords returns test KeywordDefs exercising the engine's hooks.
func testKeywords() []*KeywordDef {
	renown := &KeywordDef{Name: "renown", Abilities: []*Ability{{
		ID: "renown", Kind: Framework, Step: StepChallengeKeywords,
		Condition: func(ctx *Context) bool {
			ch := ctx.G.Challenge()
			return ch != nil && ch.Winner == ctx.Player
		},
		Effect: func(ctx *Context) bool { return ctx.G.GainPower(ctx, ctx.Source, 1) },
	}}}
	insight := &KeywordDef{Name: "insight", Abilities: []*Ability{{
		ID: "insight", Kind: Framework, Step: StepChallengeKeywords,
		Condition: func(ctx *Context) bool {
			ch := ctx.G.Challenge()
			return ch != nil && ch.Winner == ctx.Player
		},
		Effect: func(ctx *Context) bool { return ctx.G.Draw(ctx, ctx.Player, 1) == 1 },
	}}}
	pillage := &KeywordDef{Name: "pillage", Abilities: []*Ability{{
		ID: "pillage", Kind: Framework, Step: StepChallengeKeywords,
		Condition: func(ctx *Context) bool {
			ch := ctx.G.Challenge()
			return ch != nil && ch.Winner == ctx.Player
		},
		Effect: func(ctx *Context) bool { return ctx.G.DiscardFromDeck(ctx, ctx.G.Challenge().Loser, 1) == 1 },
	}}}
	intimidate := &KeywordDef{Name: "intimidate", Abilities: []*Ability{{
		ID: "intimidate", Kind: Framework, Step: StepChallengeKeywords, Optional: true,
		Condition: func(ctx *Context) bool {
			ch := ctx.G.Challenge()
			return ch != nil && ch.Winner == ctx.Player && ch.Attacker == ctx.Player && ctx.G.Attacking(ctx.Source) &&
				ctx.G.CountHistory(func(h *HistEntry) bool { return h.Event == "intimidated" && h.Amount == ch.Number }) == 0
		},
		Targets: []TargetSpec{{Name: "t", Filter: func(ctx *Context, c *Card) bool {
			ch := ctx.G.Challenge()
			return c.Controller == ch.Loser.Index && ctx.G.Type(c) == TypeCharacter && !c.Kneeling && ctx.G.Strength(c) <= ch.Margin
		}}},
		Effect: func(ctx *Context) bool {
			ctx.G.recordHist(HistEntry{Event: "intimidated", Amount: ctx.G.Challenge().Number})
			return ctx.G.Kneel(ctx, ctx.Target("t"))
		},
	}}}
	stealth := &KeywordDef{Name: "stealth", Abilities: []*Ability{{
		ID: "stealth", Kind: Framework, Step: StepAttackersDeclared, Optional: true,
		Condition: func(ctx *Context) bool { return ctx.G.Attacking(ctx.Source) },
		Targets: []TargetSpec{{Name: "t", Filter: func(ctx *Context, c *Card) bool {
			ch := ctx.G.Challenge()
			return c.Controller == ch.Defender.Index && ctx.G.Type(c) == TypeCharacter && !ctx.G.HasKeyword(c, "stealth")
		}}},
		Effect: func(ctx *Context) bool { ctx.G.Challenge().Exclude(ctx.Target("t")); return true },
	}}}
	limited := &KeywordDef{Name: "limited", Restrictions: []*Restriction{
		{Action: "marshal", Forbid: limitedUsed},
		{Action: "play", Forbid: limitedUsed},
		{Action: "setup", Forbid: func(rc *RestrictionCheck) bool {
			return rc.G.CountHistory(func(h *HistEntry) bool {
				return h.Event == "setup-placed" && h.Player == rc.Player.Index && rc.G.HasKeyword(rc.G.Card(h.Card), "limited")
			}) > 0
		}},
	}}
	terminal := &KeywordDef{Name: "terminal", DiscardAttachmentOnParentLeave: true}
	bestow := &KeywordDef{Name: "bestow", Abilities: []*Ability{{
		ID: "bestow", Kind: Framework, Step: "enters-play",
		Effect: func(ctx *Context) bool {
			max := min(ctx.Keyword.Value(), ctx.Player.Gold)
			n := ctx.G.ChooseNumber(ctx.Player, "bestow", 0, max, ctx)
			return ctx.G.MoveGold(ctx, ctx.Player, nil, ctx.Source, n)
		},
	}}}
	shadowCost := func(ctx *Context) int {
		v := ctx.G.ChooseKeywordValue(ctx, ctx.Source, "shadow")
		return ctx.G.CostOf(ctx.Source, ctx.Player, v, "shadow")
	}
	shadow := &KeywordDef{
		Name:      "shadow",
		Areas:     []*AreaDef{{Name: "shadows", Facedown: true, Visible: VisibleOwner, Ordered: true, ShowPositions: true, DiscardTokensOnLeave: true, PerPlayer: true}},
		Events:    []string{"comes-out-of-shadows"},
		CostKinds: []string{"shadow"},
		Abilities: []*Ability{
			{ID: "marshal-into-shadows", Kind: PlayerAction, ActiveIn: []string{"hand"}, Phase: "marshaling", ActivePlayerOnly: true,
				Costs:  []Cost{CostGold(2)},
				Effect: func(ctx *Context) bool { return ctx.G.MoveToArea(ctx, ctx.Source, "shadows") },
				LogAs:  "{actor} marshals {card} into shadows"},
			{ID: "come-out", Kind: Action, ActiveIn: []string{"shadows"},
				Condition: func(ctx *Context) bool {
					if ctx.Source.Def.Type == TypeEvent {
						return false
					}
					ok, _ := ctx.G.CanEnterPlay(ctx.Source, ctx.Player)
					return ok && ctx.G.CostOf(ctx.Source, ctx.Player, minVal(ctx.G.KeywordValues(ctx.Source, "shadow")), "shadow") <= ctx.Player.Gold
				},
				Costs: []Cost{{Kind: "shadow", Pay: func(ctx *Context) bool {
					n := shadowCost(ctx)
					if n > ctx.Player.Gold {
						return false
					}
					ctx.Player.Gold -= n
					return true
				}}},
				Effect: func(ctx *Context) bool {
					if !ctx.G.PutIntoPlay(ctx, ctx.Source, PutOptions{Via: "shadows"}) {
						return false
					}
					return ctx.G.Emit(ctx, "comes-out-of-shadows", ctx.Source, nil)
				}},
		},
		SetupOptions: []*SetupOption{{Name: "into-shadows", Cost: 2, Place: func(ctx *Context) {
			a, _ := ctx.G.AreaByName("shadows")
			ctx.G.place(ctx.Source, a, ctx.Player.Index, false)
		}, LogAs: "{actor} places {card} into shadows"}},
		PlayFrom: []*PlayFrom{{Area: "shadows", Via: "shadows", Costs: []Cost{{Kind: "shadow",
			CanPay: func(ctx *Context) bool {
				return ctx.G.CostOf(ctx.Source, ctx.Player, minVal(ctx.G.KeywordValues(ctx.Source, "shadow")), "shadow") <= ctx.Player.Gold
			},
			Pay: func(ctx *Context) bool {
				n := shadowCost(ctx)
				if n > ctx.Player.Gold {
					return false
				}
				ctx.Player.Gold -= n
				return true
			}}}}},
	}
	return []*KeywordDef{renown, insight, pillage, intimidate, stealth, limited, terminal, bestow, shadow}
}

func minVal(v []int) int {
	if len(v) == 0 {
		return 0
	}
	m := v[0]
	for _, x := range v {
		m = min(m, x)
	}
	return m
}

func limitedUsed(rc *RestrictionCheck) bool {
	return rc.G.CountHistory(func(h *HistEntry) bool {
		return (h.Event == EvMarshaled || h.Event == EvPlayed) && !h.Dup && h.Player == rc.Player.Index && rc.G.HasKeyword(rc.G.Card(h.Card), "limited")
	}) > 0
}

func kneelSelf() Cost {
	return Cost{Kind: "kneel",
		CanPay: func(ctx *Context) bool { return !ctx.Source.Kneeling && ctx.G.InPlay(ctx.Source) },
		Pay:    func(ctx *Context) bool { return ctx.G.Kneel(ctx, ctx.Source) }}
}

func char(code, title string, cost, str int, icons Icons, kws ...KeywordInstance) *CardDef {
	return &CardDef{Code: code, Title: title, Type: TypeCharacter, Cost: CostValue{Value: cost}, Strength: str, Icons: icons, Keywords: kws, Faction: "neutral", Traits: []string{"Test"}}
}

func plot(code, title string, income, init, claim, reserve int) *CardDef {
	return &CardDef{Code: code, Title: title, Type: TypePlot, Plot: PlotStats{income, init, claim, reserve}}
}

const allIcons = IconMilitary | IconIntrigue | IconPower

// testDefs returns the plain test cards.
func testDefs() []*CardDef {
	defs := []*CardDef{
		{Code: "F1", Title: "House Alpha", Type: TypeFaction},
		{Code: "F2", Title: "House Beta", Type: TypeFaction},
		plot("P1", "Plot Muster", 5, 3, 1, 6),
		plot("P2", "Plot Raid", 4, 6, 2, 5),
		plot("P3", "Plot Tithe", 7, 1, 1, 4),
		plot("P4", "Plot Council", 5, 5, 1, 7),
		plot("P5", "Plot Ambition", 6, 2, 2, 5),
		plot("P6", "Plot Siege", 3, 8, 3, 4),
		{Code: "P7", Title: "Plot Windfall", Type: TypePlot, Plot: PlotStats{3, 4, 1, 6}, Abilities: []*Ability{{
			ID: "windfall", Kind: WhenRevealed, Effect: func(ctx *Context) bool { return ctx.G.GainGold(ctx, ctx.Player, 2) }}}},
		char("C1", "Footman", 1, 1, IconMilitary),
		char("C2", "Spy", 2, 2, IconIntrigue),
		char("C3", "Herald", 2, 1, IconPower, kw("renown")),
		char("C4", "Knight", 3, 3, IconMilitary|IconPower),
		char("C5", "Maester", 3, 2, IconIntrigue|IconPower, kw("insight")),
		char("C6", "Raider", 4, 3, IconMilitary|IconIntrigue, kw("pillage")),
		char("C7", "Assassin", 4, 3, IconIntrigue, kw("stealth")),
		char("C8", "Brute", 5, 5, IconMilitary, kw("intimidate")),
		{Code: "C9", Title: "Lord Unique", Type: TypeCharacter, Unique: true, Cost: CostValue{Value: 5}, Strength: 4, Icons: allIcons, Keywords: []KeywordInstance{kw("renown")}},
		{Code: "C10", Title: "Lady Unique", Type: TypeCharacter, Unique: true, Cost: CostValue{Value: 4}, Strength: 3, Icons: IconIntrigue | IconPower},
		char("C11", "Shadow Blade", 3, 2, IconMilitary|IconIntrigue, kw("shadow", 2)),
		{Code: "C12", Title: "Eager Squire", Type: TypeCharacter, Cost: CostValue{Value: 2}, Strength: 2, Icons: IconMilitary, Abilities: []*Ability{{
			ID: "squire-power", Kind: Reaction, Text: "gain 1 power",
			Trigger: &Trigger{Event: EvChallengeWon, Match: func(ctx *Context, ev *Event) bool {
				return ev.Player == ctx.Player && ctx.G.Attacking(ctx.Source)
			}},
			Limit:  &Limit{N: 1, Per: PerRound},
			Effect: func(ctx *Context) bool { return ctx.G.GainPower(ctx, ctx.Source, 1) }}}},
		{Code: "L1", Title: "Market", Type: TypeLocation, Cost: CostValue{Value: 2}, Keywords: []KeywordInstance{kw("limited")}, Abilities: []*Ability{{
			ID: "market-income", Kind: Constant, Constant: &ConstantSpec{
				Players: func(ctx *Context, y func(*Player)) { y(ctx.Player) }, PlayerMod: &PlayerModifier{Income: 1}}}}},
		{Code: "L2", Title: "Watchtower", Type: TypeLocation, Cost: CostValue{Value: 3}, Abilities: []*Ability{{
			ID: "watchtower", Kind: Action, Text: "kneel: stand a character", Costs: []Cost{kneelSelf()},
			Targets: []TargetSpec{{Name: "t", Filter: func(ctx *Context, c *Card) bool {
				return c.Controller == ctx.Player.Index && ctx.G.Type(c) == TypeCharacter && c.Kneeling
			}}},
			Effect: func(ctx *Context) bool { return ctx.G.Stand(ctx, ctx.Target("t")) }}}},
		{Code: "A1", Title: "Longsword", Type: TypeAttachment, Cost: CostValue{Value: 1}, Abilities: []*Ability{{
			ID: "longsword", Kind: WhileAttached, Constant: &ConstantSpec{
				Targets: parentOf, Mod: &Modifier{Strength: 2}}}}},
		{Code: "A2", Title: "Poison Chalice", Type: TypeAttachment, Cost: CostValue{Value: 1}, Keywords: []KeywordInstance{kw("terminal")}, Abilities: []*Ability{{
			ID: "chalice", Kind: WhileAttached, Constant: &ConstantSpec{
				Targets: parentOf, Mod: &Modifier{Strength: -1}}}}},
		{Code: "E1", Title: "Sudden Wealth", Type: TypeEvent, Cost: CostValue{Value: 0}, Abilities: []*Ability{{
			ID: "wealth", Kind: Action, Text: "gain 2 gold", Max: &Limit{N: 1, Per: PerRound},
			Effect: func(ctx *Context) bool { return ctx.G.GainGold(ctx, ctx.Player, 2) }}}},
		{Code: "E2", Title: "Strike Down", Type: TypeEvent, Cost: CostValue{Value: 2}, Keywords: []KeywordInstance{kw("shadow", 1)}, Abilities: []*Ability{{
			ID: "strike", Kind: Reaction, Text: "kill a losing character",
			Trigger: &Trigger{Event: EvChallengeWon, Match: func(ctx *Context, ev *Event) bool { return ev.Player == ctx.Player }},
			Targets: []TargetSpec{{Name: "t", Filter: func(ctx *Context, c *Card) bool {
				return c.Controller != ctx.Player.Index && ctx.G.Type(c) == TypeCharacter && ctx.G.Strength(c) <= 2
			}}},
			Effect: func(ctx *Context) bool { return ctx.G.Kill(ctx, false, ctx.Target("t")) }}}},
		{Code: "E3", Title: "Nay", Type: TypeEvent, Cost: CostValue{Value: 1}, Abilities: []*Ability{{
			ID: "nay", Kind: Interrupt, Cancels: true, Text: "cancel an event",
			Trigger: &Trigger{Event: EvEffectInitiated, Match: func(ctx *Context, ev *Event) bool {
				return ev.Card != nil && ev.Card.Def.Type == TypeEvent && ev.Player != ctx.Player
			}}}}},
	}
	return defs
}

func parentOf(ctx *Context, y func(*Card)) {
	if ctx.Source.Parent != NoCard {
		y(ctx.G.Card(ctx.Source.Parent))
	}
}

func testLibrary() *MapDefinitions { return NewDefinitions(testDefs(), testKeywords()) }

// testDeck builds a 60-card deck from the test cards.
func testDeck(name, faction string) DeckList {
	d := DeckList{Name: name, Faction: faction, Plots: []string{"P1", "P2", "P3", "P4", "P5", "P6", "P7"}}
	counts := map[string]int{"C1": 5, "C2": 5, "C3": 5, "C4": 5, "C5": 4, "C6": 4, "C7": 3, "C8": 3, "C9": 3, "C10": 2, "C11": 3, "C12": 3,
		"L1": 2, "L2": 2, "A1": 3, "A2": 2, "E1": 2, "E2": 2, "E3": 2}
	for _, code := range []string{"C1", "C2", "C3", "C4", "C5", "C6", "C7", "C8", "C9", "C10", "C11", "C12", "L1", "L2", "A1", "A2", "E1", "E2", "E3"} {
		for i := 0; i < counts[code]; i++ {
			d.Deck = append(d.Deck, code)
		}
	}
	if len(d.Deck) != 60 {
		panic(fmt.Sprintf("test deck has %d cards", len(d.Deck)))
	}
	return d
}

func testConfig(seed uint64) Config {
	return Config{Seed: seed, Players: []DeckList{testDeck("p1", "F1"), testDeck("p2", "F2")}}
}

// offers reports whether the open question offers the ability id.
func offers(g *Game, id string) bool {
	return slices.ContainsFunc(g.prompt.Options, func(o Option) bool { return o.Ability != nil && o.Ability.ID == id })
}

// plotSwapper is a location with an interrupt (id) to its controller's
// event (plot chosen, plot revealed) that makes the plot titled plot in
// their plot deck the event's card instead.
func plotSwapper(code, title, id, event, plot string) *CardDef {
	return &CardDef{Code: code, Title: title, Type: TypeLocation, Abilities: []*Ability{{
		ID: id, Kind: Interrupt, Trigger: &Trigger{Event: event, Match: func(ctx *Context, ev *Event) bool { return ev.Player == ctx.Player }},
		Effect: func(ctx *Context) bool {
			for _, c := range ctx.G.CardsIn(ctx.Player, AreaPlotDeck) {
				if c.Def.Title == plot {
					ctx.Event.Card = c
				}
			}
			return true
		}}}}
}
