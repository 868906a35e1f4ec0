package rules

import "slices"

// Event names raised by the engine. Keyword definitions may declare more.
const (
	EvEntersPlay        = "enters-play" // also matches marshaled/put-into-play
	EvLeavesPlay        = "leaves-play" // also matches killed/discarded/sacrificed/…
	EvEntersArea        = "enters-area" // also matches every event that moves a card between areas
	EvMarshaled         = "marshaled"
	EvPutIntoPlay       = "put-into-play"
	EvPlayed            = "played"
	EvEffectInitiated   = "effect-initiated"
	EvKilled            = "killed"
	EvDiscarded         = "discarded"
	EvSacrificed        = "sacrificed"
	EvReturnedToHand    = "returned-to-hand"
	EvReturnedToDeck    = "returned-to-deck"
	EvMoved             = "moved"
	EvDrawn             = "drawn"
	EvKneeled           = "kneeled"
	EvStood             = "stood"
	EvPowerGained       = "power-gained"
	EvPowerDiscarded    = "power-discarded"
	EvPowerMoved        = "power-moved"
	EvGoldGained        = "gold-gained"
	EvGoldReturned      = "gold-returned"
	EvGoldMoved         = "gold-moved"
	EvTokensPlaced      = "tokens-placed"
	EvTokensRemoved     = "tokens-removed"
	EvControlTaken      = "control-taken"
	EvAttached          = "attached"
	EvRevealed          = "revealed"
	EvPlotRevealed      = "plot-revealed"
	EvPlotChosen        = "plot-chosen" // 1.2; an interrupt may change Event.Card
	EvPhaseBegins       = "phase-begins"
	EvPhaseEnds         = "phase-ends"
	EvRoundEnds         = "round-ends"
	EvChallengeInit     = "challenge-initiated"
	EvDeclaredAttacker  = "declared-attacker"
	EvDeclaredDefender  = "declared-defender"
	EvChallengeWon      = "challenge-won"
	EvChallengeLost     = "challenge-lost"
	EvChallengeEnded    = "challenge-ended"
	EvClaimApplied      = "claim-applied"
	EvDominanceWon      = "dominance-won"
	EvIncomeCollected   = "income-collected"
	EvDiscardedFromDeck = "discarded-from-deck"
	EvOptionChosen      = "option-chosen" // Via: the label chosen ("choose one")
)

func (g *Game) moveEvent(name string, ctx *Context, c *Card, to AreaID, msg MsgID) *Event {
	ev := g.newEvent(name)
	ev.op = opMove
	ev.Card, ev.Source, ev.From, ev.To, ev.msg = c, ctx, c.Area, to, msg
	ev.LeavesPlay = g.InPlay(c) && !g.areas[to].InPlay
	ev.EntersPlay = !g.InPlay(c) && g.areas[to].InPlay
	if ctx != nil {
		ev.Player = ctx.Player
	}
	return ev
}

// leaveGroup raises one leave-play event per eligible card, simultaneously.
func (g *Game) leaveGroup(ctx *Context, name string, to AreaID, msg MsgID, cannot string, cannotBeSaved bool, cards []*Card) bool {
	return g.raiseEach(cards, func(c *Card) bool {
		// plots and faction cards cannot leave play this way, nor a card
		// already leaving play (an interrupt to its leaving runs)
		return g.InPlay(c) && !g.LeavingPlay(c) && !(cannot != "" && (g.Cannot(c, cannot) || g.Cannot(c, "leave-play"))) && c.Area != AreaPlot && c.Area != AreaFaction
	}, func(c *Card) *Event {
		ev := g.moveEvent(name, ctx, c, to, msg)
		ev.CannotBeSaved = cannotBeSaved || name == EvSacrificed
		return ev
	})
}

