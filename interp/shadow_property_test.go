package interp_test

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/thronescript/thronescript/deck"
	"github.com/thronescript/thronescript/dsl/check"
	"github.com/thronescript/thronescript/internal/gametest"
	"github.com/thronescript/thronescript/interp"
	"github.com/thronescript/thronescript/library"
	"github.com/thronescript/thronescript/play/sim"
	"github.com/thronescript/thronescript/rules"
)

// shadowTestCards are invented cards (codes 97xxx) with the card effects
// the Shadows rules speak of that no Dance of Shadows card has written yet:
// reducers and modifiers of the shadow cost, a second Shadow value from
// another source, effects that put cards from shadows into play, place
// cards there, forbid bringing them out, count them, discard them as a
// cost. They load beside the built-in library, only in this test.
const shadowTestCards = `
card 97001 "Veiled Lantern" {
  location
  faction neutral
  cost 1
  constant constant {
    do gain-keyword each card in shadows controlled-by you shadow value 2
  }
}

card 97002 "Whisper Network" {
  location
  faction neutral
  cost 1
  action action {
    cost kneel self
    do reduce-next-cost shadow 3
  }
}

card 97003 "Smoke and Mirrors" {
  event
  faction neutral
  cost 1
  keywords shadow(2)
  action action {
    do gain-gold 3
  }
}

card 97004 "Summoning Circle" {
  location
  faction neutral
  cost 1
  action action {
    cost kneel self
    target t card in shadows controlled-by you
    do put-into-play t
  }
}

card 97005 "Dimmed Path" {
  location
  faction neutral
  cost 1
  constant constant {
    do cost-modifier each card in shadows controlled-by you shadow -1
  }
}

card 97006 "Banishing Rite" {
  location
  faction neutral
  cost 1
  action action {
    cost kneel self
    target t character
    do move t to shadows
    then place-tokens 1 shadow on t
  }
}

card 97007 "Warded Gate" {
  location
  faction neutral
  cost 1
  constant constant {
    do cannot each card in shadows controlled-by opponent come-out
  }
}

card 97008 "Ledger Keeper" {
  character
  faction neutral
  cost 1
  strength 1
  icons intrigue
  forced-reaction marshaled {
    after marshaled card by you
    do gain-gold 5
  }
  forced-reaction played {
    after played card by you
    do gain-gold 7
  }
  forced-reaction out {
    after comes-out-of-shadows card by you
    do gain-power 1 on self
  }
}

card 97009 "Shadow Counter" {
  character
  faction neutral
  cost 1
  strength 0
  icons power
  constant constant {
    do give self +1 strength for-each card in shadows controlled-by you
  }
}

card 97010 "Burned Letters" {
  location
  faction neutral
  cost 1
  action action {
    cost discard 1 card in shadows controlled-by you
    do draw 1
  }
}

card 97011 "Recalled Agent" {
  location
  faction neutral
  cost 1
  action action {
    cost kneel self
    target t card in shadows controlled-by you
    do move t to hand
  }
}

card 97013 "Measured Ambition" {
  event
  faction neutral
  cost -
  keywords shadow(X)
  action action {
    do draw x
  }
}

card 97014 "Hidden Stair" {
  location
  faction neutral
  cost 1
  constant constant {
    do cost-modifier each card in hand controlled-by you marshal-into-shadows -1
  }
}

card 97015 "Spymaster's Lamp" {
  location
  faction neutral
  cost 1
  action action {
    cost kneel self
    target t card in shadows controlled-by opponent
    do reveal t
  }
}

card 97016 "Whispered Rhyme" {
  event
  faction neutral
  cost 1
  keywords shadow(1)
  action action {
    do draw (value-if paid-as shadow then 3 else 2)
  }
}

card 97012 "Lurking Dagger" {
  event
  faction neutral
  cost -
  keywords shadow(1)
  reaction reaction {
    after phase-begins challenges
    do gain-gold 4
  }
}
`

