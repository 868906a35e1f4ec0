package sim

import (
	"cmp"
	"fmt"
	"maps"
	"slices"
)

// MeleePart is a melee run's share in a part (simulate --players N --shard
// K/N --json): the seats' player kinds and decks, and the shard's counts.
// The part's Run holds the games and the seed.
type MeleePart struct {
	Players []string        `json:"players"`
	Decks   []string        `json:"decks"`
	Tally   *MeleeTallyData `json:"tally"`
}

// MeleeTallyData is a MeleeTally's counts in a stable, mergeable form.
type MeleeTallyData struct {
	Games      int                    `json:"games"`
	NoWinner   int                    `json:"noWinner"`
	SeatWins   []int                  `json:"seatWins"`
	DeckWins   map[string]int         `json:"deckWins"`
	DeckGames  map[string]int         `json:"deckGames"`
	FirstGames int                    `json:"firstGames"`
	FirstWins  int                    `json:"firstWins"`
	Reasons    map[string]int         `json:"reasons"`
	Rounds     map[int]int            `json:"rounds"`
	Play       PlayCounts             `json:"play"`
	Titles     map[string]TitleCounts `json:"titles"`
	Cards      []MeleeTallyCard       `json:"cards"`
}

// MeleeTallyCard is one card's counts for one deck (by name).
type MeleeTallyCard struct {
	Deck string `json:"deck"`
	Code string `json:"code"`
	CardCounts
}

// Data returns the tally's counts (cards in deck name then code order).
func (t *MeleeTally) Data() *MeleeTallyData {
	d := &MeleeTallyData{Games: t.games, NoWinner: t.noWinner, SeatWins: slices.Clone(t.seatWins), DeckWins: maps.Clone(t.deckWins),
		DeckGames: maps.Clone(t.deckGames), FirstGames: t.firstGames, FirstWins: t.firstWins, Reasons: maps.Clone(t.reasons),
		Rounds: maps.Clone(t.rounds), Play: t.play, Titles: map[string]TitleCounts{}}
	for k, v := range t.titles {
		d.Titles[k] = *v
	}
	for k, c := range t.sum {
		d.Cards = append(d.Cards, MeleeTallyCard{Deck: k.deck, Code: k.code, CardCounts: *c})
	}
	slices.SortFunc(d.Cards, func(a, b MeleeTallyCard) int { return cmp.Or(cmp.Compare(a.Deck, b.Deck), cmp.Compare(a.Code, b.Code)) })
	return d
}

// AddData adds another tally's counts (of other games of the same run);
// decks come in the order of names.
func (t *MeleeTally) AddData(d *MeleeTallyData, names []string) {
	for _, n := range names {
		t.deck(n)
	}
	t.games += d.Games
	t.noWinner += d.NoWinner
	for s := range t.seatWins {
		if s < len(d.SeatWins) {
			t.seatWins[s] += d.SeatWins[s]
		}
	}
	for _, k := range slices.Sorted(maps.Keys(d.DeckGames)) {
		t.deck(k)
		t.deckGames[k] += d.DeckGames[k]
	}
	for k, v := range d.DeckWins {
		t.deckWins[k] += v
	}
	t.firstGames += d.FirstGames
	t.firstWins += d.FirstWins
	for k, v := range d.Reasons {
		t.reasons[k] += v
	}
	for k, v := range d.Rounds {
		t.rounds[k] += v
	}
	t.play.Add(d.Play)
	for k, v := range d.Titles {
		tc := t.title(k)
		tc.Rounds += v.Rounds
		tc.Games += v.Games
		tc.Won += v.Won
	}
	for i := range d.Cards {
		c := &d.Cards[i]
		t.addCard(c.Deck, c.Code, &c.CardCounts)
	}
}