// LeavingPlay reports whether c is leaving play: an event making it leave
// play is raised and its interrupts are running ("when X would leave
// play" / "when X leaves play"). Such a card cannot be made to leave play
// again, nor chosen to (a forced interrupt that sacrifices "a character you
// control" while that character is the one leaving would else loop).
func (g *Game) LeavingPlay(c *Card) bool { return c != nil && c.leaving > 0 }

// raiseEach raises together the events mk makes for the cards ok allows,
// each with its card's controller as player. It reports whether it raised
// some, every card was allowed and every event resolved (see Raise).
func (g *Game) raiseEach(cards []*Card, ok func(*Card) bool, mk func(*Card) *Event) bool {
	evs := make([]*Event, 0, len(cards))
	all := true
	for _, c := range cards {
		if !ok(c) {
			all = false
			continue
		}
		ev := mk(c)
		ev.Player = g.Players[c.Controller]
		evs = append(evs, ev)
	}
	if len(evs) == 0 {
		return false
	}
	return g.Raise(evs...) && all
}

// Kill kills characters in play (placed in their owners' dead piles). It
// returns true only if every card was killed (for "then").
func (g *Game) Kill(ctx *Context, cannotBeSaved bool, cards ...*Card) bool {
	chars := cards[:0:0]
	all := true
	for _, c := range cards {
		if g.Type(c) == TypeCharacter {
			chars = append(chars, c)
		} else {
			all = false
		}
	}
	return g.leaveGroup(ctx, EvKilled, AreaDead, MsgKilled, "be-killed", cannotBeSaved, chars) && all
}

// Sacrifice sacrifices cards their controller controls (cannot be saved).
func (g *Game) Sacrifice(ctx *Context, cards ...*Card) bool {
	return g.leaveGroup(ctx, EvSacrificed, AreaDiscard, MsgSacrificed, "be-sacrificed", true, cards)
}

// ReturnToHand returns cards in play to their owners' hands.
func (g *Game) ReturnToHand(ctx *Context, cannotBeSaved bool, cards ...*Card) bool {
	return g.leaveGroup(ctx, EvReturnedToHand, AreaHand, MsgReturnedToHand, "be-returned-to-hand", cannotBeSaved, cards)
}

// Discard discards cards from wherever they are (play, hand, deck, another
// out-of-play area) to their owners' discard piles, simultaneously.
func (g *Game) Discard(ctx *Context, cannotBeSaved bool, cards ...*Card) bool {
	return g.raiseEach(cards, func(c *Card) bool {
		return c.Area != AreaDiscard && c.Area != AreaPlot && c.Area != AreaFaction && !g.Cannot(c, "be-discarded")
	}, func(c *Card) *Event {
		ev := g.moveEvent(EvDiscarded, ctx, c, AreaDiscard, MsgDiscarded)
		ev.CannotBeSaved = cannotBeSaved
		return ev
	})
}

// DiscardFromDeck discards the top n cards of p's deck (as many as there are, E4).
func (g *Game) DiscardFromDeck(ctx *Context, p *Player, n int) int {
	z := p.zones[AreaDeck]
	if n > len(z) {
		n = len(z)
	}
	if n <= 0 {
		return 0
	}
	cards := make([]*Card, 0, n)
	for i := 0; i < n; i++ {
		cards = append(cards, g.Cards[z[len(z)-1-i]])
	}
	evs := make([]*Event, len(cards))
	for i, c := range cards {
		evs[i] = g.moveEvent(EvDiscardedFromDeck, ctx, c, AreaDiscard, MsgDiscarded)
		evs[i].Player = p
	}
	g.Raise(evs...)
	return n
}

// ReturnToDeck puts a card on top (or at the bottom) of its owner's deck
// (also a card already in the deck: "place it on the bottom").
func (g *Game) ReturnToDeck(ctx *Context, c *Card, bottom bool) bool {
	if g.InPlay(c) && g.Cannot(c, "leave-play") {
		return false
	}
	ev := g.moveEvent(EvReturnedToDeck, ctx, c, AreaDeck, MsgReturnedToDeck)
	ev.Bottom = bottom
	return g.Raise(ev)
}

