-- Ahead of the Tide (Wolves of the North 28): "If you win initiative this
-- phase, draw 1 card", checked at the end of the phase.
function draw_if_won(ctx)
  local g = ctx.game
  if g:value("history-count", {event = "initiative-won", p = ctx.you, period = "phase"}) > 0 then
    return g:draw(ctx.you, 1)
  end
  return true
end
