-- House of the Undying (custom): reveal the top card of your deck; if it
-- is a character, draw it.
function vision(ctx)
  local g = ctx.game
  local deck = g:cards_in("deck", ctx.you)
  if #deck == 0 then
    return false
  end
  local top = deck[#deck] -- decks list the bottom card first
  g:effect("reveal", { card = top })
  if g:type(top) == "character" then
    g:move(top, "hand")
  end
  return true
end
