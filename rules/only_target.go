package rules

// OnlyTarget returns the card chosen as the ability's only target: the
// one card chosen over all of its targets (nil when it chose none, or
// more than one).
func (ctx *Context) OnlyTarget() *Card {
	var only *Card
	for _, t := range ctx.targets {
		for _, c := range t.cards {
			if only != nil {
				return nil
			}
			only = c
		}
	}
	return only
}

// initiating returns the context of the ability whose effects would
// initiate, when ev is its effect-initiated event (else nil).
func initiating(ev *Event) *Context {
	if ev == nil || ev.Name != EvEffectInitiated {
		return nil
	}
	return ev.Source
}

// OnlyTargetOf returns the card the ability of an effect-initiated event
// chose as its only target ("an ability that chooses a character you
// control as its only target"), or nil.
func OnlyTargetOf(ev *Event) *Card {
	if src := initiating(ev); src != nil {
		return src.OnlyTarget()
	}
	return nil
}

// canRetarget reports whether c is an eligible target, in place of the
// only target the ability of the effect-initiated event ev chose: a
// different card its target's selector would accept now, that can be
// targeted by it.
func (g *Game) canRetarget(ev *Event, c *Card) bool {
	src := initiating(ev)
	if src == nil || c == nil || src.Ability == nil {
		return false
	}
	old := src.OnlyTarget()
	if old == nil || old == c {
		return false
	}
	t := src.Ability.targetSpec(src.targetName(old))
	if t == nil {
		return false
	}
	ok := false
	g.eachTargetCandidate(src, t, func(x *Card) bool {
		ok = x == c
		return !ok
	})
	return ok
}

// retarget makes c the only target of the ability of the effect-initiated
// event ev instead of the card it chose ("choose an eligible character to
// become the target of that triggered ability instead"); c is eligible.
func (g *Game) retarget(ev *Event, c *Card) {
	src := ev.Source
	src.SetTarget(src.targetName(src.OnlyTarget()), []*Card{c})
}

// targetName returns the name of the target c was chosen for.
func (ctx *Context) targetName(c *Card) string {
	for _, t := range ctx.targets {
		for _, x := range t.cards {
			if x == c {
				return t.name
			}
		}
	}
	return ""
}

// targetSpec returns the ability's target of that name (nil if none).
func (ab *Ability) targetSpec(name string) *TargetSpec {
	for i := range ab.Targets {
		if ab.Targets[i].Name == name {
			return &ab.Targets[i]
		}
	}
	return nil
}
