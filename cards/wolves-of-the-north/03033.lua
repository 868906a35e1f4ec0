-- Stonesnake (Wolves of the North 33), Reaction: After Stonesnake bypasses a
-- character using stealth, choose one of that character's keywords.
-- Stonesnake gains that keyword until the end of the phase. A keyword with
-- a value (shadow (2)) is gained with the bypassed character's value.

-- keywords lists the bypassed character's keyword names once each, with
-- their first values.
local function keywords(ctx)
  local ev = ctx.event
  if ev == nil or ev.card == nil then
    return {}, {}
  end
  local names, values = {}, {}
  for _, k in ipairs(ctx.game:keywords(ev.card)) do
    if values[k.name] == nil then
      names[#names + 1] = k.name
      values[k.name] = k.values[1] or false
    end
  end
  return names, values
end

function has_keywords(ctx)
  local names = keywords(ctx)
  return #names > 0
end

function take_keyword(ctx)
  local g = ctx.game
  local names, values = keywords(ctx)
  local kw = g:choose_text(ctx.you, names, "Choose a keyword")
  if kw == nil then
    return false
  end
  local args = {target = ctx.self, kw = kw, d = "end-of-phase"}
  if values[kw] then
    args.v = values[kw]
  end
  return g:effect("gain-keyword", args)
end
