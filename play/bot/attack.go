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
	return min(n, (attackersLeft(g, g.Opponent(me))*3+1)/2)
}

// threats lists the challenge types the opponent of me can still make:
// it has a character that could be declared attacker with that icon.
func threats(g *rules.Game, me *rules.Player) []rules.Challenge {
	op := g.Opponent(me)
	var out []rules.Challenge
	for t := rules.Military; t <= rules.Power; t++ {
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
	if g.First != me.Index {
		return 0
	}
	return coverage(g, []*rules.Card{c}, threat)
}

// attackPlan returns the attackers, in declaration order, the bot
// declares from the candidates to reach strength need: the character its
// defense needs least (defenseWorth) that reaches the rest of need alone,
// the weakest of those; when none does, the strongest of those its defense
// needs least, and so on.
func attackPlan(g *rules.Game, me *rules.Player, cands []*rules.Card, need int) []*rules.Card {
	threat := threats(g, me)
	rest := slices.Clone(cands)
	var plan []*rules.Card
	for need > 0 && len(rest) > 0 {
		best, bestW, bestS, reaches := -1, 0, 0, false
		for i, c := range rest {
			w, s := defenseWorth(g, me, c, threat), g.Strength(c)
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
