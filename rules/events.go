package rules

import "sync/atomic"

// Event is one triggering condition. Every state change by a primitive is
// an event that runs through the interrupt and reaction windows.
type Event struct {
	// raise numbers the Raise the event is part of (scan cache key).
	raise  uint64
	Name   string
	Card   *Card
	Player *Player
	// Target is a second card (an attachment's new parent, power's destination).
	Target *Card
	From   AreaID
	To     AreaID
	// Via tags how a card moved ("marshal", "setup", "shadow", a
	// definition's word) so definitions can emit their own follow-ups.
	Via    string
	Amount int
	// Together is how many events of this name the same Raise carries,
	// this one included: they happen simultaneously ("when exactly 1 card
	// is discarded from a deck": Together 1).
	Together int
	// Kind is a token kind for token events.
	Kind string
	// Source is the ability context that caused the event (nil: framework, E1).
	Source *Context
	// Ability is the ability being initiated (effect-initiated events).
	Ability *Ability

	CannotBeSaved    bool
	CannotBeCanceled bool
	Cancelled        bool
	Saved            bool
	LeavesPlay       bool
	EntersPlay       bool
	// Duplicate: the card enters play as a duplicate (D1, D8).
	Duplicate bool
	// Bottom: placed at the bottom of an ordered area.
	Bottom bool
	// Replace, if set by an interrupt ("instead"), resolves the event
	// instead of its normal resolution (the last one set wins).
	Replace func(g *Game, ev *Event)
	// Handler resolves custom events (Emit).
	Handler func(g *Game, ev *Event)
	// Data is free for definitions.
	Data any

	op     evOp
	msg    MsgID
	vis    uint8
	asType CardType
	// underTo is the out-of-play area a card placed under Target goes to
	// (PlaceUnder): it is under Target only if it arrives there.
	underTo AreaID
	// to is the player the event gives something to (gold moved to a pool).
	to *Player
	// known is the card's last known state, before the event moved it
	// (last_known.go).
	known *lastKnown
}

type evOp uint8

const (
	opNone evOp = iota
	opMove
	opKneel
	opStand
	opTokens
	opMovePower
	opGold
	opFunc
)

// HistEntry records a resolved event for "this round/phase" questions.
type HistEntry struct {
	Round  int
	Phase  Phase
	Event  string
	Player int
	Card   CardID
	Via    string
	Amount int
	Dup    bool
	// From is the area the card came from (events that move a card, and
	// played events: the area the event was played from).
	From AreaID
	// to is 1 + the index of the player the event gave something to (gold
	// moved to a player's pool), 0 for none: see Receiver.
	to int
}

// Receiver returns the index of the player the event gave something to
// (gold moved into that player's pool: "has given you gold"), or -1.
func (h *HistEntry) Receiver() int { return h.to - 1 }

func (g *Game) recordHist(h HistEntry) {
	h.Round, h.Phase = g.Round, g.Phase
	g.history = append(g.history, h)
	if g.ver == 0 || g.noCache || g.activeHist&g.eventBit(h.Event) != 0 {
		g.touchReads(ReadsHistory, 0)
	}
}

// History returns the events resolved this round, oldest first.
func (g *Game) History() []HistEntry { return g.history }

// CountHistory counts this round's entries matching f.
func (g *Game) CountHistory(f func(h *HistEntry) bool) int {
	n := 0
	for i := range g.history {
		if f(&g.history[i]) {
			n++
		}
	}
	return n
}

// Delayed is a delayed effect: it resolves right after an event of the
// given name resolves (before reactions), once.
type Delayed struct {
	Event string
	Match func(ctx *Context, ev *Event) bool
	Ctx   *Context
	Do    func(ctx *Context, ev *Event)
	// Until: the delayed effect is dropped at the end of this period (PerGame: never).
	Until Period
}

// AddDelayed registers a delayed effect.
func (g *Game) AddDelayed(d *Delayed) { g.delayed = append(g.delayed, d) }

func (g *Game) newEvent(name string) *Event {
	if len(g.evStore) == cap(g.evStore) {
		if n := len(g.evSpare); n > 0 {
			g.evStore, g.evSpare = g.evSpare[n-1], g.evSpare[:n-1]
		} else {
			g.evStore = make([]Event, 0, 32)
		}
		if g.reuse != nil {
			g.evChunks = append(g.evChunks, g.evStore) // kept for the next game
		}
	}
	g.evStore = append(g.evStore, Event{Name: name})
	return &g.evStore[len(g.evStore)-1]
}

