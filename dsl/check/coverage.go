package check

import (
	"slices"
	"sort"

	"github.com/thronescript/thronescript/dsl/syntax"
)

// TestedKinds are the ability kinds a card library promises to show working
// in at least one scenario.
var TestedKinds = []string{"action", "reaction", "interrupt", "forced-reaction", "forced-interrupt",
	"when-revealed", "constant", "while-attached"}

// Gap is a card that no scenario shows at work.
type Gap struct {
	Card *Card
	// Shadow: the card has the keyword and no scenario brings it out of
	// shadows (or plays it from there); otherwise none sets it up at all.
	Shadow bool
}

// ScenarioGaps lists the cards of lib that have an ability of a tested
// kind but appear in no scenario's setup with an expectation to check, and
// the cards with the keyword shadowKeyword that no scenario brings out (a
// `choose` step with comeOutWord naming the card) or plays from shadows (a
// `choose` step naming a card set up in shadowArea), sorted by code. Cards
// marked incomplete are left out (their behaviour is not written yet), and
// so are abilities with an empty body (deck-building rules such as a
// Banner's, which cards/deck checks).
func ScenarioGaps(lib *Library, shadowKeyword, shadowArea, comeOutWord string) []Gap {
	type use struct{ setUp, inShadows, chosenFromShadows bool }
	uses := map[*Card]*use{}
	byName := map[string]*Card{}
	for _, c := range lib.Cards {
		byName[c.Code] = c
		if _, dup := byName[c.Title]; !dup {
			byName[c.Title] = c
		}
	}
	get := func(c *Card) *use {
		u := uses[c]
		if u == nil {
			u = &use{}
			uses[c] = u
		}
		return u
	}
	for _, sc := range lib.Scenarios {
		if !hasExpectation(sc.Steps) {
			continue
		}
		shadowed := map[*Card]bool{}
		walkSetup(sc.Setup, func(area string, c *Card) {
			get(c).setUp = true
			if area == shadowArea {
				get(c).inShadows = true
				shadowed[c] = true
			}
		}, byName)
		for _, st := range sc.Steps {
			if len(st.Values) < 2 || !st.Values[0].IsWord("choose") {
				continue
			}
			comeOut := slices.ContainsFunc(st.Values, func(v *syntax.Value) bool { return v.IsWord(comeOutWord) })
			for _, v := range st.Values[1:] {
				if c := byName[v.Text]; c != nil && (comeOut || shadowed[c]) {
					get(c).chosenFromShadows = true
				}
			}
		}
	}
	var gaps []Gap
	for _, c := range lib.Cards {
		if c.Incomplete != "" {
			continue
		}
		u := uses[c]
		if u == nil {
			u = &use{}
		}
		tested := false
		for _, ab := range c.Abilities {
			if slices.Contains(TestedKinds, ab.Kind) && !ab.empty() {
				tested = true
			}
		}
		if tested && !u.setUp {
			gaps = append(gaps, Gap{Card: c})
			continue
		}
		for _, k := range c.Keywords {
			if k.Name == shadowKeyword && !u.chosenFromShadows {
				gaps = append(gaps, Gap{Card: c, Shadow: true})
				break
			}
		}
	}
	sort.Slice(gaps, func(i, j int) bool { return gaps[i].Card.Code < gaps[j].Card.Code })
	return gaps
}

// hasExpectation reports whether a scenario checks something.
func hasExpectation(steps []*syntax.Stmt) bool {
	for _, st := range steps {
		if st.Word == "expect" || st.Word == "expect-not" {
			return true
		}
		for _, v := range st.Values {
			if v.IsWord("expect") || v.IsWord("expect-not") || v.IsWord("winner") {
				return true
			}
		}
	}
	return false
}

// walkSetup calls f for every card a scenario's setup places, with the
// area it is placed in (`p1 shadows 11008 "Bolton Flayer"`).
func walkSetup(setup []*syntax.Stmt, f func(area string, c *Card), byName map[string]*Card) {
	for _, st := range setup {
		if len(st.Values) < 2 {
			continue
		}
		area := st.Values[0].Text
		for i, v := range st.Values {
			if i == 0 || v.Kind == syntax.WordValue || countsAfter(st.Values, i) {
				continue
			}
			if c := byName[v.Text]; c != nil {
				f(area, c)
			}
		}
	}
}

// empty reports whether an ability has no trigger, condition, cost, target,
// effect or hook: it does nothing in a game.
func (ab *Ability) empty() bool {
	return ab.Trigger == nil && len(ab.Conds) == 0 && len(ab.Costs) == 0 && len(ab.Targets) == 0 &&
		len(ab.Effects) == 0 && ab.Hook == "" && len(ab.Extra) == 0
}

// countsAfter reports whether values[i] is a number of tokens, power or
// gold (`power 2`, `tokens poison 1`) rather than a card.
func countsAfter(values []*syntax.Value, i int) bool {
	prev := values[i-1]
	return prev.IsWord("power") || prev.IsWord("gold") || prev.IsWord("tokens") ||
		i >= 2 && values[i-2].IsWord("tokens")
}
