package interp

import (
	"github.com/thronescript/thronescript/dsl/vocab"
	"github.com/thronescript/thronescript/rules"
)

// registerMoD adds the generic words first needed by Music of Dragons
// (Dance of Shadows 4): joining a challenge, not contributing STR, moving
// an attachment to another card, tokens that expire with a delayed effect,
// applying claim of another type, removing cards from the game facedown,
// counting challenges this round, forbidding engine-named acts, and kills
// caused by card effects.
func registerMoD(r *Registry) {
	registerMoDFilters(r)
	registerMoDChallenge(r)
	registerMoDEffects(r)
	r.condition("by-card-effect", "The triggering event was caused by a card's ability (not by the game framework, such as military claim).",
		"if by-card-effect", func(b *builder, a *args) condFn {
			return func(ctx *rules.Context) bool {
				ev := ctx.Event
				return ev != nil && ev.Source != nil && ev.Source.Source != nil && ev.Source.Ability != nil
			}
		})
	r.value("challenges-this-round {what:word(initiated|won|lost)} [{type:challenge}] [by {p:player}]",
		"How many challenges (of a type) a player initiated, won or lost this round.",
		"(challenges-this-round lost power by you)", func(b *builder, a *args) valueFn {
			ev := map[string]string{"initiated": rules.EvChallengeInit, "won": rules.EvChallengeWon, "lost": rules.EvChallengeLost}[a.Word("what")]
			typ, typed := rules.ParseChallenge(a.Word("type"))
			ps := a.Players("p", b.players("you"))
			return func(ctx *rules.Context) int {
				return ctx.G.CountHistory(func(h *rules.HistEntry) bool {
					if h.Event != ev || h.Round != ctx.G.Round || h.Player < 0 {
						return false
					}
					if typed && h.Amount != int(typ) {
						return false
					}
					return playerIs(ctx, ps, ctx.G.Player(h.Player))
				})
			}
		})
	r.declareReads(vocab.KindEffect, 0, "forbid")
	r.declareReads(vocab.KindValue, rules.ReadsHistory, "challenges-this-round")
}

func registerMoDFilters(r *Registry) {
	r.filter("legal-parent-for {att:cards}", "Cards the attachment could legally be attached to now, under its controller (its attachment restriction and no-attachment rules).",
		"character legal-parent-for self", func(b *builder, a *args) filterFn {
			sel := a.Cards("att")
			return func(ctx *rules.Context, c *rules.Card) bool {
				if sel == nil {
					return false
				}
				for _, att := range sel(ctx) {
					for _, p := range ctx.G.LegalParents(att, ctx.G.Controller(att)) {
						if p == c {
							return true
						}
					}
				}
				return false
			}
		})
	r.filter("above-bottom-of-deck {n:int}", "Cards in a deck other than its bottom N cards (`each card in deck of you above-bottom-of-deck 1`: all but the bottom card).",
		"each card in deck of you above-bottom-of-deck 1", func(b *builder, a *args) filterFn {
			n := a.Int("n", 1)
			return func(ctx *rules.Context, c *rules.Card) bool {
				i, _, ok := deckIndex(ctx.G, c)
				return ok && i >= n(ctx)
			}
		})
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
		chooser := ctx.Player
		if by != nil {
			ps := by(ctx)
			if len(ps) == 0 {
				return nil
			}
			chooser = ps[0]
		}
		lo, hi := s.Min, s.Max
		if lo == 0 && hi == 0 {
			lo, hi = 1, 1
		}
		lo = min(lo, len(cands))
		if hi <= 0 || hi > len(cands) {
			hi = len(cands)
		}
		return ctx.G.ChooseCards(chooser, "choose", cands, lo, hi, ctx)
	}
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

