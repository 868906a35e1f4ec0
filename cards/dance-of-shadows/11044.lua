-- Growing Ambition (SoKL 44), Challenges Action: Search your deck for X
-- different cards and place them in your discard pile. Shuffle your deck.
-- Then, choose an opponent. Return X cards of that opponent's choice from
-- your discard pile to your hand.
--
-- X is the shadow cost paid to play it from shadows (its printed cost is
-- "-"). "Different" means different titles.
function growing_ambition(ctx)
  local g = ctx.game
  local x = ctx.x
  local seen = {}
  local placed = 0
  while placed < x do
    local options = {}
    for _, id in ipairs(g:cards_in("deck", ctx.you)) do
      if not seen[g:title(id)] then
        options[#options + 1] = id
      end
    end
    if #options == 0 then
      break
    end
    local pick = g:choose(ctx.you, options, "Choose a card to place in your discard pile") or options[1]
    seen[g:title(pick)] = true
    g:move(pick, "discard")
    placed = placed + 1
  end
  g:effect("shuffle-deck")
  -- Then: the opponent chooses X cards of your discard pile for your hand.
  if placed < x then
    return false
  end
  local opp = ctx.opponent
  for _ = 1, x do
    local pile = g:cards_in("discard", ctx.you)
    if #pile == 0 then
      return false
    end
    local pick = g:choose(opp, pile, "Choose a card your opponent returns to hand") or pile[#pile]
    g:move(pick, "hand")
  end
  return true
end
