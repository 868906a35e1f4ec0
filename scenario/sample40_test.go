package scenario_test

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/thronescript/thronescript/internal/gametest"
	"github.com/thronescript/thronescript/scenario"
)

// TestSample40AbilitiesShown: every ability of every card of
// examples/sample40 (issue 16's random sample, written from the docs) is
// noticed by the card's scenarios: made a no-op in the compiled library
// (as TestScenarioMutationScore does), some scenario naming the card
// fails. examples/generality is loaded too, for the assault keyword.
// The sample is the 40 cards of examples/sample40/README.md (cards
// without a pack, such as test doubles, are not counted).
func TestSample40AbilitiesShown(t *testing.T) {
	sampleAbilitiesShown(t, "sample40")
}

// TestSample40bAbilitiesShown is the same for examples/sample40b (issue
// 32's fresh sample, classified before any word was added for it).
func TestSample40bAbilitiesShown(t *testing.T) {
	sampleAbilitiesShown(t, "sample40b")
}

func sampleAbilitiesShown(t *testing.T, sample string) {
	lib := gametest.Library(t, filepath.Join("..", "examples", sample), filepath.Join("..", "examples", "generality"))
	byCode := scenariosByCard(lib.Checked)
	byName := map[string]int{}
	for i, sc := range lib.Checked.Scenarios {
		byName[sc.Name] = i
	}
	cards := 0
	for _, c := range lib.Checked.Cards {
		if !strings.Contains(filepath.ToSlash(c.File), "examples/"+sample+"/") || c.Pack == "" {
			continue // not the sample's, or a test double
		}
		cards++
		def := lib.Defs[c.Code]
		if len(byCode[c.Code]) == 0 {
			t.Errorf("%s %s: no scenario names it", c.Code, c.Title)
			continue
		}
		for i, a := range def.Abilities {
			def.Abilities[i] = doNothing(a)
			caught := false
			for _, name := range byCode[c.Code] {
				if res := scenario.RunBounded(lib, lib.Checked.Scenarios[byName[name]], mutantSteps); !res.Passed() {
					caught = true
					break
				}
			}
			def.Abilities[i] = a
			if !caught {
				t.Errorf("%s %s: its scenarios pass with %s %s doing nothing", c.Code, c.Title, a.Kind, a.ID)
			}
		}
	}
	if cards != 40 {
		t.Errorf("%d cards of examples/%s loaded, want the 40 of the draw", cards, sample)
	}
	t.Logf("%d cards of examples/%s", cards, sample)
}
