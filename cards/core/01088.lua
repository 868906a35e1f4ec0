-- The Tickler (Core 88), Dominance Action: Kneel The Tickler to discard the
-- top card of an opponent's deck. Then, you may choose 1 copy of that card,
-- and discard it from play.
--
-- Runs as the `then` of `discard-top 1 of opponent`: the card just
-- discarded is the newest card of that opponent's discard pile. Its copies
-- are the cards in play with the same title, whoever controls them.
function discard_copy_in_play(ctx)
  local g = ctx.game
  local opp = g:opponent(ctx.you)
  if opp == nil then
    return false
  end
  local pile = g:cards_in("discard", opp)
  if #pile == 0 then
    return false
  end
  local copies = g:cards({title = g:title(pile[#pile])})
  if #copies == 0 then
    return true
  end
  local chosen = g:choose(ctx.you, copies, "discard-copy")
  if chosen == nil then
    return true
  end
  return g:discard(chosen)
end
