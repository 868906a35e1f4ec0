package sim

import (
	"fmt"
	"io"
	"sort"
	"strings"

	"github.com/thronescript/thronescript/rules"
)

// MetaConfig plays every pair of a list of decks: Base supplies the
// library, players, games per pair, seed, workers and step budget (its
// Decks and DeckNames are set per pair, Alternate is always on); Decks
// and Names are the decks (at least two, names distinct).
type MetaConfig struct {
	Base  Config
	Decks []rules.DeckList
	Names []string
}

// Pairs lists the pairs of deck indexes of n decks in run order: (0,1),
// (0,2), …, (1,2), …
func Pairs(n int) [][2]int {
	var out [][2]int
	for a := 0; a < n; a++ {
		for b := a + 1; b < n; b++ {
			out = append(out, [2]int{a, b})
		}
	}
	return out
}

// PairConfig is the run of pair k (decks a and b) of a meta: Base's games
// with seeds Base.Seed + k*Base.Games + i, each deck in each seat half of
// the time.
func (m MetaConfig) PairConfig(k, a, b int) Config {
	c := m.Base
	c.Decks = [2]rules.DeckList{m.Decks[a], m.Decks[b]}
	c.DeckNames = [2]string{m.Names[a], m.Names[b]}
	c.Alternate = true
	c.Seed = m.Base.Seed + uint64(k*m.Base.Games)
	c.Shard = Shard{}
	return c
}

// MetaPair is one pair's deck win rate (the first deck's wins).
type MetaPair struct {
	A    string `json:"a"`
	B    string `json:"b"`
	Wins Rate   `json:"winsOfA"`
}

// MetaCard is one card of one deck, counted over all the deck's games.
type MetaCard struct {
	Deck  string `json:"deck"`
	Code  string `json:"code"`
	Title string `json:"title"`
	CardCounts
}

// MetaReport pools the plausibility figures of every pair: the first
// player's win rate, game length, challenges defended (and unopposed),
// events played per game, and per deck the cards never used when
// available.
type MetaReport struct {
	Games   int        `json:"gamesPerPair"`
	Seed    uint64     `json:"seed"`
	Players [2]string  `json:"players"`
	Decks   []Rate     `json:"decks"`
	Pairs   []MetaPair `json:"pairs"`
	// AllGames counts the games of every pair.
	AllGames int `json:"games"`
	NoWinner int `json:"noWinner"`
	// Seats are the players' win rates (p1, p2) over all games.
	Seats    [2]Rate    `json:"seats"`
	First    Rate       `json:"firstPlayer"`
	Length   Length     `json:"rounds"`
	Play     PlayCounts `json:"play"`
	Defended Rate       `json:"defended"`
	// EventsPerGame is Play.EventsPlayed over all games.
	EventsPerGame          float64    `json:"eventsPerGame"`
	NeverUsed              []MetaCard `json:"neverUsed,omitempty"`
	NeverUsedWhenAvailable []MetaCard `json:"neverUsedWhenAvailable,omitempty"`
}

// RunMeta plays every pair of decks and pools the results. The report
// depends only on the seed, never on the worker count.
func RunMeta(m MetaConfig, title TitleFunc) (*MetaReport, error) {
	if len(m.Decks) < 2 || len(m.Names) != len(m.Decks) {
		return nil, fmt.Errorf("sim: a meta needs at least two named decks")
	}
	r := &MetaReport{Games: m.Base.Games, Seed: m.Base.Seed, Players: m.Base.Players}
	deckWins := make([]int, len(m.Decks))
	deckGames := make([]int, len(m.Decks))
	var seatWins [2]int
	rounds := map[int]int{}
	cards := map[string]*MetaCard{} // deck name + code
	firstGames, firstWins := 0, 0
	for k, ab := range Pairs(len(m.Decks)) {
		t := NewTally(m.PairConfig(k, ab[0], ab[1]))
		if err := RunEach(m.PairConfig(k, ab[0], ab[1]), func(_ int, g GameResult) { t.Add(&g) }); err != nil {
			return nil, err
		}
		d := t.Data()
		r.AllGames += d.Games
		r.NoWinner += d.NoWinner
		for s := 0; s < 2; s++ {
			seatWins[s] += d.Wins[s]
			deckWins[ab[s]] += d.DeckWins[s]
			deckGames[ab[s]] += d.Games
		}
		firstGames += d.FirstGames
		firstWins += d.FirstWins
		for x, n := range d.Rounds {
			rounds[x] += n
		}
		r.Play.Add(d.Play)
		w := Wilson(d.DeckWins[0], d.Games)
		r.Pairs = append(r.Pairs, MetaPair{A: m.Names[ab[0]], B: m.Names[ab[1]], Wins: w})
		for _, c := range d.Cards {
			deck := m.Names[ab[c.Deck]]
			mc := cards[deck+"\x00"+c.Code]
			if mc == nil {
				mc = &MetaCard{Deck: deck, Code: c.Code}
				if title != nil {
					mc.Title = title(c.Code)
				}
				cards[deck+"\x00"+c.Code] = mc
			}
			addCounts(&mc.CardCounts, &c.CardCounts)
		}
	}
	for i, name := range m.Names {
		d := Wilson(deckWins[i], deckGames[i])
		d.Label = name
		r.Decks = append(r.Decks, d)
	}
	for s := range r.Seats {
		r.Seats[s] = Wilson(seatWins[s], r.AllGames)
	}
	r.First = Wilson(firstWins, firstGames)
	r.Length = lengthOf(rounds)
	r.Defended = Wilson(r.Play.Defended, r.Play.Challenges)
	r.EventsPerGame = float64(r.Play.EventsPlayed) / float64(max(r.AllGames, 1))
	keys := make([]string, 0, len(cards))
	for k := range cards {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		c := cards[k]
		cr := CardReport{CardCounts: c.CardCounts}
		if neverUsed(&cr) {
			r.NeverUsed = append(r.NeverUsed, *c)
		}
		if neverUsedWhenAvailable(&cr) {
			r.NeverUsedWhenAvailable = append(r.NeverUsedWhenAvailable, *c)
		}
	}
	return r, nil
}

