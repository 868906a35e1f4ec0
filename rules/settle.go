package rules

import "slices"

// Settling derived values (issue 32).
//
// A constant ability's condition, targets or value may read derived state
// (a STR, a keyword, a trait, a player's modifiers) that other constants
// and lasting effects change. The Rules Reference applies every modifier
// simultaneously (Modifiers: "the entire quantity is recalculated from the
// start, considering the unmodified base value and all active modifiers"),
// so the result may not depend on which card entered play first. Game.refresh
// therefore computes derived values in passes:
//
//   - Pass 1 starts from the printed values: every constant ability and
//     lasting effect applies, and whatever it reads of derived state it
//     reads as printed.
//   - Pass n+1 applies them all again, each reading the values pass n
//     produced (a card's abilities too: a card blanked, or granted a
//     constant, in pass n loses or has that constant in pass n+1).
//   - The values have settled when a pass changed nothing that was read
//     during it: the next pass would read the same and produce the same.
//     They are the smallest consistent values above the printed ones: a
//     constant never keeps itself going ("while it has 5 STR it gets +1
//     STR" does not raise a 4 STR character that once had 5).
//
// Every pass reads only the values of the pass before, so the order in
// which cards entered play, constants are listed or lasting effects were
// created changes nothing. Constants that cannot all hold at once (A
// blanks B while B blanks A; "while it has exactly 5 STR, +1 STR") never
// settle: after maxSettlePasses passes the values of the last pass are
// kept (the Rules Reference lets the first player order such constants;
// the engine stands in with this fixed rule, the same whatever the order).
//
// What a pass read is tracked by kind (settleKind): accessors note their
// kind while a pass runs, and a pass is compared with the one before only
// in those kinds, so a board whose constants read nothing another constant
// changes (the usual "+1 STR to your Knights" with attachments giving STR)
// settles in one pass.

// maxSettlePasses bounds the passes of one refresh (an even number: a
// pair of constants that undo each other ends on the values of an even
// pass).
const maxSettlePasses = 8

// settleKind is a part of derived state a pass may read.
type settleKind uint16

const (
	readStrength settleKind = 1 << iota
	readIcons
	readKeywords
	readTraits
	readBlank
	readAbilities // abilities and keywords gained or lost, blanking
	readConstAbs  // the constant abilities a card has (what a pass itself reads)
	readCannot
	readMay
	readImmune
	readCost
	readFactions
	readKilled

	readAll settleKind = 1<<iota - 1
)

// settleState is the bookkeeping of the passes of one refresh.
type settleState struct {
	wver   uint64 // version of the values the running pass writes
	seq    uint64 // the last version handed out
	noting bool   // accessors note their reads (a constant is being applied)
	// players: the running pass read players' modifications; none is
	// what pass 1 reads of them (no modification).
	players bool
	none    PlayerDerived
	// cur are the cards the running pass wrote values for, prev those of
	// the pass before (now readable); read those whose values it read
	// (Card.reads).
	cur, prev, read []*Card
	// passes is how many passes the last refresh took; unsettled counts
	// the refreshes that stopped at maxSettlePasses.
	passes, unsettled int
}

// derivedFor returns c's settled derived values (nil: nothing modifies
// it) and, while a pass applies constants, notes that it read kind k.
func (g *Game) derivedFor(c *Card, k settleKind) *Derived {
	g.ensure()
	if g.settle.noting {
		if c.reads == 0 {
			g.settle.read = append(g.settle.read, c)
		}
		c.reads |= k
	}
	if d, ok := g.knownDerived(c); ok {
		return d // last known state (last_known.go)
	}
	if c.dver != g.ver {
		return nil
	}
	return c.d
}

// playerRead returns p's settled modifications and, while a pass applies
// constants, notes that a player's modifications were read (pass 1 reads
// none).
func (g *Game) playerRead(p *Player) *PlayerDerived {
	g.ensure()
	if g.refreshing {
		if g.settle.noting {
			g.settle.players = true
		}
		if g.settle.passes == 1 {
			return &g.settle.none
		}
	}
	return &p.d
}

// playerOut returns the modifications of p the running pass writes: pass
// 1 writes p's own (it reads none), later passes the other buffer.
func (g *Game) playerOut(p *Player) *PlayerDerived {
	if g.settle.passes == 1 {
		return &p.d
	}
	return &p.dn
}

