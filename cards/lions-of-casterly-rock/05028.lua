-- Old Wyk (Lions of Casterly Rock 28).

-- top_of_dead lists the top Drowned God character of your dead pile (a
-- pile lists from its first card up: the last one is the top).
function top_of_dead(ctx)
  local g = ctx.game
  local dead = g:cards_in("dead", ctx.you)
  for i = #dead, 1, -1 do
    if g:type(dead[i]) == "character" and g:has_trait(dead[i], "Drowned God") then
      return {dead[i]}
    end
  end
  return {}
end

-- settle, at the end of the challenge: "if you win the challenge by 5 or
-- more STR, return that character to your hand. Otherwise, place it on
-- the bottom of your deck."
function settle(ctx)
  local g = ctx.game
  local t = ctx.target
  if t == nil or g:area(t) ~= "play" then
    return true
  end
  local c = ctx.challenge
  if c ~= nil and c.winner == ctx.you and g:value("challenge-margin") >= 5 then
    return g:return_to_hand(t)
  end
  return g:effect("return-to-deck", {target = t, bottom = true})
end
