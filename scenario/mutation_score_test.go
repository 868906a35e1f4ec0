package scenario_test

import (
	"flag"
	"fmt"
	"sort"
	"strings"
	"testing"

	"github.com/thronescript/thronescript/internal/gametest"
	"github.com/thronescript/thronescript/rules"
	"github.com/thronescript/thronescript/scenario"
)

// minScenarioScore is the least fraction of the library's cards with
// abilities whose scenarios notice each ability doing nothing (the issue's
// goal is 0.95).
const minScenarioScore = 0.95

// The measure runs over the whole library; -mutation.packs narrows it to
// the cards of some packs (a wave of new packs: go test ./scenario -run
// TestScenarioMutationScore -v -mutation.packs AtSK,CtA), and
// -mutation.paths loads card files or folders on top of the built-in
// library first (cards being written outside it).
var (
	mutationPacks = flag.String("mutation.packs", "", "comma-separated pack codes: measure only their cards")
	mutationPaths = flag.String("mutation.paths", "", "comma-separated card files or folders loaded on top of the built-in library")
)

// TestScenarioMutationScore measures the library's scenarios the way
// mutation testing would: for each card with abilities and each of its
// abilities, the compiled ability is replaced in memory by one that does
// nothing (its effect, then-effect, cancel and save removed; a constant
// ability never applies), and the scenarios naming the card are run. A
// card counts as covered when, for every ability, at least one scenario
// fails. The figure and the surviving abilities are logged
// (go test ./scenario -run TestScenarioMutationScore -v), and likewise, for
// information, how many abilities with a limit (`limit`/`max N per …`) have
// a scenario that notices the limit removed.
func TestScenarioMutationScore(t *testing.T) {
	var paths []string
	if *mutationPaths != "" {
		paths = strings.Split(*mutationPaths, ",")
	}
	lib := gametest.Library(t, paths...)
	byCode := scenariosByCard(lib.Checked)
	byName := map[string]int{}
	for i, sc := range lib.Checked.Scenarios {
		byName[sc.Name] = i
	}
	packCard := map[string]bool{}
	for _, c := range lib.Checked.Cards {
		packCard[c.Code] = c.Pack != "" && (*mutationPacks == "" || strings.Contains(","+*mutationPacks+",", ","+c.Pack+","))
	}
	cardsWith, covered, mutants, killed := 0, 0, 0, 0
	var survivors []string
	for _, code := range lib.Order {
		def := lib.Defs[code]
		if !packCard[code] || len(def.Abilities) == 0 {
			continue
		}
		cardsWith++
		all := true
		for i, a := range def.Abilities {
			mutants++
			def.Abilities[i] = doNothing(a)
			dead := false
			for _, name := range byCode[code] {
				res := scenario.RunBounded(lib, lib.Checked.Scenarios[byName[name]], mutantSteps)
				if res.Panic != nil {
					t.Errorf("%s %s: panic with ability %s doing nothing: %v", code, def.Title, a.ID, res.Panic.Value)
				}
				if !res.Passed() {
					dead = true
					break
				}
			}
			def.Abilities[i] = a
			if dead {
				killed++
				continue
			}
			all = false
			survivors = append(survivors, fmt.Sprintf("%s %s (%s %s; %d scenarios)", code, def.Title, a.Kind, a.ID, len(byCode[code])))
		}
		if all {
			covered++
		}
	}
	sort.Strings(survivors)
	// limits: the tryout "tested" a per-round limit with the limit removed
	limits, limitsKilled := 0, 0
	var limitSurvivors []string
	for _, code := range lib.Order {
		def := lib.Defs[code]
		if !packCard[code] {
			continue
		}
		for i, a := range def.Abilities {
			if a.Limit == nil && a.Max == nil {
				continue
			}
			limits++
			n := *a
			n.Limit, n.Max = nil, nil
			def.Abilities[i] = &n
			dead := false
			for _, name := range byCode[code] {
				if res := scenario.RunBounded(lib, lib.Checked.Scenarios[byName[name]], mutantSteps); !res.Passed() {
					dead = true
					break
				}
			}
			def.Abilities[i] = a
			if dead {
				limitsKilled++
			} else {
				limitSurvivors = append(limitSurvivors, fmt.Sprintf("%s %s (%s %s)", code, def.Title, a.Kind, a.ID))
			}
		}
	}
	t.Logf("limit mutants (limit/max removed): %d of %d caught; survivors:\n  %s", limitsKilled, limits, strings.Join(limitSurvivors, "\n  "))
	score := float64(covered) / float64(cardsWith)
	t.Logf("scenario mutation score: %d of %d cards with abilities (%.1f%%) have every ability's no-op mutant caught by a scenario; %d of %d ability mutants killed; survivors:\n  %s",
		covered, cardsWith, 100*score, killed, mutants, strings.Join(survivors, "\n  "))
	if score < minScenarioScore {
		t.Errorf("scenario mutation score %.1f%% is below %.0f%%", 100*score, 100*minScenarioScore)
	}
}

// doNothing returns a copy of a whose body does nothing.
func doNothing(a *rules.Ability) *rules.Ability {
	n := *a
	n.Effect = func(*rules.Context) bool { return true }
	n.Then = nil
	n.Cancels, n.Saves = false, false
	if a.Constant != nil {
		n.Constant = &rules.ConstantSpec{Condition: func(*rules.Context) bool { return false }}
	}
	return &n
}
