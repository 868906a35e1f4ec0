package rules

import "slices"

type limitCount struct {
	card   CardID
	inst   uint32
	ab     *Ability
	player int
	title  string
	per    Period
	n      int
}

func (g *Game) limitUsed(ctx *Context) (limit, max int) {
	ab := ctx.Ability
	for _, l := range g.limits {
		if l.ab == nil {
			continue
		}
		if ab.Limit != nil && l.ab == ab && ctx.Source != nil && l.card == ctx.Source.ID && l.inst == ctx.Source.instance && l.title == "" {
			limit += l.n
		}
		if ab.Max != nil && l.title != "" && ctx.Source != nil && l.title == maxKey(ctx) && l.ab.ID == ab.ID && l.player == ctx.Player.Index {
			max += l.n
		}
	}
	return
}

// maxKey is what a maximum counts by: the card's title ("all copies (by
// title)"), or for an ability a keyword grants the keyword, whatever card
// has it ("No more than one instance of intimidate can successfully
// resolve during each challenge": `max 1 per challenge`).
func maxKey(ctx *Context) string {
	if ctx.Keyword != nil {
		return "\x00keyword " + ctx.Keyword.Name
	}
	return ctx.Source.Def.Title
}

// limitReached reports whether the ability's limit or maximum for the
// period is used up.
func (g *Game) limitReached(ctx *Context) bool {
	ab := ctx.Ability
	if ab.Limit == nil && ab.Max == nil {
		return false
	}
	l, m := g.limitUsed(ctx)
	return ab.Limit != nil && l >= ab.Limit.N || ab.Max != nil && m >= ab.Max.N
}

func (g *Game) countLimit(ctx *Context) {
	ab := ctx.Ability
	if ab.Limit != nil && ctx.Source != nil {
		g.limits = append(g.limits, limitCount{card: ctx.Source.ID, inst: ctx.Source.instance, ab: ab, player: ctx.Player.Index, per: ab.Limit.Per, n: 1})
	}
	if ab.Max != nil && ctx.Source != nil {
		g.limits = append(g.limits, limitCount{card: ctx.Source.ID, ab: ab, player: ctx.Player.Index, title: maxKey(ctx), per: ab.Max.Per, n: 1})
	}
}

func (g *Game) resetLimits(per Period) {
	out := g.limits[:0]
	for _, l := range g.limits {
		if l.per != per {
			out = append(out, l)
		}
	}
	g.limits = out
}

// isEventPlay reports whether initiating the ability plays an event card:
// the event's own abilities do, from hand (or as if from hand, or from an
// area a keyword lets it be played from); abilities granted by keywords
// (marshaling into shadows) do not, nor do abilities the card says work
// from an area (Event Cards: "An event card's ability type, triggering
// condition (if any), and play permissions/restrictions (if any) define
// when and how the card can be played": "return this card from your
// discard pile to your hand" uses the card there, it does not play it).
func isEventPlay(ctx *Context) bool {
	c, ab := ctx.Source, ctx.Ability
	return c != nil && ctx.Keyword == nil && c.Def.Type == TypeEvent && !c.IsDuplicate && ab.Kind != Framework && ab.Kind != Constant && ab.Kind != PlayerAction &&
		len(ab.ActiveIn) == 0 &&
		c.Area != AreaResolving // a resolving event's own forced abilities are part of its resolution
}

// CanInitiate reports whether the ability could be initiated now by its
// controller: play restrictions, limits, costs and targets (not timing).
func (g *Game) CanInitiate(ctx *Context) bool { return g.canInitiate(ctx, nil) }

