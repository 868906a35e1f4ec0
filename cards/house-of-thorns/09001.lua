-- Mace Tyrell (House of Thorns 1): "remove another [tyrell] character you
-- control from the game until the beginning of the next phase": as this
-- phase ends the character comes back into play under its owner's
-- control, if it is still out of the game.
function bring_back(ctx)
  local g = ctx.game
  local t = ctx.target
  if t == nil or g:area(t) ~= "out-of-game" then
    return true
  end
  return g:effect("put-into-play", {target = t, ["under-owners"] = true})
end
