package rules

import (
	"slices"
	"strings"
)

// CostMod changes a cost of a card: Kind names the cost ("gold" applies to
// every gold cost of the card, "marshal", "play", or a declared cost kind
// such as a shadow cost).
type CostMod struct {
	Kind  string
	Delta int
}

// Modifier is a set of changes to a card's values: what a constant
// ability or a lasting effect applies, and, in Derived, their sum over the
// card's printed values.
type Modifier struct {
	Strength     int
	Icons        Icons
	LoseIcons    Icons
	Keywords     []KeywordInstance
	LoseKeywords []string
	// LoseAllKeywords: the card loses every keyword, printed and gained
	// ("loses all keywords").
	LoseAllKeywords bool
	// LoseImmunity: the card's immunities do not apply ("lose all …
	// immunities"): neither Immune nor NotOnlyTarget.
	LoseImmunity bool
	Traits       []string
	LoseTraits   []string
	// LoseAllTraits: the card has no trait, printed or gained ("loses all
	// Traits").
	LoseAllTraits bool
	// Blank: the printed text box is blank (traits, keywords, abilities).
	Blank bool
	// BlankExceptTraits: like Blank but traits stay.
	BlankExceptTraits bool
	// Cannot lists forbidden things ("be-killed", "stand", "kneel",
	// "be-declared-defender", "be-declared-attacker", "be-targeted",
	// "leave-play", "be-discarded", "be-returned-to-hand", "gain-power", …).
	Cannot    []string
	Abilities []*Ability
	Cost      []CostMod
	// Immune report whether card c is immune to effects from src ("immune
	// to events", "immune to opponents' card effects"): it is when one does.
	Immune []func(c *Card, src *Context) bool
	// NotOnlyTarget report whether card c cannot be chosen as the only
	// target of the ability of src ("cannot be chosen as the only target
	// of opponents' events"); it may still be one of several.
	NotOnlyTarget []func(c *Card, src *Context) bool
	// Factions gained; LoseFactions drops the printed affiliation.
	Factions     []string
	LoseFactions bool
	// LoseAllFactions: the card has no faction affiliation, printed or
	// gained ("loses all faction affiliations").
	LoseAllFactions bool
	// May lists permissions ("be-declared-defender-kneeling"), see Game.May.
	May []string
	// KilledAtZero: the character is killed (cannot be saved) as soon as
	// its STR is 0, while the modifier applies (state_zero_strength.go).
	KilledAtZero bool
}

// ApplyTo adds the modifier to derived values.
func (m *Modifier) ApplyTo(d *Derived) {
	d.Strength += m.Strength
	d.Icons |= m.Icons
	d.LoseIcons |= m.LoseIcons
	for t := range d.iconN {
		if m.Icons.Has(Challenge(t)) {
			d.iconN[t]++
		}
		if m.LoseIcons.Has(Challenge(t)) {
			d.iconN[t]--
		}
	}
	d.Keywords = append(d.Keywords, m.Keywords...)
	d.LoseKeywords = append(d.LoseKeywords, m.LoseKeywords...)
	d.LoseAllKeywords = d.LoseAllKeywords || m.LoseAllKeywords
	d.LoseImmunity = d.LoseImmunity || m.LoseImmunity
	d.Traits = append(d.Traits, m.Traits...)
	d.LoseTraits = append(d.LoseTraits, m.LoseTraits...)
	d.LoseAllTraits = d.LoseAllTraits || m.LoseAllTraits
	d.Blank = d.Blank || m.Blank
	d.BlankExceptTraits = d.BlankExceptTraits || m.BlankExceptTraits
	d.Cannot = append(d.Cannot, m.Cannot...)
	d.Abilities = append(d.Abilities, m.Abilities...)
	d.Cost = append(d.Cost, m.Cost...)
	for _, f := range m.Immune {
		d.Immune = append(d.Immune, f)
		d.immuneBy = append(d.immuneBy, m)
	}
	for _, f := range m.NotOnlyTarget {
		d.NotOnlyTarget = append(d.NotOnlyTarget, f)
		d.notOnlyBy = append(d.notOnlyBy, m)
	}
	d.Factions = append(d.Factions, m.Factions...)
	d.LoseFactions = d.LoseFactions || m.LoseFactions
	d.LoseAllFactions = d.LoseAllFactions || m.LoseAllFactions
	d.May = append(d.May, m.May...)
	d.KilledAtZero = d.KilledAtZero || m.KilledAtZero
}

