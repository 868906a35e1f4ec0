package interp

import (
	"slices"

	"github.com/thronescript/thronescript/rules"
)

// registerMovement adds the effects that move cards between areas: kill,
// discard, sacrifice, return, shuffle, put into play, draw, search, remove
// from the game, attach and place under, and the deck manipulations.
func registerMovement(r *Registry) {
	r.addWords([]word{
		{pattern: "kill {target:cards} [cannot-be-saved]", doc: "Kill characters: they go to their owners' dead piles.", example: "do kill t",
			cards: killCards, affects: inPlayUnless(rules.CannotBeKilled, isCharacter)},
		{pattern: "discard {target:cards} [cannot-be-saved]", doc: "Discard cards from play (or from wherever they are) to their owners' discard piles.", example: "do discard t",
			cards: discardCards},
		{pattern: "sacrifice {target:cards}", doc: "Sacrifice cards you control (cannot be saved).", example: "do sacrifice self",
			cards: sacrificeCards},
		{pattern: "return-to-hand {target:cards} [cannot-be-saved]", doc: "Return cards to their owners' hands.", example: "do return-to-hand t",
			cards: returnCardsToHand, affects: inPlayUnless(rules.CannotBeReturnedToHand, nil)},
		{pattern: "return-to-deck {target:cards} [bottom]", doc: "Place cards on top (or at the bottom) of their owners' decks.", example: "do return-to-deck self",
			cards: returnCardsToDeck},
		{pattern: "shuffle-into-deck {target:cards}", doc: "Shuffle cards into their owners' decks.", example: "do shuffle-into-deck t",
			cards: shuffleCardsIntoDeck},
		{pattern: "move {target:cards} to {area:area}", doc: "Move cards to a declared area (facedown if the area says so): e.g. to shadows; an area effects declare on first use (out-of-game, …) is declared by the move too.", example: "do move self to discard",
			cards: moveCards},
		{pattern: "put-into-play {target:cards} [under {p:player}] [under-owners] [kneeling] [via {via:name(via)}]",
			doc:     "Put cards into play (not marshaled, not played); `under PLAYER` under that player's control, `under-owners` each under its owner's (\"put each … into play under its owner's control\"); `via` tags the event so definitions can react to how it entered.",
			example: "do put-into-play t",
			cards:   putCardsIntoPlay, affects: canEnterPlayUnder},
		{pattern: "draw {n:int} [for {p:player}]", doc: "Players draw cards (as many as their decks hold, E4).", example: "do draw 2",
			effect: drawEffect},
		{pattern: "discard-top {n:int} of {p:player}", doc: "Discard the top cards of players' decks.", example: "do discard-top 1 of loser",
			effect: discardTopEffect},
		{pattern: "discard-at-random {n:int} from-hand-of {p:player}", doc: "Discard cards at random from players' hands.", example: "do discard-at-random 1 from-hand-of opponent",
			effect: discardAtRandomEffect},
		{pattern: "discard-from-hand {n:int} [for {p:player}]", doc: "Players choose and discard cards from their own hands.", example: "do discard-from-hand 2",
			effect: discardFromHandEffect},
		{pattern: "search-deck {what:cards} [top {n:int}] [to {to:word(hand|play)}]",
			doc:     "Search your deck (or its top N cards) for a card matching the selector, reveal it and add it to your hand (or put it into play); then shuffle.",
			example: "do search-deck character top 10",
			effect:  searchDeckEffect},
		{pattern: "shuffle-deck [for {p:player}]", doc: "Shuffle players' decks.", example: "do shuffle-deck",
			effect: shuffleDeckEffect},
		// removal from the game, into the out-of-game area the effect
		// declares (facedown: the facedown one)
		{pattern: "remove-from-game {target:cards} [facedown]",
			doc:     "Remove cards from the game: they go to their owners' out-of-game area (`in out-of-game`), open to all, never to return; `facedown`: to their owners' out-of-game-facedown area, which nobody may look at.",
			example: "do remove-from-game each character in dead non-unique",
			cards:   removeCardsFromGame, affects: notRemovedFromGame},
		{pattern: "move-attachment {target:cards} to {parent:cards}",
			doc:     "Move attachments already in play to another card they may legally be attached to (\"attach it to a different character\").",
			example: "do move-attachment self to t",
			effect:  moveAttachmentEffect},
		{pattern: "sacrifice-own {what:cards} [for {p:player}]",
			doc:     "Players (default: you) each choose and sacrifice cards they control matching the selector (\"that player sacrifices a standing character\").",
			example: "do sacrifice-own a character standing for opponent",
			effect:  sacrificeOwnEffect},
		{pattern: "put-into-play-attached {target:cards} to {parent:cards}",
			doc:     "Put attachment cards into play attached to a card of the `parent` selector that may legally have them (the ability's controller chooses the card; \"put it into play attached to a character you control\").",
			example: "do put-into-play-attached an attachment in deck of you to a character controlled-by you",
			effect:  putIntoPlayAttachedEffect},
		{pattern: "marshal {target:cards}",
			doc:     "Marshal cards from where they are (discard pile, …) as if they were in your hand: pay their marshal cost (modifiers and reducers apply; a duplicate is free) and they enter play marshaled.",
			example: "do marshal t",
			cards:   marshalCards},
		{pattern: "may-put-into-play {target:cards}",
			doc:     "The ability's controller may put the cards into play: they choose which of them (any number, none included) among those that could enter play under them (\"you may put it into play instead\"; follow with the effect for the cards left where they were).",
			example: "do may-put-into-play each character one-of t with-trait Hatchling",
			effect:  mayPutIntoPlayEffect},
		{pattern: "arrange-top {n:int} of {p:player} [bottom up-to {m:int}]",
			doc:     "Look at the top N cards of a player's deck (with several players, e.g. each-player, the ability's controller chooses one: \"choose a player\"), place up to M of them on the bottom of that deck and the others back on top, in any order: the controller picks the bottom cards one by one (the last picked ends at the very bottom), then the others from the new top card down.",
			example: "do arrange-top 5 of each-player bottom up-to 3",
			effect:  arrangeTopEffect},
		{pattern: "place-as-duplicate {target:cards} on {parent:card} [facedown]",
			doc:     "Place cards on a card in play as duplicates (any card, whatever its title; `facedown`: only its controller may look at it): cards out of play, or a card in play that is no duplicate (\"place Alayne Stone on her as a duplicate\"), which leaves its challenge and loses its tokens, attachments and duplicates as when leaving play.",
			example: "do place-as-duplicate each card in deck of you top-of-deck 1 on self facedown",
			effect:  placeAsDuplicateEffect},
		{pattern: "put-into-play-as {target:cards} {type:cardtype} [attached-to {parent:card}]",
			doc:     "Put cards (an event card too) into play as cards of another type: as an attachment they attach to `attached-to` (asked if absent). The card keeps its own abilities; printed constant and while-attached abilities of an event work while it is in play.",
			example: "do put-into-play-as self attachment attached-to it",
			effect:  putIntoPlayAsEffect},
		{pattern: "attach-facedown {target:cards} to {parent:card} [with {kw:keyword}]",
			doc:     "Attach cards out of play (the top card of a deck, …) facedown to a card in play, under your control, as attachments (only you may look at them); `with KEYWORD` gives them a keyword while attached (terminal).",
			example: "do attach-facedown each card in deck of loser top-of-deck 1 to self with terminal",
			effect:  attachFacedownEffect},
		{pattern: "look-at-top {n:int} take-up-to {k:int} rest-to {where:word(bottom|top)}",
			doc:     "The ability's controller looks at the top N cards of their deck, adds up to K of them to their hand, and places the others on the bottom (top) of the deck in any order: they choose the cards one at a time, the last chosen ending at the very bottom (top).",
			example: "do look-at-top 2 take-up-to 1 rest-to bottom",
			effect:  lookAtTopEffect},
		{pattern: "place-facedown-under {target:cards} on {parent:card}",
			doc:     "Place cards facedown under a card in play: they leave their area (a hand, …) for their owners' out-of-play area `facedown-under`, which only the owner may look at, and stay under that card (the filter `under CARD` finds them: `each card in facedown-under of you under self`) while they stay there, whatever becomes of it.",
			example: "do place-facedown-under each card in hand of you on self",
			effect:  placeFacedownUnderEffect},
	})
}