// settleDerived runs the passes of a refresh until the values settle.
func (g *Game) settleDerived() {
	s := &g.settle
	s.seq++
	g.ver = s.seq // no card has values of this version: pass 1 reads printed values
	s.prev = s.prev[:0]
	s.passes = 0
	for {
		s.passes++
		s.seq++
		s.wver = s.seq
		s.players = false
		s.cur = s.cur[:0]
		for _, c := range s.read {
			c.reads = 0
		}
		s.read = s.read[:0]
		g.grants = false
		g.zeroKills = false
		g.asIfNow = g.asIfNow[:0]
		g.asIfAreas = 0
		g.asIfBy = g.asIfBy[:0]
		for _, p := range g.Players {
			d := g.playerOut(p)
			*d = PlayerDerived{PlayerModifier: PlayerModifier{Cannot: d.Cannot[:0], Values: d.Values[:0], Bans: d.Bans[:0], Floors: d.Floors[:0]}}
		}
		g.applyPass()
		changed := g.passChanged()
		g.publishPass()
		if !changed || s.passes == maxSettlePasses {
			if changed {
				s.unsettled++
			}
			g.settleHome()
			return
		}
	}
}

// settleHome puts the settled values of each card back in the buffer
// they were in before the refresh (a refresh of one pass writes them
// there), so the keyword lists scans point into stay where they were
// (scancache.go's abilitySig) whatever the number of passes.
func (g *Game) settleHome() {
	for _, c := range g.settle.prev {
		if c.flip && c.dn == nil {
			c.flip = false // no values before this refresh: these stay
		}
		if c.flip {
			c.dn.copyFrom(c.d)
			c.d, c.dn = c.dn, c.d // the version stays the settled one
			c.flip = false
		}
	}
}

// copyFrom makes d a copy of s that keeps d's own backing arrays.
func (d *Derived) copyFrom(s *Derived) {
	keep := *d
	*d = *s
	d.Keywords = append(keep.Keywords[:0], s.Keywords...)
	d.LoseKeywords = append(keep.LoseKeywords[:0], s.LoseKeywords...)
	d.Traits = append(keep.Traits[:0], s.Traits...)
	d.LoseTraits = append(keep.LoseTraits[:0], s.LoseTraits...)
	d.Cannot = append(keep.Cannot[:0], s.Cannot...)
	d.Abilities = append(keep.Abilities[:0], s.Abilities...)
	d.Cost = append(keep.Cost[:0], s.Cost...)
	d.Immune = append(keep.Immune[:0], s.Immune...)
	d.NotOnlyTarget = append(keep.NotOnlyTarget[:0], s.NotOnlyTarget...)
	d.Factions = append(keep.Factions[:0], s.Factions...)
	d.May = append(keep.May[:0], s.May...)
	d.immuneBy = append(keep.immuneBy[:0], s.immuneBy...)
	d.notOnlyBy = append(keep.notOnlyBy[:0], s.notOnlyBy...)
}

// applyPass applies every constant ability and lasting effect once, each
// reading the values of the previous pass.
func (g *Game) applyPass() {
	s := &g.settle
	for _, p := range g.Players {
		for a := range p.zones {
			inPlay := g.areas[a].InPlay
			if !inPlay && g.constAreas&(1<<uint(a)) == 0 {
				continue
			}
			for _, id := range p.zones[a] {
				c := g.Cards[id]
				if c.IsDuplicate || (inPlay && !c.Faceup) || len(c.info.constAbs) == 0 {
					continue
				}
				apply := func(ab *Ability, kw *KeywordInstance) bool {
					if len(ab.ActiveIn) > 0 && !g.activeIn(ab, c) || !inPlay && len(ab.ActiveIn) == 0 {
						return true
					}
					if (ab.Kind == Constant || ab.Kind == WhileAttached) && ab.Constant != nil && !g.isGranted(c, ab, kw) {
						ctx := &g.cctx
						*ctx = Context{G: g, Source: c, Ability: ab, Player: g.Players[c.Controller], Keyword: kw}
						s.noting = true
						g.applyConstant(ctx, ab.Constant, nil, nil)
						s.noting = false
					}
					return true
				}
				if g.unmodifiedAbilities(c) {
					g.eachRef(c, c.info.constAbs, apply)
				} else {
					g.eachAbility(c, apply)
				}
			}
		}
	}
	s.noting = true
	for _, l := range g.lasting {
		if l.Duration.While != nil {
			g.activeReads, g.activeAreas, g.activeHist = readsAll, ^uint64(0), ^uint64(0)
			if !l.Duration.While(l.Ctx) {
				continue
			}
		}
		g.noteLastingReads(&l.Spec)
		g.applyConstant(l.Ctx, &l.Spec, l, nil)
	}
	s.noting = false
	g.applyGrantedConstants()
}