// Derived holds a card's current values after modifiers. Constant abilities'
// Apply functions change it directly.
type Derived struct {
	// Modifier holds the printed values (STR, icons) and every modifier
	// applied (ApplyTo).
	Modifier
	SetStrength    int
	HasSetStrength bool
	// DominanceStrength replaces the character's STR in its controller's
	// dominance total while HasDominanceStrength ("counts N STR for
	// dominance"); its STR is unchanged everywhere else.
	DominanceStrength    int
	HasDominanceStrength bool
	// iconN counts, per challenge type, the icons gained less the icons
	// lost: every modifier applies at once (Modifiers: "The calculation of
	// a value should treat all modifiers as being applied simultaneously"),
	// so an icon lost and gained back is there (Icons).
	iconN   [3]int8
	raised  int // STR added by card effects (strength_events.go)
	lowered int // STR taken by card effects (strength_events.go)
	// immuneBy and notOnlyBy are the modifiers that gave Immune and
	// NotOnlyTarget, in order (settle.go compares passes by them).
	immuneBy, notOnlyBy []*Modifier
}

// changesAbilities reports whether the derived values change what
// abilities the card has: abilities or keywords gained, keywords lost, or
// its text blanked.
func (d *Derived) changesAbilities() bool {
	return len(d.Abilities) > 0 || len(d.Keywords) > 0 || len(d.LoseKeywords) > 0 || d.LoseAllKeywords || d.Blank || d.BlankExceptTraits
}

func (d *Derived) reset(c *Card) {
	d.Strength = c.Def.Strength
	d.HasSetStrength = false
	d.SetStrength = 0
	d.Icons = c.Def.Icons
	d.LoseIcons = 0
	d.iconN = [3]int8{}
	d.Keywords = d.Keywords[:0]
	d.LoseKeywords = d.LoseKeywords[:0]
	d.LoseAllKeywords = false
	d.LoseImmunity = false
	d.Traits = d.Traits[:0]
	d.LoseTraits = d.LoseTraits[:0]
	d.LoseAllTraits = false
	d.Blank = false
	d.BlankExceptTraits = false
	d.Cannot = d.Cannot[:0]
	d.Abilities = d.Abilities[:0]
	d.Cost = d.Cost[:0]
	d.Immune = d.Immune[:0]
	d.NotOnlyTarget = d.NotOnlyTarget[:0]
	d.immuneBy = d.immuneBy[:0]
	d.notOnlyBy = d.notOnlyBy[:0]
	d.Factions = d.Factions[:0]
	d.LoseFactions = false
	d.LoseAllFactions = false
	d.May = d.May[:0]
	d.KilledAtZero = false
	d.DominanceStrength, d.HasDominanceStrength = 0, false
	d.raised, d.lowered = 0, 0
}

// PlayerModifier is a static player-level modification.
type PlayerModifier struct {
	Income, Initiative, Claim, Reserve int
	// Dominance adds to the player's dominance total.
	Dominance int
	// Challenges adds to the number of challenges of each type allowed.
	Challenges [3]int
	// ChallengeStrength adds to the player's side in challenges.
	ChallengeStrength int
	// MaxAttackers and MaxDefenders limit how many characters the player
	// may declare as attackers (defenders) in each challenge (0: no limit;
	// the lowest limit in effect applies).
	MaxAttackers, MaxDefenders int
	// MaxEachRound caps, per round, the gold the player gains, the cards
	// they draw and the power they gain (EachRound*: "each player cannot
	// gain more than 7 gold each round"; 0: no cap; the lowest applies).
	MaxEachRound [3]int
	// MinDefenders is how many characters the player must declare as
	// defenders in each challenge, if able ("at least one character must
	// be declared as a defender"; 0: none; the highest applies).
	MinDefenders int
	// Cannot lists forbidden player actions ("initiate-military", "marshal", …).
	Cannot []string
	// Bans forbid the player an action on some cards ("events with that
	// title cannot be played", "limited cards cannot be marshaled"):
	// Game.Restricted reads them with the keyword restrictions.
	Bans []CardBan
	// Values are named numbers definitions read with Game.PlayerValue
	// (e.g. {"limited", 1}: one more limited card this round).
	Values []Token
	// Floors change a plot value "to a minimum of" a number, after the
	// other modifiers ("reduce the reserve value ... by 2 (to a minimum
	// of 2)"): Game.Reserve and the other plot values apply them last.
	Floors []StatFloor
}

