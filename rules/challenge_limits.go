package rules

import (
	"slices"
	"strconv"
	"strings"
)

// Words for challenge restrictions, checked in one place each.
const (
	// CannotContributeStrength: a participating character whose Cannot list
	// holds it does not add its STR to its side (SideStrength).
	CannotContributeStrength = "contribute-strength"
	// MayDefendKneeling: a character whose May list holds it may be declared
	// as a defender while kneeling (it stays kneeling).
	MayDefendKneeling = "be-declared-defender-kneeling"
	// MayStayKneeling: the card's controller may choose not to stand it in
	// the standing phase ("you may choose not to stand X during the
	// standing phase").
	MayStayKneeling = "stay-kneeling-in-standing-phase"
	// MayDefendWithoutIcon: a character whose May list holds it may be
	// declared as a defender without the challenge's icon.
	MayDefendWithoutIcon = "be-declared-defender-without-icon"
	// CannotTriggerCardAbilities: a player who cannot trigger card abilities
	// may not initiate actions, reactions and interrupts of cards, nor play
	// events (forced abilities, when revealed abilities, keywords and player
	// actions are not triggered by a player and still resolve).
	CannotTriggerCardAbilities = "trigger-card-abilities"
	// CannotTriggerAbilities: no player may trigger the actions, reactions
	// and interrupts of a card in play whose Cannot list holds it ("players
	// cannot trigger abilities on …"); forced and constant abilities still
	// work.
	CannotTriggerAbilities = "have-abilities-triggered"
	// CannotWin: a player who cannot win the game does not win by reaching
	// the power total (checkVictory).
	CannotWin = "win"
	// CannotWinChallenges: a challenge the player would win ends with no
	// winner and no loser ("you cannot lose (and your opponent cannot win)
	// the first challenge initiated against you").
	CannotWinChallenges = "win-challenges"
	// CannotReturnUnspentGold: the player does not return unspent gold to
	// the treasury in the taxation phase.
	CannotReturnUnspentGold = "return-unspent-gold"
	// CannotChooseSelfFirst: a player who wins initiative must choose an
	// opponent to be the first player.
	CannotChooseSelfFirst = "choose-self-as-first-player"
	// CannotBeSaved: a card that cannot be saved: every event making it leave
	// play is raised as "cannot be saved".
	CannotBeSaved = "be-saved"
)

// May reports whether a permission word (Modifier.May) is in effect for the
// card: "may be declared as a defender while kneeling".
func (g *Game) May(c *Card, what string) bool {
	d := g.derivedFor(c, readMay)
	return d != nil && slices.Contains(d.May, what)
}

// Require marks c as a character that must be declared as a defender in this
// challenge if able.
func (ch *ChallengeState) Require(c *Card) {
	if !slices.Contains(ch.Required, c) {
		ch.Required = append(ch.Required, c)
	}
}

// DeclarationLimit returns the most characters p may declare as attackers
// (defender false) or defenders (defender true) in one challenge, or 0 when
// no limit applies. The lowest limit in effect wins.
func (g *Game) DeclarationLimit(p *Player, defender bool) int {
	m := g.PlayerMods(p)
	if defender {
		return m.MaxDefenders
	}
	return m.MaxAttackers
}

// MinLimit combines two declaration limits where 0 means none: the lower
// limit wins.
func MinLimit(a, b int) int {
	switch {
	case a == 0:
		return b
	case b == 0:
		return a
	}
	return min(a, b)
}

// capLimit returns n, lowered to the limit when one applies.
func capLimit(n, limit int) int {
	if limit > 0 && limit < n {
		return limit
	}
	return n
}

// CanDeclareDefender reports whether c, controlled by the defending player,
// is eligible as a defender in a challenge of type t: standing (or allowed
// to defend kneeling), with the icon (or allowed without), not bypassed,
// not forbidden.
func (g *Game) CanDeclareDefender(c *Card, t Challenge) bool {
	if g.Type(c) != TypeCharacter || g.Cannot(c, CannotBeDeclaredDefender) {
		return false
	}
	if !g.HasIcon(c, t) && !g.May(c, MayDefendWithoutIcon) {
		return false
	}
	if g.ch != nil && slices.Contains(g.ch.Excluded, c) {
		return false
	}
	return !c.Kneeling || g.May(c, MayDefendKneeling)
}

