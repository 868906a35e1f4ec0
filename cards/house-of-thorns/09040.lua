-- Faceless Man (House of Thorns 40), Challenges Action: "Choose a character
-- in a dead pile. Until the end of the phase, Faceless Man gains each of
-- that character's printed challenge icons, keywords, faction
-- affiliations, and Traits." A card in a dead pile is out of play: what it
-- has there is what is printed on it.
function copy(ctx)
  local g = ctx.game
  local t = ctx.target
  local me = ctx.self
  if t == nil or me == nil or not g:exists(t) then
    return false
  end
  for _, icon in ipairs(g:icons(t)) do
    g:effect("gain-icon", {target = me, icon = icon, d = "end-of-phase"})
  end
  for _, k in ipairs(g:keywords(t)) do
    local args = {target = me, kw = k.name, d = "end-of-phase"}
    local v = k.values and k.values[1]
    if type(v) == "number" then
      args.v = v
    end
    g:effect("gain-keyword", args)
  end
  for _, trait in ipairs(g:traits(t)) do
    g:effect("gain-trait", {target = me, trait = trait, d = "end-of-phase"})
  end
  local f = g:faction(t)
  if f ~= nil and f ~= "neutral" then
    g:effect("gain-affiliation", {target = me, f = f, d = "end-of-phase"})
  end
  return true
end