// StatFloor changes the plot value Stat (income, initiative, claim,
// reserve) by Delta, but not past Min: a value already beyond Min stays.
type StatFloor struct {
	Stat       string
	Delta, Min int
}

// applyFloors applies the floors of stat in fs to v.
func applyFloors(v int, stat string, fs []StatFloor) int {
	for _, f := range fs {
		if f.Stat != stat {
			continue
		}
		switch {
		case f.Delta < 0 && v > f.Min:
			v = max(f.Min, v+f.Delta)
		case f.Delta > 0 && v < f.Min:
			v = min(f.Min, v+f.Delta)
		}
	}
	return v
}

// PlayerDerived holds a player's current modifications.
type PlayerDerived struct {
	PlayerModifier
	// ClaimSet overrides claim when >= 0 (set by HasClaimSet).
	ClaimSet    int
	HasClaimSet bool
	// goldFrom is the positive income cards of each type give (gold_modifiers.go).
	goldFrom [TypeDuplicate]int
}

func (d *PlayerDerived) add(m *PlayerModifier) {
	d.Income += m.Income
	d.Initiative += m.Initiative
	d.Claim += m.Claim
	d.Reserve += m.Reserve
	d.Dominance += m.Dominance
	for i := range d.Challenges {
		d.Challenges[i] += m.Challenges[i]
	}
	d.ChallengeStrength += m.ChallengeStrength
	d.MaxAttackers = MinLimit(d.MaxAttackers, m.MaxAttackers)
	d.MaxDefenders = MinLimit(d.MaxDefenders, m.MaxDefenders)
	d.MinDefenders = max(d.MinDefenders, m.MinDefenders)
	for i := range d.MaxEachRound {
		d.MaxEachRound[i] = MinLimit(d.MaxEachRound[i], m.MaxEachRound[i])
	}
	d.Cannot = append(d.Cannot, m.Cannot...)
	d.Bans = append(d.Bans, m.Bans...)
	d.Floors = append(d.Floors, m.Floors...)
	for _, v := range m.Values {
		d.AddValue(v.Kind, v.N)
	}
}

// CardBan forbids a player an action (a keyword restriction's action:
// "marshal", "play", "put-into-play", "setup", "attach") on the cards it
// matches (nil: every card).
type CardBan struct {
	Action string
	Match  func(c *Card) bool
}

// banned reports whether a ban in effect for p forbids action on c.
func (g *Game) banned(action string, p *Player, c *Card) bool {
	for _, b := range g.playerRead(p).Bans {
		if b.Action == action && (b.Match == nil || b.Match(c)) {
			return true
		}
	}
	return false
}

// AddValue adds n to the named player-level value.
func (d *PlayerDerived) AddValue(name string, n int) {
	for i := range d.Values {
		if d.Values[i].Kind == name {
			d.Values[i].N += n
			return
		}
	}
	d.Values = append(d.Values, Token{name, n})
}

// PlayerValue returns the sum of the named player-level values now in effect.
func (g *Game) PlayerValue(p *Player, name string) int {
	for _, v := range g.PlayerMods(p).Values {
		if v.Kind == name {
			return v.N
		}
	}
	return 0
}

// HasFaction reports whether the card has faction f (printed unless lost, or gained).
func (g *Game) HasFaction(c *Card, f string) bool {
	if c.IsDuplicate {
		return false
	}
	d := g.derivedFor(c, readFactions)
	if d == nil {
		return c.Def.Faction == f
	}
	if d.LoseAllFactions {
		return false
	}
	for _, x := range d.Factions {
		if x == f {
			return true
		}
	}
	return !d.LoseFactions && c.Def.Faction == f
}

