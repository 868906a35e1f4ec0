-- Aeron Damphair (There Is My Claim 71), Reaction: After a character is
-- saved, either: stand it, or kneel it. Only the option that changes the
-- game may be chosen: a kneeling character stands, a standing one kneels.
function stand_or_kneel(ctx)
  local g = ctx.game
  local ev = g:event()
  if ev == nil or ev.card == nil then
    return false
  end
  if g:kneeling(ev.card) then
    return g:stand(ev.card)
  end
  return g:kneel(ev.card)
end
