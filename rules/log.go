package rules

import (
	"hash/fnv"
	"maps"
	"slices"
	"strconv"
	"strings"
)

// MsgID identifies a log message; its text lives in a Catalog so other
// languages can be added without touching the engine.
type MsgID uint8

// Log messages.
const (
	MsgNone MsgID = iota
	MsgCustom
	MsgUses
	MsgPlays
	MsgCanceled
	MsgSaved
	MsgDuplicateDiscarded
	MsgReturnedToHand
	MsgDiscarded
	MsgKilled
	MsgSacrificed
	MsgMarshals
	MsgMarshalsDuplicate
	MsgPutIntoPlay
	MsgMoved
	MsgDraws
	MsgKneels
	MsgStands
	MsgGainsPower
	MsgLosesPower
	MsgMovesPower
	MsgGainsGold
	MsgLosesGold
	MsgTokens
	MsgWins
	MsgEliminated
	MsgRound
	MsgPhase
	MsgRevealsPlot
	MsgInitiative
	MsgFirstPlayer
	MsgMulligan
	MsgSetupPlaced
	MsgSetupRevealed
	MsgChallenge
	MsgAttacker
	MsgDefender
	MsgChallengeWon
	MsgNoWinner
	MsgUnopposed
	MsgClaim
	MsgDominance
	MsgNoDominance
	MsgReloaded
	MsgTakesControl
	MsgReturnedToDeck
	MsgRevealed
	MsgEvent
	MsgAttached
	MsgWhenRevealed
	MsgGivesGold
	MsgMovesGoldToCard
	MsgPaysGold
	MsgChooses
	MsgChallengeAgainst
	MsgRedirects
	MsgChallengeBonus
	MsgTakesTitle
	MsgReturnsTitle
	MsgDuplicateSaves
	MsgNames
	MsgKeyword
	MsgTokensRemoved
	MsgReserve
	MsgShuffles
	// The causes of a line (LogEntry.Cause), rendered after it.
	MsgCauseEffect
	MsgCauseOwnEffect
	MsgCauseCost
	MsgCauseOwnCost
	MsgCauseClaim
	MsgCauseKeyword
	msgCount
)

var msgNames = [msgCount]string{
	"", "custom", "uses", "plays", "canceled", "saved", "duplicate-discarded", "returned-to-hand",
	"discarded", "killed", "sacrificed", "marshals", "marshals-duplicate", "put-into-play", "moved",
	"draws", "kneels", "stands", "gains-power", "loses-power", "moves-power", "gains-gold", "loses-gold",
	"tokens", "wins", "eliminated", "round", "phase", "reveals-plot", "initiative", "first-player",
	"mulligan", "setup-placed", "setup-revealed", "challenge", "attacker", "defender", "challenge-won",
	"no-winner", "unopposed", "claim", "dominance", "no-dominance", "reloaded", "takes-control",
	"returned-to-deck", "revealed", "event", "attached", "when-revealed", "gives-gold", "moves-gold-to-card",
	"pays-gold", "chooses", "challenge-against", "redirects", "challenge-bonus", "takes-title", "returns-title",
	"duplicate-saves", "names", "keyword", "tokens-removed", "reserve",
	"shuffles",
	"cause-effect", "cause-own-effect", "cause-cost", "cause-own-cost", "cause-claim",
	"cause-keyword",
}

// Name returns the stable message id used by catalogs ("marshals").
func (m MsgID) Name() string {
	if m < msgCount {
		return msgNames[m]
	}
	return ""
}

// Catalog maps messages to templates. Placeholders: {actor} (player
// name), {other} (the actor's opponent), {card}, {card2} (card titles, or
// "a card (#n)" when hidden from the reader), {n} (a number), {s} (a word),
// {player} (the player whose index is the number). {n:one|many} picks a form
// by the number, {card:one|many} by the grammatical number of the title.
type Catalog map[MsgID]string