// MeleePartOf returns the part a shard of a melee run writes.
func MeleePartOf(cfg MeleeConfig, t *MeleeTally, title TitleFunc) *Part {
	p := &Part{Format: PartFormat, Shard: cfg.Shard.K, Shards: max(cfg.Shard.N, 1), Run: RunInfo{Games: cfg.Games, Seed: cfg.Seed},
		Titles: map[string]string{}, Melee: &MeleePart{Players: slices.Clone(cfg.Players), Decks: slices.Clone(cfg.DeckNames), Tally: t.Data()}}
	if title != nil {
		for k := range t.sum {
			p.Titles[k.code] = title(k.code)
		}
		for k := range t.titles {
			p.Titles[k] = title(k)
		}
	}
	return p
}

// checkMelee checks a melee part's counts: no count below 0, the seats'
// wins and the games without a winner add up to the shard's games, every
// deck (a name of the run's) plays a seat in every game, no deck, title
// or card won more than it played.
func checkMelee(m *MeleePart, games int) *PartError {
	n := len(m.Players)
	switch {
	case n < 3 || n > 8:
		return partErr("melee.players", "%d seats, not a melee of 3 to 8", n)
	case len(m.Decks) != n:
		return partErr("melee.decks", "%d decks for %d seats", len(m.Decks), n)
	}
	d := m.Tally
	if e := eachMeleeCount("melee.tally.", d, func(path, _ string, v int) *PartError {
		if v < 0 {
			return partErr(path, "%d, a count below 0", v)
		}
		return nil
	}); e != nil {
		return e
	}
	if len(d.SeatWins) != n {
		return partErr("melee.tally.seatWins", "%d seats, but the run has %d", len(d.SeatWins), n)
	}
	won := 0
	for _, w := range d.SeatWins {
		if w > games-won {
			return partErr("melee.tally.seatWins", "more wins than the part's %d games", games)
		}
		won += w
	}
	switch {
	case d.Games != games:
		return partErr("melee.tally.games", "%d, but its shard of the run has %d", d.Games, games)
	case d.NoWinner != games-won:
		return partErr("melee.tally.noWinner", "%d, but the seats won %d of %d games", d.NoWinner, won, games)
	case d.FirstGames > won:
		return partErr("melee.tally.firstGames", "%d, more than the %d games won", d.FirstGames, won)
	case d.FirstWins > d.FirstGames:
		return partErr("melee.tally.firstWins", "%d, more than firstGames (%d)", d.FirstWins, d.FirstGames)
	case d.Play.Defended > d.Play.Challenges:
		return partErr("melee.tally.play.defended", "%d, more than the %d challenges", d.Play.Defended, d.Play.Challenges)
	}
	seats, deckWins := 0, 0
	for _, k := range slices.Sorted(maps.Keys(d.DeckGames)) {
		v := d.DeckGames[k]
		if !slices.Contains(m.Decks, k) {
			return partErr(fmt.Sprintf("melee.tally.deckGames[%q]", k), "not a deck of the run")
		}
		if v > games*n-seats {
			return partErr(fmt.Sprintf("melee.tally.deckGames[%q]", k), "%d, more seats than the part's games have", v)
		}
		seats += v
		if w := d.DeckWins[k]; w > v {
			return partErr(fmt.Sprintf("melee.tally.deckWins[%q]", k), "%d, more than its %d games", w, v)
		}
		deckWins += d.DeckWins[k]
	}
	for k := range d.DeckWins {
		if _, ok := d.DeckGames[k]; !ok {
			return partErr(fmt.Sprintf("melee.tally.deckWins[%q]", k), "a deck without games")
		}
	}
	switch {
	case seats != games*n:
		return partErr("melee.tally.deckGames", "%d seats played, but %d games of %d seats have %d", seats, games, n, games*n)
	case deckWins != won:
		return partErr("melee.tally.deckWins", "%d, but the seats won %d games", deckWins, won)
	}
	for _, k := range slices.Sorted(maps.Keys(d.Titles)) {
		tc := d.Titles[k]
		at := fmt.Sprintf("melee.tally.titles[%q]", k)
		switch {
		case tc.Games > games*n:
			return partErr(at+".games", "%d, more than the part's %d player-games", tc.Games, games*n)
		case tc.Won > tc.Games || tc.Won > won:
			return partErr(at+".won", "%d, more than its %d games or the %d games won", tc.Won, tc.Games, won)
		case tc.Rounds < tc.Games:
			return partErr(at+".rounds", "%d, fewer than its %d games", tc.Rounds, tc.Games)
		}
	}
	if e := histogram("melee.tally.reasons", d.Reasons, games); e != nil {
		return e
	}
	if e := roundsHistogram("melee.tally.rounds", d.Rounds, games); e != nil {
		return e
	}
	seen := map[meleeCard]bool{}
	for i := range d.Cards {
		c := &d.Cards[i]
		at := fmt.Sprintf("melee.tally.cards[%d]", i)
		k := meleeCard{c.Deck, c.Code}
		switch {
		case !slices.Contains(m.Decks, c.Deck):
			return partErr(at+".deck", "%q, not a deck of the run", c.Deck)
		case c.Code == "":
			return partErr(at+".code", "empty")
		case seen[k]:
			return partErr(at+".code", "card %s of %q is counted twice", c.Code, c.Deck)
		}
		seen[k] = true
		if err := cardGames(at, c.Code, &c.CardCounts, d.DeckGames[c.Deck], "the deck's"); err != nil {
			return err
		}
	}
	return nil
}

