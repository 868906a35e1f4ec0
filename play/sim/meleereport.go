package sim

import (
	"fmt"
	"io"
	"maps"
	"slices"
	"sort"
	"strings"
)

// TitleCounts are one title's counts over melee games: the rounds a
// player bore it, the player-games in which a player bore it at least
// once, and how many of those that player won.
type TitleCounts struct {
	Rounds int `json:"rounds"`
	Games  int `json:"games"`
	Won    int `json:"won"`
}

// meleeCard keys a card's counts by deck name and code.
type meleeCard struct{ deck, code string }

// MeleeTally sums melee game results as they come, in any order; its size
// does not grow with the number of games. Decks are counted by name, so a
// mirror (one deck in every seat) counts as one deck, and the tallies of
// several combinations of decks (simulate --decks) add up.
type MeleeTally struct {
	players               []string
	decks                 []string // deck names in first-seen order
	seed                  uint64
	games, noWinner       int
	seatWins              []int
	deckWins, deckGames   map[string]int
	firstGames, firstWins int
	reasons               map[string]int
	rounds                map[int]int
	play                  PlayCounts
	titles                map[string]*TitleCounts
	sum                   map[meleeCard]*CardCounts
	areas                 map[string]bool
}

// NewMeleeTally starts an empty tally of games between seats played by
// players (decider kinds, one per seat); decks names the decks in the
// order the report lists them (others follow in the order they come).
func NewMeleeTally(players, decks []string, seed uint64) *MeleeTally {
	t := &MeleeTally{players: slices.Clone(players), seed: seed, seatWins: make([]int, len(players)),
		deckWins: map[string]int{}, deckGames: map[string]int{}, reasons: map[string]int{}, rounds: map[int]int{},
		titles: map[string]*TitleCounts{}, sum: map[meleeCard]*CardCounts{}, areas: map[string]bool{}}
	for _, d := range decks {
		t.deck(d)
	}
	return t
}

// Add counts one game.
func (t *MeleeTally) Add(r *MeleeResult) {
	t.games++
	won := r.Winner >= 0 && r.Winner < len(t.seatWins)
	if won {
		t.seatWins[r.Winner]++
	} else {
		t.noWinner++
	}
	for s, d := range r.Decks {
		t.deck(d)
		t.deckGames[d]++
		if won && s == r.Winner {
			t.deckWins[d]++
		}
	}
	t.reasons[r.Reason]++
	if r.First >= 0 && won {
		t.firstGames++
		if r.First == r.Winner {
			t.firstWins++
		}
	}
	t.rounds[r.Rounds]++
	t.play.Add(r.Play)
	for s, m := range r.Titles {
		for code, n := range m {
			tc := t.title(code)
			tc.Rounds += n
			tc.Games++
			if won && s == r.Winner {
				tc.Won++
			}
		}
	}
	for s, m := range r.Cards {
		if s >= len(r.Decks) {
			break
		}
		for code, c := range m {
			t.addCard(r.Decks[s], code, c)
		}
	}
}

func (t *MeleeTally) deck(name string) {
	if _, ok := t.deckGames[name]; !ok {
		t.decks = append(t.decks, name)
		t.deckGames[name] = 0
	}
}

func (t *MeleeTally) title(code string) *TitleCounts {
	tc := t.titles[code]
	if tc == nil {
		tc = &TitleCounts{}
		t.titles[code] = tc
	}
	return tc
}