// isCharacter reports whether c is a character now.
func isCharacter(g *rules.Game, c *rules.Card) bool { return g.Type(c) == rules.TypeCharacter }

func killCards(ctx *rules.Context, a *args, cs []*rules.Card) bool {
	return ctx.G.Kill(ctx, a.Has("cannot-be-saved"), cs...)
}

func discardCards(ctx *rules.Context, a *args, cs []*rules.Card) bool {
	return ctx.G.Discard(ctx, a.Has("cannot-be-saved"), cs...)
}

func sacrificeCards(ctx *rules.Context, a *args, cs []*rules.Card) bool {
	return ctx.G.Sacrifice(ctx, cs...)
}

func returnCardsToHand(ctx *rules.Context, a *args, cs []*rules.Card) bool {
	return ctx.G.ReturnToHand(ctx, a.Has("cannot-be-saved"), cs...)
}

func returnCardsToDeck(ctx *rules.Context, a *args, cs []*rules.Card) bool {
	return forAll(cs, func(c *rules.Card) bool { return ctx.G.ReturnToDeck(ctx, c, a.Has("bottom")) })
}

func shuffleCardsIntoDeck(ctx *rules.Context, a *args, cs []*rules.Card) bool {
	ok := true
	owners := map[int]bool{}
	for _, c := range cs {
		owners[c.Owner] = true
		ok = ctx.G.ReturnToDeck(ctx, c, false) && ok
	}
	for i := range ctx.G.Players {
		if owners[i] {
			ctx.G.ShuffleDeck(ctx.G.Player(i))
		}
	}
	return ok
}