// MoveToArea moves a card to any declared area (facedown per the area's
// rules, order kept, tokens discarded when leaving areas that say so).
// Entering a play area this way is putting into play; use PutIntoPlay.
func (g *Game) MoveToArea(ctx *Context, c *Card, area string) bool {
	to, ok := g.AreaByName(area)
	if !ok || to == c.Area || g.areas[to].InPlay {
		return false
	}
	if g.InPlay(c) && g.Cannot(c, "leave-play") {
		return false
	}
	ev := g.moveEvent(EvMoved, ctx, c, to, MsgMoved)
	if ctx != nil && ctx.Player != nil {
		ev.Player = ctx.Player
	}
	return g.Raise(ev)
}

// PutOptions tune PutIntoPlay.
type PutOptions struct {
	// Via tags the event ("shadow", "ambush", …): a definition uses its cost kind.
	Via string
	// Controller puts the card into play under another player's control.
	Controller *Player
	// Kneeling: the card enters play kneeling.
	Kneeling bool
	// AsType lets an event card enter play with a type allowed in play (V5).
	AsType CardType
	// Parent: the card to attach to (attachments; asked if nil).
	Parent *Card
	// Name is the event name (default "put-into-play"; the framework uses "marshaled").
	Name string
	// DuplicateOf: the card enters play as a duplicate on this card (a
	// permission of its definition, CardDef.DuplicateOn).
	DuplicateOf *Card
}

// CanEnterPlay reports whether c could enter play under p now; dupOf is
// the copy it would be a duplicate of.
func (g *Game) CanEnterPlay(c *Card, p *Player) (ok bool, dupOf *Card) {
	t := c.Def.Type
	if t != TypeCharacter && t != TypeLocation && t != TypeAttachment {
		return false, nil
	}
	if g.InPlay(c) && !g.asIfInHand(c) {
		return false, nil
	}
	if !c.Def.Unique {
		return true, nil
	}
	for _, id := range p.zones[AreaDead] {
		if d := g.Cards[id]; d != c && d.Def.Title == c.Def.Title {
			return false, nil
		}
	}
	// Unique Cards: "Each player may only own or control a maximum of one
	// instance of each unique card, by title, in play": p (who would
	// control c) and c's owner (who would own it) may neither own nor
	// control another copy in play, but for a copy p owns and controls,
	// which c (p's own) joins as a duplicate.
	var copyInPlay *Card
	for _, o := range g.Players {
		for _, id := range o.zones[AreaPlay] {
			d := g.Cards[id]
			if d == c || d.IsDuplicate || d.Def.Title != c.Def.Title || !d.Faceup {
				continue
			}
			if d.Controller == p.Index && d.Owner == p.Index && c.Owner == p.Index {
				copyInPlay = d
				continue
			}
			if d.Controller == p.Index || d.Owner == p.Index || d.Owner == c.Owner || d.Controller == c.Owner {
				return false, nil
			}
		}
	}
	return true, copyInPlay
}

// LegalParents lists cards att may be attached to under player p.
func (g *Game) LegalParents(att *Card, p *Player) []*Card {
	var out []*Card
	var ctx *Context
	if att.Def.AttachTo != nil {
		// the restriction reads "you" as the player the attachment is (or
		// will be) controlled by: an attachment put into play under another
		// player's control is legal where that player may attach it
		ctrl := p
		if ctrl == nil {
			ctrl = g.Controller(att)
		}
		ctx = &Context{G: g, Source: att, Player: ctrl}
	}
	g.EachInPlay(func(t *Card) {
		if t == att || t.Area != AreaPlay || !t.Faceup {
			return
		}
		if ctx != nil {
			if !att.Def.AttachTo(ctx, t) {
				return
			}
		} else if g.Type(t) != TypeCharacter {
			return
		}
		if g.Cannot(t, "have-attachments") || g.restricted("attach", p, att, t) {
			return
		}
		out = append(out, t)
	})
	return out
}

