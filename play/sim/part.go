package sim

import (
	"cmp"
	"encoding/json"
	"fmt"
	"io"
	"maps"
	"slices"
)

// PartFormat names the format of a shard's part file (simulate --shard K/N
// --json); Merge refuses parts of another format.
const PartFormat = "throne-simulate-part/1"

// Part is what one shard of a run writes: the run it belongs to, its shard,
// and its games summed (a Tally's counts, never the games themselves), so
// that merging the parts of every shard gives the report the single run
// gives, byte for byte.
type Part struct {
	Format string  `json:"format"`
	Shard  int     `json:"shard"`
	Shards int     `json:"shards"`
	Run    RunInfo `json:"run"`
	// Titles names the cards of the counts (the report prints them; merge
	// has no library).
	Titles map[string]string `json:"titles"`
	// Tally holds a plain run's counts; Compare a comparison's; Melee a
	// melee run's (simulate --players N).
	Tally   *TallyData   `json:"tally,omitempty"`
	Compare *ComparePart `json:"compare,omitempty"`
	Melee   *MeleePart   `json:"melee,omitempty"`
	// Name, if set, names the part in Merge's messages (its file);
	// otherwise it is "part N".
	Name string `json:"-"`
}

// label names the part, the i-th given to Merge.
func (p *Part) label(i int) string {
	if p.Name != "" {
		return p.Name
	}
	return fmt.Sprintf("part %d", i+1)
}

// RunInfo is what identifies a run: every part of it must say the same.
type RunInfo struct {
	Games     int       `json:"games"`
	Seed      uint64    `json:"seed"`
	Players   [2]string `json:"players"`
	Decks     [2]string `json:"decks"`
	Alternate bool      `json:"alternate,omitempty"`
	// Compare is the compared file of a --compare run.
	Compare string `json:"compare,omitempty"`
}

// InfoOf returns the RunInfo of a config.
func InfoOf(cfg Config) RunInfo {
	return RunInfo{Games: cfg.Games, Seed: cfg.Seed, Players: cfg.Players, Decks: cfg.DeckNames, Alternate: cfg.Alternate}
}

func (ri RunInfo) config() Config {
	return Config{Games: ri.Games, Seed: ri.Seed, Players: ri.Players, DeckNames: ri.Decks, Alternate: ri.Alternate}
}

// TallyData is a Tally's counts in a stable, mergeable form.
type TallyData struct {
	Games      int            `json:"games"`
	NoWinner   int            `json:"noWinner"`
	Wins       [2]int         `json:"wins"`
	DeckWins   [2]int         `json:"deckWins"`
	FirstGames int            `json:"firstGames"`
	FirstWins  int            `json:"firstWins"`
	Reasons    map[string]int `json:"reasons"`
	// Rounds is the histogram of game lengths: rounds → games.
	Rounds map[int]int `json:"rounds"`
	Play   PlayCounts  `json:"play"`
	Cards  []TallyCard `json:"cards"`
}

// TallyCard is one card's counts for one deck (0 or 1).
type TallyCard struct {
	Deck int    `json:"deck"`
	Code string `json:"code"`
	CardCounts
}

// Data returns the tally's counts (cards in deck then code order).
func (t *Tally) Data() *TallyData {
	d := &TallyData{Games: t.games, NoWinner: t.noWinner, Wins: t.wins, DeckWins: t.deckWins,
		FirstGames: t.firstGames, FirstWins: t.firstWins, Reasons: t.reasons, Rounds: t.rounds, Play: t.play}
	for k, c := range t.sum {
		d.Cards = append(d.Cards, TallyCard{Deck: k.p, Code: k.code, CardCounts: *c})
	}
	slices.SortFunc(d.Cards, func(a, b TallyCard) int { return cmp.Or(cmp.Compare(a.Deck, b.Deck), cmp.Compare(a.Code, b.Code)) })
	return d
}

