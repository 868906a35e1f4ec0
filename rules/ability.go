package rules

import "slices"

// AbilityKind is the type of an ability (its boldface precursor).
type AbilityKind uint8

// Ability kinds.
const (
	Action AbilityKind = iota
	Reaction
	Interrupt
	ForcedReaction
	ForcedInterrupt
	WhenRevealed
	Constant
	// WhileAttached is a constant ability that applies through an attachment.
	WhileAttached
	// Framework abilities run at a named framework step (Ability.Step) for
	// each card that has them (keyword definitions).
	Framework
	// PlayerAction abilities are player actions granted by a keyword
	// (marshaling into an area, ambush): offered in action windows like
	// actions, restricted by their Phase and ActivePlayerOnly; they are not
	// card abilities (never "triggered", never canceled as such).
	PlayerAction
)

var abilityKindNames = [...]string{"action", "reaction", "interrupt", "forced-reaction", "forced-interrupt", "when-revealed", "constant", "while-attached", "framework", "player-action"}

// String returns the kind's word ("forced-reaction").
func (k AbilityKind) String() string { return abilityKindNames[k] }

func (k AbilityKind) isInterrupt() bool { return k == Interrupt || k == ForcedInterrupt }
func (k AbilityKind) isReaction() bool  { return k == Reaction || k == ForcedReaction }
func (k AbilityKind) isForced() bool    { return k == ForcedInterrupt || k == ForcedReaction }

// Period is the span a limit or a lasting effect counts over.
type Period uint8

// Periods.
const (
	PerGame Period = iota
	PerRound
	PerPhase
	PerChallenge
)

// Limit is "Limit N per period" (per copy of the ability) or, as
// Ability.Max, "Max N per period" (per player and title).
type Limit struct {
	N   int
	Per Period
}

// Trigger is the triggering condition of a reaction or an interrupt.
type Trigger struct {
	// Event is the event name ("killed", "challenge-won", "leaves-play", a
	// declared custom event). "leaves-play" and "enters-play" also match
	// every event that makes a card leave or enter play.
	Event string
	// Also lists further event names the trigger answers: "after you
	// marshal or play a card" is triggered by "marshaled" and by "played".
	// It is still one ability (one limit, one use per event); Match sees
	// events of every name (EventIs tells which).
	Also []string
	// Would marks a "when … would …" interrupt (earlier priority).
	Would bool
	// Match filters the event (nil matches every event of those names).
	Match func(ctx *Context, ev *Event) bool
	// Self marks a trigger on the card's own leaving play ("After X is
	// killed"): the reaction works although the card is no longer in play.
	// Match must still check that the event's card is the source.
	Self bool
	// Batch marks a trigger on "1 or more" cards ("After 1 or more cards
	// are discarded from an opponent's hand"): the events raised together
	// are one triggering condition, so the ability answers them once per
	// window, not once per card.
	Batch bool
}

// Names returns the event names the trigger answers: Event, then Also.
func (t *Trigger) Names() []string {
	if len(t.Also) == 0 {
		return []string{t.Event}
	}
	return append([]string{t.Event}, t.Also...)
}

// Answers reports whether ev is an event the trigger names (Match is not
// consulted).
func (t *Trigger) Answers(ev *Event) bool {
	if EventIs(t.Event, ev) {
		return true
	}
	for _, n := range t.Also {
		if EventIs(n, ev) {
			return true
		}
	}
	return false
}

// EventIs reports whether ev is an event of the given name: its own name,
// "leaves-play" / "enters-play" for every event that makes a card leave or
// enter play, and "enters-area" for every event that moves a card between
// areas.
func EventIs(name string, ev *Event) bool {
	return name == ev.Name || (name == EvLeavesPlay && ev.LeavesPlay) || (name == EvEntersPlay && ev.EntersPlay) ||
		(name == EvEntersArea && ev.op == opMove)
}

