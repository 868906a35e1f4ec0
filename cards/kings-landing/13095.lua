-- Dagos Manwoody (TB 95): "While there are 5 or more different Traits
-- among plot cards in your used pile": the number of different traits.
function used_plot_traits(ctx)
  local g = ctx.game
  local seen, n = {}, 0
  for _, id in ipairs(g:cards_in("used", ctx.you)) do
    for _, t in ipairs(g:traits(id)) do
      if not seen[t] then
        seen[t] = true
        n = n + 1
      end
    end
  end
  return n
end
