package interp

import (
	"github.com/thronescript/thronescript/dsl/vocab"
	"github.com/thronescript/thronescript/rules"
)

// registerNightsWatch adds the generic words first needed by the Core Set's Night's Watch cards.
// Every word is generic: it names no card and no keyword.
func registerNightsWatch(r *Registry) {
	r.modifier("immune-to-keyword {target:cards} {kw:keyword} [until {d:duration}]",
		"Cards are immune to the abilities a keyword grants (to any card): they cannot be chosen as those abilities' targets nor affected by them (\"cannot be bypassed by stealth\").",
		"do immune-to-keyword each character controlled-by you with-trait Ranger stealth", func(b *builder, a *args) *modSpec {
			kw := a.Word("kw")
			return cardMod(a, &rules.Modifier{Immune: func(src *rules.Context) bool {
				return src != nil && src.Keyword != nil && src.Keyword.Name == kw
			}})
		})
	r.condition("caused-by {card:cards}",
		"The triggering event was caused by an ability of the card: one of its own or one a keyword grants it (\"after this card bypasses a character using stealth\": `after bypassed-by-stealth` with `if caused-by self`).",
		"if caused-by self", func(b *builder, a *args) condFn {
			sel := a.Cards("card")
			return func(ctx *rules.Context) bool {
				ev := ctx.Event
				if sel == nil || ev == nil || ev.Source == nil || ev.Source.Source == nil {
					return false
				}
				for _, c := range sel(ctx) {
					if c == ev.Source.Source {
						return true
					}
				}
				return false
			}
		})
	r.add(vocab.KindEffect, "shuffle-instead-into-deck",
		"Interrupts: the card of the event being interrupted goes into its owner's deck instead (of the dead pile, discard pile, …), and that deck is shuffled right after the event resolves (\"shuffle him back into your deck instead of placing him in your dead pile\").",
		"then shuffle-instead-into-deck", &entry{effect: func(b *builder, a *args) effectFn {
			return func(ctx *rules.Context) bool {
				trig := ctx.Event
				if trig == nil || trig.Card == nil {
					return false
				}
				deck, ok := ctx.G.AreaByName("deck")
				if !ok {
					return false
				}
				trig.To = deck
				owner := ctx.G.Player(trig.Card.Owner)
				src := *ctx
				ctx.G.AddDelayed(&rules.Delayed{
					Event: trig.Name,
					Match: func(_ *rules.Context, ev *rules.Event) bool { return ev == trig },
					Ctx:   &src,
					Do: func(dctx *rules.Context, ev *rules.Event) {
						dctx.G.ShuffleDeck(owner)
					},
					Until: rules.PerRound,
				})
				return true
			}
		}})
	r.declareReads(vocab.KindEffect, 0, "immune-to-keyword")
}
