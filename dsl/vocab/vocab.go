// Package vocab is the schema of the card language's vocabulary: the
// triggers, effects, costs, filters, conditions and values that phrases in
// abilities are made of. It holds no behaviour: interp registers entries
// together with their Go handlers and exposes them through Table.
package vocab

import (
	"fmt"
	"sort"
)

// Kind is the kind of a vocabulary entry: where in an ability it may appear.
type Kind int

// Entry kinds.
const (
	KindTrigger   Kind = iota // after/when/when-would <trigger>
	KindEffect                // do/then <effect>
	KindCost                  // cost <cost>
	KindFilter                // selector filters: controlled-by you, with-trait Knight
	KindCondition             // if <condition>
	KindValue                 // numbers computed in play: count …, strength-of …
)

var kindNames = [...]string{"trigger", "effect", "cost", "filter", "condition", "value"}

// Kinds lists every kind in order.
var Kinds = []Kind{KindTrigger, KindEffect, KindCost, KindFilter, KindCondition, KindValue}

// String returns the kind's name as written in documentation: "effect".
func (k Kind) String() string { return enumName(kindNames[:], k, "kind") }

// enumName is the name of k in names, or what(k) when k is out of them.
func enumName[K ~int](names []string, k K, what string) string {
	if k >= 0 && int(k) < len(names) {
		return names[k]
	}
	return fmt.Sprintf("%s(%d)", what, int(k))
}

// Entry is one vocabulary entry.
type Entry struct {
	Kind    Kind
	Name    string // the first word of the pattern
	Pattern string // e.g. "gain-power {n:int} [on {target:card}]"
	Doc     string // one line
	Example string // a phrase using it
	// Payable marks an effect that can be a cost: the engine can tell
	// whether it would change its cards in full (`cost stand parent`).
	// Effects without card parameters are payable too.
	Payable bool
	// Interrupts marks an effect that changes the event an interrupt
	// interrupts (a replacement: "… instead", "unless that player pays"):
	// it does something only in an interrupt's body.
	Interrupts bool
	// Grants marks an effect whose keyword parameter gives cards the
	// keyword: the value the keyword's definition needs must be written
	// with it (`gain-keyword self oath(Knight)`).
	Grants bool
}

// Table gives read access to a vocabulary.
type Table interface {
	// Lookup returns the entry of kind k named name, or nil.
	Lookup(k Kind, name string) *Entry
	// Names lists the names of kind k, sorted.
	Names(k Kind) []string
}

// Set is a map-backed Table.
type Set struct {
	entries  [len(kindNames)]map[string]*Entry
	parsed   map[*Entry]*Pattern
	declared map[string][]string
	rules    map[Kind]map[string]*Rule
}

// Declarer is implemented by tables that also list names outside the
// phrase kinds: the engine's areas ("area") and events ("event"), which
// scenarios name.
type Declarer interface {
	Declared(what string) []string
}

// NewSet returns an empty set.
func NewSet() *Set {
	s := &Set{parsed: map[*Entry]*Pattern{}}
	for i := range s.entries {
		s.entries[i] = map[string]*Entry{}
	}
	return s
}

// Add adds e after checking its pattern. It fails on a bad pattern, on a
// pattern whose first word is not e.Name, or on a name already used for
// the same kind.
func (s *Set) Add(e *Entry) error {
	if e.Kind < 0 || int(e.Kind) >= len(kindNames) {
		return fmt.Errorf("vocabulary entry %q: unknown kind %d", e.Name, int(e.Kind))
	}
	p, err := ParsePattern(e.Pattern)
	if err != nil {
		return fmt.Errorf("vocabulary entry %q: %w", e.Name, err)
	}
	if p.Name != e.Name {
		return fmt.Errorf("vocabulary entry %q: pattern %q starts with %q, not the entry's name", e.Name, e.Pattern, p.Name)
	}
	if _, dup := s.entries[e.Kind][e.Name]; dup {
		return fmt.Errorf("vocabulary entry %q: a %s with this name already exists", e.Name, e.Kind)
	}
	s.entries[e.Kind][e.Name] = e
	s.parsed[e] = p
	return nil
}

// MustAdd adds entries and panics on an error; for vocabularies written in
// Go source (a programming mistake, never user input).
func (s *Set) MustAdd(es ...*Entry) *Set {
	for _, e := range es {
		if err := s.Add(e); err != nil {
			panic(err)
		}
	}
	return s
}

// Lookup implements Table.
func (s *Set) Lookup(k Kind, name string) *Entry {
	if k < 0 || int(k) >= len(kindNames) {
		return nil
	}
	return s.entries[k][name]
}

// Names implements Table.
func (s *Set) Names(k Kind) []string {
	if k < 0 || int(k) >= len(kindNames) {
		return nil
	}
	out := make([]string, 0, len(s.entries[k]))
	for n := range s.entries[k] {
		out = append(out, n)
	}
	sort.Strings(out)
	return out
}

// Entries returns the entries of kind k sorted by name.
func (s *Set) Entries(k Kind) []*Entry {
	var out []*Entry
	for _, n := range s.Names(k) {
		out = append(out, s.entries[k][n])
	}
	return out
}

// Declare adds names of what ("area", "event") for Declared.
func (s *Set) Declare(what string, names ...string) {
	if s.declared == nil {
		s.declared = map[string][]string{}
	}
	s.declared[what] = append(s.declared[what], names...)
}

// Declared lists the names declared for what, in order.
func (s *Set) Declared(what string) []string { return s.declared[what] }

// Pattern returns the parsed pattern of an entry added to s, or nil.
func (s *Set) Pattern(e *Entry) *Pattern { return s.parsed[e] }
