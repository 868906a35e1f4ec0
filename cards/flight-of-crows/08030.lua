-- Kingslayer (Journey to Oldtown 30): "choose and kill a character with 2
-- or more power".
function two_power(ctx)
  local g = ctx.game
  local out = {}
  for _, id in ipairs(g:cards({type = "character"})) do
    if g:power(id) >= 2 then
      out[#out + 1] = id
    end
  end
  return out
end