// Duration says when a lasting effect expires.
type Duration struct {
	// Until is the period whose end expires the effect (PerGame: never).
	Until Period
	// While, if set, keeps the effect only while it holds.
	While func(ctx *Context) bool
	// NextPlot: a lasting effect also expires when the player of its
	// context reveals a new plot card ("until you reveal a new plot card").
	NextPlot bool
	// NextChallenge: a lasting effect also expires at the end of the next
	// challenge the player of its context initiates (one initiated after
	// the effect: "in the next challenge you initiate this phase").
	NextChallenge bool
}

// Lasting is a lasting effect ("until the end of the phase, X gets +2 STR").
// The cards it affects are fixed when it is added (V3).
type Lasting struct {
	Ctx      *Context
	Cards    []*Card
	Players  []*Player
	Spec     ConstantSpec
	Duration Duration

	instances []uint32
	// held marks the cards immune to the effect when it was initiated and
	// not reached since: the effect skips them until, after a refresh,
	// they are no longer immune (reachLasting); once reached, gaining
	// immunity does not remove it (Immune: "pre-existing lasting effects
	// that have been applied to the card are not removed").
	held []bool
	id   int
	// initiated is how many challenges the player of Ctx had initiated
	// this round when the effect was added (Duration.NextChallenge).
	initiated int
}

// CostReducer is a player-level cost change ("reduce the cost of the next
// card you marshal this phase by 1").
type CostReducer struct {
	Player *Player
	// Kind names the cost it changes ("marshal", "play", "gold", a declared kind).
	Kind   string
	Amount int
	// AmountFor, when set, gives the reduction for the card paid for
	// instead of Amount ("by 2 instead if that character's printed cost is
	// 6 or higher").
	AmountFor func(c *Card) int
	// Match restricts the cards it applies to (nil: any).
	Match func(c *Card) bool
	// Uses is how many payments it applies to (0: unlimited).
	Uses     int
	Duration Duration
	used     int
}

// ---- refresh ----

func (g *Game) ensure() {
	if g.refreshing || g.dirtyReads == 0 {
		return
	}
	if !g.stale() {
		g.dirtyReads, g.dirtyAreas = 0, 0
		return
	}
	g.refresh()
}

// derivedOf returns the values the running pass writes for c (settle.go),
// reset to the printed ones on the pass's first write. Pass 1 reads
// nothing of earlier values, so it writes the card's own values (c.d);
// later passes write the other buffer (c.dn) while c.d is read.
func (g *Game) derivedOf(c *Card) *Derived {
	s := &g.settle
	if c.dnver != s.wver {
		c.dnver = s.wver
		s.cur = append(s.cur, c)
		if s.passes == 1 {
			if c.d == nil {
				c.d = &Derived{}
			}
			c.d.reset(c)
		} else {
			if c.dn == nil {
				c.dn = &Derived{}
			}
			c.dn.reset(c)
		}
	}
	if s.passes == 1 {
		return c.d
	}
	return c.dn
}

// refresh recomputes every derived value: the constant abilities of cards
// in play (and of cards in out-of-play areas their ability names with
// ActiveIn: a card in shadows that reduces its own shadow cost), the
// constants cards have only through modifiers, and the lasting effects,
// settled as settle.go describes.
func (g *Game) refresh() {
	g.refreshing = true
	g.dirtyReads, g.dirtyAreas = 0, 0
	g.activeReads, g.activeAreas, g.activeHist = ReadsCards, 0, 0
	g.asIfPrev, g.asIfNow = g.asIfNow, g.asIfPrev[:0]
	g.settleDerived()
	for g.reachLasting() {
		g.settleDerived()
	}
	g.scans.noteAbilities(g)
	if !slices.Equal(g.asIfNow, g.asIfPrev) {
		g.scans.abil++ // cards out of play became playable as if in hand, or stopped
	}
	g.refreshing = false
}

// reachLasting releases the cards a lasting effect was held off (immune
// when it was initiated) that are no longer immune to it, and reports
// whether it released any (the values must settle again).
func (g *Game) reachLasting() bool {
	changed := false
	for _, l := range g.lasting {
		for i, h := range l.held {
			if h && l.Cards[i].instance == l.instances[i] && !g.IsImmune(l.Cards[i], l.Ctx) {
				l.held[i] = false
				changed = true
			}
		}
	}
	return changed
}

