package check

import (
	"maps"
	"slices"
	"sort"
)

// Words lists, for editors and documentation, the words the checker knows
// at one place of a file. place is one of:
//
//	file         top-level declarations (card, keyword, scenario, …)
//	card         a card's statements: fields, type words, ability kinds
//	ability      the statements of an ability body (after, cost, do, …)
//	keyword      a keyword definition's statements and ability kinds
//	text         a text block's statements
//	pack         a pack's statements
//	cycle        a cycle's statements
//	deck         an agenda's deck-building statements and bounds
//	scenario     a scenario's own statements (rule, setup)
//	faction      the built-in factions
//	cardtype     the card types
//	icon         the challenge icons
//	phase        the phases
//	noun         the nouns that start a selector (character, cards, …)
//	quantity     the words that give a selector's quantity (each, up-to, …)
//	reference    the words that name a card without a selector (self, …)
//	player       the words that name players
//
// The lists are copies, sorted; an unknown place has none.
func Words(place string) []string {
	lists := map[string][][]string{
		"file":      {topLevel},
		"card":      {cardStmts, cardTypes, cardAbilityKinds},
		"ability":   {abilityStmts},
		"keyword":   {keywordStmts, cardAbilityKinds, keywordAbilityKinds},
		"text":      {textStmts},
		"pack":      {packStmts},
		"cycle":     {cycleStmts},
		"deck":      {deckBuildingStmts, deckBounds},
		"scenario":  {{"rule", "setup"}},
		"faction":   {builtinFactions},
		"cardtype":  {cardTypes},
		"icon":      {icons},
		"phase":     {phases},
		"noun":      {slices.Collect(maps.Keys(nouns))},
		"quantity":  {quantities},
		"reference": {refs},
		"player":    {players},
	}[place]
	var out []string
	for _, l := range lists {
		out = append(out, l...)
	}
	sort.Strings(out)
	return out
}

// IsAbilityKind reports whether word starts an ability (in a card, or in a
// keyword definition when inKeyword).
func IsAbilityKind(word string, inKeyword bool) bool {
	return contains(cardAbilityKinds, word) || inKeyword && contains(keywordAbilityKinds, word)
}
