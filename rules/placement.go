package rules

import "slices"

// Placement primitives: putting a card somewhere by an effect in a way the
// other primitives do not cover.

// EvPlacedAsDuplicate is raised when a card is placed on a card in play as
// a duplicate by an effect ("place the top card of your deck on her
// facedown as a duplicate"). The card enters play (Event.EntersPlay,
// Event.Duplicate, Event.Target is the card it is placed on); it is not
// marshaled, played or put into play.
const EvPlacedAsDuplicate = "placed-as-duplicate"

// DuplicateOptions says how PlaceAsDuplicate places a card.
type DuplicateOptions struct {
	// Facedown places the card facedown: only its controller may look at it.
	Facedown bool
	// Via tags the event like PutOptions.Via.
	Via string
}

// PlaceAsDuplicate places card c, out of play or a card in the play area
// that is not a duplicate ("place Alayne Stone on her as a duplicate"), on
// parent, a card in play that is not itself a duplicate, as a duplicate
// controlled by parent's controller, who must own both parent and c
// (Duplicates: copies of a card "he or she owns and controls"). Any card may be placed this way (its
// title does not matter): in play a duplicate is a blank card without title
// or type that grants the duplicate's save (D2), and it is discarded when
// its parent leaves play. A card in play placed so stops being what it was
// (Event.LeavesPlay is not set: it stays in play, as a duplicate): it leaves
// the challenge, its own attachments and duplicates go as when it leaves
// play, and its tokens are discarded. It returns whether the card was
// placed.
func (g *Game) PlaceAsDuplicate(ctx *Context, c, parent *Card, o DuplicateOptions) bool {
	if c == nil || parent == nil || c == parent || !g.InPlay(parent) || parent.IsDuplicate {
		return false
	}
	if parent.Owner != parent.Controller || c.Owner != parent.Owner {
		// Duplicates: "A player may use additional copies ... of any unique
		// card he or she owns and controls in play as duplicates"
		return false
	}
	if g.InPlay(c) && (c.Area != AreaPlay || c.IsDuplicate || parent.Parent == c.ID) {
		return false
	}
	pl := g.Players[parent.Controller]
	ev := g.moveEvent(EvPlacedAsDuplicate, ctx, c, AreaPlay, MsgCustom)
	ev.op = opFunc
	ev.Player, ev.Target, ev.Duplicate, ev.Via = pl, parent, true, o.Via
	ev.Kind = "{actor} places {card} on {card2} as a duplicate"
	facedown := o.Facedown
	ev.Handler = func(g *Game, ev *Event) {
		c, par := ev.Card, ev.Target
		if c.Area != ev.From || !g.InPlay(par) || par.IsDuplicate {
			ev.Cancelled = true // the card or its new parent is no longer where the effect expects it
			return
		}
		if g.InPlay(c) {
			g.leavePlayConsequences(c)
			c.Tokens = c.Tokens[:0]
		}
		g.placeDuplicate(c, par, ev.Player.Index)
		c.Faceup = !facedown
		g.logEv(ev)
	}
	return g.Raise(ev) && g.InPlay(c) && c.IsDuplicate
}

// CannotMarshalType is the player restriction word (PlayerModifier.Cannot)
// that forbids a player to marshal cards of printed type t
// ("marshal-location"). Marshaling a duplicate is not marshaling a card of
// its type, so duplicates stay allowed.
func CannotMarshalType(t CardType) string { return "marshal-" + t.String() }

// EvAttachedFacedown is raised when a card is attached facedown to a card
// in play by an effect (AttachFacedown). The card enters play
// (Event.EntersPlay; Event.Target is its parent).
const EvAttachedFacedown = "attached-facedown"

// MayAsIfInHand is the permission word (Modifier.May) that lets the
// controller of a facedown card in play marshal it, or play it if it is an
// event, as if it were in their hand.
const MayAsIfInHand = "as-if-in-hand"

// MayAsIfInOwnHand is MayAsIfInHand granted to the card's owner, whoever
// controls the ability that grants it ("each player may play events in
// his or her discard pile as if they were in his or her hand").
const MayAsIfInOwnHand = "as-if-in-own-hand"

// mayAsIfInHand reports whether a May list holds either permission.
func mayAsIfInHand(may []string) bool {
	return slices.Contains(may, MayAsIfInHand) || slices.Contains(may, MayAsIfInOwnHand)
}

