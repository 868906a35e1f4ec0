package sim

import (
	"encoding/json"
	"fmt"
	"io"
	"math"
	"sort"
	"strings"

	"github.com/thronescript/thronescript/rules"
)

// Z95 is the normal quantile of a two-sided 95% confidence interval.
const Z95 = 1.959963984540054

// Rate is a proportion with its 95% Wilson score interval.
type Rate struct {
	Wins  int     `json:"wins"`
	Of    int     `json:"of"`
	Rate  float64 `json:"rate"`
	Low   float64 `json:"low"`
	High  float64 `json:"high"`
	Label string  `json:"label,omitempty"`
}

// Wilson returns the rate k/n with its 95% Wilson score interval.
func Wilson(k, n int) Rate {
	r := Rate{Wins: k, Of: n}
	if n == 0 {
		r.High = 1
		return r
	}
	p := float64(k) / float64(n)
	z2 := Z95 * Z95
	nf := float64(n)
	den := 1 + z2/nf
	mid := (p + z2/(2*nf)) / den
	half := Z95 * math.Sqrt(p*(1-p)/nf+z2/(4*nf*nf)) / den
	r.Rate, r.Low, r.High = p, math.Max(0, mid-half), math.Min(1, mid+half)
	return r
}

// Length summarizes game lengths in rounds.
type Length struct {
	Mean   float64 `json:"mean"`
	Median float64 `json:"median"`
	P90    int     `json:"p90"`
	Min    int     `json:"min"`
	Max    int     `json:"max"`
}

// CardReport is one card's counts over all games, for one deck (1 or 2:
// the deck of player 1 and 2, or with Config.Alternate deck 1 and 2
// whoever played them).
type CardReport struct {
	Deck  int    `json:"deck"`
	Code  string `json:"code"`
	Title string `json:"title"`
	CardCounts
	// WinRate is the player's win rate in games where the card was played.
	WinRate *Rate `json:"winRateWhenPlayed,omitempty"`
}

// PlayerReport is one player's side: decider kind, deck and wins.
type PlayerReport struct {
	Player string `json:"player"`
	Kind   string `json:"kind"`
	Deck   string `json:"deck"`
	Wins   Rate   `json:"wins"`
}

// Report is the summary of a simulation.
type Report struct {
	Games   int            `json:"games"`
	Seed    uint64         `json:"seed"`
	Players []PlayerReport `json:"players"`
	// Decks: win rates by deck name (equal to Players unless both players
	// use the same deck).
	Decks []Rate `json:"decks"`
	// NoWinner counts games without a winner (step budget, errors).
	NoWinner int `json:"noWinner"`
	// First is the win rate of the player who was first player in round 1.
	First   Rate           `json:"firstPlayer"`
	Length  Length         `json:"rounds"`
	Reasons map[string]int `json:"reasons"`
	// Areas lists the hidden out-of-play areas seen in the card counts.
	Areas []string `json:"areas"`
	// Play sums how the games were played; Defended is the share of
	// challenges with at least one defender.
	Play     PlayCounts   `json:"play"`
	Defended Rate         `json:"defended"`
	Cards    []CardReport `json:"cards"`
	// NeverUsed lists cards drawn often (at least NeverUsedMin times) but
	// never marshaled, played, brought out or used: the players, not the
	// card, may be the story.
	NeverUsed []CardReport `json:"neverUsed,omitempty"`
	// NeverUsedWhenAvailable lists cards whose play, abilities or keyword
	// actions were offered in at least NeverUsedMin games and never taken,
	// or whose marshaling was offered that often and never taken.
	NeverUsedWhenAvailable []CardReport `json:"neverUsedWhenAvailable,omitempty"`
}

// NeverUsedMin is how often a card must have been drawn before the report
// flags it as never used.
const NeverUsedMin = 10

// neverUsed reports whether a card was drawn often and never used.
func neverUsed(c *CardReport) bool {
	return c.Drawn >= NeverUsedMin && c.Played == 0 && c.Marshaled == 0 && c.Triggered == 0 && len(c.Into) == 0 && len(c.Out) == 0
}