// shadowTestScenarios use the invented cards (and real ones) for the
// rules that need those effects.
const shadowTestScenarios = `
scenario "S12 a reducer of the shadow cost applies to bringing a card out" {
  rule S12
  setup {
    from marshaling-window
    first-player p1
    p1 gold 2
    p1 play 97002
    p1 shadows 11010
    p1 deck 01053 01053 01053
    p2 deck 01053 01053 01053
  }
  expect-not p1 option come-out 11010
  p1 choose action 97002
  p1 choose come-out 11010
  until phase-ends marshaling
  expect 11010 in p1 play
  expect p1 gold 0
}

scenario "S12 a constant modifier of the shadow cost applies" {
  rule S12
  setup {
    from marshaling-window
    first-player p1
    p1 gold 4
    p1 play 97005
    p1 shadows 11010
    p1 deck 01053 01053 01053
    p2 deck 01053 01053 01053
  }
  p1 choose come-out 11010
  until phase-ends marshaling
  expect 11010 in p1 play
  expect p1 gold 0
}

scenario "S15 an event in shadows is played for its shadow cost" {
  rule S15
  rule S18
  setup {
    from marshaling-window
    first-player p1
    p1 gold 2
    p1 play 97008
    p1 shadows 97003
    p1 deck 01053 01053 01053
    p2 deck 01053 01053 01053
  }
  p1 choose action 97003
  until phase-ends marshaling
  expect 97003 in p1 discard
  expect p1 gold 10
  expect 97008 in p1 play power 1
  expect log "p1 plays Smoke and Mirrors"
}

scenario "S15 an event in shadows is played when its trigger occurs, even with cost -" {
  rule S15
  rule S21
  setup {
    from marshaling-window
    first-player p1
    p1 gold 1
    p1 shadows 97012
    p1 deck 01053 01053 01053
    p2 deck 01053 01053 01053
  }
  p1 choose reaction 97012
  until comes-out-of-shadows 97012
  expect 97012 in p1 discard
  expect p1 gold 4
}

scenario "S21 an event with cost - cannot be played from hand" {
  rule S21
  setup {
    from marshaling-window
    first-player p1
    p1 gold 5
    p1 hand 97012
    p1 shadows 11004
    p1 deck 01053 01053 01053
    p2 deck 01053 01053 01053
  }
  p1 pass
  until phase-ends challenges
  expect 97012 in p1 hand
  expect p1 gold 5
}

scenario "S16 a card with Shadow from two sources lets its controller choose the value" {
  rule S16
  setup {
    from marshaling-window
    first-player p1
    p1 gold 5
    p1 play 97001
    p1 shadows 11010
    p1 deck 01053 01053 01053
    p2 deck 01053 01053 01053
  }
  expect 11010 in p1 shadows has-keyword shadow
  p1 choose come-out 11010
  expect p1 option 5
  expect p1 option 2
  p1 choose 2
  until phase-ends marshaling
  expect 11010 in p1 play
  expect p1 gold 3
}

scenario "S16 an event with Shadow (X) is played from shadows for the X its controller chooses" {
  rule S16
  rule S15
  setup {
    from marshaling-window
    first-player p1
    p1 gold 3
    p1 shadows 97013
    p1 deck 01053 01053 01053
    p2 deck 01053 01053 01053
  }
  p1 choose action 97013
  expect p1 option 0
  expect p1 option 3
  expect-not p1 option 4
  p1 choose 2
  until phase-ends marshaling
  expect p1 hand count 2
  expect p1 gold 1
  expect 97013 in p1 discard
}

scenario "S16 with a second value the card is offered once" {
  rule S16
  setup {
    from marshaling-window
    first-player p1
    p1 gold 1
    p1 play 97001
    p1 shadows 11010
    p1 deck 01053 01053 01053
    p2 deck 01053 01053 01053
  }
  expect-not p1 option come-out 11010
}

scenario "S17 put into play from shadows by an effect: no shadow cost, comes out of shadows" {
  rule S17
  rule S18
  setup {
    from marshaling-window
    first-player p1
    p1 gold 0
    p1 play 97004 97008
    p1 shadows 11010
    p1 deck 01053 01053 01053
    p2 deck 01053 01053 01053
  }
  p1 choose action 97004
  until phase-ends marshaling
  expect 11010 in p1 play
  expect p1 gold 0
  expect 97008 in p1 play power 1
}

scenario "S17 an event cannot be put into play from shadows" {
  rule S17
  setup {
    from marshaling-window
    first-player p1
    p1 gold 0
    p1 play 97004
    p1 shadows 97003
    p1 deck 01053 01053 01053
    p2 deck 01053 01053 01053
  }
  # the event is no eligible target, so the action is not offered
  p1 cannot choose action 97004
  until phase-ends marshaling
  expect 97003 in p1 shadows
  expect p1 gold 0
}

scenario "S18 a duplicate put into play from shadows by an effect comes out of shadows" {
  rule S18
  setup {
    from marshaling-window
    first-player p1
    p1 gold 0
    p1 play 97004 97008 11016
    p1 shadows 11016
    p1 deck 01053 01053 01053
    p2 deck 01053 01053 01053
  }
  p1 choose action 97004
  until phase-ends marshaling
  expect 11016 in p1 play duplicate
  expect 97008 in p1 play power 1
}

scenario "S13 bringing a card out of shadows triggers no marshaled or played reaction" {
  rule S13
  rule S4
  setup {
    from marshaling-window
    first-player p1
    p1 gold 4
    p1 play 97008
    p1 hand 11004
    p1 shadows 11002
    p1 deck 01053 01053 01053
    p2 deck 01053 01053 01053
  }
  p1 choose marshal-into-shadows 11004
  p1 choose come-out 11002
  until phase-ends marshaling
  expect 11002 in p1 play
  expect 11004 in p1 shadows
  expect p1 gold 0
  expect 97008 in p1 play power 1
}

scenario "S5 an effect places a card without Shadow into its owner's shadows, facedown, even from play" {
  rule S5
  rule S11
  setup {
    from marshaling-window
    first-player p1
    p1 gold 0
    p1 play 97006
    p2 play 01053
    p1 deck 01053 01053 01053
    p2 deck 01053 01053 01053
  }
  p1 choose action 97006
  until phase-ends marshaling
  expect 01053 in p2 shadows facedown tokens shadow 1
  expect-not p1 sees 01053
  expect p2 sees 01053
}

scenario "S5 a card returned to shadows that never was there comes out for its shadow cost" {
  rule S5
  setup {
    from marshaling-window
    first-player p1
    p1 gold 2
    p1 play 97006 11004
    p1 deck 01053 01053 01053
    p2 deck 01053 01053 01053
  }
  p1 choose action 97006
  p1 choose come-out 11004
  until phase-ends marshaling
  expect 11004 in p1 play tokens shadow 0
  expect p1 gold 0
}

scenario "S24 a card that cannot be brought out of shadows is not offered" {
  rule S24
  setup {
    from marshaling-window
    first-player p1
    p1 gold 9
    p1 hand 01053
    p1 shadows 11004 11010
    p2 play 97007
    p1 deck 01053 01053 01053
    p2 deck 01053 01053 01053
  }
  expect p1 option "marshal Bastard in Hiding"
  expect-not p1 option come-out 11004
  expect-not p1 option come-out 11010
}

scenario "S3 an effect reduces the cost to marshal a card into shadows" {
  rule S3
  setup {
    from marshaling-window
    first-player p1
    p1 gold 2
    p1 play 97014
    p1 hand 11004 11002
    p1 deck 01053 01053 01053
    p2 deck 01053 01053 01053
  }
  p1 choose marshal-into-shadows 11004
  p1 choose marshal-into-shadows 11002
  until phase-ends marshaling
  expect p1 shadows count 2
  expect p1 gold 0
}

scenario "S8 a card in shadows revealed by an effect stays facedown in shadows" {
  rule S8
  setup {
    from marshaling-window
    first-player p1
    p1 play 97015
    p2 shadows 11119 11004
    p1 deck 01053 01053 01053
    p2 deck 01053 01053 01053
  }
  p1 choose action 97015
  p1 choose 11119
  until phase-ends marshaling
  expect p1 log "p2 reveals Varys"
  expect 11119 in p2 shadows facedown
  expect-not p1 sees 11119
  expect-not p1 log "Scheming Septon"
}

scenario "S15 an event knows it was played from shadows" {
  rule S15
  setup {
    from marshaling-window
    first-player p1
    p1 gold 1
    p1 shadows 97016
    p1 deck 01053 01053 01053 01053
    p2 deck 01053 01053 01053
  }
  p1 choose action 97016
  until phase-ends marshaling
  expect p1 hand count 3
  expect p1 gold 0
}

scenario "S15 the same event played from hand" {
  rule S15
  setup {
    from marshaling-window
    first-player p1
    p1 gold 1
    p1 hand 97016
    p1 deck 01053 01053 01053 01053
    p2 deck 01053 01053 01053
  }
  p1 choose action 97016
  until phase-ends marshaling
  expect p1 hand count 2
  expect p1 gold 0
}

scenario "S7 count of cards in shadows" {
  rule S7
  setup {
    from marshaling-window
    first-player p1
    p1 play 97009
    p1 shadows 11004 11002 01053
    p2 shadows 11004
    p1 deck 01053 01053 01053
    p2 deck 01053 01053 01053
  }
  expect 97009 in p1 play strength 3
}

scenario "S11 discarding a card from shadows as a cost discards its tokens" {
  rule S11
  setup {
    from marshaling-window
    first-player p1
    p1 play 97010
    p1 shadows 11004 tokens poison 1
    p1 deck 01053 01053 01053
    p2 deck 01053 01053 01053
  }
  p1 choose action 97010
  until phase-ends marshaling
  expect 11004 in p1 discard tokens poison 0
  expect p1 hand count 1
}

scenario "S8 a card returned from shadows to hand stays hidden from the opponent" {
  rule S8
  setup {
    from marshaling-window
    first-player p1
    p1 play 97011
    p1 shadows 11119
    p1 deck 01053 01053 01053
    p2 deck 01053 01053 01053
  }
  p1 choose action 97011
  until phase-ends marshaling
  expect 11119 in p1 hand
  expect-not p2 log "Varys"
  expect-not p2 sees 11119
}
`

