-- The Dragonpit (PoS 54): "Each character whose controller controls fewer
-- cards in shadows than you gets -1 STR."
--
-- A targets hook: the characters of every opponent with fewer cards in
-- shadows than the Dragonpit's controller, each opponent compared on its
-- own (a melee game has several). It counts rather than lists, as the
-- engine asks it for each character whenever STR is computed.
function weaker(ctx)
  local g = ctx.game
  local mine = g:count({area = "shadows", controller = ctx.you})
  if mine == 0 then
    return {}
  end
  local out = nil
  for _, p in ipairs(g:players()) do
    if p ~= ctx.you and g:count({area = "shadows", controller = p}) < mine then
      local chars = g:cards({type = "character", controller = p})
      if out == nil then
        out = chars
      else
        for _, id in ipairs(chars) do
          out[#out + 1] = id
        end
      end
    end
  end
  return out or {}
end