// EnglishCatalog returns the English templates (a fresh map).
func EnglishCatalog() Catalog {
	return Catalog{
		MsgCustom:             "{s}",
		MsgUses:               "{actor} uses {card} ({s})",
		MsgPlays:              "{actor} plays {card}",
		MsgCanceled:           "the effects of {card} are canceled",
		MsgSaved:              "{card} is saved",
		MsgDuplicateDiscarded: "a duplicate of {card} is discarded",
		MsgReturnedToHand:     "{card} is returned to {owner}'s hand",
		MsgDiscarded:          "{card} is discarded from {s}",
		MsgKilled:             "{card} is killed",
		MsgSacrificed:         "{actor} sacrifices {card}",
		MsgMarshals:           "{actor} marshals {card}",
		MsgMarshalsDuplicate:  "{actor} marshals a duplicate of {card2}",
		MsgPutIntoPlay:        "{actor} puts {card} into play",
		MsgMoved:              "{card} moves from {s} to {s2}",
		MsgDraws:              "{actor} draws {n} {n:card|cards}",
		MsgKneels:             "{card} kneels",
		MsgStands:             "{card} stands",
		MsgGainsPower:         "{card} gains {n} power",
		MsgLosesPower:         "{card} loses {n} power",
		MsgMovesPower:         "{n} power moves from {card} to {card2}",
		MsgGainsGold:          "{actor} gains {n} gold",
		MsgLosesGold:          "{actor} returns {n} gold",
		MsgGivesGold:          "{actor} gives {n} gold to {other}",
		MsgMovesGoldToCard:    "{actor} moves {n} gold onto {card}",
		MsgTokens:             "{card} gets {n} {s} {n:token|tokens}",
		MsgWins:               "{actor} wins the game ({s})",
		MsgEliminated:         "{actor} is eliminated",
		MsgRound:              "round {n} begins",
		MsgPhase:              "{s} phase begins",
		MsgRevealsPlot:        "{actor} reveals {card}",
		MsgInitiative:         "{actor} wins initiative",
		MsgFirstPlayer:        "{actor} is the first player",
		MsgMulligan:           "{actor} takes a mulligan",
		MsgSetupPlaced:        "{actor} places {card} in setup",
		MsgSetupRevealed:      "{actor} reveals {card} in setup",
		MsgChallenge:          "{actor} initiates a {s} challenge against {other}",
		MsgAttacker:           "{card} attacks",
		MsgDefender:           "{card} defends",
		MsgChallengeWon:       "{actor} wins the {s} challenge by {n}",
		MsgNoWinner:           "nobody wins the {s} challenge",
		MsgUnopposed:          "{actor} wins unopposed",
		MsgClaim:              "{actor} applies {s} claim {n}",
		MsgDominance:          "{actor} wins dominance",
		MsgNoDominance:        "nobody wins dominance",
		MsgReloaded:           "Card {card} reloaded (version {n})",
		MsgTakesControl:       "{actor} takes control of {card}",
		MsgReturnedToDeck:     "{card} is returned to {owner}'s deck",
		MsgRevealed:           "{actor} reveals {card}",
		MsgEvent:              "{s}: {card}",
		MsgAttached:           "{card} is attached to {card2}",
		MsgWhenRevealed:       "the When Revealed ability of {card} resolves",
		MsgPaysGold:           "{actor} pays {n} gold",
		MsgChooses:            "{actor} chooses {s}",
		MsgChallengeAgainst:   "{actor} initiates a {s} challenge against {player}",
		MsgRedirects:          "{actor} redirects the challenge: it resolves against {player}",
		MsgChallengeBonus:     "{actor} gains a challenge bonus for winning against {player}",
		MsgTakesTitle:         "{actor} takes the title {card}",
		MsgReturnsTitle:       "{actor} returns {card} to the title pool",
		MsgDuplicateSaves:     "{card} is saved: {actor} discards a duplicate of it",
		MsgNames:              "{actor} names {s}",
		MsgKeyword:            "{s} ({card})",
		MsgTokensRemoved:      "{card} loses {n} {s} {n:token|tokens}",
		MsgReserve:            "{actor} discards down to the reserve value of {n}",
		MsgShuffles:           "{actor} shuffles their deck",
		MsgCauseEffect:        "(effect of {card})",
		MsgCauseOwnEffect:     "(own effect)",
		MsgCauseCost:          "(cost of {card})",
		MsgCauseOwnCost:       "(cost)",
		MsgCauseClaim:         "(claim {n} of {actor}'s {s} challenge)",
		MsgCauseKeyword:       "({s}: {card})",
	}
}

