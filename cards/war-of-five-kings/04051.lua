-- Lordsport Fisherman (For Family Honor 51), Reaction: After you marshal
-- Lordsport Fisherman, add the bottom card of your deck to your hand.
-- The deck lists from the bottom card up (its last card is the top).
function bottom_to_hand(ctx)
  local deck = ctx.game:cards_in("deck", ctx.you)
  if #deck == 0 then
    return false
  end
  return ctx.game:move(deck[1], "hand")
end
