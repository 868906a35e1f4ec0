-- Roose Bolton (Ghosts of Harrenhal 81), Reaction: After you win a
-- challenge in which Roose Bolton is attacking, choose up to X total STR
-- worth of characters controlled by the losing opponent. X is Roose
-- Bolton's STR. Sacrifice Roose Bolton to kill each of those characters.
--
-- The characters are chosen one at a time: each choice offers the losing
-- opponent's characters whose STR fits in what is left of X; declining
-- ends the choice.
function flay(ctx)
  local g = ctx.game
  local c = g:challenge()
  if c == nil then
    return false
  end
  local loser = c.loser
  local left = g:strength(ctx.self)
  local chosen, list = {}, {}
  while true do
    local options = {}
    for _, id in ipairs(g:cards({type = "character", controller = loser})) do
      if not chosen[id] and math.max(g:strength(id), 0) <= left then
        options[#options + 1] = id
      end
    end
    if #options == 0 then
      break
    end
    local id = g:choose(ctx.you, options, "kill")
    if id == nil then
      break
    end
    chosen[id] = true
    list[#list + 1] = id
    left = left - math.max(g:strength(id), 0)
  end
  if #list == 0 or not g:sacrifice(ctx.self) then
    return false
  end
  for _, id in ipairs(list) do
    g:kill(id)
  end
  return true
end
