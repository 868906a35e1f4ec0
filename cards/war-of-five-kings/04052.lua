-- King of Salt and Rock (For Family Honor 52): pillage discarded the top
-- card of the losing opponent's deck, now the top of that discard pile.
function discarded_attachment_or_location(ctx)
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
  if #pile == 0 then
    return false
  end
  local t = g:type(pile[#pile])
  return t == "attachment" or t == "location"
end
