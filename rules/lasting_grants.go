package rules

import "slices"

// Granted constant abilities.
//
// A card may have a constant ability it does not print: a lasting effect or
// another constant gives it one (Modifier.Abilities: "gains that plot's
// printed text box") or gives it a keyword whose definition has one. Such
// an ability applies in the passes after the one that granted it
// (settle.go): each pass applies the constants the previous pass's values
// give cards, each (card, ability, keyword) once, so a granted constant
// that grants another one takes one more pass.

type grantKey struct {
	card CardID
	ab   *Ability
	kw   string // the granting keyword's name ("" for an ability granted as such)
}

// isGranted reports whether ability ab (granted through keyword instance
// kw, if any) reaches card c through a modifier rather than through its
// printed text or printed keywords.
func (g *Game) isGranted(c *Card, ab *Ability, kw *KeywordInstance) bool {
	if c.dver != g.ver || c.d == nil || (len(c.d.Abilities) == 0 && len(c.d.Keywords) == 0) {
		return false // nothing grants it anything now
	}
	if kw != nil {
		for i := range c.Def.Keywords {
			if kw == &c.Def.Keywords[i] {
				return false
			}
		}
		return true
	}
	for _, x := range c.Def.Abilities {
		if x == ab {
			return false
		}
	}
	return true
}

// applyGrantedConstants applies the constant abilities cards have only
// through modifiers, as the previous pass's values give them (see the
// file comment). Called by applyPass.
func (g *Game) applyGrantedConstants() {
	var done []grantKey
	for _, c := range g.settle.prev {
		if c.IsDuplicate || c.dver != g.ver || c.d == nil || (len(c.d.Abilities) == 0 && len(c.d.Keywords) == 0) {
			continue
		}
		inPlay := g.areas[c.Area].InPlay
		if inPlay && !c.Faceup {
			continue
		}
		g.eachAbility(c, func(ab *Ability, kw *KeywordInstance) bool {
			if (ab.Kind != Constant && ab.Kind != WhileAttached) || ab.Constant == nil || !g.isGranted(c, ab, kw) {
				return true
			}
			if len(ab.ActiveIn) > 0 && !g.activeIn(ab, c) || !inPlay && len(ab.ActiveIn) == 0 {
				return true
			}
			k := grantKey{card: c.ID, ab: ab}
			if kw != nil {
				k.kw = kw.Name
			}
			if slices.Contains(done, k) {
				return true
			}
			done = append(done, k)
			ctx := &Context{G: g, Source: c, Ability: ab, Player: g.Players[c.Controller], Keyword: kw}
			g.settle.noting = true
			g.applyConstant(ctx, ab.Constant, nil, nil)
			g.settle.noting = false
			return true
		})
	}
}

// periodEnded reports whether the end of period per is being processed now
// (its lasting effects already expired): "until the end of the X" effects
// initiated by abilities answering the end of X expire at once (Rules
// Reference, Lasting Effects).
func (g *Game) periodEnded(per Period) bool {
	return per != PerGame && g.over&(1<<per) != 0
}

// expireDelayed drops the delayed effects that last until the end of per.
func (g *Game) expireDelayed(per Period) {
	out := g.delayed[:0]
	for _, d := range g.delayed {
		if d.Until == PerGame || d.Until != per {
			out = append(out, d)
		}
	}
	for i := len(out); i < len(g.delayed); i++ {
		g.delayed[i] = nil
	}
	g.delayed = out
}
