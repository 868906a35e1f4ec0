package interp

import (
	"fmt"

	"github.com/thronescript/thronescript/dsl/check"
	"github.com/thronescript/thronescript/dsl/vocab"
	"github.com/thronescript/thronescript/rules"
)

// word is one row of a register table: a word of the vocabulary — its
// pattern (the schema: name, parameters and flags), doc line and example
// — and the named function that compiles it, in the one field of its
// kind that is set. The other fields declare what the entry's methods of
// the same names declare.
type word struct {
	pattern, doc, example string

	effect func(b *builder, a *args) effectFn
	// cards is an effect's engine primitive over the chosen cards of its
	// `target` parameter (Registry.cardsEffect).
	cards  func(ctx *rules.Context, a *args, cs []*rules.Card) bool
	mod    func(b *builder, a *args) *modSpec // a modifying effect (Registry.modifier)
	cost   func(b *builder, a *args) rules.Cost
	filter func(b *builder, a *args) filterFn
	cond   func(b *builder, a *args) condFn
	value  func(b *builder, a *args) valueFn
	// pay is a cost's engine primitive over the chosen cards of its
	// `target` parameter, of those canPay allows (Registry.cardsCost).
	pay    func(ctx *rules.Context, a *args, cs []*rules.Card) bool
	canPay func(ctx *rules.Context, c *rules.Card) bool

	reads   *readDecl                                               // entry.readsState (nil: not declared)
	readsBy func(p *check.Phrase) (rules.Reads, []string, []string) // entry.readsBy
	affects func(a *args) filterFn                                  // entry.affecting
}

// readDecl is what a word declares it reads of the game state.
type readDecl struct {
	reads rules.Reads
	areas []string
}

// readsState is a row's entry.readsState: what the word reads (rules.Reads;
// 0: nothing beyond its arguments) and the out-of-play areas whose cards
// it reads.
func readsState(rd rules.Reads, areas ...string) *readDecl { return &readDecl{rd, areas} }

// addWords registers a table's words, in order.
func (r *Registry) addWords(ws []word) {
	for _, w := range ws {
		r.addWord(w)
	}
}

// addWord registers one row of a table.
func (r *Registry) addWord(w word) *entry {
	var e *entry
	switch {
	case w.cards != nil:
		e = r.cardsEffect(w.pattern, w.doc, w.example, w.cards)
	case w.effect != nil:
		e = r.add(vocab.KindEffect, w.pattern, w.doc, w.example, &entry{effect: w.effect})
	case w.mod != nil:
		e = r.modifier(w.pattern, w.doc, w.example, w.mod)
	case w.cost != nil:
		e = r.add(vocab.KindCost, w.pattern, w.doc, w.example, &entry{cost: w.cost})
	case w.pay != nil:
		e = r.cardsCost(w.pattern, w.doc, w.example, w.canPay, w.pay)
	case w.filter != nil:
		e = r.filter(w.pattern, w.doc, w.example, w.filter)
	case w.cond != nil:
		e = r.condition(w.pattern, w.doc, w.example, w.cond)
	case w.value != nil:
		e = r.value(w.pattern, w.doc, w.example, w.value)
	default:
		// the built-in tables are fixed at compile time: a row without a
		// function is a programming error caught by the registry tests
		panic(fmt.Sprintf("interp: word %q has no compile function", w.pattern))
	}
	if w.reads != nil {
		e.readsState(w.reads.reads, w.reads.areas...)
	}
	if w.readsBy != nil {
		e.readsBy(w.readsBy)
	}
	if w.affects != nil {
		e.affecting(w.affects)
	}
	return e
}
