package main

import "github.com/thronescript/thronescript/dsl/vocab"

// loadVocab returns the phrase vocabulary `throne check` checks phrases
// against. nil means phrases are not checked, only the structure; the
// interpreter's registry replaces this.
func loadVocab() vocab.Table { return nil }
