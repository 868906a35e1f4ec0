package rules

// A scan for trigger or action abilities (scanAbilities) depends on which
// cards are where (faceup, controlled by whom, duplicates), on the
// abilities and keywords cards have now (derived values) and, for triggers,
// on the events. The cache keeps the last trigger scan and each player's
// last action scan with what they depended on: Game.moves (bumped by every
// card move and every unclassified change), the abilities version (bumped
// by a refresh of derived values that changes what abilities, keywords or
// blanking some card has: abilitySig) and, for triggers, the Raise the
// events belong to. A window then filters the cached abilities itself, so the
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
	valid       bool
	moves, abil uint64
	raise       uint64
	nev         int
	items       []scanItem
}

// scanCaches holds the trigger scan (all players) and each player's action
// scan.
type scanCaches struct {
	triggers scanCache
	actions  []scanCache
	depth    int // > 0 while a cached scan's callbacks run
	// moved counts, per player, the card moves that touched the player's
	// zones or cards (their action scans depend on nothing else of moves).
	moved []uint64
	// abil is the abilities version; sig what it was computed from.
	abil uint64
	sig  []abilitySig
}

// abilitySig is what a card's derived values change of its abilities: the
// gained abilities, gained and lost keywords, blanking, and the derived
// keyword list's backing array (scan results point into it).
type abilitySig struct {
	card      CardID
	abilities []*Ability
	keywords  []string
	lost      []string
	kwArray   *KeywordInstance
	blank     [3]bool // Blank, BlankExceptTraits, LoseAllKeywords
}

// noteAbilities recomputes the abilities signature after a refresh and
// bumps the abilities version when it changed.
func (s *scanCaches) noteAbilities(g *Game) {
	if !g.grants && len(s.sig) == 0 {
		return // no card's abilities are modified, now or before
	}
	i, same := 0, true
	for _, c := range g.Cards {
		if c.dver != g.ver || c.d == nil {
			continue
		}
		d := c.d
		if !d.changesAbilities() {
			continue
		}
		var arr *KeywordInstance
		if len(d.Keywords) > 0 {
			arr = &d.Keywords[0]
		}
		if i < len(s.sig) && s.sig[i].matches(c.ID, d, arr) {
			i++
			continue
		}
		same = false
		e := abilitySig{card: c.ID, abilities: append([]*Ability(nil), d.Abilities...), lost: append([]string(nil), d.LoseKeywords...),
			kwArray: arr, blank: [3]bool{d.Blank, d.BlankExceptTraits, d.LoseAllKeywords}}
		for _, k := range d.Keywords {
			e.keywords = append(e.keywords, k.Name)
		}
		if i < len(s.sig) {
			s.sig[i] = e
		} else {
			s.sig = append(s.sig, e)
		}
		i++
	}
	if i != len(s.sig) {
		same = false
		s.sig = s.sig[:i]
	}
	if !same {
		s.abil++
	}
}

func (e *abilitySig) matches(id CardID, d *Derived, arr *KeywordInstance) bool {
	if e.card != id || e.kwArray != arr || e.blank != [3]bool{d.Blank, d.BlankExceptTraits, d.LoseAllKeywords} ||
		len(e.abilities) != len(d.Abilities) || len(e.keywords) != len(d.Keywords) || len(e.lost) != len(d.LoseKeywords) {
		return false
	}
	for j, ab := range d.Abilities {
		if e.abilities[j] != ab {
			return false
		}
	}
	for j := range d.Keywords {
		if e.keywords[j] != d.Keywords[j].Name {
			return false
		}
	}
	for j, l := range d.LoseKeywords {
		if e.lost[j] != l {
			return false
		}
	}
	return true
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
	var raise, moves uint64
	scanFor := p
	switch mode {
	case scanTriggers:
		if len(evs) == 0 || evs[0].raise == 0 {
			return nil // events not raised (no identity to key on)
		}
		sc, raise, moves, scanFor = &s.triggers, evs[0].raise, g.moves, nil
	case scanActions:
		if p == nil {
			return nil
		}
		for len(s.actions) <= p.Index {
			s.actions = append(s.actions, scanCache{})
		}
		sc, moves = &s.actions[p.Index], s.moved[p.Index]
	default:
		return nil
	}
	if sc.valid && sc.moves == moves && sc.abil == s.abil && sc.raise == raise && sc.nev == len(evs) {
		return sc
	}
	sc.items = sc.items[:0]
	s.depth++
	g.scanDirect(scanFor, mode, evs, func(pl *Player, c *Card, ab *Ability, kw *KeywordInstance, pf *PlayFrom) {
		sc.items = append(sc.items, scanItem{pl, c, ab, kw, pf})
	})
	s.depth--
	sc.valid, sc.moves, sc.abil, sc.raise, sc.nev = true, moves, s.abil, raise, len(evs)
	return sc
}

// movedFor records a card move that concerns players ps (the card's owner,
// controllers before and after): their action scans are stale.
func (g *Game) movedFor(ps ...int) {
	for _, p := range ps {
		if p >= 0 && p < len(g.scans.moved) {
			g.scans.moved[p]++
		}
	}
}
