package rules

import "strings"

// CardType is the printed type of a card.
type CardType uint8

// Card types. TypeDuplicate is what Game.Type reports for a duplicate in
// play (D5: it has no type of its own).
const (
	TypeNone CardType = iota
	TypeCharacter
	TypeLocation
	TypeAttachment
	TypeEvent
	TypePlot
	TypeAgenda
	TypeFaction
	TypeTitle
	TypeDuplicate
)

var cardTypeNames = [...]string{"none", "character", "location", "attachment", "event", "plot", "agenda", "faction", "title", "duplicate"}

// String returns the lower-case name of the type ("character").
func (t CardType) String() string {
	if int(t) < len(cardTypeNames) {
		return cardTypeNames[t]
	}
	return "none"
}

// ParseCardType maps a lower-case type word to a CardType (TypeNone if unknown).
func ParseCardType(s string) CardType {
	for i, n := range cardTypeNames {
		if n == s {
			return CardType(i)
		}
	}
	return TypeNone
}

// Challenge is a challenge type.
type Challenge uint8

// Challenge types.
const (
	Military Challenge = iota
	Intrigue
	Power
)

var challengeNames = [...]string{"military", "intrigue", "power"}

// String returns "military", "intrigue" or "power".
func (c Challenge) String() string { return challengeNames[c&3%3] }

// ParseChallenge maps a word to a Challenge; ok is false if unknown.
func ParseChallenge(s string) (Challenge, bool) {
	for i, n := range challengeNames {
		if n == s {
			return Challenge(i), true
		}
	}
	return 0, false
}

// Icons is a set of challenge icons.
type Icons uint8

// Icon bits.
const (
	IconMilitary Icons = 1 << Military
	IconIntrigue Icons = 1 << Intrigue
	IconPower    Icons = 1 << Power
)

// Has reports whether the set holds the icon of challenge type c.
func (i Icons) Has(c Challenge) bool { return i&(1<<c) != 0 }

// IconOf returns the icon bit for a challenge type.
func IconOf(c Challenge) Icons { return 1 << c }

// Phase is a phase of the round (or setup).
type Phase uint8

// Phases in round order.
const (
	PhaseSetup Phase = iota
	PhasePlot
	PhaseDraw
	PhaseMarshaling
	PhaseChallenges
	PhaseDominance
	PhaseStanding
	PhaseTaxation
)

var phaseNames = [...]string{"setup", "plot", "draw", "marshaling", "challenges", "dominance", "standing", "taxation"}

// String returns the phase word ("marshaling").
func (p Phase) String() string {
	if int(p) < len(phaseNames) {
		return phaseNames[p]
	}
	return "?"
}

// ParsePhase maps a phase word to a Phase.
func ParsePhase(s string) (Phase, bool) {
	for i, n := range phaseNames {
		if n == s {
			return Phase(i), true
		}
	}
	return 0, false
}

// CostValue is a printed gold cost: a number, X, or none ("-").
type CostValue struct {
	Value int
	X     bool // printed "X"
	None  bool // printed "-": cannot be marshaled or played for a printed cost
}

// PlotStats are the printed values of a plot card.
type PlotStats struct{ Income, Initiative, Claim, Reserve int }

// KeywordInstance is one keyword on a card: `shadow(2)` is
// {Name: "shadow", Values: [2]}; `no-attachments(except Weapon)` has Args.
type KeywordInstance struct {
	Name   string
	Values []int
	Args   []string
}

// Value returns the first value of the instance (0 if it has none).
func (k KeywordInstance) Value() int {
	if len(k.Values) == 0 {
		return 0
	}
	return k.Values[0]
}

// CardDef is the printed definition of a card. Definitions are shared by all
// copies and may be swapped during a game with Game.ReplaceDef.
type CardDef struct {
	Code       string
	Title      string
	Type       CardType
	Faction    string
	Loyal      bool
	Unique     bool
	Cost       CostValue
	Strength   int
	Icons      Icons
	Traits     []string
	Plot       PlotStats
	DeckLimit  int
	Pack       string
	PackNumber int
	Keywords   []KeywordInstance
	Abilities  []*Ability
	// AttachTo, if set, says whether this attachment may be attached to
	// target (default: any character in play). ctx is the attachment's:
	// Source is the attachment, Player its controller.
	AttachTo func(ctx *Context, target *Card) bool
	// DuplicateOn, if set, lets the card be marshaled as a duplicate (at no
	// cost) on a card in play it accepts, whatever their titles: "may be
	// marshaled as a duplicate on a Lady character you own and control".
	// ctx is the marshaling player's (Source is the card, Player the player).
	DuplicateOn func(ctx *Context, target *Card) bool
	// SetAside, if set on an agenda, sets cards of its owner's deck lists
	// aside before setup (an agenda's own deck): see SetAside.
	SetAside *SetAside
	// Version counts reloads (Game.ReplaceDef sets it).
	Version int
}

