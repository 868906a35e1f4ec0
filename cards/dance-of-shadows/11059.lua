-- Glass Candle (SoKL 59), Challenges Action: Kneel Glass Candle to look at
-- the top card of any player's deck. You may discard that card.
--
-- The action asks whose deck; these hooks show its controller the top card
-- (choosing it discards it, passing leaves it on top).
local function look_at_top(ctx, player)
  local g = ctx.game
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

function look_at_your_top(ctx)
  return look_at_top(ctx, ctx.you)
end

function look_at_opponents_top(ctx)
  return look_at_top(ctx, ctx.opponent)
end

