-- Battle of the Blackwater (Tyrion's Chain 120): "Choose an opponent.
-- Discard each duplicate you control and each duplicate controlled by that
-- opponent from play." Selectors never list duplicates (they are no cards
-- in play of their own), so the hook finds them: cards in a play area with
-- a parent they are not attached to. With one opponent there is nothing to
-- choose; with several, the opponent is chosen by their faction card.

local function is_duplicate(g, id)
  local parent = g:parent(id)
  if parent == nil then
    return false
  end
  for _, a in ipairs(g:attachments(parent)) do
    if a == id then
      return false
    end
  end
  return true
end

local function chosen_opponent(g, you)
  local opponents, factions = {}, {}
  for _, p in ipairs(g:players()) do
    if p ~= you then
      local fc = g:cards_in("faction", p)[1]
      opponents[#opponents + 1] = p
      if fc ~= nil then
        factions[#factions + 1] = fc
      end
    end
  end
  if #opponents <= 1 or #factions == 0 then
    return opponents[1]
  end
  local fc = g:choose(you, factions, "Choose an opponent")
  if fc == nil then
    return opponents[1]
  end
  return g:controller(fc)
end

function discard_duplicates(ctx)
  local g = ctx.game
  local dups = {}
  for _, p in ipairs({ctx.you, chosen_opponent(g, ctx.you)}) do
    for _, id in ipairs(g:cards_in("play", p)) do
      if is_duplicate(g, id) then
        dups[#dups + 1] = id
      end
    end
  end
  for _, id in ipairs(dups) do
    g:discard(id)
  end
  return #dups > 0
end
