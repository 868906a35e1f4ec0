package interp

import (
	"github.com/thronescript/thronescript/dsl/vocab"
	"github.com/thronescript/thronescript/rules"
)

// registerAreas adds the generic words first needed by lasting effects, areas and choices.
// Every word is generic: it names no card and no keyword.
func registerAreas(r *Registry) {
	r.add(vocab.KindEffect, "place-as-duplicate {target:cards} on {parent:card} [facedown]",
		"Place cards out of play on a card in play as duplicates (any card, whatever its title; `facedown`: only its controller may look at it).",
		"do place-as-duplicate each card in deck of you top-of-deck 1 on self facedown", &entry{effect: func(b *builder, a *args) effectFn {
			sel, parent, facedown := a.choose("target"), a.Cards("parent"), a.Has("facedown")
			return func(ctx *rules.Context) bool {
				cs := sel(ctx)
				if len(cs) == 0 || parent == nil {
					return false
				}
				ps := parent(ctx)
				if len(ps) == 0 {
					return false
				}
				ok := true
				for _, c := range cs {
					ok = ctx.G.PlaceAsDuplicate(ctx, c, ps[0], rules.DuplicateOptions{Facedown: facedown}) && ok
				}
				return ok
			}
		}})
	r.value("sum-of {a:int} and {b:int}",
		"A plus B: \"1 limited card, plus 1 for each additional one allowed\" is `sum-of 1 and (player-value-of limited you)`.",
		"(sum-of (history-count marshaled by you) and (history-count played by you))", func(b *builder, a *args) valueFn {
			x, y := a.Int("a", 0), a.Int("b", 0)
			return func(ctx *rules.Context) int { return x(ctx) + y(ctx) }
		})
	r.add(vocab.KindTrigger, "plot-chosen [by {p:player}]",
		"A player chooses a plot card to reveal in the plot phase (before plots are revealed); interrupts may replace the choice with `instead-random plot-deck`.",
		"when plot-chosen by you", &entry{trigger: func(b *builder, a *args) triggerSpec {
			by := a.Players("p", nil)
			return triggerSpec{event: rules.EvPlotChosen, match: func(ctx *rules.Context, e *rules.Event) bool {
				return by == nil || playerIs(ctx, by, e.Player)
			}}
		}})
	r.add(vocab.KindEffect, "put-into-play-as {target:cards} {type:cardtype} [attached-to {parent:card}]",
		"Put cards (an event card too) into play as cards of another type: as an attachment they attach to `attached-to` (asked if absent). The card keeps its own abilities; printed constant and while-attached abilities of an event work while it is in play.",
		"do put-into-play-as self attachment attached-to it", &entry{effect: func(b *builder, a *args) effectFn {
			sel, parent, t := a.choose("target"), a.Cards("parent"), rules.ParseCardType(a.Word("type"))
			return func(ctx *rules.Context) bool {
				cs := sel(ctx)
				if len(cs) == 0 {
					return false
				}
				var par *rules.Card
				if parent != nil {
					ps := parent(ctx)
					if len(ps) == 0 {
						return false
					}
					par = ps[0]
				}
				ok := true
				for _, c := range cs {
					ok = ctx.G.PutIntoPlay(ctx, c, rules.PutOptions{AsType: t, Parent: par}) && ok
				}
				return ok
			}
		}})
	r.add(vocab.KindEffect, "attach-facedown {target:cards} to {parent:card} [with {kw:keyword}]",
		"Attach cards out of play (the top card of a deck, …) facedown to a card in play, under your control, as attachments (only you may look at them); `with KEYWORD` gives them a keyword while attached (terminal).",
		"do attach-facedown each card in deck of loser top-of-deck 1 to self with terminal", &entry{effect: func(b *builder, a *args) effectFn {
			sel, parent, kw := a.choose("target"), a.Cards("parent"), a.Word("kw")
			var o rules.FacedownOptions
			if kw != "" {
				o.Keywords = []rules.KeywordInstance{{Name: kw}}
			}
			return func(ctx *rules.Context) bool {
				cs := sel(ctx)
				if len(cs) == 0 || parent == nil {
					return false
				}
				ps := parent(ctx)
				if len(ps) == 0 {
					return false
				}
				ok := true
				for _, c := range cs {
					ok = ctx.G.AttachFacedown(ctx, c, ps[0], o) && ok
				}
				return ok
			}
		}})
	r.filter("attached-to {card:cards}", "Attachments attached to one of the cards.", "each card attached-to self", func(b *builder, a *args) filterFn {
		sel := a.Cards("card")
		return func(ctx *rules.Context, c *rules.Card) bool {
			if c.Parent == rules.NoCard || c.IsDuplicate || sel == nil {
				return false
			}
			for _, p := range sel(ctx) {
				if p.ID == c.Parent {
					return true
				}
			}
			return false
		}
	})
	r.simpleFilter("is-facedown", "Cards that are facedown (in play: facedown attachments, setup cards; out of play: cards in facedown areas).",
		func(ctx *rules.Context, c *rules.Card) bool { return !c.Faceup })
	// Attachments and facing are part of rules.ReadsCards.
	r.declareReads(vocab.KindFilter, 0, "attached-to", "is-facedown")
}
