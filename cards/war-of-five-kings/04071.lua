-- Aeron Damphair (There Is My Claim 71), Reaction: After a character is
-- saved, either: stand it, or kneel it. Only the option that changes the
-- game may be chosen: a kneeling character stands, a standing one kneels.
-- The saved character is the event's card.
function stand_or_kneel(ctx)
  local g, card = ctx.game, ctx.event.card
  if g:kneeling(card) then
    return g:stand(card)
  end
  return g:kneel(card)
end