func registerMoDChallenge(r *Registry) {
	r.add(vocab.KindEffect, "participate {target:cards}",
		"Characters participate in the current challenge on their controller's side (as attackers or defenders; they are not declared).",
		"do participate self", &entry{effect: func(b *builder, a *args) effectFn {
			sel := a.chooseWhere("target", func(ctx *rules.Context, c *rules.Card) bool { return canJoin(ctx.G, c) }, nil)
			return func(ctx *rules.Context) bool {
				cs := sel(ctx)
				if len(cs) == 0 {
					return false
				}
				ok := true
				for _, c := range cs {
					ok = join(ctx.G, c) && ok
				}
				return ok
			}
		}})
	r.add(vocab.KindEffect, "kneel-to-participate {target:cards}",
		"Kneel standing characters to have them participate in the current challenge on their controller's side (\"you may kneel another Knight to have it participate\"; with `up-to 1` the choice may be none).",
		"then kneel-to-participate up-to 1 character controlled-by you with-trait Knight", &entry{effect: func(b *builder, a *args) effectFn {
			sel := a.chooseWhere("target", func(ctx *rules.Context, c *rules.Card) bool {
				return !c.Kneeling && !ctx.G.Cannot(c, "kneel") && canJoin(ctx.G, c)
			}, nil)
			return func(ctx *rules.Context) bool {
				cs := sel(ctx)
				if len(cs) == 0 {
					return false
				}
				ok := true
				for _, c := range cs {
					if !ctx.G.Kneel(ctx, c) {
						ok = false
						continue
					}
					ok = join(ctx.G, c) && ok
				}
				return ok
			}
		}})
	r.add(vocab.KindEffect, "no-strength-contribution {target:cards} [until {d:duration}]",
		"Characters do not contribute their STR to the challenge: their side's STR is lowered by theirs while they participate (default: until the end of the challenge).",
		"do no-strength-contribution t until end-of-challenge", &entry{effect: func(b *builder, a *args) effectFn {
			sel := a.choose("target")
			dur := a.DurationOr("d", rules.PerChallenge)
			return func(ctx *rules.Context) bool {
				cs := sel(ctx)
				if len(cs) == 0 {
					return false
				}
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
			}
		}})
	r.add(vocab.KindEffect, "apply-claim {type:word(other-type|military|intrigue|power)}",
		"The winner of the current challenge applies their claim again as a challenge type against the loser; `other-type` lets the winner choose a type other than the challenge's own.",
		"do apply-claim other-type", &entry{effect: func(b *builder, a *args) effectFn {
			want := a.Word("type")
			return func(ctx *rules.Context) bool {
				g := ctx.G
				ch := g.Challenge()
				if ch == nil || ch.Winner == nil || ch.Loser == nil {
					return false
				}
				var t rules.Challenge
				if want == "other-type" {
					var types []rules.Challenge
					var labels []string
					for _, x := range []rules.Challenge{rules.Military, rules.Intrigue, rules.Power} {
						if x != ch.Type {
							types = append(types, x)
							labels = append(labels, x.String())
						}
					}
					t = types[g.ChooseText(ch.Winner, "claim-type", labels, ctx)]
				} else {
					t, _ = rules.ParseChallenge(want)
				}
				g.ApplyClaim(ch.Winner, ch.Loser, t, g.Claim(ch.Winner))
				return true
			}
		}})
}

// facedownOutOfGame is the area of cards removed from the game facedown.
const facedownOutOfGame = "out-of-game-facedown"

func registerMoDEffects(r *Registry) {
	r.add(vocab.KindEffect, "move-attachment {target:cards} to {parent:cards}",
		"Move attachments already in play to another card they may legally be attached to (\"attach it to a different character\").",
		"do move-attachment self to t", &entry{effect: func(b *builder, a *args) effectFn {
			atts, parents := a.choose("target"), a.choose("parent")
			return func(ctx *rules.Context) bool {
				as, ps := atts(ctx), parents(ctx)
				if len(as) == 0 || len(ps) == 0 {
					return false
				}
				g, to := ctx.G, ps[0]
				ok := true
				for _, att := range as {
					legal := false
					for _, p := range g.LegalParents(att, g.Controller(att)) {
						legal = legal || p == to
					}
					ok = legal && g.Attach(ctx, att, to) && ok
				}
				return ok
			}
		}})
	r.add(vocab.KindEffect, "expire-token {kind:string} on {target:cards} at-end-of {period:word(phase|challenge|round)} then {act:word(kill|discard|sacrifice|return-to-hand)}",
		"A delayed effect: at the end of the phase (challenge, round), each of the cards still in play that still has a token of the kind has one removed and is then killed (discarded, …).",
		"do expire-token poison on t at-end-of phase then kill", &entry{effect: func(b *builder, a *args) effectFn {
			kind, act := a.Word("kind"), a.Word("act")
			return atEndOf(a.Word("period"), a.choose("target"), func(ctx *rules.Context, c *rules.Card) bool {
				return c.Count(kind) > 0 && ctx.G.AddTokens(ctx, c, kind, -1)
			}, func(ctx *rules.Context, still []*rules.Card) {
				delayedAct(ctx, act, still)
			})
		}})
	r.cardsEffect("remove-from-game-facedown {target:cards}",
		"Remove cards from the game facedown: they go to their owners' out-of-game-facedown area, which nobody may look at, never to return.",
		"do remove-from-game-facedown each card in deck of you above-bottom-of-deck 1", func(ctx *rules.Context, a *args, cs []*rules.Card) bool {
			ctx.G.DeclareArea(&rules.AreaDef{Name: facedownOutOfGame, Facedown: true, Visible: rules.VisibleNone, Ordered: true, PerPlayer: true})
			ok := true
			for _, c := range cs {
				ok = ctx.G.MoveToArea(ctx, c, facedownOutOfGame) && ok
			}
			return ok
		})
	r.modifier("forbid {target:cards} {what:string} [until {d:duration}]",
		"Cards cannot do something the engine names by a word (`cannot` lists the common ones; e.g. kneel-when-declared: they do not kneel when declared as attackers or defenders).",
		"do forbid each character controlled-by you with-trait Guard kneel-when-declared", func(b *builder, a *args) *modSpec {
			return cardMod(a, &rules.Modifier{Cannot: []string{a.Word("what")}})
		})
}