func (g *Game) applyTo(c *Card) {
	s, ctx := g.curSpec, g.curCtx
	if !g.curLasting && g.immuneToSpec(c, s, ctx) {
		return
	}
	d := g.derivedOf(c)
	before := d.Strength
	if s.Mod != nil {
		s.Mod.ApplyTo(d)
	}
	if s.Apply != nil {
		s.Apply(ctx, c, d)
	}
	g.zeroKills = g.zeroKills || d.KilledAtZero
	d.noteRaise(before)
	if len(d.May) > 0 {
		g.noteAsIfInHand(c, d)
		g.noteAsIfGrant(ctx, s.Mod, c)
	}
	if d.changesAbilities() {
		g.grants = true
	}
}

// immuneToSpec reports whether c is immune to the constant ability s of
// ctx. Immune: an immune card "cannot be targeted or affected by effects
// that belong to that set" — while it is immune: a constant ability's
// "does not contribute its STR" skips it (a lasting effect is held off the
// cards immune when it was initiated: Lasting.held). An effect that grants
// immunity is never kept off by immunity (it would undo itself).
func (g *Game) immuneToSpec(c *Card, s *ConstantSpec, ctx *Context) bool {
	if ctx == nil || ctx.Ability == nil || ctx.Player == nil || ctx.paying {
		return false
	}
	if s.Mod != nil && (len(s.Mod.Immune) > 0 || len(s.Mod.NotOnlyTarget) > 0) {
		return false
	}
	return g.IsImmune(c, ctx)
}

func (g *Game) applyConstant(ctx *Context, s *ConstantSpec, l *Lasting, _ any) {
	if l == nil {
		g.noteReads(s)
	}
	if s.Condition != nil && !s.Condition(ctx) {
		return
	}
	g.curSpec, g.curCtx = s, ctx
	apply := g.applyFn
	if l != nil {
		g.curLasting = true
		for i, c := range l.Cards {
			if c.instance == l.instances[i] && (l.held == nil || !l.held[i]) {
				apply(c)
			}
		}
		g.curLasting = false
		for _, p := range l.Players {
			g.applyPlayer(ctx, s, p)
		}
	} else {
		if s.Targets != nil {
			if ctx.Ability != nil && ctx.Ability.Kind == WhileAttached && s.Targets == nil {
				return
			}
			s.Targets(ctx, apply)
		}
		if s.Players != nil {
			s.Players(ctx, g.applyPlayerFn)
		}
	}
}

func (g *Game) applyPlayer(ctx *Context, s *ConstantSpec, p *Player) {
	if s.PlayerMod != nil {
		g.playerOut(p).add(s.PlayerMod)
		g.noteGoldModifier(ctx, s, p)
	}
	if s.ApplyPlayer != nil {
		s.ApplyPlayer(ctx, p, g.playerOut(p))
	}
}

// ---- queries ----

// Derived returns the card's current derived values (read-only), or nil
// if nothing modifies it. Read by a constant ability while derived values
// settle, it counts as reading every kind of them (the narrower readers,
// Strength, HasTrait, Keywords, …, let values settle in fewer passes).
func (g *Game) Derived(c *Card) *Derived { return g.derivedFor(c, readAll) }

// IsBlank reports whether the card's printed text box is blank (a
// duplicate in play is always blank, D5).
func (g *Game) IsBlank(c *Card) bool {
	if c.IsDuplicate {
		return true
	}
	if d := g.derivedFor(c, readBlank); d != nil {
		return d.Blank || d.BlankExceptTraits
	}
	return false
}

// Strength returns the card's current STR (never below 0).
func (g *Game) Strength(c *Card) int {
	if c.IsDuplicate || !c.Faceup {
		return 0
	}
	s := c.Def.Strength
	if d := g.derivedFor(c, readStrength); d != nil {
		s = d.Strength
		kept := slices.Contains(d.Cannot, CannotHaveStrengthReduced)
		if kept {
			s += d.lowered // the penalties of card effects do not apply
		}
		if d.HasSetStrength && (!kept || d.SetStrength >= s) {
			// a STR that cannot be reduced is not set lower either (the
			// designers' ruling on Strangler and 08093 Daenerys Targaryen)
			s = d.SetStrength
		}
	}
	if s < 0 {
		return 0
	}
	return s
}