func moveCards(ctx *rules.Context, a *args, cs []*rules.Card) bool {
	return moveTo(ctx, cs, a.Word("area"))
}

func putCardsIntoPlay(ctx *rules.Context, a *args, cs []*rules.Card) bool {
	return together(ctx, len(cs), func() bool {
		return forAll(cs, func(c *rules.Card) bool {
			return ctx.G.PutIntoPlay(ctx, c, rules.PutOptions{Controller: putUnder(ctx, a, c), Kneeling: a.Has("kneeling"), Via: a.Word("via")})
		})
	})
}

// canEnterPlayUnder is put-into-play's affects: a card that could not
// enter play under that player (a unique card whose copy is in their dead
// pile, …) is no eligible target.
func canEnterPlayUnder(a *args) filterFn {
	return func(ctx *rules.Context, c *rules.Card) bool {
		p := putUnder(ctx, a, c)
		if p == nil {
			p = ctx.Player
		}
		ok, _ := ctx.G.CanEnterPlay(c, p)
		return ok
	}
}

func drawEffect(b *builder, a *args) effectFn {
	n, ps := a.Int("n", 1), a.Players("p", b.players("you"))
	return func(ctx *rules.Context) bool {
		got, wanted := 0, 0
		players := ps(ctx)
		// each player's number (a value remembered per player reads theirs)
		wants := make([]int, len(players))
		for i, p := range players {
			wants[i] = valueFor(ctx, p, n)
			wanted += wants[i]
		}
		if len(players) > 1 {
			// "each player draws": at once (Drawing Cards)
			before := 0
			for _, p := range players {
				before += len(p.Zone(rules.AreaHand))
			}
			ctx.G.Simultaneously(func() {
				for i, p := range players {
					ctx.G.Draw(ctx, p, wants[i])
				}
			})
			for _, p := range players {
				got += len(p.Zone(rules.AreaHand))
			}
			return got > before || wanted == 0
		}
		for i, p := range players {
			got += ctx.G.Draw(ctx, p, wants[i])
		}
		return got > 0 || wanted == 0
	}
}

func discardTopEffect(b *builder, a *args) effectFn {
	n, ps := a.Int("n", 1), a.Players("p", b.players("you"))
	return func(ctx *rules.Context) bool {
		got := 0
		for _, p := range ps(ctx) {
			got += ctx.G.DiscardFromDeck(ctx, p, valueFor(ctx, p, n))
		}
		return got > 0
	}
}

func discardAtRandomEffect(b *builder, a *args) effectFn {
	return fromEachHand(b, a, discardAtRandom)
}

