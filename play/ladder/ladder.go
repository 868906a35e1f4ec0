// Package ladder rates player kinds (random, bot, search, …) against each
// other: every pair of kinds plays the same number of games over two
// decks, each deck in each seat half of the time, and a Bradley–Terry
// model fitted to the results gives each kind an Elo-scale rating (the
// first kind is 0) with a 95% interval from a seeded bootstrap over the
// games.
package ladder

import (
	"fmt"
	"io"
	"maps"
	"math"
	"math/rand/v2"
	"slices"
	"sort"
	"strings"

	"github.com/thronescript/thronescript/play/sim"
)

// Config says what to play: Base supplies the library, decks, seed,
// workers and step budget (its Players, Games and Alternate are set per
// pairing); Kinds are the player kinds rated; Games is the number of games
// per pair of kinds (on each pair of decks). GamesWith gives pairings that
// include a kind — named in full ("search:8") or by its name before the
// colon ("search") — their own number of games instead (the fewest when
// both kinds of a pairing have one): a searching player's games cost
// hundreds of times a bot's.
type Config struct {
	Base      sim.Config
	Kinds     []string
	Games     int
	GamesWith map[string]int
}

// gamesOf returns the number of games of the pairing of kinds a and b.
func (c Config) gamesOf(a, b string) int {
	n := -1
	for _, k := range []string{a, b} {
		base, _, _ := strings.Cut(k, ":")
		for _, name := range []string{k, base} {
			if v, ok := c.GamesWith[name]; ok && (n < 0 || v < n) {
				n = v
			}
		}
	}
	if n < 0 {
		return c.Games
	}
	return n
}

// stride is the seeds a pairing's games take: the most games of any
// pairing, so that no two pairings share a seed.
func (c Config) stride() int {
	n := c.Games
	for _, v := range c.GamesWith {
		n = max(n, v)
	}
	return n
}

// Pair is the result of one pair of kinds: A's wins over B.
type Pair struct {
	A    string   `json:"a"`
	B    string   `json:"b"`
	Wins sim.Rate `json:"winsOfA"`
	// Draws counts games without a winner.
	Draws int `json:"draws"`
}

// Rating is one kind's Elo-scale rating with its 95% bootstrap interval.
type Rating struct {
	Kind   string  `json:"kind"`
	Rating float64 `json:"rating"`
	Low    float64 `json:"low"`
	High   float64 `json:"high"`
}

// Report is a ladder's result.
type Report struct {
	Games     int            `json:"gamesPerPair"`
	GamesWith map[string]int `json:"gamesWith,omitempty"`
	Seed      uint64         `json:"seed"`
	Decks     []string       `json:"decks"`
	Pairs     []Pair         `json:"pairs"`
	Ratings   []Rating       `json:"ratings"`
}

type game struct{ a, b, winner int } // winner: a, b or -1

// Run plays the ladder over Base's two decks. Pair k of kinds uses seeds
// Base.Seed + k*S + i (S: the most games of any pairing, Games unless
// GamesWith says more), so the report depends only on the seed, never on
// the worker count.
func Run(cfg Config) (*Report, error) {
	r := &Report{Games: cfg.Games, GamesWith: cfg.GamesWith, Seed: cfg.Base.Seed, Decks: cfg.Base.DeckNames[:]}
	return r.play(cfg, func(k int) []sim.Config {
		c := cfg.Base
		c.Seed = cfg.Base.Seed + uint64(k*cfg.stride())
		return []sim.Config{c}
	})
}

// RunMeta plays the ladder over every pair of m's decks: each pair of
// kinds plays Games games (or GamesWith's) on each pair of decks (pair j
// of decks for pair k of kinds with seeds Base.Seed + (k*pairs + j)*S + i,
// S as in Run).
func RunMeta(cfg Config, m sim.MetaConfig) (*Report, error) {
	r := &Report{Games: cfg.Games, GamesWith: cfg.GamesWith, Seed: cfg.Base.Seed, Decks: m.Names}
	m.Base.Games = cfg.stride()
	pairs := sim.Pairs(len(m.Decks))
	if len(pairs) == 0 {
		return nil, fmt.Errorf("ladder: at least two decks")
	}
	return r.play(cfg, func(k int) []sim.Config {
		var cs []sim.Config
		for j, ab := range pairs {
			c := m.PairConfig(k*len(pairs)+j, ab[0], ab[1])
			cs = append(cs, c)
		}
		return cs
	})
}