func (g *Game) canInitiate(ctx *Context, pf *PlayFrom) bool {
	ab := ctx.Ability
	if ab.Phase != "" && ab.Phase != g.Phase.String() {
		return false
	}
	if ab.ActivePlayerOnly && ctx.Player.Index != g.Active {
		return false
	}
	if g.cannotTrigger(ctx) || g.limitReached(ctx) {
		return false
	}
	c := ctx.Source
	if isEventPlay(ctx) && (!g.InPlay(c) || g.asIfInHand(c)) {
		if g.PlayerCannot(ctx.Player, "play") || g.restricted("play", ctx.Player, c, nil) {
			return false
		}
		if pf != nil {
			if !canPayAll(ctx, pf.Costs) {
				return false
			}
		} else {
			if c.Def.Cost.None {
				return false
			}
			if g.CostOf(c, ctx.Player, g.PrintedCost(c), "gold", "play") > g.SpendableGold(ctx.Player) {
				return false
			}
		}
	}
	return g.requirementsMet(ctx)
}

// requirementsMet reports whether the ability's condition holds, its costs
// can be paid and each of its targets has a candidate.
func (g *Game) requirementsMet(ctx *Context) bool {
	ab := ctx.Ability
	if ab.Condition != nil && !ab.Condition(ctx) {
		return false
	}
	if !canPayAll(ctx, ab.Costs) {
		return false
	}
	if len(ctx.Paid) == 0 && readsPaid(ab) {
		for i := range ab.Costs {
			if ab.Costs[i].Choices == nil {
				continue
			}
			found := false
			for _, c := range ab.Costs[i].Choices(ctx) {
				ctx.Paid = append(ctx.Paid[:0], c)
				if found = g.targetsFrom(ctx, 0, nil); found {
					break
				}
			}
			ctx.Paid = ctx.Paid[:0]
			return found
		}
	}
	return g.targetsFrom(ctx, 0, nil)
}

// readsPaid reports whether a target of the ability reads the paid cards.
func readsPaid(ab *Ability) bool {
	for i := range ab.Targets {
		if ab.Targets[i].ReadsPaid {
			return true
		}
	}
	return false
}

// TargetsPossible reports whether each target of ctx's ability has a
// candidate now (given the costs paid so far): a cost choosing the cards
// later targets read offers only the cards that pass it.
func (g *Game) TargetsPossible(ctx *Context) bool {
	if !readsPaid(ctx.Ability) {
		return true
	}
	return g.targetsFrom(ctx, 0, nil)
}

// targetsFrom reports whether the targets from index i on each have a
// candidate. A target that later targets read (ReadsEarlier) is tried
// candidate by candidate, added to chosen (the cards already chosen for
// it, tried together with each new one), until the later targets have
// candidates too; ctx's targets are left as they were.
func (g *Game) targetsFrom(ctx *Context, i int, chosen []*Card) bool {
	ts := ctx.Ability.Targets
	if i >= len(ts) {
		return true
	}
	t := &ts[i]
	if t.MaxFn != nil && t.MaxFn(ctx) <= 0 && t.Min > 0 {
		return false
	}
	readLater := false
	for j := i + 1; j < len(ts); j++ {
		readLater = readLater || ts[j].ReadsEarlier
	}
	if t.Players != nil {
		return g.playerTargetsFrom(ctx, i, readLater)
	}
	if !readLater {
		return (len(chosen) > 0 || g.hasTargets(ctx, t)) && g.targetsFrom(ctx, i+1, nil)
	}
	prev := ctx.Targets(t.Name)
	found := false
	g.eachTargetCandidate(ctx, t, func(c *Card) bool {
		if slices.Contains(chosen, c) {
			return true
		}
		ctx.SetTarget(t.Name, append(chosen[:len(chosen):len(chosen)], c))
		found = g.targetsFrom(ctx, i+1, nil)
		return !found
	})
	ctx.SetTarget(t.Name, prev)
	return found
}

// canPayAll reports whether every cost could be paid in full now.
func canPayAll(ctx *Context, costs []Cost) bool {
	for i := range costs {
		if costs[i].CanPay != nil && !costs[i].CanPay(ctx) {
			return false
		}
	}
	return true
}

