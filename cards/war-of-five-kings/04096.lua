-- The Prince's Pass (Ghosts of Harrenhal 96): "Then, if it has no
-- challenge icons, you may sacrifice The Prince's Pass to discard it from
-- play." Choosing The Prince's Pass is saying yes.
function maybe_discard(ctx)
  local g = ctx.game
  local t = ctx.target
  if t == nil or #g:icons(t) > 0 then
    return true
  end
  if g:choose(ctx.you, {ctx.self}, "Sacrifice The Prince's Pass to discard the character? (choose it, or done)") == nil then
    return true
  end
  if g:sacrifice(ctx.self) then
    g:discard(t)
  end
  return true
end
