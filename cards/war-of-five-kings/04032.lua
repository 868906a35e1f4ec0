-- Ours is the Old Way (Called to Arms 32), the second form: each
-- non-[greyjoy] character loses stealth until the end of the phase.
function others_lose_stealth(ctx)
  local g = ctx.game
  local ids = {}
  for _, id in ipairs(g:cards({type = "character"})) do
    if g:faction(id) ~= "greyjoy" then
      ids[#ids + 1] = id
    end
  end
  if #ids == 0 then
    return true
  end
  return g:effect("lose-keyword", {target = ids, kw = "stealth", d = "end-of-phase"})
end
