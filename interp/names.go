package interp

import "github.com/thronescript/thronescript/rules"

// Name sets of name(SET) parameters and of keyword-definition statements:
// the words the engine acts on, declared once here so that the checker
// rejects a misspelt one (player-cannot initiate-intrigues) with a
// did-you-mean hint instead of accepting a word nothing ever reads. The
// checker adds what keyword definitions declare (cost kinds, areas,
// events, play-from ids).
const (
	SetPlayerRestriction = "player-restriction" // player-cannot WORD
	SetCardRestriction   = "card-restriction"   // forbid CARDS WORD, card-cannot CARD WORD
	SetCardPermission    = "card-permission"    // allow CARDS WORD
	SetCostKind          = "cost-kind"          // pay N as KIND, cost-modifier CARDS KIND …
	SetVia               = "via"                // put-into-play … via TAG, entered-via TAG
	SetStep              = "step"               // step NAME of a framework ability
	SetStepEvent         = "step-event"         // step NAME before|after EVENT of a keyword definition
	SetRestrictionAction = "restriction-action" // action WORDS of a keyword restriction
	SetEngineRule        = "engine-rule"        // rule NAME of a keyword definition
	SetAreaFlag          = "area-flag"          // the flags of area NAME { … }
)

// challengeWords are the challenge types' words.
var challengeWords = []string{rules.Military.String(), rules.Intrigue.String(), rules.Power.String()}

func registerNames(r *Registry) {
	for _, n := range nameDocs() {
		r.set.Declare(n.Set, n.Name)
	}
	r.set.Declare(SetCostKind, "gold", "marshal", "play")
	r.set.Declare(SetVia, "marshal")
	r.set.Declare(SetStep, rules.StepAttackersDeclared, rules.StepDefendersDeclared, rules.StepChallengeKeywords,
		rules.EvEntersPlay, rules.EvLeavesPlay)
	r.set.Declare(SetStepEvent, rules.StepEvents()...)
	r.set.Declare(SetRestrictionAction, "marshal", "play", "setup", "attach", "put-into-play")
	for _, kr := range keywordRules {
		r.set.Declare(SetEngineRule, kr.name)
	}
	r.set.Declare(SetAreaFlag, areaFlagNames()...)
}
