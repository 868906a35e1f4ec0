-- Forced March (Sands of Dorne 48): "Each opponent kneels 1 character he or
-- she controls with a [military] icon. Then, you may kneel a character with
-- a [military] icon to initiate this effect again." Each opponent, in player
-- order, chooses and kneels a standing character with a military icon (if
-- able). Then, if some opponent still has one (otherwise initiating again
-- could change nothing: Abilities, "A card ability can only be initiated if
-- its effect has the potential to change the game state"), you may choose a
-- standing character of yours with a military icon and kneel it to initiate
-- the when revealed ability again: a new initiation, which an opponent may
-- cancel as the first one.
local function military(g, p)
  return g:cards({type = "character", controller = p, icon = "military", kneeling = false})
end

local function opponents_able(g, you)
  for _, p in ipairs(g:player_order()) do
    if p ~= you and #military(g, p) > 0 then
      return true
    end
  end
  return false
end

function march(ctx)
  local g = ctx.game
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
  if not opponents_able(g, ctx.you) then
    return true
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
  g:effect("initiate-when-revealed", {target = ctx.self})
  return true
end
