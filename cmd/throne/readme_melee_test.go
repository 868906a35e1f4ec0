package main

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/thronescript/thronescript/internal/golden"
)

// meleeFigures is the part of `throne simulate --players N --json` the
// README's melee table quotes (read by its JSON names, so the table does
// not depend on the report's Go types).
type meleeFigures struct {
	Games int `json:"games"`
	Seats []struct {
		Seat string `json:"seat"`
		Wins rate   `json:"wins"`
	} `json:"seats"`
	Decks []struct {
		Seat string `json:"seat"`
		Wins rate   `json:"wins"`
	} `json:"decks"`
	First struct {
		Wins rate `json:"wins"`
	} `json:"firstPlayer"`
	Rounds struct {
		Mean float64 `json:"mean"`
	} `json:"rounds"`
	Play struct {
		Challenges int `json:"challenges"`
	} `json:"play"`
	Unopposed float64 `json:"unopposed"`
}

type rate struct {
	Wins int     `json:"wins"`
	Of   int     `json:"of"`
	Rate float64 `json:"rate"`
	Low  float64 `json:"low"`
	High float64 `json:"high"`
}

func (r rate) String() string {
	return fmt.Sprintf("%.1f%% [%.1f, %.1f]", 100*r.Rate, 100*r.Low, 100*r.High)
}

// meleeRun runs a melee simulation with --json and reads its figures.
func meleeRun(t *testing.T, args ...string) *meleeFigures {
	t.Helper()
	var f meleeFigures
	if err := json.Unmarshal([]byte(throne(t, append(args, "--json")...)), &f); err != nil {
		t.Fatalf("throne %s --json: %v", strings.Join(args, " "), err)
	}
	return &f
}

// meleeFull is the go generate step's flag: play the README's full melee
// runs (6,100 games, about a CPU-minute) instead of reading their stored
// figures.
var meleeFull = flag.Bool("melee", false, "play the README's full melee runs (6,100 games); with -update store their figures")

// meleeRerun plays the full runs and rewrites their figures, the
// fingerprints and README.md's melee section (the go:generate line in
// generate.go).
const meleeRerun = "go generate ./cmd/throne"

// meleeDir holds the stored figures, relative to the module root.
const meleeDir = "cmd/throne/testdata/melee"

// meleeRuns are the README's full runs and, played by every go test, a
// small fingerprint run of each (the first games of the same seeds), whose
// stored figures tell when the bot or the decks changed since the full
// runs were stored.
var meleeRuns = []struct {
	name        string
	args        []string
	fingerprint []string
}{
	{"all", []string{"--decks", "examples/decks/melee", "-n", "30"}, []string{"--decks", "examples/decks/melee", "-n", "1"}},
	{"default", []string{"-n", "2000"}, []string{"-n", "20"}},
	{"mirror", []string{"-n", "2000", "--deck", "all=examples/decks/melee/stark-northern-council.txt"}, []string{"-n", "20", "--deck", "all=examples/decks/melee/stark-northern-council.txt"}},
}

// TestReadmeMeleeFigures: README.md's melee table (between <!-- melee -->
// markers) is what the seeded four-player simulations give: every
// combination of four of the shipped melee decks (the win rate of each
// house, the goal being none below 12%), the four default decks, and a
// four-player Stark mirror (seat win rates, at most 40% each). The full
// runs (6,100 games) are the go generate step (go test -melee -update),
// which stores their figures in testdata/melee; go test renders the table
// from those and replays a small fingerprint of each run (110 games), so
// a change of the bot or the decks fails here until go generate ./cmd/throne
// has replayed the full runs.
func TestReadmeMeleeFigures(t *testing.T) {
	t.Chdir("../..")
	figures := map[string]*meleeFigures{}
	for _, r := range meleeRuns {
		fp := meleeJSON(t, meleeRun(t, meleeArgs(r.fingerprint)...))
		fpPath := filepath.Join(meleeDir, r.name+"-fingerprint.json")
		path := filepath.Join(meleeDir, r.name+".json")
		if *meleeFull {
			f := meleeRun(t, meleeArgs(r.args)...)
			golden.Check(t, path, meleeJSON(t, f), meleeRerun)
			golden.Check(t, fpPath, fp, meleeRerun)
			figures[r.name] = f
			continue
		}
		want, err := os.ReadFile(fpPath)
		if err != nil {
			t.Fatalf("%v (run %s)", err, meleeRerun)
		}
		if !bytes.Equal(want, fp) {
			t.Errorf("throne %s plays differently from when the README's melee figures were stored (%s): run %s", strings.Join(meleeArgs(r.fingerprint), " "), fpPath, meleeRerun)
		}
		var f meleeFigures
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatalf("%v (run %s)", err, meleeRerun)
		}
		if err := json.Unmarshal(data, &f); err != nil {
			t.Fatalf("%s: %v (run %s)", path, err, meleeRerun)
		}
		if want := meleeGames(r.args); f.Games != want {
			t.Errorf("%s holds %d games, the command plays %d (run %s)", path, f.Games, want, meleeRerun)
		}
		figures[r.name] = &f
	}
	golden.Section(t, "README.md", "melee", meleeTable(figures["all"], figures["default"], figures["mirror"]), meleeRerun)
}

