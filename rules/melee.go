package rules

import (
	"fmt"
	"strconv"
)

// Melee makes a game a melee game (three or more players): the title
// pool, step 1.4 (select titles), step 7.4 (return titles), and challenges
// initiated against an opponent the attacking player chooses.
type Melee struct {
	// Titles are the codes of the title cards in the title pool.
	Titles []string `json:"titles,omitempty"`
}

// meleeState is the state only a melee game has.
type meleeState struct {
	title, pool AreaID
	// challenges initiated this round: attacker, the opponent it was
	// initiated against (before any redirect), type.
	against []meleeChallenge
	// bonuses gained this round (winner → loser) and redirects used.
	bonuses   []meleeChallenge
	redirects []meleeChallenge
}

type meleeChallenge struct {
	round    int
	from, to int
	t        Challenge
}

// Player-level words and values (PlayerModifier.Cannot and .Values) the
// melee framework reads. Definitions set them through constant abilities.
const (
	// ValueRedirects is how many challenges a player may redirect this
	// round (after a challenge is initiated, the attacking player must then
	// choose a new opponent for it to resolve against).
	ValueRedirects = "redirect-challenges"
	// ValueDrawPhaseCards is how many more cards a player draws in step 2.2.
	ValueDrawPhaseCards = "draw-phase-cards"
	// ValueSetupGold changes the gold a player may spend in setup (SetupGold).
	ValueSetupGold = "setup-gold"
)

// CannotInitiateAgainst is the player-level restriction word by which a
// player cannot initiate challenges against opponent o (melee).
func CannotInitiateAgainst(o *Player) string {
	return "initiate-against-" + strconv.Itoa(o.Index)
}

// CannotInitiateTypeAgainst is the restriction word by which a player
// cannot initiate challenges of type t against opponent o.
func CannotInitiateTypeAgainst(t Challenge, o *Player) string {
	return "initiate-" + t.String() + "-against-" + strconv.Itoa(o.Index)
}

// BonusAgainstValue names the player value N by which a player who wins a
// challenge against opponent o gains N power for their faction in step
// 4.2.3, at most once per opponent each round (the rivals bonus of the
// melee titles is written with it).
func BonusAgainstValue(o *Player) string {
	return "challenge-bonus-against-" + strconv.Itoa(o.Index)
}

// DifferentOpponentValue names the player value N by which N of the
// challenges of type t a player may initiate must each be against a
// different opponent ("an additional [Power] challenge …, against a
// different opponent"; ChallengeOpponents).
func DifferentOpponentValue(t Challenge) string {
	return "different-opponent-" + t.String()
}

// ClaimAnyOpponentsValue names the player value by which a player who wins
// a challenge of type t as the attacking player may apply its claim
// against any number of opponents of their choice instead of the
// defending player.
func ClaimAnyOpponentsValue(t Challenge) string {
	return "claim-any-opponents-" + t.String()
}

// declaration is a challenge whose initiation is being declared: its type
// is chosen, the opponent it is against and its attackers not yet (or not
// all).
type declaration struct {
	on  bool
	t   Challenge
	def *Player
}

// Declaring returns the challenge the active player is declaring, between
// choosing its type and the end of the attackers' declaration: its type,
// and the opponent it is initiated against once chosen (nil while the
// attacking player chooses it in melee). ok is false at any other time
// (Challenge then names the challenge in progress, if any). A player
// answering the "opponent" or "attackers" question reads here what the
// question is about.
func (g *Game) Declaring() (t Challenge, against *Player, ok bool) {
	return g.declaring.t, g.declaring.def, g.declaring.on
}

// checkPlayers checks the number of players for the format.
func checkPlayers(n int, m *Melee) error {
	if m == nil && n != 2 {
		return fmt.Errorf("rules: a joust game needs 2 players, got %d (a melee game needs the melee option)", n)
	}
	if m != nil && n < 3 {
		return fmt.Errorf("rules: a melee game needs 3 or more players, got %d", n)
	}
	return nil
}

// enableMelee makes the game a melee game; call it after the players
// exist and before cards are created.
func (g *Game) enableMelee() {
	g.melee = &meleeState{}
	g.titleAreas()
}

// IsMelee reports whether the game is a melee game.
func (g *Game) IsMelee() bool { return g.melee != nil }

// Opponents returns p's opponents still in the game, in player order
// starting after p.
func (g *Game) Opponents(p *Player) []*Player {
	var out []*Player
	for i := 1; i < len(g.Players); i++ {
		if o := g.Players[(p.Index+i)%len(g.Players)]; !o.Eliminated {
			out = append(out, o)
		}
	}
	return out
}

// ChallengesAgainst returns how many challenges of type t p initiated
// against o this round (counting the opponent a challenge was initiated
// against, not the one a redirected challenge resolved against).
func (g *Game) ChallengesAgainst(p, o *Player, t Challenge) int {
	if g.melee == nil {
		// joust: every challenge is against the one opponent
		if o == p {
			return 0
		}
		return g.CountHistory(func(h *HistEntry) bool {
			return h.Event == EvChallengeInit && h.Round == g.Round && h.Player == p.Index && h.Amount == int(t)
		})
	}
	n := 0
	for _, a := range g.melee.against {
		if a.round == g.Round && a.from == p.Index && a.to == o.Index && a.t == t {
			n++
		}
	}
	return n
}

// ChallengeOpponents returns the opponents p may initiate a challenge of
// type t against now (the joust opponent in a joust game).
func (g *Game) ChallengeOpponents(p *Player, t Challenge) []*Player {
	if g.melee == nil {
		return []*Player{g.Opponent(p)}
	}
	var out []*Player
	for _, o := range g.Opponents(p) {
		if g.PlayerCannot(p, CannotInitiateAgainst(o)) || g.PlayerCannot(p, CannotInitiateTypeAgainst(t, o)) {
			continue
		}
		if k := g.PlayerValue(p, DifferentOpponentValue(t)); k > 0 && !g.differentOpponentsHold(p, o, t, k) {
			continue
		}
		out = append(out, o)
	}
	return out
}

