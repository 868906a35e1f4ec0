package rules

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"runtime/debug"
	"slices"
)

// CardID identifies a card within one game (stable for the whole game).
type CardID int32

// NoCard is the CardID of no card.
const NoCard CardID = -1

// Card is one physical card in a game. Its fields are read-only for callers:
// change state through Game methods so events are raised.
type Card struct {
	ID         CardID
	Def        *CardDef
	Owner      int
	Controller int
	Area       AreaID
	Faceup     bool
	Kneeling   bool
	Tokens     []Token
	// Parent is the card this attachment or duplicate is on.
	Parent CardID
	// Under is the card in play this out-of-play card was placed under
	// (PlaceUnder: "facedown under a location"), NoCard otherwise; it
	// stays while the card stays in that area, whatever became of the host.
	Under       CardID
	Attachments []CardID
	Duplicates  []CardID
	IsDuplicate bool
	// Slot is the stable position number in areas that show positions.
	Slot int

	info     *defInfo
	asType   CardType // type given by the effect that put an event into play (V5)
	instance uint32   // bumped on every area change: limits, lasting effects
	leavesTo AreaID   // SetLeavesPlayTo's area + 1 (0: none)
	// leaving counts the raised events making the card leave play that
	// have not resolved yet (their interrupts are running): it is leaving
	// play already, so no other effect makes it leave again (LeavingPlay).
	leaving uint8
	// playCost, while an event with a printed cost X waits in the
	// resolving area for its ability's pay-x cost, holds the cost
	// modifiers it had where it was played from (CostOf reads them: "reduce
	// the cost of each event you play" reaches it in hand); nil otherwise.
	playCost []CostMod
	// d holds the settled derived values when dver is Game.ver; dn those
	// a refresh's running pass writes when dnver is its version (settle.go).
	dver, dnver uint64
	d, dn       *Derived
	// reads are the kinds of d the running pass of a refresh read;
	// flip: d and dn were swapped by this refresh (settle.go).
	reads settleKind
	flip  bool
}

// Count returns the number of tokens of kind on the card.
func (c *Card) Count(kind string) int {
	for _, t := range c.Tokens {
		if t.Kind == kind {
			return t.N
		}
	}
	return 0
}

func (c *Card) addTokens(kind string, n int) {
	for i := range c.Tokens {
		if c.Tokens[i].Kind == kind {
			c.Tokens[i].N += n
			if c.Tokens[i].N <= 0 {
				c.Tokens = append(c.Tokens[:i], c.Tokens[i+1:]...)
			}
			return
		}
	}
	if n > 0 {
		c.Tokens = append(c.Tokens, Token{kind, n})
	}
}

// Player is one player.
type Player struct {
	Index      int
	Name       string
	Gold       int
	Eliminated bool

	zones      [][]CardID
	slots      []int
	challenges [3]int
	// gained counts the gold gained, cards drawn and power gained this
	// round (PlayerModifier.MaxEachRound caps them).
	gained [3]int
	// d holds the settled modifications, dn those a refresh's running
	// pass writes (settle.go).
	d, dn PlayerDerived
}

// Zone returns the card IDs in one of the player's areas, bottom first
// (the last element is the top). Read-only.
func (p *Player) Zone(a AreaID) []CardID { return p.zones[a] }

// Definitions supply the definitions of cards (by code) and keywords a
// game plays with; the engine keeps only codes in saved games.
type Definitions interface {
	// CardDef returns the definition for code, or nil.
	CardDef(code string) *CardDef
	// KeywordDefs returns every keyword definition.
	KeywordDefs() []*KeywordDef
	// Titles lists the titles of the library's cards of type t, or with
	// TypeNone of its character, location, attachment and event cards
	// (Namable), sorted, each once: those a player may name ("name a
	// card", "name an event").
	Titles(t CardType) []string
}

// MapDefinitions are Definitions held in a map.
type MapDefinitions struct {
	Cards    map[string]*CardDef
	Keywords []*KeywordDef
}

// NewDefinitions builds MapDefinitions from definitions.
func NewDefinitions(defs []*CardDef, kws []*KeywordDef) *MapDefinitions {
	m := &MapDefinitions{Cards: make(map[string]*CardDef, len(defs)), Keywords: kws}
	for _, d := range defs {
		m.Cards[d.Code] = d
	}
	return m
}

// CardDef implements Definitions.
func (m *MapDefinitions) CardDef(code string) *CardDef { return m.Cards[code] }

// KeywordDefs implements Definitions.
func (m *MapDefinitions) KeywordDefs() []*KeywordDef { return m.Keywords }

// Titles implements Definitions.
func (m *MapDefinitions) Titles(t CardType) []string {
	var titles []string
	for _, d := range m.Cards {
		if NamableAs(d.Type, t) {
			titles = append(titles, d.Title)
		}
	}
	slices.Sort(titles)
	return slices.Compact(titles)
}

