-- Ghosts of Harrenhal (Ghosts of Harrenhal 100), When Revealed: Put the top
-- character in each player's dead pile into play. A dead pile lists from
-- its first card up: its last character is the top one. It enters play
-- under its owner.
function ghosts(ctx)
  local g = ctx.game
  for _, p in ipairs(g:players()) do
    local dead = g:cards_in("dead", p)
    for i = #dead, 1, -1 do
      if g:type(dead[i]) == "character" then
        g:effect("put-into-play", {target = dead[i], p = p})
        break
      end
    end
  end
  return true
end