// payAll pays the costs in order, marking ctx as paying meanwhile; it stops
// at the first cost that cannot be paid and reports whether all were.
func payAll(ctx *Context, costs []Cost) bool {
	ctx.paying = true
	defer func() { ctx.paying = false }()
	for i := range costs {
		if costs[i].Pay != nil && !costs[i].Pay(ctx) {
			return false
		}
	}
	return true
}

func (g *Game) hasTargets(ctx *Context, t *TargetSpec) bool {
	found := false
	g.eachTargetCandidate(ctx, t, func(c *Card) bool { found = true; return false })
	return found
}

// soleTarget reports whether the card chosen for target t is the
// ability's only target: the ability has no other target, and t takes one
// card at most.
func soleTarget(ctx *Context, t *TargetSpec) bool {
	return ctx.Ability != nil && len(ctx.Ability.Targets) == 1 && t.MaxFn == nil && t.Max >= 0 && t.Max <= 1
}

func (g *Game) eachTargetCandidate(ctx *Context, t *TargetSpec, f func(c *Card) bool) {
	ok := func(c *Card) bool {
		if g.Cannot(c, "be-targeted") || g.IsImmune(c, ctx) || soleTarget(ctx, t) && g.notOnlyTarget(c, ctx) {
			return true
		}
		if t.Filter != nil && !t.Filter(ctx, c) {
			return true
		}
		if t.Affects != nil && !t.Affects(ctx, c) {
			return true
		}
		return f(c)
	}
	if len(t.Areas) == 0 {
		for _, p := range g.Players {
			for a, z := range p.zones {
				if !g.areas[a].InPlay {
					continue
				}
				for _, id := range z {
					c := g.Cards[id]
					if c.IsDuplicate {
						continue
					}
					if !ok(c) {
						return
					}
				}
			}
		}
		return
	}
	for _, name := range t.Areas {
		a, found := g.AreaByName(name)
		if !found {
			continue
		}
		for _, p := range g.Players {
			for _, id := range p.zones[a] {
				if !ok(g.Cards[id]) {
					return
				}
			}
		}
	}
}

// chooseTargets prompts for each target spec.
func (g *Game) chooseTargets(ctx *Context) bool {
	for i := range ctx.Ability.Targets {
		t := &ctx.Ability.Targets[i]
		min, max := t.Min, t.Max
		if t.MaxFn != nil {
			max = t.MaxFn(ctx)
			if max <= 0 {
				if min > 0 {
					return false
				}
				ctx.SetTarget(t.Name, nil)
				continue // "up to 0": nothing is chosen
			}
		}
		if min == 0 && max == 0 {
			min, max = 1, 1
		}
		if t.Players != nil {
			if !g.choosePlayerTarget(ctx, i, min, max) {
				return false
			}
			continue
		}
		chooser := targetChooser(ctx, t)
		var chosen []*Card
		for max < 0 || len(chosen) < max { // Max < 0: any number
			// the filter may judge a card with those already chosen
			// ("up to 4 total STR worth of characters")
			ctx.SetTarget(t.Name, chosen)
			opts := g.optBuf[:0]
			g.eachTargetCandidate(ctx, t, func(c *Card) bool {
				for _, x := range chosen {
					if x == c {
						return true
					}
				}
				if g.readLater(ctx, i) {
					// offer only a card that leaves the later targets a candidate
					ctx.SetTarget(t.Name, append(chosen[:len(chosen):len(chosen)], c))
					ok := g.targetsFrom(ctx, i+1, nil)
					ctx.SetTarget(t.Name, chosen)
					if !ok {
						return true
					}
				}
				opts = append(opts, Option{Kind: OptCard, Card: c})
				return true
			})
			o, ok := g.askTarget(chooser, ctx, t.Name, opts, len(chosen), min)
			if !ok {
				break
			}
			chosen = append(chosen, o.Card)
		}
		if len(chosen) < min || len(chosen) == 0 {
			return false
		}
		ctx.SetTarget(t.Name, chosen)
	}
	return true
}