// event places ev in the game's event store (like newEvent).
func (g *Game) event(ev Event) *Event {
	e := g.newEvent("")
	*e = ev
	return e
}

func (g *Game) listens(ev *Event) bool {
	if g.listening[ev.Name] {
		return true
	}
	if ev.LeavesPlay && ev.Card != nil && (g.listening[EvLeavesPlay] || len(ev.Card.Duplicates) > 0) {
		return true
	}
	if ev.EntersPlay && g.listening[EvEntersPlay] {
		return true
	}
	if ev.op == opMove && g.listening[EvEntersArea] {
		return true
	}
	return false
}

// Raised counts the Raise calls of the game so far: a host measures the
// events an effect it ran raised, with everything they triggered.
func (g *Game) Raised() uint64 { return g.raises }

// Raise runs simultaneous events through cancel interrupts, forced
// interrupts, interrupts, resolution, forced reactions and reactions. It
// returns true if every event resolved (none canceled or saved).
func (g *Game) Raise(evs ...*Event) bool {
	if g.batch != nil {
		*g.batch = append(*g.batch, evs...)
		return true
	}
	g.budget()
	g.raises++
	for _, ev := range evs {
		ev.raise = g.raises
		ev.Together = 1
		if len(evs) > 1 {
			ev.Together = 0
			for _, o := range evs {
				if o.Name == ev.Name {
					ev.Together++
				}
			}
		}
	}
	for _, ev := range evs {
		// immunity: the card is not affected by the effect (costs are not
		// effects and still apply to the paying player's own cards).
		if ev.Card != nil && ev.Source != nil && ev.Source.Player != nil && g.Cards[ev.Card.ID] == ev.Card && !ev.Source.paying && g.IsImmune(ev.Card, ev.Source) {
			ev.Cancelled = true
		}
	}
	listened := false
	for _, ev := range evs {
		if g.listens(ev) {
			listened = true
		}
		if ev.LeavesPlay && ev.Card != nil {
			ev.Card.leaving++
		}
	}
	if listened {
		g.playerWindow(evs, winCancel)
		g.playerWindow(evs, winWould)
		g.forcedWindow(evs, winForcedInterrupt)
		g.playerWindow(evs, winInterrupt)
	}
	g.orderDeadPile(evs)
	all := true
	for _, ev := range evs {
		if ev.Cancelled || ev.Saved {
			all = false
			continue
		}
		if ev.Replace != nil {
			ev.Replace(g, ev)
		} else {
			g.resolve(ev)
		}
		if ev.Cancelled || ev.Saved {
			all = false
		}
	}
	for _, ev := range evs {
		if ev.LeavesPlay && ev.Card != nil && ev.Card.leaving > 0 {
			ev.Card.leaving--
		}
	}
	for _, ev := range evs {
		if !ev.Cancelled && !ev.Saved {
			g.afterResolve(ev)
		}
	}
	g.checkVictory()
	g.checkDecks()
	g.runStateChecks()
	if listened || g.listensAny(evs) {
		g.forcedWindow(evs, winForcedReaction)
		g.playerWindow(evs, winReaction)
	}
	if !all {
		g.raiseSaved(evs)
	}
	return all
}

// orderDeadPile lets the owner of several characters killed together
// choose the order they reach the dead pile in (Dead Pile: "If multiple
// characters are killed simultaneously, the owner of the cards may
// physically place them into his or her dead pile one at a time, in any
// order"): the owners from the first player, each choosing the next card
// until one is left or they are done (the others keep their order). Kills
// replaced or sent elsewhere are not ordered.
func (g *Game) orderDeadPile(evs []*Event) {
	n := 0
	for _, ev := range evs {
		if g.toDeadPile(ev) {
			n++
		}
	}
	if n < 2 {
		return
	}
	p := g.First
	for range g.Players {
		pl := g.Players[p]
		p = g.next(p)
		var idx []int
		var left []*Event
		for i, ev := range evs {
			if g.toDeadPile(ev) && ev.Card.Owner == pl.Index {
				idx = append(idx, i)
				left = append(left, ev)
			}
		}
		if len(idx) < 2 {
			continue
		}
		order := make([]*Event, 0, len(left))
		for len(left) > 1 {
			opts := make([]Option, len(left), len(left)+1)
			for j, ev := range left {
				opts[j] = Option{Kind: OptCard, Card: ev.Card}
			}
			opts = append(opts, Option{Kind: OptDone})
			j := g.ask(pl, "order-dead-pile", opts, nil)
			if j == len(left) {
				break // done: the others in the order they are
			}
			order = append(order, left[j])
			left = append(left[:j], left[j+1:]...)
		}
		order = append(order, left...)
		for k, i := range idx {
			evs[i] = order[k]
		}
	}
}