// DeckList is one player's cards by code.
type DeckList struct {
	Name string `json:"name"`
	// Title is the deck's own name (a deck list's title), named at the
	// start of a narrated log.
	Title   string `json:"title,omitempty"`
	Faction string `json:"faction,omitempty"`
	// House is the faction of the deck ("stark"), given to the faction
	// card the engine makes when Faction names no card (the library has
	// no faction cards): in-faction cards are cards of this faction.
	House  string   `json:"house,omitempty"`
	Agenda string   `json:"agenda,omitempty"`
	Plots  []string `json:"plots"`
	Deck   []string `json:"deck"`
}

// Config starts a full game.
type Config struct {
	Seed    uint64     `json:"seed"`
	Players []DeckList `json:"players"`
	// MaxSteps bounds decisions+events (0: 200000); exceeding it ends the
	// game with ErrBudget.
	MaxSteps int `json:"maxSteps,omitempty"`
	// Melee, if set, makes the game a melee game (3 or more players).
	Melee *Melee `json:"melee,omitempty"`
	// NoCache recomputes derived values after every change (instead of
	// only after changes an active constant reads, ConstantSpec.Reads) and
	// scans every card for abilities at every window (instead of reusing a
	// scan while no card moved): a check, for tests, that the engine's
	// caches change nothing.
	NoCache bool `json:"-"`
	// Reuse, if set, lends the game the memory of a recycled one (see
	// Game.Recycle).
	Reuse *Reuse `json:"-"`
}

// Errors returned by Run.
var (
	// ErrStop is returned by a Decider to halt the game cleanly.
	ErrStop = errors.New("rules: stopped by decider")
	// ErrBudget means the game exceeded its step budget.
	ErrBudget = errors.New("rules: step budget exceeded")
)

// Result is how a run ended.
type Result struct {
	Over   bool
	Winner int // player index, -1 if none
	Reason string
	Round  int
}

