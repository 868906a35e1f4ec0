-- An error whose value is the game object.
function resolve(ctx)
  error(ctx.game)
end
