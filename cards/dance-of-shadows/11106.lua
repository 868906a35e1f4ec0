-- Daggers in the Dark (DitD 106), Reaction: After you win a challenge as
-- the defending player, choose and kill an attacking character. The
-- attacking player may sacrifice 2 characters to cancel this effect.
--
-- The card's ability chooses the attacking character (its target) and
-- kills it as a `then` step; this hook first offers the attacking player
-- the two sacrifices. It returns false (so the kill does not follow) when
-- both were sacrificed; declining either choice lets the kill resolve.
function attacker_may_cancel(ctx)
  local g, attacker = ctx.game, ctx.challenge.attacker
  local chars = g:cards({type = "character", controller = attacker})
  if #chars < 2 then
    return true
  end
  local first = g:choose(attacker, chars, "Sacrifice 2 characters to cancel Daggers in the Dark? Choose a character (done declines)")
  if first == nil then
    return true
  end
  local rest = {}
  for _, id in ipairs(chars) do
    if id ~= first then
      rest[#rest + 1] = id
    end
  end
  local second = g:choose(attacker, rest, "Sacrifice 2 characters to cancel Daggers in the Dark? Choose a character (done declines)")
  if second == nil then
    return true
  end
  g:sacrifice(first)
  g:sacrifice(second)
  g:log("the kill is cancelled: 2 characters were sacrificed")
  return false
end
