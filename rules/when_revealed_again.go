package rules

// InitiateWhenRevealed initiates the when revealed abilities of a plot card,
// wherever the card is (revealed, in a used pile), for ctx's player as if
// that player had just revealed it: the abilities' `you` is that player. It
// reports whether one was initiated (a blank plot has none).
func (g *Game) InitiateWhenRevealed(ctx *Context, plot *Card) bool {
	if plot == nil || plot.Def.Type != TypePlot {
		return false
	}
	var abs []*Ability
	g.eachAbility(plot, func(ab *Ability, _ *KeywordInstance) bool {
		if ab.Kind == WhenRevealed {
			abs = append(abs, ab)
		}
		return true
	})
	done := false
	for _, ab := range abs {
		wctx := g.newCtx(plot, ab, nil, nil)
		wctx.Player = ctx.Player
		if g.canInitiate(wctx, nil) {
			g.logf(MsgWhenRevealed, ctx.Player.Index, plot, nil, 0, "")
			g.runFramework(wctx)
			done = true
		}
	}
	return done
}
