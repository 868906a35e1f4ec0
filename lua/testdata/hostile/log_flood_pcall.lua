-- reaches: 100
-- The log flood, each line under pcall: the effect limit is sticky, so
-- catching the error does not let the loop go on.
function resolve(ctx)
  local s = string.rep("L", 999)
  for i = 1, 1000000 do
    pcall(ctx.game.log, ctx.game, s)
  end
  return true
end
