package rules

import (
	"errors"
	"fmt"
	"runtime"
	"strings"
	"testing"
)

// hiddenFrom is the test's own account of which cards a viewer may not
// identify: by area name, independent of the engine's visibility code.
func hiddenFrom(g *Game, viewer int, c *Card) bool {
	area := g.Area(c.Area).Name
	switch area {
	case "deck":
		return true
	case "hand", "plot-deck", "shadows":
		return c.Owner != viewer
	case "play", "plot", "faction", "agenda":
		return !c.Faceup && c.Controller != viewer
	}
	return false
}

type propChecker struct {
	t       testing.TB
	inner   Decider
	seen    [2]map[CardID]bool
	logPos  int
	n       int
	failed  bool
	shadows int
}

func newPropChecker(t testing.TB, inner Decider) *propChecker {
	return &propChecker{t: t, inner: inner, seen: [2]map[CardID]bool{{}, {}}}
}

func (pc *propChecker) fail(format string, args ...any) {
	if !pc.failed {
		pc.failed = true
		pc.t.Errorf(format, args...)
	}
}

func (pc *propChecker) Decide(g *Game, p *Prompt) (Choice, error) {
	pc.n++
	pc.checkAreas(g)
	pc.checkLog(g)
	if pc.n%4 == 0 {
		pc.checkViews(g)
	}
	return pc.inner.Decide(g, p)
}

// checkAreas: every card is in exactly one area, the one it names.
func (pc *propChecker) checkAreas(g *Game) {
	count := make([]int, len(g.Cards))
	for _, p := range g.Players {
		for a := range g.Areas() {
			for _, id := range p.Zone(AreaID(a)) {
				count[id]++
				if c := g.Card(id); c.Area != AreaID(a) {
					pc.fail("card %s in zone %s says area %s", c.Def.Title, g.Area(AreaID(a)).Name, g.Area(c.Area).Name)
				}
			}
		}
	}
	for id, n := range count {
		if n != 1 {
			pc.fail("card %d (%s) is in %d areas", id, g.Card(CardID(id)).Def.Title, n)
		}
	}
}

// checkLog: new log lines never name a card the reader may not identify.
func (pc *propChecker) checkLog(g *Game) {
	for v := 0; v < 2; v++ {
		for _, c := range g.Cards {
			if !hiddenFrom(g, v, c) {
				pc.seen[v][c.ID] = true
			}
		}
	}
	cat := EnglishCatalog()
	log := g.Log()
	for i := pc.logPos; i < len(log); i++ {
		e := &log[i]
		for v := 0; v < 2; v++ {
			line := g.Render(e, v, cat)
			if strings.Contains(line, "into shadows") {
				pc.shadows++
			}
			for _, r := range []CardRef{e.Card, e.Card2} {
				if r.ID == NoCard || pc.seen[v][r.ID] {
					continue
				}
				c := g.Card(r.ID)
				other := e.Card
				if r == e.Card {
					other = e.Card2
				}
				if other.ID != NoCard && g.Card(other.ID).Def.Title == c.Def.Title {
					continue
				}
				if strings.Contains(line, c.Def.Title) {
					pc.fail("log line %d %q shows hidden %s to p%d", e.Seq, line, c.Def.Title, v+1)
				}
			}
		}
	}
	pc.logPos = len(log)
}

// checkViews: a view never holds the identity of a card hidden from its viewer.
func (pc *propChecker) checkViews(g *Game) {
	for v := 0; v < 2; v++ {
		view := g.View(v)
		for pi, pv := range view.Players {
			for _, av := range pv.Areas {
				for _, cv := range av.Cards {
					if cv.ID == NoCard {
						if cv.Code != "" || cv.Title != "" {
							pc.fail("anonymous card view with identity %+v", cv)
						}
						continue
					}
					c := g.Card(cv.ID)
					if c.Owner != pi && c.Controller != pi {
						pc.fail("view lists card %d under the wrong player", cv.ID)
					}
					if hiddenFrom(g, v, c) {
						pc.fail("p%d's view shows hidden card %s in %s", v+1, c.Def.Title, av.Name)
					}
				}
			}
		}
	}
}

