package library

import (
	"github.com/thronescript/thronescript/dsl/check"
	"github.com/thronescript/thronescript/dsl/vocab"
	"github.com/thronescript/thronescript/interp"
)

// WordUse is one word of the vocabulary and the library cards that use it.
type WordUse struct {
	Kind  vocab.Kind
	Name  string
	Cards []string // codes, sorted
}

// WordUses lists every word of the registry, kind by kind and by name,
// with the cards of lib that use it (check.WordUses): the count `throne
// doc` shows and the list of words used by one card or none.
func WordUses(r *interp.Registry, lib *check.Model) []WordUse {
	used := check.WordUses(lib)
	var out []WordUse
	for _, k := range vocab.Kinds {
		for _, e := range r.Entries(k) {
			out = append(out, WordUse{Kind: k, Name: e.Name, Cards: used[check.WordUse{Kind: k, Name: e.Name}]})
		}
	}
	return out
}