// Cost is one cost of an ability, paid before its effects.
type Cost struct {
	// Kind names the cost ("gold", "kneel", "sacrifice", "discard", …).
	Kind string
	// CanPay reports whether the cost can be paid in full now.
	CanPay func(ctx *Context) bool
	// Pay pays it (it may prompt); false if it could not be paid.
	Pay func(ctx *Context) bool
	// Choices, if set, lists the cards the cost would choose one of to pay
	// with (they become Paid): targets that read the paid cards
	// (TargetSpec.ReadsPaid) are checked against each.
	Choices func(ctx *Context) []*Card
	// Gold, if set, is the gold the cost would take now (the least, when
	// the player chooses an amount): prompts show it beside the option.
	Gold func(ctx *Context) int
}

// TargetSpec describes targets chosen when an ability is initiated.
type TargetSpec struct {
	Name string
	// Min and Max number of cards (1,1 by default when both are zero; Max
	// < 0: any number).
	Min, Max int
	// Filter says whether c is a legal target. Candidates are cards in play
	// unless Areas names other areas. While the cards are chosen one at a
	// time, ctx.Targets(Name) holds those already chosen, so a filter may
	// judge c together with them ("up to 4 total STR worth of characters").
	Filter func(ctx *Context, c *Card) bool
	// Areas to look in (default: in-play cards).
	Areas []string
	// ChosenBy picks the choosing player (default: the ability's controller).
	ChosenBy func(ctx *Context) *Player
	// Affects, if set, says whether the ability's effects could affect c at
	// all: a card they could not affect is no eligible target (Targeting).
	Affects func(ctx *Context, c *Card) bool
	// ReadsEarlier: Filter (or MaxFn) reads targets of the ability chosen
	// before this one ("a character with lower printed cost than the
	// first"). Such an ability is offered only when some choice of the
	// earlier targets leaves this one a candidate, and only such choices
	// are offered.
	ReadsEarlier bool
	// ReadsPaid: Filter reads the cards paid for the costs ("another
	// character with equal or lower printed cost" than the one knelt): the
	// ability is offered only when some card a cost could choose (its
	// Choices) leaves this target a candidate.
	ReadsPaid bool
	// MaxFn, if set, computes Max when the target is chosen ("up to X").
	MaxFn func(ctx *Context) int
	// Players, if set, makes it a player target ("choose an opponent"):
	// it chooses among the players it lists, not cards
	// (player_targets.go); Filter, Areas and Affects are not read.
	Players func(ctx *Context) []*Player
}

// ConstantSpec is the body of a constant ability (or a lasting effect).
type ConstantSpec struct {
	// Condition: "while …" (nil: always).
	Condition func(ctx *Context) bool
	// Targets yields the affected cards (nil with Player set: player-level only).
	Targets func(ctx *Context, yield func(*Card))
	// Mod is applied to each target (may be nil when Apply is set).
	Mod *Modifier
	// Apply computes dynamic modifications ("+1 STR for each …").
	Apply func(ctx *Context, c *Card, d *Derived)
	// Players yields affected players; PlayerMod/ApplyPlayer modify them.
	Players     func(ctx *Context, yield func(*Player))
	PlayerMod   *PlayerModifier
	ApplyPlayer func(ctx *Context, p *Player, d *PlayerDerived)
	// Blanks marks an ability that blanks text boxes: applied first.
	Blanks bool
	// Reads says what the result depends on (0: unknown, anything);
	// ReadAreas names the out-of-play areas read with ReadsAreas.
	// ReadEvents names the history events read with ReadsHistory (empty: any).
	Reads      Reads
	ReadAreas  []string
	ReadEvents []string

	readMask uint64 // ReadAreas as area bits (areaMask's cache)
}