// differentOpponentsHold reports whether p may initiate a challenge of
// type t against o when k of p's challenges of the type must each be
// against a different opponent (DifferentOpponentValue): the challenges
// beyond the others p may initiate need as many opponents that only one
// challenge of the type was against this round, this one included.
func (g *Game) differentOpponentsHold(p, o *Player, t Challenge, k int) bool {
	free := 1 + g.PlayerMods(p).Challenges[t] - k
	total, singles := 0, 0
	for _, q := range g.Opponents(p) {
		n := g.ChallengesAgainst(p, q, t)
		if q == o {
			n++
		}
		total += n
		if n == 1 {
			singles++
		}
	}
	return total <= free || singles >= total-free
}

// challengeDefender announces the opponent a challenge is initiated
// against: the joust opponent, or in melee the attacking player's choice.
func (g *Game) challengeDefender(p *Player, t Challenge) *Player {
	if g.melee == nil {
		return g.Opponent(p)
	}
	def := g.choosePlayer(p, "opponent", g.ChallengeOpponents(p, t))
	g.melee.against = append(g.melee.against, meleeChallenge{round: g.Round, from: p.Index, to: def.Index, t: t})
	return def
}

// logChallenge logs the initiation of a challenge (naming the defending
// player in melee).
func (g *Game) logChallenge(p, def *Player, t Challenge) {
	if g.melee == nil {
		g.logf(MsgChallenge, p.Index, nil, nil, 0, t.String())
		return
	}
	g.logf(MsgChallengeAgainst, p.Index, nil, nil, def.Index, t.String())
}

// offerRedirect runs right after a challenge is initiated, before the
// attackers-declared step and reactions: each player (from the first
// player) who may still redirect a challenge this round may redirect it;
// the attacking player then chooses a new opponent (not the one it was
// initiated against; restrictions on initiating do not apply). It returns
// the defending player.
func (g *Game) offerRedirect(ch *ChallengeState) *Player {
	orig := ch.Defender
	var cands []*Player
	for _, o := range g.Opponents(ch.Attacker) {
		if o != orig {
			cands = append(cands, o)
		}
	}
	if len(cands) == 0 {
		return orig
	}
	for _, i := range g.playerOrder() {
		r := g.Players[i]
		if r.Eliminated || g.PlayerValue(r, ValueRedirects) <= g.redirectsUsed(r) {
			continue
		}
		if !g.askYesNo(r, "redirect", nil) {
			continue
		}
		g.melee.redirects = append(g.melee.redirects, meleeChallenge{round: g.Round, from: r.Index, to: orig.Index, t: ch.Type})
		nd := g.choosePlayer(ch.Attacker, "redirect-opponent", cands)
		ch.Defender = nd
		g.logf(MsgRedirects, r.Index, nil, nil, nd.Index, "")
		g.touch()
		return nd
	}
	return orig
}

func (g *Game) redirectsUsed(p *Player) int {
	n := 0
	for _, r := range g.melee.redirects {
		if r.round == g.Round && r.from == p.Index {
			n++
		}
	}
	return n
}

// challengeBonus is the melee part of step 4.2.3: a winner with a
// BonusAgainstValue for the loser gains that much power for their faction,
// once per opponent each round.
func (g *Game) challengeBonus(ch *ChallengeState) {
	w, l := ch.Winner, ch.Loser
	if w == nil || l == nil {
		return
	}
	n := g.PlayerValue(w, BonusAgainstValue(l))
	if n <= 0 {
		return
	}
	for _, b := range g.melee.bonuses {
		if b.round == g.Round && b.from == w.Index && b.to == l.Index {
			return
		}
	}
	g.melee.bonuses = append(g.melee.bonuses, meleeChallenge{round: g.Round, from: w.Index, to: l.Index, t: ch.Type})
	g.logf(MsgChallengeBonus, w.Index, nil, nil, l.Index, "")
	g.gainBonusPower(w, n)
}

// claimOpponents: in melee, a player with ClaimAnyOpponentsValue for the
// type who wins a challenge of it as the attacking player chooses the
// opponents to resolve its claim against — any number of them, none
// included ("any number of opponents of your choice"); nil otherwise (the
// loser).
func (g *Game) claimOpponents(p *Player, t Challenge) []*Player {
	if g.melee == nil || g.PlayerValue(p, ClaimAnyOpponentsValue(t)) <= 0 {
		return nil
	}
	return append([]*Player{}, g.choosePlayers(p, "claim-opponents", g.Opponents(p), 0)...)
}

// applyChallengeClaim applies the claim of a challenge won by the
// attacking player p against the defending player def (4.2.4), or against
// the opponents p chose (ChallengeState.ClaimAgainst).
func (g *Game) applyChallengeClaim(p, def *Player, t Challenge, ch *ChallengeState) {
	if ch.ClaimAgainst == nil {
		g.applyClaim(p, def, t, g.Claim(p))
		return
	}
	for _, o := range ch.ClaimAgainst {
		if !o.Eliminated {
			g.applyClaim(p, o, t, g.Claim(p))
		}
	}
}

// choosePlayers asks pl to choose at least min of among, one at a time
// (done ends the choice).
func (g *Game) choosePlayers(pl *Player, id string, among []*Player, min int) []*Player {
	return chooseMany(g, pl, id, among, min, len(among), nil,
		func(p *Player) Option { return Option{Kind: OptPlayer, Player: p.Index} },
		func(o Option) *Player { return g.Players[o.Player] })
}
