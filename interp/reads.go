package interp

import (
	"github.com/thronescript/thronescript/dsl/check"
	"github.com/thronescript/thronescript/rules"
)

// readsOf collects what a constant ability (its conditions and one of its
// effects) reads of the game state, from the words' declarations
// (entry.readsState). Unknown is set when any part is undeclared.
type readsOf struct {
	r        *Registry
	reads    rules.Reads
	areas    []string
	events   []string
	anyEvent bool
	unknown  bool
}

// constantReads returns what a constant's conditions and effect read, for
// rules.ConstantSpec.Reads, ReadAreas and ReadEvents (0: unknown).
func (b *builder) constantReads(ab *check.Ability, effect *check.Phrase, lineConds ...*check.Cond) (rules.Reads, []string, []string) {
	if ab.Hook != "" {
		return 0, nil, nil
	}
	w := &readsOf{r: b.r, reads: rules.ReadsCards}
	for _, c := range append(ab.Conds[:len(ab.Conds):len(ab.Conds)], lineConds...) {
		w.cond(c)
	}
	w.phrase(effect)
	if w.unknown {
		return 0, nil, nil
	}
	if w.anyEvent {
		w.events = nil
	}
	return w.reads, w.areas, w.events
}

func (w *readsOf) phrase(p *check.Phrase) {
	if p == nil || w.unknown {
		return
	}
	if p.Entry == nil {
		w.unknown = true
		return
	}
	e := w.r.lookup(p.Entry.Kind, p.Entry.Name)
	if e == nil || !e.readsKnown {
		w.unknown = true
		return
	}
	rd, areas, evs := e.reads, e.readAreas, []string(nil)
	if e.argReads != nil {
		more, moreAreas, moreEvs := e.argReads(p)
		rd |= more
		areas = append(append([]string(nil), areas...), moreAreas...)
		evs = moreEvs
	}
	w.reads |= rd
	w.areas = append(w.areas, areas...)
	if rd&rules.ReadsHistory != 0 {
		w.events = append(w.events, evs...)
		w.anyEvent = w.anyEvent || len(evs) == 0 // no events named: any
	}
	for _, a := range p.Args {
		w.arg(a)
	}
}

func (w *readsOf) arg(a *check.Arg) {
	switch {
	case a.Kind == "player" && a.Sel != nil:
		// controller-of CARDS: the player of a card
		w.unknown = true
		w.selector(a.Sel)
	case a.Sel != nil:
		w.selector(a.Sel)
	case a.Cond != nil:
		w.cond(a.Cond)
	case a.Int != nil:
		w.intExpr(a.Int)
	case a.Kind == "player" && a.Word != "":
		pw := playerWords[a.Word]
		w.reads |= pw.reads
		w.unknown = w.unknown || !pw.readsKnown
	}
}

func (w *readsOf) selector(s *check.Selector) {
	if s.MaxExpr != nil {
		w.intExpr(s.MaxExpr)
	}
	for _, f := range s.Filters {
		w.phrase(f)
	}
	for _, g := range s.Groups {
		g.Walk(w.phrase)
	}
}

func (w *readsOf) intExpr(x *check.IntExpr) {
	if x.X {
		w.unknown = true
	}
	if x.Value != nil {
		w.phrase(x.Value)
	}
	for _, t := range x.Terms {
		w.intExpr(t)
	}
}

func (w *readsOf) cond(c *check.Cond) {
	if c == nil {
		return
	}
	w.phrase(c.Atom)
	for _, x := range []*check.IntExpr{c.L, c.R} {
		if x != nil {
			w.intExpr(x)
		}
	}
	for _, x := range c.Args {
		w.cond(x)
	}
}

// historyReads is what a history count reads: the history of the events
// named, and the phase too when it counts "this phase".
func historyReads(p *check.Phrase, events ...string) (rules.Reads, []string, []string) {
	rd := rules.ReadsHistory
	if a := p.Args["period"]; a != nil && a.Word == "phase" {
		rd |= rules.ReadsPhase
	}
	return rd, nil, events
}
