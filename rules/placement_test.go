package rules

import (
	"strings"
	"testing"
)

func TestPlaceAsDuplicate(t *testing.T) {
	tests := []struct {
		name     string
		card     string // title of p1's card to place
		parent   string // title of p1's card to place it on
		facedown bool
		ok       bool
	}{
		{name: "top card of the deck facedown on a unique character", card: "Spy", parent: "Lord Unique", facedown: true, ok: true},
		{name: "faceup", card: "Spy", parent: "Lord Unique", ok: true},
		{name: "a card from hand on a non-unique character", card: "Herald", parent: "Footman", facedown: true, ok: true},
		{name: "a card already in play (it stops being a character)", card: "Footman", parent: "Lord Unique", facedown: true, ok: true},
		{name: "not on itself", card: "Lord Unique", parent: "Lord Unique"},
		{name: "not on a card out of play", card: "Spy", parent: "Herald"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := marshalScenario(t, join(cards("play", "C9", "C1"), cards("deck", "C2", "C12"), cards("hand", "C3")), cards("play", "C4"), 0, 0)
			c, par := one(t, g, 0, tt.card), one(t, g, 0, tt.parent)
			from := c.Area
			var placed bool
			exec(t, g, func(g *Game) {
				placed = g.PlaceAsDuplicate(&Context{G: g, Player: g.Player(0)}, c, par, DuplicateOptions{Facedown: tt.facedown})
			})
			if placed != tt.ok {
				t.Fatalf("placed = %v, want %v", placed, tt.ok)
			}
			if !tt.ok {
				if c.Area != from || (c != par && c.IsDuplicate) {
					t.Fatalf("refused placement changed the card: area %s duplicate %v", g.Area(c.Area).Name, c.IsDuplicate)
				}
				return
			}
			if c.Area != AreaPlay || !c.IsDuplicate || c.Parent != par.ID || len(par.Duplicates) != 1 || par.Duplicates[0] != c.ID {
				t.Fatalf("not placed as a duplicate: area %s dup %v parent %d", g.Area(c.Area).Name, c.IsDuplicate, c.Parent)
			}
			if c.Faceup == tt.facedown {
				t.Fatalf("faceup = %v, want facedown %v", c.Faceup, tt.facedown)
			}
			if g.Type(c) != TypeDuplicate || g.Title(c) != "" || g.Strength(c) != 0 {
				t.Fatalf("a duplicate has a type, title or STR: %v %q %d", g.Type(c), g.Title(c), g.Strength(c))
			}
			if g.CountHistory(func(h *HistEntry) bool { return h.Event == EvPlacedAsDuplicate && h.Card == c.ID && h.Dup }) != 1 {
				t.Fatal("no placed-as-duplicate event in the history")
			}
			p1log, p2log := logText(g, 0), logText(g, 1)
			want := "p1 places " + c.Def.Title + " on " + par.Def.Title + " as a duplicate"
			if !strings.Contains(p1log, want) {
				t.Fatalf("p1 reads:\n%s", p1log)
			}
			if tt.facedown {
				if strings.Contains(p2log, c.Def.Title) || !strings.Contains(p2log, "p1 places a card on "+par.Def.Title+" as a duplicate") {
					t.Fatalf("p2 reads:\n%s", p2log)
				}
				for _, cv := range areaView(g.View(1), 0, "play").Cards {
					if cv.Facedown && (cv.Code != "" || cv.Title != "") {
						t.Fatalf("p2 sees the facedown duplicate: %+v", cv)
					}
				}
			} else if !strings.Contains(p2log, want) {
				t.Fatalf("p2 reads:\n%s", p2log)
			}
		})
	}
}

func TestPlaceAsDuplicate_FacedownDuplicateSavesAndIsDiscarded(t *testing.T) {
	p1 := join(cards("play", "C9"), cards("deck", "C2"))
	p2 := cards("play", "K1")
	g := scenario(t, Scenario{From: StepMarshalWindow, First: 1, Active: 0, Players: twoPlayers(p1, p2, 0, 0)}, killBlock)
	lord, spy := one(t, g, 0, "Lord Unique"), one(t, g, 0, "Spy")
	exec(t, g, func(g *Game) {
		g.PlaceAsDuplicate(&Context{G: g, Player: g.Player(0)}, spy, lord, DuplicateOptions{Facedown: true})
	})
	// p2 kills Lord Unique; the facedown duplicate saves it.
	play(t, g, "p2: kill-action", "p1: duplicate-save")
	wantArea(t, g, lord, AreaPlay)
	wantArea(t, g, spy, AreaDiscard)
	if !spy.Faceup || spy.IsDuplicate || len(lord.Duplicates) != 0 {
		t.Fatalf("discarded duplicate: faceup %v duplicate %v; duplicates left %v", spy.Faceup, spy.IsDuplicate, lord.Duplicates)
	}
}

