// Package search is a searching player: at each decision that matters
// (plot, marshaling and action windows, challenges, defenders) it plays
// out every option many times and takes the one that did best.
//
// It is information-set Monte Carlo search flattened to the root: each
// playout copies the game (rules.Game.Copy, a replay of the choices so
// far), determinizes what the searching player cannot see
// (rules.Game.Determinize: the opponent's hand, deck, plot deck and
// facedown hidden areas, its own deck order — shuffled among themselves,
// so sizes and every visible card stay), plays the option, and continues
// with the heuristic bot (play/bot) for both players for a few rounds.
// Options are chosen by UCB1 over the playouts; the answer is the option
// with the best mean result (ties: the heuristic bot's choice). Deeper
// tree nodes are not kept: every playout below the root is the heuristic
// bot's.
//
// The player never reads hidden cards: it sees the real game only through
// the prompt, the heuristic bot's choice and copies it determinizes before
// any decision in them is made.
package search

import (
	"errors"
	"math"

	"github.com/thronescript/thronescript/play/bot"
	"github.com/thronescript/thronescript/rules"
)

// DefaultBudget is the number of playouts per searched decision.
const DefaultBudget = 24

// DefaultHorizon is how many rounds past the decision's round a playout
// runs before it is scored by power (a finished game scores 1 or 0).
const DefaultHorizon = 2

// Bot is the searching decider. It serves one game at a time.
type Bot struct {
	// Budget is the number of playouts per searched decision (0: never
	// search, play as the heuristic bot).
	Budget int
	// Horizon is the playout length in rounds past the current round.
	Horizon int
	seed    uint64
	h       *bot.Bot
	reuse   rules.Reuse
	// Searched counts the decisions searched, Playouts the playouts run.
	Searched, Playouts int
	// Means holds, per option of the last searched decision, the mean
	// result of its playouts (-1: not played out).
	Means []float64
}

// New returns a searching player with a playout budget per decision and
// a seed for its determinizations.
func New(budget int, seed uint64) *Bot {
	return &Bot{Budget: budget, Horizon: DefaultHorizon, seed: seed, h: bot.New()}
}

// searched reports whether a prompt is worth searching.
func searched(p *rules.Prompt) bool {
	switch p.ID {
	case "plot", "challenge", "defenders", "action", rules.StepMarshalWindow:
		return len(p.Options) > 1
	}
	return false
}

// Decide implements rules.Decider.
func (s *Bot) Decide(g *rules.Game, p *rules.Prompt) (rules.Choice, error) {
	hc, err := s.h.Decide(g, p)
	if err != nil || s.Budget <= 0 || !searched(p) {
		return hc, err
	}
	s.Searched++
	n := len(p.Options)
	visits := make([]int, n)
	sums := make([]float64, n)
	// the playouts' seeds follow what everybody sees (the log's length),
	// not the count of decisions: how many questions the opponent was
	// asked can depend on its hidden cards
	base := s.seed ^ uint64(len(g.Log())+1000*p.Player)*0x9e3779b97f4a7c15
	for i := 0; i < s.Budget; i++ {
		arm := pick(visits, sums, i, hc.Index)
		v, err := s.playout(g, p.Player, arm, base+uint64(i)*0xbf58476d1ce4e5b9)
		if err != nil {
			return hc, nil // a copy failed: answer as the heuristic bot
		}
		visits[arm]++
		sums[arm] += v
	}
	s.Means = s.Means[:0]
	for i := range visits {
		m := -1.0
		if visits[i] > 0 {
			m = sums[i] / float64(visits[i])
		}
		s.Means = append(s.Means, m)
	}
	best, bestV := hc.Index, s.Means[hc.Index]
	for i, m := range s.Means {
		if m > bestV+1e-9 {
			best, bestV = i, m
		}
	}
	return rules.Choice{Index: best}, nil
}

// pick chooses the option of playout i: each option once (the heuristic's
// first), then UCB1.
func pick(visits []int, sums []float64, i, first int) int {
	if visits[first] == 0 {
		return first
	}
	for k, v := range visits {
		if v == 0 {
			return k
		}
	}
	best, bestU := 0, math.Inf(-1)
	logN := math.Log(float64(i + 1))
	for k, v := range visits {
		u := sums[k]/float64(v) + 0.7*math.Sqrt(logN/float64(v))
		if u > bestU {
			best, bestU = k, u
		}
	}
	return best
}

var errHorizon = errors.New("search: horizon reached")

// playout plays option arm in a determinized copy of g and scores the
// result for player me in [0, 1].
func (s *Bot) playout(g *rules.Game, me, arm int, seed uint64) (float64, error) {
	s.Playouts++
	cp, err := g.Copy(&s.reuse)
	if err != nil {
		return 0, err
	}
	defer cp.Recycle()
	stopAt := g.Round + s.Horizon
	first := true
	d := rules.DeciderFunc(func(cg *rules.Game, pr *rules.Prompt) (rules.Choice, error) {
		if first {
			first = false
			cg.Determinize(me, seed)
			if arm < len(pr.Options) {
				return rules.Choice{Index: arm}, nil
			}
		}
		if s.Horizon > 0 && cg.Round > stopAt {
			return rules.Choice{}, errHorizon
		}
		return s.h.Decide(cg, pr)
	})
	r, err := cp.Run(d)
	switch {
	case err == nil && r.Over:
		switch r.Winner {
		case me:
			return 1, nil
		case -1:
			return 0.5, nil
		}
		return 0, nil
	case err != nil && !errors.Is(err, errHorizon) && !errors.Is(err, rules.ErrBudget):
		return 0, err
	}
	mine := cp.Power(cp.Players[me])
	theirs := 0
	if cp.IsMelee() {
		// the strongest opponent: the one to catch
		for _, o := range cp.Opponents(cp.Players[me]) {
			theirs = max(theirs, cp.Power(o))
		}
	} else {
		theirs = cp.Power(cp.Opponent(cp.Players[me]))
	}
	return 0.5 + 0.5*math.Tanh(float64(mine-theirs)/6), nil
}