// Game is one game in progress.
type Game struct {
	Players []*Player
	Cards   []*Card
	Round   int
	Phase   Phase
	// Step is the current framework step name.
	Step   string
	First  int
	Active int

	lib     Definitions
	areas   []*AreaDef
	areaIDs map[string]AreaID // area name → ID
	inPlay  uint64            // bits of the in-play areas
	// libAreas counts the standard and keyword areas, declared first and in
	// the same order in every game of a library (areas an effect declares
	// during a game may get other IDs in another game).
	libAreas int
	keywords []*KeywordDef
	// keywordSteps: a keyword definition adds framework steps (keyword_steps.go).
	keywordSteps bool
	listening    map[string]bool
	areaActive   uint64 // areas from which some ability is active
	// actAreas are the areas from which some action is active; trigAreas
	// hold, per area, the event bits (eventBit) of the triggers active there.
	actAreas   uint64
	trigAreas  []uint64
	constAreas uint64 // out-of-play areas from which some constant ability is active
	// anyPlayerActs: some card of the game has an action any player may
	// initiate (Ability.AnyPlayer), so action windows look at other
	// players' cards too
	anyPlayerActs bool
	// anyPlayerTrigs: some card of the game has a reaction or interrupt
	// any player may trigger (Ability.AnyPlayer), so player windows look
	// at other players' cards too
	anyPlayerTrigs bool
	// asIfAreas are the out-of-play areas holding a card its owner may
	// marshal or play as if it were in hand (MayAsIfInHand), asIfNow those
	// cards, as the last refresh of derived values found them (asIfPrev:
	// the refresh before; scans are redone when they differ).
	asIfAreas         uint64
	asIfNow, asIfPrev []CardID
	// asIfBy are the players the abilities granting MayAsIfInHand give the
	// permission to, by card, as the last refresh found them.
	asIfBy []asIfGrant

	ch *ChallengeState
	// declaring is the challenge being declared (Declaring).
	declaring declaration
	lasting   []*Lasting
	// reducers are player cost reducers.
	reducers    []*CostReducer
	delayed     []*Delayed
	nextLasting int
	limits      []limitCount
	history     []HistEntry

	log []LogEntry
	// claiming is the claim being applied: the cause of the lines it logs.
	claiming *Cause
	pcg      *rand.PCG
	rng      *rand.Rand
	decider  Decider
	choices  []int
	replay   []int
	prompt   Prompt
	steps    int
	maxStep  int

	refreshing bool
	zeroKills  bool // some card in play is killed at STR 0 (Derived.KilledAtZero)
	// dirtyReads and dirtyAreas record what changed since the last refresh;
	// activeReads and activeAreas what the constants applied then read.
	dirtyReads, activeReads Reads
	dirtyAreas, activeAreas uint64
	activeHist              uint64 // event bits (eventBit) of the history events read
	noCache                 bool   // Config.NoCache
	moves                   uint64 // counts card moves and other changes a scan depends on
	raises                  uint64 // counts Raise calls (Event.raise)
	scans                   scanCaches
	candCtx                 Context // scratch context for checking trigger candidates
	candDepth               int
	ver                     uint64
	// grants: since the last refresh began, some card's derived values
	// gained or lost abilities or keywords, or blanked it.
	grants            bool
	cctx              Context
	curSpec           *ConstantSpec
	curCtx            *Context
	applyFn           func(*Card)
	curLasting        bool // applyConstant is applying a lasting effect (applyTo)
	applyPlayerFn     func(*Player)
	infos             map[*CardDef]*defInfo
	evBits            map[string]uint64 // trigger event name → bit (info.go)
	cardStore         []Card
	cardFirst         []Card // the first block of cardStore (Reuse)
	evStore           []Event
	evChunks, evSpare [][]Event // blocks of events used, and spare ones (Reuse)
	reuse             *Reuse
	powerChanged      bool
	// emptied: bits of the players whose draw deck became empty (or who had
	// to draw from an empty deck) since the last checkDecks
	emptied  uint64
	selfLeft *Player // controller of a card answering its own leaving play
	// wr, while whenRevealed resolves a set of plots, holds the when
	// revealed abilities still to resolve: a plot an ability reveals
	// meanwhile joins them (when_revealed.go)
	wr *whenRevealedSet
	// batch, while Simultaneously runs, collects the events raised to
	// raise them together
	batch *[]*Event
	att   attachCheck // discardIllegalAttachments (attachments.go)
	// rcs are the restriction checks restricted asks with, one per depth
	// of nested checks (rcDepth in use)
	rcs     []*RestrictionCheck
	rcDepth int
	known   knownView // a card shown as its last known state (last_known.go)
	// over: bits (1 << Period) of the periods whose end has resolved and
	// that have not begun again (endPeriod)
	over uint8
	// emitted, while the attackers-declared step runs, collects the
	// definitions' events (Emit) to raise them with the challenge's
	// initiation
	emitted *[]*Event

	result Result
	// melee is the state of a melee game (nil: joust).
	melee *meleeState
	// observe, if set, is called after every event resolves (SetObserver).
	observe  func(g *Game, ev *Event) error
	start    startSpec
	swaps    []swapRecord
	dupSave  *Ability
	optBuf   []Option
	candBuf  []cand
	running  bool
	stopping bool

	pendingSwaps []swapRecord
	verifyHash   uint64
	verifyAt     int

	ext extras // state checks and additional phases (state_checks.go)

	hostData map[any]any // HostData
	// copiedFrom is the game this one is a Copy of (for HostData)
	copiedFrom *Game

	str strengthWatch // STR increase events (strength_events.go)

	settle settleState // the passes of a refresh of derived values (settle.go)

	trig []trigFrame // triggered abilities resolving, outermost first (loops.go)
}

// signals carried by panics inside a run.
type stopSignal struct{ err error }
type gameOver struct{}

// HostSignal marks the engine's unwinding panics (the game ended, a
// decider stopped it) so that code the engine calls into — a Lua hook's
// sandbox — passes them on instead of reporting an error.
func (stopSignal) HostSignal() {}

// HostSignal marks the panic that ends a won game (see stopSignal).
func (gameOver) HostSignal() {}

// NewGame builds a game from deck lists: areas and keywords are
// registered, cards created; Run then plays setup and rounds.
func NewGame(lib Definitions, cfg Config) (*Game, error) {
	if err := checkPlayers(len(cfg.Players), cfg.Melee); err != nil {
		return nil, err
	}
	g := newGame(lib, cfg.Seed, cfg.MaxSteps, cfg.Reuse)
	g.noCache = cfg.NoCache
	cfg.Reuse = nil // the saved start does not hold it
	g.seatPlayers(len(cfg.Players), func(i int) string { return cfg.Players[i].Name }, cfg.Melee)
	for i, dl := range cfg.Players {
		p := g.Players[i]
		var aside *SetAside
		add := func(code string, a AreaID) error {
			d := lib.CardDef(code)
			if d == nil {
				return fmt.Errorf("rules: unknown card code %q", code)
			}
			if aside != nil && !aside.Phased && (a == AreaPlotDeck || a == AreaDeck) && aside.Match(d) {
				a = g.DeclareArea(aside.Area)
			}
			g.newCard(d, p, a)
			if a == AreaAgenda {
				aside = d.SetAside
				if aside != nil {
					g.DeclareArea(aside.Area)
				}
			}
			return nil
		}
		if dl.Faction != "" {
			if err := add(dl.Faction, AreaFaction); err != nil {
				return nil, err
			}
		}
		if dl.Agenda != "" {
			if err := add(dl.Agenda, AreaAgenda); err != nil {
				return nil, err
			}
		}
		for _, c := range dl.Plots {
			if err := add(c, AreaPlotDeck); err != nil {
				return nil, err
			}
		}
		for _, c := range dl.Deck {
			if err := add(c, AreaDeck); err != nil {
				return nil, err
			}
		}
		g.ensureFactionCard(p, dl.House)
	}
	if err := g.fillMeleeTitles(cfg.Melee); err != nil {
		return nil, err
	}
	cfgCopy := cfg
	g.start = startSpec{Config: &cfgCopy, From: "setup"}
	g.finishSetup()
	return g, nil
}