// loadWithTestCards loads the built-in library plus the invented cards and
// their scenarios from a temporary folder.
func loadWithTestCards(t *testing.T) (*interp.Library, string) {
	t.Helper()
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "shadow-test.card"), []byte(shadowTestCards), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "shadow-test.scenarios.card"), []byte(shadowTestScenarios), 0o644); err != nil {
		t.Fatal(err)
	}
	lib := gametest.Library(t, dir)
	return lib, dir
}

// TestShadowRulesWithTestCards runs the Shadows scenarios that need card
// effects (S5, S12, S15–S18, S24 …) with invented cards.
func TestShadowRulesWithTestCards(t *testing.T) {
	lib, dir := loadWithTestCards(t)
	n := gametest.RunScenarios(t, lib, func(sc *check.Scenario) bool { return strings.HasPrefix(sc.File, dir) })
	if n < 15 {
		t.Fatalf("only %d test-card scenarios found", n)
	}
}

// TestShadowScenariosCoverEveryRule checks that the built-in scenarios
// name every rule S1–S25 except the two about card data (S2, S25), which
// the tests below cover.
func TestShadowScenariosCoverEveryRule(t *testing.T) {
	lib, _ := loadWithTestCards(t)
	seen := map[string]bool{}
	for _, sc := range lib.Checked.Scenarios {
		for _, r := range sc.Rules {
			seen[r] = true
		}
		if m := regexp.MustCompile(`^(S\d+) `).FindStringSubmatch(sc.Name); m != nil && !contains(sc.Rules, m[1]) {
			t.Errorf("scenario %q is named after %s but has no `rule %s`", sc.Name, m[1], m[1])
		}
	}
	for i := 1; i <= 25; i++ {
		id := fmt.Sprintf("S%d", i)
		if i == 2 || i == 25 {
			continue
		}
		if !seen[id] {
			t.Errorf("no scenario covers %s", id)
		}
	}
}

