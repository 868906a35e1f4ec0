package bot

import (
	"strings"

	"github.com/thronescript/thronescript/rules"
)

// The first player. The bot reads its own cards (every area it owns cards
// in: its deck list is known to it) for what they ask of the round's
// order — abilities that work only while their player is not the first
// player (Martell's Quentyn Martell, Palace Spearman, Unbowed, Unbent,
// Unbroken) against those that work, or work better, while it is
// (Greyjoy's Lordsport Shipwright, Iron Fleet Scout). It never names a
// card: it reads each ability's printed text for the Rules Reference's
// phrase, as it reads ids and log templates elsewhere.
//
// In a joust the winner of initiative names itself first player unless
// its plan asks not to be (then the opponent). In a melee the first
// player chooses its title first but attacks first, so its characters
// kneel before the others attack, and the others' challenges all come
// after its own: the bot names the opponent with the most power, and
// reveals plots of low initiative, whatever its plan (naming itself when
// the plan asks to be first took Greyjoy "Iron Fleet" from 30.0% to 13.1%
// in the run below).
//
// Measured over every combination of four of the eight shipped melee
// decks (`throne simulate --players 4 --decks examples/decks/melee -n 12`,
// 840 games, seed 1): Martell "Dornish Intrigue" won 8.1% before (it
// revealed Sneak Attack and Taxation for their initiative, named itself
// first and could not play Unbowed, Unbent, Unbroken, 0.9% of those
// games won), see README "Melee" for the figures now.

// firstPlayerPlan counts me's abilities that ask not to be the first
// player and those that ask to be it.
func firstPlayerPlan(g *rules.Game, me *rules.Player) (notFirst, first int) {
	for _, a := range []rules.AreaID{rules.AreaDeck, rules.AreaHand, rules.AreaPlay, rules.AreaDiscard, rules.AreaDead} {
		for _, c := range g.CardsIn(me, a) {
			for _, ab := range c.Def.Abilities {
				t := strings.ToLower(ab.Printed)
				switch {
				case strings.Contains(t, "not the first player"):
					notFirst++
				case strings.Contains(t, "you are the first player"), strings.Contains(t, "you become the first player"):
					first++
				}
			}
		}
	}
	return notFirst, first
}

// asksNotFirst reports whether me's plan asks not to be the first player:
// at least six such abilities (two cards at three copies) and twice those
// that ask to be it.
func asksNotFirst(g *rules.Game, me *rules.Player) bool {
	notFirst, first := firstPlayerPlan(g, me)
	return notFirst >= 6 && notFirst >= 2*first
}

// wantsFirst reports whether me would be the first player: never in a
// melee, in a joust unless its plan asks not to be.
func wantsFirst(g *rules.Game, me *rules.Player) bool {
	return !g.IsMelee() && !asksNotFirst(g, me)
}

// firstPlayerChoice names the first player (the winner of initiative's
// choice): see the comment at the top of this file.
func firstPlayerChoice(g *rules.Game, me *rules.Player, p *rules.Prompt) int {
	if wantsFirst(g, me) {
		return playerChoice(p, me.Index)
	}
	if l := leader(g, me); l != nil {
		return playerChoice(p, l.Index)
	}
	return playerChoice(p, me.Index)
}
