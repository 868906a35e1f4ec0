package check

import (
	"slices"
	"sort"
)

// testedKinds are the ability kinds a card library promises to show working
// in at least one scenario.
var testedKinds = []string{"action", "reaction", "interrupt", "forced-reaction", "forced-interrupt",
	"when-revealed", "constant", "while-attached"}

// Gap is a card that no scenario shows at work.
type Gap struct {
	Card *Card
	// Keyword and Area are set when the card has a keyword that declares an
	// out-of-play area (Shadow and its shadows area) and no scenario brings
	// the card out of that area or plays it from there; otherwise no
	// scenario sets the card up at all.
	Keyword, Area string
}

// areaKeyword is a keyword that declares out-of-play areas, with the ids of
// its abilities that work from them (its ways out, such as come-out).
type areaKeyword struct {
	name  string
	areas []string
	outs  []string
}

// ScenarioGaps lists, sorted by code, the cards of lib that have an ability
// of a tested kind but appear in no scenario's setup with an expectation to
// check, and the cards with a keyword that declares an out-of-play area
// which no scenario brings out of it: a `choose` step names the card and
// one of the keyword's abilities working from the area, or names the card
// set up in the area. Cards marked incomplete are left out (their behaviour
// is not written yet), and so are abilities with an empty body
// (a paragraph another ability writes, such as an event's play restriction).
func ScenarioGaps(lib *Model) []Gap {
	var kws []areaKeyword
	for _, k := range lib.Keywords {
		if len(k.Areas) == 0 {
			continue
		}
		ak := areaKeyword{name: k.Name}
		for _, a := range k.Areas {
			ak.areas = append(ak.areas, a.Name)
		}
		for _, ab := range k.Abilities {
			if slices.ContainsFunc(ab.From, func(f string) bool { return slices.Contains(ak.areas, f) }) {
				ak.outs = append(ak.outs, ab.ID)
			}
		}
		kws = append(kws, ak)
	}
	type out struct {
		card *Card
		area string
	}
	setUp := map[*Card]bool{}
	broughtOut := map[out]bool{} // a card chosen out of an area
	byName := map[string]*Card{}
	for _, c := range lib.Cards {
		byName[c.Code] = c
		if _, dup := byName[c.Title]; !dup {
			byName[c.Title] = c
		}
	}
	for _, sc := range lib.Scenarios {
		if !hasExpectation(sc.Steps) {
			continue
		}
		in := map[out]bool{}
		walkSetup(sc.Setup, func(area string, c *Card) {
			setUp[c] = true
			in[out{c, area}] = true
		}, byName)
		for _, st := range sc.Steps {
			a, ok := st.(*Answer)
			if !ok || !a.Choose || a.Refuse {
				continue
			}
			for _, w := range a.Words {
				c := byName[w.Text]
				if c == nil {
					continue
				}
				for _, k := range kws {
					for _, ar := range k.areas {
						if in[out{c, ar}] || slices.ContainsFunc(a.Words, func(w Word) bool {
							return !w.Quoted && slices.Contains(k.outs, w.Text)
						}) {
							broughtOut[out{c, ar}] = true
						}
					}
				}
			}
		}
	}
	var gaps []Gap
	for _, c := range lib.Cards {
		if c.Incomplete != "" {
			continue
		}
		if !setUp[c] && slices.ContainsFunc(c.Abilities, func(ab *Ability) bool {
			return slices.Contains(testedKinds, ab.Kind) && !ab.empty()
		}) {
			gaps = append(gaps, Gap{Card: c})
			continue
		}
	keywords:
		for _, k := range kws {
			if !slices.ContainsFunc(c.Keywords, func(u *KeywordUse) bool { return u.Name == k.name }) {
				continue
			}
			for _, a := range k.areas {
				if !broughtOut[out{c, a}] {
					gaps = append(gaps, Gap{Card: c, Keyword: k.name, Area: a})
					break keywords
				}
			}
		}
	}
	sort.Slice(gaps, func(i, j int) bool { return gaps[i].Card.Code < gaps[j].Card.Code })
	return gaps
}

// hasExpectation reports whether a scenario checks something.
func hasExpectation(steps []Step) bool {
	return slices.ContainsFunc(steps, func(st Step) bool {
		_, ok := st.(*Expect)
		return ok
	})
}

// walkSetup calls f for every card a scenario's setup places, with the
// area it is placed in (`p1 shadows 11008 "Bolton Flayer"`), and for the
// titles of `melee` (area title-pool).
func walkSetup(setup []SetupEntry, f func(area string, c *Card), byName map[string]*Card) {
	for _, e := range setup {
		var area string
		var refs []CardRef
		switch e := e.(type) {
		case *SetupCards:
			area = e.Area
			for _, sc := range e.Cards {
				refs = append(refs, sc.Card)
				if sc.Attach != nil {
					refs = append(refs, *sc.Attach)
				}
			}
		case *SetupMelee:
			area, refs = "title-pool", e.Titles
		}
		for _, r := range refs {
			if c := byName[r.Name]; c != nil {
				f(area, c)
			}
		}
	}
}

// empty reports whether an ability has no trigger, condition, cost, target,
// effect or hook: it does nothing in a game.
func (ab *Ability) empty() bool {
	return ab.Trigger == nil && len(ab.Conds) == 0 && len(ab.Costs) == 0 && len(ab.Targets) == 0 &&
		len(ab.Effects) == 0 && ab.Hook == "" && len(ab.Actions) == 0
}
