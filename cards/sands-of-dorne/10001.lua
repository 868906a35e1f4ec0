-- Doran Martell (Sands of Dorne 1), Reaction: "After you lose a challenge,
-- choose a character. Until the end of the phase, that character gains or
-- loses a challenge icon of your choice." The chosen character is the
-- target; you choose among the icons it lacks (to gain) and those it has
-- (to lose).
local icons = {"military", "intrigue", "power"}

function gain_or_lose(ctx)
  local g = ctx.game
  local id = ctx.target
  if id == nil or not g:exists(id) then
    return false
  end
  local labels = {}
  for _, icon in ipairs(icons) do
    if g:has_icon(id, icon) then
      labels[#labels + 1] = "lose " .. icon
    else
      labels[#labels + 1] = "gain " .. icon
    end
  end
  local pick = g:choose_text(ctx.you, labels, "Choose a challenge icon to gain or lose")
  if pick == nil then
    return false
  end
  local verb, icon = pick:match("^(%a+) (%a+)$")
  return g:effect(verb .. "-icon", {target = id, icon = icon, d = "end-of-phase"})
end
