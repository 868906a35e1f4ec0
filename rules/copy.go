package rules

import (
	"errors"
	"math/rand/v2"
	"slices"
	"strings"
)

// identity is what Determinize deals: a card's definition and what the
// engine derived from it.
type identity struct {
	def  *CardDef
	info *defInfo
}

// Copy returns a new game that replays this game's start and choices:
// running it with a decider asks that decider first for the decision this
// game is at (or would be at next). The engine keeps its control state on
// the Go stack (windows, steps, resolving abilities), so a copy is a
// replay of the recorded choices rather than a copy of memory; a Copy is
// cheaper than Fork (no JSON, no state view, no hash check). reuse (may be
// nil) lends memory as Config.Reuse does. Reloaded definitions
// (ReplaceDef) are not replayed: the copy uses the current library. Host
// data that is a HostCopier is carried into the copy.
func (g *Game) Copy(reuse *Reuse) (*Game, error) {
	var c *Game
	var err error
	switch {
	case g.start.Config != nil:
		cfg := *g.start.Config
		cfg.Reuse = reuse
		c, err = NewGame(g.lib, cfg)
	case g.start.Scenario != nil:
		c, err = NewScenario(g.lib, *g.start.Scenario)
	default:
		return nil, errors.New("rules: game has no start to copy")
	}
	if err != nil {
		return nil, err
	}
	c.replay = slices.Clone(g.choices)
	c.copiedFrom = g
	for k, v := range g.hostData {
		if hc, ok := v.(HostCopier); ok {
			if c.hostData == nil {
				c.hostData = map[any]any{}
			}
			c.hostData[k] = hc.CopyHost()
		}
	}
	return c, nil
}

// HostCopier is host data (Game.HostData) that a copy of the game
// (Game.Copy) starts from: the copy holds CopyHost's value under the same
// key (made when the copy is, or, for a key the game has no data for yet,
// from the game's new data when the copy first asks for it); other host
// data starts afresh. The value may refer to the game's own: a copy is
// run on the goroutine of the game it was copied from, while that game
// waits (as a searching player's playouts are).
type HostCopier interface {
	CopyHost() any
}

// Determinize replaces what viewer cannot see by one assignment consistent
// with what viewer sees: the definitions of the out-of-play cards hidden
// from viewer (an opponent's hand, deck, plot deck and facedown hidden
// areas; viewer's own deck order) are dealt anew among the cards of the
// same owner and the same kind (plots with plots, other cards with each
// other), so every area keeps its size and every visible card stays as it
// is; the titles of a melee game's title pool stay where they are (they
// are not draw cards, and every player knows the six). The deal is a function of seed and of the hidden cards' codes as a
// multiset (the deck list less what viewer has seen), not of where they
// really are: two games that differ only in viewer's hidden cards give
// the same determinized game. The random source is reseeded with seed, so
// the copy's future (draws, random choices) does not follow the real
// game's. Searching players call it on a Copy so that they never read
// hidden cards.
func (g *Game) Determinize(viewer int, seed uint64) {
	r := rand.New(rand.NewPCG(seed, seed^0x94d049bb133111eb))
	for _, p := range g.Players {
		var pools [2][]*Card // 0: draw cards, 1: plots and agendas
		for a, z := range p.zones {
			ad := g.areas[a]
			if ad.InPlay {
				continue
			}
			for _, id := range z {
				c := g.Cards[id]
				if g.canSee(viewer, c, ad) || c.Def.Type == TypeTitle { // as View shows it (a hand's cards are faceup, yet hidden); the titles of the pool are known
					continue
				}
				k := 0
				if c.Def.Type == TypePlot || c.Def.Type == TypeAgenda {
					k = 1
				}
				pools[k] = append(pools[k], c)
			}
		}
		for _, pool := range pools {
			// the identities are put in a canonical order (by code) before
			// the shuffle, so the result depends on what viewer knows (how
			// many cards of each code are hidden where, the sizes of the
			// areas) and on seed, never on where the hidden cards really are
			ids := make([]identity, len(pool))
			for i, c := range pool {
				ids[i] = identity{c.Def, c.info}
			}
			slices.SortStableFunc(ids, func(a, b identity) int { return strings.Compare(a.def.Code, b.def.Code) })
			r.Shuffle(len(ids), func(i, j int) { ids[i], ids[j] = ids[j], ids[i] })
			for i, c := range pool {
				c.Def, c.info = ids[i].def, ids[i].info
			}
		}
	}
	g.pcg.Seed(r.Uint64(), r.Uint64())
	g.touch()
}
