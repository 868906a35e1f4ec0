package interp

import (
	"slices"

	"github.com/thronescript/thronescript/dsl/check"
	"github.com/thronescript/thronescript/dsl/vocab"
	"github.com/thronescript/thronescript/rules"
)

// filterAtom compiles one filter phrase of a selector (nil: reported).
func (b *builder) filterAtom(f *check.Phrase) filterFn {
	if f.Entry == nil {
		return nil
	}
	e := b.r.lookup(vocab.KindFilter, f.Entry.Name)
	if e == nil || e.filter == nil {
		b.errorf(CodeUnknownWord, f.Range, "unknown filter %q", f.Entry.Name)
		return nil
	}
	fn := e.filter(b, b.args(f))
	if f.Not {
		pass := fn
		fn = func(ctx *rules.Context, c *rules.Card) bool { return !pass(ctx, c) }
	}
	return fn
}

// filterExpr compiles filters combined with and, or, not and parentheses.
func (b *builder) filterExpr(e *check.FilterExpr) filterFn {
	if e.Op == "atom" {
		if fn := b.filterAtom(e.Atom); fn != nil {
			return fn
		}
		return func(*rules.Context, *rules.Card) bool { return false }
	}
	var fs []filterFn
	for _, a := range e.Args {
		fs = append(fs, b.filterExpr(a))
	}
	switch e.Op {
	case "not":
		return func(ctx *rules.Context, c *rules.Card) bool { return !fs[0](ctx, c) }
	case "or":
		return func(ctx *rules.Context, c *rules.Card) bool {
			return slices.ContainsFunc(fs, func(f filterFn) bool { return f(ctx, c) })
		}
	}
	return func(ctx *rules.Context, c *rules.Card) bool {
		for _, f := range fs {
			if !f(ctx, c) {
				return false
			}
		}
		return true
	}
}

// playerArg compiles a player parameter: a player word, or `controller-of
// CARDS` / `owner-of CARDS` (the players of those cards, once each).
func (b *builder) playerArg(x *check.Arg) playersFn {
	if x.Sel == nil || (x.Word != "controller-of" && x.Word != "owner-of") {
		return b.players(x.Word)
	}
	cards, owner := b.selector(x.Sel, false), x.Word == "owner-of"
	return func(ctx *rules.Context) []*rules.Player {
		var out []*rules.Player
		for _, c := range cards(ctx) {
			p := ctx.G.Controller(c)
			if owner {
				p = ctx.G.Player(c.Owner)
			}
			if p != nil && !slices.Contains(out, p) {
				out = append(out, p)
			}
		}
		return out
	}
}

// registerRelations adds the filters that relate a card to other cards.
func registerRelations(r *Registry) {
	r.addWords([]word{
		{pattern: "shares-trait-with {card:cards}", doc: "Cards that share a trait with another card (\"a character that shares a Trait with that character\").", example: "each character shares-trait-with t",
			filter: related("card", sharesTrait), reads: readsState(0)},
		{pattern: "same-type-as {card:cards}", doc: "Cards of the same card type as another card.", example: "each card in discard of you same-type-as t",
			filter: related("card", func(ctx *rules.Context, o, c *rules.Card) bool { return ctx.G.Type(o) == ctx.G.Type(c) })},
		{pattern: "same-faction-as {card:cards}", doc: "Cards that share a faction with another card (\"a different faction from X\": `not same-faction-as X`).", example: "each character not same-faction-as t",
			filter: related("card", sameFaction), reads: readsState(0)},
	})
}

// sharesTrait reports whether c has a trait o has (a card shares no
// trait with itself).
func sharesTrait(ctx *rules.Context, o, c *rules.Card) bool {
	if o == c {
		return false
	}
	shared := false
	ctx.G.EachTrait(o, func(t string) bool {
		shared = ctx.G.HasTrait(c, t)
		return !shared
	})
	return shared
}

// sameFaction reports whether o and c have a faction in common.
func sameFaction(ctx *rules.Context, o, c *rules.Card) bool {
	for _, f := range factionNames {
		if ctx.G.HasFaction(o, f) && ctx.G.HasFaction(c, f) {
			return true
		}
	}
	return false
}

// factionNames are the eight factions and the neutral affiliation.
var factionNames = []string{"baratheon", "greyjoy", "lannister", "martell", "nights-watch", "stark", "targaryen", "tyrell", "neutral"}