func contains(xs []string, x string) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}

// TestS2_shadow_value_shown_twice: every card with Shadow shows its value
// as the keyword in its text box (English and German keyword lines) and as
// the banner beside the cost (the catalog's Shadow values, which `throne
// show` prints beside the cost).
func TestS2_shadow_value_shown_twice(t *testing.T) {
	lib := gametest.Library(t)
	cat := library.IndexOf(lib)
	n := 0
	for _, code := range lib.Order {
		d := lib.Defs[code]
		var vals []string
		for _, k := range d.Keywords {
			if k.Name == "shadow" {
				for _, v := range k.Values {
					vals = append(vals, fmt.Sprint(v))
				}
			}
		}
		c := cat.ByCode(code)
		if c == nil {
			t.Errorf("%s: not in the catalog", code)
			continue
		}
		banner := c.Shadow
		if len(vals) == 0 && len(banner) == 0 {
			continue
		}
		n++
		if len(banner) == 0 {
			t.Errorf("%s %s: no shadow banner beside the cost", code, d.Title)
			continue
		}
		for _, v := range banner {
			if v != "X" && !contains(vals, v) {
				t.Errorf("%s %s: banner Shadow (%s), keyword values %v", code, d.Title, v, vals)
			}
			for lang, word := range map[string]string{"en": "Shadow", "de": "Schatten"} {
				tx := c.Texts[lang]
				if tx != nil && tx.Untranslated && c.Texts["en"] != nil && tx.KeywordLine == c.Texts["en"].KeywordLine {
					continue // English copies awaiting a translator (Redesigns)
				}
				want := word + " (" + v + ")"
				if tx == nil || !strings.Contains(tx.KeywordLine, want) {
					got := "<no text>"
					if tx != nil {
						got = tx.KeywordLine
					}
					t.Errorf("%s %s: %s keyword line %q lacks %q", code, d.Title, lang, got, want)
				}
			}
		}
	}
	if n < 40 {
		t.Errorf("only %d cards with Shadow found", n)
	}
}

