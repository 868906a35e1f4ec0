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
	for _, p := range []string{
		"challenge-won [{ch:challenge}] [by {p:player}] [with {c:cards} participating]",
		"challenge-lost [{ch:challenge}] [by {p:player}]",
		"enters-play {c:cards}",
		"leaves-play {c:cards}",
		"killed {c:cards}",
		"plot-revealed [{c:card}]",
		"phase-begins {ph:phase}",
		"phase-ends {ph:phase}",
	} {
		add(vocab.KindTrigger, p, "test trigger")
	}
	for _, p := range []string{
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
	} {
		add(vocab.KindEffect, p, "test effect")
	}
	for _, p := range []string{
		"kneel {c:card}",
		"gold {n:int}",
		"sacrifice {c:card}",
		"shadow {n:int}",
		"discard-power {n:int} from {c:card}",
	} {
		add(vocab.KindCost, p, "test cost")
	}
	for _, p := range []string{
		"controlled-by {p:player}",
		"owned-by {p:player}",
		"with-trait {t:trait}",
		"without-trait {t:trait}",
		"with {stat:word(strength|cost)} {op:word(<|<=|>|>=|=)} {n:int}",
		"kneeling", "standing", "attacking", "defending", "participating", "unique", "other",
		"in {a:area}",
		"faction {f:faction}",
		"with-icon {i:icon}",
	} {
		add(vocab.KindFilter, p, "test filter")
	}
	for _, p := range []string{
		"you-control {c:cards}",
		"phase-is {ph:phase}",
		"challenge-is {ch:challenge}",
		"is-attacking {c:card}",
	} {
		add(vocab.KindCondition, p, "test condition")
	}
	for _, p := range []string{
		"count {c:cards}",
		"strength-of {c:card}",
		"gold-of {p:player}",
		"power-of {p:player}",
	} {
		add(vocab.KindValue, p, "test value")
	}
	return s
}