// eachMeleeCount calls f with every count of a melee tally (see
// eachCount); it stops at f's first error.
func eachMeleeCount(pre string, d *MeleeTallyData, f func(path, key string, v int) *PartError) *PartError {
	one := func(name string, v int) *PartError { return f(pre+name, pre+name, v) }
	if e := eachNamed(append([]count{{"games", d.Games}, {"noWinner", d.NoWinner}, {"firstGames", d.FirstGames}, {"firstWins", d.FirstWins}},
		playCounts(d.Play)...), one); e != nil {
		return e
	}
	for s, v := range d.SeatWins {
		if e := one(fmt.Sprintf("seatWins[%d]", s), v); e != nil {
			return e
		}
	}
	for _, m := range []struct {
		name string
		m    map[string]int
	}{{"deckWins", d.DeckWins}, {"deckGames", d.DeckGames}, {"reasons", d.Reasons}} {
		if e := eachKeyed(m.name, m.m, one); e != nil {
			return e
		}
	}
	if e := eachKeyed("rounds", d.Rounds, one); e != nil {
		return e
	}
	for _, k := range slices.Sorted(maps.Keys(d.Titles)) {
		tc, at := d.Titles[k], fmt.Sprintf("titles[%q].", k)
		if e := eachNamed([]count{{"rounds", tc.Rounds}, {"games", tc.Games}, {"won", tc.Won}}, func(name string, v int) *PartError { return one(at+name, v) }); e != nil {
			return e
		}
	}
	return eachCard(pre, len(d.Cards), func(i int) (string, *CardCounts) {
		return fmt.Sprintf("%q, %q", d.Cards[i].Deck, d.Cards[i].Code), &d.Cards[i].CardCounts
	}, f)
}

// sameMelee reports the first field in which p's melee run differs from
// first's.
func sameMelee(p, first *Part, firstName string) *PartError {
	if e := sameKind("melee", p, first, firstName, func(q *Part) bool { return q.Melee != nil }, "a melee run", "a joust run"); e != nil {
		return e
	}
	if p.Melee == nil {
		return nil
	}
	a, b := p.Melee, first.Melee
	for _, f := range []struct {
		name   string
		va, vb []string
	}{{"melee.players", a.Players, b.Players}, {"melee.decks", a.Decks, b.Decks}} {
		if !slices.Equal(f.va, f.vb) {
			return partErr(f.name, "%q, but %s says %q: parts of another run", f.va, firstName, f.vb)
		}
	}
	return nil
}