// readLater reports whether a target after the i-th reads earlier ones.
func (g *Game) readLater(ctx *Context, i int) bool {
	ts := ctx.Ability.Targets
	for j := i + 1; j < len(ts); j++ {
		if ts[j].ReadsEarlier {
			return true
		}
	}
	return false
}

// Initiate initiates an ability for its controller (checks already done by
// the caller): pays costs, chooses targets, counts limits, and resolves it
// through the cancel window. It returns false if it could not be initiated.
func (g *Game) Initiate(ctx *Context) bool { return g.initiate(ctx, nil) }

func (g *Game) initiate(ctx *Context, pf *PlayFrom) bool {
	ab := ctx.Ability
	c := ctx.Source
	p := ctx.Player
	event := isEventPlay(ctx) && (!g.InPlay(c) || g.asIfInHand(c))
	var fromArea AreaID
	under := c.Under
	if event {
		fromArea = c.Area
		// the event card is being played: it waits in the resolving area.
		// A printed cost X is the ability's to pay (its `pay-x as play`
		// cost chooses X, with the reducers).
		if pf == nil && !c.Def.Cost.X {
			cost := g.CostOf(c, p, g.PrintedCost(c), "gold", "play")
			if cost > g.SpendableGold(p) {
				return false
			}
			g.consumeReducers(c, p, "gold", "play")
			g.fillPoolFor(p, cost)
			p.Gold -= cost
		}
		if pf != nil {
			// the cost of playing it from an area (a shadow cost) is
			// determined as the card is there, before it leaves (a keyword
			// it has only there, "while that card is in shadows", sets it)
			for i := range pf.Costs {
				if pf.Costs[i].Pay != nil && !pf.Costs[i].Pay(ctx) {
					return false
				}
			}
		}
		if c.Def.Cost.X {
			// its cost modifiers as it was where it is played from
			c.playCost = []CostMod{}
			if d := g.derivedFor(c, readCost); d != nil {
				c.playCost = append(c.playCost, d.Cost...)
			}
			defer func() { c.playCost = nil }()
		}
		g.place(c, AreaResolving, p.Index, false)
	}
	if ab.XRange != nil {
		lo, hi := ab.XRange(ctx)
		ctx.X = g.ChooseNumber(p, "x", lo, hi, ctx)
	}
	// a card ability is named before its costs are paid (the lines they
	// log follow it); an event once it is played
	named, asked := -1, len(g.choices)
	if ab.LogAs == "" && !ab.LogsItself && !event {
		named = len(g.log)
		g.logf(MsgUses, p.Index, c, nil, 0, ab.ID)
		g.log[named].S2 = ab.Kind.String() // the ability's kind, for an id no catalog names
	}
	failed := func() bool {
		if event {
			g.place(c, fromArea, p.Index, false)
			c.Under = under // back where it was, under the same card
		}
		if named >= 0 && len(g.choices) == asked {
			g.removeLogEntry(named) // nobody has read it yet
		}
		return false
	}
	if !payAll(ctx, ab.Costs) {
		return failed()
	}
	if !g.chooseTargets(ctx) {
		return failed()
	}
	g.countLimit(ctx)
	if ab.LogAs == "" && !ab.LogsItself && event {
		g.logf(MsgPlays, p.Index, c, nil, 0, "")
	}
	if event && pf != nil && pf.LogAs != "" {
		g.logf(MsgCustom, p.Index, c, nil, 0, pf.LogAs)
	}
	// a custom message (LogAs) describes the whole action: logged once it resolved.
	if event {
		ev := g.newEvent(EvPlayed)
		ev.Card, ev.Player, ev.Source, ev.Ability = c, p, ctx, ab
		ev.known = &lastKnown{controller: p.Index, typ: TypeEvent} // played as an event, whatever it becomes
		ev.From = fromArea                                         // the area it was played from (hand, an out-of-play area)
		if pf != nil {
			ev.Via = pf.Via
		}
		ev.op = opFunc
		ev.Handler = func(g *Game, ev *Event) {
			g.resolveEffect(ev.Source)
			// V2: the event goes to its owner's discard pile before reactions.
			if c.Area == AreaResolving {
				g.discardPlayed(ctx, c)
			}
		}
		g.Raise(ev)
		if c.Area == AreaResolving { // the played event was canceled as a whole
			g.discardPlayed(ctx, c)
		}
		g.logAs(ctx)
		return true
	}
	// an action's own message announces it before it resolves (what it
	// brings about, and reactions to it, follow); the card is named for
	// whoever may see it once it resolved
	if ab.Kind != Action {
		g.resolveEffect(ctx)
		g.logAs(ctx)
		return true
	}
	own := len(g.log)
	g.logAs(ctx)
	g.resolveEffect(ctx)
	if own < len(g.log) && g.log[own].Msg == MsgCustom && ctx.Source != nil {
		g.log[own].Card.Known |= g.knownMask(ctx.Source)
		g.log[own].Card.Slot = int16(ctx.Source.Slot)
	}
	return true
}