func TestPlaceAsDuplicate_DiscardedWhenParentLeaves(t *testing.T) {
	g := marshalScenario(t, join(cards("play", "C9"), cards("deck", "C2", "C12")), nil, 0, 0)
	lord, spy := one(t, g, 0, "Lord Unique"), one(t, g, 0, "Spy")
	exec(t, g, func(g *Game) {
		ctx := &Context{G: g, Player: g.Player(0)}
		g.PlaceAsDuplicate(ctx, spy, lord, DuplicateOptions{Facedown: true})
		g.Kill(ctx, true, lord)
	})
	wantArea(t, g, lord, AreaDead)
	wantArea(t, g, spy, AreaDiscard)
	if !spy.Faceup {
		t.Fatal("the duplicate stays facedown in the discard pile")
	}
}

func TestCannotMarshalType(t *testing.T) {
	tests := []struct {
		name   string
		cannot []string
		want   map[string]bool // title in hand → may be marshaled
	}{
		{name: "no restriction", want: map[string]bool{"Watchtower": true, "Longsword": true, "Footman": true, "Lord Unique": true}},
		{name: "locations and attachments", cannot: []string{CannotMarshalType(TypeLocation), CannotMarshalType(TypeAttachment)},
			want: map[string]bool{"Watchtower": false, "Longsword": false, "Footman": true, "Lord Unique": true}},
		// a duplicate is not a card of its printed type (D-rules)
		{name: "characters, duplicates still allowed", cannot: []string{CannotMarshalType(TypeCharacter)},
			want: map[string]bool{"Watchtower": true, "Longsword": true, "Footman": false, "Lord Unique": true}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := marshalScenario(t, join(cards("play", "C9"), cards("hand", "L2", "A1", "C1", "C9")), nil, 10, 0)
			p1 := g.Player(0)
			if tt.cannot != nil {
				exec(t, g, func(g *Game) {
					g.AddLasting(&Lasting{Ctx: &Context{G: g, Player: p1}, Players: []*Player{p1}, Spec: ConstantSpec{PlayerMod: &PlayerModifier{Cannot: tt.cannot}}})
				})
			}
			for _, c := range g.CardsIn(p1, AreaHand) {
				if _, ok := g.marshalCost(p1, c); ok != tt.want[c.Def.Title] {
					t.Errorf("%s may be marshaled: %v, want %v", c.Def.Title, ok, tt.want[c.Def.Title])
				}
			}
		})
	}
}

func TestPutIntoPlay_EventAsAttachment(t *testing.T) {
	tests := []struct {
		name      string
		parent    bool // give a parent; else the only legal one is chosen
		wantAttTo string
	}{
		{name: "attached to the given card", parent: true, wantAttTo: "Knight"},
		{name: "parent chosen among legal ones", wantAttTo: "Knight"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := marshalScenario(t, join(cards("play", "C4"), cards("hand", "E1")), nil, 0, 0)
			ev, knight := one(t, g, 0, "Sudden Wealth"), one(t, g, 0, "Knight")
			o := PutOptions{AsType: TypeAttachment}
			if tt.parent {
				o.Parent = knight
			}
			var ok bool
			exec(t, g, func(g *Game) { ok = g.PutIntoPlay(&Context{G: g, Player: g.Player(0)}, ev, o) })
			if !ok || ev.Area != AreaPlay || ev.Parent != knight.ID || len(knight.Attachments) != 1 {
				t.Fatalf("ok %v area %s parent %d attachments %v", ok, g.Area(ev.Area).Name, ev.Parent, knight.Attachments)
			}
			if g.Type(ev) != TypeAttachment {
				t.Fatalf("type in play %v, want attachment", g.Type(ev))
			}
			// the parent leaves play: the attachment returns to hand, an event again.
			exec(t, g, func(g *Game) { g.Kill(&Context{G: g, Player: g.Player(0)}, true, knight) })
			wantArea(t, g, ev, AreaHand)
			if g.Type(ev) != TypeEvent {
				t.Fatalf("type in hand %v, want event", g.Type(ev))
			}
		})
	}
}

