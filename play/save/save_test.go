package save_test

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/thronescript/thronescript/internal/gametest"
	"github.com/thronescript/thronescript/interp"
	"github.com/thronescript/thronescript/play/save"
	"github.com/thronescript/thronescript/play/sim"
	"github.com/thronescript/thronescript/rules"
)

// playedGame is a finished game between two random players.
func playedGame(t testing.TB) (*interp.Library, *rules.Game) {
	t.Helper()
	lib, decks := gametest.Decks(t, "greyjoy-lion-raiders.txt", "lannister-kraken-schemes.txt")
	decks[0].Name, decks[0].Title = "Greyjoy", "Greyjoy: Lion Raiders"
	decks[1].Name, decks[1].Title = "Lannister", "Lannister: Kraken Schemes"
	g, err := rules.NewGame(lib, rules.Config{Seed: 3, Players: decks})
	if err != nil {
		t.Fatal(err)
	}
	seat := make(sim.Seat, 2)
	for k := range seat {
		seat[k], _ = sim.NewDecider(sim.KindRandom, sim.PlayerSeed(3, k))
	}
	if _, err := g.Run(seat); err != nil && !errors.Is(err, rules.ErrBudget) {
		t.Fatal(err)
	}
	return lib, g
}

// TestWriteReadReplay: a saved game reads back with its result and replays
// to the same log (the same hash); a rewound game asks again at the
// decision it was rewound to.
func TestWriteReadReplay(t *testing.T) {
	lib, g := playedGame(t)
	name := written(t, g)
	sg, err := save.Read(name)
	if err != nil {
		t.Fatal(err)
	}
	res := g.Result()
	if sg.Format != save.Format || sg.Over != res.Over || sg.Winner != res.Winner || sg.Rounds != g.Round || sg.LogHash != save.LogHash(g) {
		t.Errorf("read back %+v, want the game's result %+v after %d rounds", sg, res, g.Round)
	}
	rep, err := sg.Replay(lib)
	if err != nil {
		t.Fatal(err)
	}
	if rep.LogHash != sg.LogHash || rep.Result.Winner != res.Winner {
		t.Errorf("replay: hash %s winner %d, saved %s winner %d", rep.LogHash, rep.Result.Winner, sg.LogHash, res.Winner)
	}
	back, err := save.Rewind(lib, g, 5)
	if err != nil {
		t.Fatal(err)
	}
	stop := rules.DeciderFunc(func(*rules.Game, *rules.Prompt) (rules.Choice, error) { return rules.Choice{}, rules.ErrStop })
	if _, err := back.Run(stop); !errors.Is(err, rules.ErrStop) || back.Decisions() != 5 {
		t.Errorf("the rewound game asks at decision %d (%v), want 5", back.Decisions(), err)
	}
}

func TestReadErrors(t *testing.T) {
	dir := t.TempDir()
	if _, err := save.Read(filepath.Join(dir, "missing.json")); err == nil {
		t.Error("a missing file was read")
	}
	bad := filepath.Join(dir, "bad.json")
	if err := os.WriteFile(bad, []byte("not json"), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := save.Read(bad); err == nil {
		t.Error("a file that is not a saved game was read")
	}
	sg := &save.Game{Game: []byte(`{"start":{}}`)}
	var re *save.ReplayError
	if _, err := sg.Replay(nil); !errors.As(err, &re) || !re.Resume {
		t.Errorf("replaying a broken save: %v, want a resume error", err)
	}
}

// TestReadRejectsOtherFormats: a saved game of another format (or version)
// is refused with a message naming both formats; so are formats 1 and 2,
// whose hashes covered the log only (issue 31), and a file naming no
// format (a bare engine save).
func TestReadRejectsOtherFormats(t *testing.T) {
	_, g := playedGame(t)
	data, err := g.Save()
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct{ src, want string }{
		{`{"format": "throne-game/9", "game": {"start": {}}}`, `format "throne-game/9"; this throne reads "throne-game/3"`},
		{fmt.Sprintf(`{"format": %q, "logHash": "%016x", "game": %s}`, save.FormatV1, g.LogHash(), data), `format "throne-game/1", whose hash covers the log but not the players' names`},
		{fmt.Sprintf(`{"format": %q, "logHash": %q, "game": %s}`, save.FormatV2, save.LogHash(g), data), `format "throne-game/2", whose hash covers the log but not the players' names`},
		{string(data), "it names no format"},
	} {
		if _, err := save.Parse([]byte(tc.src)); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%.60s…: err = %v, want %q", tc.src, err, tc.want)
		}
	}
}

// savedJSON writes g and returns the file as JSON objects: the file and
// the engine's save inside it.
func savedJSON(t *testing.T, g *rules.Game) (file, engine map[string]any) {
	t.Helper()
	name := written(t, g)
	b, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.UseNumber() // the hashes are 64-bit numbers
	if err := dec.Decode(&file); err != nil {
		t.Fatal(err)
	}
	return file, file["game"].(map[string]any)
}