// CardRef is a card named by a log entry, with who knew its identity then.
type CardRef struct {
	ID CardID
	// Known has bit i set when player i could see the card's identity.
	Known uint8
	// Slot is the card's position number (#n) where areas show positions.
	Slot int16
	// Owner is the card's controller at logging time.
	Owner int8
}

// LogEntry is one structured log line.
type LogEntry struct {
	Seq   int32
	Msg   MsgID
	Actor int8 // player index, -1 none
	Card  CardRef
	Card2 CardRef
	N     int32
	S     string // a word or, for MsgCustom, a template
	S2    string
	// Cause is why the event happened (rendered after the line); it is
	// not part of LogKeyHash, so saved games keep their hashes.
	Cause Cause
}

// Why is the kind of a logged event's cause.
type Why uint8

// Causes of logged events.
const (
	WhyNone    Why = iota
	WhyEffect      // a card's ability resolving (Cause.Card)
	WhyCost        // paying the cost of a card's ability (Cause.Card)
	WhyKeyword     // a keyword of a card (Cause.Card; Cause.S the keyword)
	WhyClaim       // a challenge's claim (Cause.Actor its winner, S its type, N the claim)
)

// Cause is why a logged event happened: which card's ability (its effect,
// its cost, its keyword) or which challenge's claim.
type Cause struct {
	Why   Why
	Card  CardRef
	Actor int8
	N     int32
	S     string
}

// causeOf returns the cause of an event: the ability whose effect or cost
// raised it, or the claim being applied; framework events have none.
func (g *Game) causeOf(ev *Event) Cause {
	ctx := ev.Source
	if ctx == nil || ctx.Source == nil {
		if g.claiming != nil {
			return *g.claiming
		}
		return Cause{}
	}
	c := Cause{Why: WhyEffect, Card: g.ref(ctx.Source, 0), Actor: -1}
	switch {
	case ctx.paying:
		c.Why = WhyCost
	case ctx.Keyword != nil:
		c.Why, c.S = WhyKeyword, ctx.Keyword.Name
	case ctx.Ability != nil && ctx.Ability.Kind == Framework:
		return Cause{} // the game's own step (dominance, the reserve)
	}
	if ctx.Player != nil {
		c.Actor = int8(ctx.Player.Index)
	}
	return c
}

// Log returns the structured log.
func (g *Game) Log() []LogEntry { return g.log }

// knownMask returns the players who may see c's identity where it is now.
func (g *Game) knownMask(c *Card) uint8 {
	a := g.areas[c.Area]
	var m uint8
	for _, p := range g.Players {
		if g.canSee(p.Index, c, a) {
			m |= 1 << p.Index
		}
	}
	return m
}

func (g *Game) canSee(p int, c *Card, a *AreaDef) bool {
	if a.InPlay {
		return c.Faceup || c.Controller == p
	}
	switch a.Visible {
	case VisibleAll:
		return true
	case VisibleOwner:
		return c.Owner == p
	}
	return c.Area == AreaDeck && g.topCardRevealed(c)
}

// ValueTopCardRevealed is the player value (`player-value NAME N`) with
// which a player plays with the top card of their deck revealed: while it
// is above 0, every player may see that card ("Each opponent plays with
// the top card of his or her deck revealed").
const ValueTopCardRevealed = "top-card-revealed"

