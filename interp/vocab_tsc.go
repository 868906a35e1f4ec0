package interp

import (
	"github.com/thronescript/thronescript/dsl/vocab"
	"github.com/thronescript/thronescript/rules"
)

// registerTSC adds the generic words first needed by The Shadow City
// (Dance of Shadows 1): extreme-value filters ("the character with the
// lowest printed cost"), card-type unions, relations to another card's
// owner or controller, the top of a deck, delayed effects at the end of a
// phase, and changing the first player.
func registerTSC(r *Registry) {
	registerTSCChoice(r)
	registerTSCFilters(r)
	registerTSCEffects(r)
	r.value("opponents", "The number of opponents you have (players still in the game other than you).", "(opponents)",
		func(b *builder, a *args) valueFn {
			return func(ctx *rules.Context) int {
				n := 0
				for _, p := range ctx.G.Players {
					if p != ctx.Player && !p.Eliminated {
						n++
					}
				}
				return n
			}
		})
}

// extremeFilters are the "lowest/highest …" filters: a card passes when no
// card it is compared with has a lower (higher) value.
var extremeFilters = []struct {
	name, doc string
	lowest    bool
	of        func(g *rules.Game, c *rules.Card) int
}{
	{"lowest-printed-cost", "Cards with the lowest printed cost (\"-\" and X read 0)", true, func(g *rules.Game, c *rules.Card) int { return g.PrintedCost(c) }},
	{"highest-printed-cost", "Cards with the highest printed cost (\"-\" and X read 0)", false, func(g *rules.Game, c *rules.Card) int { return g.PrintedCost(c) }},
	{"lowest-strength", "Characters with the lowest STR", true, func(g *rules.Game, c *rules.Card) int { return g.Strength(c) }},
	{"highest-strength", "Characters with the highest STR", false, func(g *rules.Game, c *rules.Card) int { return g.Strength(c) }},
}

func registerTSCFilters(r *Registry) {
	for _, x := range extremeFilters {
		x := x
		r.filter(x.name+" [among {among:cards}]",
			x.doc+" among the cards of the same type in play (for a card out of play: in the same area), or among the `among` cards (ties all pass).",
			"a character "+x.name, func(b *builder, a *args) filterFn {
				among := a.Cards("among")
				return func(ctx *rules.Context, c *rules.Card) bool {
					v := x.of(ctx.G, c)
					better := func(o *rules.Card) bool {
						if x.lowest {
							return x.of(ctx.G, o) < v
						}
						return x.of(ctx.G, o) > v
					}
					if among != nil {
						for _, o := range among(ctx) {
							if better(o) {
								return false
							}
						}
						return true
					}
					return !anyComparable(ctx.G, c, better)
				}
			})
	}
	r.filter("of-type {t:cardtype} [or {t2:cardtype}] [or {t3:cardtype}]", "Cards of a type (or one of two or three): `card of-type character or location`.",
		"card of-type character or location", func(b *builder, a *args) filterFn {
			var ts []rules.CardType
			for _, n := range []string{"t", "t2", "t3"} {
				if w := a.Word(n); w != "" {
					ts = append(ts, rules.ParseCardType(w))
				}
			}
			return func(ctx *rules.Context, c *rules.Card) bool {
				t := ctx.G.Type(c)
				for _, x := range ts {
					if t == x {
						return true
					}
				}
				return false
			}
		})
	r.filter("owned-by-owner-of {card:cards}", "Cards owned by the owner of another card (\"its owner's faction card\").",
		"faction-card owned-by-owner-of t", func(b *builder, a *args) filterFn {
			sel := a.Cards("card")
			return func(ctx *rules.Context, c *rules.Card) bool {
				if sel == nil {
					return false
				}
				for _, o := range sel(ctx) {
					if o.Owner == c.Owner {
						return true
					}
				}
				return false
			}
		})
	r.filter("controlled-by-controller-of {card:cards}", "Cards controlled by the controller of another card (\"a character its controller controls\").",
		"character controlled-by-controller-of t", func(b *builder, a *args) filterFn {
			sel := a.Cards("card")
			return func(ctx *rules.Context, c *rules.Card) bool {
				if sel == nil {
					return false
				}
				for _, o := range sel(ctx) {
					if o.Controller == c.Controller {
						return true
					}
				}
				return false
			}
		})
	r.filter("same-printed-cost-as {card:cards}", "Cards with the same printed cost as another card (\"-\" and X read 0).",
		"each card in hand of opponent same-printed-cost-as t", func(b *builder, a *args) filterFn {
			sel := a.Cards("card")
			return func(ctx *rules.Context, c *rules.Card) bool {
				if sel == nil {
					return false
				}
				for _, o := range sel(ctx) {
					if ctx.G.PrintedCost(o) == ctx.G.PrintedCost(c) {
						return true
					}
				}
				return false
			}
		})
	r.filter("top-of-deck {n:int}", "Cards among the top N cards of their owner's deck (use with `in deck`).",
		"each card in deck of you top-of-deck 10", func(b *builder, a *args) filterFn {
			n := a.Int("n", 1)
			return func(ctx *rules.Context, c *rules.Card) bool {
				i, size, ok := deckIndex(ctx.G, c)
				return ok && i >= size-n(ctx)
			}
		})
}

