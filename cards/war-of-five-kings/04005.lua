-- Bitterbridge Encampment (Across the Seven Kingdoms 5): each player, in
-- seat order, may put a character into play from his or her hand.
-- game:choose gives nil when the hand has no character or p declines.
function encamp(ctx)
  local g = ctx.game
  for _, p in ipairs(g:players()) do
    local chars = g:cards({area = "hand", owner = p, type = "character"})
    local id = g:choose(p, chars, "a character to put into play")
    if id ~= nil then
      g:effect("put-into-play", {target = id, p = p})
    end
  end
  return true
end