// Ability is an ability as data. The interpreter compiles card text into it.
type Ability struct {
	ID   string
	Kind AbilityKind
	// Text is a short description used in prompts.
	Text string
	// Printed is the ability's printed English text without markup (""
	// when the card has none), for hooks that look at another ability's
	// wording ("a triggered ability with the word 'search' in it").
	Printed string
	// ActiveIn lists the areas the ability works from (default: in play;
	// for event cards: hand).
	ActiveIn []string
	// Phase restricts actions to a phase ("marshaling"); empty: any phase.
	Phase string
	// ActivePlayerOnly restricts actions to the active player.
	ActivePlayerOnly bool
	// AnyPlayer: an action, reaction or interrupt of a card in play that
	// any player may initiate ("Any player may initiate this ability.",
	// "any player may trigger this"); the player who initiates it is its
	// controller for that use (`you`, costs, choices).
	AnyPlayer bool
	Trigger   *Trigger
	// Condition is the play restriction / extra condition.
	Condition func(ctx *Context) bool
	// XRange, if set, lets the controller choose X in [min, max] before costs.
	XRange  func(ctx *Context) (min, max int)
	Costs   []Cost
	Targets []TargetSpec
	// Effect resolves the ability; it returns whether it resolved in full.
	Effect func(ctx *Context) bool
	// Then runs only if Effect resolved in full.
	Then func(ctx *Context) bool
	// Limit: "Limit N per period" (per copy); Max: "Max N per period"
	// (per player, all copies by title).
	Limit, Max       *Limit
	CannotBeCanceled bool
	// Cancels: the triggering event is canceled when this resolves.
	Cancels bool
	// Saves: the triggering card is saved when this resolves.
	Saves bool
	// Constant is the body of Constant and WhileAttached abilities.
	Constant *ConstantSpec
	// Step is the framework step a Framework ability runs at.
	Step string
	// Optional: a Framework ability its controller may decline ("may").
	Optional bool
	// LogAs is a log template ("{actor} marshals {card} into shadows") used
	// instead of the default "uses" message.
	LogAs string
	// LogsItself: the ability's effect writes its own log line (no "uses").
	LogsItself bool

	areaMask uint64 // activeMask; accessed atomically
}

// Context is what an ability's functions see while it is checked or resolves.
type Context struct {
	G       *Game
	Source  *Card
	Ability *Ability
	Player  *Player // the controller of the ability
	Event   *Event  // the triggering event, if any
	// eventCardGone: when a reaction was initiated, the card its event
	// moved had already left the area the event put it in (EventCard).
	eventCardGone bool
	// Keyword is the keyword instance that granted the ability, if any.
	Keyword *KeywordInstance
	// X is the value chosen for X.
	X int
	// Named is what the ability had a player name ("name a card":
	// NameCard; "name a trait").
	Named Named
	// Paid records cards used to pay costs (kneeled, sacrificed, discarded).
	Paid          []*Card
	targets       []chosenTargets
	playerTargets []chosenPlayers
	// remembered holds the values the ability remembered while it
	// resolves (Remember).
	remembered []rememberedValue
	// For is the player an effect acts for while it reads its values ("each
	// player draws X cards"): a value remembered per player reads that
	// player's (nil: the value kept for every player).
	For *Player
	// Canceled is set when the ability's effects were canceled.
	Canceled bool
	// Data is free for the interpreter (e.g. Lua state per resolution).
	Data any
	// Prompt, while set, is the text of the questions the ability asks (a
	// Lua hook's own words for its game:choose).
	Prompt string

	paying bool // costs are being paid (costs are not effects: no immunity)
	// setupLogs: a setup option that writes its own log line is placing
	// the card (its move needs no line)
	setupLogs bool
}

// logsMoveOf reports whether the ability of ctx writes its own line about
// moving its own card c ("marshals a card into shadows"), so the move
// itself is not logged.
func (ctx *Context) logsMoveOf(c *Card) bool {
	if ctx == nil || ctx.Source != c {
		return false
	}
	return ctx.setupLogs || ctx.Ability != nil && ctx.Ability.LogsItself
}

// snapshot copies ctx for an effect that outlives the resolution (a
// lasting effect computing its values later): the triggering event is
// copied, since the engine reuses event memory once an event is done, and
// so are the targets and paid cards.
func (ctx *Context) snapshot() *Context {
	c := *ctx
	if ctx.Event != nil {
		ev := *ctx.Event
		c.Event = &ev
	}
	c.targets = slices.Clone(ctx.targets)
	c.playerTargets = slices.Clone(ctx.playerTargets)
	c.remembered = slices.Clone(ctx.remembered)
	c.Paid = slices.Clone(ctx.Paid)
	return &c
}

type chosenTargets struct {
	name  string
	cards []*Card
}

// Target returns the first card chosen for the named target (nil if none).
func (ctx *Context) Target(name string) *Card {
	for _, t := range ctx.targets {
		if t.name == name && len(t.cards) > 0 {
			return t.cards[0]
		}
	}
	return nil
}

