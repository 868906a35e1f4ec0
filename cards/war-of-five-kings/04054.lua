-- Blood of My Blood (For Family Honor 54), Challenges Action: Search your
-- deck for a Bloodrider character and put it into play. Shuffle your deck.
-- At the end of the phase, if that card is still in play, return it to
-- your hand.
function bloodrider(ctx)
  local g = ctx.game
  local found = {}
  for _, id in ipairs(g:cards_in("deck", ctx.you)) do
    if g:type(id) == "character" and g:has_trait(id, "Bloodrider") then
      found[#found + 1] = id
    end
  end
  local id = nil
  if #found > 0 then
    id = g:choose(ctx.you, found, "Choose a Bloodrider character to put into play")
  end
  if id ~= nil and g:put_into_play(id) then
    g:effect("at-end-of", {period = "phase", act = "return-to-hand", target = id})
  end
  g:effect("shuffle-deck", {p = "you"})
  return true
end
