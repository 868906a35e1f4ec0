-- The Long Winter (Wolves of the North 49), When Revealed: Each player
-- without a Summer plot revealed discards 1 power from a card he or she
-- controls.
-- The cards with power are p's cards in play and p's faction card;
-- game:choose gives nil when there is none.
function winter(ctx)
  local g = ctx.game
  for _, p in ipairs(g:player_order()) do
    if g:count({area = "plot", controller = p, trait = "Summer"}) == 0 then
      local with = {}
      for _, area in ipairs({"play", "faction"}) do
        for _, id in ipairs(g:cards({area = area, controller = p})) do
          if g:power(id) > 0 then
            with[#with + 1] = id
          end
        end
      end
      local id = g:choose(p, with, "Choose a card you control to discard 1 power from")
      if id ~= nil then
        g:lose_power(id, 1)
      end
    end
  end
  return true
end
