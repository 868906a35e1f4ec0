package scenario_test

import (
	"fmt"
	"sort"
	"strings"
	"testing"

	"github.com/thronescript/thronescript/internal/golden"
	"github.com/thronescript/thronescript/scenario"
)

// impliedConditions are the condition mutants no scenario can kill, with
// why: the part taken away is implied by the trigger or by another part,
// so the card does the same without it. TestConditionMutants fails on a
// survivor not listed here (a condition part no scenario needs: a
// scenario lost its teeth, or a new card's condition has none) and on a
// line here whose mutant a scenario now kills. A mutant listed twice
// survives twice (two lines of a card).
var impliedConditions = []struct{ mutant, why string }{
	{"01063 without `in-challenge`", "defending-player you is false outside a challenge"},
	{"01103 without `if in-challenge`", "its target, a defending character, exists only in a challenge"},
	{"01108 without `defending-player you`", "its effects change only how defenders are declared, which only the defending player does"},
	{"01138 without `if gold opponent >= 1`", "the engine raises income-collected only for an income above 0"},
	{"01151 without `in-challenge military`", "its only icon is military, so with attacking-player you it attacks only in military challenges"},
	{"14050 without `in-challenge`", "defending-player you is false outside a challenge"},
	{"02019 without `in-challenge`", "exists character attacking … is false outside a challenge"},
	{"02033 without `in-challenge`", "attacking-player you is false outside a challenge"},
	{"02054 without `caused-by parent`", "keyword-ability on power-gained parent: renown, the one keyword that gains power, gives it to its own card"},
	{"02060 without `in-challenge`", "attacking-player you is false outside a challenge"},
	{"02060 without `in-challenge`", "attacking-player you is false outside a challenge (its second ability)"},
	{"02089 without `in-challenge`", "defending-player you is false outside a challenge"},
	{"03003 without `in-challenge`", "caused-by self: the one ability of his that gains him power is renown, which resolves only in a challenge"},
	{"05050 without `phase-is challenges`", "in-challenge intrigue: challenges happen only in the challenges phase"},
	{"08030 without `if exists character with-power`", "its target, a character with 2 or more power, has power: the condition only spares the Lua targets hook's call while no character has any"},
	{"08106 without `if exists plot in plot-deck of opponent with-tokens crow`", "substitute with no plot marked changes nothing: the condition only keeps the forced interrupt from resolving for nothing in every later plot phase"},
	{"10023 without `in-challenge intrigue`", "not by-card-effect and defending-player you: in a challenge you defend, a card leaves your hand for the discard pile not by a card effect only for its intrigue claim (military claim kills, power claim moves power)"},
	{"11011 without `if phase-is plot`", "the engine raises plot-chosen only in the plot phase"},
	{"11028 without `in-challenge`", "attacking-player you is false outside a challenge"},
	{"11103 without `if in-challenge`", "its target, a participating character, exists only in a challenge"},
	{"11111 without `if in-challenge`", "its target, a defending character, exists only in a challenge"},
}

// condMutant is a card source with one condition part or flag line of an
// ability removed.
type condMutant struct {
	code, what string
	file, line int // index in the sources, 1-based line
	src        []byte
}

// TestConditionMutants measures the scenarios as TestScenarioMutationScore
// does, one level finer: each `if` line of a card's abilities loses one
// part of its condition (a part of a top-level `and`, or the whole
// condition when it has one part), and each `any-player` line is removed;
// the card is compiled again and its scenarios are run, one of which must
// fail. Mutants the checker rejects do not count. Every mutant must be
// killed, except those impliedConditions lists with a reason, and those
// must survive. Each mutant is built as library.Session takes a save (a
// rebuilder: the mutated file checked and compiled again, the rest
// reused), on one worker per core. -mutation.packs measures some packs only, logs the figure
// and the survivors (go test ./scenario -run TestConditionMutants -v
// -mutation.packs WotN) and compares nothing.
func TestConditionMutants(t *testing.T) {
	if testing.Short() {
		t.Skip("recompiles each card once per condition part (about 400 times)")
	}
	t.Parallel()
	ls := loadSources(t)
	srcs, base := ls.srcs, ls.base
	want := func(pack string) bool {
		return pack != "" && (*mutationPacks == "" || strings.Contains(","+*mutationPacks+",", ","+pack+","))
	}
	var all []condMutant
	for _, c := range base.Checked.Cards {
		if !want(c.Pack) {
			continue
		}
		i, ok := ls.index[c.File]
		if !ok {
			continue
		}
		all = append(all, conditionMutants(c.Code, i, srcs[i].Src, c.Range.Start.Line, c.Range.End.Line)...)
	}
	byCode := scenariosByCard(base.Checked)
	type outcome struct {
		rejected, killed bool
		panics           []string
	}
	outcomes := make([]outcome, len(all))
	eachMutant(ls, len(all), func(rb *rebuilder, k int) bool {
		m := all[k]
		lib, ds := rb.with(m.file, m.src)
		if ds.HasErrors() {
			outcomes[k].rejected = true
			return true
		}
		byName := map[string]int{}
		for j, sc := range lib.Checked.Scenarios {
			byName[sc.Name] = j
		}
		for _, name := range byCode[m.code] {
			i, ok := byName[name]
			if !ok {
				continue
			}
			res := scenario.RunBounded(lib, lib.Checked.Scenarios[i], mutantSteps)
			if res.Panic != nil {
				outcomes[k].panics = append(outcomes[k].panics, fmt.Sprintf("%s:%d %s: panic: %v", srcs[m.file].Name, m.line, m.what, res.Panic.Value))
			}
			if !res.Passed() {
				outcomes[k].killed = true
				break
			}
		}
		return true
	})
	killed, rejected := 0, 0
	var survivors, list []string
	for k, o := range outcomes {
		m := all[k]
		for _, p := range o.panics {
			t.Error(p)
		}
		switch {
		case o.rejected:
			rejected++
		case o.killed:
			killed++
		default:
			survivors = append(survivors, fmt.Sprintf("%s %s:%d %s (%d scenarios)", m.code, srcs[m.file].Name, m.line, m.what, len(byCode[m.code])))
			list = append(list, m.code+" "+m.what)
		}
	}
	sort.Strings(survivors)
	sort.Strings(list)
	t.Logf("condition mutants: %d of %d caught (%d rejected by the checker); survivors:\n  %s", killed, len(all)-rejected, rejected, strings.Join(survivors, "\n  "))
	if len(all) == 0 {
		t.Fatal("no condition mutants: the cards measured have no `if` or `any-player` line")
	}
	if *mutationPacks != "" {
		return
	}
	n := golden.Thousands
	readmeFigure(t, "condition-mutants", fmt.Sprintf("%s of %s caught, %s left", n(killed), n(len(all)-rejected), n(len(all)-rejected-killed)))
	left := map[string]int{}
	for _, im := range impliedConditions {
		left[im.mutant]++
	}
	for _, m := range list {
		if left[m] == 0 {
			t.Errorf("condition mutant %s: no scenario kills it; write one that fails without that part (or, if the part is implied, say why in impliedConditions)", m)
			continue
		}
		left[m]--
	}
	for m, n := range left {
		if n > 0 {
			t.Errorf("impliedConditions lists %s, but a scenario kills it now: remove the line", m)
		}
	}
}

