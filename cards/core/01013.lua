-- Heads on Spikes (Core 13), When Revealed: Choose an opponent. Discard 1
-- card at random from that player's hand. If that card is a character, gain
-- 2 power for your faction and place the discarded character in its owner's
-- dead pile.
function heads_on_spikes(ctx)
  local g = ctx.game
  local hand = g:cards_in("hand", ctx.opponent)
  if #hand == 0 then
    return false
  end
  local card = hand[g:random(#hand)]
  g:discard(card)
  if g:type(card) == "character" then
    g:gain_power(g:cards_in("faction", ctx.you)[1], 2)
    -- only from the discard pile: an interrupt may have sent it elsewhere
    if g:area(card) == "discard" then
      g:move(card, "dead")
    end
  end
  return true
end