// passChanged reports whether the values the running pass wrote differ
// from the readable ones (the previous pass's) in a kind it read of that
// card or player. Every card's constant abilities count as read.
func (g *Game) passChanged() bool {
	s := &g.settle
	for _, c := range s.cur {
		if s.passes == 1 {
			if g.differs(c, nil, c.d, g.readOf(c)) {
				return true
			}
			continue
		}
		var old *Derived
		if c.dver == g.ver {
			old = c.d
		}
		if g.differs(c, old, c.dn, g.readOf(c)) {
			return true
		}
	}
	for _, c := range s.prev {
		if c.dnver != s.wver && c.dver == g.ver && g.differs(c, c.d, nil, g.readOf(c)) {
			return true // modified in the previous pass, printed in this one
		}
	}
	if s.players {
		for _, p := range g.Players {
			if s.passes == 1 && !samePlayerDerived(&s.none, &p.d) || s.passes > 1 && !samePlayerDerived(&p.d, &p.dn) {
				return true
			}
		}
	}
	return false
}

// readOf returns the kinds of c's values the running pass read.
func (g *Game) readOf(c *Card) settleKind { return c.reads | readConstAbs }

// publishPass makes the values the running pass wrote the readable ones.
func (g *Game) publishPass() {
	s := &g.settle
	for _, c := range s.cur {
		if s.passes > 1 {
			c.d, c.dn = c.dn, c.d
			c.flip = !c.flip
			c.dver, c.dnver = c.dnver, c.dver
		} else {
			c.dver = c.dnver
		}
	}
	g.ver = s.wver
	if s.passes > 1 {
		for _, p := range g.Players {
			p.d, p.dn = p.dn, p.d
		}
	}
	s.prev, s.cur = s.cur, s.prev[:0]
}

// differs reports whether a and b, derived values of c (nil: printed),
// differ in one of the kinds.
func (g *Game) differs(c *Card, a, b *Derived, kinds settleKind) bool {
	m := (g.modified(c, a, kinds) | g.modified(c, b, kinds))
	if m == 0 {
		return false
	}
	if a == nil || b == nil {
		return true
	}
	return !sameDerived(a, b, m)
}

// modified returns the kinds among kinds in which d differs from c's
// printed values (none for nil).
func (g *Game) modified(c *Card, d *Derived, kinds settleKind) settleKind {
	if d == nil {
		return 0
	}
	var m settleKind
	blank := d.Blank || d.BlankExceptTraits
	if d.Strength != c.Def.Strength || d.HasSetStrength {
		m |= readStrength
	}
	if d.Icons != c.Def.Icons || d.LoseIcons != 0 {
		m |= readIcons
	}
	if len(d.Keywords) > 0 || len(d.LoseKeywords) > 0 || blank {
		m |= readKeywords
	}
	if len(d.Traits) > 0 || len(d.LoseTraits) > 0 || d.LoseAllTraits || d.Blank {
		m |= readTraits
	}
	if blank {
		m |= readBlank
	}
	if d.changesAbilities() {
		m |= readAbilities
		if kinds&readConstAbs != 0 && g.constantsChanged(c, d) {
			m |= readConstAbs
		}
	}
	if len(d.Cannot) > 0 {
		m |= readCannot
	}
	if len(d.May) > 0 {
		m |= readMay
	}
	if len(d.Immune) > 0 || len(d.NotOnlyTarget) > 0 {
		m |= readImmune
	}
	if len(d.Cost) > 0 {
		m |= readCost
	}
	if len(d.Factions) > 0 || d.LoseFactions || d.LoseAllFactions {
		m |= readFactions
	}
	if d.KilledAtZero {
		m |= readKilled
	}
	return m & kinds
}

// constantsChanged reports whether d gives c other constant abilities
// than its printed text and keywords: blanked printed constants, gained
// constants, or keywords gained or lost whose definitions have some.
func (g *Game) constantsChanged(c *Card, d *Derived) bool {
	if (d.Blank || d.BlankExceptTraits) && len(c.info.constAbs) > 0 {
		return true
	}
	for _, ab := range d.Abilities {
		if ab.Kind == Constant || ab.Kind == WhileAttached {
			return true
		}
	}
	for i := range d.Keywords {
		if hasConstants(g.KeywordDef(d.Keywords[i].Name)) {
			return true
		}
	}
	for _, l := range d.LoseKeywords {
		for i := range c.Def.Keywords {
			if c.Def.Keywords[i].Name == l && i < len(c.info.kws) && hasConstants(c.info.kws[i]) {
				return true
			}
		}
	}
	return false
}

