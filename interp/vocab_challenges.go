package interp

import (
	"github.com/thronescript/thronescript/dsl/vocab"
	"github.com/thronescript/thronescript/rules"
)

// registerChallenges adds the generic words first needed by challenge restrictions and state checks.
// Every word is generic: it names no card and no keyword.
func registerChallenges(r *Registry) {
	r.modifier("declare-at-most {n:int} {role:word(attackers|defenders|attackers-or-defenders)} [for {p:player}] [until {d:duration}]",
		"Players cannot declare more than N characters as attackers (defenders, either) in each challenge; the lowest limit in effect applies.",
		"do declare-at-most 1 attackers-or-defenders for each-player", func(b *builder, a *args) *modSpec {
			n := a.Int("n", 1)
			role := a.Word("role")
			return &modSpec{players: a.Players("p", b.players("you")), until: a.Duration("d"), spec: rules.ConstantSpec{
				ApplyPlayer: func(ctx *rules.Context, p *rules.Player, d *rules.PlayerDerived) {
					m := &rules.PlayerModifier{}
					if role != "defenders" {
						m.MaxAttackers = max(n(ctx), 1)
					}
					if role != "attackers" {
						m.MaxDefenders = max(n(ctx), 1)
					}
					d.MaxAttackers = minPositive(d.MaxAttackers, m.MaxAttackers)
					d.MaxDefenders = minPositive(d.MaxDefenders, m.MaxDefenders)
				},
			}}
		})
	r.modifier("allow {target:cards} {what:string} [until {d:duration}]",
		"Cards may do something the rules otherwise forbid, named by a word the engine checks (be-declared-defender-kneeling: may be declared as a defender while kneeling).",
		"do allow self be-declared-defender-kneeling", func(b *builder, a *args) *modSpec {
			return cardMod(a, &rules.Modifier{May: []string{a.Word("what")}})
		})
	r.modifier("forbid-contribution {target:cards} [below-strength-of {than:cards}] [until {d:duration}]",
		"Participating characters do not contribute their STR to the challenge (with below-strength-of: while their STR is lower than that card's, compared when the STR is counted).",
		"do forbid-contribution each character defending below-strength-of self", func(b *builder, a *args) *modSpec {
			than := a.Cards("than")
			if than == nil {
				return cardMod(a, &rules.Modifier{Cannot: []string{rules.CannotContributeStrength}})
			}
			return &modSpec{targets: a.Cards("target"), until: a.Duration("d"), spec: rules.ConstantSpec{
				Apply: func(ctx *rules.Context, c *rules.Card, d *rules.Derived) {
					for _, ref := range than(ctx) {
						d.Cannot = append(d.Cannot, rules.CannotContributeBelow(ref))
					}
				},
			}}
		})
	r.filter("strength-below {n:int}", "Characters with STR lower than N (\"with a lower STR than his\": strength-below (strength-of self)).",
		"character defending strength-below (strength-of self)", func(b *builder, a *args) filterFn {
			n := a.Int("n", 0)
			return func(ctx *rules.Context, c *rules.Card) bool { return ctx.G.Strength(c) < n(ctx) }
		})
	r.add(vocab.KindEffect, "must-defend {target:cards}",
		"The characters must be declared as defenders in the current challenge, if able (their controller picks among them when a limit allows fewer).",
		"do must-defend t", &entry{effect: func(b *builder, a *args) effectFn {
			sel := a.Cards("target")
			return func(ctx *rules.Context) bool {
				ch := ctx.G.Challenge()
				cs := sel(ctx)
				if ch == nil || len(cs) == 0 {
					return false
				}
				for _, c := range cs {
					ch.Require(c)
					ctx.G.Logf(ctx.Player, "{card} must be declared as a defender, if able", c, nil, 0)
				}
				return true
			}
		}})
	claimDuring := func(delta int, t rules.Challenge) rules.ConstantSpec {
		return rules.ConstantSpec{ApplyPlayer: func(ctx *rules.Context, p *rules.Player, d *rules.PlayerDerived) {
			if ch := ctx.G.Challenge(); ch != nil && ch.Type == t {
				d.Claim += delta
			}
		}}
	}
	r.add(vocab.KindEffect, "claim-during {type:word(this-type|military|intrigue|power)} {delta:signed} [for {p:player}] [until {d:duration}]",
		"Modify a player's claim value during challenges of one type (this-type: the type of the challenge in progress when the effect resolves).",
		"do claim-during this-type +1 until end-of-phase", &entry{
			mod: func(b *builder, a *args) *modSpec {
				if a.Word("type") == "this-type" {
					b.errorf(CodeNotConstant, a.p.Range, "claim-during this-type needs a challenge in progress: it cannot be the body of a constant ability").
						WithHint("name the challenge type (military, intrigue or power)")
				}
				t, _ := rules.ParseChallenge(a.Word("type"))
				return &modSpec{players: a.Players("p", b.players("you")), until: a.Duration("d"), spec: claimDuring(a.Signed("delta"), t)}
			},
			effect: func(b *builder, a *args) effectFn {
				word, delta := a.Word("type"), a.Signed("delta")
				players := a.Players("p", b.players("you"))
				dur := a.DurationOr("d", rules.PerGame)
				return func(ctx *rules.Context) bool {
					t, ok := rules.ParseChallenge(word)
					if word == "this-type" {
						ch := ctx.G.Challenge()
						if ch == nil {
							return false
						}
						t, ok = ch.Type, true
					}
					if !ok {
						return false
					}
					ctx.G.AddLasting(&rules.Lasting{Ctx: ctx, Players: players(ctx), Spec: claimDuring(delta, t), Duration: dur})
					return true
				}
			}})
	r.add(vocab.KindEffect, "killed-if-strength-0 {target:cards} [until {d:duration}]",
		"An ongoing condition: until the duration ends (default: the phase), each card is killed (cannot be saved) as soon as its STR is 0.",
		"do killed-if-strength-0 t until end-of-phase", &entry{effect: func(b *builder, a *args) effectFn {
			sel := a.Cards("target")
			dur := a.DurationOr("d", rules.PerPhase)
			return func(ctx *rules.Context) bool {
				cs := sel(ctx)
				if len(cs) == 0 {
					return false
				}
				ctx.G.AddStateCheck(&rules.StateCheck{Ctx: ctx, Cards: cs, Duration: dur,
					When: func(ctx *rules.Context, c *rules.Card) bool {
						return ctx.G.Type(c) == rules.TypeCharacter && ctx.G.Strength(c) == 0
					},
					Do: func(ctx *rules.Context, c *rules.Card) { ctx.G.Kill(ctx, true, c) },
				})
				return true
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
	// What these words read beyond their arguments (rules.Reads).
	r.declareReads(vocab.KindEffect, 0, "declare-at-most", "allow", "forbid-contribution")
	r.declareReads(vocab.KindFilter, 0, "strength-below")
}

// minPositive combines two declaration limits where 0 means none.
func minPositive(a, b int) int {
	switch {
	case a == 0:
		return b
	case b == 0:
		return a
	}
	return min(a, b)
}