// play plays every pair of kinds in the runs that runs(k) returns for
// pair k (their players and games set here) and fits the ratings.
func (r *Report) play(cfg Config, runs func(k int) []sim.Config) (*Report, error) {
	if len(cfg.Kinds) < 2 {
		return nil, fmt.Errorf("ladder: at least two player kinds")
	}
	var games []game
	k := 0
	for a := range cfg.Kinds {
		for b := a + 1; b < len(cfg.Kinds); b++ {
			// kind a sits as player 1; the decks alternate between the
			// seats, and the first player is chosen in the game
			p := Pair{A: cfg.Kinds[a], B: cfg.Kinds[b]}
			wins, n := 0, 0
			for _, c := range runs(k) {
				c.Players = [2]string{cfg.Kinds[a], cfg.Kinds[b]}
				c.Games = cfg.gamesOf(cfg.Kinds[a], cfg.Kinds[b])
				c.Alternate = true
				res, err := sim.Run(c)
				if err != nil {
					return nil, err
				}
				for _, g := range res {
					n++
					w := -1
					switch g.Winner {
					case 0:
						w = a
						wins++
					case 1:
						w = b
					default:
						p.Draws++
					}
					games = append(games, game{a, b, w})
				}
			}
			k++
			p.Wins = sim.Wilson(wins, n)
			r.Pairs = append(r.Pairs, p)
		}
	}
	point := fit(len(cfg.Kinds), games)
	boot := make([][]float64, len(cfg.Kinds))
	rng := rand.New(rand.NewPCG(cfg.Base.Seed, 0x5851f42d4c957f2d))
	sample := make([]game, len(games))
	for s := 0; s < 200; s++ {
		for i := range sample {
			sample[i] = games[rng.IntN(len(games))]
		}
		for i, v := range fit(len(cfg.Kinds), sample) {
			boot[i] = append(boot[i], v)
		}
	}
	for i, kind := range cfg.Kinds {
		sort.Float64s(boot[i])
		n := len(boot[i])
		r.Ratings = append(r.Ratings, Rating{Kind: kind, Rating: point[i], Low: boot[i][n*25/1000], High: boot[i][n*975/1000-1]})
	}
	return r, nil
}

// fit returns Bradley–Terry strengths on the Elo scale (kind 0 is 0),
// with half a virtual win each way per pair so that unbeaten kinds keep a
// finite rating (minorization–maximization iterations).
func fit(n int, games []game) []float64 {
	wins := make([][]float64, n)
	for i := range wins {
		wins[i] = make([]float64, n)
		for j := range wins[i] {
			if i != j {
				wins[i][j] = 0.5
			}
		}
	}
	for _, g := range games {
		switch g.winner {
		case g.a:
			wins[g.a][g.b]++
		case g.b:
			wins[g.b][g.a]++
		default:
			wins[g.a][g.b] += 0.5
			wins[g.b][g.a] += 0.5
		}
	}
	p := make([]float64, n)
	for i := range p {
		p[i] = 1
	}
	for it := 0; it < 500; it++ {
		next := make([]float64, n)
		for i := range p {
			w, den := 0.0, 0.0
			for j := range p {
				if i == j {
					continue
				}
				w += wins[i][j]
				den += (wins[i][j] + wins[j][i]) / (p[i] + p[j])
			}
			next[i] = w / den
		}
		p = next
	}
	out := make([]float64, n)
	for i := range p {
		out[i] = 400 * math.Log10(p[i]/p[0])
	}
	return out
}

// WriteText writes the ladder for people.
func (r *Report) WriteText(w io.Writer) error {
	b := &strings.Builder{}
	games := fmt.Sprint(r.Games)
	for _, k := range slices.Sorted(maps.Keys(r.GamesWith)) {
		games += fmt.Sprintf(" (with %s: %d)", k, r.GamesWith[k])
	}
	if len(r.Decks) > 2 {
		fmt.Fprintf(b, "Ladder: %s games per pair of players on each of the %d pairs of decks, each deck in each seat half of the time, seed %d\n", games, len(r.Decks)*(len(r.Decks)-1)/2, r.Seed)
		fmt.Fprintf(b, "decks: %s\n\n", strings.Join(r.Decks, ", "))
	} else {
		fmt.Fprintf(b, "Ladder: %s games per pair of players, each deck in each seat half of the time, seed %d\n", games, r.Seed)
		fmt.Fprintf(b, "decks: %s\n\n", strings.Join(r.Decks, " vs "))
	}
	fmt.Fprintf(b, "Rating (Elo scale, %s = 0; 95%% bootstrap interval)\n", r.Ratings[0].Kind)
	order := append([]Rating(nil), r.Ratings...)
	sort.SliceStable(order, func(i, j int) bool { return order[i].Rating > order[j].Rating })
	for _, x := range order {
		fmt.Fprintf(b, "  %-12s %6.0f  [%6.0f, %6.0f]\n", x.Kind, x.Rating, x.Low, x.High)
	}
	fmt.Fprintf(b, "\nPairs (wins of the first)\n")
	for _, p := range r.Pairs {
		fmt.Fprintf(b, "  %-12s vs %-12s %s", p.A, p.B, p.Wins.Wins2())
		if p.Draws > 0 {
			fmt.Fprintf(b, "  (%d without a winner)", p.Draws)
		}
		fmt.Fprintln(b)
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// WriteJSON writes the ladder as JSON.
func (r *Report) WriteJSON(w io.Writer) error {
	return sim.WriteJSON(w, r)
}
