-- Summoned to Court (Lions of Casterly Rock 48), Forced Interrupt: When the
-- draw phase ends, each player chooses a card in his or her hand, if able.
-- Then, reveal the chosen cards. Each player who revealed a character with
-- the lowest printed cost may put that character into play (each is asked).
-- The players choose in player order, the first player first (Priority of
-- Simultaneous Resolution).
function summon(ctx)
  local g = ctx.game
  local chosen = {}
  for _, p in ipairs(g:player_order()) do
    local hand = g:cards_in("hand", p)
    if #hand > 0 then
      local id = g:choose(p, hand, "Choose a card to reveal")
      if id ~= nil then
        chosen[#chosen + 1] = {p = p, id = id}
      end
    end
  end
  local low = nil
  for _, c in ipairs(chosen) do
    g:effect("reveal", {target = c.id})
    if g:type(c.id) == "character" and (low == nil or g:cost(c.id) < low) then
      low = g:cost(c.id)
    end
  end
  for _, c in ipairs(chosen) do
    if g:type(c.id) == "character" and g:cost(c.id) == low then
      if g:choose_text(c.p, {"put-into-play", "keep"}, "put the revealed character into play?") == "put-into-play" then
        g:effect("put-into-play", {target = c.id, p = c.p})
      end
    end
  end
  return true
end
