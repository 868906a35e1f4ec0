-- Unexpected Delay (Lions of Casterly Rock 47): characters in play without
-- power.
function without_power(ctx)
  local g = ctx.game
  local out = {}
  for _, id in ipairs(g:cards({type = "character"})) do
    if g:power(id) == 0 then
      out[#out + 1] = id
    end
  end
  return out
end