func propertyGames(t *testing.T) int {
	if testing.Short() {
		return 100
	}
	return 1000
}

func TestProperty_RandomGames(t *testing.T) {
	lib := testLibrary()
	n := propertyGames(t)
	shadows := 0
	for seed := uint64(1); seed <= uint64(n); seed++ {
		g, err := NewGame(lib, testConfig(seed))
		if err != nil {
			t.Fatal(err)
		}
		pc := newPropChecker(t, NewRandomDecider(seed))
		res, err := g.Run(pc)
		if err != nil || !res.Over {
			t.Fatalf("seed %d: %v %+v", seed, err, res)
		}
		pc.checkAreas(g)
		pc.checkLog(g)
		pc.checkViews(g)
		if pc.failed {
			t.Fatalf("seed %d failed", seed)
		}
		shadows += pc.shadows
		// same seed, same choices: same log, byte for byte
		g2, _ := NewGame(lib, testConfig(seed))
		res2, _ := g2.Run(NewRandomDecider(seed))
		if g2.LogHash() != g.LogHash() || res2 != res {
			t.Fatalf("seed %d: replay differs", seed)
		}
	}
	if shadows == 0 {
		t.Fatal("no game used the hidden shadows area")
	}
}

// stopAfter halts the game at decision k.
type stopAfter struct {
	k     int
	inner Decider
}

func (s *stopAfter) Decide(g *Game, p *Prompt) (Choice, error) {
	if g.Decisions() >= s.k {
		return Choice{}, ErrStop
	}
	return s.inner.Decide(g, p)
}

func TestProperty_SaveResumeSameOutcome(t *testing.T) {
	lib := testLibrary()
	n := propertyGames(t)
	for seed := uint64(1); seed <= uint64(n); seed++ {
		g, _ := NewGame(lib, testConfig(seed))
		res, err := g.Run(NewRandomDecider(seed))
		if err != nil {
			t.Fatal(err)
		}
		k := int(splitmix(seed) % uint64(g.Decisions()+1))
		r := stoppedAndResumed(t, lib, testConfig(seed), k, seed, g.Decisions())
		res2, err := r.Run(NewRandomDecider(seed))
		if err != nil {
			t.Fatalf("seed %d resumed at %d: %v", seed, k, err)
		}
		if res2 != res || r.LogHash() != g.LogHash() {
			t.Fatalf("seed %d resumed at %d: outcome %+v vs %+v", seed, k, res2, res)
		}
	}
}

func TestResume_DetectsDivergence(t *testing.T) {
	lib := testLibrary()
	h, _ := NewGame(lib, testConfig(5))
	h.Run(&stopAfter{40, NewRandomDecider(5)})
	data, _ := h.Save()
	bad := strings.Replace(string(data), fmt.Sprintf(`"stateHash": %d`, h.StateHash()), `"stateHash": 12345`, 1)
	if bad == string(data) {
		t.Fatal("state hash not found in save file")
	}
	r, err := Resume(lib, []byte(bad))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := r.Run(NewRandomDecider(5)); !errors.Is(err, ErrResumeMismatch) {
		t.Fatalf("err = %v, want ErrResumeMismatch", err)
	}
}

func TestGameState_Size(t *testing.T) {
	// Heap retained by finished games (state, log, history), per game.
	lib := testLibrary()
	const n = 40
	games := make([]*Game, 0, n)
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	for seed := uint64(1); seed <= n; seed++ {
		g, _ := NewGame(lib, testConfig(seed))
		g.Run(NewRandomDecider(seed))
		games = append(games, g)
	}
	runtime.GC()
	runtime.ReadMemStats(&after)
	per := (int64(after.HeapAlloc) - int64(before.HeapAlloc)) / n
	t.Logf("retained state: %d bytes per finished game", per)
	if per > 200<<10 {
		t.Fatalf("state per game %d bytes > 200 KB", per)
	}
	runtime.KeepAlive(games)
}