// DominanceStrength returns what the character adds to its controller's
// dominance total while standing: its STR, or the value an effect gives
// instead (Derived.DominanceStrength).
func (g *Game) DominanceStrength(c *Card) int {
	if d := g.derivedFor(c, readStrength); d != nil && d.HasDominanceStrength && !c.IsDuplicate && c.Faceup {
		return max(d.DominanceStrength, 0)
	}
	return g.Strength(c)
}

// Icons returns the card's current challenge icons.
func (g *Game) Icons(c *Card) Icons {
	if c.IsDuplicate || !c.Faceup {
		return 0
	}
	if d := g.derivedFor(c, readIcons); d != nil {
		// the printed icon plus the gains less the losses, never below none
		var out Icons
		for t, n := range d.iconN {
			if c.Def.Icons.Has(Challenge(t)) {
				n++
			}
			if n > 0 {
				out |= IconOf(Challenge(t))
			}
		}
		return out
	}
	return c.Def.Icons
}

// HasIcon reports whether the card has the icon of challenge type t.
func (g *Game) HasIcon(c *Card, t Challenge) bool { return g.Icons(c).Has(t) }

// Type returns the card's type (TypeDuplicate for a duplicate in play,
// TypeNone for a facedown card in play).
func (g *Game) Type(c *Card) CardType {
	if c.IsDuplicate {
		return TypeDuplicate
	}
	if g.known.card == c {
		return g.known.k.typ // last known state (last_known.go)
	}
	if !c.Faceup && g.areas[c.Area].InPlay {
		return c.asType // TypeNone, or the type the effect that put it facedown gave it
	}
	if c.asType != TypeNone {
		return c.asType
	}
	return c.Def.Type
}

// Title returns the card's title ("" for a duplicate in play, D5).
func (g *Game) Title(c *Card) string {
	if c.IsDuplicate {
		return ""
	}
	return c.Def.Title
}

// HasTrait reports whether the card has trait t (printed unless blanked, or gained).
func (g *Game) HasTrait(c *Card, t string) bool {
	if c.IsDuplicate {
		return false
	}
	d := g.derivedFor(c, readTraits)
	if d == nil {
		return !g.attributeless(c) && c.Def.HasTrait(t)
	}
	if d.LoseAllTraits {
		return false
	}
	for _, x := range d.LoseTraits {
		if strings.EqualFold(x, t) {
			return false
		}
	}
	for _, x := range d.Traits {
		if strings.EqualFold(x, t) {
			return true
		}
	}
	if d.Blank || g.attributeless(c) {
		return false
	}
	return c.Def.HasTrait(t)
}

// EachTrait calls yield for each trait the card has now, once: printed
// ones (unless lost or blank), then gained ones (unless lost), as HasTrait
// answers.
func (g *Game) EachTrait(c *Card, yield func(t string) bool) {
	if c.IsDuplicate {
		return
	}
	d := g.derivedFor(c, readTraits)
	if d != nil && d.LoseAllTraits {
		return
	}
	has := func(t string) bool {
		for _, x := range d.LoseTraits {
			if strings.EqualFold(x, t) {
				return false
			}
		}
		return true
	}
	var seen []string
	once := func(t string) bool {
		for _, x := range seen {
			if strings.EqualFold(x, t) {
				return false
			}
		}
		seen = append(seen, t)
		return true
	}
	if d == nil || !d.Blank {
		if !g.attributeless(c) {
			for _, t := range c.Def.Traits {
				if (d == nil || has(t)) && once(t) && !yield(t) {
					return
				}
			}
		}
	}
	if d == nil {
		return
	}
	for _, t := range d.Traits {
		if has(t) && once(t) && !yield(t) {
			return
		}
	}
}

