-- Tywin Lannister (Lions of Casterly Rock 6): "When exactly 1 card is
-- discarded from a player's deck": the discard is the only one of its
-- kind happening at that moment.
function exactly_one(ctx)
  local ev = ctx.event
  return ev ~= nil and ev.together == 1
end