// AddData adds another tally's counts (of other games of the same run).
func (t *Tally) AddData(d *TallyData) {
	t.games += d.Games
	t.noWinner += d.NoWinner
	for k := range t.wins {
		t.wins[k] += d.Wins[k]
		t.deckWins[k] += d.DeckWins[k]
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
	for i := range d.Cards {
		c := &d.Cards[i]
		t.addCard(c.Deck, c.Code, &c.CardCounts)
	}
}

// titles names the codes of the tally's counts.
func (t *Tally) titles(title TitleFunc, into map[string]string) {
	for k := range t.sum {
		if title != nil {
			into[k.code] = title(k.code)
		}
	}
}

// PartOf returns the part a shard of a plain run writes.
func PartOf(cfg Config, t *Tally, title TitleFunc) *Part {
	p := &Part{Format: PartFormat, Shard: cfg.Shard.K, Shards: max(cfg.Shard.N, 1), Run: InfoOf(cfg), Titles: map[string]string{}, Tally: t.Data()}
	t.titles(title, p.Titles)
	return p
}

// ComparePart is a comparison's counts: the paired outcomes and both
// versions' tallies (per changed card: drawn, played, won).
type ComparePart struct {
	Pairs   PairTally     `json:"pairs"`
	Base    *TallyData    `json:"base"`
	Changed *TallyData    `json:"changed"`
	Cards   []ChangedCard `json:"cards,omitempty"`
}

// CompareTally sums a paired comparison as games finish: memory does not
// grow with the number of games.
type CompareTally struct {
	Pairs         PairTally
	Base, Changed *Tally
}

// NewCompareTally starts an empty comparison of a run of cfg.
func NewCompareTally(cfg Config) *CompareTally {
	return &CompareTally{Base: NewTally(cfg), Changed: NewTally(cfg)}
}

// Add counts one pair of games with the same seed.
func (c *CompareTally) Add(a, b *GameResult) {
	c.Pairs.Add(a, b)
	c.Base.Add(a)
	c.Changed.Add(b)
}

// Report builds the comparison of the games added so far.
func (c *CompareTally) Report(file string, cards []ChangedCard) *Compare {
	cfg := c.Base.cfg
	cmp := c.Pairs.Compare(cfg.Seed, file)
	cmp.Decks = cfg.DeckNames
	cmp.Cards = cardUses(cards, cfg.DeckNames, c.Base, c.Changed)
	return cmp
}

// PartOf returns the part a shard of a comparison writes.
func (c *CompareTally) PartOf(cfg Config, file string, cards []ChangedCard, title TitleFunc) *Part {
	ri := InfoOf(cfg)
	ri.Compare = file
	p := &Part{Format: PartFormat, Shard: cfg.Shard.K, Shards: max(cfg.Shard.N, 1), Run: ri, Titles: map[string]string{},
		Compare: &ComparePart{Pairs: c.Pairs, Base: c.Base.Data(), Changed: c.Changed.Data(), Cards: cards}}
	c.Base.titles(title, p.Titles)
	c.Changed.titles(title, p.Titles)
	return p
}

// cardUses adds each changed card's counts in both versions, per deck
// that played or drew it.
func cardUses(cards []ChangedCard, decks [2]string, base, changed *Tally) []ChangedCard {
	out := make([]ChangedCard, len(cards))
	for i, c := range cards {
		c.Uses = nil
		for d := 0; d < 2; d++ {
			k := tallyKey{d, c.Code}
			a, b := base.sum[k], changed.sum[k]
			if a == nil && b == nil {
				continue
			}
			c.Uses = append(c.Uses, CardUse{Deck: decks[d], Without: statsOf(a), With: statsOf(b)})
		}
		out[i] = c
	}
	return out
}

func statsOf(c *CardCounts) CardStats {
	if c == nil {
		return CardStats{WinRate: Wilson(0, 0)}
	}
	return CardStats{Drawn: c.Drawn, Played: c.Played, WinRate: Wilson(c.Won, c.Played)}
}

// WriteJSON writes the part as one JSON object.
func (p *Part) WriteJSON(w io.Writer) error {
	b, err := json.Marshal(p)
	if err != nil {
		return err
	}
	_, err = w.Write(append(b, '\n'))
	return err
}

// ReadPart reads a part written by WriteJSON and checks it (Part.Check:
// the error is then a *PartError naming the field).
func ReadPart(r io.Reader) (*Part, error) {
	var p Part
	dec := json.NewDecoder(r)
	dec.DisallowUnknownFields()
	if err := dec.Decode(&p); err != nil {
		return nil, err
	}
	if p.Format != PartFormat {
		return nil, fmt.Errorf("not a simulate part (format %q, want %q): write parts with simulate --shard K/N --json", p.Format, PartFormat)
	}
	if !p.holdsOne() {
		return nil, fmt.Errorf("a simulate part holds either a tally, a comparison or a melee run")
	}
	if e := p.check(); e != nil {
		return nil, e
	}
	return &p, nil
}

// Merged is the result of merging every shard of a run: a report or a
// comparison.
type Merged struct {
	Report  *Report
	Compare *Compare
	Melee   *MeleeReport
}

// holdsOne reports whether the part holds exactly one of a tally, a
// comparison (with both tallies) and a melee run (with its tally).
func (p *Part) holdsOne() bool {
	n := 0
	if p.Tally != nil {
		n++
	}
	if p.Compare != nil {
		if p.Compare.Base == nil || p.Compare.Changed == nil {
			return false
		}
		n++
	}
	if p.Melee != nil {
		if p.Melee.Tally == nil {
			return false
		}
		n++
	}
	return n == 1
}

// Merge sums the parts of every shard of one run (each shard exactly
// once, in any order) into the report the single run prints. Every part
// is checked (Part.Check), every part must be of the first one's run, and
// no sum may overflow: an error about a part is a *PartError naming it
// and its field.
func Merge(parts []*Part) (*Merged, error) {
	if len(parts) == 0 {
		return nil, fmt.Errorf("no parts to merge")
	}
	for i, p := range parts {
		if p == nil || p.Format != PartFormat || !p.holdsOne() {
			return nil, &PartError{Part: i, Field: "format", Problem: "not a simulate part holding a tally, a comparison or a melee run"}
		}
		if e := p.check(); e != nil {
			e.Part = i
			return nil, e
		}
	}
	first := parts[0]
	seen := map[int]bool{} // not a slice of Shards: Shards is what the file says
	shardOf := map[int]int{}
	titles := map[string]string{}
	titleFrom := map[string]int{}
	total := sums{}
	cfg := first.Run.config()
	var plain *Tally
	var cmp *CompareTally
	var melee *MeleeTally
	switch {
	case first.Compare != nil:
		cmp = NewCompareTally(cfg)
	case first.Melee != nil:
		melee = NewMeleeTally(first.Melee.Players, first.Melee.Decks, first.Run.Seed)
	default:
		plain = NewTally(cfg)
	}
	for i, p := range parts {
		if e := sameRun(p, first, first.label(0)); e != nil {
			e.Part = i
			return nil, e
		}
		if seen[p.Shard] {
			return nil, &PartError{Part: i, Field: "shard", Problem: fmt.Sprintf("%d of %d, given twice (%s is that shard too)", p.Shard, p.Shards, parts[shardOf[p.Shard]].label(shardOf[p.Shard]))}
		}
		seen[p.Shard], shardOf[p.Shard] = true, i
		for _, k := range slices.Sorted(maps.Keys(p.Titles)) {
			v := p.Titles[k]
			if t, ok := titles[k]; ok && t != v {
				return nil, &PartError{Part: i, Field: fmt.Sprintf("titles[%q]", k), Problem: fmt.Sprintf("%q, but %s says %q", v, parts[titleFrom[k]].label(titleFrom[k]), t)}
			}
			titles[k], titleFrom[k] = v, i
		}
		if e := total.add(p); e != nil {
			e.Part = i
			return nil, e
		}
		switch {
		case cmp != nil:
			cmp.Pairs.add(p.Compare.Pairs)
			cmp.Base.AddData(p.Compare.Base)
			cmp.Changed.AddData(p.Compare.Changed)
		case melee != nil:
			melee.AddData(p.Melee.Tally, first.Melee.Decks)
		default:
			plain.AddData(p.Tally)
		}
	}
	for k := 0; k < first.Shards; k++ { // a missing shard is among the first len(parts)+1
		if !seen[k] {
			return nil, fmt.Errorf("shard %d/%d is missing", k, first.Shards)
		}
	}
	title := func(code string) string { return titles[code] }
	switch {
	case cmp != nil:
		return &Merged{Compare: cmp.Report(first.Run.Compare, first.Compare.Cards)}, nil
	case melee != nil:
		return &Merged{Melee: melee.Report(title)}, nil
	}
	return &Merged{Report: plain.Report(title)}, nil
}