// discardAtRandom discards k cards at random from p's hand.
func discardAtRandom(ctx *rules.Context, p *rules.Player, hand []*rules.Card, k int) bool {
	got := false
	for i := 0; i < k && len(hand) > 0; i++ {
		j := ctx.G.Rand().IntN(len(hand))
		c := hand[j]
		hand = append(hand[:j:j], hand[j+1:]...)
		got = ctx.G.Discard(ctx, false, c) || got
	}
	return got
}

func discardFromHandEffect(b *builder, a *args) effectFn {
	return fromEachHand(b, a, discardChosen)
}

// discardChosen has p choose and discard k cards of their hand.
func discardChosen(ctx *rules.Context, p *rules.Player, hand []*rules.Card, k int) bool {
	if k = min(k, len(hand)); k == 0 {
		return false
	}
	return ctx.G.Discard(ctx, false, ctx.G.ChooseCards(p, "discard", hand, k, k, ctx)...)
}

func searchDeckEffect(b *builder, a *args) effectFn {
	var filter filterFn
	if x := a.arg("what"); x != nil && x.Sel != nil {
		filter = b.selectorFilter(x.Sel)
	}
	n := a.Int("n", 0)
	to := a.WordOr("to", "hand")
	return func(ctx *rules.Context) bool {
		deck := ctx.G.CardsIn(ctx.Player, rules.AreaDeck) // bottom first
		limit := n(ctx)
		start := 0
		if limit > 0 && limit < len(deck) {
			start = len(deck) - limit
		}
		var cands []*rules.Card
		for i := len(deck) - 1; i >= start; i-- {
			if filter == nil || filter(ctx, deck[i]) {
				cands = append(cands, deck[i])
			}
		}
		found := false
		if len(cands) > 0 {
			pick := ctx.G.ChooseCards(ctx.Player, "search", cands, 0, 1, ctx)
			for _, c := range pick {
				found = true
				ctx.G.Reveal(ctx, c)
				if to == "play" {
					ctx.G.PutIntoPlay(ctx, c, rules.PutOptions{})
				} else {
					ctx.G.MoveToArea(ctx, c, rules.AreaNameHand)
				}
			}
		}
		ctx.G.ShuffleDeck(ctx.Player)
		return found
	}
}

func shuffleDeckEffect(b *builder, a *args) effectFn {
	ps := a.Players("p", b.players("you"))
	return func(ctx *rules.Context) bool {
		for _, p := range ps(ctx) {
			ctx.G.ShuffleDeck(p)
		}
		return true
	}
}

// removedArea is the area remove-from-game sends cards to: out-of-game, or
// with facedown out-of-game-facedown.
func removedArea(a *args) string {
	if a.Has("facedown") {
		return facedownOutOfGame
	}
	return outOfGame
}

// removeCardsFromGame is remove-from-game: the cards go to the area of
// removedArea.
func removeCardsFromGame(ctx *rules.Context, a *args, cs []*rules.Card) bool {
	return removeTo(removedArea(a))(ctx, a, cs)
}

// notRemovedFromGame is what remove-from-game could affect: a card not in
// the area it would go to (see notRemovedTo).
func notRemovedFromGame(a *args) filterFn { return notRemovedTo(removedArea(a))(a) }

// notRemovedTo is the affects of a removal into area: any card not
// removed already (one in play only if it may leave play).
func notRemovedTo(area string) func(*args) filterFn {
	return func(*args) filterFn {
		return func(ctx *rules.Context, c *rules.Card) bool {
			g := ctx.G
			if id, ok := g.AreaByName(area); ok && c.Area == id {
				return false
			}
			return !g.InPlay(c) || !g.Cannot(c, "leave-play")
		}
	}
}

func moveAttachmentEffect(b *builder, a *args) effectFn {
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
}