// Keywords calls yield for each keyword instance the card has now: printed
// ones unless blank or lost, then gained ones.
func (g *Game) Keywords(c *Card, yield func(k *KeywordInstance) bool) {
	if c.IsDuplicate {
		return
	}
	d := g.derivedFor(c, readKeywords)
	if d == nil {
		if g.attributeless(c) {
			return
		}
		for i := range c.Def.Keywords {
			if !yield(&c.Def.Keywords[i]) {
				return
			}
		}
		return
	}
	if d.LoseAllKeywords {
		return
	}
	if !d.Blank && !d.BlankExceptTraits && !g.attributeless(c) {
	printed:
		for i := range c.Def.Keywords {
			k := &c.Def.Keywords[i]
			for _, l := range d.LoseKeywords {
				if l == k.Name {
					continue printed
				}
			}
			if !yield(k) {
				return
			}
		}
	}
gained:
	for i := range d.Keywords {
		k := &d.Keywords[i]
		for _, l := range d.LoseKeywords {
			if l == k.Name {
				continue gained
			}
		}
		if !yield(k) {
			return
		}
	}
}

// HasKeyword reports whether the card has the named keyword.
func (g *Game) HasKeyword(c *Card, name string) bool {
	found := false
	g.Keywords(c, func(k *KeywordInstance) bool {
		if k.Name == name {
			found = true
			return false
		}
		return true
	})
	return found
}

// KeywordValues returns the distinct values of every instance of the named
// keyword on the card (Shadow (2) and Shadow (4) → [2 4]).
func (g *Game) KeywordValues(c *Card, name string) []int {
	var out []int
	g.Keywords(c, func(k *KeywordInstance) bool {
		if k.Name == name {
			for _, v := range k.Values {
				dup := false
				for _, o := range out {
					dup = dup || o == v
				}
				if !dup {
					out = append(out, v)
				}
			}
		}
		return true
	})
	return out
}

// Cannot reports whether the card is forbidden to do or undergo what.
func (g *Game) Cannot(c *Card, what string) bool {
	d := g.derivedFor(c, readCannot)
	return d != nil && slices.Contains(d.Cannot, what)
}

// IsImmune reports whether c is immune to effects from src (nil src, a
// framework effect, never meets immunity).
func (g *Game) IsImmune(c *Card, src *Context) bool {
	if src == nil || src.Ability == nil {
		return false
	}
	d := g.derivedFor(c, readImmune)
	return d != nil && !d.LoseImmunity && anyHolds(d.Immune, c, src)
}

// notOnlyTarget reports whether c cannot be chosen as the only target of
// the ability of src (Modifier.NotOnlyTarget).
func (g *Game) notOnlyTarget(c *Card, src *Context) bool {
	if src == nil || src.Ability == nil {
		return false
	}
	d := g.derivedFor(c, readImmune)
	return d != nil && !d.LoseImmunity && anyHolds(d.NotOnlyTarget, c, src)
}

// anyHolds reports whether one of fs holds for c and src.
func anyHolds(fs []func(c *Card, src *Context) bool, c *Card, src *Context) bool {
	for _, f := range fs {
		if f(c, src) {
			return true
		}
	}
	return false
}

// PlayerCannot reports whether a player-level restriction forbids what.
func (g *Game) PlayerCannot(p *Player, what string) bool {
	for _, x := range g.playerRead(p).Cannot {
		if x == what {
			return true
		}
	}
	return false
}

// PlayerMods returns the player's current modifications.
func (g *Game) PlayerMods(p *Player) *PlayerDerived {
	return g.playerRead(p)
}

// PrintedCost returns the printed cost (0 for "-" or X, S21).
func (g *Game) PrintedCost(c *Card) int {
	if c.Def.Cost.None || c.Def.Cost.X {
		return 0
	}
	return c.Def.Cost.Value
}

// CostOf returns the cost of kind for the card: base plus every card
// modifier naming "gold" or one of kinds, plus the player's reducers, never
// below 0. For gold costs pass base = PrintedCost.
func (g *Game) CostOf(c *Card, p *Player, base int, kinds ...string) int {
	v := base
	mods := c.playCost
	if mods == nil {
		if d := g.derivedFor(c, readCost); d != nil {
			mods = d.Cost
		}
	}
	for _, m := range mods {
		if kindIn(m.Kind, kinds) {
			v += m.Delta
		}
	}
	for _, r := range g.reducers {
		if r.Player == p && kindIn(r.Kind, kinds) && (r.Match == nil || r.Match(c)) {
			if r.AmountFor != nil {
				v -= r.AmountFor(c)
			} else {
				v -= r.Amount
			}
		}
	}
	if v < 0 {
		v = 0
	}
	return v
}

