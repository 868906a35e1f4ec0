package rules

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

// Property test of settled derived values (issue 32, settle.go): random
// boards of characters, locations and attachments whose constant abilities
// read and change STR, keywords, traits, icons, blanking and player
// modifiers, and random lasting effects, built with the cards entering play
// in random orders and the lasting effects created in random orders, must
// give the same derived state every time.

var settleTraits = []string{"Knight", "Lord", "Lady", "Maester"}

var settleKeywords = []string{"renown", "insight", "mighty"}

// settleKeywordDefs adds "mighty", a keyword whose definition has a
// constant ability (+1 STR), to the test keywords: a keyword a constant
// grants brings a constant of its own.
func settleKeywordDefs() []*KeywordDef {
	mighty := &KeywordDef{Name: "mighty", Abilities: []*Ability{{
		ID: "mighty", Kind: Constant, Constant: &ConstantSpec{
			Targets: func(ctx *Context, y func(*Card)) { y(ctx.Source) },
			Mod:     &Modifier{Strength: 1},
		}}}}
	return append(testKeywords(), mighty)
}

// yours yields the characters in play controlled by ctx's player (mine)
// or by another player (!mine) that match f.
func yours(ctx *Context, mine bool, f func(c *Card) bool, y func(*Card)) {
	g := ctx.G
	for _, p := range g.Players {
		if (p == ctx.Player) != mine {
			continue
		}
		for _, id := range p.Zone(AreaPlay) {
			c := g.Card(id)
			if g.Type(c) == TypeCharacter && f(c) {
				y(c)
			}
		}
	}
}

func self(ctx *Context, y func(*Card)) { y(ctx.Source) }

// randomConstant returns a constant ability of one of the shapes cards
// print, with random numbers, traits and keywords.
func randomConstant(r *rand.Rand) *Ability {
	n := 2 + r.IntN(6) // a STR threshold
	k := 1 + r.IntN(2)
	tr := settleTraits[r.IntN(len(settleTraits))]
	kwn := settleKeywords[r.IntN(len(settleKeywords))]
	strAtLeast := func(ctx *Context) bool { return ctx.G.Strength(ctx.Source) >= n }
	var s ConstantSpec
	switch r.IntN(16) {
	case 0: // "Knight characters you control get +k STR"
		s = ConstantSpec{Targets: func(ctx *Context, y func(*Card)) {
			yours(ctx, true, func(c *Card) bool { return ctx.G.HasTrait(c, tr) }, y)
		}, Mod: &Modifier{Strength: k}}
	case 1: // "while it has n or more STR, it gains renown"
		s = ConstantSpec{Condition: strAtLeast, Targets: self, Mod: &Modifier{Keywords: []KeywordInstance{{Name: kwn}}}}
	case 2: // "while it has n or more STR, it gets +k STR"
		s = ConstantSpec{Condition: strAtLeast, Targets: self, Mod: &Modifier{Strength: k}}
	case 3: // "each character you control with renown gets +k STR"
		s = ConstantSpec{Targets: func(ctx *Context, y func(*Card)) {
			yours(ctx, true, func(c *Card) bool { return ctx.G.HasKeyword(c, kwn) }, y)
		}, Mod: &Modifier{Strength: k}}
	case 4: // "while it has n or more STR, it gains the Lord trait"
		s = ConstantSpec{Condition: strAtLeast, Targets: self, Mod: &Modifier{Traits: []string{tr}}}
	case 5: // "+1 STR for each other Knight you control"
		s = ConstantSpec{Targets: self, Apply: func(ctx *Context, c *Card, d *Derived) {
			yours(ctx, true, func(o *Card) bool { return o != c && ctx.G.HasTrait(o, tr) }, func(*Card) { d.Strength++ })
		}}
	case 6: // "while standing, it counts twice for dominance"
		s = ConstantSpec{Condition: func(ctx *Context) bool { return !ctx.Source.Kneeling },
			Players: func(ctx *Context, y func(*Player)) { y(ctx.Player) },
			ApplyPlayer: func(ctx *Context, _ *Player, d *PlayerDerived) {
				d.Dominance += ctx.G.Strength(ctx.Source)
			}}
	case 7: // "while it has n or more STR, it gains a [power] icon"
		s = ConstantSpec{Condition: strAtLeast, Targets: self, Mod: &Modifier{Icons: IconPower}}
	case 8: // "while it has n or more STR, treat opponents' Maesters as blank"
		s = ConstantSpec{Condition: strAtLeast, Blanks: true, Targets: func(ctx *Context, y func(*Card)) {
			yours(ctx, false, func(c *Card) bool { return ctx.G.HasTrait(c, tr) }, y)
		}, Mod: &Modifier{Blank: true}}
	case 9: // "your Knights gain mighty" (a keyword with a constant of its own)
		s = ConstantSpec{Targets: func(ctx *Context, y func(*Card)) {
			yours(ctx, true, func(c *Card) bool { return ctx.G.HasTrait(c, tr) }, y)
		}, Mod: &Modifier{Keywords: []KeywordInstance{{Name: "mighty"}}}}
	case 10: // "each opponent's character with n or more STR gets -1 STR"
		s = ConstantSpec{Targets: func(ctx *Context, y func(*Card)) {
			yours(ctx, false, func(c *Card) bool { return ctx.G.Strength(c) >= n }, y)
		}, Mod: &Modifier{Strength: -1}}
	case 11: // "opponents' characters with renown lose the Knight trait"
		s = ConstantSpec{Targets: func(ctx *Context, y func(*Card)) {
			yours(ctx, false, func(c *Card) bool { return ctx.G.HasKeyword(c, kwn) }, y)
		}, Mod: &Modifier{LoseTraits: []string{tr}}}
	case 12: // "while it has n or more STR, it cannot be killed"
		s = ConstantSpec{Condition: strAtLeast, Targets: self, Mod: &Modifier{Cannot: []string{"be-killed"}}}
	case 13: // "each character you control that cannot be killed gets +k STR"
		s = ConstantSpec{Targets: func(ctx *Context, y func(*Card)) {
			yours(ctx, true, func(c *Card) bool { return ctx.G.Cannot(c, "be-killed") }, y)
		}, Mod: &Modifier{Strength: k}}
	case 14: // "each character you control with a [power] icon gets +k STR"
		s = ConstantSpec{Targets: func(ctx *Context, y func(*Card)) {
			yours(ctx, true, func(c *Card) bool { return ctx.G.HasIcon(c, Power) }, y)
		}, Mod: &Modifier{Strength: k}}
	default: // "while you control a character with n or more STR, +1 reserve"
		s = ConstantSpec{Condition: func(ctx *Context) bool {
			found := false
			yours(ctx, true, func(c *Card) bool { return ctx.G.Strength(c) >= n }, func(*Card) { found = true })
			return found
		}, Players: func(ctx *Context, y func(*Player)) { y(ctx.Player) }, PlayerMod: &PlayerModifier{Reserve: 1}}
	}
	return &Ability{ID: "constant", Kind: Constant, Constant: &s}
}

