-- kind: condition
-- A pure hook trying an effect, hiding the refusal with pcall.
function resolve(ctx)
  pcall(ctx.game.kill, ctx.game, 3)
  pcall(function() ctx.game:random(6) end)
  return true
end
