-- Daario Naharis (The Archmaester's Key 14): "Take control of it until the
-- end of the phase": at the end of the phase control goes
-- back to its owner, if it is still in play under you.
function give_back(ctx)
  local g = ctx.game
  local t = ctx.target
  if t == nil or g:area(t) ~= "play" or g:controller(t) ~= ctx.you then
    return true
  end
  return g:effect("give-control", {target = t, p = g:owner(t)})
end