// settleBoard is one random board: the scenario cards of each player (in
// a canonical order) and the lasting effects to create.
type settleBoard struct {
	defs    []*CardDef
	cards   [2][]ScenarioCard
	lasting []settleLasting
}

type settleLasting struct {
	player int
	target string // code of the affected card
	spec   ConstantSpec
}

func randomSettleBoard(r *rand.Rand, board int) settleBoard {
	var b settleBoard
	code := 0
	newDef := func(t CardType) *CardDef {
		code++
		d := &CardDef{Code: fmt.Sprintf("S%d-%d", board, code), Title: fmt.Sprintf("Settle %d-%d", board, code), Type: t, Faction: "neutral"}
		b.defs = append(b.defs, d)
		return d
	}
	for p := 0; p < 2; p++ {
		nchars := 2 + r.IntN(4)
		var chars []int
		for i := 0; i < nchars; i++ {
			d := newDef(TypeCharacter)
			d.Strength = r.IntN(6)
			d.Icons = Icons(r.IntN(8))
			d.Traits = []string{settleTraits[r.IntN(len(settleTraits))]}
			if r.IntN(4) == 0 {
				d.Keywords = []KeywordInstance{{Name: settleKeywords[r.IntN(len(settleKeywords))]}}
			}
			for j := r.IntN(3); j > 0; j-- {
				d.Abilities = append(d.Abilities, randomConstant(r))
			}
			chars = append(chars, len(b.cards[p]))
			b.cards[p] = append(b.cards[p], ScenarioCard{Code: d.Code, Area: "play", Kneeling: r.IntN(5) == 0})
		}
		for i := r.IntN(3); i > 0; i-- {
			d := newDef(TypeLocation)
			d.Abilities = []*Ability{randomConstant(r)}
			b.cards[p] = append(b.cards[p], ScenarioCard{Code: d.Code, Area: "play"})
		}
		for i := r.IntN(3); i > 0; i-- {
			d := newDef(TypeAttachment)
			mod := &Modifier{Strength: 1 + r.IntN(2)}
			if r.IntN(3) == 0 {
				mod = &Modifier{Keywords: []KeywordInstance{{Name: settleKeywords[r.IntN(len(settleKeywords))]}}}
			}
			d.Abilities = []*Ability{{ID: "attached", Kind: WhileAttached, Constant: &ConstantSpec{Targets: parentOf, Mod: mod}}}
			b.cards[p] = append(b.cards[p], ScenarioCard{Code: d.Code, Area: "play", AttachTo: chars[r.IntN(len(chars))] + 1})
		}
	}
	for i := r.IntN(4); i > 0; i-- {
		p := r.IntN(2)
		var target string
		for {
			sc := b.cards[p][r.IntN(len(b.cards[p]))]
			if sc.AttachTo == 0 {
				target = sc.Code
				break
			}
		}
		l := settleLasting{player: p, target: target}
		switch r.IntN(3) {
		case 0: // "+2 STR until the end of the phase"
			l.spec = ConstantSpec{Mod: &Modifier{Strength: 1 + r.IntN(2)}}
		case 1: // "gains renown until the end of the phase"
			l.spec = ConstantSpec{Mod: &Modifier{Keywords: []KeywordInstance{{Name: settleKeywords[r.IntN(len(settleKeywords))]}}}}
		default: // "… while it has n or more STR, it gains a Knight trait"
			n := 2 + r.IntN(6)
			tr := settleTraits[r.IntN(len(settleTraits))]
			l.spec = ConstantSpec{Condition: func(ctx *Context) bool {
				for _, c := range ctx.G.Cards {
					if c.Def.Code == target {
						return ctx.G.Strength(c) >= n
					}
				}
				return false
			}, Mod: &Modifier{Traits: []string{tr}}}
		}
		b.lasting = append(b.lasting, l)
	}
	return b
}

