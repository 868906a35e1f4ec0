package bot

import (
	"github.com/thronescript/thronescript/rules"
)

// setupBudget is the gold of a setup (rules step 2).
const setupBudget = 8

// setupPlan chooses, in a melee, the setup cards as a set: of the normal
// setup options (not a keyword's setup into another area), the set of
// different cards whose costs fit in the gold left and whose values
// (setupValue) add up to the most; it returns the option of that set's
// most valuable card (-1 when the set is empty). The choice is made
// again at each question with the gold left, so it needs no memory.
// Taking the most valuable card first, as the joust setup does, placed a
// single 7-cost character for Lannister "Lions at Court" and left it
// the weakest board at the table in round 1.
func setupPlan(g *rules.Game, me *rules.Player, p *rules.Prompt) int {
	budget := setupBudget
	placed := map[string]bool{}
	for _, c := range g.CardsIn(me, rules.AreaPlay) {
		if !placed[c.Def.Title] || !c.Def.Unique {
			budget -= g.PrintedCost(c)
		}
		placed[c.Def.Title] = true
	}
	type cand struct {
		opt, cost, v int
		title        string
		unique       bool
	}
	var cs []cand
	for i, o := range p.Options {
		if o.Kind != rules.OptSetup || o.Text != "" {
			continue
		}
		v := setupValue(g, me, o.Card, placed)
		if v <= 0 {
			continue
		}
		cs = append(cs, cand{i, o.N, v, o.Card.Def.Title, o.Card.Def.Unique})
	}
	if len(cs) == 0 || len(cs) > 12 {
		return -1
	}
	bestSet, bestV := 0, 0
	for set := 1; set < 1<<len(cs); set++ {
		cost, v, ok := 0, 0, true
		titles := map[string]bool{}
		for i, c := range cs {
			if set&(1<<i) == 0 {
				continue
			}
			if c.unique && titles[c.title] {
				ok = false // a second copy is a duplicate: placed later, free
				break
			}
			titles[c.title] = true
			cost += c.cost
			v += c.v
		}
		if ok && cost <= budget && v > bestV {
			bestSet, bestV = set, v
		}
	}
	best, bv := -1, 0
	for i, c := range cs {
		if bestSet&(1<<i) != 0 && c.v > bv {
			best, bv = c.opt, c.v
		}
	}
	return best
}

// setupValue is what card c is worth placed in setup: a character its
// value and 40 (the board comes first), a duplicate of a card placed
// little, an attachment nothing until a character is placed.
func setupValue(g *rules.Game, me *rules.Player, c *rules.Card, placed map[string]bool) int {
	v := value(g, c)
	switch {
	case c.Def.Unique && placed[c.Def.Title]:
		return 5
	case c.Def.Type == rules.TypeCharacter:
		v += 40
	case c.Def.Type == rules.TypeAttachment && len(g.Characters(me)) == 0:
		return 0
	}
	return v
}
