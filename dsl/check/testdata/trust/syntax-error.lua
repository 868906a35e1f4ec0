function resolve(ctx
  ctx.game:draw(ctx.you, 1)
end
