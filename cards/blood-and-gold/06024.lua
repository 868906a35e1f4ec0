-- "Lord Renly's Ride" (Guarding the Realm 24).

-- top_character lists the top character of your dead pile (a pile lists
-- from its first card up: the last one is the top).
function top_character(ctx)
  local g = ctx.game
  local dead = g:cards_in("dead", ctx.you)
  for i = #dead, 1, -1 do
    if g:type(dead[i]) == "character" then
      return {dead[i]}
    end
  end
  return {}
end
