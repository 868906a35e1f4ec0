package interp

import (
	"iter"
	"slices"

	"github.com/thronescript/thronescript/dsl/check"
	"github.com/thronescript/thronescript/dsl/vocab"
	"github.com/thronescript/thronescript/rules"
)

// extremeDoc ends the doc line of the lowest/highest filters.
const extremeDoc = " among the cards of the same type in play (for a card out of play: in the same area), or among the `among` cards (ties all pass)."

// registerFilters adds the selector filters.
func registerFilters(r *Registry) {
	r.addWords([]word{
		{pattern: "controlled-by {p:player}", doc: "Cards controlled by a player.", example: "character controlled-by opponent",
			filter: controlledBy, reads: readsState(0)},
		{pattern: "owned-by {p:player}", doc: "Cards owned by a player.", example: "card owned-by you",
			filter: ownedBy, reads: readsState(0)},
		{pattern: "with-trait {t:trait} [or {t2:trait}] [or {t3:trait}]", doc: "Cards with a trait (or one of two or three).", example: "character with-trait Lord or Lady",
			filter: withTrait, reads: readsState(0)},
		{pattern: "without-trait {t:trait}", doc: "Cards without a trait.", example: "character without-trait Lady",
			filter: withoutTrait, reads: readsState(0)},
		{pattern: "faction {f:faction}", doc: "Cards of a faction (the [faction] affiliation).", example: "character faction stark",
			filter: ofFaction, reads: readsState(0)},
		{pattern: "in-faction", doc: "In-faction cards: of the faction of their controller's faction card (a card out of play: its owner's).", example: "character in-faction",
			filter: plain(inFaction), reads: readsState(0)},
		{pattern: "titled {title:string}", doc: "Cards with a title.", example: "character titled \"Stannis Baratheon\"",
			filter: titled, reads: readsState(0)},
		{pattern: "with-icon {i:challenge}", doc: "Characters with a challenge icon.", example: "character with-icon military",
			filter: withIcon, reads: readsState(0)},
		{pattern: "without-icon {i:challenge}", doc: "Characters without a challenge icon.", example: "character without-icon intrigue",
			filter: withoutIcon, reads: readsState(0)},
		{pattern: "with-keyword {k:keyword}", doc: "Cards with a keyword; with a value (`oath(Knight)`, `shadow(2)`), only an instance with that value.", example: "character with-keyword stealth",
			filter: withKeyword, reads: readsState(0)},
		{pattern: "without-keyword {k:keyword}", doc: "Cards without a keyword; with a value (`oath(Knight)`), without an instance with that value.", example: "character without-keyword stealth",
			filter: withoutKeyword, reads: readsState(0)},
		{pattern: "strength-at-most {n:int}", doc: "Characters with STR <= N.", example: "character strength-at-most 3",
			filter: compared("<=", strengthNow), reads: readsState(0)},
		{pattern: "printed-cost-at-most {n:int}", doc: "Cards with printed cost <= N (a \"-\" cost reads 0).", example: "character printed-cost-at-most 5",
			filter: compared("<=", printedCost), reads: readsState(0)},
		{pattern: "printed-strength-at-most {n:int}", doc: "Characters with printed STR <= N.", example: "character printed-strength-at-most 2",
			filter: compared("<=", printedStrength), reads: readsState(0)},
		{pattern: "strength-at-least {n:int}", doc: "Characters with STR >= N.", example: "character strength-at-least 3",
			filter: compared(">=", strengthNow), reads: readsState(0)},
		{pattern: "printed-cost-at-least {n:int}", doc: "Cards with printed cost >= N (a \"-\" cost reads 0).", example: "character printed-cost-at-least 5",
			filter: compared(">=", printedCost), reads: readsState(0)},
		{pattern: "printed-strength-at-least {n:int}", doc: "Characters with printed STR >= N.", example: "character printed-strength-at-least 2",
			filter: compared(">=", printedStrength), reads: readsState(0)},
		{pattern: "in {area:area} [of {p:player}]", doc: "Cards in an area (hand, deck, discard, dead, plot-deck, used, or a declared area such as shadows) instead of in play.", example: "character in dead of you",
			filter: inArea, readsBy: inAreaReads},
		{pattern: "kneeling", doc: "Kneeling cards.", example: "character kneeling",
			filter: plain(isKneeling), reads: readsState(rules.ReadsKneeling)},
		{pattern: "standing", doc: "Standing cards.", example: "character standing",
			filter: plain(isStanding), reads: readsState(rules.ReadsKneeling)},
		{pattern: "attacking", doc: "Attacking characters.", example: "character attacking",
			filter: plain(isAttacking), reads: readsState(rules.ReadsChallenge)},
		{pattern: "defending", doc: "Defending characters.", example: "character defending",
			filter: plain(isDefending), reads: readsState(rules.ReadsChallenge)},
		{pattern: "participating", doc: "Characters participating in the challenge.", example: "character participating",
			filter: plain(isParticipating), reads: readsState(rules.ReadsChallenge)},
		{pattern: "unique", doc: "Unique cards.", example: "character unique",
			filter: plain(isUnique), reads: readsState(0)},
		{pattern: "non-unique", doc: "Non-unique cards.", example: "character non-unique",
			filter: plain(isNonUnique), reads: readsState(0)},
		{pattern: "loyal", doc: "Loyal cards.", example: "character loyal",
			filter: plain(isLoyal), reads: readsState(0)},
		{pattern: "non-loyal", doc: "Non-loyal cards.", example: "character non-loyal",
			filter: plain(isNonLoyal), reads: readsState(0)},
		{pattern: "other", doc: "Cards other than this one.", example: "character other",
			filter: plain(isOther), reads: readsState(0)},
		{pattern: "with-attachments", doc: "Cards with attachments.", example: "character with-attachments",
			filter: plain(hasAttachments), reads: readsState(0)},
		{pattern: "without-attachments", doc: "Cards without attachments.", example: "character without-attachments",
			filter: plain(hasNoAttachments), reads: readsState(0)},
		{pattern: "with-power", doc: "Cards with power on them.", example: "character with-power",
			filter: plain(hasPower), reads: readsState(rules.ReadsTokens)},
		{pattern: "with-duplicate", doc: "Cards with a duplicate.", example: "character with-duplicate",
			filter: plain(hasDuplicate), reads: readsState(0)},
		{pattern: "with-tokens {kind:string}", doc: "Cards with tokens of a kind on them.", example: "character with-tokens poison",
			filter: withTokens, reads: readsState(rules.ReadsTokens)},
		// the lowest/highest filters: a card passes when no card it is
		// compared with has a lower (higher) value
		{pattern: "lowest-printed-cost [among {among:cards}]", doc: "Cards with the lowest printed cost (\"-\" and X read 0)" + extremeDoc, example: "a character lowest-printed-cost",
			filter: extreme(true, printedCost)},
		{pattern: "highest-printed-cost [among {among:cards}]", doc: "Cards with the highest printed cost (\"-\" and X read 0)" + extremeDoc, example: "a character highest-printed-cost",
			filter: extreme(false, printedCost)},
		{pattern: "lowest-strength [among {among:cards}]", doc: "Characters with the lowest STR" + extremeDoc, example: "a character lowest-strength",
			filter: extreme(true, strengthNow)},
		{pattern: "highest-strength [among {among:cards}]", doc: "Characters with the highest STR" + extremeDoc, example: "a character highest-strength",
			filter: extreme(false, strengthNow)},
		{pattern: "of-type {t:cardtype} [or {t2:cardtype}] [or {t3:cardtype}]", doc: "Cards of a type (or one of two or three): `card of-type character or location`.", example: "card of-type character or location",
			filter: ofType, reads: readsState(0)},
		{pattern: "same-printed-cost-as {card:cards}", doc: "Cards with the same printed cost as another card (\"-\" and X read 0).", example: "each card in hand of opponent same-printed-cost-as t",
			filter: related("card", samePrintedCost)},
		{pattern: "top-of-deck {n:int}", doc: "Cards among the top N cards of their owner's deck (use with `in deck`).", example: "each card in deck of you top-of-deck 10",
			filter: topOfDeck},
		{pattern: "legal-parent-for {att:cards}", doc: "Cards the attachment could legally be attached to now, under its controller (its attachment restriction and no-attachment rules).", example: "character legal-parent-for self",
			filter: related("att", legalParentFor)},
		{pattern: "above-bottom-of-deck {n:int}", doc: "Cards in a deck other than its bottom N cards (`each card in deck of you above-bottom-of-deck 1`: all but the bottom card).", example: "each card in deck of you above-bottom-of-deck 1",
			filter: aboveBottomOfDeck},
		{pattern: "same-title-as {card:cards}", doc: "Cards with the same title as another card (wherever that card now is).", example: "card in deck of you same-title-as paid",
			filter: sameTitleAs},
		{pattern: "one-of {cards:cards}", doc: "Cards among the cards another selector names (a target, `paid`): narrows a reference by further filters.", example: "each character one-of t strength-at-most 0",
			filter: oneOf, reads: readsState(0)},
		{pattern: "other-than {cards:cards}", doc: "Cards other than the cards another selector names (\"another character\" than the one paid or chosen).", example: "character in dead of you other-than paid",
			filter: otherThan, reads: readsState(0)},
		{pattern: "was {event:name(event)} this {period:word(round|phase)}", doc: "Cards an event happened to this round (or phase), by the history of resolved events: `was killed this phase`.", example: "character in dead of you was killed this phase",
			filter: was},
		{pattern: "icons-at-most {n:int}", doc: "Characters with at most N challenge icons (\"fewer than 2 challenge icons\" is icons-at-most 1).", example: "character participating icons-at-most 1",
			filter: iconsAtMost, reads: readsState(0)},
		{pattern: "with-printed-keyword {k:keyword}", doc: "Cards whose printed text has a keyword (gained keywords do not count).", example: "card in hand of you with-printed-keyword shadow",
			filter: printedKeyword(false), reads: readsState(0)},
		{pattern: "without-printed-keyword {k:keyword}", doc: "Cards whose printed text does not have a keyword (gained keywords do not count).", example: "card in hand of you without-printed-keyword shadow",
			filter: printedKeyword(true), reads: readsState(0)},
		{pattern: "has-attachment {card:cards}", doc: "Cards that one of the cards is attached to (\"if attached character has the Maester trait\": `exists character has-attachment self with-trait Maester`).", example: "character has-attachment self with-trait Maester",
			filter: related("card", attachedInPlay), reads: readsState(0)},
		{pattern: "under {card:cards}", doc: "Cards placed under one of the cards (`place-facedown-under`), while they stay in the area they were placed in (\"each card you placed under it\": `each card in facedown-under of you under self`).", example: "each card in facedown-under of you under self",
			filter: related("card", placedUnder), reads: readsState(0)},
		{pattern: "can-be-marshaled", doc: "Cards you could marshal now as if they were in your hand (a character, location or attachment with a printed cost that may enter play under you, whose marshal cost you can pay; an attachment needs a card to attach to).", example: "location in discard of you can-be-marshaled",
			filter: plain(canBeMarshaled)},
		{pattern: "strength-below {n:int}", doc: "Characters with STR lower than N (\"with a lower STR than his\": strength-below (strength-of self)).", example: "character defending strength-below (strength-of self)",
			filter: strengthBelow, reads: readsState(0)},
		{pattern: "attached-to {card:cards}", doc: "Attachments attached to one of the cards.", example: "each card attached-to self",
			filter: attachedTo, reads: readsState(0)},
		{pattern: "is-facedown", doc: "Cards that are facedown (in play: facedown attachments, setup cards; out of play: cards in facedown areas).", example: "character is-facedown",
			filter: plain(isFacedown), reads: readsState(0)},
		{pattern: "entered-play-via {how:name(via)} this {period:word(round|phase)}", doc: "Cards whose latest entering play this round (or phase) was this way (a keyword's word such as ambush, or marshal), by the history of resolved events: \"a phase in which it entered play using ambush\".", example: "character entered-play-via ambush this phase",
			filter: enteredPlayVia},
	})
}