// FacedownOptions says how AttachFacedown attaches a card.
type FacedownOptions struct {
	// Controller controls the attached card (default: the effect's player,
	// else the parent's controller).
	Controller *Player
	// Keywords are granted to the card while it stays attached ("as an
	// attachment with terminal").
	Keywords []KeywordInstance
}

// AttachFacedown attaches card c, which must be out of play (the top card
// of a deck, a card in hand), facedown to parent, a card in play, as an
// attachment: only its controller may look at it; Game.Type reports an
// attachment, it has no printed attributes (traits, keywords; its printed
// abilities are not active) but the keywords o grants. Like any
// attachment it leaves play when its parent does (returned to its owner's
// hand, or discarded with a keyword that says so). It returns whether the
// card was attached.
func (g *Game) AttachFacedown(ctx *Context, c, parent *Card, o FacedownOptions) bool {
	if c == nil || parent == nil || c == parent || g.InPlay(c) || !g.InPlay(parent) || parent.IsDuplicate {
		return false
	}
	pl := o.Controller
	if pl == nil && ctx != nil {
		pl = ctx.Player
	}
	if pl == nil {
		pl = g.Players[parent.Controller]
	}
	ev := g.moveEvent(EvAttachedFacedown, ctx, c, AreaPlay, MsgCustom)
	ev.op = opFunc
	ev.Player, ev.Target = pl, parent
	ev.Kind = "{actor} attaches {card} facedown to {card2}"
	kws := o.Keywords
	ev.Handler = func(g *Game, ev *Event) {
		c, par := ev.Card, ev.Target
		if c.Area != ev.From || !g.InPlay(par) {
			ev.Cancelled = true
			return
		}
		g.place(c, AreaPlay, ev.Player.Index, false)
		c.Faceup = false
		c.asType = TypeAttachment
		g.attachNow(c, par)
		if len(kws) > 0 {
			g.AddLasting(&Lasting{Ctx: ev.Source, Cards: []*Card{c}, Spec: ConstantSpec{Mod: &Modifier{Keywords: kws}}})
		}
		g.logEv(ev)
	}
	return g.Raise(ev) && g.InPlay(c) && c.Parent == parent.ID
}

// asIfInHand reports whether c is a card its controller may marshal or
// play as if it were in hand (MayAsIfInHand): a facedown card in play, or
// a card in an out-of-play area other than the hand (a discard pile, cards
// placed under a card).
func (g *Game) asIfInHand(c *Card) bool {
	if c.IsDuplicate || c.Area == AreaHand {
		return false
	}
	if g.areas[c.Area].InPlay {
		return !c.Faceup && g.May(c, MayAsIfInHand)
	}
	return g.May(c, MayAsIfInHand) || g.May(c, MayAsIfInOwnHand)
}

// asIfInHandOptions appends the marshal options of the cards pl may
// marshal as if they were in hand (the action window's hook): facedown
// cards in play, then cards in out-of-play areas (another player's too:
// "from that player's discard pile").
func (g *Game) asIfInHandOptions(pl *Player, opts []Option) []Option {
	g.ensure()
	add := func(zone []CardID) {
		for _, id := range zone {
			c := g.Cards[id]
			if !g.asIfInHandFor(pl, c) {
				continue
			}
			if _, ok := g.marshalCost(pl, c); ok {
				opts = append(opts, Option{Kind: OptMarshal, Card: c})
			}
		}
	}
	add(pl.zones[AreaPlay])
	for _, p := range g.Players {
		for a := range p.zones {
			if g.asIfAreas&(1<<a) != 0 {
				add(p.zones[a])
			}
		}
	}
	return opts
}

// asIfGrant records that a player may marshal or play a card as if it
// were in their hand: the controller of the ability that grants it
// MayAsIfInHand ("you may marshal characters from that player's discard
// pile as if they were in your hand").
type asIfGrant struct {
	card   CardID
	player int
}

// noteAsIfGrant records, while modifiers apply, the player the modifier m
// of the ability of ctx lets marshal or play c as if in hand.
func (g *Game) noteAsIfGrant(ctx *Context, m *Modifier, c *Card) {
	if m == nil || ctx == nil || ctx.Player == nil || !mayAsIfInHand(m.May) {
		return
	}
	if slices.Contains(m.May, MayAsIfInOwnHand) {
		g.asIfBy = append(g.asIfBy, asIfGrant{c.ID, c.Owner})
		return
	}
	g.asIfBy = append(g.asIfBy, asIfGrant{c.ID, ctx.Player.Index})
}

