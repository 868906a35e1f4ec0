package lua

import "testing"

// BenchmarkHookCall measures one call of a small pure hook through a pooled
// state (goal: ≤ 2 µs).
func BenchmarkHookCall(b *testing.B) {
	benchCall(b, "function can_play(ctx) return ctx.game:strength(ctx.self) > 2 end", true)
}

// BenchmarkHookCallBigFile: the same hook in a card file that defines
// several other functions (each call re-runs the chunk).
func BenchmarkHookCallBigFile(b *testing.B) { benchCall(b, benchCard, false) }

// benchCall measures calls of the hook can_play of src, a condition, through
// a pooled state; wantTrue requires each call to return true.
func benchCall(b *testing.B, src string, wantTrue bool) {
	p, ds := Compile("bench.lua", src)
	if ds != nil {
		b.Fatal(ds)
	}
	r := NewRunner(Limits{})
	h := newFakeHost()
	c := Call{Program: p, Hook: "can_play", Kind: Condition, Card: 1, You: 1, Code: "01001", Ability: "a"}
	b.ReportAllocs()
	for b.Loop() {
		res, err := r.Call(h, c)
		if err != nil || (wantTrue && !res.OK) {
			b.Fatal(res, err)
		}
	}
}

const benchCard = `
-- A typical card hook file.
local LIMIT = 3

local function standing_characters(game, p)
  return game:cards({type = "character", controller = p, kneeling = false})
end

function can_play(ctx)
  return ctx.game:count({type = "character", controller = ctx.you, kneeling = true}) >= 1
end

function targets(ctx)
  local out = {}
  for _, id in ipairs(ctx.game:cards({type = "character"})) do
    if ctx.game:strength(id) <= LIMIT and id ~= ctx.self then
      out[#out + 1] = id
    end
  end
  return out
end

function resolve(ctx)
  if not ctx.game:kill(ctx.target) then return false end
  ctx.game:draw(ctx.you, 1)
  for _, id in ipairs(standing_characters(ctx.game, ctx.you)) do
    ctx.game:gain_power(id, 1)
  end
  return true
end
`

func BenchmarkCompile(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		if _, ds := Compile("bench.lua", benchCard); ds != nil {
			b.Fatal(ds)
		}
	}
}
