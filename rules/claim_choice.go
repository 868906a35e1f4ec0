package rules

// CannotBeLeftOutOfClaim is the card restriction word (Modifier.Cannot) of
// a character that must be chosen for claim, if able: when its controller
// chooses characters to satisfy military claim, such characters are chosen
// first ("that character must be chosen for claim during this challenge,
// if able").
const CannotBeLeftOutOfClaim = "be-left-out-of-claim"

// claimVictims has loser choose k of chars to satisfy military claim: the
// characters that cannot be left out of claim first (the loser picks among
// them if there are more than k), then k minus those among the others.
func (g *Game) claimVictims(loser *Player, chars []*Card, k int) []*Card {
	var must, rest []*Card
	for _, c := range chars {
		if g.Cannot(c, CannotBeLeftOutOfClaim) {
			must = append(must, c)
		} else {
			rest = append(rest, c)
		}
	}
	if len(must) == 0 {
		return g.ChooseCards(loser, "claim", chars, k, k, nil)
	}
	if len(must) >= k {
		return g.ChooseCards(loser, "claim", must, k, k, nil)
	}
	n := k - len(must)
	return append(must, g.ChooseCards(loser, "claim", rest, n, n, nil)...)
}
