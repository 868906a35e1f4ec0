-- Journey to Oldtown (Journey to Oldtown 26): "Remove it from the game
-- until the beginning of the next plot phase": the character comes back
-- into play under its owner's control, if it is still out of the game.
function bring_back(ctx)
  local g = ctx.game
  local t = ctx.target
  if t == nil or g:area(t) ~= "out-of-game" then
    return true
  end
  return g:effect("put-into-play", {target = t, ["under-owners"] = true})
end
