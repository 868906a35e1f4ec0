// Package save reads and writes the saved games of `throne play --save`
// (the engine's save plus what replay checks), replays them and rewinds
// games.
package save

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"os"

	"github.com/thronescript/thronescript/dsl/diag"
	"github.com/thronescript/thronescript/internal/atomicfile"
	"github.com/thronescript/thronescript/rules"
)

// Game is the file `throne play --save` writes: the engine's save (seed,
// decks with the players' names and the decks' titles, every answer, the
// state hash) plus what replay checks; the engine's all-seeing view of
// the state is left out. Replaying it shows every hidden card (both hands,
// both decks in order, shadows), so it is not to be shared with the
// opponent: WriteView writes a copy that shows only one player's view.
//
// Everything a replay prints is verified: Hash covers every other field
// (Read checks it), and LogHash the replayed log (Verify checks it).
type Game struct {
	Format  string          `json:"format"`
	Players []string        `json:"players"` // the seats' player kinds, one per player
	Over    bool            `json:"over"`
	Winner  int             `json:"winner"`
	Reason  string          `json:"reason,omitempty"`
	Rounds  int             `json:"rounds"`
	LogHash string          `json:"logHash"`
	Game    json.RawMessage `json:"game"`
	// Hash is the SHA-256 of the other fields as read (contentHash): the
	// players' names, the decks' titles and contents, the seats, the seed,
	// the options, the answers, the result and the log hash.
	Hash string `json:"hash"`

	choices   int    // answers saved (Read)
	stateHash uint64 // the state's hash when saved (Read)
}

// Format names the file format of a Game: format 3 adds Hash, which covers
// the players' names, the decks' titles and everything else the file
// holds; the log hash is of the log's structure (rules.Game.LogKeyHash),
// which no catalog's wording changes.
const Format = "throne-game/3"

// Formats 1 (the hash of the log's English text) and 2 (the log's
// structure) hashed the log only: a file whose players' names or deck
// titles were swapped replayed as verified. Read refuses them.
const (
	FormatV1 = "throne-game/1"
	FormatV2 = "throne-game/2"
)

// ViewFormat names the file format of a View.
const ViewFormat = "throne-game-view/1"

// engineVersion is the version of the engine's save (rules.SaveFile) this
// package reads.
const engineVersion = 1

// Write saves g, played by the given player kinds (one per player), to
// path.
func Write(path string, g *rules.Game, kinds []string) error {
	sf, err := engineSave(g)
	if err != nil {
		return err
	}
	// the engine's all-seeing view is left out: replaying the answers
	// rebuilds it
	sf.State = nil
	data, err := json.Marshal(sf)
	if err != nil {
		return err
	}
	var fields map[string]json.RawMessage
	if err := json.Unmarshal(data, &fields); err != nil {
		return err
	}
	delete(fields, "state")
	if data, err = json.Marshal(fields); err != nil {
		return err
	}
	r := g.Result()
	sg := Game{Format: Format, Players: kinds, Over: r.Over, Winner: r.Winner, Reason: r.Reason, Rounds: g.Round,
		LogHash: LogHash(g), Game: data}
	if sg.Hash, err = contentHash(&sg); err != nil {
		return err
	}
	b, err := json.MarshalIndent(sg, "", " ")
	if err != nil {
		return err
	}
	return atomicfile.Write(path, append(b, '\n'), 0o644)
}

func engineSave(g *rules.Game) (*rules.SaveFile, error) {
	data, err := g.Save()
	if err != nil {
		return nil, err
	}
	var sf rules.SaveFile
	if err := json.Unmarshal(data, &sf); err != nil {
		return nil, err
	}
	return &sf, nil
}

// View is the copy of a game WriteView writes for one player: the log as
// that player saw it and the board from their side, their own deck list,
// and the result. It holds no seed and no answers: it cannot be resumed
// or replayed, and it may be shared (in a bug report, with the opponent
// after the game).
type View struct {
	Format  string          `json:"format"`
	Reader  int             `json:"reader"` // 1 to the number of players
	Players []string        `json:"players"`
	Over    bool            `json:"over"`
	Winner  int             `json:"winner"`
	Reason  string          `json:"reason,omitempty"`
	Rounds  int             `json:"rounds"`
	Deck    *rules.DeckList `json:"deck,omitempty"`
	Log     []string        `json:"log"`
	Board   *rules.View     `json:"board"`
}