// moveLastLogEntry moves the last log entry to index at, numbering the
// entries again (a cause logged after what it brought about).
func (g *Game) moveLastLogEntry(at int) {
	last := len(g.log) - 1
	if at < 0 || at >= last {
		return
	}
	e := g.log[last]
	copy(g.log[at+1:], g.log[at:last])
	g.log[at] = e
	for i := at; i <= last; i++ {
		g.log[i].Seq = int32(i + 1)
	}
}

// removeLogEntry removes the log entry at index i (numbering the entries
// after it again).
func (g *Game) removeLogEntry(i int) {
	if i < 0 || i >= len(g.log) {
		return
	}
	g.log = append(g.log[:i], g.log[i+1:]...)
	for k := i; k < len(g.log); k++ {
		g.log[k].Seq = int32(k + 1)
	}
}

func (g *Game) logAs(ctx *Context) {
	if ctx.Ability.LogAs != "" && !announcedEntry(ctx.Event, ctx.Source) {
		g.logf(MsgCustom, ctx.Player.Index, ctx.Source, nil, 0, ctx.Ability.LogAs)
	}
}

// Announced reports whether ev moved its card by an action of that card
// that announced itself with its own line ("brings X out of shadows"), so
// the move and what it is called need no line of their own.
func (ev *Event) Announced() bool { return announcedEntry(ev, ev.Card) }

// announcedEntry reports whether ev moved c by an ability of c that
// announced itself with its own message ("brings X out of shadows"): the
// move needs no line of its own.
func announcedEntry(ev *Event, c *Card) bool {
	if ev == nil || c == nil || ev.Card != c || ev.Source == nil || ev.Source.Ability == nil {
		return false
	}
	return ev.Source.Ability.LogAs != "" && ev.Source.Source == c && ev.Source.Ability.Kind == Action
}

// resolveEffect runs the cancel window for the effect's initiation, then
// the effect and its "then" part.
func (g *Game) resolveEffect(ctx *Context) {
	ab := ctx.Ability
	if g.listening[EvEffectInitiated] {
		ev := g.newEvent(EvEffectInitiated)
		ev.Card, ev.Player, ev.Source, ev.Ability = ctx.Source, ctx.Player, ctx, ab
		ev.CannotBeCanceled = ab.CannotBeCanceled
		ev.op = opFunc
		ev.Handler = func(g *Game, ev *Event) { g.runEffect(ev.Source) }
		if !g.Raise(ev) && ev.Cancelled {
			ctx.Canceled = true
			g.logf(MsgCanceled, ctx.Player.Index, ctx.Source, nil, 0, ab.ID)
		}
		return
	}
	g.runEffect(ctx)
}