// toDeadPile reports whether ev is a kill about to place its card in the
// dead pile.
func (g *Game) toDeadPile(ev *Event) bool {
	return ev.Name == EvKilled && !ev.Cancelled && !ev.Saved && ev.Replace == nil && ev.op == opMove && ev.To == AreaDead && ev.Card != nil
}

// Simultaneously runs f, in which primitives raise their events, and then
// raises all of those events together (Priority of Simultaneous
// Resolution: "each player gains 1 power", "each player puts a character
// into play" happen at once, with one window of interrupts and reactions).
// Inside f primitives report success before their events resolve; the
// result is Raise's for them all (false when f raised none). Nested calls
// join the outer one.
func (g *Game) Simultaneously(f func()) bool {
	if g.batch != nil {
		f()
		return true
	}
	var evs []*Event
	g.batch = &evs
	func() {
		defer func() { g.batch = nil }()
		f()
	}()
	if len(evs) == 0 {
		return false
	}
	return g.Raise(evs...)
}

func (g *Game) listensAny(evs []*Event) bool {
	for _, ev := range evs {
		if g.listens(ev) {
			return true
		}
	}
	return false
}

func (g *Game) afterResolve(ev *Event) {
	h := HistEntry{Event: ev.Name, Player: -1, Card: NoCard, Via: ev.Via, Amount: ev.Amount, Dup: ev.Duplicate, From: ev.From}
	if ev.Player != nil {
		h.Player = ev.Player.Index
	}
	if ev.Card != nil {
		h.Card = ev.Card.ID
	}
	if ev.to != nil {
		h.to = ev.to.Index + 1
	}
	g.recordHist(h)
	if g.observe != nil {
		if err := g.observe(g, ev); err != nil {
			panic(stopSignal{err})
		}
	}
	if ev.EntersPlay && ev.Card != nil && g.InPlay(ev.Card) {
		g.runCardStep(StepEntersPlay, ev.Card, ev)
	}
	if ev.LeavesPlay && ev.Card != nil {
		g.runCardStep(StepLeavesPlay, ev.Card, ev)
	}
	if len(g.delayed) > 0 {
		for i := 0; i < len(g.delayed); i++ {
			d := g.delayed[i]
			if d.Event == ev.Name && (d.Match == nil || d.Match(d.Ctx, ev)) {
				g.delayed = append(g.delayed[:i], g.delayed[i+1:]...)
				i--
				d.Do(d.Ctx, ev)
			}
		}
	}
}