func TestAttachFacedown(t *testing.T) {
	tests := []struct {
		name     string
		keywords []KeywordInstance
		wantArea AreaID // where the card goes when its parent is killed
	}{
		{name: "returns to its owner's hand with its parent gone", wantArea: AreaHand},
		{name: "with terminal, discarded", keywords: []KeywordInstance{kw("terminal")}, wantArea: AreaDiscard},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := marshalScenario(t, cards("play", "C4"), cards("deck", "C1", "C2"), 0, 0)
			knight, footman := one(t, g, 0, "Knight"), one(t, g, 1, "Footman")
			var ok bool
			exec(t, g, func(g *Game) {
				ok = g.AttachFacedown(&Context{G: g, Player: g.Player(0)}, footman, knight, FacedownOptions{Keywords: tt.keywords})
			})
			if !ok || footman.Area != AreaPlay || footman.Faceup || footman.Controller != 0 || footman.Owner != 1 || footman.Parent != knight.ID {
				t.Fatalf("ok %v area %s faceup %v controller %d parent %d", ok, g.Area(footman.Area).Name, footman.Faceup, footman.Controller, footman.Parent)
			}
			if g.Type(footman) != TypeAttachment || g.Strength(footman) != 0 {
				t.Fatalf("type %v STR %d, want a facedown attachment", g.Type(footman), g.Strength(footman))
			}
			for _, cv := range areaView(g.View(1), 0, "play").Cards {
				if cv.Facedown && cv.Title != "" {
					t.Fatalf("the owner sees the facedown card: %+v", cv)
				}
			}
			if !strings.Contains(logText(g, 0), "p1 attaches Footman facedown to Knight") || strings.Contains(logText(g, 1), "Footman") {
				t.Fatalf("log for p1:\n%s\nfor p2:\n%s", logText(g, 0), logText(g, 1))
			}
			exec(t, g, func(g *Game) { g.Kill(&Context{G: g, Player: g.Player(1)}, true, knight) })
			wantArea(t, g, footman, tt.wantArea)
			if g.zoneOwner(footman) != 1 {
				t.Fatal("the card did not go to its owner's area")
			}
		})
	}
}

func TestMarshalOrPlayAsIfInHand(t *testing.T) {
	for _, allowed := range []bool{false, true} {
		g := marshalScenario(t, cards("play", "C4"), cards("deck", "C1", "E1", "C2"), 5, 0)
		knight, footman, wealth := one(t, g, 0, "Knight"), one(t, g, 1, "Footman"), one(t, g, 1, "Sudden Wealth")
		exec(t, g, func(g *Game) {
			ctx := &Context{G: g, Player: g.Player(0)}
			g.AttachFacedown(ctx, footman, knight, FacedownOptions{})
			g.AttachFacedown(ctx, wealth, knight, FacedownOptions{})
			if allowed {
				g.AddLasting(&Lasting{Ctx: ctx, Cards: []*Card{footman, wealth}, Spec: ConstantSpec{Mod: &Modifier{May: []string{MayAsIfInHand}}}})
			}
		})
		g.Phase, g.Step = PhaseMarshaling, StepMarshalWindow // as in the window the run starts in
		opts := g.actionOptions(g.Player(0))
		var canMarshal, canPlay bool
		for _, o := range opts {
			canMarshal = canMarshal || (o.Kind == OptMarshal && o.Card == footman)
			canPlay = canPlay || (o.Kind == OptAbility && o.Card == wealth)
		}
		if canMarshal != allowed || canPlay != allowed {
			t.Fatalf("allowed %v: marshal option %v, play option %v", allowed, canMarshal, canPlay)
		}
		if !allowed {
			continue
		}
		play(t, g, "p1: marshal Footman", "p1: wealth")
		if footman.Area != AreaPlay || !footman.Faceup || footman.Controller != 0 || footman.Parent != NoCard || len(knight.Attachments) != 0 {
			t.Fatalf("marshaled: area %s faceup %v controller %d parent %d; knight's attachments %v", g.Area(footman.Area).Name, footman.Faceup, footman.Controller, footman.Parent, knight.Attachments)
		}
		if g.CountHistory(func(h *HistEntry) bool { return h.Event == EvMarshaled && h.Card == footman.ID }) != 1 {
			t.Fatal("no marshaled event")
		}
		wantArea(t, g, wealth, AreaDiscard)
		if g.zoneOwner(wealth) != 1 {
			t.Fatal("the played event is not in its owner's discard pile")
		}
		if g.Player(0).Gold != 5-1+2 {
			t.Fatalf("gold %d, want 6 (Footman cost 1, Sudden Wealth +2)", g.Player(0).Gold)
		}
	}
}

func TestAttachFacedown_NoPrintedAttributes(t *testing.T) {
	g := marshalScenario(t, cards("play", "C4"), cards("deck", "C3"), 0, 0)
	knight, herald := one(t, g, 0, "Knight"), one(t, g, 1, "Herald") // Herald: renown, trait Test
	if !g.HasKeyword(herald, "renown") || !g.HasTrait(herald, "Test") {
		t.Fatal("test card lacks its printed keyword or trait")
	}
	exec(t, g, func(g *Game) {
		g.AttachFacedown(&Context{G: g, Player: g.Player(0)}, herald, knight, FacedownOptions{Keywords: []KeywordInstance{kw("terminal")}})
	})
	if g.HasKeyword(herald, "renown") || g.HasTrait(herald, "Test") {
		t.Fatal("a facedown attachment keeps its printed keyword or trait")
	}
	if !g.HasKeyword(herald, "terminal") {
		t.Fatal("the granted keyword is missing")
	}
}