// plain is a filter without parameters: f.
func plain(f filterFn) func(*builder, *args) filterFn {
	return func(*builder, *args) filterFn { return f }
}

// related is a filter for the cards that stand in rel to one of the cards
// its cards parameter (named param) lists now.
func related(param string, rel func(ctx *rules.Context, o, c *rules.Card) bool) func(b *builder, a *args) filterFn {
	return func(b *builder, a *args) filterFn {
		sel := a.Cards(param)
		return func(ctx *rules.Context, c *rules.Card) bool {
			return sel != nil && slices.ContainsFunc(sel(ctx), func(o *rules.Card) bool { return rel(ctx, o, c) })
		}
	}
}

// compared is a filter for the cards whose value of compares with {n} by
// op (a cmpInt word).
func compared(op string, of func(g *rules.Game, c *rules.Card) int) func(b *builder, a *args) filterFn {
	return func(b *builder, a *args) filterFn {
		n := a.Int("n", 0)
		return func(ctx *rules.Context, c *rules.Card) bool { return cmpInt(op, of(ctx.G, c), n(ctx)) }
	}
}

// extreme is a lowest (highest) filter of the value of: a card passes when
// no card it is compared with (see anyComparable), or none of the `among`
// cards, has a lower (higher) value.
func extreme(lowest bool, of func(g *rules.Game, c *rules.Card) int) func(b *builder, a *args) filterFn {
	return func(b *builder, a *args) filterFn {
		among := a.Cards("among")
		return func(ctx *rules.Context, c *rules.Card) bool {
			v := of(ctx.G, c)
			better := func(o *rules.Card) bool {
				if lowest {
					return of(ctx.G, o) < v
				}
				return of(ctx.G, o) > v
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
	}
}

func strengthNow(g *rules.Game, c *rules.Card) int     { return g.Strength(c) }
func printedCost(g *rules.Game, c *rules.Card) int     { return g.PrintedCost(c) }
func printedStrength(g *rules.Game, c *rules.Card) int { return c.Def.Strength }

func controlledBy(b *builder, a *args) filterFn {
	ps := a.Players("p", b.players("you"))
	return func(ctx *rules.Context, c *rules.Card) bool { return playerIs(ctx, ps, ctx.G.Controller(c)) }
}

func ownedBy(b *builder, a *args) filterFn {
	ps := a.Players("p", b.players("you"))
	return func(ctx *rules.Context, c *rules.Card) bool { return playerIs(ctx, ps, ctx.G.Player(c.Owner)) }
}

func withTrait(b *builder, a *args) filterFn {
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
}

func withoutTrait(b *builder, a *args) filterFn {
	t := a.Word("t")
	return func(ctx *rules.Context, c *rules.Card) bool { return !ctx.G.HasTrait(c, t) }
}

func ofFaction(b *builder, a *args) filterFn {
	f := a.Word("f")
	return func(ctx *rules.Context, c *rules.Card) bool { return ctx.G.HasFaction(c, f) } // gained affiliations count
}

func inFaction(ctx *rules.Context, c *rules.Card) bool {
	f := ctx.G.FactionCard(ctx.G.Player(c.Controller))
	return f != nil && c.Def.Faction == f.Def.Faction
}

func titled(b *builder, a *args) filterFn {
	t := a.Word("title")
	return func(ctx *rules.Context, c *rules.Card) bool { return ctx.G.Title(c) == t }
}

func withIcon(b *builder, a *args) filterFn {
	t, _ := rules.ParseChallenge(a.Word("i"))
	return func(ctx *rules.Context, c *rules.Card) bool { return ctx.G.HasIcon(c, t) }
}

func withoutIcon(b *builder, a *args) filterFn {
	t, _ := rules.ParseChallenge(a.Word("i"))
	return func(ctx *rules.Context, c *rules.Card) bool { return !ctx.G.HasIcon(c, t) }
}

func withKeyword(b *builder, a *args) filterFn {
	k := keywordArg(a, "k")
	return func(ctx *rules.Context, c *rules.Card) bool { return hasKeywordValue(ctx.G, c, k) }
}

func withoutKeyword(b *builder, a *args) filterFn {
	k := keywordArg(a, "k")
	return func(ctx *rules.Context, c *rules.Card) bool { return !hasKeywordValue(ctx.G, c, k) }
}

func inArea(b *builder, a *args) filterFn {
	area := a.Word("area")
	ps := a.Players("p", nil)
	return func(ctx *rules.Context, c *rules.Card) bool {
		if ctx.G.Area(c.Area).Name != area {
			return false
		}
		return ps == nil || playerIs(ctx, ps, ctx.G.Player(c.Controller))
	}
}

// inAreaReads: `in AREA` reads the cards of that area.
func inAreaReads(p *check.Phrase) (rules.Reads, []string, []string) {
	if a := p.Args["area"]; a != nil && a.Word != "" {
		return rules.ReadsAreas, []string{a.Word}, nil
	}
	return 0, nil, nil
}

func isKneeling(ctx *rules.Context, c *rules.Card) bool      { return c.Kneeling }
func isStanding(ctx *rules.Context, c *rules.Card) bool      { return !c.Kneeling }
func isAttacking(ctx *rules.Context, c *rules.Card) bool     { return ctx.G.Attacking(c) }
func isDefending(ctx *rules.Context, c *rules.Card) bool     { return ctx.G.Defending(c) }
func isParticipating(ctx *rules.Context, c *rules.Card) bool { return ctx.G.Participating(c) }
func isUnique(ctx *rules.Context, c *rules.Card) bool        { return c.Def.Unique }
func isNonUnique(ctx *rules.Context, c *rules.Card) bool     { return !c.Def.Unique }
func isLoyal(ctx *rules.Context, c *rules.Card) bool         { return c.Def.Loyal }
func isNonLoyal(ctx *rules.Context, c *rules.Card) bool      { return !c.Def.Loyal }
func isOther(ctx *rules.Context, c *rules.Card) bool         { return c != ctx.Source }
func hasAttachments(ctx *rules.Context, c *rules.Card) bool  { return len(c.Attachments) > 0 }
func hasNoAttachments(ctx *rules.Context, c *rules.Card) bool {
	return len(c.Attachments) == 0
}
func hasPower(ctx *rules.Context, c *rules.Card) bool     { return c.Count(rules.TokenPower) > 0 }
func hasDuplicate(ctx *rules.Context, c *rules.Card) bool { return len(c.Duplicates) > 0 }
func isFacedown(ctx *rules.Context, c *rules.Card) bool   { return !c.Faceup }

func withTokens(b *builder, a *args) filterFn {
	k := a.Word("kind")
	return func(ctx *rules.Context, c *rules.Card) bool { return c.Count(k) > 0 }
}

func ofType(b *builder, a *args) filterFn {
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
}

func samePrintedCost(ctx *rules.Context, o, c *rules.Card) bool {
	return ctx.G.PrintedCost(o) == ctx.G.PrintedCost(c)
}

// legalParentFor: c is a card att could legally be attached to now.
func legalParentFor(ctx *rules.Context, att, c *rules.Card) bool {
	return slices.Contains(ctx.G.LegalParents(att, ctx.G.Controller(att)), c)
}

// attachedInPlay: o is in play, attached to c.
func attachedInPlay(ctx *rules.Context, o, c *rules.Card) bool {
	return o.Parent == c.ID && ctx.G.InPlay(o)
}

// placedUnder: c was placed under host.
func placedUnder(ctx *rules.Context, host, c *rules.Card) bool { return c.Under == host.ID }

func topOfDeck(b *builder, a *args) filterFn {
	n := a.Int("n", 1)
	return func(ctx *rules.Context, c *rules.Card) bool {
		i, size, ok := deckIndex(ctx.G, c)
		return ok && i >= size-n(ctx)
	}
}

func aboveBottomOfDeck(b *builder, a *args) filterFn {
	n := a.Int("n", 1)
	return func(ctx *rules.Context, c *rules.Card) bool {
		i, _, ok := deckIndex(ctx.G, c)
		return ok && i >= n(ctx)
	}
}

func sameTitleAs(b *builder, a *args) filterFn {
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
}

func oneOf(b *builder, a *args) filterFn {
	sel := a.Cards("cards")
	return func(ctx *rules.Context, c *rules.Card) bool { return among(ctx, sel, c) }
}

func otherThan(b *builder, a *args) filterFn {
	sel := a.Cards("cards")
	return func(ctx *rules.Context, c *rules.Card) bool { return !among(ctx, sel, c) }
}

func was(b *builder, a *args) filterFn {
	name, history := a.Word("event"), periodHistory(a)
	return func(ctx *rules.Context, c *rules.Card) bool {
		for e := range history(ctx.G, c) {
			if e.Event == name {
				return true
			}
		}
		return false
	}
}

func iconsAtMost(b *builder, a *args) filterFn {
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
}

// printedKeyword is with-printed-keyword (without-printed-keyword when
// neg).
func printedKeyword(neg bool) func(b *builder, a *args) filterFn {
	return func(b *builder, a *args) filterFn {
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
	}
}

func canBeMarshaled(ctx *rules.Context, c *rules.Card) bool {
	_, ok := marshalCostFrom(ctx, c)
	return ok
}

func strengthBelow(b *builder, a *args) filterFn {
	n := a.Int("n", 0)
	return func(ctx *rules.Context, c *rules.Card) bool { return ctx.G.Strength(c) < n(ctx) }
}

func attachedTo(b *builder, a *args) filterFn {
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
}

func enteredPlayVia(b *builder, a *args) filterFn {
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
