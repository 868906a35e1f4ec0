-- Highgarden Jester (TB 83), Forced Reaction: "place a random card from
-- your hand on top of your deck". The card's ability chooses the card
-- instead when another Fool character is in play; this hook picks one at
-- random from the game's seeded random source.
function random_to_top(ctx)
  local g = ctx.game
  local hand = g:cards_in("hand", ctx.you)
  if #hand == 0 then
    return false
  end
  return g:effect("return-to-deck", {target = hand[g:random(#hand)]})
end
