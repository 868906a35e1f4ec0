package rules

// defInfo caches, per definition and game, what the scans need to know.
type defInfo struct {
	kws        []*KeywordDef // parallel to Def.Keywords (nil: unknown keyword)
	triggers   []string      // trigger event names of printed and keyword abilities
	actions    bool          // has Action abilities
	pactions   bool          // has PlayerAction abilities
	constants  bool          // has Constant or WhileAttached abilities
	frameworks bool          // has Framework or WhenRevealed abilities
}

func (g *Game) infoFor(d *CardDef) *defInfo {
	if in, ok := g.infos[d]; ok {
		return in
	}
	in := &defInfo{}
	add := func(ab *Ability) {
		switch ab.Kind {
		case Action:
			in.actions = true
		case PlayerAction:
			in.pactions = true
		case Constant, WhileAttached:
			in.constants = true
		case Framework, WhenRevealed:
			in.frameworks = true
		}
		if ab.Trigger != nil {
			in.triggers = append(in.triggers, ab.Trigger.Event)
			in.triggers = append(in.triggers, ab.Trigger.Also...)
		}
	}
	for _, ab := range d.Abilities {
		add(ab)
	}
	for _, k := range d.Keywords {
		kd := g.KeywordDef(k.Name)
		in.kws = append(in.kws, kd)
		if kd != nil {
			for _, ab := range kd.Abilities {
				add(ab)
			}
		}
	}
	g.infos[d] = in
	return in
}

// listensTo reports whether the card's printed or keyword abilities have a
// trigger that could match one of the events.
func (in *defInfo) listensTo(evs []*Event) bool {
	for _, t := range in.triggers {
		for _, ev := range evs {
			if EventIs(t, ev) {
				return true
			}
		}
	}
	return false
}

// plain reports whether nothing grants the card abilities or keywords
// beyond its printed ones right now.
func (g *Game) plain(c *Card) bool {
	d := g.Derived(c)
	return d == nil || (len(d.Abilities) == 0 && len(d.Keywords) == 0)
}
