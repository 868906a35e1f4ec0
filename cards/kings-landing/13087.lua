-- Ser Preston Greenfield (TB 87), Reaction: "the losing opponent must move
-- 1 power from his or her faction card to a standing character he or she
-- controls". The losing opponent chooses the character.
function move_to_standing(ctx)
  local g = ctx.game
  local ch = g:challenge()
  local loser = ch and ch.loser
  if loser == nil then
    return false
  end
  local faction = g:cards({area = "faction", controller = loser})
  if #faction == 0 or g:power(faction[1]) == 0 then
    return false
  end
  local chars = g:cards({type = "character", controller = loser, kneeling = false})
  if #chars == 0 then
    return false
  end
  local pick = g:choose(loser, chars, "Choose a standing character to move 1 power to") or chars[1]
  return g:move_power(faction[1], pick, 1)
end
