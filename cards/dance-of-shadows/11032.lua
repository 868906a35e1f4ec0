-- "Steel Rain" (TMoW 32), Action: Sacrifice any number of [greyjoy]
-- locations. For each location sacrificed, search your deck for a different
-- [greyjoy] location with equal or lower printed cost and put it into play.
-- Shuffle your deck.
--
-- Its controller chooses the Greyjoy locations they control one by one
-- (choosing done ends the choice) and sacrifices them; then, for each of
-- them, they may choose a Greyjoy location in their deck with another title
-- and a printed cost no higher than the sacrificed one's (searching may
-- fail to find one) and put it into play; then the deck is shuffled.
function steel_rain(ctx)
  local g = ctx.game
  local me = ctx.you
  local picked = {}
  while true do
    local options = {}
    for _, id in ipairs(g:cards({type = "location", faction = "greyjoy", controller = me})) do
      local taken = false
      for _, p in ipairs(picked) do
        taken = taken or p == id
      end
      if not taken then
        table.insert(options, id)
      end
    end
    if #options == 0 then
      break
    end
    local id = g:choose(me, options, "Choose a Greyjoy location to sacrifice (done stops)")
    if id == nil then
      break
    end
    table.insert(picked, id)
  end
  local sacrificed = {}
  for _, id in ipairs(picked) do
    local title, cost = g:title(id), g:cost(id)
    if g:sacrifice(id) then
      table.insert(sacrificed, {title = title, cost = cost})
    end
  end
  for _, s in ipairs(sacrificed) do
    local options = {}
    for _, id in ipairs(g:cards({area = "deck", owner = me, type = "location", faction = "greyjoy", max_cost = s.cost})) do
      if g:title(id) ~= s.title then
        table.insert(options, id)
      end
    end
    if #options > 0 then
      local pick = g:choose(me, options, "Search: choose a Greyjoy location to put into play")
      if pick ~= nil then
        g:put_into_play(pick)
      end
    end
  end
  g:effect("shuffle-deck", {player = me})
  return true
end
