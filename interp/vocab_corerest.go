package interp

import (
	"slices"

	"github.com/thronescript/thronescript/dsl/vocab"
	"github.com/thronescript/thronescript/rules"
)

// registerCoreRest adds the generic words first needed by the remaining
// Core Set cards (Lannister, Greyjoy, Martell, Stark, neutral): a STR
// bonus whose size is a value, integer division, how a card last entered
// play, a chosen card moved between out-of-play areas, and looking at the
// top cards of the deck. Every word is generic: it names no card and no
// keyword.
func registerCoreRest(r *Registry) {
	r.add(vocab.KindEffect, "give-strength {target:cards} {n:int} [until {d:duration}]",
		"Cards get +N STR where N is a number or a value phrase (\"+1 STR for each gold in your gold pool\": `give-strength self (gold you)`). In a constant ability N is read whenever STR is; as an effect N is read once, when it resolves, and the bonus lasts until the duration ends (or for the rest of the game).",
		"do give-strength t (value-if first-player you then 2 else 1) until end-of-challenge",
		&entry{
			mod: func(b *builder, a *args) *modSpec {
				n := a.Int("n", 0)
				return &modSpec{targets: a.Cards("target"), until: a.Duration("d"), spec: rules.ConstantSpec{
					Apply: func(ctx *rules.Context, c *rules.Card, d *rules.Derived) { d.Strength += n(ctx) },
				}}
			},
			effect: func(b *builder, a *args) effectFn {
				sel, n := a.Cards("target"), a.Int("n", 0)
				dur := a.DurationOr("d", rules.PerGame)
				return func(ctx *rules.Context) bool {
					if sel == nil {
						return false
					}
					cs := sel(ctx)
					if len(cs) == 0 {
						return false
					}
					ctx.G.AddLasting(&rules.Lasting{Ctx: ctx, Cards: cs, Spec: rules.ConstantSpec{Mod: &rules.Modifier{Strength: n(ctx)}}, Duration: dur})
					return true
				}
			},
		})

	r.value("divide {a:int} by {b:int}",
		"A divided by B, rounded down (0 when B is 0): \"1 power for every 5 STR by which you won\" is `divide (challenge-margin) by 5`.",
		"(divide (challenge-margin) by 5)", func(b *builder, a *args) valueFn {
			x, y := a.Int("a", 0), a.Int("b", 1)
			return func(ctx *rules.Context) int {
				d := y(ctx)
				if d <= 0 {
					return 0
				}
				n := x(ctx)
				if n < 0 {
					return 0
				}
				return n / d
			}
		})

	r.filter("entered-play-via {how:string} this {period:word(round|phase)}",
		"Cards whose latest entering play this round (or phase) was this way (a keyword's word such as ambush, or marshal), by the history of resolved events: \"a phase in which it entered play using ambush\".",
		"character entered-play-via ambush this phase", func(b *builder, a *args) filterFn {
			how := a.Word("how")
			phaseOnly := a.Word("period") == "phase"
			return func(ctx *rules.Context, c *rules.Card) bool {
				g := ctx.G
				if !g.InPlay(c) {
					return false
				}
				h := g.History()
				for i := len(h) - 1; i >= 0; i-- {
					e := &h[i]
					if e.Card != c.ID || (phaseOnly && e.Phase != g.Phase) {
						continue
					}
					// the newest entering is the one that brought it into play now
					if e.Event == rules.EvMarshaled || e.Event == rules.EvPutIntoPlay || e.Event == rules.EvEntersPlay {
						return e.Via == how
					}
				}
				return false
			}
		})

	r.add(vocab.KindEffect, "choose-card-to-move {what:cards} [also {more:cards}] to {area:area}",
		"The ability's controller chooses one card matching either selector (\"a character in your discard or dead pile\": one selector per area) and moves it to an out-of-play area (\"… to your hand\"). The choice is made on resolution (not targeting).",
		"do choose-card-to-move character in discard of you faction stark also character in dead of you faction stark to hand",
		&entry{effect: func(b *builder, a *args) effectFn {
			what, more := a.Cards("what"), a.Cards("more")
			area := a.Word("area")
			return func(ctx *rules.Context) bool {
				var cands []*rules.Card
				for _, sel := range []cardsFn{what, more} {
					if sel == nil {
						continue
					}
					for _, c := range sel(ctx) {
						if !slices.Contains(cands, c) {
							cands = append(cands, c)
						}
					}
				}
				if len(cands) == 0 {
					return false
				}
				got := ctx.G.ChooseCards(ctx.Player, "choose", cands, 1, 1, ctx)
				if len(got) == 0 {
					return false
				}
				return ctx.G.MoveToArea(ctx, got[0], area)
			}
		}})

	r.add(vocab.KindEffect, "look-at-top {n:int} take-up-to {k:int} rest-to {where:word(bottom|top)}",
		"The ability's controller looks at the top N cards of their deck, adds up to K of them to their hand, and places the others on the bottom (top) of the deck in any order: they choose the cards one at a time, the last chosen ending at the very bottom (top).",
		"do look-at-top 2 take-up-to 1 rest-to bottom", &entry{effect: func(b *builder, a *args) effectFn {
			n, k := a.Int("n", 1), a.Int("k", 1)
			bottom := a.Word("where") != "top"
			return func(ctx *rules.Context) bool {
				g, p := ctx.G, ctx.Player
				deck := g.CardsIn(p, rules.AreaDeck) // the top card is the last
				m := min(n(ctx), len(deck))
				if m <= 0 {
					return false
				}
				top := make([]*rules.Card, 0, m)
				for i := 0; i < m; i++ {
					top = append(top, deck[len(deck)-1-i])
				}
				taken := g.ChooseCards(p, "to-hand", top, 0, min(k(ctx), m), ctx)
				for _, c := range taken {
					g.MoveToArea(ctx, c, "hand")
				}
				var rest []*rules.Card
				for _, c := range top {
					if !slices.Contains(taken, c) && c.Area == rules.AreaDeck {
						rest = append(rest, c)
					}
				}
				for len(rest) > 0 {
					c := rest[0]
					if len(rest) > 1 {
						got := g.ChooseCards(p, "place-next", rest, 1, 1, ctx)
						if len(got) == 1 {
							c = got[0]
						}
					}
					rest = slices.DeleteFunc(rest, func(x *rules.Card) bool { return x == c })
					g.ReturnToDeck(ctx, c, bottom)
				}
				return true
			}
		}})
	// What these words read beyond their arguments (rules.Reads).
	r.declareReads(vocab.KindEffect, 0, "give-strength")
	r.declareReads(vocab.KindValue, 0, "divide")
}