// topCardRevealed reports whether c is the top card of its owner's deck
// and that player plays with it revealed.
func (g *Game) topCardRevealed(c *Card) bool {
	if c.Owner < 0 || c.Owner >= len(g.Players) {
		return false
	}
	o := g.Players[c.Owner]
	z := o.zones[AreaDeck]
	return len(z) > 0 && z[len(z)-1] == c.ID && g.PlayerValue(o, ValueTopCardRevealed) > 0
}

func (g *Game) ref(c *Card, extra uint8) CardRef {
	if c == nil {
		return CardRef{ID: NoCard}
	}
	return CardRef{ID: c.ID, Known: g.knownMask(c) | extra, Slot: int16(c.Slot), Owner: int8(c.Controller)}
}

func (g *Game) logf(m MsgID, actor int, c, c2 *Card, n int, s string) {
	g.log = append(g.log, LogEntry{Seq: int32(len(g.log) + 1), Msg: m, Actor: int8(actor), Card: g.ref(c, 0), Card2: g.ref(c2, 0), N: int32(n), S: s})
}

// Logf appends a custom log line: tmpl may use {actor}, {card}, {card2},
// {n}; card identities are masked per reader when rendered.
func (g *Game) Logf(actor *Player, tmpl string, c, c2 *Card, n int) {
	a := -1
	if actor != nil {
		a = actor.Index
	}
	g.logf(MsgCustom, a, c, c2, n, tmpl)
}

// LogfWord appends a custom log line like Logf, with a word the
// template cannot hold ({s2}: a name written by a card's author, such as a
// Lua hook's, with the place it is defined), written as it is in every
// language.
func (g *Game) LogfWord(actor *Player, tmpl string, c, c2 *Card, n int, word string) {
	a := -1
	if actor != nil {
		a = actor.Index
	}
	g.logf(MsgCustom, a, c, c2, n, tmpl)
	g.log[len(g.log)-1].S2 = word
}

// LogChoice logs that p chose an option (a word a catalog may translate)
// of card's ability.
func (g *Game) LogChoice(p *Player, card *Card, option string) {
	g.logf(MsgChooses, p.Index, card, nil, 0, option)
}

// LogNamed logs that p named a word (a trait, a card type, …) for card's
// ability.
func (g *Game) LogNamed(p *Player, card *Card, word string) {
	g.logf(MsgNames, p.Index, card, nil, 0, word)
}

// logEv logs an event that just resolved; vis has the players who saw the
// card before it moved.
func (g *Game) logEv(ev *Event) {
	if ev.msg == MsgNone || ev.msg == MsgPutIntoPlay && announcedEntry(ev, ev.Card) ||
		ev.msg == MsgMoved && ev.Source.logsMoveOf(ev.Card) {
		return
	}
	actor := -1
	if ev.Player != nil {
		actor = ev.Player.Index
	}
	e := LogEntry{Seq: int32(len(g.log) + 1), Msg: ev.msg, Actor: int8(actor), Card: g.ref(ev.Card, ev.vis), Card2: g.ref(ev.Target, 0), N: int32(ev.Amount), Cause: g.causeOf(ev)}
	switch ev.msg {
	case MsgLosesGold, MsgPaysGold, MsgLosesPower:
		e.N = -e.N
	case MsgDiscarded:
		e.S = g.areas[ev.From].Name
	case MsgMoved:
		e.S, e.S2 = g.areas[ev.From].Name, g.areas[ev.To].Name
	case MsgTokens:
		e.S = ev.Kind
		if e.N < 0 { // tokens removed
			e.Msg, e.N = MsgTokensRemoved, -e.N
		}
	case MsgEvent:
		e.S = ev.Name
	case MsgCustom:
		e.S = ev.Kind
	}
	if ev.msg == MsgMarshalsDuplicate && ev.Target != nil {
		e.Card2 = g.ref(ev.Target, 0)
	}
	g.log = append(g.log, e)
}

