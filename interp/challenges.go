package interp

import (
	"github.com/thronescript/thronescript/dsl/vocab"
	"github.com/thronescript/thronescript/rules"
)

// participates reports whether p controls a character participating in
// the challenge in progress.
func participates(g *rules.Game, p *rules.Player) bool {
	ch := g.Challenge()
	if ch == nil {
		return false
	}
	for _, c := range ch.Attackers {
		if c.Controller == p.Index {
			return true
		}
	}
	for _, c := range ch.Defenders {
		if c.Controller == p.Index {
			return true
		}
	}
	return false
}

// registerChallenges adds the words about challenges: who may be declared
// and how many, participation, contributions, claim and ending a challenge.
func registerChallenges(r *Registry) {
	r.cardsEffect("remove-from-challenge {target:cards}", "Remove characters from the challenge.", "do remove-from-challenge t",
		func(ctx *rules.Context, a *args, cs []*rules.Card) bool {
			return ctx.G.RemoveFromChallenge(ctx, cs...)
		}).affecting(func(*args) filterFn {
		return func(ctx *rules.Context, c *rules.Card) bool { return ctx.G.Participating(c) }
	})
	r.cardsEffect("bypass {target:cards}", "Characters cannot be declared as defenders in this challenge (they are bypassed, as by stealth).", "do bypass t",
		func(ctx *rules.Context, a *args, cs []*rules.Card) bool {
			ch := ctx.G.Challenge()
			if ch == nil {
				return false
			}
			for _, c := range cs {
				ch.Exclude(c)
			}
			return true
		})
	r.joinEffect("participate {target:cards}",
		"Characters participate in the current challenge on their controller's side (as attackers or defenders; they are not declared).",
		"do participate self", func(ctx *rules.Context, c *rules.Card) bool { return canJoin(ctx.G, c) }, nil)
	r.joinEffect("kneel-to-participate {target:cards}",
		"Kneel standing characters to have them participate in the current challenge on their controller's side (\"you may kneel another Knight to have it participate\"; with `up-to 1` the choice may be none).",
		"then kneel-to-participate up-to 1 character controlled-by you with-trait Knight", func(ctx *rules.Context, c *rules.Card) bool {
			return !c.Kneeling && !ctx.G.Cannot(c, "kneel") && canJoin(ctx.G, c)
		}, func(ctx *rules.Context, c *rules.Card) bool { return ctx.G.Kneel(ctx, c) })
	r.add(vocab.KindEffect, "no-strength-contribution {target:cards} [until {d:duration}]",
		"Characters do not contribute their STR to the challenge: their side's STR is lowered by theirs while they participate (default: until the end of the challenge).",
		"do no-strength-contribution t until end-of-challenge", &entry{effect: func(b *builder, a *args) effectFn {
			dur := a.DurationOr("d", rules.PerChallenge)
			return onCards(a.choose("target"), func(ctx *rules.Context, cs []*rules.Card) bool {
				g := ctx.G
				for _, c := range cs {
					g.Logf(ctx.Player, "{card} does not contribute its STR to the challenge", c, nil, 0)
				}
				g.AddLasting(&rules.Lasting{Ctx: ctx, Players: g.Players, Duration: dur, Spec: rules.ConstantSpec{
					ApplyPlayer: func(ctx *rules.Context, p *rules.Player, d *rules.PlayerDerived) {
						for _, c := range cs {
							if g.InPlay(c) && g.Participating(c) && g.Controller(c) == p {
								d.ChallengeStrength -= max(g.Strength(c), 0)
							}
						}
					},
				}})
				return true
			})
		}})
	r.add(vocab.KindEffect, "apply-claim {type:word(this-type|other-type|military|intrigue|power)} [against {p:player}]",
		"The winner of the current challenge applies their claim again as a challenge type against the loser, or against each opponent they chose to resolve it against (melee: \"any number of opponents\"); with `against`, that player satisfies it instead of you, as if they were the defending player (\"that player must satisfy the normal claim effect instead of you\"); `this-type` is the challenge's own type, `other-type` lets the winner choose another. Outside a won challenge, with a named type and `against`, the ability's controller applies their claim as the winner (\"that player must satisfy the claim of that challenge type as if you were the winning opponent\", 07005 Maester Aemon).",
		"do apply-claim other-type", &entry{effect: func(b *builder, a *args) effectFn {
			want := a.Word("type")
			against := a.Players("p", nil)
			return func(ctx *rules.Context) bool {
				g := ctx.G
				ch := g.Challenge()
				if ch == nil || ch.Winner == nil || ch.Loser == nil {
					// Outside a won challenge: the ability's controller, as if
					// the winning opponent, against the `against` player, of a
					// named type ("that player must satisfy the claim of that
					// challenge type as if you were the winning opponent").
					t, ok := rules.ParseChallenge(want)
					if !ok || against == nil {
						return false
					}
					loser, ok := firstOr(ctx, against, nil)
					if !ok || loser == ctx.Player {
						return false
					}
					g.ApplyClaim(ctx.Player, loser, t, g.Claim(ctx.Player))
					return true
				}
				// the claim is applied against the players it is applied
				// against (the loser, or the opponents the winner chose);
				// `against p`: p satisfies it instead of you
				losers := ch.ClaimPlayers()
				if against != nil {
					p, ok := firstOr(ctx, against, ch.Loser)
					if !ok {
						return false
					}
					swapped := false
					out := make([]*rules.Player, 0, len(losers))
					for _, l := range losers {
						if l == ctx.Player && !swapped {
							l, swapped = p, true
						}
						out = append(out, l)
					}
					if !swapped {
						out = []*rules.Player{p}
					}
					losers = out
				}
				var t rules.Challenge
				switch want {
				case "this-type":
					t = ch.Type
				case "other-type":
					var types []rules.Challenge
					var labels []string
					for _, x := range []rules.Challenge{rules.Military, rules.Intrigue, rules.Power} {
						if x != ch.Type {
							types = append(types, x)
							labels = append(labels, x.String())
						}
					}
					t = types[g.ChooseText(ch.Winner, "claim-type", labels, ctx)]
				default:
					t, _ = rules.ParseChallenge(want)
				}
				for _, l := range losers {
					if !l.Eliminated {
						g.ApplyClaim(ch.Winner, l, t, g.Claim(ch.Winner))
					}
				}
				return true
			}
		}})
	r.modifier("cannot-be-declared {target:cards} as {role:word(attacker|defender|attacker-or-defender)} [in {type:challenge}] [until {d:duration}]",
		"Characters cannot be declared as attackers (defenders, either) — in challenges of a type, or in any challenge.",
		"do cannot-be-declared parent as attacker-or-defender in intrigue", func(b *builder, a *args) *modSpec {
			role, typ := a.Word("role"), a.Word("type")
			attacker := role == "attacker" || role == "attacker-or-defender"
			defender := role == "defender" || role == "attacker-or-defender"
			return &modSpec{targets: a.Cards("target"), each: a.Each("target"), until: a.Duration("d"), spec: rules.ConstantSpec{
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
		}).readsState(rules.ReadsChallenge)
	r.modifier("challenge-strength {delta:signed} [for {p:player}] [while-participating] [until {d:duration}]",
		"Add STR to a player's side in challenges (a card that \"contributes STR to your side\"), counted even when that player has no participating character (\"it contributes 1 STR to your side during any challenge in which you are the defending player\"); with `while-participating` only in challenges in which that player controls a participating character (\"during any [power] challenge in which you control a participating character\").",
		"do challenge-strength +2", func(b *builder, a *args) *modSpec {
			dv := a.SignedValue("delta")
			if !a.Has("while-participating") {
				if dv != nil {
					return playerApply(b, a, dv, func(d *rules.PlayerDerived, n int) { d.ChallengeStrength += n })
				}
				return playerMod(b, a, &rules.PlayerModifier{ChallengeStrength: a.Signed("delta")})
			}
			if dv == nil {
				delta := a.Signed("delta")
				dv = func(*rules.Context) int { return delta }
			}
			m := playerApply(b, a, dv, func(d *rules.PlayerDerived, n int) { d.ChallengeStrength += n })
			spec, freeze := m.spec, m.freeze
			only := func(s rules.ConstantSpec) rules.ConstantSpec {
				apply := s.ApplyPlayer
				s.ApplyPlayer = func(ctx *rules.Context, p *rules.Player, d *rules.PlayerDerived) {
					if participates(ctx.G, p) {
						apply(ctx, p, d)
					}
				}
				return s
			}
			m.spec = only(spec)
			m.freeze = func(ctx *rules.Context) rules.ConstantSpec { return only(freeze(ctx)) }
			return m
		}).readsState(0)
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
					d.MaxAttackers = rules.MinLimit(d.MaxAttackers, m.MaxAttackers)
					d.MaxDefenders = rules.MinLimit(d.MaxDefenders, m.MaxDefenders)
				},
			}}
		}).readsState(0)
	r.modifier("declare-at-least {n:int} defenders [for {p:player}] [until {d:duration}]",
		"A player (default: you) must declare at least N characters as defenders in each challenge, if able (\"at least one character must be declared as a defender in each challenge, if able\"): fewer only when fewer can be declared; the highest number in effect applies (09047 Besieged, 25047 Ser Arys Oakheart).",
		"do declare-at-least 1 defenders for each-player", func(b *builder, a *args) *modSpec {
			n := a.Int("n", 1)
			return &modSpec{players: a.Players("p", b.players("you")), until: a.Duration("d"), spec: rules.ConstantSpec{
				ApplyPlayer: func(ctx *rules.Context, p *rules.Player, d *rules.PlayerDerived) {
					d.MinDefenders = max(d.MinDefenders, n(ctx))
				},
			}}
		}).readsState(0)
	r.cardModifier("allow {target:cards} {what:name(card-permission)} [until {d:duration}]",
		"Cards may do something the rules otherwise forbid, named by a word the engine checks (be-declared-defender-kneeling: may be declared as a defender while kneeling).",
		"do allow self be-declared-defender-kneeling", func(a *args) *rules.Modifier { return &rules.Modifier{May: []string{a.Word("what")}} })
	r.modifier("forbid-contribution {target:cards} [below-strength-of {than:cards}] [until {d:duration}]",
		"Participating characters do not contribute their STR to the challenge (with below-strength-of: while their STR is lower than that card's, compared when the STR is counted).",
		"do forbid-contribution each character defending below-strength-of self", func(b *builder, a *args) *modSpec {
			than := a.Cards("than")
			if than == nil {
				return cardMod(a, &rules.Modifier{Cannot: []string{rules.CannotContributeStrength}})
			}
			return &modSpec{targets: a.Cards("target"), each: a.Each("target"), until: a.Duration("d"), spec: rules.ConstantSpec{
				Apply: func(ctx *rules.Context, c *rules.Card, d *rules.Derived) {
					for _, ref := range than(ctx) {
						d.Cannot = append(d.Cannot, rules.CannotContributeBelow(ref))
					}
				},
			}}
		}).readsState(0)
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
	claimDuring := func(delta int, t rules.Challenge, against playersFn) rules.ConstantSpec {
		return rules.ConstantSpec{ApplyPlayer: func(ctx *rules.Context, p *rules.Player, d *rules.PlayerDerived) {
			if ch := ctx.G.Challenge(); ch != nil && ch.Type == t && (against == nil || playerIs(ctx, against, ch.Defender)) {
				d.Claim += delta
			}
		}}
	}
	r.add(vocab.KindEffect, "claim-during {type:word(this-type|military|intrigue|power)} {delta:signed} [for {p:player}] [against {q:player}] [until {d:duration}]",
		"Modify a player's claim value during challenges of one type (this-type: the type of the challenge in progress when the effect resolves); `against PLAYER`: only in those challenges in which that player is the defending player (\"during challenges of that type in which you are the defending player\").",
		"do claim-during this-type +1 until end-of-phase", &entry{
			mod: func(b *builder, a *args) *modSpec {
				if a.Word("type") == "this-type" {
					b.errorf(CodeNotConstant, a.p.Range, "claim-during this-type needs a challenge in progress: it cannot be the body of a constant ability").
						WithHint("name the challenge type (military, intrigue or power)")
				}
				t, _ := rules.ParseChallenge(a.Word("type"))
				return &modSpec{players: a.Players("p", b.players("you")), until: a.Duration("d"), spec: claimDuring(a.Signed("delta"), t, a.Players("q", nil))}
			},
			effect: func(b *builder, a *args) effectFn {
				word, delta := a.Word("type"), a.Signed("delta")
				players := a.Players("p", b.players("you"))
				against := a.Players("q", nil)
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
					ctx.G.AddLasting(&rules.Lasting{Ctx: ctx, Players: players(ctx), Spec: claimDuring(delta, t, against), Duration: dur})
					return true
				}
			}})

	r.add(vocab.KindEffect, "end-challenge",
		"End the challenge in progress with no winner or loser: nobody declares defenders or takes actions in it any more, no claim or challenge bonus applies, and it goes on to its end (it still counts as initiated).",
		"do end-challenge", &entry{effect: func(b *builder, a *args) effectFn {
			return func(ctx *rules.Context) bool { return ctx.G.EndChallenge(ctx) }
		}})
}

