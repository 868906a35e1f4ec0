-- Valar Dohaeris (The Archmaester's Key 20): "Each player chooses any
-- number of characters he or she controls with a total printed cost of 10
-- or lower. Place each character not chosen on the bottom of its owner's
-- deck (cannot be saved)."
function valar(ctx)
  local g = ctx.game
  local gone = {}
  for _, p in ipairs(g:player_order()) do
    local mine = g:cards({type = "character", controller = p})
    local kept = {}
    local left = 10
    while true do
      local offer = {}
      for _, id in ipairs(mine) do
        if not kept[id] and g:value("printed-cost-of", {card = id}) <= left then
          offer[#offer + 1] = id
        end
      end
      if #offer == 0 then
        break
      end
      local pick = g:choose(p, offer, "keep")
      if pick == nil then
        break
      end
      kept[pick] = true
      left = left - g:value("printed-cost-of", {card = pick})
    end
    for _, id in ipairs(mine) do
      if not kept[id] then
        gone[#gone + 1] = id
      end
    end
  end
  if #gone == 0 then
    return true
  end
  return g:effect("return-to-deck", {target = gone, bottom = true})
end
