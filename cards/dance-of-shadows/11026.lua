-- The Wall (TMoW 26), Action: Kneel The Wall to choose an opponent. Put an
-- eligible character of that player's choice from his or her discard pile
-- into play under your control.
--
-- The ability's cost kneels The Wall; this hook picks the opponent (the
-- only one in a two-player game) and lets that player choose the character.
function the_wall(ctx)
  local g, opp = ctx.game, ctx.opponent
  local options = g:cards({area = "discard", owner = opp, type = "character"})
  if #options == 0 then
    return false
  end
  -- the choice is the opponent's and must be made if able
  local pick = g:choose(opp, options, "Choose a character of your discard pile that your opponent puts into play") or options[1]
  return g:put_into_play(pick)
end
