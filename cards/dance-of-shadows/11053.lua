-- Hired Assassin (SoKL 53), Reaction: After Hired Assassin comes out of
-- shadows, look at a card in shadows. If it is a character, you may place
-- it in its owner's dead pile.
--
-- Its controller picks a card in any player's shadows area and so sees it;
-- if it is a character they are offered it again: choosing it places it in
-- its owner's dead pile, passing leaves it in shadows.
function hired_assassin(ctx)
  local g = ctx.game
  local cands = g:cards_in("shadows")
  if #cands == 0 then
    return false
  end
  local t = g:choose(ctx.you, cands, "Choose a card in shadows to look at") or cands[1]
  g:log("Hired Assassin's controller looks at a card in shadows")
  if g:type(t) ~= "character" then
    return true
  end
  local pick = g:choose(ctx.you, {t}, "Place this character in its owner's dead pile? (choose it, or done)")
  if pick ~= nil then
    return g:move(pick, "dead", g:owner(pick))
  end
  return true
end