// seatPlayers adds n players named by name(i) (an empty name becomes p1,
// p2, …) and, when m is set, makes the game a melee game.
func (g *Game) seatPlayers(n int, name func(i int) string, m *Melee) {
	for i := range n {
		name := name(i)
		if name == "" {
			name = fmt.Sprintf("p%d", i+1)
		}
		g.addPlayer(name)
	}
	if m != nil {
		g.enableMelee()
	}
}

// ensureFactionCard gives p a faction card of the faction house (""
// for none: neutral) when it has none: a scenario or a deck list without
// one still has a card to hold faction power and to kneel.
func (g *Game) ensureFactionCard(p *Player, house string) {
	if len(p.zones[AreaFaction]) == 0 {
		d := &CardDef{Code: "faction-" + p.Name, Title: p.Name + "'s faction", Type: TypeFaction, Faction: house}
		g.newCard(d, p, AreaFaction)
	}
}

// fillMeleeTitles puts a melee game's titles in the pool (nothing when m
// is nil); call it once every player's cards are made.
func (g *Game) fillMeleeTitles(m *Melee) error {
	if m == nil {
		return nil
	}
	return g.fillTitlePool(m.Titles)
}

func newGame(lib Definitions, seed uint64, maxSteps int, reuse *Reuse) *Game {
	if maxSteps <= 0 {
		maxSteps = 200000
	}
	g := &Game{lib: lib, listening: map[string]bool{}, maxStep: maxSteps, First: 0, infos: map[*CardDef]*defInfo{}, evBits: map[string]uint64{}}
	g.applyFn = g.applyTo
	g.applyPlayerFn = func(p *Player) { g.applyPlayer(g.curCtx, g.curSpec, p) }
	if reuse != nil {
		reuse.take(g)
		g.reuse = reuse
	}
	if g.log == nil {
		g.log = make([]LogEntry, 0, 512)
	}
	if g.cardStore == nil {
		g.cardStore = make([]Card, 0, 140)
		g.cardFirst = g.cardStore
	}
	g.pcg = rand.NewPCG(seed, seed^0x9e3779b97f4a7c15)
	g.rng = rand.New(g.pcg)
	g.areaIDs = map[string]AreaID{}
	for _, a := range standardAreas() {
		g.DeclareArea(a) // in order: their IDs are the Area constants
	}
	g.result.Winner = -1
	g.dupSave = duplicateSaveAbility()
	for _, k := range lib.KeywordDefs() {
		g.addKeyword(k)
	}
	g.libAreas = len(g.areas)
	return g
}

func (g *Game) addPlayer(name string) *Player {
	p := &Player{Index: len(g.Players), Name: name}
	p.zones = make([][]CardID, len(g.areas))
	p.slots = make([]int, len(g.areas))
	g.Players = append(g.Players, p)
	g.scans.moved = append(g.scans.moved, 1)
	return p
}

func (g *Game) addKeyword(k *KeywordDef) {
	g.keywords = append(g.keywords, k)
	g.keywordSteps = g.keywordSteps || len(k.Steps) > 0
	for _, a := range k.Areas {
		g.DeclareArea(a)
	}
	for _, ab := range k.Abilities {
		g.listen(ab)
	}
	for _, pf := range k.PlayFrom {
		if id, ok := g.AreaByName(pf.Area); ok {
			g.activeFrom(id, nil)
		}
	}
}

// finishSetup computes listener tables once all cards exist.
func (g *Game) finishSetup() {
	g.eachDef(func(d *CardDef) {
		for _, ab := range d.Abilities {
			g.listen(ab)
		}
		if d.Type == TypeEvent && len(d.Abilities) > 0 {
			g.activeFrom(AreaHand, nil)
		}
	})
	g.touch()
	g.watchStrength() // records the STR of characters already in play
}

// eachDef calls fn once for each definition the game's cards have.
func (g *Game) eachDef(fn func(*CardDef)) {
	seen := map[*CardDef]bool{}
	for _, c := range g.Cards {
		if !seen[c.Def] {
			seen[c.Def] = true
			fn(c.Def)
		}
	}
}

