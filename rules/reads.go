package rules

// Reads says which parts of the game state a constant ability's result
// depends on. The engine recomputes derived values (refresh) only when a
// change touches something an active constant or lasting effect reads.
// The zero value means "unknown": the ability is recomputed after every
// change, which is always correct.
type Reads uint16

// The parts of the state a constant may read.
const (
	// ReadsCards: which cards are in play or in an area abilities work
	// from, their control, facing, attachments and derived values.
	ReadsCards Reads = 1 << iota
	// ReadsKneeling: whether cards are kneeling.
	ReadsKneeling
	// ReadsTokens: tokens (power, gold, others) on cards.
	ReadsTokens
	// ReadsGold: players' gold pools.
	ReadsGold
	// ReadsPhase: the current phase.
	ReadsPhase
	// ReadsChallenge: the challenge in progress, its participants and result.
	ReadsChallenge
	// ReadsAreas: the cards (and their order) in the out-of-play areas
	// named by ConstantSpec.ReadAreas.
	ReadsAreas
	// ReadsHistory: the events recorded this round (Game.History).
	ReadsHistory
	// ReadsFirstPlayer: who is the first player.
	ReadsFirstPlayer
	// ReadsActivePlayer: who is the active player.
	ReadsActivePlayer

	readsAll = ReadsCards | ReadsKneeling | ReadsTokens | ReadsGold | ReadsPhase | ReadsChallenge | ReadsAreas |
		ReadsHistory | ReadsFirstPlayer | ReadsActivePlayer
)

// touch records that something of every kind may have changed.
func (g *Game) touch() {
	g.moves++
	for i := range g.scans.moved {
		g.scans.moved[i]++
	}
	g.touchReads(readsAll, ^uint64(0))
}

// touchReads records a change of the kinds rd; areas holds the bits of the
// out-of-play areas whose contents changed (with ReadsAreas).
func (g *Game) touchReads(rd Reads, areas uint64) {
	g.dirtyReads |= rd
	if rd&ReadsAreas != 0 {
		g.dirtyAreas |= areas
	}
}

// stale reports whether a recorded change touches what the constants and
// lasting effects applied at the last refresh read.
func (g *Game) stale() bool {
	d := g.dirtyReads
	if d == 0 {
		return false
	}
	if g.ver == 0 || g.noCache {
		return true // never refreshed: nothing is known yet
	}
	if d&g.activeReads&^ReadsAreas != 0 {
		return true
	}
	return d&g.activeReads&ReadsAreas != 0 && g.dirtyAreas&g.activeAreas != 0
}

// noteReads adds what spec reads to the set the next changes are compared
// with (called by refresh for every constant and lasting effect it applies).
func (g *Game) noteReads(s *ConstantSpec) {
	rd := s.Reads
	if rd == 0 {
		g.activeReads = readsAll
		g.activeAreas = ^uint64(0)
		g.activeHist = ^uint64(0)
		return
	}
	g.activeReads |= rd
	if rd&ReadsHistory != 0 {
		if len(s.ReadEvents) == 0 {
			g.activeHist = ^uint64(0)
		}
		for _, name := range s.ReadEvents {
			g.activeHist |= g.eventBit(name)
		}
	}
	if rd&ReadsAreas != 0 {
		g.activeAreas |= g.areaMask(s.ReadAreas, &s.readMask)
	}
}

// placeReads is what moving card c between areas from and to changes.
func (g *Game) placeReads(c *Card, from, to AreaID) {
	g.moves++
	src := func(a AreaID) bool { return g.areas[a].InPlay || g.constAreas&(1<<a) != 0 }
	if src(from) || src(to) {
		g.touchReads(ReadsCards|ReadsAreas, 1<<from|1<<to)
		return
	}
	for _, l := range g.lasting {
		for _, lc := range l.Cards {
			if lc == c {
				g.touchReads(ReadsCards|ReadsAreas, 1<<from|1<<to)
				return
			}
		}
	}
	g.touchReads(ReadsAreas, 1<<from|1<<to)
}

// noteLastingReads notes what a lasting effect reads: its affected cards
// are fixed, so it reads nothing more unless it computes its modification
// or has a condition.
func (g *Game) noteLastingReads(s *ConstantSpec) {
	if s.Reads != 0 || s.Apply != nil || s.ApplyPlayer != nil || s.Condition != nil || s.Targets != nil || s.Players != nil {
		g.noteReads(s)
	}
}

// setFirstPlayer makes p the first player (the plot phase's choice, or an
// effect through ChangeFirstPlayer).
func (g *Game) setFirstPlayer(p *Player) {
	g.First = p.Index
	g.touchReads(ReadsFirstPlayer, 0)
}
