package rules

// A scan for trigger or action abilities (scanAbilities) depends on which
// cards are where (faceup, controlled by whom, duplicates), on the
// abilities and keywords cards have now (derived values) and, for triggers,
// on the events. The cache keeps the last trigger scan and each player's
// last action scan with what they depended on: Game.moves (bumped by every
// card move and every unclassified change), Game.ver (bumped by every
// refresh of derived values) and, for triggers, the Raise the events
// belong to. A window then filters the cached abilities itself, so the
// windows of one Raise (cancel, would, interrupt, reaction and the forced
// ones) scan the cards once.

// scanItem is one ability a scan found.
type scanItem struct {
	pl *Player // the player whose cards were scanned
	c  *Card
	ab *Ability
	kw *KeywordInstance
	pf *PlayFrom
}

// scanCache is one cached scan.
type scanCache struct {
	valid      bool
	moves, ver uint64
	raise      uint64
	nev        int
	items      []scanItem
}

// scanCaches holds the trigger scan (all players) and each player's action
// scan.
type scanCaches struct {
	triggers scanCache
	actions  []scanCache
	depth    int // > 0 while a cached scan's callbacks run
}

// lookup returns the cached scan for p, mode and evs, scanning first when
// the cache is stale; nil when the scan must run uncached (Config.NoCache,
// scans of every ability, or a scan started from inside another's
// callbacks).
func (s *scanCaches) lookup(g *Game, p *Player, mode scanMode, evs []*Event) *scanCache {
	if g.noCache || s.depth > 0 {
		return nil
	}
	var sc *scanCache
	var raise uint64
	scanFor := p
	switch mode {
	case scanTriggers:
		if len(evs) == 0 || evs[0].raise == 0 {
			return nil // events not raised (no identity to key on)
		}
		sc, raise, scanFor = &s.triggers, evs[0].raise, nil
	case scanActions:
		if p == nil {
			return nil
		}
		for len(s.actions) <= p.Index {
			s.actions = append(s.actions, scanCache{})
		}
		sc = &s.actions[p.Index]
	default:
		return nil
	}
	if sc.valid && sc.moves == g.moves && sc.ver == g.ver && sc.raise == raise && sc.nev == len(evs) {
		return sc
	}
	sc.items = sc.items[:0]
	s.depth++
	g.scanDirect(scanFor, mode, evs, func(pl *Player, c *Card, ab *Ability, kw *KeywordInstance, pf *PlayFrom) {
		sc.items = append(sc.items, scanItem{pl, c, ab, kw, pf})
	})
	s.depth--
	sc.valid, sc.moves, sc.ver, sc.raise, sc.nev = true, g.moves, g.ver, raise, len(evs)
	return sc
}
