package main

import (
	"encoding/json"
	"fmt"
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

// TestReadmeMeleeFigures: README.md's melee table (between <!-- melee -->
// markers) is what the seeded four-player simulations give now: every
// combination of four of the shipped melee decks (the win rate of each
// house, the goal being none below 12%), the four default decks, and a
// four-player Stark mirror (seat win rates, at most 40% each). A change of
// the bot or the decks that moves a figure fails here until the README
// says it (go test ./cmd/throne -run TestReadmeMeleeFigures -update).
func TestReadmeMeleeFigures(t *testing.T) {
	if testing.Short() {
		t.Skip("plays 6,100 melee games")
	}
	t.Chdir("../..")
	all := meleeRun(t, "simulate", "--players", "4", "--decks", "examples/decks/melee", "-n", "30")
	def := meleeRun(t, "simulate", "--players", "4", "-n", "2000")
	mirror := meleeRun(t, "simulate", "--players", "4", "-n", "2000", "--deck", "all=examples/decks/melee/stark-northern-council.txt")
	golden.Section(t, "README.md", "melee", meleeTable(all, def, mirror), readmeRerun)
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
