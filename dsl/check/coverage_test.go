package check

import (
	"strings"
	"testing"

	"github.com/thronescript/thronescript/dsl/check/checktest"
)

// areaKeywords is a Shadow keyword with its area and its way out, which is
// what ScenarioGaps reads.
const areaKeywords = `keyword shadow {
  value int repeatable
  card-types character location attachment event
  area shadows { per-player out-of-play facedown }
  action come-out {
    from shadows
    do draw 1
  }
}
`

// TestScenarioGaps checks which cards count as shown at work.
func TestScenarioGaps(t *testing.T) {
	const cards = `card 1 "Raven" { location; faction stark; cost 1; action a { do draw 1 } }
card 2 "Banner" { agenda; faction neutral; constant c {} }
card 3 "Plain" { character; faction stark; cost 1; strength 1 }
card 4 "Lurker" { character; faction stark; cost 1; strength 1; keywords shadow(1) }
card 5 "Sketch" { location; faction stark; cost 1; action a { do draw 1 }; incomplete "later" }
card 6 "Plot Twist" { event; faction stark; cost 1; keywords shadow(1); action a { do draw 1 } }
`
	tests := []struct {
		name, scenarios, want string
	}{
		{"no scenarios", ``, "1 4s 6"},
		{"set up with an expectation", `scenario "s" { setup { p1 play 1 }; expect p1 gold 0 }`, "4s 6"},
		{"set up by title", `scenario "s" { setup { p1 play "Raven" }; expect p1 gold 0 }`, "4s 6"},
		{"set up without an expectation", `scenario "s" { setup { p1 play 1 }; p1 pass }`, "1 4s 6"},
		{"named only in a step", `scenario "s" { setup { p1 gold 1 }; p1 choose 1; expect p1 gold 0 }`, "1 4s 6"},
		{"brought out", `scenario "s" { setup { p1 shadows 4 }; p1 choose come-out 4; expect 4 in p1 play }`, "1 6"},
		{"in shadows but never chosen", `scenario "s" { setup { p1 shadows 4 }; expect 4 in p1 shadows }`, "1 4s 6"},
		{"counts are not cards", `scenario "s" { setup { p1 play 3 power 1 tokens gold 1; p1 gold 1 }; expect p1 gold 1 }`, "1 4s 6"},
		{"event played from shadows", `scenario "s" { setup { p1 shadows 6 }; p1 choose a 6; expect p1 hand-size 1 }`, "1 4s"},
		{"event in hand is not from shadows", `scenario "s" { setup { p1 hand 6 }; p1 choose a 6; expect p1 hand-size 1 }`, "1 4s 6s"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			files, _ := parseAll(t, map[string]string{"k.card": areaKeywords, "c.card": cards, "s.card": tt.scenarios})
			lib, ds := Check(files, Config{Vocab: checktest.Vocab()})
			if ds.HasErrors() {
				t.Fatalf("check: %v", ds)
			}
			var got []string
			for _, g := range ScenarioGaps(lib) {
				s := g.Card.Code
				if g.Area != "" {
					s += "s"
				}
				got = append(got, s)
			}
			if g := strings.Join(got, " "); g != tt.want {
				t.Errorf("gaps %q, want %q", g, tt.want)
			}
		})
	}
}
