// Package interp compiles checked card-language ASTs (dsl/check) onto the
// rules engine: card definitions, abilities, keyword definitions and
// scenarios.
//
// The vocabulary of the language — every trigger, effect, cost, filter,
// condition and value — is registered once in a Registry with its pattern,
// a doc line, an example and the Go function that compiles it. The checker
// validates phrases against the same registry (Registry.Vocab), `throne doc`
// prints it and spec/ is generated from it: there is no second list to keep
// in sync.
//
// Each word lives in one file named by its meaning: triggers.go, events.go,
// movement.go (kill, discard, return, put into play, …), cardstate.go,
// power_gold.go, modifiers.go, challenges.go, melee.go, phases.go,
// delayed.go, replacements.go, choices.go, targets.go, costs.go, filters.go,
// conditions.go, values.go and lua_words.go.
package interp

import (
	"fmt"
	"github.com/thronescript/thronescript/dsl/check"
	"sort"
	"strings"

	"github.com/thronescript/thronescript/dsl/vocab"
	"github.com/thronescript/thronescript/rules"
)

// Compiled forms of phrases.
type (
	effectFn  func(ctx *rules.Context) bool
	cardsFn   func(ctx *rules.Context) []*rules.Card
	filterFn  func(ctx *rules.Context, c *rules.Card) bool
	condFn    func(ctx *rules.Context) bool
	valueFn   func(ctx *rules.Context) int
	playersFn func(ctx *rules.Context) []*rules.Player
)

// modSpec is what a modifying effect ("give … +2 strength") compiles to: the
// same phrase is a constant ability's body or, with a duration, a lasting
// effect.
type modSpec struct {
	targets cardsFn // cards affected (nil: player-level)
	// each, if set, visits the cards targets lists, in its order, without
	// listing them (a constant ability's body applies to each in turn)
	each    func(ctx *rules.Context, yield func(*rules.Card))
	players playersFn // players affected (player-level modifiers)
	spec    rules.ConstantSpec
	until   *rules.Duration // from an `until` parameter
	// freeze, if set, gives the spec of a lasting effect with its values
	// read when the effect resolves ("+X STR until the end of the phase");
	// a constant ability's body reads them whenever it applies (spec).
	freeze func(ctx *rules.Context) rules.ConstantSpec
}

// triggerSpec is what a trigger phrase compiles to.
type triggerSpec struct {
	event string
	match func(ctx *rules.Context, ev *rules.Event) bool
	batch bool // `at-once`: "1 or more" cards, one trigger for the events raised together
}

// entry is one registered word of the vocabulary.
type entry struct {
	vocab.Entry
	effect  func(b *builder, a *args) effectFn
	mod     func(b *builder, a *args) *modSpec
	trigger func(b *builder, a *args) triggerSpec
	cost    func(b *builder, a *args) rules.Cost
	filter  func(b *builder, a *args) filterFn
	cond    func(b *builder, a *args) condFn
	value   func(b *builder, a *args) valueFn
	// reads is what the word reads of the game state beyond its arguments
	// (meaningful when readsKnown; see readsState).
	reads     rules.Reads
	readAreas []string // the out-of-play areas read (with rules.ReadsAreas)
	// argReads, if set, adds what the word reads depending on its
	// arguments: more parts, areas, and the history events it counts.
	argReads   func(p *check.Phrase) (rules.Reads, []string, []string)
	readsKnown bool
	lua        *luaSchema // effects: the parameters as hooks pass them
	// affects, for effects over a `target` parameter, reports whether the
	// effect could affect a card at all (target eligibility: a target it
	// could not affect is never offered); nil: any card.
	affects func(a *args) filterFn
	// cardsDo is a card effect's engine primitive over the chosen cards
	// (cardsEffect): with affects, the effect can be a cost (effectCost,
	// vocab.Entry.Payable).
	cardsDo func(ctx *rules.Context, a *args, cs []*rules.Card) bool
	// defers, if set, makes the effects that follow the word in an ability
	// its delayed body: it returns the effect built from them (rest), or
	// nil when the phrase does not defer.
	defers func(b *builder, a *args) func(rest func(ctx *rules.Context) bool) effectFn
}

// interrupting marks an effect that changes the event an interrupt
// interrupts (vocab.Entry.Interrupts): the checker refuses it in any other
// ability.
func (e *entry) interrupting() *entry {
	e.Interrupts = true
	return e
}

// affecting declares what cards an effect could affect (see entry.affects).
func (e *entry) affecting(f func(a *args) filterFn) *entry {
	e.affects = f
	e.Payable = e.cardsDo != nil
	return e
}

// Registry is the vocabulary of the language. Build one with NewRegistry; it
// is read-only afterwards and safe to share between goroutines.
type Registry struct {
	set     *vocab.Set
	entries map[vocab.Kind]map[string]*entry
}