// CannotBeLeftOutOfChallenges is the card restriction word (Modifier.Cannot)
// of a character that must be declared as an attacker or defender in each
// challenge, if able: it is declared first whenever it is eligible, as a
// character that must defend is ("Attached character must be declared as
// an attacker or defender in each challenge, if able").
const CannotBeLeftOutOfChallenges = "be-left-out-of-challenges"

// chooseAttackers asks p for the attackers among the eligible characters,
// at least one, at most the player's declaration limit: the characters
// that cannot be left out of challenges first (p picks among them when the
// limit is lower), then up to the limit of the others.
func (g *Game) chooseAttackers(p *Player, elig []*Card) []*Card {
	most := capLimit(len(elig), g.DeclarationLimit(p, false))
	var req, rest []*Card
	for _, c := range elig {
		if g.Cannot(c, CannotBeLeftOutOfChallenges) {
			req = append(req, c)
		} else {
			rest = append(rest, c)
		}
	}
	if len(req) == 0 {
		return g.ChooseCards(p, "attackers", elig, 1, most, nil)
	}
	if len(req) >= most {
		if len(req) == most {
			return req
		}
		return g.ChooseCards(p, "attackers", req, most, most, nil)
	}
	return append(req, g.ChooseCards(p, "attackers", rest, 0, most-len(req), nil)...)
}

// chooseDefenders asks the defending player for defenders: every eligible
// character that must defend (ChallengeState.Required, or that cannot be
// left out of challenges) is declared first
// (the player picks among them when the declaration limit is lower), then
// up to the limit of other eligible characters, at least as many as the
// player's least number of defenders (MinDefenders) asks, if able.
func (g *Game) chooseDefenders(def *Player, t Challenge) []*Card {
	var elig, req []*Card
	for _, c := range g.Characters(def) {
		if !g.CanDeclareDefender(c, t) {
			continue
		}
		if g.ch != nil && slices.Contains(g.ch.Required, c) || g.Cannot(c, CannotBeLeftOutOfChallenges) {
			req = append(req, c)
		} else {
			elig = append(elig, c)
		}
	}
	most := capLimit(len(elig)+len(req), g.DeclarationLimit(def, true))
	if len(req) >= most {
		if len(req) == most {
			return req
		}
		return g.ChooseCards(def, "defenders", req, most, most, nil)
	}
	least := min(max(g.PlayerMods(def).MinDefenders-len(req), 0), most-len(req))
	chosen := g.ChooseCards(def, "defenders", elig, least, most-len(req), nil)
	if len(req) == 0 {
		return chosen
	}
	return append(req, chosen...)
}

// cannotContributeBelow prefixes the words made by CannotContributeBelow.
const cannotContributeBelow = "contribute-strength-below-"

// CannotContributeBelow returns the restriction word by which a
// participating character does not contribute its STR while its STR is
// lower than ref's ("each defending character with a lower STR than his
// does not contribute its STR"). Both STRs are compared when the side's
// STR is counted, after every modifier applies.
func CannotContributeBelow(ref *Card) string {
	return cannotContributeBelow + strconv.Itoa(int(ref.ID))
}

// contributes reports whether a participating character adds its STR to its
// side of the challenge.
func (g *Game) contributes(c *Card) bool {
	d := g.derivedFor(c, readCannot)
	if d == nil {
		return true
	}
	for _, w := range d.Cannot {
		if w == CannotContributeStrength {
			return false
		}
		if id, ok := strings.CutPrefix(w, cannotContributeBelow); ok {
			n, err := strconv.Atoi(id)
			if err == nil && n >= 0 && n < len(g.Cards) && g.Strength(c) < g.Strength(g.Cards[n]) {
				return false
			}
		}
	}
	return true
}