// hasConstants reports whether a keyword definition grants a constant
// ability.
func hasConstants(kd *KeywordDef) bool {
	if kd == nil {
		return false
	}
	for _, ab := range kd.Abilities {
		if ab.Kind == Constant || ab.Kind == WhileAttached {
			return true
		}
	}
	return false
}

// sameDerived reports whether a and b agree in the kinds m (lists are
// compared in order: two passes apply the same constants in the same
// order, so a different order means different constants applied).
func sameDerived(a, b *Derived, m settleKind) bool {
	if m&readStrength != 0 && (a.Strength != b.Strength || a.HasSetStrength != b.HasSetStrength || a.SetStrength != b.SetStrength ||
		a.HasDominanceStrength != b.HasDominanceStrength || a.DominanceStrength != b.DominanceStrength) {
		return false
	}
	if m&readIcons != 0 && (a.Icons != b.Icons || a.LoseIcons != b.LoseIcons || a.iconN != b.iconN) {
		return false
	}
	if m&(readKeywords|readTraits|readBlank|readAbilities|readConstAbs) != 0 && (a.Blank != b.Blank || a.BlankExceptTraits != b.BlankExceptTraits) {
		return false
	}
	if m&(readKeywords|readAbilities|readConstAbs) != 0 && (!slices.EqualFunc(a.Keywords, b.Keywords, sameKeyword) || !slices.Equal(a.LoseKeywords, b.LoseKeywords) || a.LoseAllKeywords != b.LoseAllKeywords) {
		return false
	}
	if m&(readAbilities|readConstAbs) != 0 && !slices.Equal(a.Abilities, b.Abilities) {
		return false
	}
	if m&readTraits != 0 && (!slices.Equal(a.Traits, b.Traits) || !slices.Equal(a.LoseTraits, b.LoseTraits) || a.LoseAllTraits != b.LoseAllTraits) {
		return false
	}
	if m&readCannot != 0 && !slices.Equal(a.Cannot, b.Cannot) {
		return false
	}
	if m&readMay != 0 && !slices.Equal(a.May, b.May) {
		return false
	}
	if m&readImmune != 0 && a.LoseImmunity != b.LoseImmunity {
		return false
	}
	if m&readImmune != 0 && (len(a.Immune) != len(a.immuneBy) || len(b.Immune) != len(b.immuneBy) ||
		len(a.NotOnlyTarget) != len(a.notOnlyBy) || len(b.NotOnlyTarget) != len(b.notOnlyBy) ||
		!slices.Equal(a.immuneBy, b.immuneBy) || !slices.Equal(a.notOnlyBy, b.notOnlyBy)) {
		return false // immunity a modifier did not give cannot be compared: taken as changed
	}
	if m&readCost != 0 && !slices.Equal(a.Cost, b.Cost) {
		return false
	}
	if m&readFactions != 0 && (a.LoseFactions != b.LoseFactions || a.LoseAllFactions != b.LoseAllFactions || !slices.Equal(a.Factions, b.Factions)) {
		return false
	}
	if m&readKilled != 0 && a.KilledAtZero != b.KilledAtZero {
		return false
	}
	return true
}

func sameKeyword(a, b KeywordInstance) bool {
	return a.Name == b.Name && slices.Equal(a.Values, b.Values) && slices.Equal(a.Args, b.Args)
}

// samePlayerDerived reports whether two players' modifications agree.
func samePlayerDerived(a, b *PlayerDerived) bool {
	x, y := &a.PlayerModifier, &b.PlayerModifier
	return x.Income == y.Income && x.Initiative == y.Initiative && x.Claim == y.Claim && x.Reserve == y.Reserve &&
		x.Dominance == y.Dominance && x.Challenges == y.Challenges && x.ChallengeStrength == y.ChallengeStrength &&
		x.MaxAttackers == y.MaxAttackers && x.MaxDefenders == y.MaxDefenders && x.MinDefenders == y.MinDefenders && x.MaxEachRound == y.MaxEachRound &&
		slices.Equal(x.Cannot, y.Cannot) && slices.Equal(x.Values, y.Values) && slices.Equal(x.Floors, y.Floors) &&
		slices.EqualFunc(x.Bans, y.Bans, func(a, b CardBan) bool { return a.Action == b.Action }) &&
		a.ClaimSet == b.ClaimSet && a.HasClaimSet == b.HasClaimSet && a.goldFrom == b.goldFrom
}
