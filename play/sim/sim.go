// Package sim runs many games between two deck lists and reports
// statistics: win rates with confidence intervals, first-player advantage,
// game length, why games ended, and per-card counts (drawn, marshaled,
// moved into and out of hidden out-of-play areas, abilities used, win rate
// when played). Games run on a pool of workers; results are merged in game
// order, so a report depends only on its seed, never on the worker count.
// Game logs in other languages are i18n/messages' job.
package sim

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/thronescript/thronescript/play/bot"
	"github.com/thronescript/thronescript/play/search"
	"github.com/thronescript/thronescript/rules"
)

// Deciders that Simulate and the CLI know by name.
const (
	KindBot    = "bot"
	KindRandom = "random"
	// KindSearch is the searching player; "search:N" gives it N playouts
	// per decision (default search.DefaultBudget).
	KindSearch = "search"
)

// NewDecider returns the decider of a kind ("bot", "random", "search" or
// "search:N") for one player of one game; seed makes random deciders and
// the search's determinizations reproducible.
func NewDecider(kind string, seed uint64) (rules.Decider, error) {
	switch kind {
	case KindBot:
		return bot.New(), nil
	case KindRandom:
		return rules.NewRandomDecider(seed), nil
	case KindSearch:
		return search.New(search.DefaultBudget, seed), nil
	}
	if rest, ok := strings.CutPrefix(kind, KindSearch+":"); ok {
		n, err := strconv.Atoi(rest)
		if err != nil || n < 0 || n > 100000 {
			return nil, fmt.Errorf("player kind %q: the search budget must be a number of playouts from 0 to 100000", kind)
		}
		return search.New(n, seed), nil
	}
	return nil, fmt.Errorf("unknown player kind %q (use bot, random, search or search:N)", kind)
}

// Seat combines the deciders of the players (one per player, in player
// order: two in a joust, three or more in a melee) into one rules.Decider.
type Seat []rules.Decider

// Decide implements rules.Decider by asking the prompted player's decider.
func (s Seat) Decide(g *rules.Game, p *rules.Prompt) (rules.Choice, error) {
	return s[p.Player].Decide(g, p)
}

// GameSeed is the seed of game i of a run seeded with seed.
func GameSeed(seed uint64, i int) uint64 { return seed + uint64(i) }

// PlayerSeed is the seed of player k's random decider in a game.
func PlayerSeed(gameSeed uint64, k int) uint64 {
	return gameSeed*0x9e3779b97f4a7c15 + uint64(k+1)*0xbf58476d1ce4e5b9
}

// Config says what to simulate.
type Config struct {
	// Lib supplies the card definitions.
	Lib rules.Definitions
	// Decks are the two players' deck lists; DeckNames name them in reports.
	Decks     [2]rules.DeckList
	DeckNames [2]string
	// Players are the decider kinds ("bot", "random").
	Players [2]string
	// Games to play; game i uses seed GameSeed(Seed, i).
	Games int
	Seed  uint64
	// Workers run games in parallel (0: GOMAXPROCS).
	Workers int
	// MaxSteps bounds each game (0: the engine's default).
	MaxSteps int
	// Alternate swaps the decks between the players in every second game
	// (odd game numbers), so that deck and player (decider) win rates are
	// measured separately.
	Alternate bool
	// Shard, if its N is set, plays only the games of shard K of N (game i
	// when i mod N = K), with the seeds of the full run: the shards of a
	// run together play exactly its games (see Part and Merge).
	Shard Shard
	// Progress, if set, is called (from one goroutine at a time) after each
	// finished game with the number done so far.
	Progress func(done, total int)
}

// Shard is one of N parts of a run: K in [0, N). The zero value is the
// whole run.
type Shard struct{ K, N int }

// Has reports whether game i is one of the shard's games.
func (s Shard) Has(i int) bool { return s.N <= 1 || i%s.N == s.K }

// Count is the number of the shard's games in a run of n games.
func (s Shard) Count(n int) int {
	if s.N <= 1 {
		return n
	}
	if s.K >= n {
		return 0
	}
	return (n-s.K-1)/s.N + 1
}

// GameResult is the outcome of one game.
type GameResult struct {
	Seed   uint64 `json:"seed"`
	Winner int    `json:"winner"` // 0, 1, or -1 (no winner: budget exceeded or error)
	Reason string `json:"reason"`
	Rounds int    `json:"rounds"`
	// First is the first player chosen in round 1 (-1 if the game ended before).
	First int `json:"first"`
	// Swapped: player 1 played deck 2 and player 2 deck 1 (Config.Alternate).
	Swapped bool `json:"swapped,omitempty"`
	// Play counts how the game was played (plausibility figures).
	Play PlayCounts `json:"play"`
	// Cards are per-card counts of this game, by player then code.
	Cards [2]map[string]*CardCounts `json:"-"`
}