// PutIntoPlay puts a card into play from any area (not marshaling, P1).
// A unique card with a copy in play enters as a duplicate; events are
// refused unless AsType makes them a type allowed in play (V5).
func (g *Game) PutIntoPlay(ctx *Context, c *Card, o PutOptions) bool {
	p := g.Players[c.Owner]
	if ctx != nil && ctx.Player != nil {
		p = ctx.Player
	}
	if o.Controller != nil {
		p = o.Controller
	}
	if c.Def.Type == TypeEvent && o.AsType == TypeNone {
		return false // V5
	}
	ok, dup := g.CanEnterPlay(c, p)
	if c.Def.Type == TypeEvent {
		ok = !g.InPlay(c)
	}
	// marshaling is no putting into play by a card ability: "cannot put
	// into play" (Barring the Gates) leaves it alone; "marshal" has its own
	// restriction, checked where marshaling is offered
	if !ok || o.Name != EvMarshaled && g.restricted("put-into-play", p, c, nil) {
		return false
	}
	if o.DuplicateOf != nil {
		dup = o.DuplicateOf
	}
	name := o.Name
	if name == "" {
		name = EvPutIntoPlay
	}
	ev := g.moveEvent(name, ctx, c, AreaPlay, MsgPutIntoPlay)
	ev.Player, ev.Via = p, o.Via
	if name == EvMarshaled {
		ev.msg = MsgMarshals
	}
	if dup != nil {
		ev.Duplicate, ev.Target = true, dup
		if name == EvMarshaled {
			ev.msg = MsgMarshalsDuplicate
		}
	} else if c.Def.Type == TypeAttachment || o.AsType == TypeAttachment {
		par := o.Parent
		ps := g.LegalParents(c, p)
		if par != nil && !slices.Contains(ps, par) {
			// the named card cannot have it attached (No Attachments):
			// it does not enter play
			ps = nil
		}
		if len(ps) == 0 {
			// S14-like rule: no legal parent, discarded without entering play.
			g.Discard(ctx, false, c)
			return false
		}
		if par == nil {
			par = g.ChooseCards(p, "attach-to", ps, 1, 1, ctx)[0]
		}
		ev.Target = par
	}
	if o.Kneeling {
		ev.Amount = -1
	}
	ev.asType = o.AsType
	if !g.Raise(ev) {
		return false
	}
	return g.InPlay(c)
}

func (g *Game) placeDuplicate(c, parent *Card, pl int) {
	g.place(c, AreaPlay, pl, false)
	c.IsDuplicate = true
	c.Parent = parent.ID
	parent.Duplicates = append(parent.Duplicates, c.ID)
}

func (g *Game) attachNow(att, parent *Card) {
	if att.Parent != NoCard {
		op := g.Cards[att.Parent]
		op.Attachments = slices.DeleteFunc(op.Attachments, func(x CardID) bool { return x == att.ID })
	}
	att.Parent = parent.ID
	parent.Attachments = append(parent.Attachments, att.ID)
	g.touch()
}

// Attach moves an attachment in play to a new parent.
func (g *Game) Attach(ctx *Context, att, parent *Card) bool {
	if !g.InPlay(att) || att.Parent == parent.ID {
		return false
	}
	ev := g.newEvent(EvAttached)
	ev.Card, ev.Target, ev.Source, ev.op, ev.msg = att, parent, ctx, opFunc, MsgAttached
	ev.Handler = func(g *Game, ev *Event) { g.attachNow(ev.Card, ev.Target); g.logEv(ev) }
	return g.Raise(ev)
}

// Kneel kneels standing cards in play, simultaneously.
func (g *Game) Kneel(ctx *Context, cards ...*Card) bool {
	return g.flip(ctx, EvKneeled, opKneel, MsgKneels, "kneel", true, cards)
}

