package interp

import (
	"strings"

	"github.com/thronescript/thronescript/dsl/vocab"
	"github.com/thronescript/thronescript/rules"
)

// registerNaming adds "name a card / a cardtype / a trait": the effect that
// has a player name one, and the filter of the cards it names.
func registerNaming(r *Registry) {
	r.add(vocab.KindEffect, "name {what:word(card|character|location|attachment|event|cardtype|trait)} [by {p:player}] [{o1:string}] [{o2:string}] [{o3:string}] [{o4:string}] [{o5:string}] [{o6:string}]",
		"A player (default: the ability's controller) names a card (a title among the library's characters, locations, attachments and events; `character`, `location`, `attachment`, `event`: a title among the library's cards of that type only, \"name an event\"), a card type (character, location, attachment or event) or a trait (without words after it: any printed trait of the cards in the game, \"name a Trait\"); the words after it, if any, are the only ones that may be named (\"name a trait: Builder, Ranger, or Steward\"). The log says what was named; the filter `named` then finds the cards with that title, of that type or with that trait (\"name a card … discards each card with that name\", \"the losing opponent names a cardtype … a card with a different cardtype\": `not named`).",
		"do name trait Builder Ranger Steward", &entry{effect: func(b *builder, a *args) effectFn {
			what := a.Word("what")
			by := a.Players("p", b.players("you"))
			var labels []string
			for _, n := range []string{"o1", "o2", "o3", "o4", "o5", "o6"} {
				if w := a.Word(n); w != "" {
					labels = append(labels, w)
				}
			}
			switch what {
			case "cardtype":
				if len(labels) == 0 {
					labels = namableTypes()
				}
			}
			return func(ctx *rules.Context) bool {
				ps := by(ctx)
				if len(ps) == 0 {
					return false
				}
				if t, ok := titleKind(what); ok && len(labels) == 0 {
					return ctx.G.NameCard(ctx, ps[0], t) != ""
				}
				labels := labels
				if what == "trait" && len(labels) == 0 {
					labels = ctx.G.NamableTraits() // any trait: those of the cards in the game
				}
				if len(labels) == 0 {
					return false
				}
				w := labels[ctx.G.ChooseText(ps[0], "name-"+what, labels, ctx)]
				ctx.G.LogNamed(ps[0], ctx.Source, w)
				kind := what
				if _, ok := titleKind(what); ok {
					kind = "card" // a title
				}
				if what == "cardtype" {
					w = strings.ToLower(w)
				}
				ctx.Named = rules.Named{Kind: kind, Word: w}
				return true
			}
		}})
	r.simpleFilter("named", "Cards with the title, of the card type or with the trait the ability named (`name`).", func(ctx *rules.Context, c *rules.Card) bool {
		switch n := ctx.Named; n.Kind {
		case "card":
			return ctx.G.Title(c) == n.Word
		case "cardtype":
			return ctx.G.Type(c) == rules.ParseCardType(n.Word)
		case "trait":
			return ctx.G.HasTrait(c, n.Word)
		}
		return false
	}).readsState(0)
}

// namableTypes lists the card types a player may name ("names a cardtype
// (character, location, attachment, or event)"): those rules.Namable allows.
func namableTypes() []string {
	var l []string
	for t := rules.TypeNone; t <= rules.TypeDuplicate; t++ {
		if rules.Namable(t) {
			l = append(l, t.String())
		}
	}
	return l
}

// titleKind reports whether `name WHAT` names a title, and of which card
// type (TypeNone: any namable type, "name a card").
func titleKind(what string) (rules.CardType, bool) {
	if what == "card" {
		return rules.TypeNone, true
	}
	if what == "cardtype" || what == "trait" {
		return rules.TypeNone, false
	}
	return rules.ParseCardType(what), true
}