// PlayCounts are counts of how games were played, to judge whether the
// players play like people do: challenges and how many were defended,
// events drawn and played, abilities and player actions used.
type PlayCounts struct {
	Challenges   int `json:"challenges"`
	Defended     int `json:"defended"`
	EventsDrawn  int `json:"eventsDrawn"`
	EventsPlayed int `json:"eventsPlayed"`
	// Abilities counts card abilities and player actions used (log "uses"
	// and keyword messages, setup excluded).
	Abilities int `json:"abilities"`
}

// Add adds o's counts to c.
func (c *PlayCounts) Add(o PlayCounts) {
	c.Challenges += o.Challenges
	c.Defended += o.Defended
	c.EventsDrawn += o.EventsDrawn
	c.EventsPlayed += o.EventsPlayed
	c.Abilities += o.Abilities
}

// CardCounts are one card's counts (for one player, in one or many games).
type CardCounts struct {
	Drawn     int `json:"drawn"`
	Marshaled int `json:"marshaled"`
	// Into counts moves into each hidden out-of-play area by a player action.
	Into map[string]int `json:"into,omitempty"`
	// Out counts cards brought (or played) out of each hidden area.
	Out       map[string]int `json:"out,omitempty"`
	Triggered int            `json:"triggered"`
	// Offered: games in which a player was offered to play the card (an
	// event) or use one of its abilities; Used: games in which such an
	// option was taken; MarshalOffered: games in which marshaling it or a
	// keyword's action on it (into or out of a hidden area) was offered —
	// the ways of putting it somewhere, which Marshaled, Into and Out
	// count. A card offered often and never used shows the players, not
	// the card.
	Offered        int `json:"offeredGames"`
	Used           int `json:"usedGames"`
	MarshalOffered int `json:"marshalOfferedGames"`
	// Played: games in which the card was marshaled, put into play, brought
	// out or played; Won: how many of those its player won.
	Played int `json:"playedGames"`
	Won    int `json:"wonGames"`
}

// Run plays cfg.Games games and returns their results in game order.
func Run(cfg Config) ([]GameResult, error) {
	out := make([]GameResult, 0, min(cfg.Games, 1<<16))
	err := RunEach(cfg, func(i int, r GameResult) {
		if i >= len(out) {
			out = append(out, make([]GameResult, i+1-len(out))...)
		}
		out[i] = r
	})
	if err != nil && len(out) == 0 {
		return nil, err
	}
	return out, err
}

// RunEach plays cfg.Games games (those of cfg.Shard) and hands each
// result to each (one call at a time, in the order games finish, i being
// the game's number) instead of keeping them: memory does not grow with
// the number of games.
func RunEach(cfg Config, each func(i int, r GameResult)) error {
	return runGames([]Config{cfg}, func(i int, rs []GameResult) { each(i, rs[0]) })
}

// RunPaired plays every game of a with the same seed under b too (same
// worker, one after the other) and hands each pair to each, in the order
// games finish: a paired comparison that keeps no result. a and b must
// have the same Games, Seed, Shard and Alternate.
func RunPaired(a, b Config, each func(i int, ra, rb GameResult)) error {
	return runGames([]Config{a, b}, func(i int, rs []GameResult) { each(i, rs[0], rs[1]) })
}

// runGames plays the games of cfgs[0] (its Games, Seed, Shard, Workers,
// Progress) under each config in turn and hands each game's results to
// each, one call at a time.
func runGames(cfgs []Config, each func(i int, rs []GameResult)) error {
	cfg := cfgs[0]
	for _, c := range cfgs {
		if c.Lib == nil {
			return errors.New("sim: no library")
		}
		if err := checkPlayers(c.Players[:]); err != nil {
			return err
		}
	}
	r := run{games: cfg.Games, shard: cfg.Shard, workers: cfg.Workers, progress: cfg.Progress}
	if err := r.check(); err != nil {
		return err
	}
	return playAll(r, func() func(int) ([]GameResult, error) {
		ws := make([]Worker, len(cfgs))
		rs := make([]GameResult, len(cfgs))
		return func(i int) ([]GameResult, error) {
			var err error
			for k, base := range cfgs {
				c := base
				swapped := base.Alternate && i%2 == 1
				if swapped {
					c.Decks[0], c.Decks[1] = base.Decks[1], base.Decks[0]
				}
				var e error
				rs[k], e = ws[k].Play(c, GameSeed(base.Seed, i))
				rs[k].Swapped = swapped
				if e != nil && err == nil {
					err = e
				}
			}
			return rs, err
		}
	}, each)
}