func (g *Game) runEffect(ctx *Context) {
	ab := ctx.Ability
	if ctx.Event != nil {
		if ab.Cancels {
			ctx.Event.Cancelled = true
		}
		if ab.Saves && !g.unsaveable(ctx.Event) {
			ctx.Event.Saved = true
		}
	}
	ok := true
	if ab.Effect != nil {
		ok = ab.Effect(ctx)
	}
	if ok && ab.Then != nil {
		ab.Then(ctx)
	}
	g.touch()
	g.runStateChecks()
	g.checkVictory() // a restriction on winning may have ended
	g.checkDecks()
}

// restricted checks the bans of p's player modifiers (CardBan) and the
// keyword restrictions for an action on c (and target).
func (g *Game) restricted(action string, p *Player, c, target *Card) bool {
	if p != nil && c != nil && g.banned(action, p, c) {
		return true
	}
	forbid := false
	check := func(holder *Card, onTarget bool) {
		g.eachKeywordDef(holder, func(k *KeywordInstance, kd *KeywordDef) bool {
			for _, r := range kd.Restrictions {
				if r.Action == action && r.OnTarget == onTarget && r.Forbid != nil {
					rc := g.restrictionCheck()
					*rc = RestrictionCheck{G: g, Action: action, Player: p, Card: c, Target: target, Keyword: k}
					no := r.Forbid(rc)
					g.rcDepth--
					if no {
						forbid = true
						return false
					}
				}
			}
			return true
		})
	}
	if c != nil {
		check(c, false)
	}
	if !forbid && target != nil {
		check(target, true)
	}
	return forbid
}

// restrictionCheck returns the RestrictionCheck of the running depth of
// restricted's checks (a restriction's condition may ask another), reused
// from check to check; the caller lowers g.rcDepth when Forbid returns.
func (g *Game) restrictionCheck() *RestrictionCheck {
	if g.rcDepth == len(g.rcs) {
		g.rcs = append(g.rcs, &RestrictionCheck{})
	}
	rc := g.rcs[g.rcDepth]
	g.rcDepth++
	return rc
}

// Restricted reports whether a keyword restriction forbids action for
// player p on card c (with an optional target).
func (g *Game) Restricted(action string, p *Player, c, target *Card) bool {
	return g.restricted(action, p, c, target)
}

// PlayEvent plays event card c from p's hand (or as if from hand, or from
// an area a keyword permits) with its first ability that may be initiated now.
func (g *Game) PlayEvent(p *Player, c *Card) bool {
	if c.Def.Type != TypeEvent {
		return false
	}
	var pf *PlayFrom
	if c.Area != AreaHand && !g.asIfInHand(c) {
		if pf = g.playFrom(c, c.Area); pf == nil {
			return false
		}
	}
	for _, ab := range c.Def.Abilities {
		ctx := &Context{G: g, Source: c, Ability: ab, Player: p}
		if g.canInitiate(ctx, pf) {
			return g.initiate(ctx, pf)
		}
	}
	return false
}

// RunStep runs every Framework ability bound to step on cards in play,
// first player's cards first.
func (g *Game) RunStep(step string) {
	g.Step = step
	type fw struct {
		c  *Card
		ab *Ability
		kw *KeywordInstance
	}
	var list []fw
	for _, i := range g.playerOrder() {
		p := g.Players[i]
		for a, z := range p.zones {
			if !g.areas[a].InPlay {
				continue
			}
			for _, id := range z {
				c := g.Cards[id]
				if !c.info.frameworks && g.plain(c) {
					continue
				}
				g.eachAbility(c, func(ab *Ability, kw *KeywordInstance) bool {
					if ab.Kind == Framework && ab.Step == step {
						list = append(list, fw{c, ab, kw})
					}
					return true
				})
			}
		}
	}
	for _, f := range list {
		if !g.InPlay(f.c) {
			continue
		}
		g.runFramework(g.newCtx(f.c, f.ab, f.kw, nil))
	}
}

