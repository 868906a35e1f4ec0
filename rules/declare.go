package rules

// CanDeclare reports whether an effect may declare c as an attacker (as a
// defender when defend) in the current challenge: the challenge has not
// ended, c is a character in play controlled by the attacking (defending)
// player, not yet participating, and eligible as the framework's
// declaration requires (standing, with the challenge's icon, not forbidden
// to be declared; a defender may be kneeling or lack the icon where
// permitted, and not be bypassed), and its side is under the player's
// declaration limit.
func (g *Game) CanDeclare(c *Card, defend bool) bool {
	ch := g.ch
	if ch == nil || ch.Ended || !g.InPlay(c) || g.Type(c) != TypeCharacter || ch.IsParticipating(c) {
		return false
	}
	side, p := ch.Attackers, ch.Attacker
	if defend {
		side, p = ch.Defenders, ch.Defender
	}
	if p == nil || c.Controller != p.Index {
		return false
	}
	if limit := g.DeclarationLimit(p, defend); limit > 0 && len(side) >= limit {
		return false
	}
	if defend {
		return g.CanDeclareDefender(c, ch.Type)
	}
	return !c.Kneeling && g.HasIcon(c, ch.Type) && !g.Cannot(c, CannotBeDeclaredAttacker) &&
		!g.Cannot(c, CannotBeDeclaredAttacker+"-"+ch.Type.String())
}

// Declare declares cards as attackers (as defenders when defend) in the
// current challenge by a card effect ("declare it as an attacker"): each
// card CanDeclare accepts joins its side, kneels as a declared character
// does (not when it may not kneel when declared), and the
// declared-as-attacker (declared-as-defender) events are raised together
// with the kneeling. Framework steps of the declaration (stealth) do not
// run again. It reports whether every card was declared.
func (g *Game) Declare(ctx *Context, defend bool, cards ...*Card) bool {
	ch := g.ch
	var ok []*Card
	for _, c := range cards {
		if g.CanDeclare(c, defend) {
			if defend {
				ch.Defenders = append(ch.Defenders, c)
			} else {
				ch.Attackers = append(ch.Attackers, c)
			}
			ok = append(ok, c)
		}
	}
	if len(ok) == 0 {
		return len(cards) == 0
	}
	p, name, msg := ch.Attacker, EvDeclaredAttacker, MsgAttacker
	if defend {
		p, name, msg = ch.Defender, EvDeclaredDefender, MsgDefender
	}
	g.touchReads(ReadsChallenge, 0)
	kneels := g.declarationKneels(p, ok, name)
	evs := make([]*Event, 0, len(ok)+len(kneels))
	for _, c := range ok {
		g.logf(msg, p.Index, c, nil, 0, "")
		ev := g.event(Event{Name: name, Card: c, Player: p, Amount: int(ch.Type)})
		ev.Source = ctx
		evs = append(evs, ev)
	}
	g.Raise(append(evs, kneels...)...)
	return len(ok) == len(cards)
}
