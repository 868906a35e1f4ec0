package interp

import (
	"testing"

	"github.com/thronescript/thronescript/dsl/vocab"
	"github.com/thronescript/thronescript/rules"
)

// TestEveryEventHasATrigger: every event of the engine's event table has a
// trigger word of its name, documented by the table, and every trigger word
// names an event of the table (no trigger over an event the engine never
// raises); scenario `until` and `name(event)` parameters know every event.
func TestEveryEventHasATrigger(t *testing.T) {
	r := NewRegistry()
	declared := map[string]bool{}
	for _, n := range r.set.Declared("event") {
		declared[n] = true
	}
	table := map[string]bool{}
	for _, ev := range rules.Events() {
		table[ev.Name] = true
		e := r.lookup(vocab.KindTrigger, ev.Name)
		if e == nil {
			t.Errorf("event %q has no trigger word", ev.Name)
			continue
		}
		if e.Doc != ev.Doc {
			t.Errorf("trigger %q: doc %q, the event table says %q", ev.Name, e.Doc, ev.Doc)
		}
		if !declared[ev.Name] {
			t.Errorf("event %q is not declared for scenarios and name(event) parameters", ev.Name)
		}
	}
	for _, name := range r.names(vocab.KindTrigger) {
		if !table[name] {
			t.Errorf("trigger %q names no event of rules.Events()", name)
		}
	}
}