// asIfInHandFor reports whether pl may marshal or play c as if it were in
// their hand: c may be (asIfInHand), and pl is a player an ability granting
// it names (its controller), or, when no ability named one, c's controller.
func (g *Game) asIfInHandFor(pl *Player, c *Card) bool {
	if !g.asIfInHand(c) {
		return false
	}
	named := false
	for _, a := range g.asIfBy {
		if a.card == c.ID {
			if a.player == pl.Index {
				return true
			}
			named = true
		}
	}
	return !named && c.Controller == pl.Index
}

// liftAsIfInHand takes a facedown card in play marshaled as if in hand out
// of play (detached, faceup, in its owner's hand zone; no events) so that
// it is marshaled like a card from hand. A card out of play is marshaled
// from where it is (its marshaled event says where it came from).
func (g *Game) liftAsIfInHand(c *Card) {
	if g.areas[c.Area].InPlay && g.asIfInHand(c) {
		g.place(c, AreaHand, c.Owner, false)
	}
}

// noteAsIfInHand records, while derived values are refreshed, that c, a
// card out of play, may now be marshaled or played as if in hand.
func (g *Game) noteAsIfInHand(c *Card, d *Derived) {
	if g.areas[c.Area].InPlay || c.Area == AreaHand || !mayAsIfInHand(d.May) || slices.Contains(g.asIfNow, c.ID) {
		return
	}
	g.asIfNow = append(g.asIfNow, c.ID)
	g.asIfAreas |= 1 << c.Area
}

// PlaceUnder places card c, out of play or in play, in the out-of-play
// area named area "under" host, a card in play (cards placed facedown
// under a location): a moved event, after which c.Under names host while c
// stays there (an interrupt that sends it elsewhere leaves it under
// nothing). It returns whether c arrived under host.
func (g *Game) PlaceUnder(ctx *Context, c, host *Card, area string) bool {
	to, ok := g.AreaByName(area)
	if !ok || c == nil || host == nil || c == host || to == c.Area || g.areas[to].InPlay || !g.InPlay(host) {
		return false
	}
	if g.InPlay(c) && g.Cannot(c, "leave-play") {
		return false
	}
	ev := g.moveEvent(EvMoved, ctx, c, to, MsgMoved)
	ev.Target, ev.underTo = host, to
	return g.Raise(ev) && c.Under == host.ID
}

// hasSetupOption reports whether opts already offers setup option so for
// card c (a card with two instances of a keyword, Shadow (1) and Shadow (3),
// is offered the keyword's setup option once).
func hasSetupOption(opts []Option, c *Card, so *SetupOption) bool {
	for i := len(opts) - 1; i >= 0 && opts[i].Card == c; i-- {
		if opts[i].setup == so {
			return true
		}
	}
	return false
}

// attributeless reports whether c is a facedown card in play that an
// effect put there with a type (AttachFacedown): it has no printed
// attributes (traits, keywords), only those effects give it.
func (g *Game) attributeless(c *Card) bool {
	return !c.Faceup && c.asType != TypeNone && g.areas[c.Area].InPlay
}

// EvFirstPlayerChanged is raised when a player becomes the first player:
// chosen in the plot phase, or by an effect (ChangeFirstPlayer);
// Event.Player is the new first player.
const EvFirstPlayerChanged = "first-player-changed"

// ChangeFirstPlayer makes p the first player by an effect, through an
// event that interrupts and reactions may answer. It returns false if p
// already is the first player or the change was canceled.
func (g *Game) ChangeFirstPlayer(ctx *Context, p *Player) bool {
	if p == nil || p.Index == g.First {
		return false
	}
	return g.becomeFirstPlayer(ctx, p) && g.First == p.Index
}

// becomeFirstPlayer makes p the first player through the event
// first-player-changed (ctx nil: the plot phase's choice, which a player
// "becomes the first player" by even when already first).
func (g *Game) becomeFirstPlayer(ctx *Context, p *Player) bool {
	ev := g.newEvent(EvFirstPlayerChanged)
	ev.Player, ev.Source, ev.op = p, ctx, opFunc
	ev.Handler = func(g *Game, ev *Event) {
		g.setFirstPlayer(ev.Player)
		g.logf(MsgFirstPlayer, ev.Player.Index, nil, nil, 0, "")
	}
	return g.Raise(ev)
}
