-- Trait Reader (custom): draw 1 card for each Lord or Lady in your hand.
function read(ctx)
  local g = ctx.game
  local lords = 0
  for _, id in ipairs(g:cards_in("hand", ctx.you)) do
    local ts = g:traits(id)
    if g:has_trait(id, "Lady") or g:has_trait(id, "Lord") then
      lords = lords + 1
    end
    if #g:cards({area = "hand", trait = ts[1] or "none"}) == 0 and #ts > 0 then
      error("a trait the card has finds no card")
    end
  end
  g:draw(ctx.you, lords)
  return true
end