// resolve applies an event's normal resolution.
func (g *Game) resolve(ev *Event) {
	switch ev.op {
	case opMove:
		g.powerChanged = true
		c := ev.Card
		if c.Area != ev.From {
			ev.Cancelled = true // the card is no longer where the event expects it
			return
		}
		pl := c.Owner
		if ev.Player != nil {
			pl = ev.Player.Index
		}
		ev.vis = g.knownMask(c)
		if ev.LeavesPlay {
			ev.known = g.snapshotCard(c)
		}
		at := len(g.log) // what leaving play brings about (duplicates discarded) follows the move's line
		if ev.EntersPlay && ev.Duplicate {
			g.placeDuplicate(c, ev.Target, pl)
		} else {
			g.place(c, ev.To, pl, ev.Bottom)
			if ev.Target != nil && g.areas[ev.To].InPlay {
				g.attachNow(c, ev.Target)
			} else if ev.Target != nil && ev.To == ev.underTo {
				c.Under = ev.Target.ID
			}
		}
		if ev.Amount < 0 { // enter kneeling
			c.Kneeling = true
		}
		if ev.asType != TypeNone {
			c.asType = ev.asType
		}
		if n := len(g.log); n > at {
			g.logEv(ev)
			if len(g.log) > n {
				g.moveLastLogEntry(at)
			}
		} else {
			g.logEv(ev)
		}
	case opKneel, opStand:
		kneel := ev.op == opKneel
		if ev.Card.Kneeling == kneel || !g.InPlay(ev.Card) {
			ev.Cancelled = true
			return
		}
		ev.Card.Kneeling = kneel
		g.touchReads(ReadsKneeling, 0)
		g.logEv(ev)
	case opTokens:
		g.powerChanged = true
		n := ev.Amount
		if n < 0 && -n > ev.Card.Count(ev.Kind) {
			n = -ev.Card.Count(ev.Kind)
			ev.Amount = n
		}
		if n > 0 && ev.Name == EvPowerGained {
			n = g.capGain(g.Players[ev.Card.Controller], EachRoundPower, n)
			ev.Amount = n
		}
		if n == 0 {
			ev.Cancelled = true
			return
		}
		ev.Card.addTokens(ev.Kind, n)
		g.touchReads(ReadsTokens, 0)
		g.logEv(ev)
	case opMovePower:
		g.powerChanged = true
		n := ev.Amount
		if have := ev.Card.Count(ev.Kind); have < n {
			n = have
			ev.Amount = n
		}
		if n <= 0 {
			ev.Cancelled = true
			return
		}
		ev.Card.addTokens(ev.Kind, -n)
		ev.Target.addTokens(ev.Kind, n)
		g.touchReads(ReadsTokens, 0)
		g.logEv(ev)
	case opGold:
		p := ev.Player
		if ev.Amount < 0 && -ev.Amount > p.Gold {
			ev.Amount = -p.Gold
		}
		if ev.Amount > 0 {
			ev.Amount = g.capGain(p, EachRoundGold, ev.Amount)
		}
		if ev.Amount == 0 {
			ev.Cancelled = true
			return
		}
		p.Gold += ev.Amount
		g.touchReads(ReadsGold, 0)
		g.logEv(ev)
	case opFunc:
		g.powerChanged = true
		if ev.Handler != nil {
			ev.Handler(g, ev)
		}
	default:
		if ev.Handler != nil {
			ev.Handler(g, ev)
		}
		if ev.msg != 0 {
			g.logEv(ev)
		}
	}
}

// ---- trigger windows ----

type window uint8

const (
	winCancel window = iota
	winWould
	winForcedInterrupt
	winInterrupt
	winForcedReaction
	winReaction
)

type cand struct {
	card *Card
	ab   *Ability
	kw   *KeywordInstance
	pf   *PlayFrom
	ev   *Event
	by   *Player // another player than the card's controller triggers it (Ability.AnyPlayer)
}

// usedTrig is a triggered ability used in a window: each copy of an
// ability answers a triggering condition once, and a card that changed
// area since (an event played, returned to hand and played again) is a new
// copy (Limits and Maxima: "the card is considered to be bringing a new
// copy of the ability to the game").
type usedTrig struct {
	card *Card
	inst uint32
	ab   *Ability
	ev   *Event
}

func (w window) accepts(ab *Ability) bool {
	if ab.Trigger == nil {
		return false
	}
	switch w {
	case winCancel:
		return ab.Kind == Interrupt && ab.Cancels
	case winWould:
		return ab.Kind == Interrupt && !ab.Cancels && ab.Trigger.Would
	case winForcedInterrupt:
		return ab.Kind == ForcedInterrupt
	case winInterrupt:
		return ab.Kind == Interrupt && !ab.Cancels && !ab.Trigger.Would
	case winForcedReaction:
		return ab.Kind == ForcedReaction
	case winReaction:
		return ab.Kind == Reaction
	}
	return false
}

func triggerMatches(t *Trigger, ev *Event) bool {
	return t.Answers(ev)
}