func kindIn(k string, kinds []string) bool {
	for _, x := range kinds {
		if x == k {
			return true
		}
	}
	return false
}

// consumeReducers marks limited-use reducers matching c as used.
func (g *Game) consumeReducers(c *Card, p *Player, kinds ...string) {
	out := g.reducers[:0]
	for _, r := range g.reducers {
		if r.Player == p && r.Uses > 0 && kindIn(r.Kind, kinds) && (r.Match == nil || r.Match(c)) {
			r.used++
			if r.used >= r.Uses {
				continue
			}
		}
		out = append(out, r)
	}
	g.reducers = out
}

// AddCostReducer adds a player-level cost reducer.
func (g *Game) AddCostReducer(r *CostReducer) {
	if g.periodEnded(r.Duration.Until) {
		return // initiated at the end of its period: expires at once
	}
	g.reducers = append(g.reducers, r)
	g.touch()
}

// AddLasting adds a lasting effect. The affected cards are those in l.Cards
// now in play (V3); later entries of the same cards are not affected.
func (g *Game) AddLasting(l *Lasting) {
	if g.periodEnded(l.Duration.Until) {
		return // "until the end of X" initiated at the end of X: expires at once
	}
	// A card immune to the effect stays among its cards, held off while it
	// stays immune (Lasting.held): the effect reaches it once it is no
	// longer immune.
	l.held = l.held[:0]
	if l.Ctx != nil && l.Ctx.Player != nil && !l.Ctx.paying {
		some := false
		for _, c := range l.Cards {
			im := g.IsImmune(c, l.Ctx)
			l.held = append(l.held, im)
			some = some || im
		}
		if !some {
			l.held = l.held[:0]
		}
	}
	if len(l.held) == 0 {
		l.held = nil
	}
	if l.Ctx != nil {
		l.Ctx = l.Ctx.snapshot()
		if p := l.Ctx.Player; p != nil {
			l.initiated = p.challenges[0] + p.challenges[1] + p.challenges[2]
		}
	}
	g.nextLasting++
	l.id = g.nextLasting
	l.instances = l.instances[:0]
	// Each card is held as the instance it is now: the effect ends for a
	// card when it changes area (a card in shadows keeps it while in
	// shadows; a card in hand when the effect began is not affected once it
	// enters play, V3).
	for _, c := range l.Cards {
		l.instances = append(l.instances, c.instance)
	}
	for _, ab := range abilitiesOf(l.Spec.Mod) {
		g.listen(ab)
	}
	g.lasting = append(g.lasting, l)
	g.touch()
}

func abilitiesOf(m *Modifier) []*Ability {
	if m == nil {
		return nil
	}
	return m.Abilities
}

// expire removes lasting effects and reducers of the given period (E5: not
// a card effect; no events).
// endsNextChallenge reports whether the challenge ending now is the one
// that ends l (Duration.NextChallenge): initiated by the player of its
// context after it was added.
func (g *Game) endsNextChallenge(l *Lasting) bool {
	return l.Duration.NextChallenge && g.ch != nil && l.Ctx != nil && g.ch.Attacker == l.Ctx.Player && g.ch.Number > l.initiated
}

func (g *Game) expire(per Period) {
	g.expireStateChecks(per)
	out := g.lasting[:0]
	for _, l := range g.lasting {
		if l.Duration.Until != per && !(per == PerChallenge && g.endsNextChallenge(l)) {
			out = append(out, l)
		}
	}
	for i := len(out); i < len(g.lasting); i++ {
		g.lasting[i] = nil
	}
	changed := len(out) != len(g.lasting)
	g.lasting = out
	rs := g.reducers[:0]
	for _, r := range g.reducers {
		if r.Duration.Until != per {
			rs = append(rs, r)
		}
	}
	changed = changed || len(rs) != len(g.reducers)
	g.reducers = rs
	g.expireDelayed(per)
	if changed {
		g.touch()
	}
}
