package interp

import (
	"fmt"

	"github.com/thronescript/thronescript/rules"
)

// NameInfo is a word of a name set a user writes (a player or card
// restriction, a card permission) and what it means: `throne doc` prints
// it and spec/vocabulary.md lists it.
type NameInfo struct{ Set, Name, Doc string }

// nameDocs lists the restriction and permission words with their meaning;
// registerNames declares exactly these, so every word the checker accepts
// has a page.
func nameDocs() []NameInfo {
	var out []NameInfo
	add := func(set, name, doc string) { out = append(out, NameInfo{set, name, doc}) }
	p, c, m := SetPlayerRestriction, SetCardRestriction, SetCardPermission
	add(p, rules.CannotMarshal, "The player cannot marshal cards (with cards: those cards).")
	add(p, rules.CannotPlay, "The player cannot play event cards (with cards: those cards).")
	add(p, CannotPutIntoPlay, "The player cannot put cards into play (with cards: those cards).")
	add(p, rules.CannotGainGold, "The player cannot gain gold.")
	add(p, rules.CannotWin, "The player does not win the game by reaching the power total.")
	add(p, rules.CannotWinChallenges, "A challenge the player would win ends with no winner and no loser.")
	add(p, rules.CannotChooseSelfFirst, "The player, when winning initiative, must choose an opponent to be the first player.")
	add(p, rules.CannotReturnUnspentGold, "The player does not return unspent gold to the treasury in the taxation phase.")
	add(p, rules.CannotTriggerCardAbilities, "The player cannot initiate actions, reactions and interrupts of cards, nor play events (forced abilities, when revealed abilities and keywords still resolve); with cards: only those cards' abilities and events.")
	add(p, rules.CannotInitiateChallenge, "The player cannot initiate challenges.")
	add(p, rules.CannotSetup, "The player places no setup cards (\"you cannot place cards during setup\": 13039 Knights of the Hollow Hill).")
	add(p, rules.CannotGainBonusPower, "The player gains no power from challenge bonuses (the unopposed bonus, a melee rivals bonus).")
	for _, t := range challengeWords {
		add(p, "initiate-"+t, fmt.Sprintf("The player cannot initiate %s challenges.", t))
	}
	for t := rules.TypeCharacter; t <= rules.TypeTitle; t++ {
		add(p, rules.CannotMarshalType(t), fmt.Sprintf("The player cannot marshal %s cards.", t))
		add(p, rules.CannotGainGoldModifiersFrom(t), fmt.Sprintf("Gold modifiers of %s cards do not add to the player's income.", t))
	}
	add(c, rules.CannotBeKilled, "The card cannot be killed.")
	add(c, rules.CannotBeDiscarded, "The card cannot be discarded.")
	add(c, rules.CannotBeSacrificed, "The card cannot be sacrificed.")
	add(c, rules.CannotBeReturnedToHand, "The card cannot be returned to its owner's hand.")
	add(c, rules.CannotLeavePlay, "The card cannot leave play.")
	add(c, rules.CannotKneel, "The card cannot kneel.")
	add(c, rules.CannotBeKneltByEffects, "The card cannot be knelt by card effects (\"cannot be knelt by card effects\"); it still kneels to pay a cost (costs are not effects) and as the framework declares it an attacker or defender.")
	add(c, rules.CannotStand, "The card cannot stand.")
	add(c, rules.CannotHaveStrengthReduced, "The character's STR cannot be reduced by card effects: the STR penalties of lasting effects and constant abilities do not apply to it, nor an effect setting its STR lower; bonuses do (\"STR cannot be reduced by card effects\": 08093 and 17171 Daenerys Targaryen).")
	add(c, rules.CannotStandInStandingPhase, "The card does not stand in the standing phase (\"cannot stand during the standing phase\"); card effects may still stand it.")
	add(c, rules.CannotBeDeclaredAttacker, "The character cannot be declared as an attacker.")
	add(c, rules.CannotBeDeclaredDefender, "The character cannot be declared as a defender.")
	add(c, rules.CannotKneelWhenDeclared, "The character does not kneel when declared as an attacker or defender.")
	roles := []string{"attacker", "defender"}
	for _, role := range roles {
		add(c, rules.CannotKneelWhenDeclared+"-"+role, fmt.Sprintf("The character does not kneel when declared as %s.", article(role)))
	}
	for _, t := range challengeWords {
		add(c, rules.CannotKneelWhenDeclared+"-"+t, fmt.Sprintf("The character does not kneel when declared as an attacker or defender in a %s challenge.", t))
		for _, role := range roles {
			add(c, rules.CannotKneelWhenDeclared+"-"+role+"-"+t, fmt.Sprintf("The character does not kneel when declared as %s in a %s challenge.", article(role), t))
		}
	}
	add(c, rules.CannotBeTargeted, "The card cannot be chosen as a target.")
	add(c, rules.CannotGainPower, "The card cannot gain power.")
	add(c, rules.CannotHaveAttachments, "No attachment can be attached to the card.")
	add(c, rules.CannotContributeDominance, "The character does not count for dominance.")
	add(c, rules.CannotContributeStrength, "The participating character does not add its STR to its side of the challenge.")
	add(c, rules.CannotBeSaved, "An event that would make the card leave play cannot be saved.")
	add(c, rules.CannotTriggerAbilities, "No player may trigger the card's actions, reactions and interrupts (forced and constant abilities still work).")
	add(c, rules.CannotBeLeftOutOfChallenges, "The character must be declared as an attacker or defender in each challenge, if able: it is declared first whenever it is eligible.")
	add(c, rules.CannotBeLeftOutOfClaim, "When its controller chooses characters for military claim, the character is chosen first, if able.")
	add(c, "come-out", "The card cannot be brought out of the area it is in (a keyword's way out, such as out of shadows).")
	for _, t := range challengeWords {
		add(c, rules.CannotBeDeclaredAttacker+"-"+t, fmt.Sprintf("The character cannot be declared as an attacker in %s challenges.", t))
	}
	add(m, rules.MayAsIfInHand, "The controller of the facedown card in play may marshal it (play it, if it is an event) as if it were in their hand.")
	add(m, rules.MayAsIfInOwnHand, "The card's owner may marshal it (play it, if it is an event) from the out-of-play area it is in as if it were in their hand, whoever controls the ability that allows it (\"each player may play events in his or her discard pile as if they were in his or her hand\").")
	add(m, rules.MayStayKneeling, "Its controller may choose not to stand the card in the standing phase (they choose, among such kneeling cards, those that stay kneeling).")
	add(m, rules.MayDefendKneeling, "The character may be declared as a defender while kneeling (it stays kneeling).")
	add(m, rules.MayDefendWithoutIcon, "The character may be declared as a defender without the challenge's icon.")
	add(m, rules.MaySpendAsPool, "Its controller may spend the gold on the card as if it were in their gold pool (taken from the card only when the pool does not hold enough).")
	return out
}

// RestrictionNames lists the player restriction, card restriction and card
// permission words with their meaning, in the order they are declared.
func RestrictionNames() []NameInfo { return nameDocs() }

// article puts "an" or "a" before a role word.
func article(role string) string {
	if role == "attacker" {
		return "an " + role
	}
	return "a " + role
}
