-- The Tickler (Core 88), Dominance Action: Kneel The Tickler to discard the
-- top card of an opponent's deck. Then, you may choose 1 copy of that card,
-- and discard it from play.
--
-- Runs as the `then` of `discard-top 1 of opponent`: the card just
-- discarded is the top card of that opponent's discard pile. Its copies
-- are the cards in play with the same title, whoever controls them
-- (game:choose gives nil when there is none, or when you choose none).
function discard_copy_in_play(ctx)
  local g = ctx.game
  local discarded = g:top("discard", ctx.opponent)
  if discarded == nil then
    return false
  end
  local chosen = g:choose(ctx.you, g:cards({title = g:title(discarded)}), "Choose a copy to discard from play (done declines)")
  if chosen == nil then
    return true
  end
  return g:discard(chosen)
end
