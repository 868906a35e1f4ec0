package check

import (
	"slices"
	"testing"
)

func TestWords(t *testing.T) {
	for place, want := range map[string][]string{
		"file":      {"card", "keyword", "scenario"},
		"card":      {"faction", "traits", "character", "reaction", "lua"},
		"ability":   {"after", "cost", "do", "then", "target"},
		"keyword":   {"value", "area", "framework", "player-action", "reaction"},
		"text":      {"title", "ability"},
		"scenario":  {"setup", "rule"},
		"faction":   {"stark", "nights-watch"},
		"cardtype":  {"character", "plot"},
		"icon":      {"military", "intrigue", "power"},
		"phase":     {"marshaling", "taxation"},
		"noun":      {"character", "cards", "faction-card"},
		"quantity":  {"each", "any", "up-to"},
		"reference": {"self", "parent"},
		"player":    {"you", "opponent"},
	} {
		got := Words(place)
		if !slices.IsSorted(got) {
			t.Errorf("%s: not sorted: %v", place, got)
		}
		for _, w := range want {
			if !slices.Contains(got, w) {
				t.Errorf("%s: missing %q in %v", place, w, got)
			}
		}
	}
	if got := Words("nowhere"); got != nil {
		t.Errorf("unknown place: %v", got)
	}
	if !IsAbilityKind("reaction", false) || IsAbilityKind("framework", false) || !IsAbilityKind("framework", true) || IsAbilityKind("faction", true) {
		t.Error("IsAbilityKind")
	}
}