// neverUsedWhenAvailable reports whether playing a card or using its
// abilities was offered in many games and never taken, or marshaling it
// (or a keyword's action on it) was offered in many games and it was never
// marshaled, moved into a hidden area or brought out of one.
func neverUsedWhenAvailable(c *CardReport) bool {
	return (c.Offered >= NeverUsedMin && c.Used == 0) ||
		(c.MarshalOffered >= NeverUsedMin && c.Marshaled == 0 && len(c.Into) == 0 && len(c.Out) == 0)
}

// TitleFunc names a card by code in reports.
type TitleFunc func(code string) string

// Summarize builds the report of a run.
func Summarize(cfg Config, results []GameResult, title TitleFunc) *Report {
	t := NewTally(cfg)
	for i := range results {
		t.Add(&results[i])
	}
	return t.Report(title)
}

// Tally sums game results as they come, in any order, into what a Report
// needs; its size does not grow with the number of games (game lengths are
// kept as a histogram), so simulate can stream any number of games.
type Tally struct {
	cfg                   Config
	games, noWinner       int
	wins, deckWins        [2]int
	firstGames, firstWins int
	reasons               map[string]int
	rounds                map[int]int // game length → games
	sum                   map[tallyKey]*CardCounts
	areas                 map[string]bool
	play                  PlayCounts
}

type tallyKey struct {
	p    int
	code string
}

// NewTally starts an empty tally for a run of cfg.
func NewTally(cfg Config) *Tally {
	return &Tally{cfg: cfg, reasons: map[string]int{}, rounds: map[int]int{}, sum: map[tallyKey]*CardCounts{}, areas: map[string]bool{}}
}

// Add counts one game.
func (t *Tally) Add(g *GameResult) {
	t.games++
	if g.Winner >= 0 {
		t.wins[g.Winner]++
		w := g.Winner
		if g.Swapped {
			w = 1 - w
		}
		t.deckWins[w]++
	} else {
		t.noWinner++
	}
	t.reasons[g.Reason]++
	if g.First >= 0 && g.Winner >= 0 {
		t.firstGames++
		if g.First == g.Winner {
			t.firstWins++
		}
	}
	t.rounds[g.Rounds]++
	t.play.Add(g.Play)
	for p, m := range g.Cards {
		d := p
		if g.Swapped {
			d = 1 - p
		}
		for code, c := range m {
			t.addCard(d, code, c)
		}
	}
}

// addCard adds one card's counts for deck d.
func (t *Tally) addCard(d int, code string, c *CardCounts) {
	k := tallyKey{d, code}
	s := t.sum[k]
	if s == nil {
		s = &CardCounts{}
		t.sum[k] = s
	}
	addCounts(s, c)
	for a := range c.Into {
		t.areas[a] = true
	}
	for a := range c.Out {
		t.areas[a] = true
	}
}

// Report builds the report of the games added so far.
func (t *Tally) Report(title TitleFunc) *Report {
	cfg := t.cfg
	n := t.games
	r := &Report{Games: n, Seed: cfg.Seed, NoWinner: t.noWinner, Reasons: t.reasons, Play: t.play}
	r.Defended = Wilson(r.Play.Defended, r.Play.Challenges)
	for k := 0; k < 2; k++ {
		deck := cfg.DeckNames[k]
		if cfg.Alternate {
			deck = "both decks, alternating"
		}
		pr := PlayerReport{Player: fmt.Sprintf("p%d", k+1), Kind: cfg.Players[k], Deck: deck, Wins: Wilson(t.wins[k], n)}
		pr.Wins.Label = pr.Player
		r.Players = append(r.Players, pr)
	}
	if cfg.DeckNames[0] == cfg.DeckNames[1] {
		d := Wilson(t.deckWins[0]+t.deckWins[1], 2*n)
		d.Label = cfg.DeckNames[0]
		r.Decks = []Rate{d}
	} else {
		for k := 0; k < 2; k++ {
			d := Wilson(t.deckWins[k], n)
			d.Label = cfg.DeckNames[k]
			r.Decks = append(r.Decks, d)
		}
	}
	r.First = Wilson(t.firstWins, t.firstGames)
	r.Length = lengthOf(t.rounds)
	r.Cards, r.Areas = t.cardReports(title)
	for i := range r.Cards {
		if neverUsed(&r.Cards[i]) {
			r.NeverUsed = append(r.NeverUsed, r.Cards[i])
		}
		if neverUsedWhenAvailable(&r.Cards[i]) {
			r.NeverUsedWhenAvailable = append(r.NeverUsedWhenAvailable, r.Cards[i])
		}
	}
	return r
}

