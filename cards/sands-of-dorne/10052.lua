-- False Spring (Sands of Dorne 52): "Each opponent chooses and reveals 3
-- cards from his or her hand, if able. You may choose and discard 1
-- revealed card from any number of those hands." Each opponent, in player
-- order, chooses 3 cards of their hand (all of it with 3 or fewer) and
-- reveals them; then, for each of those hands, you may choose 1 of its
-- revealed cards to discard.
local function without(ids, id)
  local rest = {}
  for _, x in ipairs(ids) do
    if x ~= id then
      rest[#rest + 1] = x
    end
  end
  return rest
end

function spring(ctx)
  local g = ctx.game
  local revealed = {}
  for _, p in ipairs(g:player_order()) do
    if p ~= ctx.you then
      local hand = g:cards_in("hand", p)
      local chosen = {}
      if #hand <= 3 then
        chosen = hand
      else
        for _ = 1, 3 do
          local c = g:choose(p, hand, "reveal a card from your hand")
          if c == nil then
            c = hand[1]
          end
          chosen[#chosen + 1] = c
          hand = without(hand, c)
        end
      end
      for _, id in ipairs(chosen) do
        g:effect("reveal", {target = id})
      end
      revealed[#revealed + 1] = chosen
    end
  end
  for _, chosen in ipairs(revealed) do
    if #chosen > 0 then
      local c = g:choose(ctx.you, chosen, "you may discard 1 revealed card")
      if c ~= nil then
        g:discard(c)
      end
    end
  end
  return true
end