// TestS25_dance_of_shadows_cycle: every card of the Dance of Shadows
// cycle (11001–11120) belongs to a pack of the cycle.
func TestS25_dance_of_shadows_cycle(t *testing.T) {
	lib := gametest.Library(t)
	cycleOf := map[string]string{}
	for _, p := range lib.Checked.Packs {
		cycleOf[p.Code] = p.Cycle
	}
	n := 0
	for i := 11001; i <= 11120; i++ {
		code := fmt.Sprint(i)
		d := lib.Defs[code]
		if d == nil {
			t.Errorf("card %s missing", code)
			continue
		}
		if cycleOf[d.Pack] != "dance-of-shadows" {
			t.Errorf("%s %s: pack %q is in cycle %q", code, d.Title, d.Pack, cycleOf[d.Pack])
			continue
		}
		n++
	}
	for code, d := range lib.Defs {
		if cycleOf[d.Pack] == "dance-of-shadows" && (code < "11001" || code > "11120") {
			t.Errorf("%s %s is in the Dance of Shadows cycle but outside 11001–11120", code, d.Title)
		}
	}
	if n != 120 {
		t.Errorf("%d Dance of Shadows cards, want 120", n)
	}
}

// shadowDecks reads the example deck lists that play cards with Shadow
// and returns them as engine deck lists (agendas and faction cards left
// out: the engine gives each player a plain faction card).
func shadowDecks(t *testing.T) []rules.DeckList {
	t.Helper()
	lib := gametest.Library(t)
	ix := library.IndexOf(lib).Deck()
	files, _ := filepath.Glob(filepath.Join("..", "examples", "decks", "*.txt"))
	var out []rules.DeckList
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		d, _ := deck.ParseText(f, src, ix)
		if d == nil {
			continue
		}
		dl := sim.DeckListOf(d)
		dl.Name, dl.Agenda = filepath.Base(f), ""
		shadows := 0
		for _, e := range d.Draw {
			if e.Card.Shadow {
				shadows += e.Qty
			}
		}
		if shadows >= 6 && len(dl.Deck) >= 40 && len(dl.Plots) >= 5 {
			out = append(out, dl)
		}
	}
	if len(out) < 2 {
		t.Fatalf("only %d example decks with Shadow cards", len(out))
	}
	return out
}

