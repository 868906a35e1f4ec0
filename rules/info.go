package rules

// defInfo caches, per definition and game, what the scans need to know.
type defInfo struct {
	kws        []*KeywordDef // parallel to Def.Keywords (nil: unknown keyword)
	actions    bool          // has Action abilities
	pactions   bool          // has PlayerAction abilities
	frameworks bool          // has Framework or WhenRevealed abilities

	// The printed and keyword abilities of each kind the scans look for,
	// in eachAbility's order, for cards nothing modifies.
	constAbs   []abilityRef // Constant and WhileAttached
	actionAbs  []abilityRef // Action and PlayerAction without a trigger
	triggerAbs []abilityRef // abilities with a trigger
	// evMask has a bit for every trigger event name (see Game.eventBit).
	evMask uint64
}

// abilityRef is one printed (kw < 0) or keyword ability of a definition.
type abilityRef struct {
	ab *Ability
	kw int // index in CardDef.Keywords
}

func (g *Game) infoFor(d *CardDef) *defInfo {
	if in, ok := g.infos[d]; ok {
		return in
	}
	in := &defInfo{}
	add := func(ab *Ability, kw int) {
		ref := abilityRef{ab, kw}
		switch ab.Kind {
		case Action:
			in.actions = true
			g.anyPlayerActs = g.anyPlayerActs || ab.AnyPlayer
		case PlayerAction:
			in.pactions = true
		case Constant, WhileAttached:
			in.constAbs = append(in.constAbs, ref)
			for _, a := range ab.ActiveIn {
				if id, ok := g.AreaByName(a); ok {
					g.constAreas |= 1 << id
				}
			}
		case Framework, WhenRevealed:
			in.frameworks = true
		}
		if (ab.Kind == Action || ab.Kind == PlayerAction) && ab.Trigger == nil {
			in.actionAbs = append(in.actionAbs, ref)
		}
		if ab.Trigger != nil {
			g.anyPlayerTrigs = g.anyPlayerTrigs || ab.AnyPlayer
			in.triggerAbs = append(in.triggerAbs, ref)
			in.evMask |= g.eventBit(ab.Trigger.Event)
			for _, also := range ab.Trigger.Also {
				in.evMask |= g.eventBit(also)
			}
		}
	}
	for _, ab := range d.Abilities {
		add(ab, -1)
	}
	for i, k := range d.Keywords {
		kd := g.KeywordDef(k.Name)
		in.kws = append(in.kws, kd)
		if kd != nil {
			for _, ab := range kd.Abilities {
				add(ab, i)
			}
		}
	}
	g.infos[d] = in
	return in
}

// eventBit returns the bit standing for trigger event name ev in the
// definitions' event masks; names past the 63rd share the last bit, which
// every event mask includes, so they are never missed.
func (g *Game) eventBit(ev string) uint64 {
	if b, ok := g.evBits[ev]; ok {
		return b
	}
	if len(g.evBits) >= 63 {
		return overflowBit
	}
	b := uint64(1) << len(g.evBits)
	g.evBits[ev] = b
	return b
}

const overflowBit = uint64(1) << 63

// eventsMask returns the bits of the trigger names events evs can match
// (the names EventIs matches to each event).
func (g *Game) eventsMask(evs []*Event) uint64 {
	m := overflowBit
	for _, ev := range evs {
		m |= g.evBits[ev.Name]
		if ev.LeavesPlay {
			m |= g.evBits[EvLeavesPlay]
		}
		if ev.EntersPlay {
			m |= g.evBits[EvEntersPlay]
		}
		if ev.op == opMove {
			m |= g.evBits[EvEntersArea]
		}
	}
	return m
}

// listensTo reports whether the card's printed or keyword abilities have a
// trigger that could match one of the events (mask from eventsMask).
func (in *defInfo) listensTo(mask uint64) bool { return in.evMask&mask != 0 }

// plain reports whether nothing grants the card abilities or keywords
// beyond its printed ones right now.
func (g *Game) plain(c *Card) bool {
	d := g.derivedFor(c, readAbilities)
	return d == nil || (len(d.Abilities) == 0 && len(d.Keywords) == 0)
}

// eachKeywordDef calls f for each keyword the card has now (as Keywords)
// that has a definition, with it; for a card whose keywords nothing
// modifies, from the definitions found when the card was created.
func (g *Game) eachKeywordDef(c *Card, f func(k *KeywordInstance, kd *KeywordDef) bool) {
	if c.IsDuplicate {
		return
	}
	if d := g.derivedFor(c, readAbilities); d == nil || !d.Blank && !d.BlankExceptTraits && len(d.Keywords) == 0 && len(d.LoseKeywords) == 0 && !d.LoseAllKeywords {
		for i, kd := range c.info.kws {
			if kd != nil && !f(&c.Def.Keywords[i], kd) {
				return
			}
		}
		return
	}
	g.Keywords(c, func(k *KeywordInstance) bool {
		if kd := g.KeywordDef(k.Name); kd != nil {
			return f(k, kd)
		}
		return true
	})
}
