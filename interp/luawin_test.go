package interp_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/thronescript/thronescript/dsl/diag"
	"github.com/thronescript/thronescript/interp"
)

// TestLuaHookThatWinsEndsTheGame: a Lua hook's effect that brings a player
// to 15 power ends the game there. The engine unwinds a won game with a
// panic; the Lua sandbox once reported it as an internal error (E0610)
// and the game went on forever.
func TestLuaHookThatWinsEndsTheGame(t *testing.T) {
	dir := t.TempDir()
	const sc = `scenario "Heads on Spikes' Lua hook wins the game" {
  setup {
    phase plot
    first-player p1
    p1 power 13
    p1 plot-deck 01013
    p2 plot-deck 01025
    p2 hand 01053
    p1 deck 01053 01053
    p2 deck 01053 01053
  }
  p1 choose p1
  expect winner p1
  expect-not log "failed"
}
`
	if err := os.WriteFile(filepath.Join(dir, "win.card"), []byte(sc), 0o644); err != nil {
		t.Fatal(err)
	}
	runScenarioIn(t, dir, "Heads on Spikes' Lua hook")
}

// TestLuaReadsTraitsOutOfPlay: a hook may read the traits of cards in a
// hand (nothing modifies them, so the engine has no derived values for
// them); this once failed with an internal error (E0610).
func TestLuaReadsTraitsOutOfPlay(t *testing.T) {
	dir := t.TempDir()
	files := map[string]string{
		"reader.card": `card 90901 "Trait Reader" {
  location
  faction stark
  cost 0
  lua "reader.lua"
  action read {
    lua read
  }
}

scenario "90901 Trait Reader: counts the Lords in hand through Lua" {
  setup {
    from marshaling-window
    first-player p1
    p1 play 90901
    p1 hand 01143 01053
    p1 deck 01053 01053
    p2 deck 01053 01053
  }
  p1 choose read 90901
  until phase-begins challenges
  expect p1 hand-size 3
  expect-not log "failed"
}
`,
		"reader.lua": `function read(ctx)
  local g = ctx.game
  local lords = 0
  for _, id in ipairs(g:cards_in("hand", ctx.you)) do
    local ts = g:traits(id)
    if g:has_trait(id, "Lady") or g:has_trait(id, "Lord") then
      lords = lords + 1
    end
    if #g:cards({area = "hand", trait = ts[1] or "none"}) == 0 and #ts > 0 then
      error("a trait the card has finds no card")
    end
  end
  g:draw(ctx.you, lords)
  return true
end
`,
	}
	for name, src := range files {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	runScenarioIn(t, dir, "90901 Trait Reader")
}

// runScenarioIn loads the built-in library and dir, and runs the scenario
// whose name starts with prefix.
func runScenarioIn(t *testing.T, dir, prefix string) {
	t.Helper()
	lib, ds := interp.Load(interp.NewRegistry(), interp.Options{Builtin: true, Paths: []string{dir}})
	if ds.HasErrors() {
		var b strings.Builder
		_ = diag.WriteText(&b, ds.Errors(), lib.Sources)
		t.Fatal(b.String())
	}
	for _, s := range lib.Checked.Scenarios {
		if !strings.HasPrefix(s.Name, prefix) {
			continue
		}
		res := lib.RunScenario(s)
		if !res.Passed() {
			var b strings.Builder
			_ = diag.WriteText(&b, res.Failures, lib.Sources)
			t.Fatalf("%s\nlog:\n  %s", b.String(), strings.Join(res.Log, "\n  "))
		}
		return
	}
	t.Fatalf("scenario %q not loaded", prefix)
}
