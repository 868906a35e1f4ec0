package rules

// EvInitiativeWon is raised when the players compare initiative in the
// plot phase (RR 1.4 "Determine initiative"): its interrupts come before
// the comparison ("when you compare initiative": a plot gets more
// initiative), its handler compares and names the winner (Event.Player),
// and its reactions follow ("after you win initiative").
const EvInitiativeWon = "initiative-won"

// determineInitiative raises EvInitiativeWon, logs the winner and returns
// them: the
// highest initiative, ties to the player with the lowest power, then at
// random.
func (g *Game) determineInitiative() *Player {
	ev := g.newEvent(EvInitiativeWon)
	ev.op = opFunc
	var winner *Player
	ev.Handler = func(g *Game, ev *Event) {
		winner = g.initiativeWinner()
		ev.Player = winner
		g.logf(MsgInitiative, winner.Index, nil, nil, 0, "")
	}
	g.Raise(ev)
	if winner == nil { // canceled: the players still compare
		winner = g.initiativeWinner()
		g.logf(MsgInitiative, winner.Index, nil, nil, 0, "")
	}
	return winner
}

func (g *Game) initiativeWinner() *Player {
	best := -1
	var tied []*Player
	for _, i := range g.playerOrder() {
		p := g.Players[i]
		v := g.Initiative(p)
		if v > best {
			best, tied = v, []*Player{p}
		} else if v == best {
			tied = append(tied, p)
		}
	}
	if len(tied) > 1 {
		low := 1 << 30
		var t2 []*Player
		for _, p := range tied {
			pw := g.Power(p)
			if pw < low {
				low, t2 = pw, []*Player{p}
			} else if pw == low {
				t2 = append(t2, p)
			}
		}
		tied = t2
	}
	winner := tied[0]
	if len(tied) > 1 {
		winner = tied[g.rng.IntN(len(tied))]
	}
	return winner
}
