-- Exchange of Information (TSC 20), When Revealed: Choose an opponent and
-- reveal the top 10 cards of your deck. That opponent chooses 1 character,
-- 1 location, 1 attachment, and 1 event revealed this way, if able, and adds
-- them to your hand. Shuffle your deck.
--
-- The card's ability reveals the top 10 cards first and shuffles after
-- this hook; the hook lets the opponent choose among the revealed cards.
function exchange_of_information(ctx)
  local g, opp = ctx.game, ctx.opponent
  -- the deck is listed bottom first: the top 10 are the last 10
  local deck = g:cards_in("deck", ctx.you)
  local top = {}
  for i = #deck, math.max(1, #deck - 9), -1 do
    top[#top + 1] = deck[i]
  end
  local chosen = {}
  for _, kind in ipairs({"character", "location", "attachment", "event"}) do
    local options = {}
    for _, id in ipairs(top) do
      if g:type(id) == kind then
        options[#options + 1] = id
      end
    end
    if #options > 0 then
      -- "if able": the opponent must choose one
      local pick = g:choose(opp, options, "Choose a card your opponent adds to hand") or options[1]
      chosen[#chosen + 1] = pick
    end
  end
  for _, id in ipairs(chosen) do
    g:move(id, "hand")
  end
  return #chosen > 0
end
