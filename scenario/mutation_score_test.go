package scenario_test

import (
	"flag"
	"fmt"
	"sort"
	"strings"
	"testing"

	"github.com/thronescript/thronescript/dsl/check"
	"github.com/thronescript/thronescript/internal/gametest"
	"github.com/thronescript/thronescript/internal/golden"
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
// ID, ID#2, …), and its mutant removes them all together.
//
// An ability whose mutant survives is tried once more together with each
// ability of the other cards its scenarios name: when a scenario fails
// with both removed that passes with the other one alone removed, the two
// print the same rule (a title's "Supported by Master of Ships" and the
// Master of Ships' "Supports: Master of Whispers"), no scenario can tell
// one missing, and the ability counts as killed with its twin; such pairs
// are listed.
//
// The figure and the surviving abilities are logged (go test ./scenario
// -run TestScenarioMutationScore -v), and likewise, for information, how
// many effect lines of such constants have a scenario that notices the
// line alone removed, and how many abilities with a limit (`limit`/`max N
// per …`) have a scenario that notices the limit removed.
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
	var survivors, twins, lineSurvivors []string
	for _, code := range lib.Order {
		def := lib.Defs[code]
		if !packCard[code] || len(def.Abilities) == 0 {
			continue
		}
		cardsWith++
		all := true
		for _, u := range textAbilities(def.Abilities) {
			mutants++
			a := def.Abilities[u[0]]
			if len(m.failing(t, doNothing, site{code, u})) > 0 {
				killed++
			} else if twin, ok := m.twin(t, site{code, u}); ok {
				killed++
				twins = append(twins, fmt.Sprintf("%s %s (%s %s) with %s", code, def.Title, a.Kind, a.ID, twin))
			} else {
				all = false
				survivors = append(survivors, fmt.Sprintf("%s %s (%s %s; %d scenarios)", code, def.Title, a.Kind, a.ID, len(m.byCode[code])))
			}
			if len(u) == 1 {
				continue
			}
			for _, i := range u {
				lines++
				if len(m.failing(t, doNothing, site{code, []int{i}})) > 0 {
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
			if len(m.failing(t, noLimit, site{code, []int{i}})) > 0 {
				limitsKilled++
			} else {
				limitSurvivors = append(limitSurvivors, fmt.Sprintf("%s %s (%s %s)", code, def.Title, a.Kind, a.ID))
			}
		}
	}
	t.Logf("limit mutants (limit/max removed): %d of %d caught; survivors:\n  %s", limitsKilled, limits, strings.Join(limitSurvivors, "\n  "))
	t.Logf("effect-line mutants (one line of a constant with several removed alone): %d of %d caught; survivors:\n  %s", linesKilled, lines, strings.Join(lineSurvivors, "\n  "))
	t.Logf("abilities killed only with their twin on another card (the same rule printed on both): %d\n  %s", len(twins), strings.Join(twins, "\n  "))
	score := float64(covered) / float64(cardsWith)
	t.Logf("scenario mutation score: %d of %d cards with abilities (%.1f%%) have every ability's no-op mutant caught by a scenario; %d of %d ability mutants killed; survivors:\n  %s",
		covered, cardsWith, 100*score, killed, mutants, strings.Join(survivors, "\n  "))
	if *mutationPacks == "" && *mutationPaths == "" {
		n := golden.Thousands
		readmeFigure(t, "mutation-score", fmt.Sprintf("%s of %s cards (%.1f%%); %s of %s ability mutants caught, %s of them only together with their twin; effect lines of such constants alone: %s of %s",
			n(covered), n(cardsWith), 100*score, n(killed), n(mutants), n(len(twins)), n(linesKilled), n(lines)))
		readmeFigure(t, "limit-mutants", fmt.Sprintf("%s of %s caught", n(limitsKilled), n(limits)))
	}
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

// site is some compiled abilities of one card, by index.
type site struct {
	code string
	idx  []int
}

func newMeasure(lib *interp.Library) *measure {
	m := &measure{lib: lib, byCode: scenariosByCard(lib.Checked), byName: map[string]*check.Scenario{}}
	for _, sc := range lib.Checked.Scenarios {
		m.byName[sc.Name] = sc
	}
	return m
}

// failing replaces the abilities of the sites by their mutants, runs the
// scenarios naming the sites' cards (with one site, only until one
// fails), puts the abilities back and returns the names of the scenarios
// that failed. A panic is a test error.
func (m *measure) failing(t *testing.T, mutate func(*rules.Ability) *rules.Ability, sites ...site) map[string]bool {
	type saved struct {
		def *rules.CardDef
		i   int
		ab  *rules.Ability
	}
	var orig []saved
	var names []string
	seen := map[string]bool{}
	for _, s := range sites {
		def := m.lib.Defs[s.code]
		for _, i := range s.idx {
			orig = append(orig, saved{def, i, def.Abilities[i]})
			def.Abilities[i] = mutate(def.Abilities[i])
		}
		for _, n := range m.byCode[s.code] {
			if !seen[n] {
				seen[n] = true
				names = append(names, n)
			}
		}
	}
	defer func() {
		for _, o := range orig {
			o.def.Abilities[o.i] = o.ab
		}
	}()
	out := map[string]bool{}
	for _, name := range names {
		res := scenario.RunBounded(m.lib, m.byName[name], mutantSteps)
		if res.Panic != nil {
			t.Errorf("%s: panic with ability %s mutated: %v", sites[0].code, orig[0].ab.ID, res.Panic.Value)
		}
		if !res.Passed() {
			out[name] = true
			if len(sites) == 1 {
				break
			}
		}
	}
	return out
}

// twin looks for the ability of another card that prints the same rule as
// the surviving ability at s: an ability of a card named in s's scenarios
// such that some scenario fails with both removed and passes with the
// other alone removed. It returns the twin's description.
func (m *measure) twin(t *testing.T, s site) (string, bool) {
	others := map[string]bool{}
	var codes []string
	for _, name := range m.byCode[s.code] {
		for _, code := range m.mentions(name) {
			if code != s.code && !others[code] && m.lib.Defs[code] != nil {
				others[code] = true
				codes = append(codes, code)
			}
		}
	}
	sort.Strings(codes)
	for _, code := range codes {
		def := m.lib.Defs[code]
		for _, u := range textAbilities(def.Abilities) {
			o := site{code, u}
			both := m.failing(t, doNothing, s, o)
			if len(both) == 0 {
				continue
			}
			alone := m.failing(t, doNothing, o, site{s.code, nil})
			for name := range both {
				if !alone[name] {
					a := def.Abilities[u[0]]
					return fmt.Sprintf("%s %s (%s %s)", code, def.Title, a.Kind, a.ID), true
				}
			}
		}
	}
	return "", false
}

// mentions lists the card codes a scenario names.
func (m *measure) mentions(name string) []string {
	var out []string
	for code, names := range m.byCode {
		for _, n := range names {
			if n == name {
				out = append(out, code)
			}
		}
	}
	return out
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

// TestTwin: the measure finds the Master of Ships' "Supports: Master of
// Whispers" as the twin of the Master of Whispers' "Supported by Master of
// Ships", and no twin for Bronn's "gains a military icon" (a line that
// does nothing on a card printed with the icon: no other ability makes it
// matter).
func TestTwin(t *testing.T) {
	lib := gametest.Library(t)
	m := newMeasure(lib)
	at := func(code, id string) site {
		for i, a := range lib.Defs[code].Abilities {
			if a.ID == id {
				return site{code, []int{i}}
			}
		}
		t.Fatalf("%s has no ability %s", code, id)
		return site{}
	}
	if len(m.failing(t, doNothing, at("01206", "supported-by"))) > 0 {
		t.Fatal("01206 supported-by is killed alone: the test needs a surviving ability")
	}
	if got, ok := m.twin(t, at("01206", "supported-by")); !ok || got != "01207 Master of Ships (constant supports)" {
		t.Errorf("twin of 01206 supported-by = %q, %v; want 01207's supports", got, ok)
	}
	if got, ok := m.twin(t, at("02089", "constant")); ok {
		t.Errorf("twin of 02089's first constant line = %q; want none", got)
	}
}