// WriteView writes player reader's (0 to the number of players less one)
// copy of g to path; log is the game's log as that player reads it
// (rendered by the caller, in the player's language).
func WriteView(path string, g *rules.Game, kinds []string, reader int, log []string) error {
	if reader < 0 || reader >= len(g.Players) {
		return fmt.Errorf("no player %d", reader+1)
	}
	sf, err := engineSave(g)
	if err != nil {
		return err
	}
	r := g.Result()
	v := View{Format: ViewFormat, Reader: reader + 1, Players: kinds, Over: r.Over, Winner: r.Winner, Reason: r.Reason,
		Rounds: g.Round, Log: log, Board: g.View(reader)}
	if c := sf.Start.Config; c != nil && reader < len(c.Players) {
		v.Deck = &c.Players[reader]
	}
	b, err := json.MarshalIndent(v, "", " ")
	if err != nil {
		return err
	}
	return atomicfile.Write(path, append(b, '\n'), 0o644)
}

// Read reads a file written by Write (see Parse).
func Read(path string) (*Game, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, diag.Cause(err)
	}
	return Parse(b)
}

// Parse reads the bytes of a file written by Write. It refuses a file of
// another format (formats 1 and 2 too, whose hashes cover the log only) or
// engine version, a player's copy (View), a saved game without the hashes
// that verify it, and one whose content hash does not match what it holds
// (a name, a deck, the seed or an answer changed after it was written).
func Parse(b []byte) (*Game, error) {
	var sg Game
	if err := json.Unmarshal(b, &sg); err != nil {
		return nil, fmt.Errorf("not a saved game: %v", err)
	}
	switch sg.Format {
	case Format:
	case ViewFormat:
		return nil, errors.New("a player's copy of a game (throne play --reader): it shows one side only and cannot be resumed or replayed")
	case FormatV1, FormatV2:
		return nil, fmt.Errorf("a saved game of format %q, whose hash covers the log but not the players' names, the decks or the seed, so its replay cannot be verified; this throne reads %q", sg.Format, Format)
	case "":
		return nil, fmt.Errorf("not a saved game of throne play --save: it names no format (%q)", Format)
	default:
		return nil, fmt.Errorf("a saved game of format %q; this throne reads %q", sg.Format, Format)
	}
	var sf rules.SaveFile
	if err := json.Unmarshal(sg.Game, &sf); err != nil {
		return nil, fmt.Errorf("not a saved game: %v", err)
	}
	if sf.Version != engineVersion {
		return nil, fmt.Errorf("a saved game of engine version %d; this throne reads version %d", sf.Version, engineVersion)
	}
	if c := sf.Start.Config; c != nil && len(sg.Players) != len(c.Players) {
		return nil, fmt.Errorf("the saved game names %d player kinds for %d players", len(sg.Players), len(c.Players))
	}
	if sf.StateHash == 0 || sg.LogHash == "" || sg.Hash == "" {
		return nil, errors.New("the saved game has no state, log or content hash to verify it by")
	}
	if h, err := contentHash(&sg); err != nil || h != sg.Hash {
		return nil, errors.New("the saved game was changed after it was written: its content hash does not match the players, decks, seed, answers and result it holds")
	}
	sg.choices, sg.stateHash = len(sf.Choices), sf.StateHash
	return &sg, nil
}

// contentHash is the SHA-256, in hex, of every field of sg but Hash, as
// the engine and replay read them: the engine's save is decoded and
// encoded again, so the hash is of the values (the seed, the names, the
// answers) and not of the file's spacing or key order.
func contentHash(sg *Game) (string, error) {
	var sf rules.SaveFile
	if err := json.Unmarshal(sg.Game, &sf); err != nil {
		return "", err
	}
	b, err := json.Marshal(struct {
		Format  string          `json:"format"`
		Players []string        `json:"players"`
		Over    bool            `json:"over"`
		Winner  int             `json:"winner"`
		Reason  string          `json:"reason"`
		Rounds  int             `json:"rounds"`
		LogHash string          `json:"logHash"`
		Game    *rules.SaveFile `json:"game"`
	}{sg.Format, sg.Players, sg.Over, sg.Winner, sg.Reason, sg.Rounds, sg.LogHash, &sf})
	if err != nil {
		return "", err
	}
	sum := sha256.Sum256(b)
	return hex.EncodeToString(sum[:]), nil
}

// Rewind rebuilds the game with the answers before decision at: the
// engine replays them (same seed, same answers, same game) and asks again.
func Rewind(lib rules.Definitions, g *rules.Game, at int) (*rules.Game, error) {
	sf, err := engineSave(g)
	if err != nil {
		return nil, err
	}
	if at < len(sf.Choices) {
		sf.Choices = sf.Choices[:at]
	}
	sf.StateHash = 0
	sf.State = nil
	data, err := json.Marshal(sf)
	if err != nil {
		return nil, err
	}
	return rules.Resume(lib, data)
}