// Targets returns the cards chosen for the named target.
func (ctx *Context) Targets(name string) []*Card {
	for _, t := range ctx.targets {
		if t.name == name {
			return t.cards
		}
	}
	return nil
}

// SetTarget records cards as the named target (used by tests and by
// interpreter effects that choose after initiation).
func (ctx *Context) SetTarget(name string, cards []*Card) {
	for i := range ctx.targets {
		if ctx.targets[i].name == name {
			ctx.targets[i].cards = cards
			return
		}
	}
	ctx.targets = append(ctx.targets, chosenTargets{name, cards})
}

// Restriction forbids a game action ("marshal", "play", "setup", "attach",
// "put-into-play", "initiate-challenge", …) for cards with a keyword.
type Restriction struct {
	Action string
	// OnTarget: the keyword is on the target (an attachment's host) instead
	// of on the card being acted on.
	OnTarget bool
	// Forbid reports whether the action is forbidden.
	Forbid func(rc *RestrictionCheck) bool
}

// RestrictionCheck describes an attempted action for Restriction.Forbid.
type RestrictionCheck struct {
	G       *Game
	Action  string
	Player  *Player
	Card    *Card
	Target  *Card
	Keyword *KeywordInstance

	// ask and ev are what Ask hands out, reused from check to check
	ask Context
	ev  Event
}

// Ask returns the context a restriction's condition is read in: self is
// the card with the keyword, other the card the action is on (the
// context's event is the action on other by the player; nil: no event).
// The context is rc's own and the next Ask reuses it: it is valid while
// Forbid runs.
func (rc *RestrictionCheck) Ask(self, other *Card) *Context {
	rc.ask = Context{G: rc.G, Source: self, Player: rc.Player, Keyword: rc.Keyword}
	if other != nil {
		rc.ev = Event{Name: rc.Action, Card: other, Player: rc.Player}
		rc.ask.Event = &rc.ev
	}
	return &rc.ask
}

// SetupOption is an alternative way to place a card in setup ("into shadows for 2").
type SetupOption struct {
	Name string
	Cost int
	// Allowed reports whether c may be placed this way (nil: any card with the keyword).
	Allowed func(g *Game, p *Player, c *Card) bool
	// Place moves the card (e.g. to a declared area); called at placement.
	Place func(ctx *Context)
	// LogAs is the log template for the placement.
	LogAs string
	// LogsItself: Place writes its own log line (the move is not logged).
	LogsItself bool
}

// PlayFrom lets the abilities of a card with the keyword be used from
// another area (events played from shadows), paying Costs instead of the
// printed gold cost.
type PlayFrom struct {
	Area  string
	Costs []Cost
	// Via tags events raised by playing from there.
	Via string
	// LogAs is a line written when a card is played from there, right
	// after the line that plays it and before its effects ("X comes out of
	// shadows"): playing it from there is what the line says happened.
	LogAs string
}

// KeywordDef is a keyword as data: areas, events, cost kinds, granted
// abilities (any kind, including Framework and PlayerAction), restrictions,
// setup options and leave-play rules.
type KeywordDef struct {
	Name      string
	Areas     []*AreaDef
	Events    []string
	CostKinds []string
	// Abilities are granted to every card that has the keyword.
	Abilities    []*Ability
	Restrictions []*Restriction
	SetupOptions []*SetupOption
	PlayFrom     []*PlayFrom
	// DiscardAttachmentOnParentLeave: an attachment with the keyword is
	// discarded (not returned to hand) when its parent leaves play.
	DiscardAttachmentOnParentLeave bool
	// Steps are the framework steps the keyword adds to the round.
	Steps []KeywordStep
}

// Named is a word a player named for an ability: a card title (Kind
// "card"), a card type ("cardtype": character, location, …) or a trait
// ("trait"). The zero value is nothing named.
type Named struct {
	Kind, Word string
}

// EventCard is the card of the triggering event ("it"), or nil when the
// ability is a reaction to a card moving and, by the time the ability was
// initiated, another ability had taken the card out of the area the event
// put it in: a card that changes areas is a new card to abilities, so "move
// it to your dead pile" after a character "is placed in your discard pile"
// has no character once it is back in play.
func (ctx *Context) EventCard() *Card {
	if ctx.Event == nil || ctx.eventCardGone {
		return nil
	}
	return ctx.Event.Card
}