// candidates collects eligible triggered abilities of player p (or all
// players when p is nil) for the window.
func (g *Game) candidates(evs []*Event, w window, p *Player, used []usedTrig, out []cand) []cand {
	var by *Player // while other players' cards are scanned for p (any-player abilities)
	visit := func(c *Card, ab *Ability, kw *KeywordInstance, pf *PlayFrom) {
		if !w.accepts(ab) || by != nil && (!ab.AnyPlayer || pf != nil || !g.InPlay(c)) {
			return
		}
		for _, ev := range evs {
			if ev.Cancelled || ev.Saved || !triggerMatches(ab.Trigger, ev) {
				continue
			}
			if w == winCancel && ev.CannotBeCanceled {
				continue
			}
			skip := false
			for _, u := range used {
				if u.card == c && u.inst == c.instance && u.ab == ab && (u.ev == ev || ab.Trigger.Batch) {
					skip = true
					break
				}
			}
			if skip {
				continue
			}
			// A scratch context: nothing keeps it once the checks are done
			// (a fresh one when checks nest).
			ctx := &g.candCtx
			if g.candDepth > 0 {
				ctx = new(Context)
			}
			g.fillCtx(ctx, c, ab, kw, ev)
			if by != nil {
				ctx.Player = by
			}
			g.candDepth++
			known := g.viewKnown(ev)
			ok := (ab.Trigger.Match == nil || ab.Trigger.Match(ctx, ev)) && !(ab.Saves && g.unsaveable(ev)) && g.canInitiate(ctx, pf)
			if known {
				g.endKnown()
			}
			g.candDepth--
			if !ok {
				continue
			}
			out = append(out, cand{c, ab, kw, pf, ev, by})
			if ab.Trigger.Batch {
				return // one option for the events raised together
			}
		}
	}
	g.scanAbilities(p, scanTriggers, evs, visit)
	if p != nil && g.anyPlayerTrigs {
		by = p
		for _, o := range g.Players {
			if o != p {
				g.scanAbilities(o, scanTriggers, evs, visit)
			}
		}
		by = nil
	}
	g.resolvingCandidates(evs, w, p, visit)
	// A card that just left play still answers reactions to its own leaving
	// ("After X is killed, …"): its printed abilities whose trigger is Self.
	if w.isReactionWin() {
		for _, ev := range evs {
			c := ev.Card
			if !ev.LeavesPlay || c == nil || g.InPlay(c) || ev.Player == nil || (p != nil && ev.Player != p) {
				continue
			}
			for _, ab := range c.Def.Abilities {
				if len(ab.ActiveIn) == 0 && ab.Trigger != nil && ab.Trigger.Self {
					g.selfLeft = ev.Player
					visit(c, ab, nil, nil)
					g.selfLeft = nil
				}
			}
		}
	}
	return out
}

func (w window) isReactionWin() bool { return w == winReaction || w == winForcedReaction }

// playerWindow gives players, from the first player, the chance to
// initiate eligible abilities until all pass in a row.
func (g *Game) playerWindow(evs []*Event, w window) {
	var used []usedTrig
	n := len(g.Players)
	p := g.First
	passes := 0
	for passes < n {
		pl := g.Players[p]
		cs := g.candidates(evs, w, pl, used, g.candBuf[:0])
		g.candBuf = cs[:0]
		if len(cs) == 0 {
			passes++
			p = g.next(p)
			continue
		}
		opts := g.optBuf[:0]
		for _, c := range cs {
			opts = append(opts, Option{Kind: OptAbility, Card: c.card, Ability: c.ab})
		}
		opts = append(opts, Option{Kind: OptPass})
		g.optBuf = opts
		id := "reaction"
		if !w.isReactionWin() {
			id = "interrupt"
		}
		i := g.ask(pl, id, opts, nil)
		if i == len(cs) {
			passes++
			p = g.next(p)
			continue
		}
		c := cs[i]
		used = append(used, usedTrig{c.card, c.card.instance, c.ab, c.ev})
		ctx := g.newCtx(c.card, c.ab, c.kw, c.ev)
		if c.by != nil {
			ctx.Player = c.by
		}
		g.initiateTriggered(ctx, c.pf)
		passes = 0
		p = g.next(p)
	}
}

// forcedWindow resolves every eligible forced ability; the first player
// chooses the order when more than one is pending.
func (g *Game) forcedWindow(evs []*Event, w window) {
	var used []usedTrig
	for {
		cs := g.candidates(evs, w, nil, used, nil)
		if len(cs) == 0 {
			return
		}
		i := g.askOrder("order-forced", len(cs), func(j int) (*Card, *Ability) { return cs[j].card, cs[j].ab })
		c := cs[i]
		used = append(used, usedTrig{c.card, c.card.instance, c.ab, c.ev})
		ctx := g.newCtx(c.card, c.ab, c.kw, c.ev)
		g.initiateTriggered(ctx, c.pf)
	}
}

// askOrder asks the first player which of n abilities (the card and ability
// of each at(j)) resolves next; with one there is nothing to ask.
func (g *Game) askOrder(id string, n int, at func(j int) (*Card, *Ability)) int {
	if n <= 1 {
		return 0
	}
	opts := make([]Option, n)
	for j := range opts {
		c, ab := at(j)
		opts[j] = Option{Kind: OptAbility, Card: c, Ability: ab}
	}
	return g.ask(g.FirstPlayer(), id, opts, nil)
}

