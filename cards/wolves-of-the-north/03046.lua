-- A Time For Wolves (Wolves of the North 46), When Revealed: Search your
-- deck for a Direwolf card, reveal it, and add it to your hand. If that
-- card's printed cost is 3 or lower, you may put it into play instead.
-- Shuffle your deck. (A card of printed cost 3 or lower that can enter
-- play is put into play: the choice a player makes; an attachment goes to
-- the hand.)
function wolves(ctx)
  local g = ctx.game
  local found = {}
  for _, id in ipairs(g:cards_in("deck", ctx.you)) do
    if g:has_trait(id, "Direwolf") then
      found[#found + 1] = id
    end
  end
  if #found > 0 then
    local id = g:choose(ctx.you, found, "Choose a Direwolf card")
    if id ~= nil then
      g:effect("reveal", {target = id})
      local c = g:card(id)
      if c.type == "character" and c.cost <= 3 and g:put_into_play(id) then
        -- put into play instead
      else
        g:move(id, "hand")
      end
    end
  end
  g:effect("shuffle-deck", {p = "you"})
  return true
end
