package scenario_test

import (
	"flag"
	"fmt"
	"sort"
	"strings"
	"testing"

	"github.com/thronescript/thronescript/dsl/check"
	"github.com/thronescript/thronescript/internal/gametest"
	"github.com/thronescript/thronescript/interp"
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
// fails. The unit is the ability as the card's text has it: a constant
// with several effect lines compiles into one rules ability per line (ids
// ID, ID#2, …), and its mutant removes them all together. The figure and
// the surviving abilities are logged (go test ./scenario -run
// TestScenarioMutationScore -v), and likewise, for information, how many
// effect lines of such constants have a scenario that notices the line
// alone removed, and how many abilities with a limit (`limit`/`max N per
// …`) have a scenario that notices the limit removed.
func TestScenarioMutationScore(t *testing.T) {
	var paths []string
	if *mutationPaths != "" {
		paths = strings.Split(*mutationPaths, ",")
	}
	lib := gametest.Library(t, paths...)
	m := newMeasure(lib)
	packCard := map[string]bool{}
	for _, c := range lib.Checked.Cards {
		packCard[c.Code] = c.Pack != "" && (*mutationPacks == "" || strings.Contains(","+*mutationPacks+",", ","+c.Pack+","))
	}
	cardsWith, covered, mutants, killed := 0, 0, 0, 0
	lines, linesKilled := 0, 0
	var survivors, lineSurvivors []string
	for _, code := range lib.Order {
		def := lib.Defs[code]
		if !packCard[code] || len(def.Abilities) == 0 {
			continue
		}
		cardsWith++
		all := true
		for _, u := range textAbilities(def.Abilities) {
			mutants++
			if m.killed(t, code, u, doNothing) {
				killed++
			} else {
				all = false
				a := def.Abilities[u[0]]
				survivors = append(survivors, fmt.Sprintf("%s %s (%s %s; %d scenarios)", code, def.Title, a.Kind, a.ID, len(m.byCode[code])))
			}
			if len(u) == 1 {
				continue
			}
			for _, i := range u {
				lines++
				if m.killed(t, code, []int{i}, doNothing) {
					linesKilled++
				} else {
					a := def.Abilities[i]
					lineSurvivors = append(lineSurvivors, fmt.Sprintf("%s %s (%s %s)", code, def.Title, a.Kind, a.ID))
				}
			}
		}
		if all {
			covered++
		}
	}
	sort.Strings(survivors)
	sort.Strings(lineSurvivors)
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
			if m.killed(t, code, []int{i}, noLimit) {
				limitsKilled++
			} else {
				limitSurvivors = append(limitSurvivors, fmt.Sprintf("%s %s (%s %s)", code, def.Title, a.Kind, a.ID))
			}
		}
	}
	t.Logf("limit mutants (limit/max removed): %d of %d caught; survivors:\n  %s", limitsKilled, limits, strings.Join(limitSurvivors, "\n  "))
	t.Logf("effect-line mutants (one line of a constant with several removed alone): %d of %d caught; survivors:\n  %s", linesKilled, lines, strings.Join(lineSurvivors, "\n  "))
	score := float64(covered) / float64(cardsWith)
	t.Logf("scenario mutation score: %d of %d cards with abilities (%.1f%%) have every ability's no-op mutant caught by a scenario; %d of %d ability mutants killed; survivors:\n  %s",
		covered, cardsWith, 100*score, killed, mutants, strings.Join(survivors, "\n  "))
	if score < minScenarioScore {
		t.Errorf("scenario mutation score %.1f%% is below %.0f%%", 100*score, 100*minScenarioScore)
	}
}

// measure runs a library's scenarios against mutants of its compiled cards.
type measure struct {
	lib    *interp.Library
	byCode map[string][]string
	byName map[string]*check.Scenario
}

func newMeasure(lib *interp.Library) *measure {
	m := &measure{lib: lib, byCode: scenariosByCard(lib.Checked), byName: map[string]*check.Scenario{}}
	for _, sc := range lib.Checked.Scenarios {
		m.byName[sc.Name] = sc
	}
	return m
}

// killed replaces the abilities at idx of card code by their mutants, runs
// the scenarios naming the card until one fails, and puts the abilities
// back; it reports whether one failed. A panic is a test error.
func (m *measure) killed(t *testing.T, code string, idx []int, mutate func(*rules.Ability) *rules.Ability) bool {
	def := m.lib.Defs[code]
	orig := make([]*rules.Ability, len(idx))
	for k, i := range idx {
		orig[k] = def.Abilities[i]
		def.Abilities[i] = mutate(orig[k])
	}
	defer func() {
		for k, i := range idx {
			def.Abilities[i] = orig[k]
		}
	}()
	for _, name := range m.byCode[code] {
		res := scenario.RunBounded(m.lib, m.byName[name], mutantSteps)
		if res.Panic != nil {
			t.Errorf("%s %s: panic with ability %s mutated: %v", code, def.Title, orig[0].ID, res.Panic.Value)
		}
		if !res.Passed() {
			return true
		}
	}
	return false
}

// textAbilities groups the indices of a card's compiled abilities by the
// ability of the card's text they come from: the effect lines of a
// constant are compiled one rules ability each, the first with the text's
// id, the others with "#2", "#3", … after it.
func textAbilities(abs []*rules.Ability) [][]int {
	var out [][]int
	for i, a := range abs {
		if base, _, ok := strings.Cut(a.ID, "#"); ok && len(out) > 0 && abs[out[len(out)-1][0]].ID == base {
			out[len(out)-1] = append(out[len(out)-1], i)
			continue
		}
		out = append(out, []int{i})
	}
	return out
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

// noLimit returns a copy of a without its limit and max.
func noLimit(a *rules.Ability) *rules.Ability {
	n := *a
	n.Limit, n.Max = nil, nil
	return &n
}

func TestTextAbilities(t *testing.T) {
	ab := func(ids ...string) []*rules.Ability {
		out := make([]*rules.Ability, len(ids))
		for i, id := range ids {
			out[i] = &rules.Ability{ID: id}
		}
		return out
	}
	for _, tc := range []struct {
		ids  []string
		want string
	}{
		{nil, "[]"},
		{[]string{"reaction"}, "[[0]]"},
		{[]string{"constant", "constant#2", "constant#3", "action"}, "[[0 1 2] [3]]"},
		{[]string{"rivals", "rivals#2", "constant", "constant-2"}, "[[0 1] [2] [3]]"},
		// a part follows the line it belongs to; an id with # after
		// another ability starts a group of its own
		{[]string{"a", "b#2"}, "[[0] [1]]"},
	} {
		if got := fmt.Sprint(textAbilities(ab(tc.ids...))); got != tc.want {
			t.Errorf("textAbilities(%v) = %s, want %s", tc.ids, got, tc.want)
		}
	}
}