// addCounts adds c's counts to s.
func addCounts(s, c *CardCounts) {
	s.Drawn += c.Drawn
	s.Marshaled += c.Marshaled
	s.Triggered += c.Triggered
	s.Played += c.Played
	s.Won += c.Won
	s.Offered += c.Offered
	s.Used += c.Used
	s.MarshalOffered += c.MarshalOffered
	for a, v := range c.Into {
		if s.Into == nil {
			s.Into = map[string]int{}
		}
		s.Into[a] += v
	}
	for a, v := range c.Out {
		if s.Out == nil {
			s.Out = map[string]int{}
		}
		s.Out[a] += v
	}
}

// WriteText writes the meta report for people.
func (r *MetaReport) WriteText(w io.Writer) error {
	b := &strings.Builder{}
	fmt.Fprintf(b, "%d pairs of %d decks, %d games per pair (each deck in each seat half of the time), %s vs %s, seed %d\n\n",
		len(r.Pairs), len(r.Decks), r.Games, r.Players[0], r.Players[1], r.Seed)
	fmt.Fprintf(b, "Win rate by player (95%% Wilson interval)\n")
	for s, x := range r.Seats {
		fmt.Fprintf(b, "  p%d  %-7s %s\n", s+1, r.Players[s], x.text())
	}
	if r.NoWinner > 0 {
		fmt.Fprintf(b, "  no winner: %d\n", r.NoWinner)
	}
	writeRates(b, "Win rate by deck (all its games)", r.Decks)
	fmt.Fprintf(b, "\nWin rate by pair (wins of the first deck)\n")
	for _, p := range r.Pairs {
		fmt.Fprintf(b, "  %s  %s vs %s\n", p.Wins.text(), p.A, p.B)
	}
	fmt.Fprintf(b, "\nFirst player (round 1) wins  %s\n", r.First.text())
	r.Length.write(b)
	r.Play.write(b, r.Defended, r.AllGames)
	writeCards := func(head string, cs []MetaCard, n func(c *MetaCard) string) {
		if len(cs) == 0 {
			return
		}
		fmt.Fprintf(b, "  %s\n", head)
		for i := range cs {
			c := &cs[i]
			fmt.Fprintf(b, "    %-5s %-28s %s (%s)\n", c.Code, trunc(c.Title, 28), c.Deck, n(c))
		}
	}
	writeCards(fmt.Sprintf("drawn %d+ times, never used:", NeverUsedMin), r.NeverUsed,
		func(c *MetaCard) string { return fmt.Sprintf("drawn %d", c.Drawn) })
	writeCards(fmt.Sprintf("offered in %d+ games, never used:", NeverUsedMin), r.NeverUsedWhenAvailable,
		func(c *MetaCard) string {
			if c.Offered >= NeverUsedMin && c.Used == 0 {
				return fmt.Sprintf("play or abilities offered in %d games", c.Offered)
			}
			return fmt.Sprintf("marshaling or keyword plays offered in %d games", c.MarshalOffered)
		})
	_, err := io.WriteString(w, b.String())
	return err
}

// WriteJSON writes the meta report as JSON.
func (r *MetaReport) WriteJSON(w io.Writer) error { return WriteJSON(w, r) }
