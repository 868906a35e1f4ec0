// Package checktest provides a small phrase vocabulary for tests and
// examples of the language front end (the real one is interp's registry).
package checktest

import "github.com/thronescript/thronescript/dsl/vocab"

// Vocab returns a fresh test vocabulary.
func Vocab() *vocab.Set {
	s := vocab.NewSet()
	add := func(k vocab.Kind, pattern, doc string) {
		name := pattern
		for i, r := range pattern {
			if r == ' ' {
				name = pattern[:i]
				break
			}
		}
		s.MustAdd(&vocab.Entry{Kind: k, Name: name, Pattern: pattern, Doc: doc})
	}
	// each kind's test phrases, registered in this order
	for _, g := range []struct {
		kind     vocab.Kind
		doc      string
		patterns []string
	}{
		{vocab.KindTrigger, "test trigger", []string{
			"challenge-won [{ch:challenge}] [by {p:player}] [with {c:cards} participating]",
			"challenge-lost [{ch:challenge}] [by {p:player}]",
			"enters-play {c:cards}",
			"leaves-play {c:cards}",
			"killed {c:cards}",
			"plot-revealed [{c:card}]",
			"phase-begins {ph:phase}",
			"phase-ends {ph:phase}",
		}},
		{vocab.KindEffect, "test effect", []string{
			"kill {target:cards} [cannot-be-saved]",
			"draw {n:int}",
			"gain-power {n:int} [on {target:card}]",
			"gain-gold {n:int}",
			"give {target:cards} {delta:signed} strength [until {d:duration}]",
			"stand {target:cards}",
			"kneel {target:cards}",
			"discard {target:cards}",
			"return-to-hand {target:cards}",
			"move {target:cards} to {a:area}",
			"put-into-play {target:cards}",
			"gain-icon {target:cards} {i:icon} [until {d:duration}]",
			"lua {hook:string}",
		}},
		{vocab.KindCost, "test cost", []string{
			"kneel {c:card}",
			"gold {n:int}",
			"sacrifice {c:card}",
			"shadow {n:int}",
			"discard-power {n:int} from {c:card}",
		}},
		{vocab.KindFilter, "test filter", []string{
			"controlled-by {p:player}",
			"owned-by {p:player}",
			"with-trait {t:trait}",
			"without-trait {t:trait}",
			"with {stat:word(strength|cost)} {op:word(<|<=|>|>=|=)} {n:int}",
			"kneeling", "standing", "attacking", "defending", "participating", "unique", "other",
			"in {a:area}",
			"faction {f:faction}",
			"with-icon {i:icon}",
		}},
		{vocab.KindCondition, "test condition", []string{
			"you-control {c:cards}",
			"phase-is {ph:phase}",
			"challenge-is {ch:challenge}",
			"is-attacking {c:card}",
		}},
		{vocab.KindValue, "test value", []string{
			"count {c:cards}",
			"strength-of {c:card}",
			"gold-of {p:player}",
			"power-of {p:player}",
		}},
	} {
		for _, p := range g.patterns {
			add(g.kind, p, g.doc)
		}
	}
	return s
}
