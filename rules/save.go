package rules

import (
	"encoding/json"
	"errors"
	"fmt"
	"hash/fnv"
	"strconv"
	"sync/atomic"
)

// startSpec is how a game was built (enough to rebuild it).
type startSpec struct {
	Config   *Config   `json:"config,omitempty"`
	Scenario *Scenario `json:"scenario,omitempty"`
	From     string    `json:"from"`
}

type swapRecord struct {
	At      int    `json:"at"`
	Code    string `json:"code"`
	Version int    `json:"version"`
}

// SaveFile is the JSON form of a saved game: how it started, every choice
// made, reloads, the RNG state and a hash of the state when saved.
type SaveFile struct {
	Version   int          `json:"version"`
	Start     startSpec    `json:"start"`
	Choices   []int        `json:"choices"`
	Swaps     []swapRecord `json:"swaps,omitempty"`
	RNG       []byte       `json:"rng"`
	StateHash uint64       `json:"stateHash"`
	State     *View        `json:"state"`
}

// ErrResumeMismatch means replaying a saved game did not reach the saved state.
var ErrResumeMismatch = errors.New("rules: resumed game diverged from the saved state")

// Save serializes the game: definitions are referenced by code, so
// Resume needs Definitions with the same definitions.
func (g *Game) Save() ([]byte, error) {
	rng, err := g.pcg.MarshalBinary()
	if err != nil {
		return nil, err
	}
	sf := SaveFile{Version: 1, Start: g.start, Choices: g.choices, Swaps: g.swaps, RNG: rng, StateHash: g.StateHash(), State: g.View(-1)}
	return json.MarshalIndent(sf, "", " ")
}

// VersionedDefinitions are Definitions that also keep earlier versions of
// definitions reloaded with Game.ReplaceDef, so that a game with reloads
// resumes identically: it starts with the versions the game started with
// and replays each reload with the recorded version.
type VersionedDefinitions interface {
	Definitions
	CardDefVersion(code string, version int) *CardDef
}

// startLib serves the definitions a game started with.
type startLib struct {
	VersionedDefinitions
	first map[string]int
}

func (s startLib) CardDef(code string) *CardDef {
	if v, ok := s.first[code]; ok {
		return s.CardDefVersion(code, v)
	}
	return s.VersionedDefinitions.CardDef(code)
}

// Resume rebuilds a saved game. Run replays the recorded choices (without
// asking the decider), checks that the saved state is reached, and then
// continues with the decider.
func Resume(lib Definitions, data []byte) (*Game, error) {
	var sf SaveFile
	if err := json.Unmarshal(data, &sf); err != nil {
		return nil, fmt.Errorf("rules: bad save file: %w", err)
	}
	var g *Game
	var err error
	build := lib
	if vl, ok := lib.(VersionedDefinitions); ok && len(sf.Swaps) > 0 {
		first := map[string]int{}
		for _, s := range sf.Swaps {
			if _, seen := first[s.Code]; !seen {
				first[s.Code] = s.Version - 1
			}
		}
		build = startLib{vl, first}
	}
	switch {
	case sf.Start.Config != nil:
		g, err = NewGame(build, *sf.Start.Config)
	case sf.Start.Scenario != nil:
		g, err = NewScenario(build, *sf.Start.Scenario)
	default:
		return nil, errors.New("rules: save file has no start")
	}
	if err != nil {
		return nil, err
	}
	g.lib = lib
	g.replay = sf.Choices
	g.pendingSwaps = sf.Swaps
	g.verifyHash = sf.StateHash
	g.verifyAt = len(sf.Choices)
	return g, nil
}

// StateHash hashes the complete game state (cards, players, phase, RNG).
func (g *Game) StateHash() uint64 {
	h := fnv.New64a()
	w := func(v int) { h.Write([]byte(strconv.Itoa(v))); h.Write([]byte{','}) }
	w(g.Round)
	w(int(g.Phase))
	w(g.First)
	w(g.Active)
	for _, p := range g.Players {
		w(p.Gold)
		for _, z := range p.zones {
			for _, id := range z {
				w(int(id))
			}
			w(-1)
		}
	}
	for _, c := range g.Cards {
		w(int(c.Area))
		w(c.Controller)
		w(int(c.Parent))
		if c.Kneeling {
			w(1)
		}
		if c.Faceup {
			w(2)
		}
		for _, t := range c.Tokens {
			h.Write([]byte(t.Kind))
			w(t.N)
		}
		w(c.Def.Version)
	}
	b, _ := g.pcg.MarshalBinary()
	h.Write(b)
	return h.Sum64()
}

// checkResume runs at each prompt while a resumed game replays.
func (g *Game) checkResume() {
	n := len(g.choices)
	for len(g.pendingSwaps) > 0 && g.pendingSwaps[0].At == n {
		s := g.pendingSwaps[0]
		g.pendingSwaps = g.pendingSwaps[1:]
		d := g.lib.CardDef(s.Code)
		if vl, ok := g.lib.(VersionedDefinitions); ok {
			d = vl.CardDefVersion(s.Code, s.Version)
		}
		if d != nil {
			g.ReplaceDef(s.Code, d)
		}
	}
	if g.verifyHash != 0 && n == g.verifyAt {
		want := g.verifyHash
		g.verifyHash = 0
		if g.StateHash() != want {
			panic(stopSignal{ErrResumeMismatch})
		}
	}
}

// ReplaceDef swaps the definition of every card with code (hot reload,
// between actions): cards take the new stats and abilities at once.
func (g *Game) ReplaceDef(code string, nd *CardDef) int {
	n := 0
	var first *Card
	old := 0
	for _, c := range g.Cards {
		if c.Def.Code == code {
			if c.Def.Version > old {
				old = c.Def.Version
			}
			if c.Def != nd {
				c.Def = nd
				c.info = g.infoFor(nd)
			}
			if first == nil {
				first = c
			}
			n++
		}
	}
	if n == 0 {
		return 0
	}
	if nd.Version <= old {
		nd.Version = old + 1
	}
	for _, ab := range nd.Abilities {
		atomic.StoreUint64(&ab.areaMask, 0)
		g.listen(ab)
	}
	g.swaps = append(g.swaps, swapRecord{At: len(g.choices), Code: code, Version: nd.Version})
	g.logf(MsgReloaded, -1, first, nil, nd.Version, "")
	g.touch()
	return n
}

// Fork returns a new game that replays this game's choices: running it
// with a decider continues from where this game stopped (after ErrStop),
// leaving this game untouched. Simulations use it to branch.
func (g *Game) Fork() (*Game, error) {
	data, err := g.Save()
	if err != nil {
		return nil, err
	}
	return Resume(g.lib, data)
}