// PlayOne plays one game with the given seed and collects its statistics.
// A game that exceeds its step budget ends without a winner ("budget");
// an error building the game is returned.
func PlayOne(cfg Config, seed uint64) (GameResult, error) {
	var w Worker
	return w.Play(cfg, seed)
}

// Worker plays games one after another, each in the memory the previous
// one left (rules.Reuse). A Worker serves one goroutine; its zero value
// is ready to use.
type Worker struct {
	reuse rules.Reuse
}

// Play is PlayOne in the worker's memory.
func (w *Worker) Play(cfg Config, seed uint64) (GameResult, error) {
	decks := []rules.DeckList{cfg.Decks[0], cfg.Decks[1]}
	for k := range decks {
		if decks[k].Name == "" {
			decks[k].Name = fmt.Sprintf("p%d", k+1)
		}
	}
	p, err := w.playGame(cfg.Lib, seed, decks, cfg.Players[:], cfg.MaxSteps, nil)
	res := GameResult{Seed: seed, Winner: p.winner, Reason: p.reason, Rounds: p.rounds, First: p.first, Play: p.play}
	copy(res.Cards[:], p.cards)
	return res, err
}

// offers asks the seat and notes, per card, whether one of its options
// was offered and whether one was taken (CardCounts.Offered and Used).
type offers struct {
	seat Seat
	col  *collector
}

// Decide implements rules.Decider.
func (o offers) Decide(g *rules.Game, p *rules.Prompt) (rules.Choice, error) {
	ch, err := o.seat.Decide(g, p)
	if err != nil {
		return ch, err
	}
	for i := range p.Options {
		op := &p.Options[i]
		if op.Card == nil || (op.Kind != rules.OptMarshal && op.Kind != rules.OptAbility) {
			continue
		}
		f := o.col.flag(op.Card)
		switch {
		case op.Kind == rules.OptMarshal || keywordAction(g, op):
			*f |= marshalOffered
		case i == ch.Index:
			*f |= offered | used
		default:
			*f |= offered
		}
	}
	return ch, nil
}

// keywordAction reports whether an ability option is a keyword's action
// on its card (marshaling it into a hidden area, bringing it out): a way
// of putting the card somewhere, like marshaling, not one of its own
// abilities.
func keywordAction(g *rules.Game, op *rules.Option) bool {
	if op.Kind != rules.OptAbility {
		return false
	}
	found := false
	g.Keywords(op.Card, func(k *rules.KeywordInstance) bool {
		if d := g.KeywordDef(k.Name); d != nil && slices.Contains(d.Abilities, op.Ability) {
			found = true
		}
		return !found
	})
	return found
}

// Bits of collector.flags.
const (
	offered uint8 = 1 << iota
	used
	marshalOffered
)

// collector gathers per-card counts while a game runs.
type collector struct {
	// flags hold per card id whether an option of the card was offered and
	// taken (offers).
	flags  []uint8
	first  int
	counts []map[string]*CardCounts // by player
	// hidden remembers the hidden area a card was moved into.
	hidden map[rules.CardID]string
	played []map[string]bool // by player
	// titles counts, by player, the rounds each title was chosen (melee).
	titles []map[string]int
	seeded bool
	play   PlayCounts
	// defended: a defender was declared in the current challenge.
	defended bool
}

func newCollector(g *rules.Game) *collector {
	n := len(g.Players)
	c := &collector{first: -1, hidden: map[rules.CardID]string{}, counts: make([]map[string]*CardCounts, n), played: make([]map[string]bool, n)}
	for k := range c.counts {
		c.counts[k] = map[string]*CardCounts{}
		c.played[k] = map[string]bool{}
	}
	if g.IsMelee() {
		c.titles = make([]map[string]int, n)
		for k := range c.titles {
			c.titles[k] = map[string]int{}
		}
	}
	return c
}

// flag returns the offer bits of a card.
func (c *collector) flag(card *rules.Card) *uint8 {
	if int(card.ID) >= len(c.flags) {
		c.flags = append(c.flags, make([]uint8, int(card.ID)+1-len(c.flags))...)
	}
	return &c.flags[card.ID]
}

func (c *collector) get(card *rules.Card) *CardCounts {
	m := c.counts[card.Owner]
	cc := m[card.Def.Code]
	if cc == nil {
		cc = &CardCounts{}
		m[card.Def.Code] = cc
	}
	return cc
}

func isDrawCard(t rules.CardType) bool {
	return t == rules.TypeCharacter || t == rules.TypeLocation || t == rules.TypeAttachment || t == rules.TypeEvent
}

