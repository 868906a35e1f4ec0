-- Tarred Heads (Tyrion's Chain 119), Reaction: After you win a [power]
-- challenge, discard 1 card at random from the losing opponent's hand. If
-- that card is a character, place it in its owner's dead pile.
function tar(ctx)
  local g = ctx.game
  local hand = g:cards_in("hand", ctx.challenge.loser)
  if #hand == 0 then
    return false
  end
  local id = hand[g:random(#hand)]
  if not g:discard(id) then
    return false
  end
  if g:type(id) == "character" and g:area(id) == "discard" then
    return g:move(id, "dead")
  end
  return true
end
