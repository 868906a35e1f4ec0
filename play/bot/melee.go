package bot

import (
	"slices"

	"github.com/thronescript/thronescript/rules"
)

// Melee (three or more players). A joust game never takes these paths:
// every function here is reached only when g.IsMelee() is true, so joust
// games play exactly as before.
//
// The bot picks, for each challenge type, the opponent it would attack
// (opponentValue: the challenge it can win, its rivals bonus, the
// leader's power), chooses the type by the best of those, and answers the
// "opponent" question with the same computation, so both agree. As a
// defender it counts every opponent who attacks after it this round, and
// against a harmless attacker it declares one spare defender and keeps
// the others for a dangerous one (the leader, or 10 power or more) still
// to attack (keepForLater); it redirects (Crown Regent) a challenge only
// when it is the one attacked.
//
// Measured on four-player mirrors of the shipped melee decks (`throne
// simulate --players 4 --deck all=examples/decks/melee/X.txt -n 400`,
// seed 1, 29 Nov): Stark — seats 25.5/27.0/24.2/23.2%, unopposed 39.5%,
// first player 38.0%, 4.65 rounds; Baratheon — seats 23.2/23.2/22.0/31.5%,
// unopposed 50.9%, first player 28.7%, 4.87 rounds. keepForLater moved
// these by under a point (it applies when a dangerous opponent attacks
// later, a few challenges a game). TestBotMeleeMirror holds every seat at
// 40% or less over 80 Stark games.

// opponents returns me's opponents still in the game (the one opponent in
// a joust game).
func opponents(g *rules.Game, me *rules.Player) []*rules.Player {
	if !g.IsMelee() {
		return []*rules.Player{g.Opponent(me)}
	}
	return g.Opponents(me)
}

// leader returns me's opponent with the most power (the strongest board
// on ties): the one the bot compares itself with.
func leader(g *rules.Game, me *rules.Player) *rules.Player {
	var best *rules.Player
	bp, bs := -1, -1
	for _, o := range opponents(g, me) {
		p, s := g.Power(o), boardStrength(g, o)
		if p > bp || p == bp && s > bs {
			best, bp, bs = o, p, s
		}
	}
	return best
}

// mostCharacters is the largest number of characters an opponent of me
// controls.
func mostCharacters(g *rules.Game, me *rules.Player) int {
	n := 0
	for _, o := range opponents(g, me) {
		n = max(n, len(g.Characters(o)))
	}
	return n
}

// anyOpponentHas reports whether an opponent of me has a character with
// the icon of t.
func anyOpponentHas(g *rules.Game, me *rules.Player, t rules.Challenge) bool {
	for _, o := range opponents(g, me) {
		if slices.ContainsFunc(g.Characters(o), func(x *rules.Card) bool { return g.HasIcon(x, t) }) {
			return true
		}
	}
	return false
}

// turnOf is p's place in this round's player order (0: the first player).
func turnOf(g *rules.Game, p *rules.Player) int {
	return (p.Index - g.First + len(g.Players)) % len(g.Players)
}

// attackersAfter returns me's opponents who may still initiate
// challenges against me this round once me's own challenges are made:
// those after me in player order (during the challenges phase, after the
// active player, or the active player itself when it is not me), and not
// barred from challenging me (a title they bear supports mine).
func attackersAfter(g *rules.Game, me *rules.Player) []*rules.Player {
	var out []*rules.Player
	for _, o := range g.Opponents(me) {
		switch {
		case g.Phase == rules.PhaseChallenges && g.Active != me.Index:
			if o.Index != g.Active && turnOf(g, o) < turnOf(g, g.Players[g.Active]) {
				continue // its challenges are made
			}
		case turnOf(g, o) < turnOf(g, me):
			continue
		}
		if g.PlayerCannot(o, rules.CannotInitiateAgainst(me)) {
			continue
		}
		out = append(out, o)
	}
	return out
}

// ownChallengesOver reports whether me has made its challenges this
// round (a melee game's "first player" test of the joust: later
// attackers need no defenders kept back for them).
func ownChallengesOver(g *rules.Game, me *rules.Player) bool {
	if g.Phase != rules.PhaseChallenges {
		return g.Phase > rules.PhaseChallenges
	}
	return g.Active != me.Index && turnOf(g, me) < turnOf(g, g.Players[g.Active])
}

// meleeThreats lists the challenge types the opponents attacking after me
// can still make against me (attackersAfter), each once.
func meleeThreats(g *rules.Game, me *rules.Player) []rules.Challenge {
	var out []rules.Challenge
	for t := rules.Military; t <= rules.Power; t++ {
		for _, o := range attackersAfter(g, me) {
			if g.Active == o.Index && g.ChallengesInitiated(o, t) > g.PlayerMods(o).Challenges[t] {
				continue
			}
			if g.PlayerCannot(o, rules.CannotInitiateTypeAgainst(t, me)) {
				continue
			}
			if len(standing(g, o, t, true)) > 0 {
				out = append(out, t)
				break
			}
		}
	}
	return out
}

// meleeAttackersLeft counts the characters of the opponents attacking
// after me that could still be declared attackers.
func meleeAttackersLeft(g *rules.Game, me *rules.Player) int {
	n := 0
	for _, o := range attackersAfter(g, me) {
		n = max(n, attackersLeft(g, o))
	}
	return n
}

