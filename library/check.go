package library

import (
	"bytes"
	"slices"
	"strings"

	"github.com/thronescript/thronescript/dsl/check"
	"github.com/thronescript/thronescript/dsl/diag"
	"github.com/thronescript/thronescript/dsl/syntax"
	"github.com/thronescript/thronescript/interp"
)

// Checker runs the whole front end on a user's sources — parse, check, Lua
// hooks and compile: everything `throne test` and `throne play` would
// reject — together with the built-in keyword definitions and packs
// (unless the sources already hold them): it is `throne check`. The
// built-in context — keyword definitions, packs and the built-in cards'
// names — is read once, on first use, so a Checker may check again and
// again (throne serve on every save). A Checker is safe for use by one
// goroutine at a time.
type Checker struct {
	r       *interp.Registry
	context []syntax.Source
	read    bool
	names   *check.CardNames
	named   bool
}

// NewChecker returns a Checker over the registry.
func NewChecker(r *interp.Registry) *Checker { return &Checker{r: r} }

// Check returns the diagnostics about the user's files srcs (the .card
// files and the .lua files they name) and the texts to show them with.
func (k *Checker) Check(srcs []syntax.Source) (diag.Diagnostics, diag.Sources) {
	all := append([]syntax.Source{}, srcs...)
	mine := map[string]bool{}
	for _, s := range srcs {
		mine[s.Name] = true
	}
	added := map[string]bool{}
	if !k.read {
		k.context, _ = Embedded(func(p string) bool { return strings.HasPrefix(p, "prelude/") || p == "packs.card" })
		k.read = true
	}
	for _, c := range k.context {
		if !mine[c.Name] && !holds(srcs, c.Src) {
			all = append(all, c)
			added[c.Name] = true
		}
	}
	var known check.Known
	if slices.ContainsFunc(srcs, func(s syntax.Source) bool { return check.MayHold(s.Src, "scenario") || check.MayHold(s.Src, "text") }) {
		if !k.named {
			k.names, k.named = builtinCards(), true
		}
		known.Cards = k.names // scenarios name cards; texts are for cards
	}
	lib, ds := interp.Build(all, interp.WithRegistry(k.r), interp.WithReadFile(ReadFile), interp.WithWorkers(2), interp.WithKnown(known), interp.CheckOnly())
	var out diag.Diagnostics
	for _, d := range ds {
		if !added[d.Subject.Start.Filename] {
			out = append(out, d)
		}
	}
	out.Sort()
	return out, lib.Sources
}

// holds reports whether one of srcs has exactly this content.
func holds(srcs []syntax.Source, data []byte) bool {
	for _, s := range srcs {
		if bytes.Equal(s.Src, data) {
			return true
		}
	}
	return false
}

// builtinCards lists the built-in library's cards, which scenarios of the
// checked files may name (they are loaded underneath by test and play),
// and its scenarios, which a checked file's of the same name replace. The
// files are parsed a few at a time, and only the names are kept.
func builtinCards() *check.CardNames {
	srcs, err := Embedded(nil)
	if err != nil {
		return nil // the checker then cannot judge card names
	}
	names := &check.CardNames{Scenarios: map[string]string{}}
	for len(srcs) > 0 {
		n := min(len(srcs), 16)
		files, _ := syntax.ParseFiles(srcs[:n], syntax.Workers(2))
		srcs = srcs[n:]
		for _, f := range files {
			for _, s := range f.Stmts {
				switch {
				case s.Word == "card" && len(s.Values) >= 2:
					names.Codes = append(names.Codes, strings.Clone(s.Values[0].Text))
					names.Titles = append(names.Titles, strings.Clone(s.Values[1].Text))
				case s.Word == "scenario" && len(s.Values) == 1:
					names.Scenarios[strings.Clone(s.Values[0].Text)] = f.Name
				}
			}
		}
	}
	return names
}