func TestSaveResume_Scenario(t *testing.T) {
	lib := testLibrary()
	s := Scenario{Seed: 9, From: StepMarshalWindow, Players: twoPlayers(join(cards("plot", "P1"), cards("hand", "C1", "C4", "C11"), cards("deck", "C2", "C3", "C5")), join(cards("plot", "P2"), cards("play", "C2")), 6, 0)}
	g, err := NewScenario(lib, s)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := g.Run(NewScript("p1: Footman", "p1: marshal-into-shadows")); !errors.Is(err, ErrStop) {
		t.Fatal(err)
	}
	r := saveAndResume(t, lib, g)
	if _, err := r.Run(NewScript("p1: Knight")); !errors.Is(err, ErrStop) {
		t.Fatal(err)
	}
	if one(t, r, 0, "Knight").Area != AreaPlay || one(t, r, 0, "Footman").Area != AreaPlay || r.Player(0).Gold != 0 {
		t.Fatalf("resumed scenario state wrong: gold %d", r.Player(0).Gold)
	}
	shadows, _ := r.AreaByName("shadows")
	if len(r.Player(0).Zone(shadows)) != 1 {
		t.Fatal("shadows lost on resume")
	}
}

func TestFork_ContinuesAfterStop(t *testing.T) {
	lib := testLibrary()
	g, _ := NewGame(lib, testConfig(77))
	g.Run(&stopAfter{60, NewRandomDecider(77)})
	f1, err := g.Fork()
	if err != nil {
		t.Fatal(err)
	}
	f2, _ := g.Fork()
	r1, _ := f1.Run(NewRandomDecider(77))
	r2, _ := f2.Run(NewRandomDecider(1234))
	full, _ := NewGame(lib, testConfig(77))
	r0, _ := full.Run(NewRandomDecider(77))
	if r1 != r0 || f1.LogHash() != full.LogHash() {
		t.Fatal("fork with the same decider differs from the uninterrupted game")
	}
	if !r2.Over || g.Decisions() != 60 {
		t.Fatalf("fork ran %+v; original at %d decisions", r2, g.Decisions())
	}
}

type versionedLib struct {
	*MapDefinitions
	versions map[string][]*CardDef
}

func (v versionedLib) CardDefVersion(code string, version int) *CardDef {
	if vs := v.versions[code]; version < len(vs) {
		return vs[version]
	}
	return nil
}

func TestSaveResume_WithHotSwap(t *testing.T) {
	base := testLibrary()
	v1 := base.Cards["C4"]
	v2 := &CardDef{Code: "C4", Title: "Knight", Type: TypeCharacter, Cost: CostValue{Value: 1}, Strength: 7, Icons: allIcons, Version: 1}
	lib := versionedLib{base, map[string][]*CardDef{"C4": {v1, v2}}}
	g, _ := NewGame(lib, testConfig(21))
	swapped := false
	d := DeciderFunc(func(g *Game, p *Prompt) (Choice, error) {
		if g.Decisions() == 50 && !swapped {
			swapped = true
			g.ReplaceDef("C4", v2)
		}
		if g.Decisions() >= 120 {
			return Choice{}, ErrStop
		}
		return NewRandomDecider(21).Decide(g, p)
	})
	g.Run(d)
	lib.Cards["C4"] = v2 // the library now serves the new version by default
	r := saveAndResume(t, lib, g)
	if _, err := r.Run(&stopAfter{120, NewRandomDecider(21)}); !errors.Is(err, ErrStop) {
		t.Fatalf("resume with a reload: %v", err)
	}
	if r.StateHash() != g.StateHash() {
		t.Fatal("resumed state differs")
	}
}

// saveAndResume saves g and resumes the save with lib.
func saveAndResume(t *testing.T, lib Definitions, g *Game) *Game {
	t.Helper()
	data, err := g.Save()
	if err != nil {
		t.Fatal(err)
	}
	r, err := Resume(lib, data)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// stoppedAndResumed plays the game cfg describes with random choices (seed)
// for k of its full decisions, then saves and resumes it.
func stoppedAndResumed(t *testing.T, lib Definitions, cfg Config, k int, seed uint64, full int) *Game {
	t.Helper()
	h, _ := NewGame(lib, cfg)
	if _, err := h.Run(&stopAfter{k, NewRandomDecider(seed)}); !errors.Is(err, ErrStop) && k < full {
		t.Fatalf("seed %d: stop at %d: %v", seed, k, err)
	}
	return saveAndResume(t, lib, h)
}
