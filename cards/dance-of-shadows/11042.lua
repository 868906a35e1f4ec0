-- White Harbor (SoKL 42), Reaction: After you win a challenge, reveal the
-- top 2 cards of your deck. The losing opponent chooses 1 of those cards.
-- Add that card to your hand, and place the other on the bottom of your
-- deck.
--
-- The ability reveals the top 2 cards before this hook and, after it,
-- places the card left on top (the other revealed card) at the bottom.

-- losing_opponent is the other player of the challenge just won.
local function losing_opponent(ctx)
  local ch = ctx.challenge
  if ch ~= nil then
    if ch.attacker == ctx.you then
      return ch.defender
    end
    return ch.attacker
  end
  return ctx.opponent
end

function white_harbor(ctx)
  local g = ctx.game
  local deck = g:cards_in("deck", ctx.you) -- bottom first
  local top = {}
  for i = #deck, math.max(1, #deck - 1), -1 do
    top[#top + 1] = deck[i]
  end
  if #top == 0 then
    return false
  end
  local loser = losing_opponent(ctx)
  local pick = top[1]
  if loser ~= nil then
    -- the opponent must choose one
    pick = g:choose(loser, top, "Choose the card your opponent adds to hand (the other goes to the bottom of the deck)") or top[1]
  end
  g:move(pick, "hand")
  return #top == 2
end