// anyComparable reports whether some card c is compared with (same type,
// in play if c is, else in the same area) satisfies f.
func anyComparable(g *rules.Game, c *rules.Card, f func(o *rules.Card) bool) bool {
	t := g.Type(c)
	found := false
	visit := func(o *rules.Card) {
		if !found && o != c && g.Type(o) == t && f(o) {
			found = true
		}
	}
	if g.InPlay(c) {
		g.EachInPlay(visit)
		return found
	}
	for _, p := range g.Players {
		for _, o := range g.CardsIn(p, c.Area) {
			visit(o)
		}
	}
	return found
}

// outOfGame is the area of cards removed from the game.
const outOfGame = "out-of-game"

// delayedEvents maps the periods of `at-end-of` to the events that end them.
var delayedEvents = map[string]string{
	"phase":     rules.EvPhaseEnds,
	"challenge": rules.EvChallengeEnded,
	"round":     rules.EvRoundEnds,
}

// leaveEvents are the history entries after which a card is no longer the
// card a delayed effect was created for (it left play or moved).
var leaveEvents = map[string]bool{
	rules.EvKilled: true, rules.EvDiscarded: true, rules.EvSacrificed: true, rules.EvReturnedToHand: true,
	rules.EvReturnedToDeck: true, rules.EvMoved: true,
}

func registerTSCEffects(r *Registry) {
	r.add(vocab.KindEffect, "at-end-of {period:word(phase|challenge|round)} {act:word(return-to-hand|kill|discard|sacrifice|return-to-deck|shuffle-into-deck)} {target:cards}",
		"A delayed effect: at the end of the phase (challenge, round), if the cards are still in play, return them to hand (kill, discard, …) them.",
		"do at-end-of phase return-to-hand t", &entry{effect: func(b *builder, a *args) effectFn {
			act := a.Word("act")
			return atEndOf(a.Word("period"), a.choose("target"), nil, func(ctx *rules.Context, still []*rules.Card) {
				delayedAct(ctx, act, still)
			})
		}})
	r.cardsEffect("remove-from-game {target:cards}",
		"Remove cards from the game: they go to their owners' out-of-game area (`in out-of-game`), open to all, never to return.",
		"do remove-from-game each character in dead non-unique", func(ctx *rules.Context, a *args, cs []*rules.Card) bool {
			// The engine has no standard out-of-game area yet: declare it on
			// first use (idempotent by name), as keyword definitions declare theirs.
			ctx.G.DeclareArea(&rules.AreaDef{Name: outOfGame, Visible: rules.VisibleAll, Ordered: true, PerPlayer: true})
			ok := true
			for _, c := range cs {
				ok = ctx.G.MoveToArea(ctx, c, outOfGame) && ok
			}
			return ok
		})
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
	r.add(vocab.KindEffect, "instead-random {area:area}",
		"Interrupts: the event's card (the plot being revealed, …) is replaced by a card chosen at random from the same player's AREA.",
		"do instead-random plot-deck", &entry{effect: func(b *builder, a *args) effectFn {
			area := a.Word("area")
			return func(ctx *rules.Context) bool {
				ev := ctx.Event
				if ev == nil || ev.Card == nil {
					return false
				}
				id, ok := ctx.G.AreaByName(area)
				if !ok {
					return false
				}
				p := ev.Player
				if p == nil {
					p = ctx.G.Player(ev.Card.Owner)
				}
				cs := ctx.G.CardsIn(p, id)
				if len(cs) == 0 {
					return false
				}
				ev.Card = cs[ctx.G.Rand().IntN(len(cs))]
				return true
			}
		}})
}