func (g *Game) newCtx(c *Card, ab *Ability, kw *KeywordInstance, ev *Event) *Context {
	ctx := new(Context)
	g.fillCtx(ctx, c, ab, kw, ev)
	return ctx
}

// fillCtx sets ctx to the context of ability ab of card c answering ev.
func (g *Game) fillCtx(ctx *Context, c *Card, ab *Ability, kw *KeywordInstance, ev *Event) {
	var pl *Player
	if c != nil {
		pl = g.Players[c.Controller]
	}
	if ev != nil && ev.Name == EvOptionChosen && ev.Card == c && ev.Source != nil && ev.Source.Player != nil {
		// an option's body is part of the ability that offered the choice:
		// it resolves for that ability's controller (a when revealed ability
		// initiated "as if you had just revealed it" by another player)
		pl = ev.Source.Player
	}
	if g.selfLeft != nil {
		pl = g.selfLeft
	}
	*ctx = Context{G: g, Source: c, Ability: ab, Player: pl, Event: ev, Keyword: kw}
	ctx.eventCardGone = ev != nil && ev.op == opMove && ev.Card != nil && ab != nil && ab.Kind.isReaction() && ev.Card.Area != ev.To
}

// ---- scanning abilities ----

// eachAbility yields the abilities a card has now: printed (unless blank
// or a duplicate), gained, and granted by its keywords.
func (g *Game) eachAbility(c *Card, f func(ab *Ability, kw *KeywordInstance) bool) {
	if c.IsDuplicate {
		if g.InPlay(c) {
			f(g.dupSave, nil)
		}
		return
	}
	d := g.derivedFor(c, readAbilities)
	if d == nil || !d.Blank && !d.BlankExceptTraits {
		for _, ab := range c.Def.Abilities {
			if !f(ab, nil) {
				return
			}
		}
	}
	if d != nil {
		for _, ab := range d.Abilities {
			if !f(ab, nil) {
				return
			}
		}
	}
	g.eachKeywordDef(c, func(k *KeywordInstance, kd *KeywordDef) bool {
		for _, ab := range kd.Abilities {
			if !f(ab, k) {
				return false
			}
		}
		return true
	})
}

// activeMask returns the areas ab.ActiveIn names, as bits of area IDs.
func (g *Game) activeMask(ab *Ability) uint64 { return g.areaMask(ab.ActiveIn, &ab.areaMask) }

// areaMask returns the areas names names, as bits of area IDs. When all
// are library areas, whose IDs are the same in every game of the library,
// the mask is kept in *cache (shared by games running in parallel, hence
// the atomic access).
func (g *Game) areaMask(names []string, cache *uint64) uint64 {
	if m := atomic.LoadUint64(cache); m&maskComputed != 0 {
		return m &^ maskComputed
	}
	var m uint64
	keep := true
	for _, a := range names {
		id, ok := g.AreaByName(a)
		if !ok || int(id) >= g.libAreas {
			keep = false
		}
		if ok {
			m |= 1 << id
		}
	}
	if keep {
		atomic.StoreUint64(cache, m|maskComputed)
	}
	return m
}

// maskComputed marks a cached area mask as computed (area IDs stay below 63).
const maskComputed = uint64(1) << 63

// activeIn reports whether ability ab of card c works from c's area.
func (g *Game) activeIn(ab *Ability, c *Card) bool {
	if len(ab.ActiveIn) == 0 {
		if c.Def.Type == TypeEvent && !c.IsDuplicate {
			return c.Area == AreaHand || g.asIfInHand(c) // an event is played from hand (or as if from hand)
		}
		return g.areas[c.Area].InPlay && (c.Faceup || c.IsDuplicate) // a facedown duplicate still saves (D2)
	}
	return g.activeMask(ab)&(1<<c.Area) != 0
}