// Language is what rendering a log takes in one language: the message
// templates and, optionally, translations of custom templates (logged by
// card abilities), of the words substituted for {s} and {s2}, of card
// titles and of a hidden card.
type Language struct {
	Messages Catalog
	Custom   map[string]string
	Words    map[string]string
	// Title names a card (nil: its definition's title).
	Title func(c *Card) string
	// Hidden names a card the reader may not see ("": "a card").
	Hidden string
	// Plural reports whether a card's title is grammatically plural in
	// this language (nil: never); {card:one|many} picks by it.
	Plural func(c *Card) bool
	// Player names a player in this language (nil: their name).
	Player func(p *Player) string
	// Decline puts a card title or a player's name into the grammatical
	// case a template asks for ({card:acc}, {owner:dat}); plural is the
	// title's number (nil: names stay as they are).
	Decline func(name string, plural bool, gcase string) string
	// Contract merges a preposition with the article after it in a
	// rendered line ("von dem " → "vom "; nil: none).
	Contract map[string]string
	// PluralIndex picks the form of {n:f0|f1|…} for a number, as the
	// language's Plural-Forms expression does (nil: f0 for 1 and -1, else
	// f1).
	PluralIndex func(n int) int
}

// Render renders a log entry for reader (a player index, or -1 for an
// omniscient reader) with the catalog's templates.
func (g *Game) Render(e *LogEntry, reader int, cat Catalog) string {
	return g.RenderIn(e, reader, &Language{Messages: cat})
}

// RenderIn renders a log entry for reader (a player index, or -1 for an
// omniscient reader) in a language. Hidden cards stay hidden.
func (g *Game) RenderIn(e *LogEntry, reader int, l *Language) string {
	t, ok := l.Messages[e.Msg]
	if !ok {
		t = EnglishCatalog()[e.Msg]
	}
	if e.Msg == MsgCustom {
		t = e.S
		if tr, ok := l.Custom[e.S]; ok {
			t = tr
		}
	}
	// a word may be translated for one message ("tokens.stand", and
	// "moved.to.hand" for {s2}) or for all; a translated word may hold
	// placeholders, so it goes into the template before rendering
	word := func(w, qual string) (string, bool) {
		if tr, ok := l.Words[e.Msg.Name()+qual+w]; ok {
			return tr, true
		}
		tr, ok := l.Words[w]
		return tr, ok
	}
	if e.Msg != MsgCustom { // a custom entry's S is its template
		if tr, ok := word(e.S, "."); ok {
			t = strings.ReplaceAll(t, "{s}", tr)
		}
		if tr, ok := word(e.S2, ".to."); ok {
			t = strings.ReplaceAll(t, "{s2}", tr)
		}
	}
	var b strings.Builder
	for len(t) > 0 {
		i := strings.IndexByte(t, '{')
		if i < 0 {
			b.WriteString(t)
			break
		}
		b.WriteString(t[:i])
		j := strings.IndexByte(t[i:], '}')
		if j < 0 {
			b.WriteString(t[i:])
			break
		}
		key := t[i+1 : i+j]
		t = t[i+j+1:]
		if k, forms, ok := strings.Cut(key, ":"); ok {
			if strings.Contains(forms, "|") {
				b.WriteString(g.pickForm(e, reader, l, k, forms))
			} else {
				b.WriteString(g.declined(e, reader, l, k, forms))
			}
			continue
		}
		switch key {
		case "actor":
			if e.Actor >= 0 {
				b.WriteString(l.playerName(g.Players[e.Actor]))
			}
		case "other":
			if e.Actor >= 0 && len(g.Players) == 2 {
				b.WriteString(l.playerName(g.Players[1-e.Actor]))
			}
		case "owner":
			if e.Card.ID != NoCard {
				b.WriteString(l.playerName(g.Players[g.Cards[e.Card.ID].Owner]))
			}
		case "card":
			g.renderRef(&b, e.Card, reader, l)
		case "card2":
			g.renderRef(&b, e.Card2, reader, l)
		case "n":
			b.WriteString(strconv.Itoa(int(e.N)))
		case "player":
			if e.N >= 0 && int(e.N) < len(g.Players) {
				b.WriteString(l.playerName(g.Players[e.N]))
			}
		case "s":
			if e.Msg != MsgCustom { // a word without translation
				b.WriteString(e.S)
			}
		case "s2":
			b.WriteString(e.S2)
		default:
			b.WriteString("{" + key + "}")
		}
	}
	if e.Cause.Why != WhyNone {
		b.WriteString(" ")
		b.WriteString(g.renderCause(e, reader, l))
	}
	if len(l.Contract) == 0 {
		return b.String()
	}
	return Contract(b.String(), l.Contract)
}

