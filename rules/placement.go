package rules

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

// PlaceAsDuplicate places card c, which must be out of play, on parent, a
// card in play that is not itself a duplicate, as a duplicate controlled by
// parent's controller. Any card may be placed this way (its title does not
// matter): in play a duplicate is a blank card without title or type that
// grants the duplicate's save (D2), and it is discarded when its parent
// leaves play. It returns whether the card was placed.
func (g *Game) PlaceAsDuplicate(ctx *Context, c, parent *Card, o DuplicateOptions) bool {
	if c == nil || parent == nil || c == parent || g.InPlay(c) || !g.InPlay(parent) || parent.IsDuplicate {
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
