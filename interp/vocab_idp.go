package interp

import (
	"github.com/thronescript/thronescript/dsl/vocab"
	"github.com/thronescript/thronescript/rules"
)

// registerIDP adds the generic words first needed by In Daznak's Pit
// (Dance of Shadows 6): relations between a card and the cards another
// selector names (same title, one of, other than), what happened to a card
// this phase, a player sacrificing their own cards, giving control away, a
// chosen number X, losing an icon of the controller's choice, "cancel
// unless that player pays", abilities a keyword grants, and a card gaining
// another card's printed text box.
func registerIDP(r *Registry) {
	registerIDPFilters(r)
	registerIDPEffects(r)
	r.condition("keyword-ability", "The triggering event's ability (effect-initiated) is one a keyword grants (bringing a card out of an area, an ambush), not a card's own printed ability.",
		"if not keyword-ability", func(b *builder, a *args) condFn {
			return func(ctx *rules.Context) bool {
				ev := ctx.Event
				return ev != nil && ev.Source != nil && ev.Source.Keyword != nil
			}
		})
	r.declareReads(vocab.KindFilter, 0, "one-of", "other-than", "with-trait-or-titled")
}

// among reports whether c is one of the cards sel lists now.
func among(ctx *rules.Context, sel cardsFn, c *rules.Card) bool {
	if sel == nil {
		return false
	}
	for _, o := range sel(ctx) {
		if o == c {
			return true
		}
	}
	return false
}

func registerIDPFilters(r *Registry) {
	r.filter("same-title-as {card:cards}", "Cards with the same title as another card (wherever that card now is).",
		"card in deck of you same-title-as paid", func(b *builder, a *args) filterFn {
			sel := a.Cards("card")
			return func(ctx *rules.Context, c *rules.Card) bool {
				if sel == nil || c.IsDuplicate {
					return false
				}
				for _, o := range sel(ctx) {
					if o != c && o.Def.Title == c.Def.Title {
						return true
					}
				}
				return false
			}
		})
	r.filter("one-of {cards:cards}", "Cards among the cards another selector names (a target, `paid`): narrows a reference by further filters.",
		"each character one-of t strength-at-most 0", func(b *builder, a *args) filterFn {
			sel := a.Cards("cards")
			return func(ctx *rules.Context, c *rules.Card) bool { return among(ctx, sel, c) }
		})
	r.filter("other-than {cards:cards}", "Cards other than the cards another selector names (\"another character\" than the one paid or chosen).",
		"character in dead of you other-than paid", func(b *builder, a *args) filterFn {
			sel := a.Cards("cards")
			return func(ctx *rules.Context, c *rules.Card) bool { return !among(ctx, sel, c) }
		})
	r.filter("with-trait-or-titled {t:trait} {title:string}", "Cards with a trait or with a title (\"a Clansman character or Tyrion Lannister\").",
		"character with-trait-or-titled Clansman \"Tyrion Lannister\"", func(b *builder, a *args) filterFn {
			t, title := a.Word("t"), a.Word("title")
			return func(ctx *rules.Context, c *rules.Card) bool {
				return ctx.G.HasTrait(c, t) || ctx.G.Title(c) == title
			}
		})
	r.filter("was {event:string} this {period:word(round|phase)}",
		"Cards an event happened to this round (or phase), by the history of resolved events: `was killed this phase`.",
		"character in dead of you was killed this phase", func(b *builder, a *args) filterFn {
			name := a.Word("event")
			phaseOnly := a.Word("period") == "phase"
			return func(ctx *rules.Context, c *rules.Card) bool {
				return ctx.G.CountHistory(func(h *rules.HistEntry) bool {
					return h.Event == name && h.Card == c.ID && (!phaseOnly || h.Phase == ctx.G.Phase)
				}) > 0
			}
		})
}

