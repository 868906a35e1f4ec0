package rules

// Reuse carries memory from a finished game to the next game built with
// it (Config.Reuse): the log, the cards, the events, the history and the
// recorded choices. Playing many games in a row, a worker that reuses this
// memory allocates a fraction of what fresh games do, which matters more
// to simulation speed than any single computation. A Reuse serves one
// goroutine; its zero value is ready to use.
type Reuse struct {
	log     []LogEntry
	cards   []Card
	ptrs    []*Card
	events  [][]Event
	history []HistEntry
	choices []int
}

// take moves r's memory into a new game (r keeps nothing, so a second
// game built from r before the first is recycled gets fresh memory).
func (r *Reuse) take(g *Game) {
	if r.log != nil {
		g.log = r.log[:0]
	}
	if r.cards != nil {
		g.cardStore = r.cards[:0]
		g.cardFirst = g.cardStore
	}
	g.Cards = r.ptrs[:0]
	g.evSpare = r.events
	g.history = r.history[:0]
	g.choices = r.choices[:0]
	*r = Reuse{}
}

// Recycle hands the game's memory to the Reuse it was built with (a game
// built without one keeps its memory). The game, its cards, events and
// log must not be used afterwards: the next game overwrites them.
func (g *Game) Recycle() {
	r := g.reuse
	if r == nil {
		return
	}
	g.reuse = nil
	r.log = g.log[:0]
	r.cards = g.cardFirst[:0] // the first, largest block of cards
	r.events = append(g.evSpare, g.evChunks...)
	for i, ch := range r.events {
		clear(ch[:cap(ch)]) // drop the finished game's pointers
		r.events[i] = ch[:0]
	}
	clear(g.Cards)
	r.ptrs = g.Cards[:0]
	r.history = g.history[:0]
	r.choices = g.choices[:0]
	g.log, g.Cards, g.cardStore, g.cardFirst, g.evStore, g.evChunks, g.evSpare, g.history, g.choices = nil, nil, nil, nil, nil, nil, nil, nil, nil
}