// renderCause renders an entry's cause in its own template (the effect or
// cost of a card, "its own" when the line names the same card; a keyword
// of a card, the keyword named as its own line names it; a claim).
func (g *Game) renderCause(e *LogEntry, reader int, l *Language) string {
	c := e.Cause
	k := LogEntry{Actor: c.Actor, Card: c.Card, Card2: CardRef{ID: NoCard}, N: c.N, S: c.S}
	own := c.Card.ID != NoCard && c.Card.ID == e.Card.ID
	switch c.Why {
	case WhyEffect:
		k.Msg = MsgCauseEffect
		if own {
			k.Msg = MsgCauseOwnEffect
		}
	case WhyCost:
		k.Msg = MsgCauseCost
		if own {
			k.Msg = MsgCauseOwnCost
		}
	case WhyKeyword:
		k.Msg = MsgCauseKeyword
		if tr, ok := l.Words[MsgKeyword.Name()+"."+c.S]; ok { // as the keyword's own line names it
			k.S = tr
		}
	case WhyClaim:
		k.Msg, k.Card = MsgCauseClaim, CardRef{ID: NoCard}
	}
	return g.RenderIn(&k, reader, l)
}

// Contract merges the prepositions and articles of a rendered line
// ("von dem " → "vom ", "de le " → "du ") where they meet at word starts;
// the catalogs' grammar (i18n/messages) contracts with it too.
func Contract(s string, pairs map[string]string) string {
	for _, from := range slices.Sorted(maps.Keys(pairs)) {
		to := pairs[from]
		for i := 0; ; {
			j := strings.Index(s[i:], from)
			if j < 0 {
				break
			}
			j += i
			if j > 0 && s[j-1] != ' ' {
				i = j + len(from)
				continue
			}
			s = s[:j] + to + s[j+len(from):]
			i = j + len(to)
		}
	}
	return s
}

// declined renders {card:acc}, {owner:dat} and the like: the name the
// placeholder stands for, put into the grammatical case by the language.
func (g *Game) declined(e *LogEntry, reader int, l *Language, key, gcase string) string {
	var b strings.Builder
	plural := false
	switch key {
	case "card", "card2":
		r := e.Card
		if key == "card2" {
			r = e.Card2
		}
		g.renderRef(&b, r, reader, l)
		known := reader < 0 || r.Known&(1<<reader) != 0
		plural = r.ID != NoCard && known && l.Plural != nil && l.Plural(g.Cards[r.ID])
	case "actor", "other", "owner", "player":
		var p *Player
		switch {
		case key == "actor" && e.Actor >= 0:
			p = g.Players[e.Actor]
		case key == "other" && e.Actor >= 0 && len(g.Players) == 2:
			p = g.Players[1-e.Actor]
		case key == "owner" && e.Card.ID != NoCard:
			p = g.Players[g.Cards[e.Card.ID].Owner]
		case key == "player" && e.N >= 0 && int(e.N) < len(g.Players):
			p = g.Players[e.N]
		}
		if p == nil {
			return ""
		}
		b.WriteString(l.playerName(p))
	default:
		return "{" + key + ":" + gcase + "}"
	}
	if l.Decline == nil || b.Len() == 0 {
		return b.String()
	}
	return l.Decline(b.String(), plural, gcase)
}

