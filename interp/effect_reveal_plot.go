package interp

import (
	"slices"
	"strings"

	"github.com/thronescript/thronescript/deck"
	"github.com/thronescript/thronescript/dsl/check"
	"github.com/thronescript/thronescript/rules"
)

// setAsideArea is the out-of-play area of cards an agenda's deck-building
// `set-aside` line takes out of its owner's decks before setup (an agenda's
// own deck: the Scheme plots of "The Rains of Castamere").
const setAsideArea = "set-aside"

// registerRevealPlot adds the effect that reveals a new plot card outside
// the plot phase.
func registerRevealPlot(r *Registry) {
	r.cardsEffect("reveal-plot {target:cards} [remove-when-leaves-play]",
		"Reveal plot cards (from a plot deck, a used pile or the set-aside area) as their owners' new revealed plots outside the plot phase: the plot revealed before goes to the used pile, no initiative is compared, when revealed abilities resolve (\"kneel your faction card to reveal a Scheme plot\"); `remove-when-leaves-play`: the plot is removed from the game (out-of-game) when it leaves play (\"if that card leaves play, remove it from the game\").",
		"do reveal-plot t",
		func(ctx *rules.Context, a *args, cs []*rules.Card) bool {
			ok := false
			for _, c := range cs {
				if c.Def.Type != rules.TypePlot || ctx.G.InPlay(c) {
					continue
				}
				var revealed func(*rules.Card)
				if a.Has("remove-when-leaves-play") {
					// marked as it is revealed: its own when revealed
					// ability may already reveal another plot
					revealed = func(c *rules.Card) {
						ctx.G.SetLeavesPlayTo(c, ctx.G.DeclareArea(effectArea(outOfGame)))
					}
				}
				ctx.G.RevealPlot(ctx, ctx.G.Player(c.Owner), c, revealed)
				ok = true
			}
			return ok
		})
}

// setAside compiles an agenda's deck-building `set-aside` lines (nil when it
// has none): the cards they name start the game in the set-aside area, or
// with `during PHASE` are set aside while that phase lasts.
func setAside(c *check.Card) *rules.SetAside {
	var fs []deck.Filter
	during := ""
	for _, db := range c.DeckBuilding {
		for _, r := range db.Rules {
			if r.Kind == "set-aside" {
				fs = append(fs, DeckFilter(r.Match))
				if r.During != "" {
					during = r.During
				}
			}
		}
	}
	if len(fs) == 0 {
		return nil
	}
	sa := &rules.SetAside{Area: effectArea(setAsideArea), Match: func(d *rules.CardDef) bool {
		return slices.ContainsFunc(fs, func(f deck.Filter) bool {
			return f.MatchesPrinted(d.Type.String(), d.Faction, d.Loyal, d.HasTrait, func(k string) bool {
				return slices.ContainsFunc(d.Keywords, func(ki rules.KeywordInstance) bool { return strings.EqualFold(ki.Name, k) })
			})
		})
	}}
	if ph, ok := rules.ParsePhase(during); ok && during != "" {
		sa.Phased, sa.During = true, ph
	}
	return sa
}

// DeckFilter is the deck package's form of a deck-building line's card
// filter (the game's set-aside cards and deck checks match the same way).
func DeckFilter(f check.DeckFilter) deck.Filter {
	df := deck.Filter{Type: f.Type, Traits: f.Traits, WithoutTraits: f.WithoutTraits, Keywords: f.Keywords, Loyal: f.Loyal, Faction: f.Faction}
	for _, n := range f.Not {
		df.Not = append(df.Not, DeckFilter(n))
	}
	return df
}
