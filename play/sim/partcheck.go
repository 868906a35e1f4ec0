package sim

import (
	"fmt"
	"maps"
	"math"
	"slices"
	"strconv"
)

// MaxGames bounds the games of a run (simulate -n, a part's run).
const MaxGames = 1_000_000_000

// maxRounds bounds a game length in a part's histogram of rounds (real
// games end long before: the engine's step budget stops them).
const maxRounds = 1 << 20

// PartError is a part that cannot be merged: which part (its index in
// the list given to Merge; -1 from ReadPart), which field (its JSON path,
// "tally.wins[0]") and what is wrong with it.
type PartError struct {
	Part    int
	Field   string
	Problem string
}

func (e *PartError) Error() string {
	if e.Part >= 0 {
		return fmt.Sprintf("part %d: %s: %s", e.Part+1, e.Field, e.Problem)
	}
	return e.Field + ": " + e.Problem
}

func partErr(field, format string, args ...any) *PartError {
	return &PartError{Part: -1, Field: field, Problem: fmt.Sprintf(format, args...)}
}

// Check reports the first field of the part that no run of simulate
// writes: a count below 0, more wins than games, a card played in more
// games than the part has, a number of games other than its shard's share
// of the run, and the like. Merge checks every part with it, so that a
// part edited or damaged by hand never makes a report with rates outside
// 0–100%.
func (p *Part) Check() error {
	if e := p.check(); e != nil {
		return e
	}
	return nil
}

