-- Oldtown Scholar (Sands of Dorne 41): "draw that many cards": the number
-- of cards the opponent's draw event drew.
function drawn(ctx)
  local ev = ctx.event
  if ev == nil then
    return 0
  end
  return ev.amount
end
