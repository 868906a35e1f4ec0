-- Sea Bitch (Tyrion's Chain 112): "Take control of that location until
-- the end of the phase": at the end of the phase control goes back to the
-- player who controlled it before (its owner: only a card in play under
-- another player could have changed hands before, and that one returns).
function give_back(ctx)
  local g = ctx.game
  local t = ctx.target
  if t == nil or g:area(t) ~= "play" or g:controller(t) ~= ctx.you then
    return true
  end
  return g:effect("give-control", {target = t, p = g:owner(t)})
end
