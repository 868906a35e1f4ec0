package bot

import (
	"slices"

	"github.com/thronescript/thronescript/rules"
)

// The first player attacks before its opponent does: the characters it
// keeps standing are its defense against the opponent's challenges this
// phase. It keeps some (keep) and, among them, characters with the icons
// of the challenges the opponent can make (coverage), and declares as
// attackers the characters its defense needs least (attackPlan).

// keep is how many characters the first player keeps standing to defend
// the opponent's challenges: all but one, at most three, and no more than
// one and a half times the opponent's characters that could attack. Over
// all 28 pairs of the 8 shipped decks (40 games each, --alternate, seed 1)
// this took the unopposed share from 41.9% (one kept from two characters,
// two from four) to 34.5% with the bot beating random as often (95.7% over
// 80 games a pair, seed 5000; keeping as many without the cap on the
// opponent's attackers: 33.6% but 93.5%).
func keep(g *rules.Game, me *rules.Player) int {
	n := min(max(len(g.Characters(me))-1, 0), 3)
	if g.IsMelee() {
		return min(n, (meleeAttackersLeft(g, me)*3+1)/2)
	}
	return min(n, (attackersLeft(g, g.Opponent(me))*3+1)/2)
}

// threats lists the challenge types the opponent of me can still make
// this phase: it has not made as many as it may, and it has a character
// that could be declared attacker with that icon.
func threats(g *rules.Game, me *rules.Player) []rules.Challenge {
	if g.IsMelee() {
		return meleeThreats(g, me)
	}
	op := g.Opponent(me)
	var out []rules.Challenge
	for t := rules.Military; t <= rules.Power; t++ {
		if g.Active == op.Index && g.ChallengesInitiated(op, t) > g.PlayerMods(op).Challenges[t] {
			continue // made this phase already (the count is the active player's)
		}
		if len(standing(g, op, t, true)) > 0 {
			out = append(out, t)
		}
	}
	return out
}

// coverage counts the threatened challenge types that one of cards could
// defend.
func coverage(g *rules.Game, cards []*rules.Card, threat []rules.Challenge) int {
	n := 0
	for _, t := range threat {
		if slices.ContainsFunc(cards, func(c *rules.Card) bool { return g.CanDeclareDefender(c, t) }) {
			n++
		}
	}
	return n
}

// defenseWorth is how many threatened challenge types c could defend (0
// when the bot is not the first player: nobody attacks after it).
func defenseWorth(g *rules.Game, me *rules.Player, c *rules.Card, threat []rules.Challenge) int {
	if challengesOver(g, me) {
		return 0
	}
	return coverage(g, []*rules.Card{c}, threat)
}

// attackPlan returns the attackers, in declaration order, the bot
// declares from the candidates to reach strength need, sparing the
// characters its defense needs (defenseWorth).
func attackPlan(g *rules.Game, me *rules.Player, cands []*rules.Card, need int) []*rules.Card {
	threat := threats(g, me)
	return reachPlan(g, cands, need, func(c *rules.Card) int { return defenseWorth(g, me, c, threat) })
}

// reachPlan returns the characters, in declaration order, that reach
// strength need from the candidates: the one worth least to keep (worth)
// that reaches the rest of need alone, the weakest of those; when none
// does, the strongest of those worth least, and so on.
func reachPlan(g *rules.Game, cands []*rules.Card, need int, worth func(*rules.Card) int) []*rules.Card {
	rest := slices.Clone(cands)
	var plan []*rules.Card
	for need > 0 && len(rest) > 0 {
		best, bestW, bestS, reaches := -1, 0, 0, false
		for i, c := range rest {
			w, s := worth(c), g.Strength(c)
			r := s >= need
			better := best < 0 || (r && !reaches) || (r == reaches && (w < bestW || w == bestW && ((r && s < bestS) || (!r && s > bestS))))
			if better {
				best, bestW, bestS, reaches = i, w, s, r
			}
		}
		plan = append(plan, rest[best])
		need -= bestS
		rest = slices.Delete(rest, best, best+1)
	}
	return plan
}

// defensePlan returns the defenders, in declaration order, that reach
// strength need from the candidates, sparing those that could defend the
// challenges the opponent can still make (threats).
func defensePlan(g *rules.Game, me *rules.Player, cands []*rules.Card, need int) []*rules.Card {
	threat := threats(g, me)
	return reachPlan(g, cands, need, func(c *rules.Card) int { return coverage(g, []*rules.Card{c}, threat) })
}

// keepsDefense reports whether the first player still defends after
// declaring the attackers: it keeps at least keep characters standing,
// and they cover as many of the opponent's challenge types as keep asks
// (or as its standing characters cover now, if fewer).
func keepsDefense(g *rules.Game, me *rules.Player, attackers []*rules.Card) bool {
	var now, kept []*rules.Card
	for _, c := range g.Characters(me) {
		if c.Kneeling {
			continue
		}
		now = append(now, c)
		if !slices.Contains(attackers, c) {
			kept = append(kept, c)
		}
	}
	k := keep(g, me)
	threat := threats(g, me)
	return len(kept) >= k && coverage(g, kept, threat) >= min(k, coverage(g, now, threat))
}

// attackersLeft counts p's characters that could still be declared as
// attackers in some challenge.
func attackersLeft(g *rules.Game, p *rules.Player) int {
	n := 0
	for _, c := range g.Characters(p) {
		for t := rules.Military; t <= rules.Power; t++ {
			if slices.Contains(standing(g, p, t, true), c) {
				n++
				break
			}
		}
	}
	return n
}

// spareDefender picks, among the offered defenders, the one the bot's
// defense of the challenges still to come needs least (the fewest
// threatened challenge types it could defend), the least valuable of
// those: a defender declared only to deny the unopposed bonus kneels, so
// it should not be the one character left with another threat's icon.
func spareDefender(g *rules.Game, me *rules.Player, p *rules.Prompt) int {
	threat := threats(g, me)
	best, bestW, bestV := -1, 0, 0
	for i, o := range p.Options {
		if o.Card == nil {
			continue
		}
		w, v := coverage(g, []*rules.Card{o.Card}, threat), value(g, o.Card)
		if best < 0 || w < bestW || w == bestW && v < bestV {
			best, bestW, bestV = i, w, v
		}
	}
	if best < 0 {
		return 0
	}
	return best
}

// challengesOver reports whether nobody attacks me after its own
// challenges this round: in a joust, when it is not the first player; in
// a melee, when no opponent who could challenge it comes later.
func challengesOver(g *rules.Game, me *rules.Player) bool {
	if !g.IsMelee() {
		return g.First != me.Index
	}
	return len(attackersAfter(g, me)) == 0
}

// defendingPlayer is the opponent of the challenge me declares (the
// joust opponent; in melee the one Declaring names, else the leader).
func defendingPlayer(g *rules.Game, me *rules.Player) *rules.Player {
	if !g.IsMelee() {
		return g.Opponent(me)
	}
	if _, def, ok := g.Declaring(); ok && def != nil {
		return def
	}
	return leader(g, me)
}
