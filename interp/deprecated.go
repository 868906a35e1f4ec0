package interp

import (
	"fmt"

	"github.com/thronescript/thronescript/dsl/vocab"
)

// registerRules keeps every word and form removed or renamed since the
// first release (vocab.Rule): an old file is read as it was meant, warned
// about, and `throne fix` rewrites it. spec/changelog.md lists the same
// changes; TestReleasedWordsHaveRules fails on a released word that is
// gone without a rule.
func registerRules(r *Registry) {
	for _, rule := range []*vocab.Rule{
		// version 2 (2026-11-25): general values, effects as costs
		{Kind: vocab.KindEffect, Name: "give-strength", Since: 2,
			Pattern: "give-strength {target:cards} {n:int} [until {d:duration}]",
			Replace: "give {target} {n:signed} strength [until {d}]",
			Note:    "one word `give` for fixed and computed STR changes"},
		{Kind: vocab.KindEffect, Name: "at-end-of-unsaveable", Since: 2,
			Pattern: "at-end-of-unsaveable {period:word(phase|challenge|round)} {act:word(return-to-hand|kill|discard)} {target:cards}",
			Replace: "at-end-of {period} {act} {target} cannot-be-saved",
			Note:    "at-end-of takes cannot-be-saved"},
		{Kind: vocab.KindValue, Name: "sum-of", Since: 2,
			Pattern: "sum-of {a:int} and {b:int}",
			Replace: "({a} + {b})",
			Note:    "values add and subtract in parentheses"},
		// version 3 (2026-11-27): one word per meaning
		{Kind: vocab.KindEffect, Name: "lose-icon-of-choice", Since: 3,
			Pattern: "lose-icon-of-choice {target:cards} [until {d:duration}]",
			Replace: "lose-icon {target} of-choice [until {d}]",
			Note:    "lose-icon takes of-choice"},
		{Kind: vocab.KindEffect, Name: "gain-icon-of-choice", Since: 3,
			Pattern: "gain-icon-of-choice {target:cards} [until {d:duration}]",
			Replace: "gain-icon {target} of-choice [until {d}]",
			Note:    "gain-icon takes of-choice"},
		{Kind: vocab.KindEffect, Name: "search-deck-other-than-named-by", Since: 3,
			Pattern: "search-deck-other-than-named-by {p:player} [{what:cards}]",
			Replace: "name cardtype by {p}; search-deck {what|card} not named",
			Note:    "naming and searching are two effects: `name` and the filter `named`"},
		{Kind: vocab.KindEffect, Name: "name-card", Since: 3,
			Pattern: "name-card [by {p:player}]",
			Replace: "name card [by {p}]",
			Note:    "one word `name` names a card, a card type or a trait"},
		{Kind: vocab.KindEffect, Name: "instead-random", Since: 3,
			Pattern: "instead-random {area:area}",
			Replace: "substitute each card in {area} of you at-random",
			Note:    "one replacement word `substitute`"},
		{Kind: vocab.KindEffect, Name: "retarget", Since: 3,
			Pattern: "retarget {target:cards}",
			Replace: "substitute {target}",
			Note:    "one replacement word `substitute`"},
		{Kind: vocab.KindFilter, Name: "same-controller", Since: 3,
			Pattern: "same-controller",
			Note:    "write a Lua targets hook that reads ctx.chosen (the cards chosen so far), as 01062 Consolidation of Power does"},
		{Kind: vocab.KindCondition, Name: "ability-with-word", Since: 3,
			Pattern: "ability-with-word {word:string}",
			Note:    "write a Lua condition hook that reads game:event().ability_text, as 03016 Rickon Stark does"},
		// after version 3 (issue 32): filters combine with and, or, not and
		// parentheses, and a player may be the player of a card
		{Kind: vocab.KindFilter, Name: "with-trait-or-titled", Since: 4,
			Pattern: "with-trait-or-titled {t:trait} {title:string}",
			Replace: "(with-trait {t} or titled {title})",
			Note:    "filters combine with `or`"},
		{Kind: vocab.KindFilter, Name: "controlled-by-controller-of", Since: 4,
			Pattern: "controlled-by-controller-of {card:cards}",
			Replace: "controlled-by controller-of {card}",
			Note:    "a player may be the player of a card: `controller-of CARDS`"},
		{Kind: vocab.KindFilter, Name: "owned-by-owner-of", Since: 4,
			Pattern: "owned-by-owner-of {card:cards}",
			Replace: "owned-by owner-of {card}",
			Note:    "a player may be the player of a card: `owner-of CARDS`"},
		// a single-card word is the case of the general word it belongs to
		{Kind: vocab.KindEffect, Name: "lose-all-keywords", Since: 4,
			Pattern: "lose-all-keywords {target:cards} [until {d:duration}]",
			Replace: "lose-all keywords {target} [until {d}]",
			Note:    "one word `lose-all` for keywords, traits and faction affiliations"},
		{Kind: vocab.KindEffect, Name: "remove-from-game-facedown", Since: 4,
			Pattern: "remove-from-game-facedown {target:cards}",
			Replace: "remove-from-game {target} facedown",
			Note:    "remove-from-game takes facedown"},
		{Kind: vocab.KindEffect, Name: "reduce-next-cost-of-kinds", Since: 4,
			Pattern: "reduce-next-cost-of-kinds {n:int} {k1:string} [or {k2:string}] [or {k3:string}] [for {what:cards}]",
			Replace: "reduce-next-cost {k1} [or {k2}] [or {k3}] {n} [for {what}]",
			Note:    "reduce-next-cost takes several cost kinds sharing one reduction"},
	} {
		if err := r.set.AddRule(rule); err != nil {
			panic(fmt.Sprintf("interp: %v", err)) // a programming error, caught by the registry tests
		}
	}
}

// Rules lists the rules of the words earlier versions had.
func (r *Registry) Rules() []*vocab.Rule { return r.set.Rules() }