// scanAbilities calls f for every ability active now on cards controlled
// by p (all players if nil), in a stable order. Scans for triggers and
// actions reuse the previous scan while nothing it depends on changed
// (scancache.go).
func (g *Game) scanAbilities(p *Player, mode scanMode, evs []*Event, f func(c *Card, ab *Ability, kw *KeywordInstance, pf *PlayFrom)) {
	g.ensure()
	if sc := g.scans.lookup(g, p, mode, evs); sc != nil {
		g.scans.depth++
		for _, it := range sc.items {
			if p == nil || it.pl == p {
				f(it.c, it.ab, it.kw, it.pf)
			}
		}
		g.scans.depth--
		return
	}
	g.scanDirect(p, mode, evs, func(_ *Player, c *Card, ab *Ability, kw *KeywordInstance, pf *PlayFrom) { f(c, ab, kw, pf) })
}

// scanDirect is scanAbilities without the cache; f also gets the player
// whose cards are scanned.
func (g *Game) scanDirect(p *Player, mode scanMode, evs []*Event, f func(pl *Player, c *Card, ab *Ability, kw *KeywordInstance, pf *PlayFrom)) {
	var mask uint64
	if mode == scanTriggers {
		mask = g.eventsMask(evs)
	}
	for _, pl := range g.Players {
		if p != nil && pl != p {
			continue
		}
		for a := range pl.zones {
			aid := AreaID(a)
			inPlay := g.areas[a].InPlay
			if !inPlay && !g.scanVisits(aid, mode, mask) {
				continue
			}
			for _, id := range pl.zones[a] {
				c := g.Cards[id]
				if inPlay && c.Controller != pl.Index {
					continue
				}
				if g.skipScan(c, mode, evs, mask) {
					continue
				}
				var pf *PlayFrom
				if !inPlay && c.Def.Type == TypeEvent && aid != AreaHand {
					pf = g.playFrom(c, aid)
				}
				// an event out of play that an ability lets another player
				// play as if it were in their hand is that player's to play
				// ("play that event as if it were in your hand"), not its
				// owner's: the loop below offers it to them
				grantedAway := !inPlay && aid != AreaHand && c.Def.Type == TypeEvent && g.asIfInHand(c) && !g.asIfInHandFor(pl, c)
				g.eachAbilityFor(c, mode, func(ab *Ability, kw *KeywordInstance) bool {
					if pf != nil && kw == nil && len(ab.ActiveIn) == 0 {
						f(pl, c, ab, kw, pf)
					} else if g.activeIn(ab, c) && !(grantedAway && kw == nil && len(ab.ActiveIn) == 0) {
						f(pl, c, ab, kw, nil)
					}
					return true
				})
			}
		}
		// events in another player's out-of-play areas that an ability lets
		// pl play as if they were in pl's hand
		for _, o := range g.Players {
			if o == pl {
				continue
			}
			for a := range o.zones {
				aid := AreaID(a)
				if g.areas[a].InPlay || aid == AreaHand || g.asIfAreas&(1<<a) == 0 {
					continue
				}
				for _, id := range o.zones[a] {
					c := g.Cards[id]
					if c.Def.Type != TypeEvent || c.IsDuplicate || !g.asIfInHandFor(pl, c) || g.skipScan(c, mode, evs, mask) {
						continue
					}
					g.eachAbilityFor(c, mode, func(ab *Ability, kw *KeywordInstance) bool {
						if kw == nil && len(ab.ActiveIn) == 0 {
							f(pl, c, ab, kw, nil)
						}
						return true
					})
				}
			}
		}
		// cards p controls in the opponent's play zone
		for _, o := range g.Players {
			if o == pl {
				continue
			}
			for _, id := range o.zones[AreaPlay] {
				c := g.Cards[id]
				if c.Controller == pl.Index && !g.skipScan(c, mode, evs, mask) {
					g.eachAbilityFor(c, mode, func(ab *Ability, kw *KeywordInstance) bool {
						if g.activeIn(ab, c) {
							f(pl, c, ab, kw, nil)
						}
						return true
					})
				}
			}
		}
	}
}

// scanVisits reports whether a scan in mode (for events with mask) visits
// out-of-play area a: some ability that scan wants works from there.
func (g *Game) scanVisits(a AreaID, mode scanMode, mask uint64) bool {
	if g.asIfAreas&(1<<a) != 0 {
		return true // a card there may be played or marshaled as if in hand
	}
	switch mode {
	case scanActions:
		return g.actAreas&(1<<a) != 0
	case scanTriggers:
		return int(a) < len(g.trigAreas) && g.trigAreas[a]&mask != 0
	}
	return g.areaActive&(1<<a) != 0
}