// TestSaveHoldsNoState: a saved game keeps what resuming and verifying
// need (start with seed and decks, answers, state hash, log hash) and
// not the engine's all-seeing view of the state (both hands, both decks).
func TestSaveHoldsNoState(t *testing.T) {
	_, g := playedGame(t)
	file, engine := savedJSON(t, g)
	if engine["state"] != nil {
		t.Errorf("the saved game holds the whole state: %.200v", engine["state"])
	}
	for _, k := range []string{"start", "choices", "stateHash", "rng"} {
		if engine[k] == nil {
			t.Errorf("the saved game has no %q", k)
		}
	}
	if file["logHash"] == "" {
		t.Error("the saved game has no log hash")
	}
}

// changed is the message of a save whose content hash does not match.
const changed = "was changed after it was written"

// TestTamperedSavesRejected: a saved game whose engine version, hashes,
// answers, players' names or deck titles were changed is refused by Read,
// or by Replay and Verify, saying why. Issue 31: swapping the players'
// names and deck titles replayed as verified ("Lannister wins" a game
// Martell won). The rows hashed again are files as a throne with other
// cards would have written them: the replay must find the difference.
func TestTamperedSavesRejected(t *testing.T) {
	lib, g := playedGame(t)
	players := func(e map[string]any) []any {
		return e["start"].(map[string]any)["config"].(map[string]any)["players"].([]any)
	}
	swap := func(key string) func(_, e map[string]any) {
		return func(_, e map[string]any) {
			p := players(e)
			a, b := p[0].(map[string]any), p[1].(map[string]any)
			a[key], b[key] = b[key], a[key]
		}
	}
	tests := []struct {
		name   string
		change func(file, engine map[string]any)
		rehash bool
		want   string
	}{
		{"engine version", func(_, e map[string]any) { e["version"] = 2 }, false, "engine version 2"},
		{"no state hash", func(_, e map[string]any) { delete(e, "stateHash") }, false, "no state, log or content hash"},
		{"no log hash", func(f, _ map[string]any) { delete(f, "logHash") }, false, "no state, log or content hash"},
		{"no content hash", func(f, _ map[string]any) { delete(f, "hash") }, false, "no state, log or content hash"},
		{"players' names swapped", swap("name"), false, changed},
		{"deck titles swapped", swap("title"), false, changed},
		{"a name with an escape code", func(_, e map[string]any) { players(e)[0].(map[string]any)["name"] = "\x1b[2J" }, false, changed},
		{"seed", func(_, e map[string]any) { e["start"].(map[string]any)["config"].(map[string]any)["seed"] = 4 }, false, changed},
		{"seats' kinds", func(f, _ map[string]any) { f["players"] = []any{"bot", "random"} }, false, changed},
		{"winner", func(f, _ map[string]any) { f["winner"] = other(f["winner"]) }, false, changed},
		{"a card of a deck", func(_, e map[string]any) {
			d := players(e)[0].(map[string]any)["deck"].([]any)
			d[0], d[len(d)-1] = d[len(d)-1], "01001"
		}, false, changed},
		{"wrong state hash", func(_, e map[string]any) { e["stateHash"] = 12345 }, false, changed},
		{"wrong state hash, hashed again", func(_, e map[string]any) { e["stateHash"] = 12345 }, true, "diverged from the saved state"},
		{"answers past the end, hashed again", func(_, e map[string]any) { e["choices"] = append(e["choices"].([]any), 0, 1, 0) }, true, "3 answers after its end"},
		{"log hash, hashed again", func(f, _ map[string]any) { f["logHash"] = "0000000000000000" }, true, "the replayed log differs"},
		{"winner, hashed again", func(f, _ map[string]any) { f["winner"] = other(f["winner"]) }, true, "ends otherwise than the saved one"},
		{"a player's copy", func(f, _ map[string]any) { f["format"] = save.ViewFormat }, false, "cannot be resumed"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			file, engine := savedJSON(t, g)
			tc.change(file, engine)
			b, err := json.Marshal(file)
			if err != nil {
				t.Fatal(err)
			}
			if tc.rehash {
				if file["hash"], err = save.ContentHash(b); err != nil {
					t.Fatal(err)
				}
				if b, err = json.Marshal(file); err != nil {
					t.Fatal(err)
				}
			}
			name := filepath.Join(t.TempDir(), "tampered.json")
			if err := os.WriteFile(name, b, 0o644); err != nil {
				t.Fatal(err)
			}
			_, err = verified(lib, name)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("got %v, want an error saying %q", err, tc.want)
			}
		})
	}
}

// other is the other player of a JSON winner.
func other(w any) int {
	if w.(json.Number).String() == "0" {
		return 1
	}
	return 0
}

// verified reads, replays and verifies the saved game at path, as throne
// replay does.
func verified(lib rules.Definitions, path string) (*save.Replay, error) {
	sg, err := save.Read(path)
	if err != nil {
		return nil, err
	}
	rep, err := sg.Replay(lib)
	if err != nil {
		return nil, err
	}
	return rep, sg.Verify(rep)
}

