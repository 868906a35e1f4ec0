-- Ser Gregor's Marauders (Lions of Casterly Rock 8): pillage discarded the
-- top card of the losing opponent's deck, now the top of that discard pile.
function discarded_event(ctx)
  local g = ctx.game
  local c = g:challenge()
  if c == nil then
    return false
  end
  local loser = c.defender
  if loser == ctx.you then
    loser = c.attacker
  end
  local pile = g:cards_in("discard", loser)
  return #pile > 0 and g:type(pile[#pile]) == "event"
end
