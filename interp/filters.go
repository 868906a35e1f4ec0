package interp

import (
	"iter"
	"slices"

	"github.com/thronescript/thronescript/dsl/check"
	"github.com/thronescript/thronescript/dsl/vocab"
	"github.com/thronescript/thronescript/rules"
)

// registerFilters adds the selector filters.
func registerFilters(r *Registry) {
	r.filter("controlled-by {p:player}", "Cards controlled by a player.", "character controlled-by opponent", func(b *builder, a *args) filterFn {
		ps := a.Players("p", b.players("you"))
		return func(ctx *rules.Context, c *rules.Card) bool { return playerIs(ctx, ps, ctx.G.Controller(c)) }
	}).readsState(0)
	r.filter("owned-by {p:player}", "Cards owned by a player.", "card owned-by you", func(b *builder, a *args) filterFn {
		ps := a.Players("p", b.players("you"))
		return func(ctx *rules.Context, c *rules.Card) bool { return playerIs(ctx, ps, ctx.G.Player(c.Owner)) }
	}).readsState(0)
	r.filter("with-trait {t:trait} [or {t2:trait}] [or {t3:trait}]", "Cards with a trait (or one of two or three).", "character with-trait Lord or Lady", func(b *builder, a *args) filterFn {
		ts := []string{a.Word("t")}
		for _, n := range []string{"t2", "t3"} {
			if w := a.Word(n); w != "" {
				ts = append(ts, w)
			}
		}
		return func(ctx *rules.Context, c *rules.Card) bool {
			for _, t := range ts {
				if ctx.G.HasTrait(c, t) {
					return true
				}
			}
			return false
		}
	}).readsState(0)
	r.filter("without-trait {t:trait}", "Cards without a trait.", "character without-trait Lady", func(b *builder, a *args) filterFn {
		t := a.Word("t")
		return func(ctx *rules.Context, c *rules.Card) bool { return !ctx.G.HasTrait(c, t) }
	}).readsState(0)
	r.filter("faction {f:faction}", "Cards of a faction (the [faction] affiliation).", "character faction stark", func(b *builder, a *args) filterFn {
		f := a.Word("f")
		return func(ctx *rules.Context, c *rules.Card) bool { return ctx.G.HasFaction(c, f) } // gained affiliations count
	}).readsState(0)
	r.simpleFilter("in-faction", "In-faction cards: of the faction of their controller's faction card (a card out of play: its owner's).", func(ctx *rules.Context, c *rules.Card) bool {
		f := ctx.G.FactionCard(ctx.G.Player(c.Controller))
		return f != nil && c.Def.Faction == f.Def.Faction
	}).readsState(0)
	r.filter("titled {title:string}", "Cards with a title.", "character titled \"Stannis Baratheon\"", func(b *builder, a *args) filterFn {
		t := a.Word("title")
		return func(ctx *rules.Context, c *rules.Card) bool { return ctx.G.Title(c) == t }
	}).readsState(0)
	r.filter("with-icon {i:challenge}", "Characters with a challenge icon.", "character with-icon military", func(b *builder, a *args) filterFn {
		t, _ := rules.ParseChallenge(a.Word("i"))
		return func(ctx *rules.Context, c *rules.Card) bool { return ctx.G.HasIcon(c, t) }
	}).readsState(0)
	r.filter("without-icon {i:challenge}", "Characters without a challenge icon.", "character without-icon intrigue", func(b *builder, a *args) filterFn {
		t, _ := rules.ParseChallenge(a.Word("i"))
		return func(ctx *rules.Context, c *rules.Card) bool { return !ctx.G.HasIcon(c, t) }
	}).readsState(0)
	r.filter("with-keyword {k:keyword}", "Cards with a keyword.", "character with-keyword stealth", func(b *builder, a *args) filterFn {
		k := a.Word("k")
		return func(ctx *rules.Context, c *rules.Card) bool { return ctx.G.HasKeyword(c, k) }
	}).readsState(0)
	r.filter("without-keyword {k:keyword}", "Cards without a keyword.", "character without-keyword stealth", func(b *builder, a *args) filterFn {
		k := a.Word("k")
		return func(ctx *rules.Context, c *rules.Card) bool { return !ctx.G.HasKeyword(c, k) }
	}).readsState(0)
	for _, cmp := range []struct{ suffix, op string }{{"at-most", "<="}, {"at-least", ">="}} {
		cmp := cmp
		r.filter("strength-"+cmp.suffix+" {n:int}", "Characters with STR "+cmp.op+" N.", "character strength-"+cmp.suffix+" 3", func(b *builder, a *args) filterFn {
			n := a.Int("n", 0)
			return func(ctx *rules.Context, c *rules.Card) bool { return cmpInt(cmp.op, ctx.G.Strength(c), n(ctx)) }
		}).readsState(0)
		r.filter("printed-cost-"+cmp.suffix+" {n:int}", "Cards with printed cost "+cmp.op+" N (a \"-\" cost reads 0).", "character printed-cost-"+cmp.suffix+" 5", func(b *builder, a *args) filterFn {
			n := a.Int("n", 0)
			return func(ctx *rules.Context, c *rules.Card) bool { return cmpInt(cmp.op, ctx.G.PrintedCost(c), n(ctx)) }
		}).readsState(0)
		r.filter("printed-strength-"+cmp.suffix+" {n:int}", "Characters with printed STR "+cmp.op+" N.", "character printed-strength-"+cmp.suffix+" 2", func(b *builder, a *args) filterFn {
			n := a.Int("n", 0)
			return func(ctx *rules.Context, c *rules.Card) bool { return cmpInt(cmp.op, c.Def.Strength, n(ctx)) }
		}).readsState(0)
	}
	r.filter("in {area:area} [of {p:player}]", "Cards in an area (hand, deck, discard, dead, plot-deck, used, or a declared area such as shadows) instead of in play.",
		"character in dead of you", func(b *builder, a *args) filterFn {
			area := a.Word("area")
			ps := a.Players("p", nil)
			return func(ctx *rules.Context, c *rules.Card) bool {
				if ctx.G.Area(c.Area).Name != area {
					return false
				}
				return ps == nil || playerIs(ctx, ps, ctx.G.Player(c.Controller))
			}
		}).readsBy(func(p *check.Phrase) (rules.Reads, []string, []string) {
		if a := p.Args["area"]; a != nil && a.Word != "" {
			return rules.ReadsAreas, []string{a.Word}, nil
		}
		return 0, nil, nil
	})
	r.simpleFilter("kneeling", "Kneeling cards.", func(ctx *rules.Context, c *rules.Card) bool { return c.Kneeling }).readsState(rules.ReadsKneeling)
	r.simpleFilter("standing", "Standing cards.", func(ctx *rules.Context, c *rules.Card) bool { return !c.Kneeling }).readsState(rules.ReadsKneeling)
	r.simpleFilter("attacking", "Attacking characters.", func(ctx *rules.Context, c *rules.Card) bool { return ctx.G.Attacking(c) }).readsState(rules.ReadsChallenge)
	r.simpleFilter("defending", "Defending characters.", func(ctx *rules.Context, c *rules.Card) bool { return ctx.G.Defending(c) }).readsState(rules.ReadsChallenge)
	r.simpleFilter("participating", "Characters participating in the challenge.", func(ctx *rules.Context, c *rules.Card) bool { return ctx.G.Participating(c) }).readsState(rules.ReadsChallenge)
	r.simpleFilter("unique", "Unique cards.", func(ctx *rules.Context, c *rules.Card) bool { return c.Def.Unique }).readsState(0)
	r.simpleFilter("non-unique", "Non-unique cards.", func(ctx *rules.Context, c *rules.Card) bool { return !c.Def.Unique }).readsState(0)
	r.simpleFilter("loyal", "Loyal cards.", func(ctx *rules.Context, c *rules.Card) bool { return c.Def.Loyal }).readsState(0)
	r.simpleFilter("non-loyal", "Non-loyal cards.", func(ctx *rules.Context, c *rules.Card) bool { return !c.Def.Loyal }).readsState(0)
	r.simpleFilter("other", "Cards other than this one.", func(ctx *rules.Context, c *rules.Card) bool { return c != ctx.Source }).readsState(0)
	r.simpleFilter("with-attachments", "Cards with attachments.", func(ctx *rules.Context, c *rules.Card) bool { return len(c.Attachments) > 0 }).readsState(0)
	r.simpleFilter("without-attachments", "Cards without attachments.", func(ctx *rules.Context, c *rules.Card) bool { return len(c.Attachments) == 0 }).readsState(0)
	r.simpleFilter("with-power", "Cards with power on them.", func(ctx *rules.Context, c *rules.Card) bool { return c.Count(rules.TokenPower) > 0 }).readsState(rules.ReadsTokens)
	r.simpleFilter("with-duplicate", "Cards with a duplicate.", func(ctx *rules.Context, c *rules.Card) bool { return len(c.Duplicates) > 0 }).readsState(0)
	r.filter("with-tokens {kind:string}", "Cards with tokens of a kind on them.", "character with-tokens poison", func(b *builder, a *args) filterFn {
		k := a.Word("kind")
		return func(ctx *rules.Context, c *rules.Card) bool { return c.Count(k) > 0 }
	}).readsState(rules.ReadsTokens)
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
	r.relation("owned-by-owner-of {card:cards}", "card", "Cards owned by the owner of another card (\"its owner's faction card\").",
		"each faction-card owned-by-owner-of t", func(ctx *rules.Context, o, c *rules.Card) bool { return o.Owner == c.Owner })
	r.relation("controlled-by-controller-of {card:cards}", "card", "Cards controlled by the controller of another card (\"a character its controller controls\").",
		"each character controlled-by-controller-of t", func(ctx *rules.Context, o, c *rules.Card) bool { return o.Controller == c.Controller })
	r.relation("same-printed-cost-as {card:cards}", "card", "Cards with the same printed cost as another card (\"-\" and X read 0).",
		"each card in hand of opponent same-printed-cost-as t", func(ctx *rules.Context, o, c *rules.Card) bool { return ctx.G.PrintedCost(o) == ctx.G.PrintedCost(c) })
	r.filter("top-of-deck {n:int}", "Cards among the top N cards of their owner's deck (use with `in deck`).",
		"each card in deck of you top-of-deck 10", func(b *builder, a *args) filterFn {
			n := a.Int("n", 1)
			return func(ctx *rules.Context, c *rules.Card) bool {
				i, size, ok := deckIndex(ctx.G, c)
				return ok && i >= size-n(ctx)
			}
		})
	r.relation("legal-parent-for {att:cards}", "att", "Cards the attachment could legally be attached to now, under its controller (its attachment restriction and no-attachment rules).",
		"character legal-parent-for self", func(ctx *rules.Context, att, c *rules.Card) bool {
			return slices.Contains(ctx.G.LegalParents(att, ctx.G.Controller(att)), c)
		})
	r.filter("above-bottom-of-deck {n:int}", "Cards in a deck other than its bottom N cards (`each card in deck of you above-bottom-of-deck 1`: all but the bottom card).",
		"each card in deck of you above-bottom-of-deck 1", func(b *builder, a *args) filterFn {
			n := a.Int("n", 1)
			return func(ctx *rules.Context, c *rules.Card) bool {
				i, _, ok := deckIndex(ctx.G, c)
				return ok && i >= n(ctx)
			}
		})
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
		}).readsState(0)
	r.filter("other-than {cards:cards}", "Cards other than the cards another selector names (\"another character\" than the one paid or chosen).",
		"character in dead of you other-than paid", func(b *builder, a *args) filterFn {
			sel := a.Cards("cards")
			return func(ctx *rules.Context, c *rules.Card) bool { return !among(ctx, sel, c) }
		}).readsState(0)
	r.filter("with-trait-or-titled {t:trait} {title:string}", "Cards with a trait or with a title (\"a Clansman character or Tyrion Lannister\").",
		"character with-trait-or-titled Clansman \"Tyrion Lannister\"", func(b *builder, a *args) filterFn {
			t, title := a.Word("t"), a.Word("title")
			return func(ctx *rules.Context, c *rules.Card) bool {
				return ctx.G.HasTrait(c, t) || ctx.G.Title(c) == title
			}
		}).readsState(0)
	r.filter("was {event:name(event)} this {period:word(round|phase)}",
		"Cards an event happened to this round (or phase), by the history of resolved events: `was killed this phase`.",
		"character in dead of you was killed this phase", func(b *builder, a *args) filterFn {
			name, history := a.Word("event"), periodHistory(a)
			return func(ctx *rules.Context, c *rules.Card) bool {
				for e := range history(ctx.G, c) {
					if e.Event == name {
						return true
					}
				}
				return false
			}
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

	for _, neg := range []bool{false, true} {
		neg := neg
		name, doc := "with-printed-keyword", "Cards whose printed text has a keyword (gained keywords do not count)."
		if neg {
			name, doc = "without-printed-keyword", "Cards whose printed text does not have a keyword (gained keywords do not count)."
		}
		r.filter(name+" {k:keyword}", doc, "card in hand of you "+name+" shadow", func(b *builder, a *args) filterFn {
			k := a.Word("k")
			return func(ctx *rules.Context, c *rules.Card) bool {
				has := false
				for _, x := range c.Def.Keywords {
					if x.Name == k {
						has = true
						break
					}
				}
				return has != neg
			}
		}).readsState(0)
	}

	r.relation("has-attachment {card:cards}", "card", "Cards that one of the cards is attached to (\"if attached character has the Maester trait\": `exists character has-attachment self with-trait Maester`).",
		"character has-attachment self with-trait Maester", func(ctx *rules.Context, o, c *rules.Card) bool { return o.Parent == c.ID && ctx.G.InPlay(o) }).readsState(0)

	r.relation("under {card:cards}", "card", "Cards placed under one of the cards (`place-facedown-under`), while they stay in the area they were placed in (\"each card you placed under it\": `each card in facedown-under of you under self`).",
		"each card in facedown-under of you under self", func(ctx *rules.Context, host, c *rules.Card) bool { return c.Under == host.ID }).readsState(0)

	r.filter("can-be-marshaled", "Cards you could marshal now as if they were in your hand (a character, location or attachment with a printed cost that may enter play under you, whose marshal cost you can pay; an attachment needs a card to attach to).",
		"location in discard of you can-be-marshaled", func(b *builder, a *args) filterFn {
			return func(ctx *rules.Context, c *rules.Card) bool {
				_, ok := marshalCostFrom(ctx, c)
				return ok
			}
		})
	r.filter("strength-below {n:int}", "Characters with STR lower than N (\"with a lower STR than his\": strength-below (strength-of self)).",
		"character defending strength-below (strength-of self)", func(b *builder, a *args) filterFn {
			n := a.Int("n", 0)
			return func(ctx *rules.Context, c *rules.Card) bool { return ctx.G.Strength(c) < n(ctx) }
		}).readsState(0)
	r.filter("attached-to {card:cards}", "Attachments attached to one of the cards.", "each card attached-to self", func(b *builder, a *args) filterFn {
		sel := a.Cards("card")
		return func(ctx *rules.Context, c *rules.Card) bool {
			if c.Parent == rules.NoCard || c.IsDuplicate || sel == nil {
				return false
			}
			for _, p := range sel(ctx) {
				if p.ID == c.Parent {
					return true
				}
			}
			return false
		}
	}).readsState(0)
	r.simpleFilter("is-facedown", "Cards that are facedown (in play: facedown attachments, setup cards; out of play: cards in facedown areas).",
		func(ctx *rules.Context, c *rules.Card) bool { return !c.Faceup }).readsState(0)

	r.filter("entered-play-via {how:name(via)} this {period:word(round|phase)}",
		"Cards whose latest entering play this round (or phase) was this way (a keyword's word such as ambush, or marshal), by the history of resolved events: \"a phase in which it entered play using ambush\".",
		"character entered-play-via ambush this phase", func(b *builder, a *args) filterFn {
			how, history := a.Word("how"), periodHistory(a)
			return func(ctx *rules.Context, c *rules.Card) bool {
				if !ctx.G.InPlay(c) {
					return false
				}
				for e := range history(ctx.G, c) {
					// the newest entering is the one that brought it into play now
					if e.Event == rules.EvMarshaled || e.Event == rules.EvPutIntoPlay || e.Event == rules.EvEntersPlay {
						return e.Via == how
					}
				}
				return false
			}
		})
}

// periodHistory reads a `this {period:word(round|phase)}` parameter: the
// entries of the game's history (this round's) about a card, newest
// first, with `phase` only those of the current phase.
func periodHistory(a *args) func(g *rules.Game, c *rules.Card) iter.Seq[*rules.HistEntry] {
	phaseOnly := a.Word("period") == "phase"
	return func(g *rules.Game, c *rules.Card) iter.Seq[*rules.HistEntry] {
		return func(yield func(*rules.HistEntry) bool) {
			h := g.History()
			for i := len(h) - 1; i >= 0; i-- {
				e := &h[i]
				if e.Card != c.ID || (phaseOnly && e.Phase != g.Phase) {
					continue
				}
				if !yield(e) {
					return
				}
			}
		}
	}
}

// playerIs reports whether p is among the players a word names.
func playerIs(ctx *rules.Context, f playersFn, p *rules.Player) bool {
	return p != nil && slices.Contains(f(ctx), p)
}

// relation registers a filter word for the cards that stand in rel to one
// of the cards its cards parameter (named param) lists now.
func (r *Registry) relation(pattern, param, doc, example string, rel func(ctx *rules.Context, o, c *rules.Card) bool) *entry {
	return r.filter(pattern, doc, example, func(b *builder, a *args) filterFn {
		sel := a.Cards(param)
		return func(ctx *rules.Context, c *rules.Card) bool {
			return sel != nil && slices.ContainsFunc(sel(ctx), func(o *rules.Card) bool { return rel(ctx, o, c) })
		}
	})
}

// among reports whether c is one of the cards sel lists now.
func among(ctx *rules.Context, sel cardsFn, c *rules.Card) bool {
	return sel != nil && slices.Contains(sel(ctx), c)
}

// filter registers a filter word.
func (r *Registry) filter(pattern, doc, example string, build func(b *builder, a *args) filterFn) *entry {
	return r.add(vocab.KindFilter, pattern, doc, example, &entry{filter: build})
}

// simpleFilter registers a filter without parameters.
func (r *Registry) simpleFilter(name, doc string, f filterFn) *entry {
	return r.filter(name, doc, "character "+name, func(*builder, *args) filterFn { return f })
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