// SetAside is a deck-building rule of an agenda: each card of its owner's
// plot deck and draw deck that Match accepts starts the game in Area (an
// out-of-play area, declared by the game when a player's agenda has it)
// instead. With Phased, the cards stay in their decks and are set aside
// only while phase During lasts ("During the plot phase, Scheme cards are
// not considered to be in your plot deck"): moved to Area when it begins,
// back to the plot deck (plots) or the deck when it ends.
type SetAside struct {
	Area   *AreaDef
	Match  func(d *CardDef) bool
	Phased bool
	During Phase
}

// HasTrait reports whether the printed traits include t (case-insensitive).
func (d *CardDef) HasTrait(t string) bool {
	for _, x := range d.Traits {
		if strings.EqualFold(x, t) {
			return true
		}
	}
	return false
}

// Visibility says who may look at the identity of cards in an area.
type Visibility uint8

// Visibility values.
const (
	VisibleAll   Visibility = iota // open information
	VisibleOwner                   // the controller of the area may look, opponents may not
	VisibleNone                    // nobody (a deck)
)

// AreaDef declares a game area and its rules. The standard areas are
// registered the same way at game start; keyword definitions add more.
type AreaDef struct {
	Name string
	// InPlay: cards here are in play (entering from an out-of-play area is
	// "entering play").
	InPlay bool
	// Facedown: cards placed here are facedown.
	Facedown bool
	// Visible: who may look at the cards' identities.
	Visible Visibility
	// Ordered: the order of cards is kept (never shuffled by the engine).
	Ordered bool
	// ShowPositions: each card gets a stable position number (#n) on entry
	// that views and the masked log show instead of its identity.
	ShowPositions bool
	// DiscardTokensOnLeave: tokens are discarded when a card leaves this area.
	DiscardTokensOnLeave bool
	// PerPlayer is informational: every area exists once per player.
	PerPlayer bool
}

// AreaID indexes the areas declared in a game.
type AreaID uint8

// Standard areas, registered in this order by every game.
const (
	AreaDeck AreaID = iota
	AreaHand
	AreaPlay
	AreaDiscard
	AreaDead
	AreaPlotDeck
	AreaUsed
	AreaPlot
	AreaFaction
	AreaAgenda
	AreaResolving
	AreaRemoved
	numStdAreas
)

// Standard area names.
const (
	AreaNameDeck      = "deck"
	AreaNameHand      = "hand"
	AreaNamePlay      = "play"
	AreaNameDiscard   = "discard"
	AreaNameDead      = "dead"
	AreaNamePlotDeck  = "plot-deck"
	AreaNameUsed      = "used"
	AreaNamePlot      = "plot"
	AreaNameFaction   = "faction"
	AreaNameAgenda    = "agenda"
	AreaNameResolving = "resolving"
	AreaNameRemoved   = "removed"
)

// StandardAreas returns the areas every game declares, in AreaID order
// (new values on each call).
func StandardAreas() []*AreaDef { return standardAreas() }

func standardAreas() []*AreaDef {
	return []*AreaDef{
		{Name: AreaNameDeck, Facedown: true, Visible: VisibleNone, Ordered: true, PerPlayer: true},
		{Name: AreaNameHand, Visible: VisibleOwner, PerPlayer: true},
		{Name: AreaNamePlay, InPlay: true, Visible: VisibleAll, PerPlayer: true},
		{Name: AreaNameDiscard, Visible: VisibleAll, Ordered: true, PerPlayer: true},
		{Name: AreaNameDead, Visible: VisibleAll, Ordered: true, PerPlayer: true},
		{Name: AreaNamePlotDeck, Facedown: true, Visible: VisibleOwner, PerPlayer: true},
		{Name: AreaNameUsed, Visible: VisibleAll, Ordered: true, PerPlayer: true},
		{Name: AreaNamePlot, InPlay: true, Visible: VisibleAll, PerPlayer: true},
		{Name: AreaNameFaction, InPlay: true, Visible: VisibleAll, PerPlayer: true},
		{Name: AreaNameAgenda, InPlay: true, Visible: VisibleAll, PerPlayer: true},
		{Name: AreaNameResolving, Visible: VisibleAll, PerPlayer: true},
		{Name: AreaNameRemoved, Visible: VisibleAll, PerPlayer: true},
	}
}

// Token is a count of tokens of one kind on a card.
type Token struct {
	Kind string
	N    int
}

// Token kinds the framework itself uses.
const (
	TokenPower = "power"
	TokenGold  = "gold"
)
