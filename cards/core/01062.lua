-- Consolidation of Power (Core 62), Marshaling Action: Choose and kneel up to
-- 4 total STR worth of characters controlled by the same player. Then, choose
-- one of those characters, and have it gain 1 power.
--
-- The characters are chosen one at a time: each choice offers the standing
-- characters whose STR fits in what is left of the 4, controlled by the
-- player who controls the first one chosen; "done" ends the choice.

local TOTAL = 4

-- fitting lists the standing characters that can still be chosen.
local function fitting(g, left, controller, chosen)
  local out = {}
  for _, id in ipairs(g:cards({type = "character", kneeling = false})) do
    if not chosen[id] and math.max(g:strength(id), 0) <= left
        and (controller == nil or g:controller(id) == controller) then
      out[#out + 1] = id
    end
  end
  return out
end

function can_consolidate(ctx)
  return #fitting(ctx.game, TOTAL, nil, {}) > 0
end

function consolidate(ctx)
  local g = ctx.game
  local left, controller, chosen, list = TOTAL, nil, {}, {}
  while true do
    local options = fitting(g, left, controller, chosen)
    if #options == 0 then
      break
    end
    local id = g:choose(ctx.you, options, "kneel")
    if id == nil then
      break
    end
    chosen[id] = true
    list[#list + 1] = id
    left = left - math.max(g:strength(id), 0)
    controller = g:controller(id)
  end
  if #list == 0 then
    return false
  end
  local all = true
  for _, id in ipairs(list) do
    if not g:kneel(id) then
      all = false
    end
  end
  -- "Then": only if every chosen character knelt.
  if not all then
    return false
  end
  local pick = list[1]
  if #list > 1 then
    pick = g:choose(ctx.you, list, "gain-power") or list[1]
  end
  g:gain_power(pick, 1)
  return true
end
