-- Bitterbridge Encampment (Across the Seven Kingdoms 5): each player, in
-- seat order, may put a character into play from his or her hand.
function encamp(ctx)
  local g = ctx.game
  for _, p in ipairs(g:players()) do
    local chars = {}
    for _, id in ipairs(g:cards_in("hand", p)) do
      if g:type(id) == "character" then
        chars[#chars + 1] = id
      end
    end
    if #chars > 0 then
      local id = g:choose(p, chars, "a character to put into play")
      if id ~= nil then
        g:effect("put-into-play", {target = id, p = p})
      end
    end
  end
  return true
end