// CannotBeKneltBy reports whether ctx may not kneel c because c cannot be
// knelt by card effects (CannotBeKneltByEffects): ctx is a card's ability
// resolving its effects, not paying its costs (Card Effects: costs "are not
// considered effects"); the framework (a nil ctx or one without an ability)
// still kneels it.
func (g *Game) CannotBeKneltBy(c *Card, ctx *Context) bool {
	return ctx != nil && ctx.Ability != nil && !ctx.paying && g.Cannot(c, CannotBeKneltByEffects)
}

// Stand stands kneeling cards in play, simultaneously.
func (g *Game) Stand(ctx *Context, cards ...*Card) bool {
	return g.flip(ctx, EvStood, opStand, MsgStands, "stand", false, cards)
}

func (g *Game) flip(ctx *Context, name string, op evOp, msg MsgID, cannot string, wantStanding bool, cards []*Card) bool {
	return g.raiseEach(cards, func(c *Card) bool {
		return g.InPlay(c) && c.Kneeling != wantStanding && !g.Cannot(c, cannot) &&
			!(wantStanding && g.CannotBeKneltBy(c, ctx))
	}, func(c *Card) *Event {
		ev := g.newEvent(name)
		ev.op, ev.Card, ev.Source, ev.msg = op, c, ctx, msg
		return ev
	})
}

// Draw makes p draw n cards (one event). Drawing from an empty deck
// eliminates the player. Returns the number drawn. When exactly one card
// is drawn, the event's Card is that card once it resolves ("after you
// draw a loyal card using insight"); the trigger shows it only to the
// player who drew it.
func (g *Game) Draw(ctx *Context, p *Player, n int) int {
	if n <= 0 {
		return 0
	}
	var drawn int
	g.Raise(g.drawEvent(ctx, p, n, &drawn))
	return drawn
}

// drawEvent makes the event of p drawing n cards; *drawn counts the cards
// drawn once it resolves. A player who must draw from an empty deck is
// eliminated (checkDecks), as is one whose deck it empties.
func (g *Game) drawEvent(ctx *Context, p *Player, n int, drawn *int) *Event {
	ev := g.newEvent(EvDrawn)
	ev.Player, ev.Amount, ev.Source, ev.op = p, n, ctx, opFunc
	ev.Handler = func(g *Game, ev *Event) {
		var last *Card
		ev.Amount = g.capGain(p, EachRoundDraws, ev.Amount)
		for i := 0; i < ev.Amount; i++ {
			z := p.zones[AreaDeck]
			if len(z) == 0 {
				g.emptied |= 1 << p.Index
				break
			}
			last = g.Cards[z[len(z)-1]]
			g.place(last, AreaHand, p.Index, false)
			*drawn++
		}
		if *drawn == 1 {
			ev.Card = last
		}
		g.logf(MsgDraws, p.Index, nil, nil, *drawn, "")
	}
	return ev
}

func (g *Game) tokenEvent(ctx *Context, name string, c *Card, kind string, n int, msg MsgID) bool {
	ev := g.newEvent(name)
	ev.op, ev.Card, ev.Kind, ev.Amount, ev.Source, ev.msg = opTokens, c, kind, n, ctx, msg
	ev.Player = g.Players[c.Controller]
	return g.Raise(ev)
}

// GainPower puts n power on a card in play.
func (g *Game) GainPower(ctx *Context, c *Card, n int) bool {
	if n <= 0 || !g.InPlay(c) || g.Cannot(c, "gain-power") {
		return false
	}
	return g.tokenEvent(ctx, EvPowerGained, c, TokenPower, n, MsgGainsPower)
}

