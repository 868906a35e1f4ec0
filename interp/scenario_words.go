package interp

import (
	"github.com/thronescript/thronescript/dsl/check"
	"github.com/thronescript/thronescript/rules"
)

// registerScenarioWords declares, for the checker, the areas and events a
// scenario may name beyond the phrase vocabulary: the engine's standard
// areas and those words of this registry declare at run time, and every
// event the engine raises (`until EVENT`).
func registerScenarioWords(r *Registry) {
	r.set.Declare("area", check.StandardAreas...)
	for _, a := range effectAreas {
		r.set.Declare("area", a.def.Name)
	}
	r.set.Declare("area", rules.AreaNameResolving, rules.AreaNameRemoved)
	r.set.Declare("event", rules.EvEntersPlay, rules.EvLeavesPlay, rules.EvMarshaled, rules.EvPutIntoPlay,
		rules.EvPlayed, rules.EvEffectInitiated, rules.EvKilled, rules.EvDiscarded, rules.EvSacrificed,
		rules.EvReturnedToHand, rules.EvReturnedToDeck, rules.EvMoved, rules.EvDrawn, rules.EvKneeled,
		rules.EvStood, rules.EvPowerGained, rules.EvPowerDiscarded, rules.EvPowerMoved, rules.EvGoldGained,
		rules.EvGoldReturned, rules.EvTokensPlaced, rules.EvTokensRemoved, rules.EvControlTaken,
		rules.EvAttached, rules.EvRevealed, rules.EvPlotRevealed, rules.EvPlotChosen, rules.EvPhaseBegins,
		rules.EvPhaseEnds, rules.EvRoundEnds, rules.EvChallengeInit, rules.EvDeclaredAttacker,
		rules.EvDeclaredDefender, rules.EvChallengeWon, rules.EvChallengeLost, rules.EvChallengeEnded,
		rules.EvClaimApplied, rules.EvUnopposed, rules.EvDominanceWon, rules.EvIncomeCollected,
		rules.EvDiscardedFromDeck, rules.EvPlacedAsDuplicate, rules.EvAttachedFacedown,
		rules.EvFirstPlayerChanged, rules.EvStrengthIncreased, rules.EvTitleSelected, rules.EvTitleReturned)
}
