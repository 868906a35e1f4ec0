-- Meereen (TMoW 34), Action: Kneel Meereen to place each card in your hand
-- facedown under Meereen and draw 3 cards. At the end of the phase, or if
-- Meereen leaves play, discard your hand and return each card you placed
-- under Meereen to your hand.
--
-- The action places the hand in its owner's facedown-under area and
-- draws; its delayed effect (delayed-lua) runs this hook once, at the end
-- of the phase or right after Meereen leaves play if that comes first.
--
-- The cards returned are every card in the owner's facedown-under area: if
-- Meereen is used twice in one phase (stood in between), the first delayed
-- effect returns both batches and the second discards them with the hand.
function meereen_return(ctx)
  local g = ctx.game
  local me = ctx.you
  for _, id in ipairs(g:cards_in("hand", me)) do
    g:discard(id)
  end
  for _, id in ipairs(g:cards_in("facedown-under", me)) do
    g:move(id, "hand", me)
  end
  return true
end