func (g *Game) listen(ab *Ability) {
	if ab.Trigger != nil {
		g.listening[ab.Trigger.Event] = true
		for _, n := range ab.Trigger.Also {
			g.listening[n] = true
		}
	}
	for _, a := range ab.ActiveIn {
		if id, ok := g.AreaByName(a); ok {
			g.activeFrom(id, ab)
		}
	}
}

// activeFrom records that ability ab (nil: abilities of any kind) works
// from out-of-play area id: scans visit the area, action scans if ab is
// an action, trigger scans for the events ab's trigger names.
func (g *Game) activeFrom(id AreaID, ab *Ability) {
	g.areaActive |= 1 << id
	for len(g.trigAreas) <= int(id) {
		g.trigAreas = append(g.trigAreas, 0)
	}
	switch {
	case ab == nil:
		g.actAreas |= 1 << id
		g.trigAreas[id] = ^uint64(0)
	case ab.Trigger != nil:
		g.trigAreas[id] |= g.eventBit(ab.Trigger.Event)
		for _, n := range ab.Trigger.Also {
			g.trigAreas[id] |= g.eventBit(n)
		}
	case ab.Kind == Action || ab.Kind == PlayerAction:
		g.actAreas |= 1 << id
	}
}

// DeclareArea registers an area (idempotent by name) and returns its ID.
func (g *Game) DeclareArea(a *AreaDef) AreaID {
	if id, ok := g.AreaByName(a.Name); ok {
		return id
	}
	id := AreaID(len(g.areas))
	g.areas = append(g.areas, a)
	g.areaIDs[a.Name] = id
	if a.InPlay {
		g.inPlay |= 1 << id
	}
	for _, p := range g.Players {
		p.zones = append(p.zones, nil)
		p.slots = append(p.slots, 0)
	}
	if len(g.Cards) > 0 {
		// declared during the game (an effect's area, on first use): the
		// abilities that work from it are visited there from now on
		g.eachDef(func(d *CardDef) {
			for _, ab := range d.Abilities {
				if slices.Contains(ab.ActiveIn, a.Name) {
					g.activeFrom(id, ab)
				}
			}
		})
		g.touch()
	}
	return id
}

// AreaByName looks an area up by name.
func (g *Game) AreaByName(name string) (AreaID, bool) {
	id, ok := g.areaIDs[name]
	return id, ok
}

// Area returns the definition of an area.
func (g *Game) Area(id AreaID) *AreaDef { return g.areas[id] }

// Areas returns every declared area.
func (g *Game) Areas() []*AreaDef { return g.areas }

// HiddenArea reports whether a is an out-of-play area declared by a
// keyword definition (not a standard area) whose cards are hidden from
// the opponent.
func (g *Game) HiddenArea(a AreaID) bool {
	if a <= AreaResolving {
		return false
	}
	d := g.areas[a]
	return !d.InPlay && d.Visible != VisibleAll
}

// KeywordDef returns the definition of a keyword, or nil.
func (g *Game) KeywordDef(name string) *KeywordDef {
	for _, k := range g.keywords {
		if k.Name == name {
			return k
		}
	}
	return nil
}

func (g *Game) newCard(d *CardDef, p *Player, a AreaID) *Card {
	if len(g.cardStore) == cap(g.cardStore) {
		g.cardStore = make([]Card, 0, 64)
	}
	g.cardStore = append(g.cardStore, Card{ID: CardID(len(g.Cards)), Def: d, Owner: p.Index, Controller: p.Index, Area: a, Parent: NoCard, Under: NoCard})
	c := &g.cardStore[len(g.cardStore)-1]
	c.info = g.infoFor(d)
	c.Faceup = !g.areas[a].Facedown
	g.Cards = append(g.Cards, c)
	p.zones[a] = append(p.zones[a], c.ID)
	if g.areas[a].ShowPositions {
		p.slots[a]++
		c.Slot = p.slots[a]
	}
	return c
}

// Card returns the card with the given ID.
func (g *Game) Card(id CardID) *Card { return g.Cards[id] }

// Player returns the player with index i.
func (g *Game) Player(i int) *Player { return g.Players[i] }

// Opponent returns the other player of a joust game.
func (g *Game) Opponent(p *Player) *Player { return g.Players[1-p.Index] }

// Controller returns the player controlling c.
func (g *Game) Controller(c *Card) *Player { return g.Players[c.Controller] }

// FirstPlayer returns the first player.
func (g *Game) FirstPlayer() *Player { return g.Players[g.First] }

// ActivePlayer returns the active player.
func (g *Game) ActivePlayer() *Player { return g.Players[g.Active] }

// InPlay reports whether the card is in play.
func (g *Game) InPlay(c *Card) bool { return g.areas[c.Area].InPlay }

// CardsIn returns the cards in a player's area, bottom first.
func (g *Game) CardsIn(p *Player, a AreaID) []*Card {
	ids := p.zones[a]
	out := make([]*Card, len(ids))
	for i, id := range ids {
		out[i] = g.Cards[id]
	}
	return out
}

