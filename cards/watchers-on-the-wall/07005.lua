-- Maester Aemon (Watchers on the Wall 5).

-- claim offers the challenge types the chosen opponent has not initiated
-- this phase (the challenges phase is once a round: challenges-this-round)
-- and has that opponent satisfy the chosen type's claim with you as the
-- winner (apply-claim outside a challenge).
function claim(ctx)
  local g = ctx.game
  local opp = ctx.players and ctx.players.p and ctx.players.p[1]
  if opp == nil then return false end
  local types = {}
  for _, t in ipairs({"military", "intrigue", "power"}) do
    if g:value("challenges-this-round", {what = "initiated", type = t, p = opp}) == 0 then
      table.insert(types, t)
    end
  end
  if #types == 0 then return false end
  local t = g:choose_text(ctx.you, types, "challenge type")
  return g:effect("apply-claim", {type = t, p = opp})
end
