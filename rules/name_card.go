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

// NamableTitles returns the titles a player may name ("name a card"):
// the library's (Definitions.Titles), or when it has none the titles of the
// character, location, attachment and event cards in this game; sorted,
// each once.
func (g *Game) NamableTitles() []string {
	if titles := g.lib.Titles(); len(titles) > 0 {
		return titles
	}
	var titles []string
	for _, c := range g.Cards {
		if c == nil || c.Def == nil {
			continue
		}
		if Namable(c.Def.Type) {
			titles = append(titles, c.Def.Title)
		}
	}
	slices.Sort(titles)
	return slices.Compact(titles)
}

// NameCard has p name a card (a title of NamableTitles), logs it and
// records it as the title ctx's ability named (Context.Named). It returns
// the title, or "" when there is none to name.
func (g *Game) NameCard(ctx *Context, p *Player) string {
	titles := g.NamableTitles()
	if len(titles) == 0 {
		return ""
	}
	t := titles[g.ChooseText(p, "name-card", titles, ctx)]
	g.LogNamed(p, ctx.Source, t)
	ctx.Named = Named{Kind: "card", Word: t}
	return t
}
