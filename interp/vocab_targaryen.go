package interp

import (
	"github.com/thronescript/thronescript/dsl/vocab"
	"github.com/thronescript/thronescript/rules"
)

// registerTargaryen adds the generic words first needed by the Core Set's Targaryen cards.
// Every word is generic: it names no card and no keyword.
func registerTargaryen(r *Registry) {
	r.add(vocab.KindTrigger, "tokens-placed {kind:string} [on {card:cards}] [by {p:player}]",
		"Tokens of a kind are placed on a card (betrayal, poison, …; not power, which `power-gained` follows).",
		"after tokens-placed betrayal on self", &entry{
			trigger: func(b *builder, a *args) triggerSpec {
				kind := a.Word("kind")
				match := cardTriggerMatch(a)
				return triggerSpec{event: rules.EvTokensPlaced, match: func(ctx *rules.Context, e *rules.Event) bool {
					return e.Kind == kind && match(ctx, e)
				}}
			},
		})
	r.add(vocab.KindEffect, "at-end-of-unsaveable {period:word(phase|challenge|round)} {act:word(return-to-hand|kill|discard)} {target:cards}",
		"Like `at-end-of`, but the delayed return to hand (kill, discard) cannot be saved: \"at the end of the phase, if that card is still in play, return it to your hand (cannot be saved)\".",
		"do at-end-of-unsaveable phase return-to-hand t", &entry{effect: func(b *builder, a *args) effectFn {
			act := a.Word("act")
			return atEndOf(a.Word("period"), a.choose("target"), nil, func(ctx *rules.Context, still []*rules.Card) {
				g := ctx.G
				switch act {
				case "return-to-hand":
					g.ReturnToHand(ctx, true, still...)
				case "kill":
					g.Kill(ctx, true, still...)
				default:
					g.Discard(ctx, true, still...)
				}
			})
		}})
	r.add(vocab.KindEffect, "may-put-into-play {target:cards}",
		"The ability's controller may put the cards into play: they choose which of them (any number, none included) among those that could enter play under them (\"you may put it into play instead\"; follow with the effect for the cards left where they were).",
		"do may-put-into-play each character one-of t with-trait Hatchling", &entry{effect: func(b *builder, a *args) effectFn {
			sel := a.Cards("target")
			return func(ctx *rules.Context) bool {
				g := ctx.G
				var cands []*rules.Card
				for _, c := range sel(ctx) {
					if ok, _ := g.CanEnterPlay(c, ctx.Player); ok {
						cands = append(cands, c)
					}
				}
				if len(cands) == 0 {
					return false
				}
				got := g.ChooseCards(ctx.Player, "put-into-play", cands, 0, len(cands), ctx)
				ok := len(got) > 0
				for _, c := range got {
					ok = g.PutIntoPlay(ctx, c, rules.PutOptions{}) && ok
				}
				return ok
			}
		}})
}
