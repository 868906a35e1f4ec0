package interp

import (
	"github.com/thronescript/thronescript/dsl/vocab"
	"github.com/thronescript/thronescript/rules"
	"slices"
)

// registerTMoW adds the generic words first needed by The March on
// Winterfell (Dance of Shadows 2): declaration restrictions for one
// challenge type, changed faction affiliations, counting challenge icons,
// challenges lost in a role, and a one-shot cost reduction shared by several
// cost kinds.
func registerTMoW(r *Registry) {
	r.modifier("cannot-be-declared {target:cards} as {role:word(attacker|defender|attacker-or-defender)} [in {type:challenge}] [until {d:duration}]",
		"Characters cannot be declared as attackers (defenders, either) — in challenges of a type, or in any challenge.",
		"do cannot-be-declared parent as attacker-or-defender in intrigue", func(b *builder, a *args) *modSpec {
			role, typ := a.Word("role"), a.Word("type")
			attacker := role == "attacker" || role == "attacker-or-defender"
			defender := role == "defender" || role == "attacker-or-defender"
			return &modSpec{targets: a.Cards("target"), until: a.Duration("d"), spec: rules.ConstantSpec{
				Apply: func(ctx *rules.Context, c *rules.Card, d *rules.Derived) {
					if attacker {
						if typ == "" {
							d.Cannot = append(d.Cannot, rules.CannotBeDeclaredAttacker)
						} else {
							d.Cannot = append(d.Cannot, rules.CannotBeDeclaredAttacker+"-"+typ)
						}
					}
					if defender {
						// Defenders are declared once the challenge (and its type) exists.
						ch := ctx.G.Challenge()
						if typ == "" || (ch != nil && ch.Type.String() == typ) {
							d.Cannot = append(d.Cannot, rules.CannotBeDeclaredDefender)
						}
					}
				},
			}}
		})
	r.modifier("gain-affiliation {target:cards} {f:faction} [lose-others] [until {d:duration}]",
		"Cards gain a faction affiliation (with lose-others: and lose every other one, the printed one included).",
		"do gain-affiliation each character controlled-by you nights-watch lose-others", func(b *builder, a *args) *modSpec {
			return cardMod(a, &rules.Modifier{Factions: []string{a.Word("f")}, LoseFactions: a.Has("lose-others")})
		})
	r.filter("icons-at-most {n:int}", "Characters with at most N challenge icons (\"fewer than 2 challenge icons\" is icons-at-most 1).",
		"character participating icons-at-most 1", func(b *builder, a *args) filterFn {
			n := a.Int("n", 0)
			return func(ctx *rules.Context, c *rules.Card) bool {
				k := 0
				for _, t := range []rules.Challenge{rules.Military, rules.Intrigue, rules.Power} {
					if ctx.G.HasIcon(c, t) {
						k++
					}
				}
				return k <= n(ctx)
			}
		})
	r.value("challenges-lost-as {role:word(attacker|defender)} [by {p:player}] [this {period:word(round|phase)}]",
		"How many challenges a player (default: you) lost as the attacking (defending) player this round (or phase).",
		"(challenges-lost-as defender by you this phase)", func(b *builder, a *args) valueFn {
			asAttacker := a.Word("role") == "attacker"
			ps := a.Players("p", b.players("you"))
			phaseOnly := a.Word("period") == "phase"
			return func(ctx *rules.Context) int {
				n, attacker := 0, -1
				for _, h := range ctx.G.History() {
					switch h.Event {
					case rules.EvChallengeInit:
						attacker = h.Player
					case rules.EvChallengeLost:
						if phaseOnly && h.Phase != ctx.G.Phase {
							continue
						}
						if h.Player < 0 || !playerIs(ctx, ps, ctx.G.Player(h.Player)) {
							continue
						}
						if (h.Player == attacker) == asAttacker {
							n++
						}
					}
				}
				return n
			}
		})
	r.add(vocab.KindEffect, "reduce-next-cost-of-kinds {n:int} {k1:string} [or {k2:string}] [or {k3:string}] [for {what:cards}]",
		"Reduce the cost of the next card you pay one of these cost kinds for (marshal, a keyword's cost kind …) this phase: one reduction shared by the kinds, used by the first card entering play that way.",
		"do reduce-next-cost-of-kinds 3 marshal or ambush or shadow", &entry{effect: func(b *builder, a *args) effectFn {
			n := a.Int("n", 1)
			var kinds []string
			for _, k := range []string{"k1", "k2", "k3"} {
				if w := a.Word(k); w != "" {
					kinds = append(kinds, w)
				}
			}
			var filter filterFn
			if x := a.arg("what"); x != nil && x.Sel != nil {
				filter = b.selectorFilter(x.Sel)
			}
			return func(ctx *rules.Context) bool {
				g, p := ctx.G, ctx.Player
				since := len(g.History())
				round := g.Round
				c := ctx
				// spent: since the reduction was created, a card of p's
				// entered play by paying one of the kinds (the reducer that
				// applied is consumed by the engine; the others stop matching).
				spent := func() bool {
					h := g.History()
					if g.Round != round || since > len(h) {
						return true
					}
					for _, e := range h[since:] {
						if e.Player != p.Index || e.Card == rules.NoCard {
							continue
						}
						if e.Event == rules.EvMarshaled || (e.Event == rules.EvPutIntoPlay || e.Event == rules.EvEntersPlay) && viaIn(e.Via, kinds) {
							return true
						}
					}
					return false
				}
				for _, k := range kinds {
					red := &rules.CostReducer{Player: p, Kind: k, Amount: n(ctx), Uses: 1, Duration: rules.Duration{Until: rules.PerPhase}}
					red.Match = func(x *rules.Card) bool { return !spent() && (filter == nil || filter(c, x)) }
					g.AddCostReducer(red)
				}
				return true
			}
		}})
	r.declareReads(vocab.KindEffect, rules.ReadsChallenge, "cannot-be-declared")
	r.declareReads(vocab.KindEffect, 0, "gain-affiliation")
}

// viaIn reports whether an entry's Via names one of the cost kinds (a
// keyword definition tags its put-into-play with its cost kind: `via
// shadow`, `via ambush`).
func viaIn(via string, kinds []string) bool {
	return via != "" && slices.Contains(kinds, via)
}
