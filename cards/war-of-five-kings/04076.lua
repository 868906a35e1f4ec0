-- Burning on the Sand (There Is My Claim 76), Reaction: After you lose an
-- unopposed challenge, set the claim value on the winning opponent's
-- revealed plot card to 0 until the end of the challenge.
function no_claim(ctx)
  local g, winner = ctx.game, ctx.challenge.winner
  local n = g:claim(winner)
  if n <= 0 then
    return true
  end
  return g:effect("claim", {delta = -n, p = winner, d = "end-of-challenge"})
end
