package save

import (
	"errors"
	"fmt"

	"github.com/thronescript/thronescript/rules"
)

// Replay is a saved game played again from its seed and answers.
type Replay struct {
	Game   *rules.Game
	Result rules.Result
	// Budget: the game stopped at the engine's step budget.
	Budget bool
	// LogHash is the replayed log's hash (Game.Verify compares it with the
	// saved one).
	LogHash string
}

// ReplayError says which step of a replay failed.
type ReplayError struct {
	// Resume: the engine could not resume the save (it needs other cards);
	// otherwise the game failed while replaying its answers.
	Resume bool
	Err    error
}

func (e *ReplayError) Error() string {
	if e.Resume {
		return "cannot replay the game: " + e.Err.Error()
	}
	return "the replay failed: " + e.Err.Error()
}

func (e *ReplayError) Unwrap() error { return e.Err }

// Replay resumes sg against lib and runs it to its end, or to the question
// it was saved at when it was saved unfinished.
func (sg *Game) Replay(lib rules.Definitions) (*Replay, error) {
	g, err := rules.Resume(lib, sg.Game)
	if err != nil {
		return nil, &ReplayError{Resume: true, Err: err}
	}
	stop := rules.DeciderFunc(func(*rules.Game, *rules.Prompt) (rules.Choice, error) { return rules.Choice{}, rules.ErrStop })
	res, err := g.Run(stop)
	budget := errors.Is(err, rules.ErrBudget)
	if err != nil && !errors.Is(err, rules.ErrStop) && !budget {
		return nil, &ReplayError{Err: err}
	}
	if n := g.Decisions(); n < sg.choices {
		return nil, &ReplayError{Err: fmt.Errorf("the saved game holds %d answers after its end (it ended at answer %d of %d)", sg.choices-n, n, sg.choices)}
	}
	// the engine checks the state's hash at the question the game was
	// saved at; a game that ended asks no more questions
	if sg.stateHash != 0 && err == nil && g.StateHash() != sg.stateHash {
		return nil, &ReplayError{Err: rules.ErrResumeMismatch}
	}
	return &Replay{Game: g, Result: res, Budget: budget, LogHash: LogHash(g)}, nil
}

// Verify reports whether rep, the replay of sg, is the game sg saved: the
// same log (LogHash) and the same result. Read has checked that the rest
// of the file (names, decks, seed, answers) is as written.
func (sg *Game) Verify(rep *Replay) error {
	if rep.LogHash != sg.LogHash {
		return fmt.Errorf("the replayed log differs from the saved game (hash %s, saved %s)", rep.LogHash, sg.LogHash)
	}
	r := rep.Game.Result()
	if r.Over != sg.Over || r.Winner != sg.Winner || r.Reason != sg.Reason || rep.Game.Round != sg.Rounds {
		return fmt.Errorf("the replayed game ends otherwise than the saved one (winner %d by %q in round %d, saved %d by %q in round %d)",
			r.Winner, r.Reason, rep.Game.Round, sg.Winner, sg.Reason, sg.Rounds)
	}
	return nil
}

// LogHash is the hash of g's log as a save file records it: the hash of
// the log's structure, independent of any language's wording.
func LogHash(g *rules.Game) string { return fmt.Sprintf("%016x", g.LogKeyHash()) }
