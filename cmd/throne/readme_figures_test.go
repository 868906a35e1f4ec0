package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/thronescript/thronescript/internal/golden"
	"github.com/thronescript/thronescript/interp"
	"github.com/thronescript/thronescript/library"
	"github.com/thronescript/thronescript/play/sim"
)

// readmeRerun rewrites the README.md sections TestReadmeFigures holds.
const readmeRerun = "go test ./cmd/throne -run TestReadmeFigures -update"

// TestReadmeFigures: the figures README.md quotes from the built-in library
// (`throne cards --coverage`) and from the seeded simulations of its bots
// table are the ones those commands give now. They stand between markers
// (<!-- coverage -->, <!-- bots -->), which -update rewrites; a change of
// the cards or the bots that moves a figure fails here until the README
// says it.
func TestReadmeFigures(t *testing.T) {
	if testing.Short() {
		t.Skip("plays 1,200 games")
	}
	t.Chdir(filepath.Join("..", ".."))
	golden.Section(t, "README.md", "coverage", coverageFigures(t, throne(t, "cards", "--coverage")), readmeRerun)
	bots := simulated(t, "simulate", "-n", "200", "--alternate")
	random := simulated(t, "simulate", "-n", "1000", "--p2", "random", "--alternate")
	golden.Section(t, "README.md", "bots", botsTable(bots, random), readmeRerun)
}

// throne runs a throne command and returns its output.
func throne(t *testing.T, args ...string) string {
	t.Helper()
	var out, errb bytes.Buffer
	if code := run(args, strings.NewReader(""), &out, &errb); code != 0 {
		t.Fatalf("throne %s exits %d:\n%s%s", strings.Join(args, " "), code, out.String(), errb.String())
	}
	return out.String()
}

// simulated runs a simulation with --json (the same games and figures as
// the text report the README's command prints) and reads its report.
func simulated(t *testing.T, args ...string) *sim.Report {
	t.Helper()
	var r sim.Report
	if err := json.Unmarshal([]byte(throne(t, append(args, "--json")...)), &r); err != nil {
		t.Fatalf("throne %s --json: %v", strings.Join(args, " "), err)
	}
	return &r
}

// coverageFigures reads the totals of `throne cards --coverage`: cards,
// cards with their behaviour written, cards without a scenario.
func coverageFigures(t *testing.T, out string) string {
	t.Helper()
	complete, all, noScenario := -1, -1, -1
	for _, line := range strings.Split(out, "\n") {
		f := strings.Fields(line)
		switch {
		case len(f) >= 2 && f[0] == "total":
			a, b, _ := strings.Cut(f[1], "/")
			complete, _ = strconv.Atoi(a)
			all, _ = strconv.Atoi(b)
		case strings.HasPrefix(line, "without a scenario ("):
			n, _, _ := strings.Cut(strings.TrimPrefix(line, "without a scenario ("), ")")
			noScenario, _ = strconv.Atoi(n)
		}
	}
	if complete < 0 || all <= 0 || noScenario < 0 {
		t.Fatalf("throne cards --coverage: no total line or no count of cards without a scenario in\n%s", out)
	}
	return fmt.Sprintf("%s cards, %s of them with their behaviour written and %s without a scenario", golden.Thousands(all), golden.Thousands(complete), golden.Thousands(noScenario))
}

