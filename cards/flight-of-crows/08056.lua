-- Sand Steed (Kingsmoot 56): "After a Summer plot card enters your used
-- pile": the plot that last entered it is on top of the used pile.
function summer_used(ctx)
  local g = ctx.game
  local top = g:top("used", ctx.you)
  return top ~= nil and g:has_trait(top, "Summer")
end