// DiscardPower removes up to n power from a card.
func (g *Game) DiscardPower(ctx *Context, c *Card, n int) bool {
	if n <= 0 || c.Count(TokenPower) == 0 {
		return false
	}
	ok := c.Count(TokenPower) >= n
	return g.tokenEvent(ctx, EvPowerDiscarded, c, TokenPower, -n, MsgLosesPower) && ok
}

// MovePower moves up to n power from one card to another (not "gained").
func (g *Game) MovePower(ctx *Context, from, to *Card, n int) bool {
	if n <= 0 || from.Count(TokenPower) == 0 || from == to {
		return false
	}
	ok := from.Count(TokenPower) >= n
	ev := g.newEvent(EvPowerMoved)
	ev.op, ev.Card, ev.Target, ev.Kind, ev.Amount, ev.Source, ev.msg = opMovePower, from, to, TokenPower, n, ctx, MsgMovesPower
	ev.Player = g.Players[to.Controller]
	return g.Raise(ev) && ok
}

// AddTokens puts n tokens of kind on a card (n < 0 removes).
func (g *Game) AddTokens(ctx *Context, c *Card, kind string, n int) bool {
	if n == 0 {
		return false
	}
	name := EvTokensPlaced
	if n < 0 {
		name = EvTokensRemoved
	}
	return g.tokenEvent(ctx, name, c, kind, n, MsgTokens)
}

// GainGold gives p n gold from the treasury.
func (g *Game) GainGold(ctx *Context, p *Player, n int) bool {
	if n <= 0 || g.PlayerCannot(p, "gain-gold") {
		return false
	}
	ev := g.newEvent(EvGoldGained)
	ev.op, ev.Player, ev.Amount, ev.Source, ev.msg = opGold, p, n, ctx, MsgGainsGold
	return g.Raise(ev)
}

// ReturnGold returns up to n gold from p's pool to the treasury.
func (g *Game) ReturnGold(ctx *Context, p *Player, n int) bool {
	if ctx != nil && ctx.paying && p == ctx.Player {
		g.fillPoolFor(p, n) // a cost: gold on cards spent as if in the pool
	}
	if n <= 0 || p.Gold == 0 {
		return false
	}
	ok := p.Gold >= n
	ev := g.newEvent(EvGoldReturned)
	ev.op, ev.Player, ev.Amount, ev.Source, ev.msg = opGold, p, -n, ctx, MsgLosesGold
	if ctx != nil && ctx.paying {
		ev.msg = MsgPaysGold // a cost: the player pays
	}
	return g.Raise(ev) && ok
}

// MoveGold moves up to n gold from one pool to another player's pool, or
// onto a card when toCard is set (bestow).
func (g *Game) MoveGold(ctx *Context, from, to *Player, toCard *Card, n int) bool {
	if n > from.Gold {
		n = from.Gold
	}
	if n <= 0 {
		return false
	}
	ev := g.newEvent(EvGoldMoved)
	ev.op, ev.Player, ev.Amount, ev.Source, ev.Card = opFunc, from, n, ctx, toCard
	if toCard == nil && to != from {
		ev.to = to
	}
	ev.Handler = func(g *Game, ev *Event) {
		from.Gold -= ev.Amount
		if toCard != nil {
			toCard.addTokens(TokenGold, ev.Amount)
		} else {
			to.Gold += ev.Amount
		}
		g.touch()
		switch {
		case toCard != nil:
			g.logf(MsgMovesGoldToCard, from.Index, toCard, nil, ev.Amount, "")
		case len(g.Players) == 2 && to != from:
			g.logf(MsgGivesGold, from.Index, nil, nil, ev.Amount, "")
		default:
			g.logf(MsgLosesGold, from.Index, nil, nil, ev.Amount, "")
		}
	}
	return g.Raise(ev)
}

// LookTemplate is the log line of LookAt (a custom template, so catalogs
// translate it).
const LookTemplate = "{actor} looks at {card}"