// leftSince reports whether the history records c leaving play (or moving)
// after entry index since.
// atEndOf returns an effect that chooses its target cards now and, at the
// end of the period (phase, challenge, round), calls act with those of them
// still in play since (and for which keep holds, when given).
func atEndOf(period string, sel cardsFn, keep func(ctx *rules.Context, c *rules.Card) bool, act func(ctx *rules.Context, still []*rules.Card)) effectFn {
	return func(ctx *rules.Context) bool {
		cs := sel(ctx)
		if len(cs) == 0 {
			return false
		}
		g := ctx.G
		since := len(g.History())
		phase := g.Phase.String()
		g.AddDelayed(&rules.Delayed{
			Event: delayedEvents[period],
			Ctx:   ctx,
			Match: func(_ *rules.Context, ev *rules.Event) bool { return period != "phase" || ev.Kind == phase },
			Do: func(ctx *rules.Context, _ *rules.Event) {
				var still []*rules.Card
				for _, c := range cs {
					if g.InPlay(c) && !leftSince(g, c, since) && (keep == nil || keep(ctx, c)) {
						still = append(still, c)
					}
				}
				if len(still) > 0 {
					act(ctx, still)
				}
			},
		})
		return true
	}
}

func leftSince(g *rules.Game, c *rules.Card, since int) bool {
	h := g.History()
	if since > len(h) {
		since = 0 // the history was cleared at a new round
	}
	for _, e := range h[since:] {
		if e.Card == c.ID && leaveEvents[e.Event] {
			return true
		}
	}
	return false
}

// delayedAct applies the effect a delayed `at-end-of` names.
func delayedAct(ctx *rules.Context, act string, cs []*rules.Card) {
	g := ctx.G
	switch act {
	case "return-to-hand":
		g.ReturnToHand(ctx, false, cs...)
	case "kill":
		g.Kill(ctx, false, cs...)
	case "discard":
		g.Discard(ctx, false, cs...)
	case "sacrifice":
		g.Sacrifice(ctx, cs...)
	case "return-to-deck":
		for _, c := range cs {
			g.ReturnToDeck(ctx, c, false)
		}
	case "shuffle-into-deck":
		owners := map[int]bool{}
		for _, c := range cs {
			owners[c.Owner] = true
			g.ReturnToDeck(ctx, c, false)
		}
		for i := range g.Players {
			if owners[i] {
				g.ShuffleDeck(g.Player(i))
			}
		}
	}
}

// optionChosen is the event `choose-one` raises; its Via is the label.
const optionChosen = "option-chosen"

// registerTSCChoice adds "Choose one:": an effect that asks for one of
// several labelled options and raises `option-chosen LABEL` for the card,
// and the trigger the option bodies (forced reactions) listen to.
func registerTSCChoice(r *Registry) {
	r.add(vocab.KindEffect, "choose-one {o1:string} {o2:string} [{o3:string}] [{o4:string}] [{o5:string}] [{o6:string}]",
		"\"Choose one\": the ability's controller picks one of the labels; the card then raises `option-chosen LABEL`, which the option's body (a forced reaction) follows.",
		"do choose-one Bear Eagle Cat Wolf", &entry{effect: func(b *builder, a *args) effectFn {
			var labels []string
			for _, n := range []string{"o1", "o2", "o3", "o4", "o5", "o6"} {
				if w := a.Word(n); w != "" {
					labels = append(labels, w)
				}
			}
			return func(ctx *rules.Context) bool {
				g := ctx.G
				label := labels[g.ChooseText(ctx.Player, "choose-one", labels, ctx)]
				g.Logf(ctx.Player, "{actor} chooses "+logSafe(label), ctx.Source, nil, 0)
				return g.EmitEvent(&rules.Event{Name: optionChosen, Card: ctx.Source, Player: ctx.Player, Via: label, Source: ctx})
			}
		}})
	r.add(vocab.KindTrigger, optionChosen+" {label:string} [{card:cards}] [by {p:player}]",
		"The option LABEL was chosen by a `choose-one` effect of the card (the body of a \"Choose one\" option).",
		"after option-chosen Bear self", &entry{trigger: func(b *builder, a *args) triggerSpec {
			label := a.Word("label")
			m := cardTriggerMatch(a)
			return triggerSpec{event: optionChosen, match: func(ctx *rules.Context, ev *rules.Event) bool {
				return ev.Via == label && m(ctx, ev)
			}}
		}})
}

// logSafe keeps a label from being read as a log template placeholder.
func logSafe(s string) string {
	out := make([]rune, 0, len(s))
	for _, r := range s {
		if r != '{' && r != '}' {
			out = append(out, r)
		}
	}
	return string(out)
}

// deckIndex returns c's position in its owner's deck counted from the
// bottom (0) and the deck's size; ok is false when c is not in a deck.
func deckIndex(g *rules.Game, c *rules.Card) (i, size int, ok bool) {
	if c.Area != rules.AreaDeck {
		return 0, 0, false
	}
	deck := g.Player(c.Owner).Zone(rules.AreaDeck) // bottom first
	for i, id := range deck {
		if id == c.ID {
			return i, len(deck), true
		}
	}
	return 0, len(deck), false
}