// conditionMutants lists the mutants of the lines from first to last
// (1-based, a card's block) of a source, outside raw strings (Lua code):
// each `if` line without one part of its top-level `and` (without the line
// when there is one part), each `any-player` line removed.
func conditionMutants(code string, file int, src []byte, first, last int) []condMutant {
	lines := strings.Split(string(src), "\n")
	var out []condMutant
	with := func(li int, what, text string, drop bool) {
		ls := append([]string{}, lines[:li]...)
		if !drop {
			ls = append(ls, text)
		}
		ls = append(ls, lines[li+1:]...)
		out = append(out, condMutant{code: code, what: what, file: file, line: li + 1, src: []byte(strings.Join(ls, "\n"))})
	}
	inRaw := false // inside a raw string (Lua code)
	for li := 0; li < last && li < len(lines); li++ {
		line := lines[li]
		if strings.Count(line, "`")%2 == 1 {
			inRaw = !inRaw
			continue
		}
		if inRaw || li < first-1 {
			continue
		}
		trimmed := strings.TrimSpace(line)
		indent := line[:len(line)-len(strings.TrimLeft(line, " \t"))]
		switch {
		case trimmed == "any-player":
			with(li, "without any-player", "", true)
		case strings.HasPrefix(trimmed, "if "):
			parts := andParts(strings.TrimPrefix(trimmed, "if "))
			if len(parts) == 1 {
				with(li, "without `"+trimmed+"`", "", true)
				continue
			}
			for k := range parts {
				rest := append(append([]string{}, parts[:k]...), parts[k+1:]...)
				with(li, "without `"+parts[k]+"`", indent+"if "+strings.Join(rest, " and "), false)
			}
		}
	}
	return out
}

// andParts splits a condition at its top-level `and`s (outside
// parentheses and strings); a trailing comment stays with the last part. A
// condition with a top-level `or` is one part.
func andParts(cond string) []string {
	var parts []string
	depth, start := 0, 0
	inStr := false
	words := cond
	for i := 0; i < len(words); i++ {
		if depth == 0 && !inStr && strings.HasPrefix(words[i:], " or ") {
			return []string{cond}
		}
		switch c := words[i]; {
		case inStr:
			if c == '\\' {
				i++
			} else if c == '"' {
				inStr = false
			}
		case c == '"':
			inStr = true
		case c == '(':
			depth++
		case c == ')':
			depth--
		case c == '#':
			i = len(words)
		case depth == 0 && strings.HasPrefix(words[i:], " and "):
			parts = append(parts, strings.TrimSpace(words[start:i]))
			start = i + len(" and ")
			i += len(" and ") - 1
		}
	}
	return append(parts, strings.TrimSpace(words[start:]))
}

func TestAndParts(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"caused-by self and lua has_keywords", "[caused-by self|lua has_keywords]"},
		{"in-challenge and defending-player you", "[in-challenge|defending-player you]"},
		{"not exists character one-of self controlled-by you", "[not exists character one-of self controlled-by you]"},
		{"a and (b and c) and d", "[a|(b and c)|d]"},
		{`a and has-trait "x and y"`, `[a|has-trait "x and y"]`},
		{"a and b or c", "[a and b or c]"},
		{"(a or b) and c", "[(a or b)|c]"},
	} {
		if got := "[" + strings.Join(andParts(tc.in), "|") + "]"; got != tc.want {
			t.Errorf("andParts(%q) = %s, want %s", tc.in, got, tc.want)
		}
	}
}