func (t *MeleeTally) addCard(deck, code string, c *CardCounts) {
	k := meleeCard{deck, code}
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

// SeatReport is one seat's win rate and its advantage: the rate less the
// fair share 1/N, with the interval moved alike.
type SeatReport struct {
	Seat      string  `json:"seat"`
	Kind      string  `json:"kind"`
	Wins      Rate    `json:"wins"`
	Advantage float64 `json:"advantage"`
	AdvLow    float64 `json:"advantageLow"`
	AdvHigh   float64 `json:"advantageHigh"`
}

// TitleReport is one title's figures: the share of the borne title-rounds
// it took, and the win rate of the players who bore it in a game.
type TitleReport struct {
	Code   string  `json:"code"`
	Title  string  `json:"title"`
	Rounds int     `json:"rounds"`
	Share  float64 `json:"share"`
	Wins   Rate    `json:"winsWhenBorne"`
}

// MeleeCardReport is one card's counts over all games, for one deck.
type MeleeCardReport struct {
	Deck  string `json:"deck"`
	Code  string `json:"code"`
	Title string `json:"title"`
	CardCounts
	WinRate *Rate `json:"winRateWhenPlayed,omitempty"`
}

// MeleeCombination is one combination of decks of simulate --decks: its
// games and each deck's wins.
type MeleeCombination struct {
	Decks []string `json:"decks"`
	Wins  []Rate   `json:"wins"`
}

// MeleeReport is the summary of a melee simulation: per seat and per deck
// win rates with 95% intervals and their advantage over the fair share
// (1/N), the first player's, game length, the titles' share and win
// rates, how challenges were played and per card figures.
type MeleeReport struct {
	Games    int     `json:"games"`
	Seed     uint64  `json:"seed"`
	Players  int     `json:"players"`
	Fair     float64 `json:"fairShare"`
	NoWinner int     `json:"noWinner"`
	// Seats are the seats' win rates (p1 first); Decks the decks' (every
	// deck plays every seat in turn).
	Seats []SeatReport `json:"seats"`
	Decks []SeatReport `json:"decks"`
	// First is the win rate of the player who was first player in round 1.
	First   SeatReport     `json:"firstPlayer"`
	Length  Length         `json:"rounds"`
	Reasons map[string]int `json:"reasons"`
	Titles  []TitleReport  `json:"titles"`
	Play    PlayCounts     `json:"play"`
	// Defended is the share of challenges with a defender (1 less it is
	// the unopposed share).
	Defended  Rate    `json:"defended"`
	Unopposed float64 `json:"unopposed"`
	// Combinations lists each combination's figures (simulate --decks).
	Combinations           []MeleeCombination `json:"combinations,omitempty"`
	Areas                  []string           `json:"areas"`
	Cards                  []MeleeCardReport  `json:"cards"`
	NeverUsed              []MeleeCardReport  `json:"neverUsed,omitempty"`
	NeverUsedWhenAvailable []MeleeCardReport  `json:"neverUsedWhenAvailable,omitempty"`
}

// advantage is a rate with its advantage over the fair share.
func advantage(label, kind string, r Rate, fair float64) SeatReport {
	r.Label = label
	return SeatReport{Seat: label, Kind: kind, Wins: r, Advantage: r.Rate - fair, AdvLow: r.Low - fair, AdvHigh: r.High - fair}
}

// Report builds the report of the games added so far.
func (t *MeleeTally) Report(title TitleFunc) *MeleeReport {
	n := len(t.players)
	fair := 1 / float64(max(n, 1))
	r := &MeleeReport{Games: t.games, Seed: t.seed, Players: n, Fair: fair, NoWinner: t.noWinner, Reasons: t.reasons, Play: t.play}
	for s, k := range t.players {
		r.Seats = append(r.Seats, advantage(fmt.Sprintf("p%d", s+1), k, Wilson(t.seatWins[s], t.games), fair))
	}
	for _, d := range t.decks {
		r.Decks = append(r.Decks, advantage(d, "", Wilson(t.deckWins[d], t.deckGames[d]), fair))
	}
	r.First = advantage("first player", "", Wilson(t.firstWins, t.firstGames), fair)
	r.Length = lengthOf(t.rounds)
	total := 0
	for _, tc := range t.titles {
		total += tc.Rounds
	}
	for _, code := range slices.Sorted(maps.Keys(t.titles)) {
		tc := t.titles[code]
		tr := TitleReport{Code: code, Title: code, Rounds: tc.Rounds, Wins: Wilson(tc.Won, tc.Games)}
		if title != nil {
			tr.Title = title(code)
		}
		tr.Wins.Label = tr.Title
		if total > 0 {
			tr.Share = float64(tc.Rounds) / float64(total)
		}
		r.Titles = append(r.Titles, tr)
	}
	r.Defended = Wilson(t.play.Defended, t.play.Challenges)
	if t.play.Challenges > 0 {
		r.Unopposed = 1 - r.Defended.Rate
	}
	for k, c := range t.sum {
		cr := MeleeCardReport{Deck: k.deck, Code: k.code, CardCounts: *c}
		if title != nil {
			cr.Title = title(k.code)
		}
		if c.Played > 0 {
			w := Wilson(c.Won, c.Played)
			cr.WinRate = &w
		}
		r.Cards = append(r.Cards, cr)
	}
	order := map[string]int{}
	for i, d := range t.decks {
		order[d] = i
	}
	sort.Slice(r.Cards, func(i, j int) bool {
		a, b := r.Cards[i], r.Cards[j]
		if a.Deck != b.Deck {
			return order[a.Deck] < order[b.Deck]
		}
		return a.Code < b.Code
	})
	r.Areas = slices.Sorted(maps.Keys(t.areas))
	for i := range r.Cards {
		cr := CardReport{CardCounts: r.Cards[i].CardCounts}
		if neverUsed(&cr) {
			r.NeverUsed = append(r.NeverUsed, r.Cards[i])
		}
		if neverUsedWhenAvailable(&cr) {
			r.NeverUsedWhenAvailable = append(r.NeverUsedWhenAvailable, r.Cards[i])
		}
	}
	return r
}

func (s SeatReport) text() string {
	return fmt.Sprintf("%s  advantage %+5.1f%% [%+5.1f%%, %+5.1f%%]", s.Wins.text(), 100*s.Advantage, 100*s.AdvLow, 100*s.AdvHigh)
}

// WriteText writes the report for people.
func (r *MeleeReport) WriteText(w io.Writer) error {
	b := &strings.Builder{}
	fmt.Fprintf(b, "%d melee games of %d players, seed %d (the decks rotate through the seats; fair share %.1f%%)\n\n", r.Games, r.Players, r.Seed, 100*r.Fair)
	fmt.Fprintf(b, "Win rate by seat (95%% Wilson interval; advantage over the fair share)\n")
	for _, s := range r.Seats {
		fmt.Fprintf(b, "  %-3s %-9s %s\n", s.Seat, s.Kind, s.text())
	}
	if r.NoWinner > 0 {
		fmt.Fprintf(b, "  no winner: %d\n", r.NoWinner)
	}
	fmt.Fprintf(b, "\nWin rate by deck\n")
	for _, d := range r.Decks {
		fmt.Fprintf(b, "  %s  %s\n", d.text(), d.Seat)
	}
	fmt.Fprintf(b, "\nFirst player (round 1) wins  %s\n\n", r.First.text())
	r.Length.write(b)
	writeReasons(b, r.Reasons)
	fmt.Fprintf(b, "\nTitles (share of the title-rounds borne; win rate of the players who bore it in a game)\n")
	for _, t := range r.Titles {
		fmt.Fprintf(b, "  %-5s %-20s %6d rounds %s  won %s\n", t.Code, trunc(t.Title, 20), t.Rounds, pct(t.Share), t.Wins.text())
	}
	r.Play.write(b, r.Defended, r.Games)
	if len(r.Combinations) > 0 {
		fmt.Fprintf(b, "\nWin rate by combination of decks\n")
		for _, c := range r.Combinations {
			var parts []string
			for i, d := range c.Decks {
				parts = append(parts, fmt.Sprintf("%s %s", d, strings.TrimSpace(pct(c.Wins[i].Rate))))
			}
			fmt.Fprintf(b, "  %s\n", strings.Join(parts, ", "))
		}
	}
	writeUnused(b, r.rows(r.NeverUsed), r.rows(r.NeverUsedWhenAvailable))
	writeCardTable(b, "deck", 24, r.rows(r.Cards), r.Areas)
	_, err := io.WriteString(w, b.String())
	return err
}

// WriteJSON writes the report as JSON.
func (r *MeleeReport) WriteJSON(w io.Writer) error { return WriteJSON(w, r) }
