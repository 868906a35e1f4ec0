-- Glass Candle (SoKL 59), Challenges Action: Kneel Glass Candle to look at
-- the top card of any player's deck. You may discard that card.
--
-- The action chooses whose deck (a player target, ctx.players.p); this
-- hook shows its controller the top card (choosing it discards it,
-- passing leaves it on top).
function look_at_top(ctx)
  local g = ctx.game
  local player = ctx.players and ctx.players.p and ctx.players.p[1]
  if player == nil then
    return false
  end
  local top = g:top("deck", player)
  if top == nil then
    return false
  end
  local pick = g:choose(ctx.you, {top}, "Discard the top card of the deck? (choose it to discard it, done leaves it on top)")
  if pick ~= nil then
    return g:discard(pick)
  end
  return true
end
