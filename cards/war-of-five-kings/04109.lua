-- Podrick Payne (Tyrion's Chain 109): "Then, if that character was
-- Tyrion Lannister, you may pay 2 gold to choose and kill an attacking
-- character." Choosing no character is declining to pay.
function tyrion_strikes_back(ctx)
  local g = ctx.game
  local ev = g:event()
  if ev == nil or ev.card == nil or g:title(ev.card) ~= "Tyrion Lannister" or g:gold(ctx.you) < 2 then
    return true
  end
  local attackers = g:cards({type = "character", attacking = true})
  if #attackers == 0 then
    return true
  end
  local id = g:choose(ctx.you, attackers, "pay 2 gold to kill an attacking character")
  if id == nil then
    return true
  end
  if g:pay_gold(ctx.you, 2) == false then
    return true
  end
  return g:kill(id)
end
