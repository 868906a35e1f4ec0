package interp

import (
	"github.com/thronescript/thronescript/dsl/vocab"
	"github.com/thronescript/thronescript/rules"
)

// registerPhases adds the effects on the round itself: additional phases
// and the first player.
func registerPhases(r *Registry) {
	r.add(vocab.KindEffect, "become-first-player [for {p:player}]", "A player becomes the first player.",
		"do become-first-player", &entry{effect: func(b *builder, a *args) effectFn {
			ps := a.Players("p", b.players("you"))
			return func(ctx *rules.Context) bool {
				l := ps(ctx)
				if len(l) == 0 {
					return false
				}
				p := l[0]
				return ctx.G.ChangeFirstPlayer(ctx, p) || ctx.G.FirstPlayer() == p
			}
		}})
	r.add(vocab.KindEffect, "additional-phase {ph:phase}",
		"Following the current phase, there is an additional phase of that kind (then the round goes on).",
		"do additional-phase challenges", &entry{effect: func(b *builder, a *args) effectFn {
			ph, _ := rules.ParsePhase(a.Word("ph"))
			return func(ctx *rules.Context) bool {
				ctx.G.AddPhase(ph)
				ctx.G.Logf(ctx.Player, "following this phase, there is an additional "+ph.String()+" phase", ctx.Source, nil, 0)
				return true
			}
		}})
}
