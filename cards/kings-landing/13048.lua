-- Shadow of the Throne (PoS 48): "Choose and kneel any number of locations
-- with total printed cost 3 or lower."
--
-- A targets hook, asked while the locations are chosen one at a time: the
-- standing locations whose printed cost, added to that of the locations
-- already chosen, is 3 or lower.
function fits(ctx)
  local g = ctx.game
  local chosen = (ctx.chosen and ctx.chosen.t) or {}
  local out = {}
  for _, id in ipairs(g:cards({type = "location", kneeling = false})) do
    local total = g:value("printed-cost-of", {card = {id}})
    for _, o in ipairs(chosen) do
      if o ~= id then
        total = total + g:value("printed-cost-of", {card = {o}})
      end
    end
    if total <= 3 then
      out[#out + 1] = id
    end
  end
  return out
end