// NewRegistry returns a registry holding the whole built-in vocabulary.
func NewRegistry() *Registry {
	r := &Registry{set: vocab.NewSet(), entries: map[vocab.Kind]map[string]*entry{}}
	registerTriggers(r)
	registerEvents(r)
	registerMovement(r)
	registerCardstate(r)
	registerPowerGold(r)
	registerModifiers(r)
	registerChallenges(r)
	registerDeclare(r)
	registerKeywordValues(r)
	registerMelee(r)
	registerPhases(r)
	registerDelayed(r)
	registerReplacements(r)
	registerChoices(r)
	registerTargets(r)
	registerCosts(r)
	registerFilters(r)
	registerRelations(r)
	registerConditions(r)
	registerValues(r)
	registerWhenRevealedAgain(r)
	registerRevealPlot(r)
	registerOnlyTarget(r)
	registerNaming(r)
	registerLuaWords(r)
	registerScenarioWords(r)
	registerNames(r)
	registerRules(r)
	r.prepareLua()
	return r
}

// Vocab returns the registry as a vocabulary table for the checker.
func (r *Registry) Vocab() vocab.Table { return r.set }

// Declared lists the names the registry declares for a name set ("area",
// "event", "card-restriction", …), as the checker knows them.
func (r *Registry) Declared(set string) []string { return r.set.Declared(set) }

// Entries lists the entries of one kind, sorted by name.
func (r *Registry) Entries(k vocab.Kind) []*vocab.Entry { return r.set.Entries(k) }

// Lookup finds an entry by name in any kind (for `throne doc NAME`).
func (r *Registry) Lookup(name string) []*vocab.Entry {
	var out []*vocab.Entry
	for _, k := range vocab.Kinds {
		if e := r.set.Lookup(k, name); e != nil {
			out = append(out, e)
		}
	}
	return out
}

// add registers e as the word named by the pattern's first word and returns
// it, so a registration can go on to declare what the word reads.
func (r *Registry) add(k vocab.Kind, pattern, doc, example string, e *entry) *entry {
	name := pattern
	if i := strings.IndexAny(name, " ["); i >= 0 {
		name = name[:i]
	}
	e.Entry = vocab.Entry{Kind: k, Name: name, Pattern: pattern, Doc: doc, Example: example}
	if err := r.set.Add(&e.Entry); err != nil {
		// The built-in vocabulary is fixed at compile time: a bad pattern is
		// a programming error caught by the registry tests.
		panic(fmt.Sprintf("interp: registering %q: %v", pattern, err))
	}
	if r.entries[k] == nil {
		r.entries[k] = map[string]*entry{}
	}
	r.entries[k][name] = e
	return e
}

func (r *Registry) lookup(k vocab.Kind, name string) *entry { return r.entries[k][name] }

// grants marks an effect whose keyword parameter gives cards the keyword
// (vocab.Entry.Grants): the checker wants the value the keyword needs.
func (e *entry) grants() *entry {
	e.Grants = true
	return e
}

// readsState declares what the word reads of the game state beyond its
// arguments (rules.Reads; 0: nothing), and which out-of-play areas it reads
// the cards of (a player's hand size: rules.ReadsAreas is then implied). A
// constant ability built only from declared words is recomputed only when
// what it reads changes; any undeclared word makes it recomputed after every
// change.
func (e *entry) readsState(rd rules.Reads, areas ...string) *entry {
	if len(areas) > 0 {
		rd |= rules.ReadsAreas
	}
	e.reads, e.readAreas, e.readsKnown = rd, areas, true
	return e
}

// readsBy declares that what the word reads depends on its arguments (which
// area `in` names, which events a history count counts): f returns it for
// one phrase.
func (e *entry) readsBy(f func(p *check.Phrase) (rules.Reads, []string, []string)) *entry {
	e.readsState(0)
	e.argReads = f
	return e
}

// names returns the sorted names of one kind.
func (r *Registry) names(k vocab.Kind) []string {
	out := make([]string, 0, len(r.entries[k]))
	for n := range r.entries[k] {
		out = append(out, n)
	}
	sort.Strings(out)
	return out
}

// cardsEffect registers an effect over a `target:cards` parameter that calls
// one engine primitive for all the cards at once.
func (r *Registry) cardsEffect(pattern, doc, example string, do func(ctx *rules.Context, a *args, cs []*rules.Card) bool) *entry {
	return r.add(vocab.KindEffect, pattern, doc, example, &entry{cardsDo: do, effect: func(b *builder, a *args) effectFn {
		sel := a.choose("target")
		a.precompile() // do reads a's parameters while the game runs
		return onCards(sel, func(ctx *rules.Context, cs []*rules.Card) bool { return do(ctx, a, cs) })
	}})
}

// onCards is an effect on the cards sel lists when it resolves; with none
// it does not resolve.
func onCards(sel cardsFn, do func(ctx *rules.Context, cs []*rules.Card) bool) effectFn {
	return func(ctx *rules.Context) bool {
		cs := sel(ctx)
		if len(cs) == 0 {
			return false
		}
		return do(ctx, cs)
	}
}

// choose compiles a cards parameter in effect position: "each …" takes all,
// "a …" / "up-to N …" prompts the ability's controller.
func (a *args) choose(name string) cardsFn {
	x := a.arg(name)
	if x == nil || x.Sel == nil {
		return func(*rules.Context) []*rules.Card { return nil }
	}
	return a.b.selector(x.Sel, true)
}

// forAll applies f to every card and reports whether it succeeded for all.
func forAll(cs []*rules.Card, f func(c *rules.Card) bool) bool {
	ok := true
	for _, c := range cs {
		ok = f(c) && ok
	}
	return ok
}