func sacrificeOwnEffect(b *builder, a *args) effectFn {
	x := a.arg("what")
	ps := a.Players("p", b.players("you"))
	if x == nil || x.Sel == nil {
		return func(*rules.Context) bool { return false }
	}
	all := b.selector(x.Sel, false)
	s, mx := x.Sel, b.maxOf(x.Sel)
	each := x.Sel.Each
	return func(ctx *rules.Context) bool {
		lo, hi := quantity(ctx, s, mx)
		if hi == 0 && mx != nil {
			return false // up to 0
		}
		got := false
		for _, p := range ps(ctx) {
			var own []*rules.Card
			for _, c := range all(ctx) {
				if ctx.G.Controller(c) == p && ctx.G.InPlay(c) && !ctx.G.LeavingPlay(c) {
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
}

func putIntoPlayAttachedEffect(b *builder, a *args) effectFn {
	sel := a.choose("target")
	var parentOK filterFn
	if x := a.arg("parent"); x != nil && x.Sel != nil {
		parentOK = b.selectorFilter(x.Sel)
	}
	return onCards(sel, func(ctx *rules.Context, cs []*rules.Card) bool {
		return forAll(cs, func(c *rules.Card) bool {
			var ps []*rules.Card
			for _, p := range ctx.G.LegalParents(c, ctx.Player) {
				if parentOK == nil || parentOK(ctx, p) {
					ps = append(ps, p)
				}
			}
			if len(ps) == 0 {
				return false
			}
			par := ctx.G.ChooseCards(ctx.Player, "attach-to", ps, 1, 1, ctx)
			return len(par) > 0 && ctx.G.PutIntoPlay(ctx, c, rules.PutOptions{Parent: par[0]})
		})
	})
}

func marshalCards(ctx *rules.Context, a *args, cs []*rules.Card) bool {
	g, p := ctx.G, ctx.Player
	ok := true
	for _, c := range cs {
		cost, can := marshalCostFrom(ctx, c)
		if !can {
			ok = false
			continue
		}
		if _, dup := g.CanEnterPlay(c, p); dup == nil {
			g.ConsumeReducers(c, p, "gold", "marshal")
		}
		if cost > 0 && !g.ReturnGold(ctx, p, cost) {
			ok = false
			continue
		}
		mctx := &rules.Context{G: g, Player: p}
		ok = g.PutIntoPlay(mctx, c, rules.PutOptions{Name: rules.EvMarshaled, Via: "marshal"}) && ok
	}
	return ok
}

func mayPutIntoPlayEffect(b *builder, a *args) effectFn {
	sel := a.Cards("target")
	return func(ctx *rules.Context) bool {
		g := ctx.G
		var cands []*rules.Card
		for _, c := range sel(ctx) {
			if ok, _ := g.CanEnterPlay(c, ctx.Player); ok {
				cands = append(cands, c)
			}
		}
		if len(cands) == 0 {
			return false
		}
		got := g.ChooseCards(ctx.Player, "put-into-play", cands, 0, len(cands), ctx)
		ok := len(got) > 0
		for _, c := range got {
			ok = g.PutIntoPlay(ctx, c, rules.PutOptions{}) && ok
		}
		return ok
	}
}

func arrangeTopEffect(b *builder, a *args) effectFn {
	n, m := a.Int("n", 0), a.Int("m", 0)
	ps := a.Players("p", b.players("you"))
	return func(ctx *rules.Context) bool {
		g := ctx.G
		l := ps(ctx)
		if len(l) == 0 {
			return false
		}
		p := l[0]
		if len(l) > 1 {
			p = g.ChoosePlayer(ctx.Player, "player", l)
		}
		deck := g.CardsIn(p, rules.AreaDeck) // bottom first
		k := min(n(ctx), len(deck))
		if k <= 0 {
			return false
		}
		top := make([]*rules.Card, 0, k) // the top card first
		for i := len(deck) - 1; i >= len(deck)-k; i-- {
			top = append(top, deck[i])
		}
		bottom := g.ChooseCards(ctx.Player, "to-bottom", top, 0, min(m(ctx), k), ctx)
		rest := make([]*rules.Card, 0, k)
		for _, c := range top {
			picked := false
			for _, x := range bottom {
				picked = picked || x == c
			}
			if !picked {
				rest = append(rest, c)
			}
		}
		if len(rest) > 1 {
			rest = g.ChooseCards(ctx.Player, "to-top", rest, len(rest), len(rest), ctx)
		}
		for _, c := range bottom {
			g.ReturnToDeck(ctx, c, true)
		}
		for i := len(rest) - 1; i >= 0; i-- {
			g.ReturnToDeck(ctx, rest[i], false)
		}
		return true
	}
}

func placeAsDuplicateEffect(b *builder, a *args) effectFn {
	facedown := a.Has("facedown")
	return ontoFirst(a.choose("target"), a.Cards("parent"), func(ctx *rules.Context, c, to *rules.Card) bool {
		return ctx.G.PlaceAsDuplicate(ctx, c, to, rules.DuplicateOptions{Facedown: facedown})
	})
}

func putIntoPlayAsEffect(b *builder, a *args) effectFn {
	sel, parent, t := a.choose("target"), a.Cards("parent"), rules.ParseCardType(a.Word("type"))
	return func(ctx *rules.Context) bool {
		cs := sel(ctx)
		if len(cs) == 0 {
			return false
		}
		var par *rules.Card
		if parent != nil {
			ps := parent(ctx)
			if len(ps) == 0 {
				return false
			}
			par = ps[0]
		}
		return forAll(cs, func(c *rules.Card) bool { return ctx.G.PutIntoPlay(ctx, c, rules.PutOptions{AsType: t, Parent: par}) })
	}
}

func attachFacedownEffect(b *builder, a *args) effectFn {
	kw := a.Word("kw")
	var o rules.FacedownOptions
	if kw != "" {
		o.Keywords = []rules.KeywordInstance{{Name: kw}}
	}
	return ontoFirst(a.choose("target"), a.Cards("parent"), func(ctx *rules.Context, c, to *rules.Card) bool {
		return ctx.G.AttachFacedown(ctx, c, to, o)
	})
}

func lookAtTopEffect(b *builder, a *args) effectFn {
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
}

func placeFacedownUnderEffect(b *builder, a *args) effectFn {
	return ontoFirst(a.choose("target"), a.Cards("parent"), func(ctx *rules.Context, c, host *rules.Card) bool {
		ctx.G.DeclareArea(effectArea(facedownUnder))
		return ctx.G.PlaceUnder(ctx, c, host, facedownUnder)
	})
}

// facedownOutOfGame is the area of cards removed from the game facedown.
const facedownOutOfGame = "out-of-game-facedown"

// marshalCostFrom is the gold ctx's player would pay to marshal c from its
// area as if it were in hand, and whether they may.
func marshalCostFrom(ctx *rules.Context, c *rules.Card) (int, bool) {
	g, p := ctx.G, ctx.Player
	t := g.Type(c)
	if g.InPlay(c) || c.Owner != p.Index || (t != rules.TypeCharacter && t != rules.TypeLocation && t != rules.TypeAttachment) || c.Def.Cost.None {
		return 0, false
	}
	if g.PlayerCannot(p, "marshal") {
		return 0, false
	}
	ok, dup := g.CanEnterPlay(c, p)
	if !ok {
		return 0, false
	}
	if dup != nil {
		return 0, true
	}
	if g.Restricted("marshal", p, c, nil) {
		return 0, false
	}
	cost := g.CostOf(c, p, g.PrintedCost(c), "gold", "marshal")
	if cost > g.SpendableGold(p) {
		return 0, false
	}
	if t == rules.TypeAttachment && len(g.LegalParents(c, p)) == 0 {
		return 0, false
	}
	return cost, true
}

// facedownUnder is the out-of-play area of cards placed facedown under a
// card in play (only their owner may look at them).
const facedownUnder = "facedown-under"

// outOfGame is the area of cards removed from the game.
const outOfGame = "out-of-game"

// effectAreas are the areas effects declare on first use (idempotent by
// name), as keyword definitions declare theirs, with how cards get there.
var effectAreas = []struct {
	def rules.AreaDef
	doc string
}{
	{rules.AreaDef{Name: outOfGame, Visible: rules.VisibleAll, Ordered: true, PerPlayer: true},
		"Cards removed from the game. In: `remove-from-game` (a `moved` event), declared on its first use; nothing takes a card out."},
	{rules.AreaDef{Name: facedownOutOfGame, Facedown: true, Visible: rules.VisibleNone, Ordered: true, PerPlayer: true},
		"Cards removed from the game facedown. In: `remove-from-game … facedown` (a `moved` event), declared on its first use; nothing takes a card out."},
	{rules.AreaDef{Name: facedownUnder, Facedown: true, Visible: rules.VisibleOwner, Ordered: true, PerPlayer: true},
		"Cards placed facedown under a card in play. In: `place-facedown-under` (a `moved` event), declared on its first use."},
	{rules.AreaDef{Name: setAsideArea, Facedown: true, Visible: rules.VisibleOwner, PerPlayer: true},
		"Cards an agenda's deck-building `set-aside` line takes out of its owner's plot deck and draw deck before setup, or with `during PHASE` while that phase lasts (\"During the plot phase, Scheme cards are not considered to be in your plot deck\"), declared when such an agenda is in the game; only their owner may look at them. Out: `reveal-plot`, `move`, …"},
}

// fromEachHand is an effect on the hand of each player {p} names (default:
// you): do gets the hand and the number {n} asks for, and reports whether
// it did anything.
func fromEachHand(b *builder, a *args, do func(ctx *rules.Context, p *rules.Player, hand []*rules.Card, k int) bool) effectFn {
	n, ps := a.Int("n", 1), a.Players("p", b.players("you"))
	return func(ctx *rules.Context) bool {
		got := false
		for _, p := range ps(ctx) {
			got = do(ctx, p, ctx.G.CardsIn(p, rules.AreaHand), valueFor(ctx, p, n)) || got
		}
		return got
	}
}

// ontoFirst applies put to each card sel lists now and the first card
// parent lists (the card they go on or under); false when either list is
// empty.
func ontoFirst(sel, parent cardsFn, put func(ctx *rules.Context, c, to *rules.Card) bool) effectFn {
	return func(ctx *rules.Context) bool {
		cs := sel(ctx)
		if len(cs) == 0 || parent == nil {
			return false
		}
		ps := parent(ctx)
		if len(ps) == 0 {
			return false
		}
		return forAll(cs, func(c *rules.Card) bool { return put(ctx, c, ps[0]) })
	}
}

// putUnder is the player put-into-play puts card c into play under: the
// `under` player, c's owner with `under-owners`, nil (the ability's
// controller) otherwise.
func putUnder(ctx *rules.Context, a *args, c *rules.Card) *rules.Player {
	if a.Has("under-owners") {
		return ctx.G.Player(c.Owner)
	}
	if ps := a.Players("p", nil); ps != nil {
		if l := ps(ctx); len(l) > 0 {
			return l[0]
		}
	}
	return nil
}

// moveTo moves cards to the out-of-play area named area, declaring it
// first when it is an area effects declare on first use (out-of-game, …),
// so that a move there is never silently refused.
func moveTo(ctx *rules.Context, cs []*rules.Card, area string) bool {
	if d := effectArea(area); d != nil {
		ctx.G.DeclareArea(d)
	}
	return forAll(cs, func(c *rules.Card) bool { return ctx.G.MoveToArea(ctx, c, area) })
}

// removeTo moves cards out of the game into area. The engine has no
// standard out-of-game area: the area is declared on first use (idempotent
// by name), as keyword definitions declare theirs.
func removeTo(area string) func(ctx *rules.Context, a *args, cs []*rules.Card) bool {
	return func(ctx *rules.Context, _ *args, cs []*rules.Card) bool {
		ctx.G.DeclareArea(effectArea(area))
		return forAll(cs, func(c *rules.Card) bool { return ctx.G.MoveToArea(ctx, c, area) })
	}
}

// effectArea returns a new declaration of the effect area name (nil: no
// such effect area).
func effectArea(name string) *rules.AreaDef {
	for _, a := range effectAreas {
		if a.def.Name == name {
			d := a.def
			return &d
		}
	}
	return nil // not an area effects declare
}

// inPlayUnless is the affects predicate of an effect on cards in play that
// a restriction (`cannot … be-killed`) stops: the card is in play, is not
// under the restriction and passes also (if set).
func inPlayUnless(restriction string, also func(g *rules.Game, c *rules.Card) bool) func(a *args) filterFn {
	return func(*args) filterFn {
		return func(ctx *rules.Context, c *rules.Card) bool {
			g := ctx.G
			return g.InPlay(c) && !g.Cannot(c, restriction) && (also == nil || also(g, c))
		}
	}
}
