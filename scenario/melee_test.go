package scenario_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/thronescript/thronescript/internal/gametest"
	"github.com/thronescript/thronescript/rules"
	"github.com/thronescript/thronescript/scenario"
)

// TestScenarioMeleeSetup checks the melee lines of the scenario language:
// `melee [TITLE…]`, p3 and later players, the title area, and the errors
// when they are used without `melee`.
func TestScenarioMeleeSetup(t *testing.T) {
	tests := []struct {
		name, body string
		// wantFail is a text every failure list must contain ("" : passes).
		wantFail string
	}{
		{"p3 needs melee", `setup { p3 play 01053 }
  expect p3 play count 1`, "needs `melee`"},
		{"titles need melee", `setup { p1 title 01208 }
  expect 01208 in p1 title`, "melee games only"},
		{"melee pool from the listed titles", `setup { melee 01208 "Crown Regent"; p1 title 01208 }
  expect 01208 in p1 title
  expect 01211 in p1 title-pool
  expect p1 title-pool count 1`, ""},
		{"melee pool of every library title", `setup { melee }
  expect p1 title-pool count 6
  expect p3 title count 0`, ""},
		{"a melee game has at least three players", `setup { melee; p2 play 01053 }
  expect p3 play count 0`, ""},
		{"four players", `setup { melee; p4 play 01053 }
  expect 01053 in p4 play`, ""},
		{"no player beyond the game", `setup { melee }
  expect p5 gold 0`, "no player p5"},
		{"melee lists title cards only", `setup { melee 01053 }`, "not a title card"},
	}
	dir := t.TempDir()
	var src strings.Builder
	for _, tc := range tests {
		src.WriteString("scenario \"melee setup: " + tc.name + "\" {\n  " + tc.body + "\n}\n\n")
	}
	if err := os.WriteFile(filepath.Join(dir, "melee.card"), []byte(src.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	lib := gametest.Library(t, dir)
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			for _, sc := range lib.Checked.Scenarios {
				if sc.Name != "melee setup: "+tc.name {
					continue
				}
				res := scenario.Run(lib, sc)
				out := gametest.Failures(lib, res)
				switch {
				case tc.wantFail == "" && !res.Passed():
					t.Fatalf("failed:\n%s", out)
				case tc.wantFail != "" && !strings.Contains(out, tc.wantFail):
					t.Fatalf("failures do not say %q:\n%s", tc.wantFail, out)
				}
				return
			}
			t.Fatal("scenario not loaded")
		})
	}
}

// TestMeleeRandomGames plays melee games of three and four players with the
// example decks and the Core Set titles, every choice random: each game
// ends with a winner (no engine error), and titles are in play in every
// round.
func TestMeleeRandomGames(t *testing.T) {
	lib, decks := gametest.Decks(t, "greyjoy-lion-raiders.txt", "lannister-kraken-schemes.txt", "stark-shadows-of-the-north.txt", "tyrell-stag-and-rose.txt")
	var titles []string
	for _, code := range lib.Order {
		if lib.Defs[code].Type == rules.TypeTitle {
			titles = append(titles, code)
		}
	}
	if len(titles) != 6 {
		t.Fatalf("%d titles in the library, want the Core Set's 6", len(titles))
	}
	n := 8
	if testing.Short() {
		n = 2
	}
	for seed := uint64(1); seed <= uint64(n); seed++ {
		players := 3 + int(seed%2)
		cfg := rules.Config{Seed: seed, Melee: &rules.Melee{Titles: titles}}
		for i := 0; i < players; i++ {
			dl := decks[i]
			dl.Name = ""
			cfg.Players = append(cfg.Players, dl)
		}
		g, err := rules.NewGame(lib, cfg)
		if err != nil {
			t.Fatal(err)
		}
		borne := 0
		g.SetObserver(func(g *rules.Game, ev *rules.Event) error {
			if ev.Name == rules.EvPhaseBegins && g.Phase == rules.PhaseChallenges {
				for _, p := range g.Players {
					if g.TitleOf(p) != nil {
						borne++
					}
				}
			}
			return nil
		})
		res, err := g.Run(rules.NewRandomDecider(seed))
		if err != nil {
			t.Fatalf("seed %d (%d players): %v", seed, players, err)
		}
		if !res.Over || res.Winner < 0 || borne == 0 {
			t.Fatalf("seed %d: %+v, %d titles borne at the challenges phases", seed, res, borne)
		}
		t.Logf("seed %d: %d players, %s wins by %s in round %d", seed, players, g.Player(res.Winner).Name, res.Reason, res.Round)
	}
}