// chooseWhere compiles a cards parameter in effect position like choose,
// but offers only the cards ok accepts, and lets the players `by` names
// (nil: the ability's controller) choose.
func (a *args) chooseWhere(name string, ok func(ctx *rules.Context, c *rules.Card) bool, by playersFn) cardsFn {
	x := a.arg(name)
	if x == nil || x.Sel == nil {
		return func(*rules.Context) []*rules.Card { return nil }
	}
	all := a.b.selector(x.Sel, false)
	s := x.Sel
	mx := a.b.maxOf(s)
	return func(ctx *rules.Context) []*rules.Card {
		var cands []*rules.Card
		for _, c := range all(ctx) {
			if ok == nil || ok(ctx, c) {
				cands = append(cands, c)
			}
		}
		if len(cands) == 0 || s.Each || s.Ref != "" {
			return cands
		}
		chooser, found := firstOr(ctx, by, ctx.Player)
		if !found {
			return nil
		}
		lo, hi := quantity(ctx, s, mx)
		if hi == 0 && mx != nil {
			return nil // up to 0
		}
		lo = min(lo, len(cands))
		if hi <= 0 || hi > len(cands) {
			hi = len(cands)
		}
		return ctx.G.ChooseCards(chooser, "choose", cands, lo, hi, ctx)
	}
}

