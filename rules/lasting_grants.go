package rules

// Granted constant abilities.
//
// A card may have a constant ability it does not print: a lasting effect or
// another constant gives it one (Modifier.Abilities: "gains that plot's
// printed text box") or gives it a keyword whose definition has one. Those
// abilities exist only once the modifiers that grant them have been applied,
// so Game.refresh applies them in a last pass, after every printed constant
// and lasting effect: applyGrantedConstants. A granted constant that grants
// another one is applied in a following round of the same pass (up to
// maxGrantRounds rounds), each (card, ability, keyword instance) once.

// maxGrantRounds bounds chains of constants granting constants.
const maxGrantRounds = 4

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
// through modifiers (see the file comment). Called by refresh once the
// printed constants and the lasting effects are applied.
func (g *Game) applyGrantedConstants() {
	var done []grantKey
	for round := 0; round < maxGrantRounds; round++ {
		applied := false
		for _, c := range g.Cards {
			if c.IsDuplicate || c.dver != g.ver || c.d == nil || (len(c.d.Abilities) == 0 && len(c.d.Keywords) == 0) {
				continue
			}
			inPlay := g.areas[c.Area].InPlay
			if inPlay && !c.Faceup {
				continue
			}
			// collect first: applying a constant may append to c.d.Abilities.
			type pending struct {
				k  grantKey
				kw *KeywordInstance
			}
			var todo []pending
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
				for _, d := range done {
					if d == k {
						return true
					}
				}
				todo = append(todo, pending{k, kw})
				return true
			})
			for _, t := range todo {
				done = append(done, t.k)
				applied = true
				ctx := &Context{G: g, Source: c, Ability: t.k.ab, Player: g.Players[c.Controller], Keyword: t.kw}
				g.applyConstant(ctx, t.k.ab.Constant, nil, nil)
			}
		}
		if !applied {
			return
		}
	}
}

// periodEnded reports whether the end of period per is being processed now
// (its lasting effects already expired): "until the end of the X" effects
// initiated by abilities answering the end of X expire at once (Rules
// Reference, Lasting Effects).
func (g *Game) periodEnded(per Period) bool {
	switch per {
	case PerChallenge:
		return g.ch != nil && g.Step == StepChallengeEnds
	case PerPhase:
		return g.Step == g.Phase.String()+"-ends"
	case PerRound:
		return g.Step == PhaseTaxation.String()+"-ends"
	}
	return false
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
