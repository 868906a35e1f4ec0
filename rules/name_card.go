package rules

import (
	"slices"
)

// Namable reports whether cards of type t can be named ("name a card"):
// characters, locations, attachments and events.
func Namable(t CardType) bool {
	switch t {
	case TypeCharacter, TypeLocation, TypeAttachment, TypeEvent:
		return true
	}
	return false
}

// NamableAs reports whether a card of type t may be named as a card of
// type as ("name an event"); as TypeNone is any namable type ("name a
// card").
func NamableAs(t, as CardType) bool {
	if as == TypeNone {
		return Namable(t)
	}
	return t == as && Namable(t)
}

// NamableTitles returns the titles a player may name as a card of type t
// (TypeNone: "name a card"): the library's (Definitions.Titles), or when it
// has none the titles of such cards in this game; sorted, each once.
func (g *Game) NamableTitles(t CardType) []string {
	if titles := g.lib.Titles(t); len(titles) > 0 {
		return titles
	}
	var titles []string
	for _, c := range g.Cards {
		if c == nil || c.Def == nil {
			continue
		}
		if NamableAs(c.Def.Type, t) {
			titles = append(titles, c.Def.Title)
		}
	}
	slices.Sort(titles)
	return slices.Compact(titles)
}

// NameCard has p name a card of type t (a title of NamableTitles; TypeNone:
// of any namable type), logs it and records it as the title ctx's ability
// named (Context.Named). It returns the title, or "" when there is none to
// name.
func (g *Game) NameCard(ctx *Context, p *Player, t CardType) string {
	titles := g.NamableTitles(t)
	if len(titles) == 0 {
		return ""
	}
	title := titles[g.ChooseText(p, "name-card", titles, ctx)]
	g.LogNamed(p, ctx.Source, title)
	ctx.Named = Named{Kind: "card", Word: title}
	return title
}

// NamableTraits returns the traits a player may name when any trait may
// be ("name a Trait"): the printed traits of the cards in this game (both
// players' decks, plots and cards in play), sorted, each once.
func (g *Game) NamableTraits() []string {
	var traits []string
	for _, c := range g.Cards {
		if c != nil && c.Def != nil {
			traits = append(traits, c.Def.Traits...)
		}
	}
	slices.Sort(traits)
	return slices.Compact(traits)
}
