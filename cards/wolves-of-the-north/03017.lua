-- Winterfell (Wolves of the North 17), Reaction: After a challenge is
-- initiated, kneel Winterfell. Then, each player with a non-Winter plot
-- card revealed cannot trigger card abilities until the end of the
-- challenge.
function silence(ctx)
  local g = ctx.game
  for _, p in ipairs(g:players()) do
    local plots = g:count({area = "plot", controller = p})
    local winter = g:count({area = "plot", controller = p, trait = "Winter"}) > 0
    if plots > 0 and not winter then
      g:effect("player-cannot", {what = "trigger-card-abilities", p = p, d = "end-of-challenge"})
    end
  end
  return true
end
