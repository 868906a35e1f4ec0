-- Forced March (Sands of Dorne 48): "Each opponent kneels 1 character he or
-- she controls with a [military] icon. Then, you may kneel a character with
-- a [military] icon to initiate this effect again." The repetition has no
-- bound of its own, so the hook loops: each opponent, in player order,
-- chooses and kneels a standing character with a military icon (if able);
-- then you may choose a standing character of yours with a military icon
-- and kneel it to go round again.
local function military(g, p)
  return g:cards({type = "character", controller = p, icon = "military", kneeling = false})
end

function march(ctx)
  local g = ctx.game
  while true do
    for _, p in ipairs(g:player_order()) do
      if p ~= ctx.you then
        local ids = military(g, p)
        if #ids > 0 then
          local c = g:choose(p, ids, "kneel a character with a military icon")
          if c == nil then
            c = ids[1]
          end
          g:kneel(c)
        end
      end
    end
    local mine = military(g, ctx.you)
    if #mine == 0 then
      return true
    end
    local c = g:choose(ctx.you, mine, "you may kneel a character with a military icon to initiate the effect again")
    if c == nil then
      return true
    end
    g:kneel(c)
  end
end