// runCardStep runs the Framework abilities bound to step on one card.
func (g *Game) runCardStep(step string, c *Card, ev *Event) {
	var abs []*Ability
	var kws []*KeywordInstance
	g.eachAbility(c, func(ab *Ability, kw *KeywordInstance) bool {
		if ab.Kind == Framework && ab.Step == step {
			abs = append(abs, ab)
			kws = append(kws, kw)
		}
		return true
	})
	if len(abs) == 0 && c.IsDuplicate == false && g.InPlay(c) == false {
		// a card that left play: its keywords are its printed ones.
		for i := range c.Def.Keywords {
			k := &c.Def.Keywords[i]
			if kd := g.KeywordDef(k.Name); kd != nil {
				for _, ab := range kd.Abilities {
					if ab.Kind == Framework && ab.Step == step {
						abs = append(abs, ab)
						kws = append(kws, k)
					}
				}
			}
		}
	}
	for i, ab := range abs {
		g.runFramework(g.newCtx(c, ab, kws[i], ev))
	}
}

func (g *Game) runFramework(ctx *Context) bool {
	ab := ctx.Ability
	if g.limitReached(ctx) || !g.requirementsMet(ctx) {
		return false
	}
	if ab.Optional && !g.askYesNo(ctx.Player, "use:"+ab.ID, ctx) {
		return false
	}
	if !payAll(ctx, ab.Costs) {
		return false
	}
	if !g.chooseTargets(ctx) {
		return false
	}
	g.countLimit(ctx)
	if ctx.Keyword != nil && ab.LogAs == "" {
		// name the keyword before its effect (pillage, renown, insight)
		g.logf(MsgKeyword, ctx.Player.Index, ctx.Source, nil, 0, ctx.Keyword.Name)
	}
	// a keyword's ability ("A keyword is a card ability") and a when
	// revealed ability are card abilities: their effects initiate through
	// the window in which they may be canceled (Cancel)
	g.resolveEffect(ctx)
	if ab.LogAs != "" {
		g.logf(MsgCustom, ctx.Player.Index, ctx.Source, nil, 0, ab.LogAs)
	}
	return true
}

// targetChooser is the player who chooses target t: the ability's player
// unless the target says another ("an opponent chooses").
func targetChooser(ctx *Context, t *TargetSpec) *Player {
	if t.ChosenBy != nil {
		return t.ChosenBy(ctx)
	}
	return ctx.Player
}

// askTarget asks chooser for one more of target name's candidates (opts),
// with Done among the options once the chosen count satisfies min; it
// returns the candidate picked, false when there is none or Done was
// chosen.
func (g *Game) askTarget(chooser *Player, ctx *Context, name string, opts []Option, chosen, min int) (Option, bool) {
	n := len(opts)
	if n == 0 {
		return Option{}, false
	}
	if chosen >= min && (chosen > 0 || min == 0) {
		opts = append(opts, Option{Kind: OptDone})
	}
	g.optBuf = opts
	k := g.ask(chooser, "target:"+name, opts, ctx)
	if k >= n {
		return Option{}, false
	}
	return opts[k], true
}

// discardPlayed places a played event card in its owner's discard pile
// once it resolved (or was canceled). While an ability waits for cards to
// enter an area (`enters-area`), the move is an event of its own ("after an
// event is placed in a discard pile"); otherwise it is silent.
func (g *Game) discardPlayed(ctx *Context, c *Card) {
	if !g.listening[EvEntersArea] {
		g.place(c, AreaDiscard, c.Owner, false)
		return
	}
	ev := g.moveEvent(EvEntersArea, ctx, c, AreaDiscard, 0)
	ev.Player = g.Players[c.Owner]
	g.Raise(ev)
}