// pickForm chooses between the forms "one|many" of a placeholder
// {n:one|many} (by the number; a language with more forms lists them all,
// {n:f0|f1|f2}, and picks by its PluralIndex) or {card:one|many},
// {card2:one|many} (by the grammatical number of the card's title in the
// language; a hidden card is singular, so its number tells nothing).
func (g *Game) pickForm(e *LogEntry, reader int, l *Language, key, forms string) string {
	if key == "n" && l.PluralIndex != nil {
		all := strings.Split(forms, "|")
		n := int(e.N)
		if n < 0 {
			n = -n
		}
		i := l.PluralIndex(n)
		if i < 0 || i >= len(all) {
			i = len(all) - 1
		}
		return all[i]
	}
	one, many, _ := strings.Cut(forms, "|")
	plural := false
	switch key {
	case "n":
		plural = e.N != 1 && e.N != -1
	case "card", "card2":
		r := e.Card
		if key == "card2" {
			r = e.Card2
		}
		known := reader < 0 || r.Known&(1<<reader) != 0
		plural = r.ID != NoCard && known && l.Plural != nil && l.Plural(g.Cards[r.ID])
	}
	if plural {
		return many
	}
	return one
}

// playerName names a player in the language.
func (l *Language) playerName(p *Player) string {
	if l.Player != nil {
		return l.Player(p)
	}
	return p.Name
}

func (g *Game) renderRef(b *strings.Builder, r CardRef, reader int, l *Language) {
	if r.ID == NoCard {
		return
	}
	if reader < 0 || r.Known&(1<<reader) != 0 {
		if l.Title != nil {
			b.WriteString(l.Title(g.Cards[r.ID]))
		} else {
			b.WriteString(g.Cards[r.ID].Def.Title)
		}
		return
	}
	if l.Hidden != "" {
		b.WriteString(l.Hidden)
	} else {
		b.WriteString("a card")
	}
	if r.Slot > 0 {
		b.WriteString(" (#")
		b.WriteString(strconv.Itoa(int(r.Slot)))
		b.WriteString(")")
	}
}

// RenderLog renders the whole log for reader, one line per entry.
func (g *Game) RenderLog(reader int, cat Catalog) []string {
	l := &Language{Messages: cat}
	out := make([]string, len(g.log))
	for i := range g.log {
		out[i] = g.RenderIn(&g.log[i], reader, l)
	}
	return out
}

// LogKeyHash hashes the log's structure: each entry's message id (its
// name), players, cards (with who could see them and their positions),
// number and words. It names no text of any language, so it stays the
// same when a catalog's wording changes (saved games record it).
func (g *Game) LogKeyHash() uint64 {
	h := fnv.New64a()
	var buf []byte
	ref := func(r CardRef) {
		buf = strconv.AppendInt(buf, int64(r.ID), 10)
		buf = append(buf, ',')
		buf = strconv.AppendUint(buf, uint64(r.Known), 10)
		buf = append(buf, ',')
		buf = strconv.AppendInt(buf, int64(r.Slot), 10)
		buf = append(buf, ',')
		buf = strconv.AppendInt(buf, int64(r.Owner), 10)
		buf = append(buf, '|')
	}
	for i := range g.log {
		e := &g.log[i]
		buf = append(buf[:0], e.Msg.Name()...)
		buf = append(buf, '|')
		buf = strconv.AppendInt(buf, int64(e.Actor), 10)
		buf = append(buf, '|')
		ref(e.Card)
		ref(e.Card2)
		buf = strconv.AppendInt(buf, int64(e.N), 10)
		buf = append(buf, '|')
		buf = append(buf, e.S...)
		buf = append(buf, 0)
		buf = append(buf, e.S2...)
		buf = append(buf, '\n')
		h.Write(buf)
	}
	return h.Sum64()
}

// LogHash hashes the omniscient English rendering of the log (what saved
// games of format 1 recorded; it changes with the English wording, see
// LogKeyHash).
func (g *Game) LogHash() uint64 {
	h := fnv.New64a()
	l := &Language{Messages: EnglishCatalog()}
	for i := range g.log {
		h.Write([]byte(g.RenderIn(&g.log[i], -1, l)))
		h.Write([]byte{'\n'})
	}
	return h.Sum64()
}
