package interp

import (
	"github.com/thronescript/thronescript/dsl/vocab"
	"github.com/thronescript/thronescript/rules"
)

// registerTyrell adds the generic words first needed by the Core Set's Tyrell cards.
// Every word is generic: it names no card and no keyword.
func registerTyrell(r *Registry) {
	r.add(vocab.KindEffect, "search-deck-other-than-named-by {p:player} [{what:cards}]",
		"A player names a card type (character, location, attachment or event); search your deck for a card of another of those types (matching the selector, if given), reveal it and add it to your hand; then shuffle (\"the losing opponent names a cardtype … search your deck for a card with a different cardtype\").",
		"do search-deck-other-than-named-by loser", &entry{effect: func(b *builder, a *args) effectFn {
			ps := a.Players("p", b.players("opponent"))
			var filter filterFn
			if x := a.arg("what"); x != nil && x.Sel != nil {
				filter = b.selectorFilter(x.Sel)
			}
			return func(ctx *rules.Context) bool {
				g := ctx.G
				namer := ctx.Player
				if l := ps(ctx); len(l) > 0 {
					namer = l[0]
				}
				types := []rules.CardType{rules.TypeCharacter, rules.TypeLocation, rules.TypeAttachment, rules.TypeEvent}
				labels := []string{"character", "location", "attachment", "event"}
				named := types[g.ChooseText(namer, "name-cardtype", labels, ctx)]
				g.Logf(namer, "{actor} names "+logSafe(named.String()), ctx.Source, nil, 0)
				deck := g.CardsIn(ctx.Player, rules.AreaDeck) // bottom first
				var cands []*rules.Card
				for i := len(deck) - 1; i >= 0; i-- {
					c := deck[i]
					t := g.Type(c)
					if t == named || (t != rules.TypeCharacter && t != rules.TypeLocation && t != rules.TypeAttachment && t != rules.TypeEvent) {
						continue
					}
					if filter == nil || filter(ctx, c) {
						cands = append(cands, c)
					}
				}
				found := false
				for _, c := range g.ChooseCards(ctx.Player, "search", cands, 0, 1, ctx) {
					found = true
					g.Reveal(ctx, c)
					g.MoveToArea(ctx, c, rules.AreaNameHand)
				}
				g.ShuffleDeck(ctx.Player)
				return found
			}
		}})

	r.add(vocab.KindEffect, "arrange-top {n:int} of {p:player} [bottom up-to {m:int}]",
		"Look at the top N cards of a player's deck (with several players, e.g. each-player, the ability's controller chooses one: \"choose a player\"), place up to M of them on the bottom of that deck and the others back on top, in any order: the controller picks the bottom cards one by one (the last picked ends at the very bottom), then the others from the new top card down.",
		"do arrange-top 5 of each-player bottom up-to 3", &entry{effect: func(b *builder, a *args) effectFn {
			n, m := a.Int("n", 0), a.Int("m", 0)
			ps := a.Players("p", b.players("you"))
			return func(ctx *rules.Context) bool {
				g := ctx.G
				l := ps(ctx)
				if len(l) == 0 {
					return false
				}
				p := l[0]
				if len(l) > 1 {
					p = g.ChoosePlayer(ctx.Player, "player", l)
				}
				deck := g.CardsIn(p, rules.AreaDeck) // bottom first
				k := min(n(ctx), len(deck))
				if k <= 0 {
					return false
				}
				top := make([]*rules.Card, 0, k) // the top card first
				for i := len(deck) - 1; i >= len(deck)-k; i-- {
					top = append(top, deck[i])
				}
				bottom := g.ChooseCards(ctx.Player, "to-bottom", top, 0, min(m(ctx), k), ctx)
				rest := make([]*rules.Card, 0, k)
				for _, c := range top {
					picked := false
					for _, x := range bottom {
						picked = picked || x == c
					}
					if !picked {
						rest = append(rest, c)
					}
				}
				if len(rest) > 1 {
					rest = g.ChooseCards(ctx.Player, "to-top", rest, len(rest), len(rest), ctx)
				}
				for _, c := range bottom {
					g.ReturnToDeck(ctx, c, true)
				}
				for i := len(rest) - 1; i >= 0; i-- {
					g.ReturnToDeck(ctx, rest[i], false)
				}
				return true
			}
		}})
}