// meleeArgs is a four-player simulate command line.
func meleeArgs(args []string) []string {
	return append([]string{"simulate", "--players", "4"}, args...)
}

// meleeGames is how many games a run's arguments play: -n, times the 70
// combinations of four of the eight melee decks with --decks.
func meleeGames(args []string) int {
	n, combos := 0, 1
	for i, a := range args {
		switch a {
		case "-n":
			n, _ = strconv.Atoi(args[i+1])
		case "--decks":
			combos = 70
		}
	}
	return n * combos
}

// meleeJSON is the stored form of a run's figures.
func meleeJSON(t *testing.T, f *meleeFigures) []byte {
	t.Helper()
	data, err := json.MarshalIndent(f, "", "  ")
	if err != nil {
		t.Fatal(err)
	}
	return append(data, '\n')
}

// meleeTable is README.md's table of the melee figures.
func meleeTable(all, def, mirror *meleeFigures) string {
	var b strings.Builder
	b.WriteString("\n\n| what | figure | goal | command |\n|---|---|---|---|\n")
	row := func(what, figure, goal, command string) {
		fmt.Fprintf(&b, "| %s | %s | %s | %s |\n", what, figure, goal, command)
	}
	allCmd := "`throne simulate --players 4 --decks examples/decks/melee -n 30`"
	lowest := 1.0
	var houses []string
	for _, d := range all.Decks {
		name, _, _ := strings.Cut(d.Seat, ":")
		houses = append(houses, fmt.Sprintf("%s %.1f%%", name, 100*d.Wins.Rate))
		lowest = min(lowest, d.Wins.Rate)
	}
	row(fmt.Sprintf("houses, every 4 of the 8 melee decks (%s games)", golden.Thousands(all.Games)), strings.Join(houses, ", "), goal(lowest >= 0.12, "each ≥ 12%"), allCmd)
	row("first player, same run", all.First.Wins.String(), "—", "same")
	row("game length, unopposed, same run", fmt.Sprintf("%.2f rounds; %.1f%% of %s challenges unopposed", all.Rounds.Mean, 100*all.Unopposed, golden.Thousands(all.Play.Challenges)), "—", "same")
	defCmd := "`throne simulate --players 4 -n 2000`"
	var seats, decks []string
	for _, s := range def.Seats {
		seats = append(seats, fmt.Sprintf("%s %s", s.Seat, s.Wins))
	}
	for _, d := range def.Decks {
		name, _, _ := strings.Cut(d.Seat, ":")
		decks = append(decks, fmt.Sprintf("%s %.1f%%", name, 100*d.Wins.Rate))
	}
	row("seats, the four default melee decks", strings.Join(seats, ", "), "—", defCmd)
	row("decks, same run", strings.Join(decks, ", "), "—", "same")
	row("first player; unopposed, same run", fmt.Sprintf("%s; %.1f%%", def.First.Wins, 100*def.Unopposed), "—", "same")
	var ms []string
	highest := 0.0
	for _, s := range mirror.Seats {
		ms = append(ms, fmt.Sprintf("%s %s", s.Seat, s.Wins))
		highest = max(highest, s.Wins.Rate)
	}
	mCmd := "`throne simulate --players 4 -n 2000 --deck all=examples/decks/melee/stark-northern-council.txt`"
	row("four-player mirror (Stark), seats", strings.Join(ms, ", "), goal(highest <= 0.40, "each ≤ 40%"), mCmd)
	row("mirror: first player; unopposed", fmt.Sprintf("%s; %.1f%%", mirror.First.Wins, 100*mirror.Unopposed), "—", "same")
	b.WriteString("\n")
	return b.String()
}
