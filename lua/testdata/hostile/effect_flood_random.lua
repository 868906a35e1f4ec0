-- reaches: 100
-- Draws random numbers without end (each is an effect on the game's source).
function resolve(ctx)
  while true do
    ctx.game:random(6)
  end
end