// hiddenWatch checks, at every event of a game, that no player's view and
// no log line as that player reads it names a card while it is in the
// other player's shadows (unless a card of the same title is visible to
// that player, or the line names such a card).
type hiddenWatch struct {
	shadows rules.AreaID
	cat     rules.Catalog
	logged  int
	// secret marks cards in shadows that entered from an area the opponent
	// could not see into (a card returned there from play is known).
	secret    []bool
	inShadows []bool
	wasSecret []bool
	inArea    []rules.AreaID
	seen      []bool
	texts     []string
	visible   map[string]bool
	errs      []string
}

func newHiddenWatch(g *rules.Game, shadows rules.AreaID, cat rules.Catalog) *hiddenWatch {
	n := len(g.Cards)
	w := &hiddenWatch{shadows: shadows, cat: cat, secret: make([]bool, n), inShadows: make([]bool, n),
		wasSecret: make([]bool, n), inArea: make([]rules.AreaID, n), seen: make([]bool, n), visible: map[string]bool{}}
	return w
}

func (w *hiddenWatch) fail(format string, a ...any) {
	if len(w.errs) < 3 {
		w.errs = append(w.errs, fmt.Sprintf(format, a...))
	}
}

func (w *hiddenWatch) observe(g *rules.Game, ev *rules.Event) error {
	copy(w.wasSecret, w.secret)
	any := false
	for i := range w.inShadows {
		w.inShadows[i] = false
	}
	for _, p := range g.Players {
		for _, id := range p.Zone(w.shadows) {
			any = true
			w.inShadows[id] = true
			c := g.Card(id)
			if prev := w.inArea[id]; w.seen[id] && prev != w.shadows {
				a := g.Area(prev)
				w.secret[id] = !(a.InPlay || a.Visible == rules.VisibleAll)
			} else if !w.seen[id] {
				w.secret[id] = true
			}
			if c.Faceup {
				w.fail("card %d (%s) is faceup in shadows", id, c.Def.Title)
			}
		}
	}
	for i, c := range g.Cards {
		if !w.inShadows[i] {
			w.secret[i] = false
		}
		w.inArea[i], w.seen[i] = c.Area, true
	}
	for reader := range g.Players {
		if !any || len(g.Player(1-reader).Zone(w.shadows)) == 0 {
			continue // nothing in the opponent's shadows: nothing to hide from this reader
		}
		// the view: the opponent's shadows show facedown positions only.
		v := g.View(reader)
		clear(w.visible)
		texts := append(w.texts[:0], v.Phase, v.Step)
		for pi, pv := range v.Players {
			texts = append(texts, pv.Name)
			for _, av := range pv.Areas {
				texts = append(texts, av.Name)
				for _, cv := range av.Cards {
					texts = append(texts, cv.Code, cv.Title)
					for _, tk := range cv.Tokens {
						texts = append(texts, tk.Kind)
					}
					if av.Name == g.Area(w.shadows).Name && pi != reader {
						if cv.Code != "" || cv.Title != "" || cv.ID != rules.NoCard || !cv.Facedown || cv.Pos == 0 {
							w.fail("p%d's view shows a card in p%d's shadows: %+v", reader+1, pi+1, cv)
						}
						continue
					}
					w.visible[cv.Title] = true
				}
			}
		}
		// every string of the view (what its JSON is made of) is checked at
		// every event; the JSON itself whenever a card moves into or out of
		// shadows.
		if ev.To == w.shadows || ev.From == w.shadows {
			data, err := json.Marshal(v)
			if err != nil {
				w.fail("view does not marshal: %v", err)
			}
			texts = append(texts, string(data))
		}
		w.texts = texts
		for id, sec := range w.secret {
			c := g.Cards[id]
			if !sec || c.Owner == reader || w.visible[c.Def.Title] {
				continue
			}
			for _, x := range texts {
				if x != "" && (strings.Contains(x, c.Def.Code) || strings.Contains(x, c.Def.Title)) {
					w.fail("p%d's view names card %d (%s) in p%d's shadows: %.80q", reader+1, id, c.Def.Title, c.Owner+1, x)
				}
			}
		}
	}
	// new log lines, as each player reads them: a card secret before or
	// after the event and still in shadows must not be named.
	log := g.Log()
	for i := w.logged; i < len(log); i++ {
		e := &log[i]
		for reader := range g.Players {
			var line string
			for id := range w.secret {
				if !(w.secret[id] || w.wasSecret[id]) || !w.inShadows[id] {
					continue // a card that came out of shadows is public
				}
				c := g.Cards[id]
				if c.Owner == reader {
					continue
				}
				if line == "" {
					line = g.Render(e, reader, w.cat)
				}
				if !strings.Contains(line, c.Def.Title) && !strings.Contains(line, c.Def.Code) {
					continue
				}
				if e.Msg == rules.MsgRevealed && e.Card.ID == rules.CardID(id) {
					continue // revealed by an effect
				}
				other := false
				for _, r := range []rules.CardRef{e.Card, e.Card2, e.Cause.Card} {
					if r.ID != rules.NoCard && r.ID != rules.CardID(id) && g.Card(r.ID).Def.Title == c.Def.Title && r.Known&(1<<reader) != 0 {
						other = true
					}
				}
				if !other {
					w.fail("log line %d as p%d reads it names card %d in p%d's shadows: %q", i+1, reader+1, id, c.Owner+1, line)
				}
			}
		}
	}
	w.logged = len(log)
	return nil
}

