// Package save reads and writes the saved games of `throne play --save`
// (the engine's save plus what replay checks), replays them and rewinds
// games.
package save

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"

	"github.com/thronescript/thronescript/internal/atomicfile"
	"github.com/thronescript/thronescript/rules"
)

// Game is the file `throne play --save` writes: the engine's save (seed, decks,
// every answer) plus what replay checks. It holds the whole game, hidden
// cards included (both hands, both decks in order, shadows): it is not to be
// shared with the opponent.
type Game struct {
	Format  string          `json:"format"`
	Players [2]string       `json:"players"`
	Over    bool            `json:"over"`
	Winner  int             `json:"winner"`
	Reason  string          `json:"reason,omitempty"`
	Rounds  int             `json:"rounds"`
	LogHash string          `json:"logHash"`
	Game    json.RawMessage `json:"game"`
}

// Format names the file format of a Game: format 2 records the hash of
// the log's structure (rules.Game.LogKeyHash), which no catalog's wording
// changes.
const Format = "throne-game/2"

// FormatV1 is the format that recorded the hash of the log's English text
// (rules.Game.LogHash); such files are still read and verified with it.
const FormatV1 = "throne-game/1"

// Write saves g, played by the given player kinds, to path.
func Write(path string, g *rules.Game, kinds [2]string) error {
	data, err := g.Save()
	if err != nil {
		return err
	}
	r := g.Result()
	sg := Game{Format: Format, Players: kinds, Over: r.Over, Winner: r.Winner, Reason: r.Reason, Rounds: g.Round,
		LogHash: LogHash(g), Game: data}
	b, err := json.MarshalIndent(sg, "", " ")
	if err != nil {
		return err
	}
	return atomicfile.Write(path, append(b, '\n'), 0o644)
}

// Read reads a file written by Write (or a bare engine save).
func Read(path string) (*Game, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, unwrapPath(err)
	}
	var sg Game
	if err := json.Unmarshal(b, &sg); err != nil {
		return nil, fmt.Errorf("not a saved game: %v", err)
	}
	if sg.Format != "" && sg.Format != Format && sg.Format != FormatV1 {
		return nil, fmt.Errorf("a saved game of format %q; this throne reads %q and %q", sg.Format, Format, FormatV1)
	}
	if len(sg.Game) == 0 {
		sg = Game{Game: b, Winner: -1}
	}
	return &sg, nil
}

// Rewind rebuilds the game with the answers before decision at: the
// engine replays them (same seed, same answers, same game) and asks again.
func Rewind(lib rules.Library, g *rules.Game, at int) (*rules.Game, error) {
	data, err := g.Save()
	if err != nil {
		return nil, err
	}
	var sf rules.SaveFile
	if err := json.Unmarshal(data, &sf); err != nil {
		return nil, err
	}
	if at < len(sf.Choices) {
		sf.Choices = sf.Choices[:at]
	}
	sf.StateHash = 0
	sf.State = nil
	data, err = json.Marshal(sf)
	if err != nil {
		return nil, err
	}
	return rules.Resume(lib, data)
}

func unwrapPath(err error) error {
	var pe *os.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
}