func (p *Part) check() *PartError {
	r := p.Run
	switch {
	case r.Games < 1 || r.Games > MaxGames:
		return partErr("run.games", "%d, not a number of games from 1 to %d", r.Games, MaxGames)
	case p.Shards < 1 || p.Shards > MaxGames:
		return partErr("shards", "%d, not a number of shards from 1 to %d", p.Shards, MaxGames)
	case p.Shard < 0 || p.Shard >= p.Shards:
		return partErr("shard", "%d, not a shard of %d (0 to %d)", p.Shard, p.Shards, p.Shards-1)
	}
	games := Shard{K: p.Shard, N: p.Shards}.Count(r.Games)
	if p.Tally != nil {
		return checkTally("tally.", p.Tally, games)
	}
	if p.Melee != nil {
		return checkMelee(p.Melee, games)
	}
	c := p.Compare
	if e := checkTally("compare.base.", c.Base, games); e != nil {
		return e
	}
	if e := checkTally("compare.changed.", c.Changed, games); e != nil {
		return e
	}
	pr := c.Pairs
	for _, f := range []count{{"games", pr.Games}, {"winsBase", pr.WinsBase}, {"winsChanged", pr.WinsChanged}, {"changedGames", pr.ChangedGames}, {"sum2", pr.Sum2}} {
		if f.v < 0 {
			return partErr("compare.pairs."+f.name, "%d, a count below 0", f.v)
		}
	}
	switch {
	case pr.Games != games:
		return partErr("compare.pairs.games", "%d, but shard %d of %d of a %d-game run has %d", pr.Games, p.Shard, p.Shards, r.Games, games)
	case pr.WinsBase != c.Base.Wins[0]:
		return partErr("compare.pairs.winsBase", "%d, but compare.base.wins[0] is %d", pr.WinsBase, c.Base.Wins[0])
	case pr.WinsChanged != c.Changed.Wins[0]:
		return partErr("compare.pairs.winsChanged", "%d, but compare.changed.wins[0] is %d", pr.WinsChanged, c.Changed.Wins[0])
	case pr.ChangedGames > games:
		return partErr("compare.pairs.changedGames", "%d, more than the part's %d games", pr.ChangedGames, games)
	case pr.Sum != pr.WinsChanged-pr.WinsBase:
		return partErr("compare.pairs.sum", "%d, but winsChanged − winsBase is %d", pr.Sum, pr.WinsChanged-pr.WinsBase)
	case pr.Sum2 < abs(pr.Sum) || pr.Sum2 > pr.ChangedGames:
		return partErr("compare.pairs.sum2", "%d, not from |sum| (%d) to changedGames (%d)", pr.Sum2, abs(pr.Sum), pr.ChangedGames)
	}
	seen := map[string]bool{}
	for i, cc := range c.Cards {
		if cc.Code == "" || seen[cc.Code] {
			return partErr(fmt.Sprintf("compare.cards[%d].code", i), "%q: empty or given twice", cc.Code)
		}
		seen[cc.Code] = true
	}
	return nil
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// checkTally checks one tally of a part of games games; pre is its path.
func checkTally(pre string, d *TallyData, games int) *PartError {
	if e := eachCount(pre, d, func(path, _ string, v int) *PartError {
		if v < 0 {
			return partErr(path, "%d, a count below 0", v)
		}
		return nil
	}); e != nil {
		return e
	}
	won := d.Wins[0] + d.Wins[1] // each at most MaxGames: no overflow yet
	switch {
	case d.Games != games:
		return partErr(pre+"games", "%d, but its shard of the run has %d", d.Games, games)
	case d.Wins[0] > games || d.Wins[1] > games || d.NoWinner > games || won+d.NoWinner != games:
		return partErr(pre+"wins", "%d + %d wins and %d games without a winner, but the part has %d games", d.Wins[0], d.Wins[1], d.NoWinner, games)
	case d.DeckWins[0] > won || d.DeckWins[1] > won || d.DeckWins[0]+d.DeckWins[1] != won:
		return partErr(pre+"deckWins", "%d + %d, but the players won %d games", d.DeckWins[0], d.DeckWins[1], won)
	case d.FirstGames > won:
		return partErr(pre+"firstGames", "%d, more than the %d games won", d.FirstGames, won)
	case d.FirstWins > d.FirstGames:
		return partErr(pre+"firstWins", "%d, more than firstGames (%d)", d.FirstWins, d.FirstGames)
	case d.Play.Defended > d.Play.Challenges:
		return partErr(pre+"play.defended", "%d, more than the %d challenges", d.Play.Defended, d.Play.Challenges)
	}
	if e := histogram(pre+"reasons", d.Reasons, games); e != nil {
		return e
	}
	if e := roundsHistogram(pre+"rounds", d.Rounds, games); e != nil {
		return e
	}
	seen := map[tallyKey]bool{}
	for i := range d.Cards {
		c := &d.Cards[i]
		at := fmt.Sprintf("%scards[%d]", pre, i)
		k := tallyKey{c.Deck, c.Code}
		switch {
		case c.Deck != 0 && c.Deck != 1:
			return partErr(at+".deck", "%d, not deck 0 or 1", c.Deck)
		case c.Code == "":
			return partErr(at+".code", "empty")
		case seen[k]:
			return partErr(at+".code", "card %s of deck %d is counted twice", c.Code, c.Deck)
		}
		seen[k] = true
		if err := cardGames(at, c.Code, &c.CardCounts, games, "the part's"); err != nil {
			return err
		}
	}
	return nil
}

// cardGames checks the counts of games of one card's counts c (at path
// at): none more than most, the games of whose ("the part's", "the
// deck's"), none used more than offered, none won more than played.
func cardGames(at, code string, c *CardCounts, most int, whose string) *PartError {
	for _, f := range []count{{"offeredGames", c.Offered}, {"usedGames", c.Used}, {"marshalOfferedGames", c.MarshalOffered}, {"playedGames", c.Played}} {
		if f.v > most {
			return partErr(at+"."+f.name, "%d, more than %s %d games (card %s)", f.v, whose, most, code)
		}
	}
	switch {
	case c.Used > c.Offered:
		return partErr(at+".usedGames", "%d, more than offeredGames (%d) (card %s)", c.Used, c.Offered, code)
	case c.Won > c.Played:
		return partErr(at+".wonGames", "%d, more than playedGames (%d) (card %s)", c.Won, c.Played, code)
	}
	return nil
}

// histogram checks that the games of a histogram (why games ended, how
// long they were) add up to the part's.
func histogram(path string, h map[string]int, games int) *PartError {
	n := 0
	for _, k := range slices.Sorted(maps.Keys(h)) {
		if h[k] > games-n {
			return partErr(fmt.Sprintf("%s[%q]", path, k), "%d, more games than the part has left (%d of %d)", h[k], games-n, games)
		}
		n += h[k]
	}
	if n != games {
		return partErr(path, "%d games, but the part has %d", n, games)
	}
	return nil
}

// roundsHistogram checks a histogram of game lengths (rounds → games): no
// length below 0 or above maxRounds, and the games adding up to the
// part's.
func roundsHistogram(path string, h map[int]int, games int) *PartError {
	rounds := map[string]int{}
	for k, v := range h {
		if k < 0 || k > maxRounds {
			return partErr(fmt.Sprintf("%s[%q]", path, strconv.Itoa(k)), "a game of %d rounds (0 to %d)", k, maxRounds)
		}
		rounds[strconv.Itoa(k)] = v
	}
	return histogram(path, rounds, games)
}

// eachCount calls f with every count of a tally: its path in the part
// (for messages), the key under which merging sums it (the same in every
// part: a card by deck and code, not by place in the list) and its value;
// it stops at f's first error. Map entries come in key order.
func eachCount(pre string, d *TallyData, f func(path, key string, v int) *PartError) *PartError {
	one := func(name string, v int) *PartError { return f(pre+name, pre+name, v) }
	if e := eachNamed(append([]count{{"games", d.Games}, {"noWinner", d.NoWinner}, {"wins[0]", d.Wins[0]}, {"wins[1]", d.Wins[1]},
		{"deckWins[0]", d.DeckWins[0]}, {"deckWins[1]", d.DeckWins[1]}, {"firstGames", d.FirstGames}, {"firstWins", d.FirstWins}},
		playCounts(d.Play)...), one); e != nil {
		return e
	}
	if e := eachKeyed("reasons", d.Reasons, one); e != nil {
		return e
	}
	if e := eachKeyed("rounds", d.Rounds, one); e != nil {
		return e
	}
	return eachCard(pre, len(d.Cards), func(i int) (string, *CardCounts) {
		return fmt.Sprintf("deck %d, %q", d.Cards[i].Deck, d.Cards[i].Code), &d.Cards[i].CardCounts
	}, f)
}

// sameKind is the error of two parts of different kinds of run (is: whether
// a part is of the kind named yes, the other kind being no) at path, or
// nil.
func sameKind(path string, p, first *Part, firstName string, is func(*Part) bool, yes, no string) *PartError {
	if is(p) == is(first) {
		return nil
	}
	kind := func(q *Part) string {
		if is(q) {
			return yes
		}
		return no
	}
	return partErr(path, "%s, but %s is %s", kind(p), firstName, kind(first))
}

// count is one count of a part and its name there.
type count struct {
	name string
	v    int
}

// playCounts names the counts of how a part's games were played.
func playCounts(p PlayCounts) []count {
	return []count{{"play.challenges", p.Challenges}, {"play.defended", p.Defended}, {"play.eventsDrawn", p.EventsDrawn},
		{"play.eventsPlayed", p.EventsPlayed}, {"play.abilities", p.Abilities}}
}

// eachNamed calls one with each count in turn; it stops at one's first
// error.
func eachNamed(cs []count, one func(name string, v int) *PartError) *PartError {
	for _, c := range cs {
		if e := one(c.name, c.v); e != nil {
			return e
		}
	}
	return nil
}

// eachKeyed calls one for each count of m in key order, named
// name["key"].
func eachKeyed[K int | string](name string, m map[K]int, one func(name string, v int) *PartError) *PartError {
	for _, k := range slices.Sorted(maps.Keys(m)) {
		if e := one(fmt.Sprintf("%s[%q]", name, fmt.Sprint(k)), m[k]); e != nil {
			return e
		}
	}
	return nil
}

// eachCard calls f with the counts of each of n cards (eachCardCount);
// card gives the i-th card's key (inside cards[…]) and its counts.
func eachCard(pre string, n int, card func(i int) (string, *CardCounts), f func(path, key string, v int) *PartError) *PartError {
	for i := range n {
		key, c := card(i)
		if e := eachCardCount(fmt.Sprintf("%scards[%d].", pre, i), pre+"cards["+key+"].", c, f); e != nil {
			return e
		}
	}
	return nil
}

// sums are the running totals of the counts of the parts merged so far,
// by key (eachCount): adding a part whose counts would overflow a total
// is refused.
type sums map[string]int

// add adds a (checked) part's counts.
func (s sums) add(p *Part) *PartError {
	f := func(path, key string, v int) *PartError {
		if t := s[key]; v > math.MaxInt-t {
			return partErr(path, "%d: the sum with the other parts' %d is more than %d", v, t, math.MaxInt)
		}
		s[key] += v
		return nil
	}
	if p.Tally != nil {
		return eachCount("tally.", p.Tally, f)
	}
	if p.Melee != nil {
		return eachMeleeCount("melee.tally.", p.Melee.Tally, f)
	}
	if e := eachCount("compare.base.", p.Compare.Base, f); e != nil {
		return e
	}
	return eachCount("compare.changed.", p.Compare.Changed, f)
}

// sameRun reports the first field in which p differs from first (the
// configuration every part of a run shares); names are the files' names
// for the message.
func sameRun(p, first *Part, firstName string) *PartError {
	a, b := p.Run, first.Run
	for _, f := range []struct {
		name   string
		va, vb any
	}{
		{"run.games", a.Games, b.Games}, {"run.seed", a.Seed, b.Seed},
		{"run.players[0]", a.Players[0], b.Players[0]}, {"run.players[1]", a.Players[1], b.Players[1]},
		{"run.decks[0]", a.Decks[0], b.Decks[0]}, {"run.decks[1]", a.Decks[1], b.Decks[1]},
		{"run.alternate", a.Alternate, b.Alternate}, {"run.compare", a.Compare, b.Compare},
		{"shards", p.Shards, first.Shards},
	} {
		if f.va != f.vb {
			return partErr(f.name, "%s, but %s says %s: parts of another run", show(f.va), firstName, show(f.vb))
		}
	}
	if e := sameMelee(p, first, firstName); e != nil {
		return e
	}
	if e := sameKind("compare", p, first, firstName, func(q *Part) bool { return q.Compare != nil }, "a comparison", "a plain run"); e != nil {
		return e
	}
	if p.Compare != nil {
		x, y := p.Compare.Cards, first.Compare.Cards
		if len(x) != len(y) {
			return partErr("compare.cards", "%d changed cards, but %s has %d", len(x), firstName, len(y))
		}
		for i := range x {
			if x[i].Code != y[i].Code || x[i].Title != y[i].Title || !slices.Equal(x[i].Decks, y[i].Decks) {
				return partErr(fmt.Sprintf("compare.cards[%d]", i), "%s %q in %q, but %s has %s %q in %q", x[i].Code, x[i].Title, x[i].Decks, firstName, y[i].Code, y[i].Title, y[i].Decks)
			}
		}
	}
	return nil
}

func show(v any) string {
	if s, ok := v.(string); ok {
		return strconv.Quote(s)
	}
	return fmt.Sprint(v)
}

// eachCardCount calls f with the path and key of every count of one card
// of a tally (at: its position, key: its deck and code), stopping at the
// first error; the joust and melee part checks share it.
func eachCardCount(at, key string, c *CardCounts, f func(at, key string, v int) *PartError) *PartError {
	one := func(sub string, v int) *PartError { return f(at+sub, key+sub, v) }
	if e := eachNamed([]count{{"drawn", c.Drawn}, {"marshaled", c.Marshaled}, {"triggered", c.Triggered}, {"offeredGames", c.Offered},
		{"usedGames", c.Used}, {"marshalOfferedGames", c.MarshalOffered}, {"playedGames", c.Played}, {"wonGames", c.Won}}, one); e != nil {
		return e
	}
	if e := eachKeyed("into", c.Into, one); e != nil {
		return e
	}
	return eachKeyed("out", c.Out, one)
}
