package interp

import "github.com/thronescript/thronescript/rules"

// registerWhenRevealedAgain adds the effect that initiates a plot card's
// when revealed ability again, as if its player had just revealed it.
func registerWhenRevealedAgain(r *Registry) {
	r.cardsEffect("initiate-when-revealed {target:cards}",
		"Initiate the when revealed ability of plot cards (revealed, or in a used pile) as if you had just revealed them: `you` in that ability is the ability's controller (\"initiate the when revealed ability on that card as if you had just revealed it\").",
		"do initiate-when-revealed t",
		func(ctx *rules.Context, _ *args, cs []*rules.Card) bool {
			ok := false
			for _, c := range cs {
				ok = ctx.G.InitiateWhenRevealed(ctx, c) || ok
			}
			return ok
		})
}
