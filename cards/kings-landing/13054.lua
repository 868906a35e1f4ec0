-- The Dragonpit (PoS 54): "Each character whose controller controls fewer
-- cards in shadows than you gets -1 STR."
--
-- A targets hook: the characters of every opponent with fewer cards in
-- shadows than the Dragonpit's controller, each opponent compared on its
-- own (a melee game has several).
function weaker(ctx)
  local g = ctx.game
  local mine = #g:cards_in("shadows", ctx.you)
  local out = {}
  for _, p in ipairs(g:players()) do
    if p ~= ctx.you and #g:cards_in("shadows", p) < mine then
      for _, id in ipairs(g:cards({type = "character", controller = p})) do
        out[#out + 1] = id
      end
    end
  end
  return out
end