// LookAt shows card c to player p alone ("look at an opponent's hand"):
// a log line that names c for p, and for whoever may see c anyway, and
// masks it for everyone else. It raises no event: the card is not
// revealed.
func (g *Game) LookAt(p *Player, c *Card) bool {
	if p == nil || c == nil {
		return false
	}
	g.log = append(g.log, LogEntry{Seq: int32(len(g.log) + 1), Msg: MsgCustom, Actor: int8(p.Index), Card: g.ref(c, 1<<p.Index), S: LookTemplate})
	return true
}

// Reveal reveals a card to every player (logged with its identity).
func (g *Game) Reveal(ctx *Context, c *Card) bool {
	ev := g.newEvent(EvRevealed)
	ev.op, ev.Card, ev.Source = opFunc, c, ctx
	if ctx != nil {
		ev.Player = ctx.Player
	}
	ev.Handler = func(g *Game, ev *Event) {
		g.log = append(g.log, LogEntry{Seq: int32(len(g.log) + 1), Msg: MsgRevealed, Actor: int8(c.Controller), Card: g.ref(c, 0xff)})
	}
	return g.Raise(ev)
}

// TakeControl gives p control of a card in play (unique rules apply).
func (g *Game) TakeControl(ctx *Context, c *Card, p *Player) bool {
	if !g.InPlay(c) || c.Controller == p.Index || c.Area != AreaPlay {
		return false
	}
	if c.Def.Unique {
		for _, o := range g.Players {
			for _, id := range o.zones[AreaPlay] {
				d := g.Cards[id]
				if d != c && !d.IsDuplicate && d.Def.Title == c.Def.Title && (d.Controller == p.Index || d.Owner == p.Index) {
					return false
				}
			}
		}
		for _, id := range p.zones[AreaDead] {
			if g.Cards[id].Def.Title == c.Def.Title {
				return false
			}
		}
	}
	ev := g.newEvent(EvControlTaken)
	ev.op, ev.Card, ev.Player, ev.Source, ev.msg = opFunc, c, p, ctx, MsgTakesControl
	var removedFrom *ChallengeState
	ev.Handler = func(g *Game, ev *Event) {
		if g.ch != nil && g.ch.IsParticipating(c) {
			g.ch.remove(c.ID)
			removedFrom = g.ch
		}
		g.removeFromZone(c)
		c.Controller = p.Index
		p.zones[AreaPlay] = append(p.zones[AreaPlay], c.ID)
		for _, id := range c.Attachments {
			_ = id // attachments stay attached under their own controller
		}
		g.touch()
		g.logEv(ev)
	}
	ok := g.Raise(ev)
	if removedFrom != nil && removedFrom == g.ch {
		g.removedByControl(ctx, c, removedFrom.Type)
	}
	return ok
}

// Emit raises a custom event (a definition-declared name such as
// "comes-out-of-shadows") through the windows. handler may be nil.
func (g *Game) Emit(ctx *Context, name string, c *Card, handler func(g *Game, ev *Event)) bool {
	ev := g.newEvent(name)
	ev.Card, ev.Source, ev.Handler = c, ctx, handler
	ev.op = opNone
	if ctx != nil {
		ev.Player = ctx.Player
	}
	if g.emitted != nil {
		*g.emitted = append(*g.emitted, ev)
		return true
	}
	return g.Raise(ev)
}

// EmitEvent raises a prepared custom event.
func (g *Game) EmitEvent(ev *Event) bool {
	if ev.op == opMove || ev.op == opKneel {
		ev.op = opNone
	}
	if g.emitted != nil {
		*g.emitted = append(*g.emitted, ev)
		return true
	}
	return g.Raise(ev)
}

// ShuffleDeck shuffles p's deck for an effect and logs it (the
// framework's shuffles at setup are not logged).
func (g *Game) ShuffleDeck(p *Player) {
	g.Shuffle(p, AreaDeck)
	g.logf(MsgShuffles, p.Index, nil, nil, 0, "")
}
