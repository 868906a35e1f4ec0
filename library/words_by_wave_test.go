package library_test

import (
	"fmt"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/thronescript/thronescript/interp"
	"github.com/thronescript/thronescript/library"
)

// waves are the card pool's waves by cycle: the library's start (the Core
// Set and Dance of Shadows) and the four waves of issues 17, 36, 39 and 41.
var waves = []struct {
	name   string
	cycles []string
}{
	{"start (Core Set, Dance of Shadows)", []string{"core", "dance-of-shadows"}},
	{"wave 1 (issue 17)", []string{"westeros", "wolves-of-the-north", "war-of-five-kings", "lions-of-casterly-rock"}},
	{"wave 2 (issue 36)", []string{"blood-and-gold", "watchers-on-the-wall", "flight-of-crows", "house-of-thorns", "sands-of-dorne"}},
	{"wave 3 (issue 39)", []string{"kings-of-the-isles", "kings-landing", "fury-of-the-storm", "dragons-of-the-east", "premium-packs", "redesigns"}},
	{"wave 4 (issue 41)", []string{"forgotten-heroes", "jade-sea", "hear-my-words", "for-the-realm", "bran-the-builder", "as-high-as-honor",
		"the-spoils-of-war", "mists-of-memory", "sea-of-shadow"}},
}

// budgetFrom is the first wave held to the vocabulary budget of issues 36,
// 39 and 41: at most one new word per 15 new cards.
const budgetFrom = 2

// TestWordsByWave counts, for each wave, the library cards written (not
// incomplete) and the words of the vocabulary whose first use is a card of
// that wave (the words the wave added, as far as the library shows), and
// holds the waves from budgetFrom on to one new word per 15 written cards
// (rounded up, so a wave's first word does not wait for its fifteenth
// card). `go test ./library -run TestWordsByWave -v` prints each wave's
// words with the cards that use them.
func TestWordsByWave(t *testing.T) {
	r := interp.NewRegistry()
	lib, ds := library.Load(r, library.Options{Builtin: true})
	if ds.HasErrors() {
		t.Fatal(ds.Error())
	}
	cycleOf := map[string]string{}
	for _, p := range lib.Checked.Packs {
		cycleOf[p.Code] = p.Cycle
	}
	waveOfCycle := map[string]int{}
	for i, w := range waves {
		for _, c := range w.cycles {
			waveOfCycle[c] = i
		}
	}
	waveOf := map[string]int{} // card code → wave
	written := make([]int, len(waves))
	for _, c := range lib.Checked.Cards {
		if c.Pack == "" {
			continue // prelude and test cards
		}
		w, ok := waveOfCycle[cycleOf[c.Pack]]
		if !ok {
			t.Errorf("card %s: pack %s (cycle %q) is in no wave", c.Code, c.Pack, cycleOf[c.Pack])
			continue
		}
		waveOf[c.Code] = w
		if c.Incomplete == "" {
			written[w]++
		}
	}
	added := make([][]string, len(waves))
	for _, u := range library.WordUses(r, lib.Checked) {
		first := -1
		for _, code := range u.Cards {
			if w, ok := waveOf[code]; ok && (first < 0 || w < first) {
				first = w
			}
		}
		if first < 0 {
			continue
		}
		var cards []string
		for _, code := range u.Cards {
			if waveOf[code] == first {
				cards = append(cards, code)
			}
		}
		sort.Strings(cards)
		added[first] = append(added[first], fmt.Sprintf("%s %s (%s)", u.Kind, u.Name, strings.Join(cards, " ")))
	}
	for i, w := range waves {
		slices.Sort(added[i])
		allowed := (written[i] + 14) / 15
		t.Logf("%s: %d cards written, %d words first used by them (budget %d)\n  %s", w.name, written[i], len(added[i]), allowed, strings.Join(added[i], "\n  "))
		if i >= budgetFrom && len(added[i]) > allowed {
			t.Errorf("%s: %d words first used by its %d written cards, more than one per 15 (%d)", w.name, len(added[i]), written[i], allowed)
		}
	}
}