// lengthOf summarizes a histogram of game lengths.
func lengthOf(hist map[int]int) Length {
	var xs []int
	total, sum := 0, 0
	for x, c := range hist {
		xs = append(xs, x)
		total += c
		sum += x * c
	}
	if total == 0 {
		return Length{}
	}
	sort.Ints(xs)
	// at returns the k-th smallest length (0-based).
	at := func(k int) int {
		for _, x := range xs {
			if k < hist[x] {
				return x
			}
			k -= hist[x]
		}
		return xs[len(xs)-1]
	}
	l := Length{Mean: float64(sum) / float64(total), Min: xs[0], Max: xs[len(xs)-1]}
	if total%2 == 1 {
		l.Median = float64(at(total / 2))
	} else {
		l.Median = float64(at(total/2-1)+at(total/2)) / 2
	}
	l.P90 = at(int(math.Ceil(0.9*float64(total))) - 1)
	return l
}

func (t *Tally) cardReports(title TitleFunc) ([]CardReport, []string) {
	out := make([]CardReport, 0, len(t.sum))
	for k, c := range t.sum {
		cr := CardReport{Deck: k.p + 1, Code: k.code, CardCounts: *c}
		if title != nil {
			cr.Title = title(k.code)
		}
		if c.Played > 0 {
			w := Wilson(c.Won, c.Played)
			cr.WinRate = &w
		}
		out = append(out, cr)
	}
	sort.Slice(out, func(i, j int) bool {
		if out[i].Deck != out[j].Deck {
			return out[i].Deck < out[j].Deck
		}
		return out[i].Code < out[j].Code
	})
	var as []string
	for a := range t.areas {
		as = append(as, a)
	}
	sort.Strings(as)
	return out, as
}

func pct(x float64) string { return fmt.Sprintf("%5.1f%%", 100*x) }

func (r Rate) text() string {
	return fmt.Sprintf("%5d/%-5d %s  [%s, %s]", r.Wins, r.Of, pct(r.Rate), pct(r.Low), pct(r.High))
}

// WriteText writes the report for people.
func (r *Report) WriteText(w io.Writer) error {
	b := &strings.Builder{}
	fmt.Fprintf(b, "%d games, seed %d\n\n", r.Games, r.Seed)
	fmt.Fprintf(b, "Win rate by player (95%% Wilson interval)\n")
	for _, p := range r.Players {
		fmt.Fprintf(b, "  %-3s %-7s %s  %s\n", p.Player, p.Kind, p.Wins.Wins2(), p.Deck)
	}
	if r.NoWinner > 0 {
		fmt.Fprintf(b, "  no winner: %d\n", r.NoWinner)
	}
	writeRates(b, "Win rate by deck", r.Decks)
	fmt.Fprintf(b, "\nFirst player (round 1) wins  %s\n\n", r.First.text())
	r.Length.write(b)
	writeReasons(b, r.Reasons)
	r.Play.write(b, r.Defended, r.Games)
	writeUnused(b, r.rows(r.NeverUsed), r.rows(r.NeverUsedWhenAvailable))
	writeCardTable(b, "dk", 2, r.rows(r.Cards), r.Areas)
	_, err := io.WriteString(w, b.String())
	return err
}

// writeRates writes a heading (after an empty line) and a line per rate:
// the rate, then its label.
func writeRates(b *strings.Builder, head string, rs []Rate) {
	fmt.Fprintf(b, "\n%s\n", head)
	for _, r := range rs {
		fmt.Fprintf(b, "  %s  %s\n", r.text(), r.Label)
	}
}