// shadowGames plays games [from, to) with one library and reports the
// failures and counts.
func shadowGames(lib *interp.Library, decks []rules.DeckList, from, to int) (errs []string, into, out, ended int) {
	cat := rules.EnglishCatalog()
	for i := from; i < to; i++ {
		ai, bi := i%len(decks), (i/len(decks)+i+1)%len(decks)
		a, b := decks[ai], decks[bi]
		a.Name, b.Name = "p1", "p2"
		name := fmt.Sprintf("game %d (%s vs %s)", i+1, decks[ai].Name, decks[bi].Name)
		g, err := rules.NewGame(lib, rules.Config{Seed: uint64(i + 1), Players: []rules.DeckList{a, b}, MaxSteps: 6000})
		if err != nil {
			return append(errs, name+": "+err.Error()), into, out, ended
		}
		sh, ok := g.AreaByName("shadows")
		if !ok {
			return append(errs, "no shadows area declared"), into, out, ended
		}
		w := newHiddenWatch(g, sh, cat)
		g.SetObserver(w.observe)
		res, err := g.Run(rules.NewRandomDecider(uint64(i) * 7919))
		if err != nil && err != rules.ErrBudget {
			errs = append(errs, name+": "+err.Error())
		}
		for _, e := range w.errs {
			errs = append(errs, name+": "+e)
		}
		if len(errs) > 5 {
			return errs, into, out, ended
		}
		if res.Over {
			ended++
		}
		for j := range g.Log() {
			e := &g.Log()[j]
			if e.Msg != rules.MsgCustom {
				continue
			}
			switch {
			case strings.Contains(e.S, "into shadows"):
				into++
			case strings.Contains(e.S, "comes out of shadows"):
				out++
			}
		}
	}
	return errs, into, out, ended
}

// TestShadowHiddenInformationProperty plays random games with the example
// decks full of Shadow cards and checks at every event that nothing an
// opponent can read (g.View and the rendered log) names a card in shadows.
// Two workers, each with its own library (definitions cache per-game data).
func TestShadowHiddenInformationProperty(t *testing.T) {
	decks := shadowDecks(t)
	games := 1000
	if testing.Short() {
		games = 100
	}
	const workers = 2
	type result struct {
		errs             []string
		into, out, ended int
	}
	results := make(chan result, workers)
	for k := 0; k < workers; k++ {
		lib := gametest.Library(t)
		from, to := k*games/workers, (k+1)*games/workers
		go func() {
			var r result
			r.errs, r.into, r.out, r.ended = shadowGames(lib, decks, from, to)
			results <- r
		}()
	}
	var total result
	for k := 0; k < workers; k++ {
		r := <-results
		total.errs = append(total.errs, r.errs...)
		total.into += r.into
		total.out += r.out
		total.ended += r.ended
	}
	for _, e := range total.errs {
		t.Error(e)
	}
	t.Logf("%d games (%d ended), %d cards into shadows, %d out of shadows", games, total.ended, total.into, total.out)
	if total.into < games || total.out < games/4 {
		t.Errorf("too little shadow play to test: %d into, %d out in %d games", total.into, total.out, games)
	}
}