// EachInPlay calls f for each card in play (both players, player order
// from player 0, areas in declaration order), duplicates excluded.
func (g *Game) EachInPlay(f func(c *Card)) {
	for _, p := range g.Players {
		for a, z := range p.zones {
			if g.inPlay&(1<<a) == 0 {
				continue
			}
			for _, id := range z {
				if c := g.Cards[id]; !c.IsDuplicate {
					f(c)
				}
			}
		}
	}
}

// Characters returns the characters p controls in play.
func (g *Game) Characters(p *Player) []*Card {
	var out []*Card
	for _, id := range p.zones[AreaPlay] {
		c := g.Cards[id]
		if c.Controller == p.Index && g.Type(c) == TypeCharacter {
			out = append(out, c)
		}
	}
	return out
}

// RevealedPlot returns the player's revealed plot card, or nil.
func (g *Game) RevealedPlot(p *Player) *Card {
	z := p.zones[AreaPlot]
	if len(z) == 0 {
		return nil
	}
	return g.Cards[z[len(z)-1]]
}

// FactionCard returns the player's faction card.
func (g *Game) FactionCard(p *Player) *Card {
	z := p.zones[AreaFaction]
	if len(z) == 0 {
		return nil
	}
	return g.Cards[z[0]]
}

// Power returns the player's power total (power on cards they control in play).
func (g *Game) Power(p *Player) int {
	n := 0
	for a, z := range p.zones {
		if !g.areas[a].InPlay {
			continue
		}
		for _, id := range z {
			c := g.Cards[id]
			if c.Controller == p.Index {
				n += c.Count(TokenPower)
			}
		}
	}
	// cards controlled by p but in the opponent's zones (taken control)
	for _, o := range g.Players {
		if o == p {
			continue
		}
		for _, id := range o.zones[AreaPlay] {
			if c := g.Cards[id]; c.Controller == p.Index {
				n += c.Count(TokenPower)
			}
		}
	}
	return n
}

// plot value helpers

// Income is the gold value of p's revealed plot with modifiers.
func (g *Game) Income(p *Player) int {
	return g.plotValue(p, "income", func(s PlotStats) int { return s.Income }, g.incomeMod(p))
}

// Initiative is p's initiative with modifiers.
func (g *Game) Initiative(p *Player) int {
	return g.plotValue(p, "initiative", func(s PlotStats) int { return s.Initiative }, g.PlayerMods(p).Initiative)
}

// Claim is p's claim value with modifiers.
func (g *Game) Claim(p *Player) int {
	d := g.PlayerMods(p)
	if d.HasClaimSet {
		return d.ClaimSet
	}
	return g.plotValue(p, "claim", func(s PlotStats) int { return s.Claim }, d.Claim)
}

// Reserve is p's reserve value with modifiers.
func (g *Game) Reserve(p *Player) int {
	return g.plotValue(p, "reserve", func(s PlotStats) int { return s.Reserve }, g.PlayerMods(p).Reserve)
}

func (g *Game) plotValue(p *Player, stat string, f func(PlotStats) int, mod int) int {
	v := mod
	if c := g.RevealedPlot(p); c != nil {
		v += f(c.Def.Plot)
	}
	v = applyFloors(v, stat, g.PlayerMods(p).Floors)
	if v < 0 {
		v = 0
	}
	return v
}

// Rand returns the game's random source (the only one).
func (g *Game) Rand() *rand.Rand { return g.rng }

// Shuffle shuffles one of p's areas with the game's random source.
func (g *Game) Shuffle(p *Player, a AreaID) {
	z := p.zones[a]
	g.rng.Shuffle(len(z), func(i, j int) { z[i], z[j] = z[j], z[i] })
	g.movedFor(p.Index)
	g.placeReads(nil, a, a)
}

// Result returns how the game ended (Over false while it runs).
func (g *Game) Result() Result { return g.result }

// Challenge returns the challenge in progress, or nil.
func (g *Game) Challenge() *ChallengeState { return g.ch }

// ---- low-level movement ----

func (g *Game) removeFromZone(c *Card) {
	z := g.Players[g.zoneOwner(c)].zones[c.Area]
	if i := slices.Index(z, c.ID); i >= 0 {
		z = append(z[:i], z[i+1:]...)
		g.Players[g.zoneOwner(c)].zones[c.Area] = z
	}
}

// zoneOwner: in-play cards sit in their controller's zones, others in their owner's.
func (g *Game) zoneOwner(c *Card) int {
	if g.areas[c.Area].InPlay {
		return c.Controller
	}
	return c.Owner
}

