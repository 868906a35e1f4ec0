-- Dagos Manwoody (TB 95): "While there are 5 or more different Traits
-- among plot cards in your used pile": the number of different traits,
-- read with the language's own value (a constant's condition is read on
-- every pass of the derived values, so the hook stays a few steps long).
function used_plot_traits(ctx)
  local g = ctx.game
  return g:value("different", {what = "traits", cards = g:cards_in("used", ctx.you)})
end