// write writes the game length line of a text report.
func (l Length) write(b *strings.Builder) {
	fmt.Fprintf(b, "Game length (rounds): mean %.2f, median %g, p90 %d, min %d, max %d\n", l.Mean, l.Median, l.P90, l.Min, l.Max)
}

// write writes how games games were played, after an empty line: the
// challenges defended (and unopposed), events played and abilities used
// per game.
func (c PlayCounts) write(b *strings.Builder, defended Rate, games int) {
	perGame := func(k int) float64 { return float64(k) / float64(max(games, 1)) }
	fmt.Fprintf(b, "\nHow the games were played\n")
	fmt.Fprintf(b, "  challenges defended  %s  (unopposed %s)\n", defended.text(), pct(1-defended.Rate))
	fmt.Fprintf(b, "  events played        %d of %d drawn, %.2f per game\n", c.EventsPlayed, c.EventsDrawn, perGame(c.EventsPlayed))
	fmt.Fprintf(b, "  abilities used       %.2f per game\n", perGame(c.Abilities))
}

// Wins2 renders a rate as "wins/of rate [low, high]".
func (r Rate) Wins2() string { return r.text() }

func trunc(s string, n int) string {
	if len([]rune(s)) <= n {
		return s
	}
	return string([]rune(s)[:n-1]) + "…"
}

// WriteJSON writes the report as one indented JSON object (stable field
// names, cards in player then code order).
func (r *Report) WriteJSON(w io.Writer) error {
	return WriteJSON(w, r)
}

// WriteJSON writes v as one indented JSON value and a newline: the form
// of the simulation, comparison and ladder reports.
func WriteJSON(w io.Writer, v any) error {
	b, err := json.MarshalIndent(v, "", "  ")
	if err != nil {
		return err
	}
	_, err = w.Write(append(b, '\n'))
	return err
}

// Compare is the result of running the same seeds with two libraries.
type Compare struct {
	Games int    `json:"games"`
	Seed  uint64 `json:"seed"`
	File  string `json:"file"`
	// Base and Changed are player 1's win rates without and with the file.
	Base    Rate `json:"base"`
	Changed Rate `json:"changed"`
	// Diff is Changed - Base with its 95% interval, paired by seed (a game
	// counts 1 for a win of player 1, 0 otherwise).
	Diff     float64 `json:"diff"`
	DiffLow  float64 `json:"diffLow"`
	DiffHigh float64 `json:"diffHigh"`
	// Changed games: seeds whose winner differs.
	ChangedGames int `json:"changedGames"`
	// Cards are the cards the file changes, each with the decks that play
	// it; Decks name player 1's and player 2's decks.
	Cards []ChangedCard `json:"cards,omitempty"`
	Decks [2]string     `json:"decks"`
}

// ChangedCard is a card a compared file changes, the decks (by name)
// that play it, and per deck how it did without and with the change.
type ChangedCard struct {
	Code  string    `json:"code"`
	Title string    `json:"title"`
	Decks []string  `json:"decks,omitempty"`
	Uses  []CardUse `json:"uses,omitempty"`
}

// CardUse is a changed card's counts in one deck, in both versions.
type CardUse struct {
	Deck    string    `json:"deck"`
	Without CardStats `json:"without"`
	With    CardStats `json:"with"`
}

// CardStats are a card's counts in one version: how often it was drawn,
// in how many games it was played, and its player's win rate in those.
type CardStats struct {
	Drawn   int  `json:"drawn"`
	Played  int  `json:"playedGames"`
	WinRate Rate `json:"winRateWhenPlayed"`
}

func (s CardStats) text() string {
	return fmt.Sprintf("drawn %6d  played in %6d games  won %s", s.Drawn, s.Played, s.WinRate.text())
}

// Text is "11016 Ser Gerris Drinkwater (in Martell)", or "(in no deck)".
func (c ChangedCard) Text() string {
	in := "no deck"
	if len(c.Decks) > 0 {
		in = strings.Join(c.Decks, " and ")
	}
	return fmt.Sprintf("%s %s (in %s)", c.Code, c.Title, in)
}