// place moves a card to area to (for player pl's zones when in play,
// owner's otherwise) with all the consequences of leaving and entering
// areas, without raising events. bottom places it at the bottom.
func (g *Game) place(c *Card, to AreaID, pl int, bottom bool) {
	from := c.Area
	g.movedFor(c.Owner, c.Controller)
	fromDef, toDef := g.areas[from], g.areas[to]
	if fromDef.InPlay && !toDef.InPlay {
		to = g.leavingTo(c, to)
		toDef = g.areas[to]
		g.leavePlayConsequences(c)
	}
	g.removeFromZone(c)
	if from == AreaDeck && len(g.Players[c.Owner].zones[AreaDeck]) == 0 {
		g.emptied |= 1 << c.Owner // "eliminated … when his or her draw deck has no cards remaining"
	}
	if fromDef.DiscardTokensOnLeave || (fromDef.InPlay && !toDef.InPlay) {
		c.Tokens = c.Tokens[:0]
	}
	c.Area = to
	c.Under = NoCard
	if toDef.InPlay {
		c.Controller = pl
	} else {
		c.Controller = c.Owner
	}
	zo := g.Players[g.zoneOwner(c)]
	if bottom {
		zo.zones[to] = slices.Insert(zo.zones[to], 0, c.ID)
	} else {
		zo.zones[to] = append(zo.zones[to], c.ID)
	}
	c.Faceup = !toDef.Facedown
	c.Kneeling = false
	if toDef.ShowPositions {
		zo.slots[to]++
		c.Slot = zo.slots[to]
	} else {
		c.Slot = 0
	}
	c.instance++
	if !toDef.InPlay {
		c.Parent = NoCard
		c.IsDuplicate = false
		c.asType = TypeNone
	}
	g.movedFor(c.Controller)
	g.placeReads(c, from, to)
}

func (g *Game) leavePlayConsequences(c *Card) {
	// remove from a challenge
	if g.ch != nil {
		g.ch.remove(c.ID)
	}
	// detach from parent
	if c.Parent != NoCard {
		par := g.Cards[c.Parent]
		par.Attachments = slices.DeleteFunc(par.Attachments, func(x CardID) bool { return x == c.ID })
		par.Duplicates = slices.DeleteFunc(par.Duplicates, func(x CardID) bool { return x == c.ID })
		c.Parent = NoCard
	}
	// duplicates are discarded
	for len(c.Duplicates) > 0 {
		d := g.Cards[c.Duplicates[0]]
		g.place(d, AreaDiscard, d.Owner, false)
		g.logf(MsgDuplicateDiscarded, d.Controller, d, nil, 0, "")
	}
	// attachments return to hand (or are discarded by keyword rule)
	for len(c.Attachments) > 0 {
		a := g.Cards[c.Attachments[0]]
		to := AreaHand
		if g.discardOnParentLeave(a) {
			to = AreaDiscard
		}
		g.place(a, to, a.Owner, false)
		g.recordHist(HistEntry{Event: "leaves-play", Player: a.Controller, Card: a.ID})
		if to == AreaHand {
			g.logf(MsgReturnedToHand, a.Owner, a, nil, 0, "")
		} else {
			g.logf(MsgDiscarded, a.Owner, a, nil, 0, AreaNamePlay)
		}
	}
}

func (g *Game) discardOnParentLeave(a *Card) bool {
	found := false
	g.Keywords(a, func(k *KeywordInstance) bool {
		if kd := g.KeywordDef(k.Name); kd != nil && kd.DiscardAttachmentOnParentLeave {
			found = true
			return false
		}
		return true
	})
	return found
}

// ---- running ----

// DeckTitles returns the titles of the players' deck lists for a game
// started by NewGame (nil otherwise).
func (g *Game) DeckTitles() []string {
	if g.start.Config == nil {
		return nil
	}
	var out []string
	for _, d := range g.start.Config.Players {
		out = append(out, d.Title)
	}
	return out
}

// Run plays the game from its start point (setup for NewGame, the
// scenario's point for NewScenario, or replays a resumed game's history)
// until a player wins, the decider returns ErrStop (returned as err), or
// an error occurs.
func (g *Game) Run(d Decider) (res Result, err error) {
	if g.running {
		return g.result, errors.New("rules: game already running")
	}
	if g.stopping {
		return g.result, errors.New("rules: a stopped game cannot continue; use Save and Resume")
	}
	g.decider = d
	g.running = true
	defer func() {
		g.running = false
		if r := recover(); r != nil {
			var stopped bool
			stopped, err = unwound(r)
			g.stopping = g.stopping || stopped
		}
		res = g.result
	}()
	g.runFrom(g.start.From)
	return g.result, nil
}

// unwound turns a panic recovered by Run or Exec into its error: a won game
// is none; stopped reports a decider's stop or an engine crash, after which
// the game cannot continue.
func unwound(r any) (stopped bool, err error) {
	switch s := r.(type) {
	case stopSignal:
		return true, s.err
	case gameOver:
		return false, nil
	default:
		return true, &PanicError{Value: r, Stack: string(debug.Stack())}
	}
}