func (c *collector) observe(g *rules.Game, ev *rules.Event) error {
	if !c.seeded && ev.Name == rules.EvPhaseBegins {
		// the opening hand (and setup cards) count as drawn
		c.seeded = true
		for _, card := range g.Cards {
			if isDrawCard(card.Def.Type) && card.Area != rules.AreaDeck {
				c.drawn(card)
			}
		}
	}
	if c.first < 0 && g.Round == 1 && ev.Name == rules.EvPhaseBegins && ev.Kind == rules.PhaseDraw.String() {
		c.first = g.First
	}
	if ev.Name == rules.EvDrawn && ev.Player != nil {
		// the drawn cards are the last ones put into the hand
		hand := ev.Player.Zone(rules.AreaHand)
		k := min(ev.Amount, len(hand))
		for _, id := range hand[len(hand)-k:] {
			c.drawn(g.Cards[id])
		}
		return nil
	}
	switch ev.Name {
	case rules.EvTitleSelected:
		if ev.EntersPlay && ev.Player != nil && ev.Card != nil && c.titles != nil {
			c.titles[ev.Player.Index][ev.Card.Def.Code]++
		}
		return nil
	case rules.EvChallengeInit:
		c.play.Challenges++
		c.defended = false
	case rules.EvDeclaredDefender:
		if !c.defended {
			c.defended = true
			c.play.Defended++
		}
	}
	card := ev.Card
	if card == nil {
		return nil
	}
	switch ev.Name {
	case rules.EvMarshaled:
		c.get(card).Marshaled++
		c.played[card.Owner][card.Def.Code] = true
	case rules.EvPlayed:
		c.played[card.Owner][card.Def.Code] = true
		if card.Def.Type == rules.TypeEvent {
			c.play.EventsPlayed++
		}
		if a, ok := c.hidden[card.ID]; ok {
			c.bump(card, false, a)
			delete(c.hidden, card.ID)
		}
		return nil
	}
	if ev.To == ev.From {
		return nil
	}
	if ev.EntersPlay && card.Def.Type != rules.TypeTitle {
		c.played[card.Owner][card.Def.Code] = true
		if g.HiddenArea(ev.From) {
			c.bump(card, false, g.Area(ev.From).Name)
		}
	}
	if ev.Name == rules.EvMoved && g.HiddenArea(ev.To) && card.Area == ev.To {
		name := g.Area(ev.To).Name
		c.hidden[card.ID] = name
		if ev.Source != nil && ev.Source.Ability != nil && ev.Source.Ability.Kind == rules.PlayerAction {
			c.bump(card, true, name)
		}
	} else if g.HiddenArea(ev.From) && !g.HiddenArea(card.Area) && card.Area != rules.AreaResolving {
		delete(c.hidden, card.ID)
	}
	return nil
}

func (c *collector) drawn(card *rules.Card) {
	c.get(card).Drawn++
	if card.Def.Type == rules.TypeEvent {
		c.play.EventsDrawn++
	}
}

func (c *collector) bump(card *rules.Card, into bool, area string) {
	cc := c.get(card)
	m := &cc.Out
	if into {
		m = &cc.Into
	}
	if *m == nil {
		*m = map[string]int{}
	}
	(*m)[area]++
}

// finish counts abilities used from the log and marks the played cards'
// games as won or lost.
func (c *collector) finish(g *rules.Game, winner int) []map[string]*CardCounts {
	log := g.Log()
	inSetup := true
	for i := range log {
		e := &log[i]
		if e.Msg == rules.MsgRound {
			inSetup = false
		}
		switch e.Msg {
		case rules.MsgUses, rules.MsgPlays, rules.MsgWhenRevealed:
		case rules.MsgCustom:
			if inSetup || e.Card.ID == rules.NoCard {
				continue
			}
		default:
			continue
		}
		if e.Card.ID != rules.NoCard {
			c.get(g.Cards[e.Card.ID]).Triggered++
			c.play.Abilities++
		}
	}
	// offered and used count once per game and code
	seen := make([]map[string]uint8, len(c.counts))
	for id, f := range c.flags {
		if f == 0 {
			continue
		}
		card := g.Cards[id]
		k := card.Owner
		if seen[k] == nil {
			seen[k] = map[string]uint8{}
		}
		seen[k][card.Def.Code] |= f
	}
	for k := range seen {
		for code, f := range seen[k] {
			cc := c.counts[k][code]
			if cc == nil {
				cc = &CardCounts{}
				c.counts[k][code] = cc
			}
			if f&offered != 0 {
				cc.Offered++
			}
			if f&used != 0 {
				cc.Used++
			}
			if f&marshalOffered != 0 {
				cc.MarshalOffered++
			}
		}
	}
	for k := range c.played {
		for code := range c.played[k] {
			cc := c.counts[k][code]
			if cc == nil {
				cc = &CardCounts{}
				c.counts[k][code] = cc
			}
			cc.Played++
			if winner == k {
				cc.Won++
			}
		}
	}
	return c.counts
}
