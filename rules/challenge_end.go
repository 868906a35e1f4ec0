package rules

// EndChallenge ends the challenge in progress early with no winner or
// loser ("End the challenge with no winner or loser"): nobody declares
// defenders or takes actions in it any more, no winner is determined, so
// no claim, bonus or keyword applies, and the challenge goes on to its end
// (4.2.6, challenge-ended). It still counts as initiated. It returns false
// when no challenge is in progress or its winner is already determined.
func (g *Game) EndChallenge(ctx *Context) bool {
	ch := g.ch
	if ch == nil || ch.Ended || ch.Winner != nil || ch.Loser != nil {
		return false
	}
	ch.Ended = true
	g.touch()
	return true
}