// build makes the board's game with each player's cards entering play in
// the order perm gives and the lasting effects created in order lperm.
func (b *settleBoard) build(t *testing.T, perm [2][]int, lperm []int) *Game {
	t.Helper()
	lib := NewDefinitions(append(testDefs(), b.defs...), settleKeywordDefs())
	s := Scenario{From: "marshaling-window", First: 0, Active: 0}
	for p := 0; p < 2; p++ {
		pos := make([]int, len(perm[p])) // canonical index → position in the order
		for at, i := range perm[p] {
			pos[i] = at
		}
		var cs []ScenarioCard
		for _, i := range perm[p] {
			sc := b.cards[p][i]
			if sc.AttachTo != 0 {
				sc.AttachTo = pos[sc.AttachTo-1] + 1
			}
			cs = append(cs, sc)
		}
		cs = append(cs, cards("deck", "C1", "C1")...)
		s.Players = append(s.Players, ScenarioPlayer{Name: fmt.Sprintf("p%d", p+1), Cards: cs})
	}
	g, err := NewScenario(lib, s)
	if err != nil {
		t.Fatal(err)
	}
	for _, i := range lperm {
		l := b.lasting[i]
		var target *Card
		for _, c := range g.Cards {
			if c.Def.Code == l.target {
				target = c
			}
		}
		ctx := &Context{G: g, Player: g.Players[l.player], Source: target}
		g.AddLasting(&Lasting{Ctx: ctx, Cards: []*Card{target}, Spec: l.spec, Duration: Duration{Until: PerPhase}})
	}
	return g
}

// settleSnapshot writes every derived value of the board a card or player
// can be asked for, by card code (independent of card IDs and order).
func settleSnapshot(g *Game) string {
	var lines []string
	for _, c := range g.Cards {
		if !strings.HasPrefix(c.Def.Code, "S") {
			continue
		}
		var kws, trs []string
		for _, k := range settleKeywords {
			if g.HasKeyword(c, k) {
				kws = append(kws, k)
			}
		}
		for _, tr := range settleTraits {
			if g.HasTrait(c, tr) {
				trs = append(trs, tr)
			}
		}
		lines = append(lines, fmt.Sprintf("%s str=%d icons=%03b blank=%v kw=%v traits=%v cannot-be-killed=%v", c.Def.Code, g.Strength(c), g.Icons(c), g.IsBlank(c), kws, trs, g.Cannot(c, "be-killed")))
	}
	slices.Sort(lines)
	for _, p := range g.Players {
		m := g.PlayerMods(p)
		lines = append(lines, fmt.Sprintf("%s dominance=%d (mod %d) reserve-mod=%d", p.Name, g.DominanceTotal(p), m.Dominance, m.Reserve))
	}
	return strings.Join(lines, "\n")
}

// TestSettle_OrderIndependent is the property: for random boards, every
// order of entering play and of creating the lasting effects gives the
// same derived state.
func TestSettle_OrderIndependent(t *testing.T) {
	boards := 300
	if testing.Short() {
		boards = 60
	}
	differ := 0
	for board := 0; board < boards; board++ {
		r := rand.New(rand.NewPCG(uint64(board), 32))
		b := randomSettleBoard(r, board)
		identity := [2][]int{}
		for p := range identity {
			for i := range b.cards[p] {
				identity[p] = append(identity[p], i)
			}
		}
		lidentity := make([]int, len(b.lasting))
		for i := range lidentity {
			lidentity[i] = i
		}
		want := settleSnapshot(b.build(t, identity, lidentity))
		for try := 0; try < 4; try++ {
			perm := [2][]int{slices.Clone(identity[0]), slices.Clone(identity[1])}
			for p := range perm {
				r.Shuffle(len(perm[p]), func(i, j int) { perm[p][i], perm[p][j] = perm[p][j], perm[p][i] })
			}
			lperm := slices.Clone(lidentity)
			r.Shuffle(len(lperm), func(i, j int) { lperm[i], lperm[j] = lperm[j], lperm[i] })
			if got := settleSnapshot(b.build(t, perm, lperm)); got != want {
				differ++
				if differ <= 3 {
					t.Errorf("board %d: entry order %v, lasting effects %v give\n%s\nthe canonical order gives\n%s", board, perm, lperm, got, want)
				}
				break
			}
		}
	}
	if differ > 0 {
		t.Errorf("%d of %d boards depend on the order of entering play", differ, boards)
	}
}