// opponentValue scores initiating a challenge of type t against o with
// attack strength att (0 or less: not worth it): winning it (the
// defenders o can declare), unopposed, the rivals bonus the bot's title
// gives against o's, and o's power (a power challenge takes it from the
// leader; the leader is the one to stop).
func opponentValue(g *rules.Game, me, o *rules.Player, t rules.Challenge, att int) int {
	def := sumStrength(g, standing(g, o, t, false))
	if att <= 0 || att < def {
		return 0
	}
	v := 10*(att-def) + 5
	if def == 0 {
		v += 30
	}
	if g.PlayerValue(me, rules.BonusAgainstValue(o)) > 0 && !bonusTaken(g, me, o) {
		v += 25
	}
	power := g.Power(o)
	v += 2 * power
	if t == rules.Power && power > 0 {
		v += 10
	}
	if lead := leader(g, me); lead == o {
		v += 8
	}
	return v
}

// rivalBonusAgainst reports whether o would gain a rivals bonus by
// winning a challenge against me now: a title o bears rivals me's, and o
// has not had the bonus against me this round.
func rivalBonusAgainst(g *rules.Game, o, me *rules.Player) bool {
	return g.PlayerValue(o, rules.BonusAgainstValue(me)) > 0 && !bonusTaken(g, o, me)
}

// bonusTaken reports whether me already won a challenge against o this
// round with a rivals bonus (the bonus is once per opponent each round):
// the log's challenge-bonus lines of this round name it.
func bonusTaken(g *rules.Game, me, o *rules.Player) bool {
	log := g.Log()
	for i := len(log) - 1; i >= 0; i-- {
		e := &log[i]
		if e.Msg == rules.MsgRound {
			break
		}
		if e.Msg == rules.MsgChallengeBonus && int(e.Actor) == me.Index && int(e.N) == o.Index {
			return true
		}
	}
	return false
}

// bestOpponent returns the opponent me would initiate a challenge of type
// t against with attack strength att, and its value (nil, 0 if none is
// worth it); among opponents is the engine's list (ChallengeOpponents).
func bestOpponent(g *rules.Game, me *rules.Player, t rules.Challenge, att int, among []*rules.Player) (*rules.Player, int) {
	var best *rules.Player
	bestV := 0
	for _, o := range among {
		if v := opponentValue(g, me, o, t, att); v > bestV {
			best, bestV = o, v
		}
	}
	return best, bestV
}

// meleeChallengeChoice initiates the challenge type whose best opponent
// is worth most; the first player in the order of attackers keeps
// defenders back as in the joust when opponents attack after it.
func meleeChallengeChoice(g *rules.Game, me *rules.Player, p *rules.Prompt) int {
	return bestChallenge(p, func(t rules.Challenge) (int, bool) {
		attackers := standing(g, me, t, true)
		att := sumStrength(g, attackers)
		opp, v := bestOpponent(g, me, t, att, g.ChallengeOpponents(me, t))
		if opp == nil {
			return 0, false
		}
		def := sumStrength(g, standing(g, opp, t, false))
		if len(attackersAfter(g, me)) > 0 && !keepsDefense(g, me, attackPlan(g, me, attackers, max(def, 1))) {
			return 0, false
		}
		return v, true
	})
}

// opponentChoice answers "opponent" (whom the challenge being declared is
// against) and "redirect-opponent" (the new opponent of a redirected
// challenge): the opponent worth most for the challenge's type.
func opponentChoice(g *rules.Game, me *rules.Player, p *rules.Prompt) int {
	t, _, ok := g.Declaring()
	att := 0
	if ok {
		att = sumStrength(g, standing(g, me, t, true))
	} else if ch := g.Challenge(); ch != nil {
		t, att = ch.Type, g.SideStrength(me)
	}
	best, bestV := -1, -1<<30
	for i, o := range p.Options {
		if o.Kind != rules.OptPlayer {
			continue
		}
		op := g.Players[o.Player]
		v := opponentValue(g, me, op, t, att)
		if v <= 0 {
			// none to win: the weakest defense, then the leader
			v = -10*sumStrength(g, standing(g, op, t, false)) + g.Power(op) - 1000
		}
		if v > bestV {
			best, bestV = i, v
		}
	}
	return firstSet(best)
}

// redirectChoice: the bot redirects a challenge (Crown Regent) when it is
// the challenge's defending player.
func redirectChoice(g *rules.Game, me *rules.Player, p *rules.Prompt) int {
	ch := g.Challenge()
	return yesNo(p, ch != nil && ch.Defender == me)
}

// choosePlayersChoice answers a choice of several players (the intrigue
// claim against any number of opponents): every opponent, then done.
func choosePlayersChoice(p *rules.Prompt, me int) int {
	for i, o := range p.Options {
		if o.Kind == rules.OptPlayer && o.Player != me {
			return i
		}
	}
	return firstSet(optionIndex(p, rules.OptDone))
}

// dangerous reports whether opponent o is the one me must stop: the
// leader among me's opponents, or within 5 power of winning.
func dangerous(g *rules.Game, me, o *rules.Player) bool {
	return o == leader(g, me) || g.Power(o) >= 10
}

// keepForLater reports whether me should keep its defenders standing for
// an opponent attacking it later rather than win this challenge of
// attacker: the attacker is not dangerous, wins no rivals bonus against
// me by winning it (a title it bears rivals mine: one more power for it),
// and a later attacker is dangerous (with more power than the attacker)
// and can still make a challenge.
func keepForLater(g *rules.Game, me, attacker *rules.Player) bool {
	if dangerous(g, me, attacker) || rivalBonusAgainst(g, attacker, me) {
		return false
	}
	for _, o := range attackersAfter(g, me) {
		if o == attacker || g.Power(o) <= g.Power(attacker) || !dangerous(g, me, o) {
			continue
		}
		for t := rules.Military; t <= rules.Power; t++ {
			if len(standing(g, o, t, true)) > 0 {
				return true
			}
		}
	}
	return false
}
