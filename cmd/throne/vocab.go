package main

import (
	"github.com/thronescript/thronescript/dsl/vocab"
	"github.com/thronescript/thronescript/interp"
)

// loadVocab returns the phrase vocabulary `throne check` checks phrases
// against: the interpreter's registry, where every trigger, effect, cost,
// filter, condition and value is registered once.
func loadVocab() vocab.Table { return interp.NewRegistry().Vocab() }