// TestWriteView: a player's copy holds that player's log and board, their
// own deck list and the result, and nothing to replay the game by (no
// seed, no answers, no opponent's deck list).
func TestWriteView(t *testing.T) {
	_, g := playedGame(t)
	name := filepath.Join(t.TempDir(), "view.json")
	log := g.RenderLog(1, rules.EnglishCatalog())
	if err := save.WriteView(name, g, []string{"random", "random"}, 1, log); err != nil {
		t.Fatal(err)
	}
	b, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	var v save.View
	if err := json.Unmarshal(b, &v); err != nil {
		t.Fatal(err)
	}
	if v.Format != save.ViewFormat || v.Reader != 2 || v.Board.Viewer != 1 || len(v.Log) != len(log) || v.Deck == nil || len(v.Deck.Plots) == 0 || strings.Count(string(b), `"plots"`) != 1 {
		t.Errorf("the copy for player 2: format %q reader %d viewer %d, %d of %d log lines, deck %+v", v.Format, v.Reader, v.Board.Viewer, len(v.Log), len(log), v.Deck)
	}
	for _, k := range []string{`"seed"`, `"choices"`, `"rng"`, `"stateHash"`} {
		if strings.Contains(string(b), k) {
			t.Errorf("the copy for player 2 holds %s", k)
		}
	}
	if _, err := save.Read(name); err == nil {
		t.Error("a player's copy was read as a saved game")
	}
}

// TestLogHashIsLanguageFree: the log hash is of the log's structure (the
// same whatever the English wording).
func TestLogHashIsLanguageFree(t *testing.T) {
	_, g := playedGame(t)
	key := save.LogHash(g)
	if want := fmt.Sprintf("%016x", g.LogKeyHash()); key != want {
		t.Fatalf("save.LogHash = %s, want the key hash %s", key, want)
	}
	// The key hash reads no template: rendering with another wording
	// changes the text, not the key hash.
	other := rules.EnglishCatalog()
	other[rules.MsgDraws] = "{actor} takes {n} from the deck"
	if strings.Join(g.RenderLog(-1, other), "\n") == strings.Join(g.RenderLog(-1, rules.EnglishCatalog()), "\n") {
		t.Fatal("the changed template changed no line")
	}
	if fmt.Sprintf("%016x", g.LogKeyHash()) != key {
		t.Error("the key hash changed")
	}
}

// written saves g (two random players) to a new file and returns its name.
func written(t *testing.T, g *rules.Game) string {
	t.Helper()
	name := filepath.Join(t.TempDir(), "game.json")
	if err := save.Write(name, g, []string{"random", "random"}); err != nil {
		t.Fatal(err)
	}
	return name
}

// TestMeleeWriteReadReplay: a melee game of four (the titles, every
// player's deck) saves with one player kind per seat, reads back, replays
// to the same log and result, and rewinds; a player's copy is written for
// seat 4; a file whose kinds do not match its players is refused.
func TestMeleeWriteReadReplay(t *testing.T) {
	lib, decks := gametest.Decks(t, "greyjoy-lion-raiders.txt", "lannister-kraken-schemes.txt", "stark-shadows-of-the-north.txt", "tyrell-stag-and-rose.txt")
	for k := range decks {
		decks[k].Name = fmt.Sprintf("P%d", k+1)
	}
	g, err := rules.NewGame(lib, rules.Config{Seed: 4, Players: decks, Melee: &rules.Melee{Titles: sim.MeleeTitles(lib)}})
	if err != nil {
		t.Fatal(err)
	}
	seat := make(sim.Seat, 4)
	for k := range seat {
		seat[k], _ = sim.NewDecider(sim.KindBot, sim.PlayerSeed(4, k))
	}
	if _, err := g.Run(seat); err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	name := filepath.Join(dir, "melee.json")
	kinds := []string{"bot", "bot", "bot", "bot"}
	if err := save.Write(name, g, kinds); err != nil {
		t.Fatal(err)
	}
	sg, err := save.Read(name)
	if err != nil {
		t.Fatal(err)
	}
	if len(sg.Players) != 4 || !sg.Over || sg.Winner != g.Result().Winner {
		t.Fatalf("read back %d kinds, over %v, winner %d; want 4 kinds and winner %d", len(sg.Players), sg.Over, sg.Winner, g.Result().Winner)
	}
	rep, err := sg.Replay(lib)
	if err != nil {
		t.Fatal(err)
	}
	if err := sg.Verify(rep); err != nil {
		t.Fatal(err)
	}
	if _, err := save.Rewind(lib, g, 40); err != nil {
		t.Fatal(err)
	}
	if err := save.WriteView(filepath.Join(dir, "p4.json"), g, kinds, 3, []string{"x"}); err != nil {
		t.Fatalf("player 4's copy: %v", err)
	}
	if err := save.WriteView(filepath.Join(dir, "p5.json"), g, kinds, 4, nil); err == nil {
		t.Fatal("a copy for a fifth player of four was written")
	}
	// three kinds for four players: refused (the hash is made anew, so
	// only the count is wrong)
	if err := save.Write(name, g, kinds[:3]); err != nil {
		t.Fatal(err)
	}
	if _, err := save.Read(name); err == nil || !strings.Contains(err.Error(), "3 player kinds for 4 players") {
		t.Fatalf("read a save of 3 kinds for 4 players: %v", err)
	}
}