func registerIDPEffects(r *Registry) {
	r.add(vocab.KindEffect, "sacrifice-own {what:cards} [for {p:player}]",
		"Players (default: you) each choose and sacrifice cards they control matching the selector (\"that player sacrifices a standing character\").",
		"do sacrifice-own a character standing for opponent", &entry{effect: func(b *builder, a *args) effectFn {
			x := a.arg("what")
			ps := a.Players("p", b.players("you"))
			if x == nil || x.Sel == nil {
				return func(*rules.Context) bool { return false }
			}
			all := b.selector(x.Sel, false)
			lo, hi := x.Sel.Min, x.Sel.Max
			if lo == 0 && hi == 0 {
				lo, hi = 1, 1
			}
			each := x.Sel.Each
			return func(ctx *rules.Context) bool {
				got := false
				for _, p := range ps(ctx) {
					var own []*rules.Card
					for _, c := range all(ctx) {
						if ctx.G.Controller(c) == p && ctx.G.InPlay(c) {
							own = append(own, c)
						}
					}
					if len(own) == 0 {
						continue
					}
					if !each {
						min, max := lo, hi
						if min > len(own) {
							min = len(own)
						}
						if max <= 0 || max > len(own) {
							max = len(own)
						}
						own = ctx.G.ChooseCards(p, "sacrifice", own, min, max, ctx)
					}
					if len(own) > 0 {
						got = ctx.G.Sacrifice(ctx, own...) || got
					}
				}
				return got
			}
		}})
	r.add(vocab.KindEffect, "give-control {target:cards} to {p:player}", "Give control of cards in play to a player (\"give control of this card to that player\").",
		"do give-control self to opponent", &entry{effect: func(b *builder, a *args) effectFn {
			sel := a.choose("target")
			ps := a.Players("p", b.players("opponent"))
			return func(ctx *rules.Context) bool {
				l := ps(ctx)
				cs := sel(ctx)
				if len(l) == 0 || len(cs) == 0 {
					return false
				}
				p := l[0]
				if len(l) > 1 {
					p = ctx.G.ChoosePlayer(ctx.Player, "player", l)
				}
				ok := true
				for _, c := range cs {
					ok = ctx.G.TakeControl(ctx, c, p) && ok
				}
				return ok
			}
		}})
	r.add(vocab.KindEffect, "choose-x up-to {max:int} [from {min:int}]",
		"The ability's controller chooses a number from MIN (default 0) up to MAX; it is X for the effects that follow (\"discard any amount of power …; for each power discarded …\").",
		"do choose-x up-to (tokens power on t) from 1", &entry{effect: func(b *builder, a *args) effectFn {
			hi, lo := a.Int("max", 0), a.Int("min", 0)
			return func(ctx *rules.Context) bool {
				h, l := hi(ctx), lo(ctx)
				if h < l {
					return false
				}
				ctx.X = ctx.G.ChooseNumber(ctx.Player, "x", l, h, ctx)
				return true
			}
		}})
	r.add(vocab.KindEffect, "lose-icon-of-choice {target:cards} [until {d:duration}]",
		"Cards lose a challenge icon the ability's controller chooses among the icons they have (for the rest of the game, or until the duration ends).",
		"do lose-icon-of-choice t until end-of-phase", &entry{effect: func(b *builder, a *args) effectFn {
			sel := a.choose("target")
			dur := a.DurationOr("d", rules.PerGame)
			return func(ctx *rules.Context) bool {
				ok := false
				for _, c := range sel(ctx) {
					var labels []string
					var icons []rules.Challenge
					for _, t := range []rules.Challenge{rules.Military, rules.Intrigue, rules.Power} {
						if ctx.G.HasIcon(c, t) {
							labels = append(labels, t.String())
							icons = append(icons, t)
						}
					}
					if len(icons) == 0 {
						continue
					}
					t := icons[ctx.G.ChooseText(ctx.Player, "icon", labels, ctx)]
					ctx.G.Logf(ctx.Player, "{actor} chooses "+t.String(), ctx.Source, nil, 0)
					ctx.G.AddLasting(&rules.Lasting{Ctx: ctx, Cards: []*rules.Card{c}, Duration: dur,
						Spec: rules.ConstantSpec{Mod: &rules.Modifier{LoseIcons: rules.IconOf(t)}}})
					ok = true
				}
				return ok
			}
		}})
	r.add(vocab.KindEffect, "unless-pays {n:int} [by {p:player}]",
		"In an interrupt that `cancels`: the event goes on after all if the player (default: the event's player) chooses to pay N gold (\"cancel those effects unless that player pays 1 gold\").",
		"do unless-pays 1", &entry{effect: func(b *builder, a *args) effectFn {
			n := a.Int("n", 1)
			ps := a.Players("p", nil)
			return func(ctx *rules.Context) bool {
				ev := ctx.Event
				if ev == nil {
					return false
				}
				p := ev.Player
				if ps != nil {
					if l := ps(ctx); len(l) > 0 {
						p = l[0]
					}
				}
				k := n(ctx)
				if p == nil || p.Gold < k || !ctx.G.AskYesNo(p, "pay-to-avoid-cancel", ctx) {
					return true
				}
				ctx.G.ReturnGold(ctx, p, k)
				ev.Cancelled = false
				ctx.G.Logf(p, "{actor} pays to keep the effects of {card}", ev.Card, nil, 0)
				return false
			}
		}})
	r.add(vocab.KindEffect, "gain-text-of {from:cards} [until {d:duration}]",
		"The source card gains the printed text box of another card (its abilities and keywords, not its traits) while it stays in play, or until the duration ends.",
		"do gain-text-of t", &entry{effect: func(b *builder, a *args) effectFn {
			sel := a.Cards("from")
			dur := a.DurationOr("d", rules.PerGame)
			return func(ctx *rules.Context) bool {
				if sel == nil || ctx.Source == nil {
					return false
				}
				cs := sel(ctx)
				if len(cs) == 0 {
					return false
				}
				def := cs[0].Def
				m := &rules.Modifier{Abilities: def.Abilities}
				m.Keywords = append(m.Keywords, def.Keywords...)
				ctx.G.AddLasting(&rules.Lasting{Ctx: ctx, Cards: []*rules.Card{ctx.Source}, Duration: dur,
					Spec: rules.ConstantSpec{Mod: m}})
				return true
			}
		}})
}