// declarationKneels kneels characters declared as attackers or defenders
// (unless they do not kneel when declared) and returns the kneeled events
// to raise with the declaration: the cards are already knelt, so the events
// only open the windows ("after X is knelt").
func (g *Game) declarationKneels(p *Player, cards []*Card, via string) []*Event {
	evs := make([]*Event, 0, len(cards))
	for _, c := range cards {
		if c.Kneeling || !g.kneelsWhenDeclared(c, via) {
			continue
		}
		c.Kneeling = true
		ev := g.newEvent(EvKneeled)
		ev.Card, ev.Player, ev.Via, ev.CannotBeCanceled = c, p, via, true
		evs = append(evs, ev)
	}
	g.touch()
	return evs
}

// kneelsWhenDeclared reports whether c kneels as it is declared (via is
// EvDeclaredAttacker or EvDeclaredDefender in the current challenge): not
// when a restriction forbids it, for any declaration
// (CannotKneelWhenDeclared), for its role ("-attacker", "-defender"), for
// the challenge's type ("-military") or for both ("-attacker-military").
func (g *Game) kneelsWhenDeclared(c *Card, via string) bool {
	role := "-attacker"
	if via == EvDeclaredDefender {
		role = "-defender"
	}
	if g.Cannot(c, CannotKneelWhenDeclared) || g.Cannot(c, CannotKneelWhenDeclared+role) {
		return false
	}
	if g.ch == nil {
		return true
	}
	t := "-" + g.ch.Type.String()
	return !g.Cannot(c, CannotKneelWhenDeclared+t) && !g.Cannot(c, CannotKneelWhenDeclared+role+t)
}

// cannotTrigger reports whether the ability's controller is forbidden to
// trigger it (CannotTriggerCardAbilities: every card's, or those of the
// cards a ban matches), or its card in play forbids triggering its
// abilities (CannotTriggerAbilities).
func (g *Game) cannotTrigger(ctx *Context) bool {
	ab := ctx.Ability
	if ab.Kind != Action && ab.Kind != Reaction && ab.Kind != Interrupt {
		return false
	}
	if ctx.Keyword != nil || ab == g.dupSave || ctx.Player == nil {
		return false
	}
	if ctx.Source != nil && g.InPlay(ctx.Source) && g.Cannot(ctx.Source, CannotTriggerAbilities) {
		return true
	}
	if ctx.Source != nil && g.banned(CannotTriggerCardAbilities, ctx.Player, ctx.Source) {
		return true
	}
	return g.PlayerCannot(ctx.Player, CannotTriggerCardAbilities)
}

// canWin reports whether p may win the game now.
func (g *Game) canWin(p *Player) bool { return !g.PlayerCannot(p, CannotWin) }

// unsaveable reports whether an event that would move a card out of play
// cannot be saved: raised so, or the card cannot be saved (CannotBeSaved).
// Checked when a save is offered or resolves.
func (g *Game) unsaveable(ev *Event) bool {
	return ev.CannotBeSaved || ev.LeavesPlay && ev.Card != nil && g.Cannot(ev.Card, CannotBeSaved)
}

// resolvingCandidates offers, in forced windows, the forced abilities of an
// event card that is resolving, for the events its own resolution raises
// (the body of a "choose one" option follows the option being chosen): they
// resolve as part of the event, not as a new play of it.
func (g *Game) resolvingCandidates(evs []*Event, w window, p *Player, visit func(c *Card, ab *Ability, kw *KeywordInstance, pf *PlayFrom)) {
	if w != winForcedInterrupt && w != winForcedReaction {
		return
	}
	var seen []*Card
	for _, ev := range evs {
		if ev.Source == nil || ev.Source.Source == nil {
			continue
		}
		c := ev.Source.Source
		if c.Area != AreaResolving || (p != nil && c.Controller != p.Index) || slices.Contains(seen, c) {
			continue
		}
		seen = append(seen, c)
		for _, ab := range c.Def.Abilities {
			if ab.Trigger != nil && len(ab.ActiveIn) == 0 {
				visit(c, ab, nil, nil)
			}
		}
	}
}
