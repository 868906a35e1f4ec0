-- Old Nan (Wolves of the North 10), Interrupt: When a plot card is
-- revealed, kneel Old Nan to have that plot card gain the Summer or Winter
-- trait until the end of the round. The engine keeps an effect put on a
-- plot card being revealed on it once it is revealed.
function summer_or_winter(ctx)
  local g = ctx.game
  local trait = g:choose_text(ctx.you, {"Summer", "Winter"}, "Choose Summer or Winter")
  if trait == nil then
    return false
  end
  return g:effect("gain-trait", {target = ctx.event.card, trait = trait, d = "end-of-round"})
end