// Exec runs f inside the engine (effects may prompt d, raise events and end
// the game) outside of Run: scenario tests and tools use it to apply an
// effect to the current state. A game that ends inside f reports it in Result.
func (g *Game) Exec(d Decider, f func(g *Game)) (err error) {
	if g.running {
		f(g)
		return nil
	}
	g.decider = d
	g.running = true
	defer func() {
		g.running = false
		if r := recover(); r != nil {
			_, err = unwound(r)
		}
	}()
	f(g)
	return nil
}

// PanicError reports a panic inside a run (a bug in a definition's
// function or in the engine); the game cannot continue.
type PanicError struct {
	Value any
	Stack string
}

func (e *PanicError) Error() string { return fmt.Sprintf("rules: panic during the game: %v", e.Value) }

func (g *Game) budget() {
	g.steps++
	if g.steps > g.maxStep {
		panic(stopSignal{ErrBudget})
	}
}

// win ends the game.
func (g *Game) win(p *Player, reason string) {
	if g.result.Over {
		return
	}
	g.result = Result{Over: true, Winner: p.Index, Reason: reason, Round: g.Round}
	g.logf(MsgWins, p.Index, nil, nil, 0, reason)
	panic(gameOver{})
}

func (g *Game) checkVictory() {
	if g.result.Over || !g.powerChanged {
		return
	}
	g.powerChanged = false
	var winners []*Player
	for _, i := range g.playerOrder() {
		p := g.Players[i]
		if !p.Eliminated && g.Power(p) >= 15 {
			if !g.canWin(p) {
				g.powerChanged = true // check again once the restriction may be gone
				continue
			}
			winners = append(winners, p)
		}
	}
	if len(winners) == 1 {
		g.win(winners[0], "power")
	} else if len(winners) > 1 {
		w := g.choosePlayer(g.FirstPlayer(), "choose-winner", winners)
		g.win(w, "power")
	}
}

// checkDecks eliminates the players whose draw deck has no cards
// remaining (Winning the Game): when they are all the players left, the
// first player determines the order in which they are eliminated, that is
// which of them wins (2.2: "the first player determines which of those
// players is the winner of the game").
func (g *Game) checkDecks() {
	if g.emptied == 0 || g.result.Over {
		return
	}
	var out []*Player
	left := 0
	for _, i := range g.playerOrder() {
		p := g.Players[i]
		if p.Eliminated {
			continue
		}
		left++
		if g.emptied&(1<<i) != 0 && len(p.zones[AreaDeck]) == 0 {
			out = append(out, p)
		}
	}
	g.emptied = 0
	if len(out) > 1 && len(out) == left {
		w := g.choosePlayer(g.FirstPlayer(), "choose-winner", out)
		for _, p := range out {
			if p != w {
				p.Eliminated = true
				g.logf(MsgEliminated, p.Index, nil, nil, 0, "")
			}
		}
		g.win(w, "elimination")
	}
	for _, p := range out {
		g.eliminate(p)
	}
}

func (g *Game) eliminate(p *Player) {
	if p.Eliminated {
		return
	}
	p.Eliminated = true
	g.logf(MsgEliminated, p.Index, nil, nil, 0, "")
	var left []*Player
	for _, q := range g.Players {
		if !q.Eliminated {
			left = append(left, q)
		}
	}
	if len(left) == 1 {
		g.win(left[0], "elimination")
	}
	if len(left) == 0 {
		g.win(g.FirstPlayer(), "elimination")
	}
}

// playerOrder returns player indices starting with the first player.
func (g *Game) playerOrder() []int {
	n := len(g.Players)
	out := make([]int, 0, n)
	for i := 0; i < n; i++ {
		out = append(out, (g.First+i)%n)
	}
	return out
}

func (g *Game) next(i int) int { return (i + 1) % len(g.Players) }

// Replaying reports whether the game replays the choices of another
// (Copy, Resume) and has made none past them yet: until then it does what
// that game did.
func (g *Game) Replaying() bool { return len(g.replay) > 0 && len(g.choices) <= len(g.replay) }

// HostData returns the value the engine's host (the interpreter) keeps with
// this game under key, made by mk on first use (in a copy, from the copied
// game's when that is a HostCopier): per-game bookkeeping such as what Lua
// hooks have spent of their budget. The engine never reads it.
func (g *Game) HostData(key any, mk func() any) any {
	if v, ok := g.hostData[key]; ok {
		return v
	}
	if g.hostData == nil {
		g.hostData = map[any]any{}
	}
	var v any
	if g.copiedFrom != nil {
		if hc, ok := g.copiedFrom.HostData(key, mk).(HostCopier); ok {
			v = hc.CopyHost()
		}
	}
	if v == nil {
		v = mk()
	}
	g.hostData[key] = v
	return v
}