// joinEffect registers an effect that has the target characters eligible
// accepts participate in the current challenge; prepare, if set, runs on
// each first (a cost such as kneeling) and a character it fails for does
// not join. It succeeds when every character joined.
func (r *Registry) joinEffect(pattern, doc, example string, eligible, prepare func(ctx *rules.Context, c *rules.Card) bool) *entry {
	return r.add(vocab.KindEffect, pattern, doc, example, &entry{effect: func(b *builder, a *args) effectFn {
		sel := a.chooseWhere("target", eligible, nil)
		return onCards(sel, func(ctx *rules.Context, cs []*rules.Card) bool {
			return forAll(cs, func(c *rules.Card) bool {
				return (prepare == nil || prepare(ctx, c)) && join(ctx.G, c)
			})
		})
	}})
}

// canJoin reports whether c could start participating in the challenge on
// its controller's side.
func canJoin(g *rules.Game, c *rules.Card) bool {
	ch := g.Challenge()
	if ch == nil || !g.InPlay(c) || g.Type(c) != rules.TypeCharacter || ch.IsParticipating(c) {
		return false
	}
	p := g.Controller(c)
	return p == ch.Attacker || p == ch.Defender
}

// join makes c participate in the challenge on its controller's side.
func join(g *rules.Game, c *rules.Card) bool {
	if !canJoin(g, c) {
		return false
	}
	ch := g.Challenge()
	p := g.Controller(c)
	if p == ch.Attacker {
		ch.Attackers = append(ch.Attackers, c)
	} else {
		ch.Defenders = append(ch.Defenders, c)
	}
	g.Logf(p, "{card} participates in the challenge on {actor}'s side", c, nil, 0)
	return true
}

// firstOr is the first player ps names now, or def when ps is nil; false
// when ps names none.
func firstOr(ctx *rules.Context, ps playersFn, def *rules.Player) (*rules.Player, bool) {
	if ps == nil {
		return def, true
	}
	l := ps(ctx)
	if len(l) == 0 {
		return nil, false
	}
	return l[0], true
}
