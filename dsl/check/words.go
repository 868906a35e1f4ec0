package check

import "sort"

// Words lists, for editors and documentation, the words the checker knows
// at one place of a file. place is one of:
//
//	file         top-level declarations (card, keyword, scenario, …)
//	card         a card's statements: fields, type words, ability kinds
//	ability      the statements of an ability body (after, cost, do, …)
//	keyword      a keyword definition's statements and ability kinds
//	text         a text block's statements
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
	var out []string
	switch place {
	case "file":
		out = append(out, topLevel...)
	case "card":
		out = append(append(append(out, cardStmts...), cardTypes...), cardAbilityKinds...)
	case "ability":
		out = append(out, abilityStmts...)
	case "keyword":
		out = append(append(append(out, keywordStmts...), cardAbilityKinds...), keywordAbilityKinds...)
	case "text":
		out = append(out, textStmts...)
	case "scenario":
		out = append(out, "rule", "setup")
	case "faction":
		out = append(out, builtinFactions...)
	case "cardtype":
		out = append(out, cardTypes...)
	case "icon":
		out = append(out, icons...)
	case "phase":
		out = append(out, phases...)
	case "noun":
		for n := range nouns {
			out = append(out, n)
		}
	case "quantity":
		out = append(out, quantities...)
	case "reference":
		out = append(out, refs...)
	case "player":
		out = append(out, players...)
	}
	sort.Strings(out)
	return out
}

// IsAbilityKind reports whether word starts an ability (in a card, or in a
// keyword definition when inKeyword).
func IsAbilityKind(word string, inKeyword bool) bool {
	return contains(cardAbilityKinds, word) || inKeyword && contains(keywordAbilityKinds, word)
}