// eachAbilityFor calls f, in eachAbility's order, for c's abilities a scan
// in mode can use: from the definition's precomputed lists when nothing
// modifies the card's abilities, else through eachAbility.
func (g *Game) eachAbilityFor(c *Card, mode scanMode, f func(ab *Ability, kw *KeywordInstance) bool) {
	var refs []abilityRef
	switch mode {
	case scanActions:
		refs = c.info.actionAbs
	case scanTriggers:
		refs = c.info.triggerAbs
	default:
		g.eachAbility(c, f)
		return
	}
	if !g.unmodifiedAbilities(c) {
		g.eachAbility(c, f)
		return
	}
	g.eachRef(c, refs, f)
}

// eachRef calls f for the definition abilities refs of card c.
func (g *Game) eachRef(c *Card, refs []abilityRef, f func(ab *Ability, kw *KeywordInstance) bool) {
	for _, r := range refs {
		var kw *KeywordInstance
		if r.kw >= 0 {
			kw = &c.Def.Keywords[r.kw]
		}
		if !f(r.ab, kw) {
			return
		}
	}
}

// unmodifiedAbilities reports whether c has exactly its printed and
// keyword abilities now: not a duplicate, not blank, no ability or keyword
// gained or lost.
func (g *Game) unmodifiedAbilities(c *Card) bool {
	if c.IsDuplicate {
		return false
	}
	d := g.derivedFor(c, readAbilities)
	return d == nil || !d.changesAbilities()
}

type scanMode uint8

const (
	scanAll scanMode = iota
	scanActions
	scanTriggers
)

// skipScan reports whether a card certainly has no ability the scan wants.
func (g *Game) skipScan(c *Card, mode scanMode, evs []*Event, mask uint64) bool {
	if mode == scanAll {
		return false
	}
	if c.dver == g.ver && c.d != nil && (len(c.d.Abilities) > 0 || len(c.d.Keywords) > 0) {
		return false // derived values are fresh: scanAbilities calls ensure first
	}
	if c.IsDuplicate {
		if mode != scanTriggers {
			return true
		}
		for _, ev := range evs {
			if ev.LeavesPlay {
				return false
			}
		}
		return true
	}
	if mode == scanActions {
		return !c.info.actions && !c.info.pactions
	}
	return !c.info.listensTo(mask)
}

// playFrom returns a keyword permission to play event c from area a.
func (g *Game) playFrom(c *Card, a AreaID) *PlayFrom {
	var out *PlayFrom
	g.eachKeywordDef(c, func(_ *KeywordInstance, kd *KeywordDef) bool {
		for _, pf := range kd.PlayFrom {
			if id, ok := g.AreaByName(pf.Area); ok && id == a {
				out = pf
				return false
			}
		}
		return true
	})
	return out
}

// duplicateSaveAbility is the ability every duplicate grants (D2).
func duplicateSaveAbility() *Ability {
	return &Ability{
		ID:   "duplicate-save",
		Kind: Interrupt,
		Text: "discard this duplicate to save the card",
		Trigger: &Trigger{Event: "leaves-play", Would: true, Match: func(ctx *Context, ev *Event) bool {
			return ev.Card != nil && ctx.Source.Parent == ev.Card.ID && ctx.Source.IsDuplicate
		}},
		CannotBeCanceled: true,
		Saves:            true,
		Costs: []Cost{{Kind: "discard-self",
			CanPay: func(ctx *Context) bool { return ctx.G.InPlay(ctx.Source) },
			Pay: func(ctx *Context) bool {
				// the duplicate is placed in its owner's discard pile:
				// an event ("after a character is placed in your discard
				// pile"), without a line of its own (the save's says it).
				// It is no card leaving play: "a duplicate is only
				// considered a blank 'duplicate card' while it is in
				// play" (Duplicates), so the event reads the card as it
				// arrives, with no last known state.
				g := ctx.G
				ev := g.moveEvent(EvDiscarded, ctx, ctx.Source, AreaDiscard, MsgNone)
				ev.CannotBeSaved, ev.CannotBeCanceled, ev.LeavesPlay = true, true, false
				g.Raise(ev)
				return !g.InPlay(ctx.Source) // a reaction may have moved it on
			}}},
		// one line once the card is saved: the save, then the duplicate
		// discarded as its cost
		LogsItself: true,
		Effect: func(ctx *Context) bool {
			ctx.G.logf(MsgDuplicateSaves, ctx.Player.Index, ctx.Event.Card, nil, 0, "")
			return true
		},
	}
}
