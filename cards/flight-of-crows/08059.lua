-- Forgotten By History (Kingsmoot 59): "a character with printed cost X or
-- lower … X is the amount of power on the faction card of that
-- character's controller".
function within_power(ctx)
  local g = ctx.game
  local out = {}
  for _, id in ipairs(g:cards({type = "character"})) do
    local c = g:card(id)
    local faction = g:cards_in("faction", c.controller)
    local x = 0
    if #faction > 0 then
      x = g:power(faction[1])
    end
    if c.cost <= x then
      out[#out + 1] = id
    end
  end
  return out
end