// PairTally sums paired outcomes (player 1 won without the change, with
// it) as games finish.
type PairTally struct {
	Games        int `json:"games"`
	WinsBase     int `json:"winsBase"`
	WinsChanged  int `json:"winsChanged"`
	ChangedGames int `json:"changedGames"`
	// Sum and Sum2 sum d and d² of the paired differences d in {-1, 0, 1}.
	Sum  int `json:"sum"`
	Sum2 int `json:"sum2"`
}

// Add counts one pair of games with the same seed.
func (t *PairTally) Add(base, changed *GameResult) {
	a, b := 0, 0
	if base.Winner == 0 {
		a = 1
	}
	if changed.Winner == 0 {
		b = 1
	}
	t.add(PairTally{Games: 1, WinsBase: a, WinsChanged: b, Sum: b - a, Sum2: (b - a) * (b - a)})
	if base.Winner != changed.Winner {
		t.ChangedGames++
	}
}

func (t *PairTally) add(o PairTally) {
	t.Games += o.Games
	t.WinsBase += o.WinsBase
	t.WinsChanged += o.WinsChanged
	t.ChangedGames += o.ChangedGames
	t.Sum += o.Sum
	t.Sum2 += o.Sum2
}

// Compare turns the paired counts into a comparison (no cards).
func (t *PairTally) Compare(seed uint64, file string) *Compare {
	n := t.Games
	c := &Compare{Games: n, Seed: seed, File: file, ChangedGames: t.ChangedGames}
	c.Base, c.Changed = Wilson(t.WinsBase, n), Wilson(t.WinsChanged, n)
	if n > 0 {
		mean := float64(t.Sum) / float64(n)
		half := 0.0
		if n > 1 {
			v := (float64(t.Sum2) - float64(n)*mean*mean) / float64(n-1)
			half = Z95 * math.Sqrt(math.Max(v, 0)/float64(n))
		}
		c.Diff, c.DiffLow, c.DiffHigh = mean, mean-half, mean+half
	}
	return c
}

// CompareResults pairs two runs over the same seeds.
func CompareResults(base, changed []GameResult, seed uint64, file string) *Compare {
	var t PairTally
	for i := 0; i < min(len(base), len(changed)); i++ {
		t.Add(&base[i], &changed[i])
	}
	return t.Compare(seed, file)
}

// WriteText writes the comparison for people.
func (c *Compare) WriteText(w io.Writer) error {
	b := &strings.Builder{}
	fmt.Fprintf(b, "%d games, seed %d, same seeds with and without %s\n\n"+
		"p1 win rate without:  %s\n"+
		"p1 win rate with:     %s\n"+
		"difference:           %+.1f%%  [%+.1f%%, %+.1f%%] (paired by seed; %d games changed winner)\n",
		c.Games, c.Seed, c.File, c.Base.text(), c.Changed.text(), 100*c.Diff, 100*c.DiffLow, 100*c.DiffHigh, c.ChangedGames)
	if len(c.Cards) > 0 {
		fmt.Fprintf(b, "decks:                p1 %s, p2 %s\n", c.Decks[0], c.Decks[1])
		for i, card := range c.Cards {
			label := ""
			if i == 0 {
				label = "changed cards:"
			}
			fmt.Fprintf(b, "%-22s%s\n", label, card.Text())
		}
		for _, card := range c.Cards {
			for _, u := range card.Uses {
				fmt.Fprintf(b, "\n%s %s in %s\n", card.Code, card.Title, u.Deck)
				fmt.Fprintf(b, "  without  %s\n", u.Without.text())
				fmt.Fprintf(b, "  with     %s\n", u.With.text())
			}
		}
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// WriteJSON writes the comparison as JSON.
func (c *Compare) WriteJSON(w io.Writer) error {
	return WriteJSON(w, c)
}

// TitlesOf returns a TitleFunc over a library's definitions.
func TitlesOf(lib rules.Definitions) TitleFunc {
	return func(code string) string {
		if d := lib.CardDef(code); d != nil {
			return d.Title
		}
		return code
	}
}