// botsTable is README.md's table of the bots' seeded figures: bot against
// bot on the default decks, and bot against random.
func botsTable(bots, random *sim.Report) string {
	var b strings.Builder
	b.WriteString("\n\n| what | figure | goal | command |\n|---|---|---|---|\n")
	row := func(what, figure, goal, command string) {
		fmt.Fprintf(&b, "| %s | %s | %s | %s |\n", what, figure, goal, command)
	}
	bvb, bvr := "`throne simulate -n 200 --alternate`", "`throne simulate -n 1000 --p2 random --alternate`"
	d := bots.Defended
	row("challenges defended, bot vs bot", fmt.Sprintf("%s/%s (%s)", golden.Thousands(d.Wins), golden.Thousands(d.Of), percent(d.Rate)), goal(d.Rate >= 0.65, "≥ 65%"), bvb)
	p := bots.Play
	perGame := 0.0
	if bots.Games > 0 {
		perGame = float64(p.EventsPlayed) / float64(bots.Games)
	}
	row("events played per game, bot vs bot", fmt.Sprintf("%.2f (%s of %s drawn)", perGame, golden.Thousands(p.EventsPlayed), golden.Thousands(p.EventsDrawn)), "—", "same")
	row("drawn 10+ times and never used, bot vs bot", cardTitles(bots.NeverUsed), "—", "same")
	row("offered in 10+ games and never used, bot vs bot", cardTitles(bots.NeverUsedWhenAvailable), "—", "same")
	f := bots.First
	row("first player (round 1) wins, bot vs bot", fmt.Sprintf("%s/%s, %s", golden.Thousands(f.Wins), golden.Thousands(f.Of), interval(f)), goal(f.Rate >= 0.40 && f.Rate <= 0.65, "40–65%"), "same")
	var decks []string
	for _, r := range bots.Decks {
		decks = append(decks, fmt.Sprintf("%s %s", r.Label, percent(r.Rate)))
	}
	row("default matchup (deck win rates), bot vs bot", strings.Join(decks, "; "), "—", "same")
	if len(random.Players) > 0 {
		w := random.Players[0].Wins
		row("bot vs random", fmt.Sprintf("%s/%s, %s", golden.Thousands(w.Wins), golden.Thousands(w.Of), interval(w)), goal(w.Rate >= 0.95, "≥ 95%"), bvr)
	}
	b.WriteString("\n")
	return b.String()
}

// cardTitles lists cards by title ("none" for none).
func cardTitles(cs []sim.CardReport) string {
	if len(cs) == 0 {
		return "none"
	}
	var ts []string
	for _, c := range cs {
		ts = append(ts, c.Title)
	}
	return strings.Join(ts, ", ")
}

// goal says whether a goal is met.
func goal(met bool, what string) string {
	if met {
		return what + ": met"
	}
	return what + ": **not met**"
}

func percent(r float64) string { return fmt.Sprintf("%.1f%%", 100*r) }

// interval is a rate with its 95% interval.
func interval(r sim.Rate) string {
	return fmt.Sprintf("%s [%.1f, %.1f]", percent(r.Rate), 100*r.Low, 100*r.High)
}

// TestRootHelpCycles: throne --help names every cycle of the built-in
// library or none (it named two of six once the card pool grew), and
// README.md's paragraph about the built-in library names them all.
func TestRootHelpCycles(t *testing.T) {
	text, err := helpFiles.ReadFile("help/throne.txt")
	if err != nil {
		t.Fatal(err)
	}
	lib, ds := library.Load(interp.NewRegistry(), library.Options{Builtin: true})
	if ds.HasErrors() {
		t.Fatal(ds.Error())
	}
	if len(lib.Checked.Cycles) < 2 {
		t.Fatalf("the built-in library has %d cycles", len(lib.Checked.Cycles))
	}
	var named, missing []string
	for _, c := range lib.Checked.Cycles {
		if helpNames(string(text), c.Name) {
			named = append(named, c.Name)
		} else {
			missing = append(missing, c.Name)
		}
	}
	if len(named) > 0 && len(missing) > 0 {
		t.Errorf("help/throne.txt names the cycles %q as built in but not %q: name them all, or none", named, missing)
	}
	// README.md's paragraph with the coverage figures names them all
	readme, err := os.ReadFile(filepath.Join("..", "..", "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	for _, para := range strings.Split(string(readme), "\n\n") {
		if !strings.Contains(para, "<!-- coverage -->") {
			continue
		}
		for _, c := range lib.Checked.Cycles {
			if !helpNames(para, c.Name) {
				t.Errorf("README.md's paragraph of the built-in library does not name the cycle %q", c.Name)
			}
		}
		return
	}
	t.Error("README.md has no paragraph with <!-- coverage -->")
}

// helpNames reports whether help text names a cycle (its words may be
// broken across lines).
func helpNames(text, name string) bool {
	return strings.Contains(strings.Join(strings.Fields(text), " "), name)
}
