-- Podrick Payne (Tyrion's Chain 109): "Then, if that character was
-- Tyrion Lannister, you may pay 2 gold to choose and kill an attacking
-- character." Choosing no character (game:choose gives nil, as it does
-- when there is none) is declining to pay. The event is the kill the
-- interrupt saves from.
function tyrion_strikes_back(ctx)
  local g = ctx.game
  if g:title(ctx.event.card) ~= "Tyrion Lannister" or g:gold(ctx.you) < 2 then
    return true
  end
  local id = g:choose(ctx.you, g:cards({type = "character", attacking = true}), "Pay 2 gold to kill an attacking character? Choose it (done declines)")
  if id == nil or not g:pay_gold(ctx.you, 2) then
    return true
  end
  return g:kill(id)
end
